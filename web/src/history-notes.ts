// Lines of the history that are no entry of the log (issue 31: a seat's owner named the match):
// said in the reader's language with their time, among the entries by when they happened.
import type { LogEntry, LogNote } from './answers';
import { h } from './dom';
import type { Names } from './games/renderer';
import { isoTime, localTime } from './when';

function noteLine(note: LogNote, names: Names): HTMLElement {
  return h(
    'li',
    { class: 'entry note-line', 'data-testid': 'history-note' },
    h('div', { class: 'meta' }, h('time', { datetime: isoTime(note.at) }, localTime(note.at))),
    h('ul', { class: 'lines' }, h('li', {}, names.text(note.line))),
  );
}

/** The entries' items (`items[i]` shows `entries[i]`) with each note after the last entry written before it; notes come oldest first. */
export function withNotes(entries: readonly LogEntry[], items: readonly HTMLElement[], notes: readonly LogNote[], names: Names): HTMLElement[] {
  const out: HTMLElement[] = [];
  let n = 0;
  for (const [i, e] of entries.entries()) {
    while (n < notes.length && notes[n].at < e.at) out.push(noteLine(notes[n++], names));
    out.push(items[i]);
  }
  return [...out, ...notes.slice(n).map((note) => noteLine(note, names))];
}
