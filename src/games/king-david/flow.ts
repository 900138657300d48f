import { text } from '../../engine/text';
import type { CommandInfo } from '../../engine/types';
import { alliesOf } from './board';
import { COUNTRY_WORD } from './data/counters';
import { top } from './handler';
import { handlerOf } from './handlers';
import { who } from './names';
import type { KdState, Log } from './state';
import { allianceOf } from './alliances';
import { ownFrame, setSeatList } from './shared';
import { countryOfWord } from './windows';

/**
 * The driver of the frame stack (frames.ts): runs automatic steps until a frame waits for a
 * command or the game ends; lists and performs commands through the handler of the frame on top.
 */

const GUARD = 100_000;

export function advance(s: KdState, log: Log): void {
  for (let i = 0; i < GUARD; i++) {
    if (s.result) {
      s.stack = [];
      return;
    }
    const f = top(s);
    // A frame a clone shares with its state is copied before its handler may change it (shared.ts).
    if (!f || !handlerOf(f).run(s, ownFrame(s, f), log)) return;
  }
  throw new Error('the flow does not settle');
}

export function activeSeats(s: KdState): number[] {
  const f = top(s);
  if (s.result || !f) return [];
  // Each seat once, in order, without the Automaton's -1 (built by hand: `play` asks on every command).
  const out: number[] = [];
  for (const x of handlerOf(f).who(s, f)) {
    if (x < 0 || out.includes(x)) continue;
    let at = out.length;
    while (at > 0 && out[at - 1] > x) at--;
    out.splice(at, 0, x);
  }
  return out;
}

function word(s: KdState, seat: number): string {
  return COUNTRY_WORD[s.country[seat] as keyof typeof COUNTRY_WORD];
}

/** BREAK and port permissions from a step that allows them, when the seat has a decision there. */
function extras(s: KdState, seat: number): string[] {
  const out: string[] = [];
  for (const ally of alliesOf(s, seat)) {
    if (!allianceOf(s, seat, ally)?.breaking) out.push(`break ${word(s, ally)}`);
    out.push(`ports ${word(s, ally)} ${s.noPorts[seat].includes(ally) ? 'on' : 'off'}`);
  }
  return out;
}

/**
 * The lists of a state, kept while it stands: a state is never changed once `setup` or `apply`
 * has returned it, and the platform, the bots and `apply` itself ask for the same list several
 * times. The top frame is checked too, so that a state still being built is never misread.
 */
const listed = new WeakMap<KdState, { top: unknown; depth: number; lists: Map<number, string[]> }>();

export function listCommands(s: KdState, seat: number): string[] {
  const f = top(s);
  if (s.result || !f) return [];
  let memo = listed.get(s);
  if (!memo || memo.top !== f || memo.depth !== s.stack.length) listed.set(s, (memo = { top: f, depth: s.stack.length, lists: new Map() }));
  const known = memo.lists.get(seat);
  if (known) return [...known];
  const h = handlerOf(f);
  const own = h.list(s, f, seat);
  const all = own.length && h.open ? [...own, ...extras(s, seat)] : own;
  memo.lists.set(seat, all);
  return [...all];
}

/**
 * Whether `listCommands(s, seat)` holds the command: `apply`'s check. A replay applies each
 * command to a state nobody has listed yet, so the handler is asked for only the part of its
 * list that could hold the command (Handler.list's `only`), not for every group's every move.
 */
export function isListed(s: KdState, seat: number, command: string): boolean {
  const f = top(s);
  if (s.result || !f) return false;
  const memo = listed.get(s);
  const known = memo && memo.top === f && memo.depth === s.stack.length ? memo.lists.get(seat) : undefined;
  if (known) return known.includes(command);
  const h = handlerOf(f);
  // A-4's extras come only with a decision to make: that takes the whole list.
  if (h.open && isExtra(command)) return listCommands(s, seat).includes(command);
  return h.list(s, f, seat, command).includes(command);
}

function isExtra(command: string): boolean {
  return command.startsWith('break ') || command.startsWith('ports ');
}

export function performCommand(s: KdState, seat: number, command: string, log: Log): void {
  const f = top(s);
  if (!f) return;
  if (isExtra(command) && handlerOf(f).open) {
    const [verb, w, on] = command.split(' ');
    const other = s.country.indexOf(countryOfWord(w) as never);
    const alliance = allianceOf(s, seat, other);
    if (verb === 'break' && alliance) {
      // announced at once, effective at the end of the current phase.
      alliance.breaking = true;
      log.push({ text: text('kd.log.breaksLater', { who: who(s.country[seat], seat), ally: who(s.country[other], other) }) });
    } else {
      const kept = s.noPorts[seat].filter((x) => x !== other);
      setSeatList(s, 'noPorts', seat, on === 'off' ? [...kept, other] : kept);
      log.push({ text: text('kd.log.ports', { who: who(s.country[seat], seat), ally: who(s.country[other], other), on }) });
    }
  } else {
    handlerOf(f).perform(s, ownFrame(s, f), seat, command, log);
  }
  advance(s, log);
}

export function isSecret(s: KdState, command: string): boolean {
  const f = top(s);
  if (!f) return false;
  const secret = handlerOf(f).secret;
  return typeof secret === 'function' ? secret(command) : secret === true;
}

export function describeCommand(s: KdState, seat: number, command: string): CommandInfo {
  const f = top(s);
  if (f && isExtra(command) && handlerOf(f).open) {
    const [verb, w, on] = command.split(' ');
    const other = s.country.indexOf(countryOfWord(w) as never);
    return { text: verb === 'break' ? text('kd.do.break', { other: who(s.country[other], other) }) : text('kd.do.ports', { other: who(s.country[other], other), on }) };
  }
  if (!f) return { text: text('kd.prompt.none') };
  return handlerOf(f).describe(s, f, seat, command);
}
