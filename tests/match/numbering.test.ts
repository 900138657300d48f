import { describe, expect, it } from 'vitest';
import { blankTo, countBlanks, noBlanks, numberRun, numbersBeforeEnd, readerSeq, seqBeforeEnd, shownIn, undoSeenAs, withEntry } from '../../src/match/log/numbering';
import type { EventRow } from '../../src/match/records/records';

/**
 * Each reader's own numbering of the log (DESIGN.md §3, issue 12): an entry that shows a reader
 * nothing is not numbered by it, so that it cannot count the others' hidden steps.
 */

function entry(seq: number, seat: number, secret: boolean, lines: EventRow['lines'], kind: EventRow['kind'] = 'move'): EventRow {
  return { seq, kind, seat, command: kind === 'move' ? `c${seq}` : null, target: null, lines, secret, idem: null, at: seq };
}

// Three seats. 1: public move by 0. 2: seat 0's secret offer to seat 1 (a line for each of them).
// 3: seat 1's secret answer, no lines. 4: seat 2's secret step with a public line. 5: a forfeit.
const log: EventRow[] = [
  entry(1, 0, false, [{ text: 'public' }]),
  entry(2, 0, true, [{ text: 'offer', to: [0, 1] }]),
  entry(3, 1, true, []),
  entry(4, 2, true, [{ text: 'seat 2 did something' }]),
  entry(5, 2, false, [{ text: 'forfeits' }], 'forfeit'),
];

describe('blank entries', () => {
  it('an entry is blank to a reader when it is not its own, its command is secret and none of its lines is addressed to it', () => {
    expect([0, 1, 2, null].map((r) => blankTo(log[0], r))).toEqual([false, false, false, false]);
    expect([0, 1, 2, null].map((r) => blankTo(log[1], r))).toEqual([false, false, true, true]);
    expect([0, 1, 2, null].map((r) => blankTo(log[2], r))).toEqual([true, false, true, true]);
    expect([0, 1, 2, null].map((r) => blankTo(log[3], r))).toEqual([false, false, false, false]);
    expect([0, 1, 2, null].map((r) => blankTo(log[4], r))).toEqual([false, false, false, false]);
  });

  it('each reader counts its blank entries (the spectator last); its number of an entry is the log’s less its count, and the log’s own once the match has ended', () => {
    const blanks = countBlanks(log, 3);
    expect(blanks).toEqual([1, 0, 2, 2]);
    expect(log.reduce(withEntry, noBlanks(3))).toEqual(blanks);
    // A public entry returns the very counts: nothing to copy on the hot path.
    const counts = noBlanks(3);
    expect(withEntry(counts, log[0])).toBe(counts);
    expect([0, 1, 2, null].map((r) => readerSeq(5, blanks, r, false))).toEqual([4, 5, 3, 3]);
    expect([0, 1, 2, null].map((r) => readerSeq(5, blanks, r, true))).toEqual([5, 5, 5, 5]);
    expect([0, 1, 2, null].map((r) => shownIn(log, r, false))).toEqual([4, 5, 3, 3]);
  });

  it('a tail of the log is numbered backwards from the reader’s count at its end; a blank entry takes the count of the entries before it', () => {
    const tail = log.slice(2);
    // Cyd (seat 2) numbers the whole log 1..3: entries 1, 4 and 5.
    expect([...numberRun(tail, 2, false, 3)]).toEqual([
      [5, 3],
      [4, 2],
      [3, 1],
    ]);
    expect([...numberRun(log, null, true, 5)].map(([seq, n]) => seq === n)).toEqual([true, true, true, true, true]);
  });

  it('after the end, the log tells each reader how it numbered each entry while the match ran', () => {
    expect([...numbersBeforeEnd(log, 2)]).toEqual([
      [1, 1],
      [4, 2],
      [5, 3],
    ]);
    expect([...numbersBeforeEnd(log, 1).keys()]).toEqual([1, 2, 3, 4, 5]);
  });

  it('a number a reader kept from before the end (what it was last told) is the log’s number of the same entry after it', () => {
    // Cyd numbered entries 1, 4 and 5 as 1, 2 and 3; Ben numbered every entry.
    expect([0, 1, 2, 3, 4].map((n) => seqBeforeEnd(log, 2, n))).toEqual([0, 1, 4, 5, 5]);
    expect([1, 2, 3, 4, 5].map((n) => seqBeforeEnd(log, 1, n))).toEqual([1, 2, 3, 4, 5]);
    // Ana (seat 0) did not number entry 3 (Ben's secret answer): her 3rd entry is the log's 4th.
    expect(seqBeforeEnd(log, 0, 3)).toBe(4);
    expect(seqBeforeEnd([], 0, 2)).toBe(0);
  });
});

describe('an undo is seen by those who saw its target', () => {
  it('DESIGN.md §5: the undo of a public step is public', () => {
    expect(undoSeenAs(log[0], 0)).toEqual({ secret: false });
    expect(undoSeenAs(null, 0)).toEqual({ secret: false });
  });

  it('the undo of a secret step is secret and addressed to the seats that read one of its lines, and the seat itself: blank to exactly the readers the step was blank to', () => {
    expect(undoSeenAs(log[1], 0)).toEqual({ secret: true, to: [0, 1] });
    expect(undoSeenAs(log[2], 1)).toEqual({ secret: true, to: [1] });
    for (const target of [log[1], log[2], log[3]]) {
      const s = undoSeenAs(target, target.seat);
      const u = { seat: target.seat, secret: s.secret, lines: [{ text: 'undo', ...(s.to ? { to: s.to } : {}) }] };
      expect([0, 1, 2, null].map((r) => blankTo(u, r)), `undo of entry ${target.seq}`).toEqual([0, 1, 2, null].map((r) => blankTo(target, r)));
    }
  });
});
