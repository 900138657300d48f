import { text } from '../../../engine/text';
import { moveArmy } from '../board';
import { fighters, otherSide, rollLine, rollSide, sideIndex, sideStands, sideTotal } from '../battle';
import type { BattleFrame } from '../frames';
import { pop, push, type Handler } from '../handler';
import { allocSide } from '../losses';
import { toPool } from '../pools';
import { areaName, who } from '../names';
import { leadArmy, retreatAreas, retreatFits } from '../retreat';
import type { Battle, KdState, Log, SideName } from '../state';
import { openWindow } from '../windows';

/**
 * A field battle, round by round (KD-28): W-CR, the rolls (each followed by W-ROLL), the
 * simultaneous allocations, leaders' fates, then the attacker's and the defender's choice to
 * continue or retreat; at the end, revolted and bribed armies go back (R-51) and W-CE opens.
 */

const ROLL_NAME: Record<SideName, string> = { att: 'attacker', def: 'defender' };

function battle(s: KdState): Battle {
  return s.battle as Battle;
}

function deciderOf(b: Battle, side: SideName): number {
  return b.seats[sideIndex(side)][0];
}

/** KD-31 / R-33: a side may retreat only if all its armies fit in legal areas. */
export function retreatPlan(s: KdState, b: Battle, side: SideName): { pieces: string[]; areas: string[] } | null {
  const armies = fighters(s, b, side).filter((id) => b.armies[sideIndex(side)].includes(id));
  const leaders = b.leaders[sideIndex(side)].filter((l) => s.leaders[l].status === 'map' && s.leaders[l].at === b.area);
  const lead = leadArmy(s, armies);
  const seat = deciderOf(b, side);
  if (!lead || seat < 0) return null;
  const areas = retreatAreas(s, b.area, lead, seat, true);
  return retreatFits(s, lead, seat, areas, armies.length, leaders) ? { pieces: [...leaders, ...armies], areas } : null;
}

function totalsLine(s: KdState, b: Battle, side: SideName, total: number, log: Log): void {
  const seat = deciderOf(b, side);
  log.push({ text: text('kd.log.total', { who: who(seat >= 0 ? (s.country[seat] ?? null) : null, seat), total }) });
}

function allocate(s: KdState, b: Battle, receivers: SideName[], totals: Partial<Record<SideName, number>>): void {
  const sides = receivers.map((side) => allocSide(s, 'battle', side, deciderOf(b, side), fighters(s, b, side), totals[otherSide(side)] as number));
  push(s, { k: 'allocate', of: 'battle', sides });
}

/** Revolted armies of a side still in the battle area: not eliminated, so their leaders are not alone (KD-33). */
function revoltedHere(s: KdState, b: Battle, side: SideName): string[] {
  return b.revolted.filter((id) => s.armies[id].at === b.area && b.armies[sideIndex(side)].includes(id));
}

/** revolted armies follow their side or retreat (their leaders with them); bribed armies rejoin their side or are eliminated. */
function returnArmies(s: KdState, b: Battle, log: Log): void {
  for (const side of ['att', 'def'] as SideName[]) {
    const armies = revoltedHere(s, b, side);
    if (armies.length === 0 || fighters(s, b, side).some((x) => b.armies[sideIndex(side)].includes(x))) continue;
    const a = s.armies[armies[0]];
    // KD-31 / KD-33: leaders go with the armies they are stacked with.
    const leaders = b.leaders[sideIndex(side)].filter((l) => s.leaders[l].status === 'map' && s.leaders[l].at === b.area);
    push(s, { k: 'retreat', seat: a.ctl, pieces: [...leaders, ...armies], areas: retreatAreas(s, b.area, a, a.ctl, true), why: 'revolt' });
  }
  for (const id of Object.keys(b.bribed)) {
    const a = s.armies[id];
    if (a.at !== b.area) continue;
    const side: SideName = b.armies[0].includes(id) ? 'att' : 'def';
    const i = sideIndex(side);
    const home = b.armies[i].filter((x) => x !== id && s.armies[x].at !== null && !(x in b.bribed));
    if (home.some((x) => s.armies[x].at === b.area)) continue;
    if (home.length === 0) {
      toPool(s, id);
      log.push({ text: text('kd.log.bribedGone') });
      continue;
    }
    const counts = new Map<string, number>();
    for (const x of home) counts.set(s.armies[x].at as string, (counts.get(s.armies[x].at as string) ?? 0) + 1);
    const to = [...counts.entries()].sort((p, q) => q[1] - p[1])[0][0];
    moveArmy(s, id, to);
    log.push({ text: text('kd.log.bribedBack', { area: areaName(to) }) });
  }
  b.revolted = [];
  b.bribed = {};
}

function decide(s: KdState, b: Battle, side: SideName, choice: 'continue' | 'retreat', log: Log): void {
  const seat = deciderOf(b, side);
  log.push({ text: text(choice === 'continue' ? 'kd.log.continues' : 'kd.log.retreatsFrom', { who: who(s.country[seat] ?? null, seat), area: areaName(b.area) }) });
  if (choice === 'retreat') {
    const plan = retreatPlan(s, b, side) as { pieces: string[]; areas: string[] };
    b.retreated = side;
    b.stage = 'end';
    push(s, { k: 'retreat', seat, pieces: plan.pieces, areas: plan.areas, why: 'battle' });
    return;
  }
  if (side === 'att' && deciderOf(b, 'def') >= 0) {
    b.stage = 'decide-def';
    return;
  }
  // the Automaton never retreats.
  b.round++;
  b.stage = 'cr';
}

export const battleStep: Handler<BattleFrame> = {
  run(s, f, log) {
    const b = battle(s);
    switch (b.stage) {
      case 'cr':
        b.mods = [0, 0];
        b.first = null;
        b.rolls = {};
        b.stage = 'roll';
        openWindow(s, 'cr');
        return true;
      case 'roll': {
        // KD-41 / KD-42 / R-11: Surprise or Ambush alone lets one side strike first in round 1.
        if (b.round === 1 && b.surprise > 0 !== b.ambush > 0) b.first = b.surprise > 0 ? 'att' : 'def';
        if (b.first) {
          b.rolls[b.first] = rollSide(s, b, b.first);
          rollLine(s, b, b.first, log);
          b.stage = 'first-rolled';
          openWindow(s, 'roll', [ROLL_NAME[b.first]]);
          return true;
        }
        b.rolls.att = rollSide(s, b, 'att');
        b.rolls.def = rollSide(s, b, 'def');
        rollLine(s, b, 'att', log);
        rollLine(s, b, 'def', log);
        b.stage = 'rolled';
        openWindow(s, 'roll', ['attacker', 'defender']);
        return true;
      }
      case 'rolled': {
        const totals = { att: sideTotal(s, b, 'att'), def: sideTotal(s, b, 'def') };
        totalsLine(s, b, 'att', totals.att, log);
        totalsLine(s, b, 'def', totals.def, log);
        b.carry = [0, 0];
        b.stage = 'fates';
        allocate(s, b, ['att', 'def'], totals);
        return true;
      }
      case 'first-rolled': {
        // the first side's hits land before the other side rolls with its survivors.
        const first = b.first as SideName;
        const total = sideTotal(s, b, first);
        totalsLine(s, b, first, total, log);
        b.carry[sideIndex(first)] = 0;
        b.stage = 'second';
        allocate(s, b, [otherSide(first)], { [first]: total });
        return true;
      }
      case 'second': {
        const second = otherSide(b.first as SideName);
        if (!sideStands(s, b, second)) {
          b.stage = 'fates';
          return true;
        }
        b.rolls[second] = rollSide(s, b, second);
        rollLine(s, b, second, log);
        b.stage = 'second-rolled';
        openWindow(s, 'roll', [ROLL_NAME[second]]);
        return true;
      }
      case 'second-rolled': {
        const first = b.first as SideName;
        const second = otherSide(first);
        const total = sideTotal(s, b, second);
        totalsLine(s, b, second, total, log);
        b.carry[sideIndex(second)] = 0;
        b.stage = 'fates';
        allocate(s, b, [first], { [second]: total });
        return true;
      }
      case 'fates':
        // KD-33 / R-25: leaders whose armies are all gone make the fate roll.
        for (const side of ['att', 'def'] as SideName[]) {
          if (sideStands(s, b, side)) continue;
          // KD-33: only a leader every one of whose armies was eliminated (a revolted army still stands with him).
          if (revoltedHere(s, b, side).length > 0) continue;
          for (const l of b.leaders[sideIndex(side)]) if (s.leaders[l].status === 'map' && s.leaders[l].at === b.area) push(s, { k: 'fate', leader: l, stage: 'roll', roll: 0, window: true });
        }
        b.stage = sideStands(s, b, 'att') && sideStands(s, b, 'def') ? 'decide-att' : 'end';
        return true;
      case 'decide-att':
      case 'decide-def':
        return false;
      case 'end':
        returnArmies(s, b, log);
        b.carry = [0, 0];
        b.stage = 'done';
        log.push({ text: text('kd.log.battleEnds', { area: areaName(b.area) }) });
        openWindow(s, 'ce');
        return true;
      default:
        s.battle = null;
        pop(s, f);
        return true;
    }
  },
  who: (s) => {
    const b = battle(s);
    if (b.stage === 'decide-att') return [deciderOf(b, 'att')];
    if (b.stage === 'decide-def') return [deciderOf(b, 'def')];
    return [];
  },
  list(s, _f, seat) {
    const b = battle(s);
    const side: SideName | null = b.stage === 'decide-att' ? 'att' : b.stage === 'decide-def' ? 'def' : null;
    if (!side || deciderOf(b, side) !== seat) return [];
    return retreatPlan(s, b, side) ? ['continue', 'retreat'] : ['continue'];
  },
  perform(s, _f, _seat, command, log) {
    const b = battle(s);
    decide(s, b, b.stage === 'decide-att' ? 'att' : 'def', command as 'continue' | 'retreat', log);
  },
  prompt(s, _f, seat) {
    const b = battle(s);
    const side: SideName | null = b.stage === 'decide-att' ? 'att' : b.stage === 'decide-def' ? 'def' : null;
    if (side && deciderOf(b, side) === seat) return text('kd.prompt.continue', { area: areaName(b.area) });
    return text('kd.prompt.battle', { area: areaName(b.area), round: b.round });
  },
  describe: (s, _f, _seat, command) => ({ text: text(command === 'continue' ? 'kd.do.continue' : 'kd.do.retreat', { area: areaName(battle(s).area) }) }),
};
