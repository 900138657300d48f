// Interface text in English and Spanish, chosen from the browser's language; a switch overrides it.
// Messages are ICU MessageFormat (plurals and selects per language), formatted by the same
// library as the server's (intl-messageformat, copied to /vendor by scripts/build-web.mjs).
import { IntlMessageFormat } from '/vendor/intl-messageformat.js';
import { NOTIFY_STRINGS } from './strings-notify.js';
import { STRINGS } from './strings.js';

const LANGS = { en: 'English', es: 'Español' };
const dict = { en: { ...STRINGS.en, ...NOTIFY_STRINGS.en }, es: { ...STRINGS.es, ...NOTIFY_STRINGS.es } };
const compiled = new Map();
const listeners = [];

function initial() {
  const saved = localStorage.getItem('lang');
  if (saved && saved in LANGS) return saved;
  for (const l of navigator.languages ?? [navigator.language]) {
    const base = String(l).slice(0, 2).toLowerCase();
    if (base in LANGS) return base;
  }
  return 'en';
}

let current = initial();
document.documentElement.lang = current;

/** Adds messages (a game renderer's, or a game's catalogue from the server): { en: {...}, es: {...} }. */
export function addStrings(strings) {
  for (const l of Object.keys(LANGS)) Object.assign(dict[l], strings[l] ?? {});
  compiled.clear();
}

export function has(key) {
  return key in dict[current] || key in dict.en;
}

/** The message `key` formatted with `params`; the key itself when there is no such message. */
export function t(key, params = {}) {
  const id = `${current}\u0000${key}`;
  let f = compiled.get(id);
  if (f === undefined) {
    const pattern = dict[current][key] ?? dict.en[key];
    f = pattern === undefined ? null : new IntlMessageFormat(pattern, current);
    compiled.set(id, f);
  }
  if (!f) return key;
  try {
    return String(f.format(params));
  } catch (err) {
    console.error(`message ${key}`, err);
    return key;
  }
}

/** "Ana", "Ana and Bo", "Ana, Bo and Cy" in the page's language. */
export function list(items) {
  return new Intl.ListFormat(current, { type: 'conjunction' }).format(items.map(String));
}

/**
 * What the server's game text says (DESIGN.md §3): a message { key, params } of the game's
 * catalogue, its arguments rendered first (players by `nameOf`, lists joined), or a string
 * already in words (an old log line).
 */
export function say(phrase, nameOf) {
  if (phrase === null || phrase === undefined) return '';
  if (typeof phrase !== 'object') return String(phrase);
  const values = {};
  for (const [name, arg] of Object.entries(phrase.params ?? {})) values[name] = argument(arg, nameOf);
  return t(phrase.key, values);
}

function argument(arg, nameOf) {
  if (typeof arg !== 'object' || arg === null) return arg;
  if (typeof arg.key === 'string') return say(arg, nameOf);
  if (typeof arg.seat === 'number') return nameOf(arg.seat);
  if (Array.isArray(arg.list)) return list(arg.list.map((a) => argument(a, nameOf)));
  return '';
}

export function lang() {
  return current;
}

export function onLangChange(fn) {
  listeners.push(fn);
}

/** Fills elements marked data-i18n (text), data-i18n-placeholder and data-i18n-label. */
export function applyStatic(root = document) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-placeholder]')) el.placeholder = t(el.dataset.i18nPlaceholder);
  for (const el of root.querySelectorAll('[data-i18n-label]')) el.setAttribute('aria-label', t(el.dataset.i18nLabel));
}

function setLang(l) {
  current = l;
  localStorage.setItem('lang', l);
  document.documentElement.lang = l;
  applyStatic();
  for (const fn of listeners) fn();
}

/** The language switch in the page header. */
export function mountLangSwitch(select) {
  select.replaceChildren(
    ...Object.entries(LANGS).map(([code, name]) => {
      const o = document.createElement('option');
      o.value = code;
      o.textContent = name;
      return o;
    }),
  );
  select.value = current;
  select.addEventListener('change', () => setLang(select.value));
  applyStatic();
}
