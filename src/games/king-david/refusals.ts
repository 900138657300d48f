import { text } from '../../engine/text';
import { fail, type Failure } from '../../engine/types';
import { enemyArmiesIn } from './board';
import { edgeBetween, isArea } from './data/map';
import { COUNTER, LEADER } from './data/counters';
import { listCommands } from './flow';
import { top } from './handler';
import { parseShape, shapes } from './hits';
import { hpsFor } from './losses';
import { allowance, canStop, entryCost } from './moves';
import { jointAllowed } from './alliances';
import { areaName, armyName, who } from './names';
import type { KdState } from './state';
import { countryOfWord } from './windows';

/**
 * Why a command is refused, in words (never a rule id): the most specific reason we can find for
 * the step in progress, else the general one. Nothing here may tell one seat what another is
 * deciding: a seat that is not polled only hears that reactions are pending.
 */

function verbs(list: string[]): string {
  return [...new Set(list.map((c) => c.split(' ')[0]))].join(', ');
}

function moveReason(s: KdState, seat: number, dest: string): Failure | null {
  const f = top(s);
  if (f?.k !== 'movement' || !f.order) return null;
  const o = f.order;
  if (!isArea(dest)) return fail('unknown_area', text('kd.refuse.unknownArea', { area: dest }));
  const edge = edgeBetween(o.at, dest);
  if (!edge) return fail('not_adjacent', text('kd.refuse.notAdjacent', { from: areaName(o.at), to: areaName(dest) }));
  if (edge.kind === 'impassable') return fail('jordan', text('kd.refuse.jordan', { from: areaName(o.at), to: areaName(dest) }));
  for (const m of o.members) {
    const need = (o.spent[m] ?? 0) + entryCost(m, edge);
    if (need > allowance(s, o.members, m)) {
      const name = LEADER[m] ? text(`kd.leader.${m}`) : armyName(m, s.armies[m].reduced);
      return fail('no_mp', text('kd.refuse.noMp', { piece: name, area: areaName(dest), cost: entryCost(m, edge), left: allowance(s, o.members, m) - (o.spent[m] ?? 0) }));
    }
  }
  if (o.members.every((m) => LEADER[m]) && enemyArmiesIn(s, seat, dest).length > 0) return fail('lone_leader', text('kd.refuse.loneLeader', { area: areaName(dest) }));
  return fail('cannot_enter', text('kd.refuse.cannotEnter', { area: areaName(dest) }));
}

/** where the group passes through, it may neither stop nor leave there a piece that would not fit. */
function passingReason(s: KdState, seat: number, command: string): Failure | null {
  const f = top(s);
  const [verb, arg] = command.split(' ');
  if (f?.k !== 'movement' || f.seat !== seat || !f.order || canStop(s, seat, f.order.members, f.order.at)) return null;
  const at = areaName(f.order.at);
  if (verb === 'stop' && !arg) return fail('cannot_stop', text('kd.refuse.cannotStop', { area: at }));
  if (verb === 'drop' && arg && f.order.members.includes(arg.toUpperCase())) return fail('cannot_drop', text('kd.refuse.cannotDrop', { area: at }));
  return null;
}

function lossReason(s: KdState, seat: number, command: string): Failure | null {
  const f = top(s);
  if (f?.k !== 'allocate') return null;
  const side = f.sides.find((a) => a.seat === seat && !a.done);
  if (!side) return null;
  const [verb, arg] = command.split(' ');
  if (verb === 'lose' && side.shape === null && arg && /^[pcim]+$/.test(arg)) {
    const shape = parseShape(arg);
    const level = side.level;
    const hps = hpsFor(s, f.of);
    for (const t of ['P', 'C', 'I', 'M'] as const) {
      if (shape[t] > level.filter((id) => COUNTER[id].type === t).length) return fail('not_in_level', text('kd.refuse.spread', { hits: side.use, armies: { list: level.map((id) => armyName(id, s.armies[id].reduced)) } }));
    }
    const used = level.length ? shapes(level, hps, side.use) : [];
    return fail('not_most', text('kd.refuse.mostHits', { hits: side.use, shapes: used.join(', ') }));
  }
  if (verb === 'pick' && arg) {
    const id = arg.toUpperCase();
    const lost = (f.of === 'battle' ? s.battle?.lost : s.siege?.lost) ?? {};
    if (COUNTER[id] && !side.level.includes(id)) {
      return fail('spread', text((lost[id] ?? 0) > 0 ? 'kd.refuse.secondStep' : 'kd.refuse.notInLevel', { army: armyName(id, s.armies[id].reduced) }));
    }
  }
  return null;
}

/** a joint proposal that would make a second joint arrangement is listed for declining only. */
function acceptReason(s: KdState, seat: number, command: string): Failure | null {
  const f = top(s);
  const [verb, word] = command.split(' ');
  if (f?.k !== 'diplomacy' || verb !== 'accept' || !word) return null;
  const from = s.country.indexOf(countryOfWord(word) as never);
  const p = f.proposals.find((x) => x.from === from && x.to === seat);
  return p?.joint && !jointAllowed(s, seat, from) ? fail('one_joint', text('kd.refuse.oneJoint', { other: who(s.country[from], from) })) : null;
}

export function refusal(s: KdState, seat: number, command: string): Failure {
  if (s.result) return fail('game_over', text('kd.refuse.over'));
  const list = listCommands(s, seat);
  const f = top(s);
  if (list.length === 0) {
    if (f?.k === 'window') return fail('reactions_pending', text('kd.refuse.reactionsPending'));
    return fail('not_your_decision', text('kd.refuse.notNow'));
  }
  const [verb, arg] = command.split(' ');
  if ((verb === 'to' || verb === 'sea') && arg) {
    const r = moveReason(s, seat, arg.toUpperCase());
    if (r) return r;
  }
  const loss = lossReason(s, seat, command) ?? acceptReason(s, seat, command) ?? passingReason(s, seat, command);
  if (loss) return loss;
  if (list.some((c) => c.split(' ')[0] === verb)) return fail('illegal', text('kd.refuse.illegal', { command: command.slice(0, 40), verbs: verbs(list) }));
  return fail('unknown_command', text('kd.refuse.unknown', { command: command.slice(0, 40), verbs: verbs(list) }));
}
