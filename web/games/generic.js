// Any game without a drawing yet: its view as readable text (nested lists and tables), never as
// raw HTML, so that every game is playable from its first day. Messages in the view ({ key,
// params }) read as words. The view's parts and their items are board tokens ("view:players.1"),
// so that the page can mark what the last entry changed (`marks`).
import { h } from '../js/dom.js';
import { t } from '../js/i18n.js';

/** How deep the view's parts are tokens: a part ("view:players") and its items ("view:players.1"). */
const TOKEN_DEPTH = 2;

function words(key) {
  return String(key)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());
}

function isMessage(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && typeof value.key === 'string' && Object.keys(value).every((k) => k === 'key' || k === 'params');
}

function isPlain(value) {
  return value === null || typeof value !== 'object' || isMessage(value);
}

function isRecord(value) {
  return !isPlain(value) && !Array.isArray(value);
}

function text(value, say) {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  if (isMessage(value)) return say(value);
  return String(value);
}

/** A small record of plain values ({ red: 1, blue: 0 }) reads best on one line. */
function isSmallRecord(value) {
  if (!isRecord(value)) return false;
  const values = Object.values(value);
  return values.length > 0 && values.length <= 8 && values.every(isPlain);
}

/** Plain, a list of plain values, or a small record: fits in one line or one table cell. */
function isFlat(value) {
  return isPlain(value) || (Array.isArray(value) && value.every(isPlain)) || isSmallRecord(value);
}

function flatText(value, say) {
  if (isPlain(value)) return text(value, say);
  if (Array.isArray(value)) return value.length ? value.map((v) => text(v, say)).join(', ') : '—';
  return Object.entries(value)
    .map(([k, v]) => `${words(k)} ${text(v, say)}`)
    .join(' · ');
}

/** The token of the part of the view at `path` (keys and indexes), if it is shallow enough to be one. */
function token(path) {
  return path.length > 0 && path.length <= TOKEN_DEPTH ? `view:${path.join('.')}` : undefined;
}

/** A list of records with the same flat fields (territories, players): a table, a row per item. */
function asTable(list, path, say) {
  if (list.length === 0 || !list.every(isRecord)) return null;
  const keys = Object.keys(list[0]);
  if (!list.every((row) => Object.keys(row).join() === keys.join() && keys.every((k) => isFlat(row[k])))) return null;
  return h(
    'div',
    { class: 'table-wrap', 'data-pick': token(path) },
    h(
      'table',
      {},
      h('thead', {}, h('tr', {}, keys.map((k) => h('th', { scope: 'col' }, words(k))))),
      h(
        'tbody',
        {},
        list.map((row, i) => h('tr', { 'data-pick': token([...path, i]) }, keys.map((k) => h('td', {}, flatText(row[k], say))))),
      ),
    ),
  );
}

function readable(value, path, say) {
  if (isFlat(value)) return h('span', { class: 'value', 'data-pick': token(path) }, flatText(value, say));
  if (Array.isArray(value)) {
    return (
      asTable(value, path, say) ??
      h(
        'ol',
        { class: 'readable-list', 'data-pick': token(path) },
        value.map((v, i) => h('li', {}, readable(v, [...path, i], say))),
      )
    );
  }
  return h(
    'dl',
    { class: 'readable', 'data-pick': token(path) },
    Object.entries(value).map(([k, v]) => [h('dt', {}, words(k)), h('dd', {}, readable(v, [...path, k], say))]),
  );
}

/** What each part of the view and each of its items holds now, as a short signature. */
function marks(view) {
  const out = {};
  if (view === null || typeof view !== 'object') return out;
  for (const [k, v] of Object.entries(view)) {
    out[`view:${k}`] = JSON.stringify(v);
    if (v !== null && typeof v === 'object' && !isMessage(v)) for (const [i, item] of Object.entries(v)) out[`view:${k}.${i}`] = JSON.stringify(item);
  }
  return out;
}

export default {
  board: (view, ctx) => h('div', { class: 'generic-view', 'data-testid': 'generic-view' }, view === null ? '—' : readable(view, [], ctx.names.text)),
  prompt: (view) => (view && (typeof view.prompt === 'string' || isMessage(view.prompt)) ? view.prompt : null),
  marks,
};
