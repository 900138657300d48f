// The history: every log line this seat may see, newest last. Each entry number opens the
// board as it was after that entry.
import type { LogEntry, LogNote, MatchView, Phrase } from './answers';
import { $, h, put, refillAtEnd } from './dom';
import type { Names } from './games/renderer';
import { namesOf } from './match-parts';
import { withNotes } from './history-notes';
import { t } from './i18n';
import { showCommands } from './settings';
import { isoTime, localTime } from './when';

function seqButton(seq: number, onPick: (seq: number) => void): HTMLButtonElement {
  const b = h('button', { type: 'button', class: 'seq', title: t('showAfter', { n: seq }), 'aria-label': t('showAfter', { n: seq }) }, `#${seq}`);
  b.addEventListener('click', () => onPick(seq));
  return b;
}

/**
 * What an entry says of itself when its lines say nothing: an undo, another seat's secret step,
 * or a step that tells nothing by itself (picking a group to move: the entries after it tell what
 * came of it). Its move's sentence would need the state before it, which the log does not keep.
 */
function silentLine(e: LogEntry): string | null {
  if (e.kind === 'undo') return t('undoOf', { n: e.target });
  if (e.kind !== 'move' || e.lines.length) return null;
  return e.command === null ? t('secretStep') : t('quietStep');
}

function entry(e: LogEntry, names: Names, onPick: (seq: number) => void, shown: number | null): HTMLElement {
  const who = e.seat === null ? t('someone') : names.seat(e.seat);
  // The notation only for a reader who asked for it ("Show commands"); a forfeit or a takeover on
  // time has no command: its lines say what happened.
  const notation = showCommands() && e.kind === 'move' && e.command !== null ? e.command : null;
  const lines = e.lines.map((line) => names.text(line));
  const silent = silentLine(e);
  if (silent !== null && !lines.length) lines.push(silent);
  return h(
    'li',
    { class: `entry${e.undone ? ' undone' : ''}${e.seq === shown ? ' shown' : ''}`, 'data-seq': e.seq },
    h(
      'div',
      { class: 'meta' },
      seqButton(e.seq, onPick),
      h('span', { class: 'who' }, who),
      notation === null ? null : h('code', { class: 'what' }, notation),
      e.undone ? h('span', { class: 'tag' }, t('takenBack')) : null,
      h('time', { datetime: isoTime(e.at) }, localTime(e.at)),
    ),
    lines.length ? h('ul', { class: 'lines' }, lines.map((line) => h('li', {}, line))) : null,
  );
}

/**
 * Fills the log list, the start of the match first with what set-up wrote (`setup`: a game's
 * opening rolls); keeps it scrolled to the newest entry unless the reader scrolled up.
 */
export interface LogOptions {
  names: Names;
  /** Shows the board after an entry. */
  onPick: (seq: number) => void;
  /** The entry whose board is shown (null: now). */
  shown: number | null;
  setup?: readonly Phrase[];
  /** The lines around the game (the match named), placed among the entries by their time. */
  notes?: readonly LogNote[];
}

export function renderLog(list: HTMLElement, entries: readonly LogEntry[], { names, onPick, shown, setup = [], notes = [] }: LogOptions): void {
  const start = h(
    'li',
    { class: `entry start${shown === 0 ? ' shown' : ''}`, 'data-seq': 0 },
    h('div', { class: 'meta' }, seqButton(0, onPick), h('span', { class: 'who' }, t('matchStart'))),
    setup.length ? h('ul', { class: 'lines' }, setup.map((line) => h('li', {}, names.text(line)))) : null,
  );
  refillAtEnd(list, () => list.replaceChildren(start, ...withNotes(entries, entries.map((e) => entry(e, names, onPick, shown)), notes, names)));
}

const SINCE_LIMIT = 30;

/**
 * One line per thing that happened in `list`: its log lines, which name who did what ("Ana lands a
 * red paladin…", and what followed by itself). An entry without lines is a secret step or an undo,
 * said with who did it; or a step that tells nothing by itself (picking a group to move, a knight
 * to place: the entries after it tell what came of it), left out as the emails leave it out.
 */
export function happenings(list: readonly LogEntry[], names: Pick<Names, 'seat' | 'text'>): string[] {
  return list.flatMap((e) => {
    if (e.lines.length) return e.lines.map((line) => names.text(line));
    if (e.kind !== 'undo' && e.command !== null) return [];
    const who = e.seat === null ? t('someone') : names.seat(e.seat);
    return [`${who}: ${e.kind === 'undo' ? t('undoOf', { n: e.target }) : t('secretStep')}`];
  });
}

/**
 * "Since your last visit:": what happened between the entry this browser last showed (`from`)
 * and the one it found on arrival (`to`), newest last; `onClose` hides it.
 */
export interface SinceOptions {
  from: number;
  to: number;
  names: Names;
  onClose: () => void;
}

export function renderSince(el: HTMLElement, entries: readonly LogEntry[], { from, to, names, onClose }: SinceOptions): void {
  const unseen = entries.filter((e) => e.seq > from && e.seq <= to && !e.undone);
  const told = happenings(unseen, names);
  if (!told.length) {
    el.hidden = true;
    return el.replaceChildren();
  }
  const shown = told.slice(-SINCE_LIMIT);
  const close = h('button', { type: 'button', class: 'secondary small' }, t('gotIt'));
  close.addEventListener('click', onClose);
  put(
    el,
    h('h2', {}, t('sinceLastVisit')),
    told.length > shown.length ? h('p', { class: 'hint' }, t('sinceLastVisitMore', { n: told.length - shown.length })) : null,
    h('ul', { class: 'since-lines', 'data-testid': 'since' }, shown.map((line) => h('li', {}, line))),
    close,
  );
  el.hidden = false;
}

export interface HistoryOptions {
  /** The entry the slider was moved to (null: now). */
  wanted: number | null;
  entries: readonly LogEntry[];
  setup: readonly Phrase[];
  notes: readonly LogNote[];
  /** The entry whose board is shown (null: now). */
  shown: number | null;
  onPick: (seq: number) => void;
}

/** The history card: the replay slider and its buttons, and the log. */
export function renderHistoryCard(match: MatchView, { wanted, entries, setup, notes, shown, onPick }: HistoryOptions): void {
  const slider = $<HTMLInputElement>('#replay-slider');
  slider.max = String(match.seq);
  slider.value = String(wanted ?? match.seq);
  const at = Number(slider.value);
  $('#replay-label').textContent = at < match.seq ? t('replayAt', { n: at, max: match.seq }) : t('replayNow', { n: match.seq });
  $<HTMLButtonElement>('#replay-prev').disabled = at <= 0;
  $<HTMLButtonElement>('#replay-next').disabled = at >= match.seq;
  renderLog($('#log'), entries, { names: namesOf(match), onPick, shown, setup, notes });
}
