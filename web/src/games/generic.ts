// Any game without a drawing yet: its view as readable text (nested lists and tables), never as
// raw HTML, so that every game is playable from its first day. Messages in the view ({ key,
// params }) read as words, and fields that name seats ("seat", "turnOrder") read as the players'
// names. The view's parts and their items are board tokens ("view:players.1"),
// so that the page can mark what the last entry changed (`marks`).
import type { Text } from '../answers';
import { h } from '../dom';
import { t } from '../i18n';
import type { Marks, Names, Renderer } from './renderer';

/** How deep the view's parts are tokens: a part ("view:players") and its items ("view:players.1"). */
const TOKEN_DEPTH = 2;

function words(key: string | number): string {
  return String(key)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());
}

/** A field that names seats by number ("seat", "startPlayer", "turnOrder", "winners"): read as the players' names, never as 0-based numbers. */
const SEATS = /(seat|seats|player|order|winners|owner|control|holder)$/i;

function isSeatNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 10;
}

/** A field's value with seat numbers read as names, when the field names seats. */
function withNames(key: string | number, value: unknown, seat: Names['seat']): unknown {
  if (!SEATS.test(String(key))) return value;
  if (isSeatNumber(value)) return seat(value);
  if (Array.isArray(value) && value.length && value.every(isSeatNumber)) return value.map(seat);
  // A record of seats ({ red: 0, blue: null }: who controls each colour).
  if (isSmallRecord(value) && Object.values(value).every((v) => v === null || isSeatNumber(v))) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isSeatNumber(v) ? seat(v) : v]));
  }
  return value;
}

function isMessage(value: unknown): value is Text {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && 'key' in value && typeof value.key === 'string' && Object.keys(value).every((k) => k === 'key' || k === 'params');
}

type Plain = string | number | boolean | null | undefined | Text;

function isPlain(value: unknown): value is Plain {
  return value === null || typeof value !== 'object' || isMessage(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !isPlain(value) && !Array.isArray(value);
}

function text(value: Plain, say: Names['text']): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  if (isMessage(value)) return say(value);
  return String(value);
}

/** A small record of plain values ({ red: 1, blue: 0 }) reads best on one line. */
function isSmallRecord(value: unknown): value is Record<string, Plain> {
  if (!isRecord(value)) return false;
  const values = Object.values(value);
  return values.length > 0 && values.length <= 8 && values.every(isPlain);
}

/** Plain, a list of plain values, or a small record: fits in one line or one table cell. */
function isFlat(value: unknown): value is Plain | Plain[] | Record<string, Plain> {
  return isPlain(value) || (Array.isArray(value) && value.every(isPlain)) || isSmallRecord(value);
}

function flatText(value: unknown, names: Names): string {
  if (isPlain(value)) return text(value, names.text);
  if (Array.isArray(value)) return value.length ? value.map((v) => text(v, names.text)).join(', ') : '—';
  return Object.entries(value)
    .map(([k, v]) => `${words(k)} ${flatText(withNames(k, v, names.seat), names)}`)
    .join(' · ');
}

/** The token of the part of the view at `path` (keys and indexes), if it is shallow enough to be one. */
function token(path: (string | number)[]): string | undefined {
  return path.length > 0 && path.length <= TOKEN_DEPTH ? `view:${path.join('.')}` : undefined;
}

/** A list of records with the same flat fields (territories, players): a table, a row per item. */
function asTable(list: unknown[], path: (string | number)[], names: Names): HTMLElement | null {
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
        list.map((row, i) => h('tr', { 'data-pick': token([...path, i]) }, keys.map((k) => h('td', {}, flatText(withNames(k, row[k], names.seat), names))))),
      ),
    ),
  );
}

function readable(value: unknown, path: (string | number)[], names: Names): HTMLElement {
  if (isFlat(value)) return h('span', { class: 'value', 'data-pick': token(path) }, flatText(value, names));
  if (Array.isArray(value)) {
    return (
      asTable(value, path, names) ??
      h(
        'ol',
        { class: 'readable-list', 'data-pick': token(path) },
        value.map((v, i) => h('li', {}, readable(v, [...path, i], names))),
      )
    );
  }
  return h(
    'dl',
    { class: 'readable', 'data-pick': token(path) },
    Object.entries(value).map(([k, v]) => [h('dt', {}, words(k)), h('dd', {}, readable(withNames(k, v, names.seat), [...path, k], names))]),
  );
}

/** What each part of the view and each of its items holds now, as a short signature. */
function marks(view: unknown): Marks {
  const out: Marks = {};
  if (view === null || typeof view !== 'object') return out;
  for (const [k, v] of Object.entries(view)) {
    out[`view:${k}`] = JSON.stringify(v);
    if (v !== null && typeof v === 'object' && !isMessage(v)) for (const [i, item] of Object.entries(v)) out[`view:${k}.${i}`] = JSON.stringify(item);
  }
  return out;
}

const renderer: Renderer<unknown> = {
  board: (view, ctx) => h('div', { class: 'generic-view', 'data-testid': 'generic-view' }, view === null ? '—' : readable(view, [], ctx.names)),
  prompt: (view) => (isRecord(view) && (typeof view.prompt === 'string' || isMessage(view.prompt)) ? view.prompt : null),
  marks,
};

export default renderer;
