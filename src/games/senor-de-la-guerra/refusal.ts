import { text, type Text } from '../../engine/text';
import { fail, type Failure } from '../../engine/types';
import { BATTLEMENTS, DEPLOY_FIRST, DEPLOY_ZONES, ENTRANCE, isKindOf, NORMANS, REARGUARD, SIDE_WORDS, TACTIC_COST, unit, ZONES, type Kind, type Side } from './data';
import { poolsIn } from './casualty-sets';
import { moveDestinations, normanArrangementProblem, room, whyNotEnter } from './movement';
import { parseCommand, quote, isFailure, type Move, type Verb } from './notation';
import { countKind, hasNormanWarrior, normanWarriorsIn } from './pieces';
import { describeStep } from './prompt';
import { netHitsOn } from './rounds';
import { recoverable } from './recovery';
import { whyNotBuild } from './siege';
import { sideOf, type SenorState, type StepKind } from './state';
import { pendingZones, tacticDestinations, whyNoTacticGroup } from './tactics';
import { tileAt, tileZones, tilesInPlay } from './tiles';
import { aUnitT, unitsT, unitT, zonesT, zoneT } from './words';

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
      return picking ? ['to', 'back'] : ['move', 'done'];
    case 'tiles':
      return ['prince'];
    case 'fight':
      return ['fight'];
    case 'tactics':
      return picking ? ['to', 'back'] : ['move', 'tile', 'done'];
    case 'boost':
    case 'cancel':
      return ['courage', 'pass'];
    case 'casualties':
      return ['casualty'];
  }
}

/** Why a command that `listActions` does not list is refused, as a player would want to hear it. */
export function explainRefusal(s: SenorState, seat: number, command: string): Failure {
  const step = s.step;
  if (s.result || step.kind === 'none') return fail('game_over', text('sg.no.over'));
  const side = sideOf(s, seat);
  if (side === null) return fail('not_a_seat', text('sg.no.notASeat'));
  if (step.side !== side) return fail('not_your_turn', text('sg.no.notYourTurn', { prompt: describeStep(s) }));
  const move = parseCommand(command);
  if (isFailure(move)) return move;
  if (!verbsFor(s, step.kind).includes(move.verb)) return fail('wrong_step', text('sg.no.wrongStep', { prompt: describeStep(s) }));
  return fail('illegal_command', explain(s, side, move) ?? text('sg.no.illegal', { command: quote(command), prompt: describeStep(s) }));
}

function ownKind(side: Side, kind: Kind): Text | null {
  return isKindOf(side, kind) ? null : text('sg.no.notYours', { side: SIDE_WORDS[side], unit: unitT(kind) });
}

function explain(s: SenorState, side: Side, m: Move): Text | null {
  const step = s.step.kind;
  switch (m.verb) {
    case 'start':
    case 'pass':
    case 'back':
      return null;
    case 'done':
      return step === 'move' ? normanArrangementProblem(s) : null;
    case 'entrance': {
      if (!isKindOf(NORMANS, m.kind) || m.kind === 'guard' || m.kind === 'priest') return text('sg.no.notAWarrior', { unit: unitT(m.kind) });
      const left = countKind(s, BATTLEMENTS, NORMANS, m.kind);
      const room = DEPLOY_FIRST - normanWarriorsIn(s, ENTRANCE);
      if (m.n < 1) return text('sg.no.postOne');
      if (m.n > left) return text('sg.no.onlyLeft', { units: unitsT(m.kind, left) });
      // exactly ten in the Entrance.
      if (m.n > room) return text('sg.no.entranceFull', { n: room, total: DEPLOY_FIRST });
      return null;
    }
    case 'priest':
      // SG-4
      if (step === 'deploy-priest') return DEPLOY_ZONES.includes(m.zone) ? null : text('sg.no.priestStarts');
      //
      if (!hasNormanWarrior(s, m.zone)) return text('sg.no.priestNeedsWarrior', { zone: zoneT(m.zone) });
      return null;
    case 'build':
      return whyNotBuild(s, m.structure);
    case 'lose':
      return countKind(s, m.zone, side, 'peasant') === 0 ? text('sg.no.noneThere', { unit: unitT('peasant'), where: zoneT(m.zone, 'in') }) : null;
    case 'recover': {
      // SG-8 / SG-10
      if (s.controlled[m.zone]) return text('sg.no.guardControlled', { zone: zoneT(m.zone) });
      if (recoverable(s).length === 0) return text('sg.no.guardCost');
      return text('sg.no.guardAlive', { where: zoneT(m.zone, 'in') });
    }
    case 'move': {
      const own = ownKind(side, m.kind);
      if (own) return own;
      // SG-9
      if (m.kind === 'guard') return text('sg.no.guardsStay');
      if (step === 'tactics') return whyNoTacticGroup(s, side, m.kind, m.zone);
      // SG-6
      if (m.zone === REARGUARD && side === NORMANS) return text('sg.no.rearguard');
      if (countKind(s, m.zone, side, m.kind) === 0) return text('sg.no.noneThere', { unit: unitT(m.kind), where: zoneT(m.zone, 'in') });
      return text('sg.no.nowhere', { unit: unitT(m.kind), from: zoneT(m.zone, 'from') });
    }
    case 'to':
      return explainTo(s, side, m.zone, m.n);
    case 'prince':
      return explainPlacement(s, m.prince, m.decoys);
    case 'fight':
      // SG-16
      return text('sg.no.notPendingFight', { where: zoneT(m.zone, 'in'), zones: zonesT(pendingZones(s)) });
    case 'tile': {
      // SG-30 / R-22 / SG-36
      if (s.tactics[NORMANS] < TACTIC_COST) return text('sg.no.noTactics');
      if (!tileAt(s, m.from)) return text('sg.no.noTile', { where: zoneT(m.from, 'in') });
      if (s.resolved[m.from]) return text('sg.no.tileFought', { where: zoneT(m.from, 'in') });
      if (m.from === m.to) return text('sg.no.tileSame');
      if (!tileZones(s).includes(m.to)) return text('sg.no.tileZone', { where: zoneT(m.to, 'in') });
      if (tileAt(s, m.to)) return text('sg.no.tileTaken', { where: zoneT(m.to, 'in') });
      return null;
    }
    case 'courage':
      return text(step === 'boost' ? 'sg.no.aboutDice' : 'sg.no.aboutCancel');
    case 'casualty':
      return explainCasualty(s, side, m.kind);
  }
}

function explainTo(s: SenorState, side: Side, zone: number, n: number): Text | null {
  const sel = s.selection;
  if (!sel) return null;
  if (zone === sel.from) return text('sg.no.alreadyThere', { where: zoneT(zone, 'in') });
  const entry = whyNotEnter(s, side, zone);
  if (entry) return entry;
  const tactics = s.step.kind === 'tactics';
  // SG-30 / R-10
  if (tactics && s.resolved[zone]) return text('sg.no.fought', { to: zoneT(zone, 'to') });
  // SG-13
  if (tactics && sel.kind === 'priest' && !hasNormanWarrior(s, zone)) return text('sg.no.priestFollows');
  const dests = tactics ? tacticDestinations(s, side, sel.kind, sel.from) : moveDestinations(s, side, sel.kind, sel.from);
  const d = dests.find((x) => x.zone === zone);
  if (n < 1) return text('sg.no.sendOne');
  if (d && n > d.max) {
    const left = room(s, side, zone);
    // SG-5
    if (unit(side, sel.kind).capped && n > left) return text('sg.no.room', { n: left, side: SIDE_WORDS[side], where: zoneT(zone, 'in'), cap: ZONES[zone].cap ?? 0 });
    // SG-30
    if (tactics && n > s.tactics[side]) return text('sg.no.fewTactics', { n: s.tactics[side] });
    // SG-13
    if (tactics) return text('sg.no.priestKeeps', { n: d.max });
    return text('sg.no.atMost', { n: d.max });
  }
  if (!d && unit(side, sel.kind).capped && room(s, side, zone) <= 0) return text('sg.no.full', { where: zoneT(zone, 'in'), cap: ZONES[zone].cap ?? 0 });
  return null;
}

function explainPlacement(s: SenorState, prince: number, decoys: number[]): Text | null {
  const all = [prince, ...decoys];
  const legal = tileZones(s);
  const bad = all.find((z) => !legal.includes(z));
  if (bad !== undefined) {
    // SG-36 / SG-8
    if (bad === REARGUARD) return text('sg.no.tileRearguard');
    return text('sg.no.tileControlled', { zone: zoneT(bad) });
  }
  // SG-35
  if (new Set(all).size < all.length) return text('sg.no.tilesApart');
  if (all.length !== tilesInPlay(s)) return text('sg.no.tileCount', { n: tilesInPlay(s), decoys: s.tiles.decoysLeft });
  if ([...decoys].sort((a, b) => a - b).join() !== decoys.join()) return text('sg.no.decoyOrder');
  return null;
}

function explainCasualty(s: SenorState, side: Side, kind: Kind): Text | null {
  const c = s.combat;
  const roll = c?.roll;
  if (!c || !roll) return null;
  const own = ownKind(side, kind);
  if (own) return own;
  const pools = poolsIn(s, c.zone, side);
  const pool = pools.find((p) => p.kind === kind);
  if (!pool) return text('sg.no.noneThere', { unit: unitT(kind), where: zoneT(c.zone, 'in') });
  const picks = roll.picks[side];
  if ((picks[kind] ?? 0) >= pool.count * pool.absorbs) return text('sg.no.allHit', { unit: unitT(kind) });
  // SG-24 / R-15: Chrysagon or the King only with every other combatant of his side.
  if (pool.leader) return text('sg.no.leaderLast', { unit: unitT(kind) });
  // SG-24 / R-14
  return text('sg.no.notMinimal', { unit: aUnitT(kind), n: netHitsOn(s, c.zone, roll, side) });
}
