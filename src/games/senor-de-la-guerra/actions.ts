import { ALL_ZONES, DEPLOY_ZONES, FRISIANS, MAP_ZONES, NORMANS, STRUCTURES, ZONES, type Kind, type Side } from './data';
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
  if (sel) return [...destinations(moveDestinations(s, side, sel.kind, sel.from)), 'back'];
  const out = moveGroups(s, side).map((g) => `move ${g.kind} ${zoneWord(g.from)}`);
  if (side === FRISIANS || normanArrangementProblem(s) === null) out.push('done');
  return out;
}

function tacticActions(s: SenorState, side: Side): string[] {
  const sel = s.selection;
  if (sel) return [...destinations(tacticDestinations(s, side, sel.kind, sel.from)), 'back'];
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

/**
 * Whether `listActions(s, seat)` includes `text`. Movement and Tactics commands are checked on
 * their own with the functions that list them (listing every group with its destinations is the
 * costly part of a step); every other decision has a short list to search.
 */
export function isListed(s: SenorState, seat: number, text: string): boolean {
  const step = s.step;
  if (s.result || step.kind === 'none') return false;
  const side = sideOf(s, seat);
  if (side === null || side !== step.side) return false;
  if (step.kind === 'move') return isMovementAction(s, side, text);
  if (step.kind === 'tactics') return isTacticAction(s, side, text);
  return listActions(s, seat).includes(text);
}

function isMovementAction(s: SenorState, side: Side, text: string): boolean {
  const sel = s.selection;
  if (sel) return text === 'back' || isDestination(moveDestinations(s, side, sel.kind, sel.from), text);
  if (text === 'done') return side === FRISIANS || normanArrangementProblem(s) === null;
  const g = readGroup(text);
  // moveGroups: a zone the side may move from, holding pieces of that kind with somewhere to go.
  const zones = side === NORMANS ? MAP_ZONES : ALL_ZONES;
  return g !== null && zones.includes(g.from) && moveDestinations(s, side, g.kind, g.from).length > 0;
}

function isTacticAction(s: SenorState, side: Side, text: string): boolean {
  const sel = s.selection;
  if (sel) return text === 'back' || isDestination(tacticDestinations(s, side, sel.kind, sel.from), text);
  if (text === 'done') return true;
  if (text.startsWith('tile ')) return side === NORMANS && tileMoves(s).some((m) => text === `tile ${zoneWord(m.from)} ${zoneWord(m.to)}`);
  const g = readGroup(text);
  // tacticGroups: tacticDestinations already asks for Tactics left and a pending zone.
  return g !== null && tacticDestinations(s, side, g.kind, g.from).length > 0;
}

/** `move <kind> <zone>` read back into its group; the kind is checked by counting the pieces. */
function readGroup(text: string): { kind: Kind; from: number } | null {
  const words = text.split(' ');
  if (words.length !== 3 || words[0] !== 'move') return null;
  const from = zoneIndex(words[2]);
  return from < 0 ? null : { kind: words[1] as Kind, from };
}

/** Whether `destinations(dests)` lists `text` (to <zone> <n>, n from 1 to the zone's max). */
function isDestination(dests: readonly Destination[], text: string): boolean {
  const words = text.split(' ');
  if (words.length !== 3 || words[0] !== 'to') return false;
  const zone = zoneIndex(words[1]);
  const n = Number(words[2]);
  if (zone < 0 || !Number.isInteger(n) || String(n) !== words[2] || n < 1) return false;
  const d = dests.find((x) => x.zone === zone);
  return d !== undefined && n <= d.max;
}

function zoneIndex(word: string): number {
  return ZONES.findIndex((z) => z.word === word);
}
