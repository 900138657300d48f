import { visibleLog, type LogEntry } from './answers';
import { loadContext } from './context';
import type { EventRow } from '../log/records';
import { plainFrame, sealedFrame, type Frame } from '../log/sealed';
import type { MatchStore } from '../log/store';

export type { Frame } from '../log/sealed';

/**
 * What each viewer may know of the match now (see log/sealed.ts): the whole match, or during a
 * sealed step the match before it plus the viewer's own entries. Frames are worked out once per
 * write of the store and kept; the entries of a sealed step are kept in memory as they are
 * committed and read from storage only after a restart.
 */
export class Frames {
  private version = -1;
  private readonly cache = new Map<string, Frame>();
  /** The entries of the sealed step under way, from its first. */
  private held: EventRow[] = [];

  constructor(private readonly store: MatchStore) {}

  /** The frame of `viewer` (null: a spectator); `ownCount` stops after that many of its own entries of a sealed step. */
  of(viewer: number | null, ownCount = Infinity): Frame | null {
    const snap = this.store.snapshot();
    if (!snap) return null;
    if (!snap.sealed) return plainFrame(snap);
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

  /** The history as `viewer` may read it, the entries after `after` (in the viewer's numbering). */
  log(viewer: number | null, after = 0): LogEntry[] {
    const frame = this.of(viewer);
    const c = loadContext(this.store);
    if (!frame || !c) return [];
    const ended = c.status === 'finished';
    const shared = after < frame.shared ? this.store.eventsBetween(after + 1, frame.shared) : [];
    return visibleLog([...shared, ...frame.own.filter((e) => e.seq > after)], viewer, ended);
  }

  /** The entry of the seat's last move, as the seat numbers its entries (0: none). */
  lastMoveOf(seat: number): number {
    const frame = this.of(seat);
    if (!frame) return 0;
    const own = frame.own.filter((e) => e.kind === 'move');
    return own.length ? own[own.length - 1].seq : this.store.lastMoveOf(seat, frame.shared);
  }
}
