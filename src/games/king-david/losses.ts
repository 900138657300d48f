import { listOf, text } from '../../engine/text';
import { AREA } from './data/map';
import { COUNTER } from './data/counters';
import { battleDie, SIEGE_DIE } from './data/tables';
import type { AllocSide } from './frames';
import { cheapFirst, defaultShape, forcedPicks, parseShape, pickChoices, planLosses, shapes, stepsLeft } from './hits';
import { armyName } from './names';
import { patchArmy } from './board';
import { toPool } from './pools';
import type { KdState, Log, SideName } from './state';

/** Building an allocation for one side of an engagement and carrying it out (KD-29, KD-30, R-5). */

export function hpsFor(s: KdState, of: 'battle' | 'siege'): (id: string) => number {
  if (of === 'siege') return () => SIEGE_DIE;
  const hills = AREA[s.battle?.area as string].terrain === 'H';
  return (id) => battleDie(COUNTER[id].type, hills);
}

/** One side's allocation: whole levels fixed, the last level left to its side leader (or settled when forced). */
export function allocSide(s: KdState, of: 'battle' | 'siege', side: SideName, seat: number, armies: string[], hits: number): AllocSide {
  const lost = (of === 'battle' ? s.battle?.lost : s.siege?.lost) ?? {};
  const hps = hpsFor(s, of);
  const plan = planLosses(s, armies, hps, lost, hits);
  const a: AllocSide = { side, seat, fixed: plan.fixed, level: plan.level, use: plan.use, rest: plan.rest, shape: null, picks: [], done: false };
  settle(s, of, a);
  return a;
}

/** Settles what needs no decision: a single shape with forced picks, or the Automaton's default. */
export function settle(s: KdState, of: 'battle' | 'siege', a: AllocSide): void {
  if (a.level.length === 0) {
    a.done = true;
    return;
  }
  const hps = hpsFor(s, of);
  if (a.shape === null) {
    const options = shapes(a.level, hps, a.use);
    if (options.length === 1 || a.seat < 0) a.shape = a.seat < 0 ? defaultShape(s, a.level, hps, a.use) : options[0];
    else return;
  }
  const shape = parseShape(a.shape);
  if (a.seat < 0) {
    // the Automaton loses the cheapest armies of the shape.
    while (pickChoices(s, a.level, shape, a.picks)) a.picks.push(cheapFirst(s, (pickChoices(s, a.level, shape, a.picks) as { options: string[] }).options)[0]);
  }
  a.picks = forcedPicks(s, a.level, shape, a.picks);
  if (!pickChoices(s, a.level, shape, a.picks)) a.done = true;
}

/** KD-2 / KD-29: one step lost; an army on its last step is eliminated (to its pool). */
export function loseStep(s: KdState, id: string, lost: Record<string, number>): boolean {
  lost[id] = (lost[id] ?? 0) + 1;
  if (stepsLeft(s, id) === 1) {
    toPool(s, id);
    return true;
  }
  patchArmy(s, id, { reduced: true });
  return false;
}

/** Applies a settled allocation; returns the types of the armies eliminated. */
export function applyAlloc(s: KdState, of: 'battle' | 'siege', a: AllocSide, log: Log): string[] {
  const lost = (of === 'battle' ? s.battle?.lost : s.siege?.lost) ?? {};
  const dead: string[] = [];
  const names = [];
  for (const id of [...a.fixed, ...a.picks]) {
    const before = s.armies[id].reduced;
    const gone = loseStep(s, id, lost);
    names.push(text(gone ? 'kd.loss.dies' : 'kd.loss.flips', { army: armyName(id, before) }));
    if (gone) dead.push(id);
  }
  if (names.length) log.push({ text: text('kd.log.losses', { losses: listOf(names) }) });
  else log.push({ text: text('kd.log.noLosses') });
  return dead;
}
