import type { Text } from '../../engine/text';
import type { CommandInfo } from '../../engine/types';
import type { Frame, FrameKind } from './frames';
import { adopt } from './shared';
import type { KdState, Log } from './state';

/**
 * How a kind of frame runs (flow.ts). Each frame module exports one handler; none imports another
 * (handlers.ts gathers them), so frames start each other by pushing data, never by calling.
 */
export interface Handler<F extends Frame = Frame> {
  /** Automatic progress. Returns false, changing nothing, when the frame waits for a command. */
  run(s: KdState, f: F, log: Log): boolean;
  /** Seats that must act now (`active()`); in a simultaneous step, those that already answered stay. */
  who(s: KdState, f: F): number[];
  /**
   * Every legal command of the seat now. With `only`, the caller asks only whether that one
   * command is listed (`apply`'s check, flow.ts `isListed`): the handler may then leave out
   * commands that cannot be it, so long as `only` is in the answer exactly when it is in the
   * whole list (tests/games/king-david/listed.test.ts compares both over whole games).
   */
  list(s: KdState, f: F, seat: number, only?: string): string[];
  /** Carries out a listed command. */
  perform(s: KdState, f: F, seat: number, command: string, log: Log): void;
  /** What the seat (null: a spectator) is told about this step. */
  prompt(s: KdState, f: F, seat: number | null): Text;
  describe(s: KdState, f: F, seat: number, command: string): CommandInfo;
  /**
   * The step's commands stay hidden from other seats (A-9 windows, A-13 sealed bids, A-11
   * simultaneous allocations): `Applied.secret`.
   */
  secret?: boolean | ((command: string) => boolean);
  /** BREAK and port permissions may be sent from this step. */
  open?: boolean;
}

export type Handlers = { [K in FrameKind]: Handler<Extract<Frame, { k: K }>> };

/** For `list`'s `only`: the commands beginning with `prefix` cannot be the one asked about. */
export function skips(only: string | undefined, prefix: string): boolean {
  return only !== undefined && !only.startsWith(prefix);
}

export function top(s: KdState): Frame | undefined {
  return s.stack[s.stack.length - 1];
}

/** Removes a frame that is on top of the stack. */
export function pop(s: KdState, f: Frame): void {
  if (s.stack[s.stack.length - 1] !== f) throw new Error(`frame ${f.k} is not on top`);
  s.stack.pop();
}

export function push(s: KdState, f: Frame): void {
  // A new frame is the state's own: its handler changes it without copying it (shared.ts).
  s.stack.push(adopt(s, f));
}
