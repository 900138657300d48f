// Builds DOM nodes. Strings always become text nodes: nothing from the server is parsed as HTML.

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A value of an attribute: false, null and undefined leave it out, true writes it empty; `on…` takes a listener. */
export type AttrValue = string | number | boolean | null | undefined | ((event: never) => void);
export type Attrs = Record<string, AttrValue>;
/** What an element may hold: nodes, text, nothing, or lists of these. */
export type Child = Node | string | number | boolean | null | undefined | readonly Child[];

function fill<E extends Element>(el: E, attrs: Attrs | null | undefined, children: readonly Child[]): E {
  for (const [key, value] of Object.entries(attrs ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (typeof value === 'function') {
      if (key.startsWith('on')) el.addEventListener(key.slice(2), value as EventListener);
    } else if (key === 'text') el.textContent = String(value);
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  append(el, children);
  return el;
}

function append(el: Element, children: readonly Child[]): void {
  for (const child of children) {
    if (child === undefined || child === null || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** An HTML element: h('p', { class: 'note' }, 'text', otherNode). */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs?: Attrs | null, ...children: Child[]): HTMLElementTagNameMap[K] {
  return fill(document.createElement(tag), attrs, children);
}

/** An SVG element, same calling convention as h(). */
export function s<K extends keyof SVGElementTagNameMap>(tag: K, attrs?: Attrs | null, ...children: Child[]): SVGElementTagNameMap[K] {
  return fill(document.createElementNS(SVG_NS, tag), attrs, children);
}

/** Replaces the children of el. */
export function put<E extends Element>(el: E, ...children: Child[]): E {
  el.replaceChildren();
  return fill(el, {}, children);
}

/** The element the page's HTML holds for `selector` (a page without it is a page of another build: say so). */
export function $<E extends Element = HTMLElement>(selector: string, root: ParentNode = document): E {
  const el = root.querySelector<E>(selector);
  if (!el) throw new Error(`The page has no ${selector}`);
  return el;
}

/** A random id for one click (idempotency key) or one salt. */
export function randomId(bytes = 12): string {
  const buf = crypto.getRandomValues(new Uint8Array(bytes));
  return [...buf].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Refills a scrolled list (`fill`), keeping it at its end when it was there or was empty. An
 * empty list is not measured, and the scroll waits for the layout of the next frame: asking for
 * the page's layout while it is being drawn lays the whole page out once more (a first visit's
 * slowest part on a phone).
 */
export function refillAtEnd(list: HTMLElement, fill: () => void): void {
  const atEnd = list.childElementCount === 0 || list.scrollHeight - list.scrollTop - list.clientHeight < 40;
  fill();
  if (atEnd && list.childElementCount) requestAnimationFrame(() => (list.scrollTop = list.scrollHeight));
}

/** Shows what the page's HTML marks `data-pending` (base.css) once the script has filled it in. */
export function reveal(root: ParentNode = document): void {
  for (const el of root.querySelectorAll('[data-pending]')) el.removeAttribute('data-pending');
}
