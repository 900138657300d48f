import { fail, type Failure } from '../../engine/types';
import { BATTLEMENTS, DEPLOY_FIRST, DEPLOY_ZONES, ENTRANCE, isKindOf, NORMANS, REARGUARD, TACTIC_COST, unit, ZONES, type Kind, type Side } from './data';
import { poolsIn } from './casualty-sets';
import { moveDestinations, normanArrangementProblem, room, whyNotEnter } from './movement';
import { FORMS, parseCommand, quote, isFailure, type Move, type Verb } from './notation';
import { countKind, hasNormanWarrior, normanWarriorsIn } from './pieces';
import { describeStep } from './prompt';
import { netHitsOn } from './rounds';
import { recoverable } from './recovery';
import { whyNotBuild } from './siege';
import { sideName, sideOf, zoneName, theZone, type SenorState, type StepKind } from './state';
import { pendingZones, tacticDestinations, whyNoTacticGroup } from './tactics';
import { tileAt, tileZones, tilesInPlay } from './tiles';

const ADJECTIVES = ['Norman', 'Frisian'] as const;

function verbsFor(s: SenorState, kind: StepKind): Verb[] {
  const picking = s.selection !== null;
  switch (kind) {
    case 'start':
      return ['start'];
    case 'deploy':
      return ['entrance'];
    case 'deploy-priest':
    case 'relocate':
      return ['priest'];
    case 'siege':
      return ['build', 'pass'];
    case 'sacrifice':
      return ['lose'];
    case 'recover':
      return ['recover', 'pass'];
    case 'move':
      return picking ? ['to'] : ['move', 'done'];
    case 'tiles':
      return ['prince'];
    case 'fight':
      return ['fight'];
    case 'tactics':
      return picking ? ['to'] : ['move', 'tile', 'done'];
    case 'boost':
    case 'cancel':
      return ['courage', 'pass'];
    case 'casualties':
      return ['casualty'];
  }
}

/** Why a command that `listActions` does not list is refused, as a player would want to hear it. */
export function explainRefusal(s: SenorState, seat: number, text: string): Failure {
  const step = s.step;
  if (s.result || step.kind === 'none') return fail('game_over', 'The game is over');
  const side = sideOf(s, seat);
  if (side === null) return fail('not_a_seat', `Seat ${seat} does not play in this game`);
  if (step.side !== side) return fail('not_your_turn', `It is not your turn: waiting for ${describeStep(s)}`);
  const move = parseCommand(text);
  if (isFailure(move)) return move;
  const verbs = verbsFor(s, step.kind);
  if (!verbs.includes(move.verb)) {
    return fail('wrong_step', `Not now: waiting for ${describeStep(s)}; write ${verbs.map((v) => FORMS[v]).join(', or ')}`);
  }
  return fail('illegal_command', explain(s, side, move) ?? `${quote(text)} is not a legal command now; waiting for ${describeStep(s)}`);
}

function ownKind(side: Side, kind: Kind): string | null {
  return isKindOf(side, kind) ? null : `The ${sideName(side)} have no ${kind}s`;
}

function explain(s: SenorState, side: Side, m: Move): string | null {
  const step = s.step.kind;
  switch (m.verb) {
    case 'start':
    case 'pass':
      return null;
    case 'done':
      return step === 'move' ? normanArrangementProblem(s) : null;
    case 'entrance': {
      if (!isKindOf(NORMANS, m.kind) || m.kind === 'guard' || m.kind === 'priest') {
        return `Only Norman warriors are posted in the Entrance; ${m.kind} is not one`;
      }
      const left = countKind(s, BATTLEMENTS, NORMANS, m.kind);
      const room = DEPLOY_FIRST - normanWarriorsIn(s, ENTRANCE);
      if (m.n < 1) return 'Post at least one warrior';
      if (m.n > left) return `You have only ${left} ${unit(NORMANS, m.kind).plural} left to post`;
      if (m.n > room) return `Only ${room} more warriors fit in the Entrance: exactly ${DEPLOY_FIRST} go there (R-25)`;
      return null;
    }
    case 'priest':
      if (step === 'deploy-priest') return DEPLOY_ZONES.includes(m.zone) ? null : 'The priest starts in the Entrance or the Battlements (SG-4)';
      if (!hasNormanWarrior(s, m.zone)) return `The priest may go only where a Norman warrior is; ${theZone(m.zone)} has none (R-16)`;
      return null;
    case 'build':
      return whyNotBuild(s, m.structure);
    case 'lose':
      return countKind(s, m.zone, side, 'peasant') === 0 ? `You have no peasant in ${theZone(m.zone)}` : null;
    case 'recover': {
      if (s.controlled[m.zone]) return `The ${zoneName(m.zone)} is controlled; no guard may return there (SG-8, SG-10)`;
      if (recoverable(s).length === 0) return 'You need 1 Courage to recover a guard (SG-10)';
      return `The guard of ${theZone(m.zone)} is not dead`;
    }
    case 'move': {
      const own = ownKind(side, m.kind);
      if (own) return own;
      if (m.kind === 'guard') return 'Guards never move (SG-9)';
      if (step === 'tactics') return whyNoTacticGroup(s, side, m.kind, m.zone);
      if (m.zone === REARGUARD && side === NORMANS) return 'No Norman piece is ever in the Rearguard (SG-6)';
      if (countKind(s, m.zone, side, m.kind) === 0) return `You have no ${m.kind} in ${theZone(m.zone)}`;
      return `No zone can take a ${m.kind} from ${theZone(m.zone)} now`;
    }
    case 'to':
      return explainTo(s, side, m.zone, m.n);
    case 'prince':
      return explainPlacement(s, m.prince, m.decoys);
    case 'fight':
      return `There is no pending combat in ${theZone(m.zone)}; pending: ${pendingZones(s).map(zoneName).join(', ')} (SG-16)`;
    case 'tile': {
      if (s.tactics[NORMANS] < TACTIC_COST) return 'You have no Tactics left (SG-30)';
      if (!tileAt(s, m.from)) return `There is no tile in ${theZone(m.from)}`;
      if (s.resolved[m.from]) return `The tile in ${theZone(m.from)} cannot move: that zone has already been fought this turn (R-22)`;
      if (m.from === m.to) return 'Move the tile to another zone';
      if (!tileZones(s).includes(m.to)) return `A tile may not go in ${theZone(m.to)}: not the Rearguard, not a controlled zone (SG-36)`;
      if (tileAt(s, m.to)) return `The ${zoneName(m.to)} already holds a tile (R-22)`;
      return null;
    }
    case 'courage':
      return step === 'boost' ? 'Now it is about dice: courage dice or pass' : 'Now it is about cancelling a hit: courage cancel or pass';
    case 'casualty':
      return explainCasualty(s, side, m.kind);
  }
}

function explainTo(s: SenorState, side: Side, zone: number, n: number): string | null {
  const sel = s.selection;
  if (!sel) return null;
  if (zone === sel.from) return `The ${unit(side, sel.kind).plural} are already in ${theZone(zone)}`;
  const entry = whyNotEnter(s, side, zone);
  if (entry) return entry;
  const tactics = s.step.kind === 'tactics';
  if (tactics && s.resolved[zone]) return `The ${zoneName(zone)} has already been fought this turn; Tactics cannot send pieces there (SG-30, R-10)`;
  if (tactics && sel.kind === 'priest' && !hasNormanWarrior(s, zone)) return `The priest may only go where a Norman warrior already is (SG-13)`;
  const dests = tactics ? tacticDestinations(s, side, sel.kind, sel.from) : moveDestinations(s, side, sel.kind, sel.from);
  const d = dests.find((x) => x.zone === zone);
  if (n < 1) return 'Send at least one piece';
  if (d && n > d.max) {
    const left = room(s, side, zone);
    if (unit(side, sel.kind).capped && n > left) return `The ${zoneName(zone)} has room for ${left} more ${ADJECTIVES[side]} piece${left === 1 ? '' : 's'} (SG-5)`;
    if (tactics && n > s.tactics[side]) return `You have only ${s.tactics[side]} Tactics (SG-30)`;
    if (tactics) return `At most ${d.max} can go: the priest must keep a Norman warrior with him (SG-13)`;
    return `You can send at most ${d.max}`;
  }
  if (!d && unit(side, sel.kind).capped && room(s, side, zone) <= 0) return `The ${zoneName(zone)} is full: ${ZONES[zone].cap} ${ADJECTIVES[side]} pieces at most (SG-5)`;
  return null;
}

function explainPlacement(s: SenorState, prince: number, decoys: number[]): string | null {
  const all = [prince, ...decoys];
  const legal = tileZones(s);
  const bad = all.find((z) => !legal.includes(z));
  if (bad !== undefined) {
    if (bad === REARGUARD) return 'No tile may go in the Rearguard (SG-36)';
    return `The ${zoneName(bad)} is controlled; no tile may go there (SG-8, SG-36)`;
  }
  if (new Set(all).size < all.length) return 'Each tile goes in a different zone (SG-35)';
  if (all.length !== tilesInPlay(s)) {
    return `Place exactly ${tilesInPlay(s)} tile${tilesInPlay(s) === 1 ? '' : 's'}: the Prince and ${s.tiles.decoysLeft} decoy${s.tiles.decoysLeft === 1 ? '' : 's'} (SG-35)`;
  }
  if ([...decoys].sort((a, b) => a - b).join() !== decoys.join()) return 'Name the decoy zones in map order (east, west, bridge, entrance, battlements)';
  return null;
}

function explainCasualty(s: SenorState, side: Side, kind: Kind): string | null {
  const c = s.combat;
  const roll = c?.roll;
  if (!c || !roll) return null;
  const own = ownKind(side, kind);
  if (own) return own;
  const pools = poolsIn(s, c.zone, side);
  const pool = pools.find((p) => p.kind === kind);
  const name = unit(side, kind).name;
  if (!pool) return `You have no ${name} in ${theZone(c.zone)}`;
  const picks = roll.picks[side];
  if ((picks[kind] ?? 0) >= pool.count * pool.absorbs) return `Every ${name} there already takes all the hits it can`;
  if (pool.leader) {
    return `${name} may be chosen only with every other combatant of his side in the zone, so he takes the last hit (SG-24, R-15)`;
  }
  const hits = netHitsOn(s, c.zone, roll, side);
  return `No valid set gives that hit to a ${name}: the set must be as small as possible for ${hits} hit${hits === 1 ? '' : 's'}, and a knight or captain takes 2 (SG-24, R-14)`;
}
