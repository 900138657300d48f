import type { EventRow, Snapshot } from '../records/records';

/**
 * The snapshots before the moves that may still be undone, one after the other (a seat's steps
 * of its current turn), kept in memory so that an undo costs no replay of the log (DESIGN.md §5:
 * undo is an entry that cancels the last effective move). After a restart the list is empty and
 * an undo replays the log instead.
 */
export class TakeBacks {
  private chain: { target: number; before: Snapshot }[] = [];

  /** After a commit: what the new entry does to the chain of undoable moves. */
  committed(event: EventRow, before: Snapshot, after: Snapshot): void {
    if (event.kind === 'undo') {
      const top = this.chain.pop();
      if (top?.target !== event.target) this.chain = [];
    } else if (event.kind === 'move' && after.undo) {
      // A move may be undone: the one before it only if that one could be when this one was made.
      if (!before.undo) this.chain = [];
      this.chain.push({ target: event.seq, before });
    } else {
      this.chain = [];
    }
  }

  /** The snapshot before `target`, if it is the last undoable move held. */
  before(target: number): Snapshot | null {
    const top = this.chain.at(-1);
    return top?.target === target ? top.before : null;
  }

  clear(): void {
    this.chain = [];
  }
}
