// The server files whose types the page reads (the match view's clock, the live messages) name
// three types of the Workers runtime in their own signatures. They come from the module form of
// the Workers types, which declares no globals, so that nothing else of the Workers runtime (its
// own Response, WebSocket…) meets the DOM's in the page's program.
declare global {
  type DurableObjectState = import('@cloudflare/workers-types/index.ts').DurableObjectState;
  type SqlStorage = import('@cloudflare/workers-types/index.ts').SqlStorage;
  type SqlStorageValue = import('@cloudflare/workers-types/index.ts').SqlStorageValue;
}
export {};
