// Interface text in English and Spanish, chosen from the browser's language; a switch overrides it.
import { NOTIFY_STRINGS } from './strings-notify.js';
import { STRINGS } from './strings.js';

const LANGS = { en: 'English', es: 'Español' };
const dict = { en: { ...STRINGS.en, ...NOTIFY_STRINGS.en }, es: { ...STRINGS.es, ...NOTIFY_STRINGS.es } };
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

/** Adds strings for one game renderer: { en: {...}, es: {...} }. */
export function addStrings(strings) {
  for (const l of Object.keys(LANGS)) Object.assign(dict[l], strings[l] ?? {});
}

/** The text for key, with {name} placeholders filled from params. */
export function t(key, params = {}) {
  const text = dict[current][key] ?? dict.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, k) => (k in params ? String(params[k]) : `{${k}}`));
}

/** The text for `${key}.one` or `${key}.other` by the count n (English and Spanish agree on 1). */
export function plural(key, n, params = {}) {
  return t(`${key}.${n === 1 ? 'one' : 'other'}`, { n, ...params });
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
