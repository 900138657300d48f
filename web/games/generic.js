// Any game without a drawing yet: its view as readable text (nested lists and tables), never as
// raw HTML, so that every game is playable from its first day.
import { h } from '../js/dom.js';

function words(key) {
  return String(key)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());
}

function isPlain(value) {
  return value === null || typeof value !== 'object';
}

function isRecord(value) {
  return !isPlain(value) && !Array.isArray(value);
}

function text(value) {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
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

function flatText(value) {
  if (isPlain(value)) return text(value);
  if (Array.isArray(value)) return value.length ? value.map(text).join(', ') : '—';
  return Object.entries(value).map(([k, v]) => `${words(k)} ${text(v)}`).join(' · ');
}

/** A list of records with the same flat fields (territories, players): a table. */
function asTable(list) {
  if (list.length === 0 || !list.every(isRecord)) return null;
  const keys = Object.keys(list[0]);
  if (!list.every((row) => Object.keys(row).join() === keys.join() && keys.every((k) => isFlat(row[k])))) return null;
  return h(
    'div',
    { class: 'table-wrap' },
    h('table', {}, h('thead', {}, h('tr', {}, keys.map((k) => h('th', { scope: 'col' }, words(k))))), h('tbody', {}, list.map((row) => h('tr', {}, keys.map((k) => h('td', {}, flatText(row[k]))))))),
  );
}

function readable(value) {
  if (isFlat(value)) return h('span', { class: 'value' }, flatText(value));
  if (Array.isArray(value)) return asTable(value) ?? h('ol', { class: 'readable-list', start: 0 }, value.map((v) => h('li', {}, readable(v))));
  return h('dl', { class: 'readable' }, Object.entries(value).map(([k, v]) => [h('dt', {}, words(k)), h('dd', {}, readable(v))]));
}

export default {
  board: (view) => h('div', { class: 'generic-view', 'data-testid': 'generic-view' }, view === null ? '—' : readable(view)),
  prompt: (view) => (view && typeof view.prompt === 'string' ? view.prompt : null),
};
