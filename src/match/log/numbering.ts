import { canSee } from '../../engine/visibility';
import type { LogLine } from '../../engine/types';
import type { Blanks, EventRow } from '../records/records';

/**
 * Each reader's own numbering of the log (DESIGN.md §3: a secret step changes nothing another
 * seat can observe, the entry number it sees included). The log is one sequence for the match;
 * a reader (a seat, or null for a spectator) numbers 1, 2, 3… only the entries that show it
 * something, so that it cannot count the hidden steps of others (a trade offer between two
 * other seats, the answers of a marker window). Once the match has ended every secret is
 * revealed, nothing is blank any more, and every reader's numbering is the log's own.
 */

/** Who reads: a seat, or null for a spectator. */
export type Reader = number | null;

type Shown = Pick<EventRow, 'seat' | 'secret' | 'lines'>;

/**
 * Whether an entry shows `reader` nothing while the match runs: not its own, its command hidden
 * from it (a secret step), and none of its lines addressed to it. An undo of a secret step is
 * itself secret and addressed to those who saw the step (steps.ts), so it is blank to exactly
 * the readers its target was blank to.
 */
export function blankTo(e: Shown, reader: Reader): boolean {
  return e.secret && e.seat !== reader && !e.lines.some((l) => canSee(l, reader));
}

function slot(blanks: Blanks, reader: Reader): number {
  return reader === null ? blanks.length - 1 : reader;
}

export function noBlanks(seats: number): Blanks {
  return new Array<number>(seats + 1).fill(0);
}

/** The counts after one more entry (the same array when the entry shows everyone something). */
export function withEntry(blanks: Blanks, e: Shown): Blanks {
  if (!e.secret) return blanks;
  return blanks.map((n, i) => n + (blankTo(e, i === blanks.length - 1 ? null : i) ? 1 : 0));
}

/** The counts over a whole log (a snapshot stored before the counts were kept, a replay). */
export function countBlanks(events: readonly Shown[], seats: number): Blanks {
  return events.reduce(withEntry, noBlanks(seats));
}

/** The reader's number of the log's entry `seq`, given the blank entries up to it. */
export function readerSeq(seq: number, blanks: Blanks, reader: Reader, ended: boolean): number {
  return ended ? seq : seq - blanks[slot(blanks, reader)];
}

/**
 * The reader's count, at each entry of a run, of the entries not blank to it (for an entry not
 * blank to it: its number), by the log's seq, given `last`, the count at the run's last entry.
 * Worked backwards, so that a tail of the log can be numbered without reading what is before it.
 */
export function numberRun(events: readonly EventRow[], reader: Reader, ended: boolean, last: number): Map<number, number> {
  const out = new Map<number, number>();
  let n = last;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    out.set(e.seq, n);
    if (ended || !blankTo(e, reader)) n--;
  }
  return out;
}

/**
 * After the end, the numbers a reader gave the entries of the whole log while the match ran (the
 * entries then blank to it have none): what lets a page map the last entry it showed before the
 * end to the log's numbering it reads now.
 */
export function numbersBeforeEnd(events: readonly EventRow[], reader: Reader): Map<number, number> {
  const out = new Map<number, number>();
  for (const e of events) if (!blankTo(e, reader)) out.set(e.seq, out.size + 1);
  return out;
}

/**
 * The log's seq of the entry the reader numbered `n` while the match ran (0 for none; the last
 * entry when `n` is past them all): a number kept from before the end, in the log's numbering.
 */
export function seqBeforeEnd(events: readonly (Shown & Pick<EventRow, 'seq'>)[], reader: Reader, n: number): number {
  if (n <= 0) return 0;
  let k = 0;
  for (const e of events) if (!blankTo(e, reader) && ++k === n) return e.seq;
  return events.at(-1)?.seq ?? 0;
}

/** How many entries of a run are not blank to the reader. */
export function shownIn(events: readonly EventRow[], reader: Reader, ended: boolean): number {
  return ended ? events.length : events.filter((e) => !blankTo(e, reader)).length;
}

/**
 * How an undo's line is addressed: an undo of a step the others saw is public; an undo of a
 * secret step is read by the seats that read something of the step (and the seat itself), and
 * stays secret like its target.
 */
export function undoSeenAs(target: Shown | null, seat: number): { secret: boolean; to?: number[] } {
  if (!target || !target.secret) return { secret: false };
  if (target.lines.some((l: LogLine) => l.to === undefined)) return { secret: true };
  const to = new Set<number>([seat]);
  for (const l of target.lines) for (const s of l.to ?? []) to.add(s);
  return { secret: true, to: [...to].sort((a, b) => a - b) };
}
