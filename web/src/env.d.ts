// What the page's program knows beyond the DOM.

/** A game's stylesheet, imported by its renderer: esbuild copies it with a hashed name and gives its address. */
declare module '*.css' {
  const href: string;
  export default href;
}
