import { visibleLog, type LogEntry } from './answers';
import type { Phrase } from '../../engine/text';
import type { LogLine } from '../../engine/types';
import { canSee } from '../../engine/visibility';
import { loadContext, setupOptions } from './context';
import type { EventRow } from '../records/records';
import { blankTo, numberRun, numbersBeforeEnd, readerSeq, shownIn, type Reader } from './numbering';
import { plainFrame, sealedFrame, type Frame } from './sealed';
import type { MatchStore } from './store';

export type { Frame } from './sealed';

/** The entries a viewer may read, with its number of each (and of the entries its undos take back). */
export interface Readable {
  entries: EventRow[];
  numberOf: (seq: number) => number;
}

/**
 * What each viewer may know of the match now (see log/sealed.ts): the whole match, or during a
 * sealed step the match before it plus the viewer's own entries, numbered in the viewer's own
 * numbering (log/numbering.ts). Frames are worked out once per write of the store and kept; the
 * entries of a sealed step are kept in memory as they are committed and read from storage only
 * after a restart.
 */
export class Frames {
  /** What set-up wrote, for the set-up it was worked out from (the seed and the rules, which a deploy may change). */
  private setup: { of: string; lines: LogLine[] } | null = null;
  private version = -1;
  private readonly cache = new Map<string, Frame>();
  /** The entries of the sealed step under way, from its first. */
  private held: EventRow[] = [];

  constructor(private readonly store: MatchStore) {}

  private ended(): boolean {
    return loadContext(this.store)?.status === 'finished';
  }

  /** The frame of `viewer` (null: a spectator); `ownCount` stops after that many of its own entries of a sealed step. */
  of(viewer: Reader, ownCount = Infinity): Frame | null {
    const snap = this.store.snapshot();
    if (!snap) return null;
    if (!snap.sealed) return plainFrame(snap, viewer, this.ended());
    if (this.version !== this.store.version) {
      this.version = this.store.version;
      this.cache.clear();
    }
    const key = `${viewer}:${ownCount}`;
    let frame = this.cache.get(key);
    if (!frame) {
      const c = loadContext(this.store);
      if (!c) return null;
      frame = sealedFrame(c.game, snap, this.heldEntries(), viewer, ownCount);
      this.cache.set(key, frame);
    }
    return frame;
  }

  /** The entry number `viewer` sees now (its frame's), without working out the state. */
  seqOf(viewer: Reader): number {
    const snap = this.store.snapshot();
    if (!snap) return 0;
    const sealed = snap.sealed;
    if (!sealed) return readerSeq(snap.seq, snap.blanks, viewer, this.ended());
    const own = viewer === null ? 0 : this.heldEntries().filter((e) => e.seat === viewer).length;
    return readerSeq(sealed.from - 1, sealed.base.blanks, viewer, false) + own;
  }

  /** After a commit: the new entry joins the sealed step's entries if it is part of one. */
  committed(event: EventRow): void {
    const sealed = this.store.snapshot()?.sealed;
    if (!sealed) this.held = [];
    else if (event.seq === sealed.from) this.held = [event];
    else if (this.held[0]?.seq === sealed.from && this.held.at(-1)?.seq === event.seq - 1) this.held.push(event);
  }

  private heldEntries(): EventRow[] {
    const snap = this.store.snapshot();
    const sealed = snap?.sealed;
    if (!snap || !sealed) return [];
    if (this.held[0]?.seq !== sealed.from || this.held.at(-1)?.seq !== snap.seq) this.held = this.store.eventsBetween(sealed.from, snap.seq);
    return this.held;
  }

  /** How many of the viewer's own entries of the sealed step come up to entry `seq` of the log. */
  ownUpTo(viewer: number, seq: number): number {
    return this.heldEntries().filter((e) => e.seat === viewer && e.seq <= seq).length;
  }

  /**
   * The entries `viewer` may read after its entry `after` (in its numbering), and its number of
   * each. Only the tail is read: an entry the viewer numbers past `after` is past `after` in the
   * log too, since the viewer's numbers never run ahead of the log's.
   */
  readable(viewer: Reader, after = 0): Readable {
    const frame = this.of(viewer);
    if (!frame) return { entries: [], numberOf: () => 0 };
    const ended = this.ended();
    const tail = after < frame.sharedSeq ? this.store.eventsBetween(after + 1, frame.shared) : [];
    const numbers = numberRun(tail, viewer, ended, frame.sharedSeq);
    const shown = (e: EventRow) => ended || !blankTo(e, viewer);
    const entries = tail.filter((e) => shown(e) && (numbers.get(e.seq) as number) > after);
    frame.own.forEach((e, i) => numbers.set(e.seq, frame.sharedSeq + 1 + i));
    entries.push(...frame.own.filter((e) => (numbers.get(e.seq) as number) > after));
    // An undo names the entry it took back: the viewer reads that number in its own numbering.
    const targets = entries.filter((e) => e.kind === 'undo' && e.target !== null && !numbers.has(e.target)).map((e) => e.target as number);
    if (targets.length) {
      const from = Math.min(...targets);
      const before = this.store.eventsBetween(from, (tail[0]?.seq ?? frame.shared + 1) - 1);
      const first = tail.length ? (numbers.get(tail[0].seq) as number) - (shown(tail[0]) ? 1 : 0) : frame.sharedSeq;
      for (const [seq, n] of numberRun(before, viewer, ended, first)) numbers.set(seq, n);
    }
    return { entries, numberOf: (seq) => numbers.get(seq) ?? 0 };
  }

  /**
   * The history as `viewer` may read it, the entries after `after` (in the viewer's numbering);
   * after the end, the whole history also says how the viewer numbered each entry before it.
   */
  log(viewer: Reader, after = 0): LogEntry[] {
    const { entries, numberOf } = this.readable(viewer, after);
    const ended = this.ended();
    return visibleLog(entries, viewer, ended, numberOf, ended && after === 0 ? numbersBeforeEnd(entries, viewer) : undefined);
  }

  /**
   * The lines set-up wrote before the first command (Game.setup's `log`) that `viewer` may read:
   * the start of its history. Set-up is run again for them once per seed and rules version.
   */
  setupLines(viewer: Reader): Phrase[] {
    const c = loadContext(this.store);
    if (!c?.meta.rngSeed) return [];
    const of = `${c.meta.rngSeed}|${c.game.rulesVersion}`;
    if (this.setup?.of !== of) {
      const lines: LogLine[] = [];
      c.game.setup(setupOptions(c.meta), lines);
      this.setup = { of, lines };
    }
    return this.setup.lines.filter((l) => canSee(l, viewer)).map((l) => l.text);
  }

  /** The log up to the viewer's entry `seq` (at most the shared part of its frame), for a replay. */
  upTo(viewer: Reader, seq: number): EventRow[] {
    const frame = this.of(viewer);
    if (!frame || seq <= 0) return [];
    const ended = this.ended();
    const events = this.store.events(frame.shared);
    let n = 0;
    for (let i = 0; i < events.length; i++) {
      if (ended || !blankTo(events[i], viewer)) n++;
      if (n === seq) return events.slice(0, i + 1);
    }
    return events;
  }

  /** The viewer's number of the log's entry `seq` (at most the shared part of its frame). */
  numberOf(viewer: Reader, seq: number): number {
    return shownIn(this.store.events(seq), viewer, this.ended());
  }

  /** The entry of the seat's last move, as the seat numbers its entries (0: none). */
  lastMoveOf(seat: number): number {
    const frame = this.of(seat);
    if (!frame) return 0;
    for (let i = frame.own.length - 1; i >= 0; i--) if (frame.own[i].kind === 'move') return frame.sharedSeq + 1 + i;
    const last = this.store.lastMoveOf(seat, frame.shared);
    if (last === 0) return 0;
    // Its own move is never blank to it: its number is the frame's less what the seat was shown since.
    return frame.sharedSeq - shownIn(this.store.eventsBetween(last + 1, frame.shared), seat, this.ended());
  }
}
