import { listActions, parseCommand } from '../actions';
import { moveEmperor, wouldChange } from '../emperor';
import { perform } from '../rules';
import { cloneState, sideOf, type CarolusState, type Move } from '../state';
import { evaluate } from './evaluate';

/** A way through the rest of the seat's turn: the commands so far and what the best emperor move then makes of the board. */
export interface Plan {
  state: CarolusState;
  commands: string[];
  value: number;
}

function apply(s: CarolusState, seat: number, command: string): CarolusState {
  const next = cloneState(s);
  perform(next, seat, parseCommand(command) as Move, []);
  return next;
}

/**
 * CM-11: the best number of steps for the emperor from `s`, where `seat` has played its disc,
 * and the board's worth after the stop is resolved (CM-12 … CM-17), before the dice (which
 * only refill the reserve). A stop that changes no castle is weighed without copying the state.
 */
export function bestEmperor(s: CarolusState, seat: number): { steps: number; value: number } {
  const side = sideOf(s, seat);
  const max = s.discs[seat] ?? 1;
  const from = s.territories.findIndex((t) => t.id === s.emperor);
  const m = s.territories.length;
  let best = { steps: 1, value: -Infinity };
  for (let steps = 1; steps <= max; steps++) {
    const target = s.territories[(from + steps) % m];
    let value: number;
    if (wouldChange(s, target)) {
      const next = cloneState(s);
      moveEmperor(next, seat, steps, []);
      value = evaluate(next, side);
    } else {
      const emperor = s.emperor;
      s.emperor = target.id;
      value = evaluate(s, side);
      s.emperor = emperor;
    }
    if (value > best.value) best = { steps, value };
  }
  return best;
}

/** How wide to search a turn: the partial turns kept after each paladin, and the lands tried after the first. */
export interface Breadth {
  beam: number;
  lands: number;
}

/** Enough to find the pair of cubes that wins a colour and a territory together. */
export const FULL: Breadth = { beam: 4, lands: 10 };

/**
 * CM-8, CM-9: the paladins still to play this turn, chosen together with the emperor's move by a
 * beam search: after each paladin the best few partial turns are kept, each weighed by its best
 * emperor move. Every command is tried for the first paladin; the later ones choose among the
 * courts (a second cube may win a colour the first only ties, CM-10) and the lands that did best
 * alone. The order of the paladins within a turn does not change where they end up (control
 * goes only to the one seat placing them, CM-10), so plans that place the same cubes are one.
 * Null when the seat has no paladin to play.
 */
export function planPaladins(s: CarolusState, seat: number, breadth: Breadth = FULL): Plan | null {
  const left = s.step.kind === 'paladin' ? s.step.left : 0;
  if (left === 0) return null;
  const singles = listActions(s, seat).map((command) => {
    const state = apply(s, seat, command);
    return { state, commands: [command], value: bestEmperor(state, seat).value };
  });
  singles.sort((a, b) => b.value - a.value);
  const lands = singles.filter((p) => p.commands[0].startsWith('land ')).slice(0, breadth.lands);
  const candidates = new Set([...singles.filter((p) => p.commands[0].startsWith('court ')), ...lands].map((p) => p.commands[0]));
  let beam: Plan[] = singles.slice(0, breadth.beam);
  for (let depth = 1; depth < left; depth++) {
    const seen = new Map<string, Plan>();
    for (const plan of beam) {
      for (const command of listActions(plan.state, seat)) {
        if (!candidates.has(command)) continue;
        const commands = [...plan.commands, command];
        const key = [...commands].sort().join('|');
        if (seen.has(key)) continue;
        const state = apply(plan.state, seat, command);
        seen.set(key, { state, commands, value: bestEmperor(state, seat).value });
      }
    }
    if (seen.size === 0) break;
    beam = [...seen.values()].sort((a, b) => b.value - a.value).slice(0, breadth.beam);
  }
  return beam[0] ?? null;
}
