import type { Context, Next } from 'hono';
import { errorResponse } from './errors';

/** Request bodies are small JSON documents; anything larger is refused with 413. */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * Reads the request body whole, keeping at most `MAX_BODY_BYTES` of it, before any route sees
 * it. A larger body, whether it declares its length or comes in chunks, is read to its end and
 * thrown away, and only then refused with 413: an answer sent while the client is still sending
 * leaves a half-read connection behind, which the local `wrangler dev` could not survive (it
 * exited; with 4.156 its proxy fails the next request on that connection instead).
 */
export async function limitBody(c: Context, next: Next) {
  const body = c.req.raw.body;
  if (!body) return next();
  // A body that declares a length within the limit is that long (HTTP's framing): read it at
  // once into the request's own cache, which the routes read it from (Hono's `c.req.text()`).
  // Reading it chunk by chunk and making a new Request of it cost a command about 0.2 ms over
  // HTTP (docs/PERF-NOTES.md).
  const declared = c.req.header('content-length');
  if (declared !== undefined && /^\d{1,5}$/.test(declared) && Number(declared) <= MAX_BODY_BYTES) {
    try {
      await c.req.text();
    } catch {
      return unreadable(c);
    }
    return next();
  }
  const reader = body.getReader();
  const kept: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size <= MAX_BODY_BYTES) kept.push(value);
    }
  } catch {
    return unreadable(c);
  }
  if (size > MAX_BODY_BYTES) return errorResponse(c, 413, 'body_too_large', `Request bodies are limited to ${MAX_BODY_BYTES} bytes.`);
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of kept) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  c.req.raw = new Request(c.req.raw, { body: whole });
  return next();
}

function unreadable(c: Context) {
  return errorResponse(c, 400, 'body_unreadable', 'The request body could not be read to its end.');
}
