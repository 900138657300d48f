import { DEPLOY_ZONES, FRISIANS, NORMANS, STRUCTURES, type Side } from './data';
import { legalPicks } from './casualties';
import { poolsIn } from './casualty-sets';
import { priestDestinations } from './combat';
import { moveDestinations, moveGroups, normanArrangementProblem, type Destination } from './movement';
import { deployOptions } from './opening';
import { netHitsOn } from './rounds';
import { recoverable } from './recovery';
import { buildable, peasantZones } from './siege';
import { sideOf, zoneWord, type SenorState } from './state';
import { pendingZones, tacticDestinations, tacticGroups } from './tactics';
import { placements, placementText, tileMoves } from './tiles';

function destinations(dests: readonly Destination[]): string[] {
  const out: string[] = [];
  for (const d of dests) for (let n = 1; n <= d.max; n++) out.push(`to ${zoneWord(d.zone)} ${n}`);
  return out;
}

/** Every legal command for `seat` now; empty when it is not that seat's decision. */
export function listActions(s: SenorState, seat: number): string[] {
  const step = s.step;
  if (s.result || step.kind === 'none') return [];
  const side = sideOf(s, seat);
  if (side === null || side !== step.side) return [];
  switch (step.kind) {
    case 'start':
      return ['start courage', 'start tactics'];
    case 'deploy':
      return deployOptions(s).flatMap((o) => Array.from({ length: o.max }, (_, i) => `entrance ${o.kind} ${i + 1}`));
    case 'deploy-priest':
      return DEPLOY_ZONES.map((z) => `priest ${zoneWord(z)}`);
    case 'siege':
      return [...STRUCTURES.filter((x) => buildable(s).includes(x)).map((x) => `build ${x}`), 'pass'];
    case 'sacrifice':
      return peasantZones(s).map((z) => `lose peasant ${zoneWord(z)}`);
    case 'recover':
      return [...recoverable(s).map((z) => `recover ${zoneWord(z)}`), 'pass'];
    case 'move':
      return movementActions(s, side);
    case 'tiles':
      return placements(s).map(placementText);
    case 'fight':
      return pendingZones(s).map((z) => `fight ${zoneWord(z)}`);
    case 'tactics':
      return tacticActions(s, side);
    case 'boost':
      return ['courage dice', 'pass'];
    case 'cancel':
      return ['courage cancel', 'pass'];
    case 'casualties':
      return casualtyActions(s, side);
    case 'relocate':
      return priestDestinations(s).map((z) => `priest ${zoneWord(z)}`);
  }
}

function movementActions(s: SenorState, side: Side): string[] {
  const sel = s.selection;
  if (sel) return destinations(moveDestinations(s, side, sel.kind, sel.from));
  const out = moveGroups(s, side).map((g) => `move ${g.kind} ${zoneWord(g.from)}`);
  if (side === FRISIANS || normanArrangementProblem(s) === null) out.push('done');
  return out;
}

function tacticActions(s: SenorState, side: Side): string[] {
  const sel = s.selection;
  if (sel) return destinations(tacticDestinations(s, side, sel.kind, sel.from));
  const out = tacticGroups(s, side).map((g) => `move ${g.kind} ${zoneWord(g.from)}`);
  if (side === NORMANS) for (const m of tileMoves(s)) out.push(`tile ${zoneWord(m.from)} ${zoneWord(m.to)}`);
  out.push('done');
  return out;
}

function casualtyActions(s: SenorState, side: Side): string[] {
  const c = s.combat;
  const roll = c?.roll;
  if (!c || !roll) return [];
  const pools = poolsIn(s, c.zone, side);
  return legalPicks(pools, roll.picks[side], netHitsOn(s, c.zone, roll, side)).map((k) => `casualty ${k}`);
}
