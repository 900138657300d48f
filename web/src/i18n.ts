// Interface text in English and Spanish, chosen from the browser's language; a switch overrides it.
// Messages are ICU MessageFormat (plurals and selects per language), formatted by the same
// library as the server's (intl-messageformat).
import { IntlMessageFormat } from 'intl-messageformat';
import type { Arg, Catalogue, Lang, Phrase } from '../../src/engine/text';
import { NOTIFY_STRINGS } from './strings-notify';
import { STRINGS } from './strings';

export type { Lang };
/** The arguments of a message, as ICU formats them. */
export type Params = Record<string, string | number | boolean | Date | null | undefined>;

const LANGS: Record<Lang, string> = { en: 'English', es: 'Español' };
const dict: Catalogue = { en: { ...STRINGS.en, ...NOTIFY_STRINGS.en }, es: { ...STRINGS.es, ...NOTIFY_STRINGS.es } };
const compiled = new Map<string, IntlMessageFormat | null>();
const listeners: (() => void)[] = [];

// A page formats a few hundred messages as it opens. Each new IntlMessageFormat would ask the
// browser which of the locales given it supports (`supportedLocalesOf`: on a phone's first use,
// tens of milliseconds) and make its own plural rules and number formats. The page's languages are
// its own two, which every browser has, and their formatters are the same for every message.
IntlMessageFormat.resolveLocale = (locales) => new Intl.Locale(Array.isArray(locales) ? locales[0] : locales);
const formatters = {
  getNumberFormat: (...a: ConstructorParameters<typeof Intl.NumberFormat>) => cached(`number${JSON.stringify(a)}`, () => new Intl.NumberFormat(...a)),
  getDateTimeFormat: (...a: ConstructorParameters<typeof Intl.DateTimeFormat>) => cached(`date${JSON.stringify(a)}`, () => new Intl.DateTimeFormat(...a)),
  getPluralRules: (...a: ConstructorParameters<typeof Intl.PluralRules>) => cached(`plural${JSON.stringify(a)}`, () => new Intl.PluralRules(...a)),
};

function isLang(l: string | null): l is Lang {
  return l !== null && Object.hasOwn(LANGS, l);
}

function initial(): Lang {
  const saved = localStorage.getItem('lang');
  if (isLang(saved)) return saved;
  for (const l of navigator.languages ?? [navigator.language]) {
    const base = String(l).slice(0, 2).toLowerCase();
    if (isLang(base)) return base;
  }
  return 'en';
}

let current = initial();
document.documentElement.lang = current;

/** Adds messages (a game renderer's, or a game's catalogue from the server): { en: {...}, es: {...} }. */
export function addStrings(strings: Partial<Catalogue>): void {
  for (const l of Object.keys(LANGS) as Lang[]) {
    const added = strings[l] ?? {};
    Object.assign(dict[l], added);
    // Only the messages these replace are compiled anew (an English one stands in for a missing Spanish one).
    for (const key of Object.keys(added)) for (const m of Object.keys(LANGS)) compiled.delete(`${m}\u0000${key}`);
  }
}

export function has(key: string): boolean {
  return key in dict[current] || key in dict.en;
}

/** The message `key` formatted with `params`; the key itself when there is no such message. */
export function t(key: string, params: Params = {}): string {
  const id = `${current}\u0000${key}`;
  let f = compiled.get(id);
  if (f === undefined) {
    const pattern = dict[current][key] ?? dict.en[key];
    f = pattern === undefined ? null : new IntlMessageFormat(pattern, current, undefined, { formatters });
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
export function list(items: readonly unknown[]): string {
  return intlOf('list', () => new Intl.ListFormat(current, { type: 'conjunction' })).format(items.map(String));
}

const intls = new Map<string, unknown>();

/** A browser's formatter made once for `id` (what it formats, in which language): making one costs far more than using it. */
function cached<T>(id: string, make: () => T): T {
  let f = intls.get(id) as T | undefined;
  if (f === undefined) intls.set(id, (f = make()));
  return f;
}

/** One of the browser's formatters for the page's language (a date style, the list conjunction), made once per language and `kind`. */
export function intlOf<T>(kind: string, make: () => T): T {
  return cached(`${current}\u0000${kind}`, make);
}

/**
 * What the server's game text says (DESIGN.md §3): a message { key, params } of the game's
 * catalogue, its arguments rendered first (players by `nameOf`, lists joined), or a string
 * already in words (an old log line).
 */
export function say(phrase: Phrase | null | undefined, nameOf: (seat: number) => string): string {
  if (phrase === null || phrase === undefined) return '';
  if (typeof phrase !== 'object') return String(phrase);
  const values: Params = {};
  for (const [name, arg] of Object.entries(phrase.params ?? {})) values[name] = argument(arg, nameOf);
  return t(phrase.key, values);
}

function argument(arg: Arg, nameOf: (seat: number) => string): string | number {
  if (typeof arg !== 'object' || arg === null) return arg;
  if ('key' in arg && typeof arg.key === 'string') return say(arg, nameOf);
  if ('seat' in arg && typeof arg.seat === 'number') return nameOf(arg.seat);
  if ('list' in arg && Array.isArray(arg.list)) return list(arg.list.map((a) => argument(a, nameOf)));
  return '';
}

export function lang(): Lang {
  return current;
}

export function onLangChange(fn: () => void): void {
  listeners.push(fn);
}

/** Fills elements marked data-i18n (text), data-i18n-placeholder and data-i18n-label. */
export function applyStatic(root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-i18n]')) el.textContent = t(el.dataset.i18n ?? '');
  for (const el of root.querySelectorAll<HTMLInputElement>('[data-i18n-placeholder]')) el.placeholder = t(el.dataset.i18nPlaceholder ?? '');
  for (const el of root.querySelectorAll<HTMLElement>('[data-i18n-label]')) el.setAttribute('aria-label', t(el.dataset.i18nLabel ?? ''));
}

function setLang(l: Lang): void {
  current = l;
  localStorage.setItem('lang', l);
  document.documentElement.lang = l;
  applyStatic();
  for (const fn of listeners) fn();
}

/** The language switch in the page header. */
export function mountLangSwitch(select: HTMLSelectElement): void {
  select.replaceChildren(
    ...Object.entries(LANGS).map(([code, name]) => {
      const o = document.createElement('option');
      o.value = code;
      o.textContent = name;
      return o;
    }),
  );
  select.value = current;
  select.addEventListener('change', () => {
    if (isLang(select.value)) setLang(select.value);
  });
  applyStatic();
}
