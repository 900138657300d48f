import { COURAGE_BONUS, COURAGE_SPEND, FRISIANS, MAP_ZONES, NORMANS, type Side } from './data';
import { forcedPicks, picksComplete, removeCasualties, reportCasualties } from './casualties';
import { poolsIn } from './casualty-sets';
import { text } from '../../engine/text';
import { change, contested, hasFrisian, hasNormanCombatant, hasNormanWarrior, priestOf } from './pieces';
import { hits, nearMiss, netHitsOn, rollNextRound } from './rounds';
import { say, type Log, type RollStage, type SenorState } from './state';
import { hasTacticAction, pendingZones } from './tactics';
import { revealTile } from './tiles';
import { AFTER_COMBAT, AFTER_ROUND, checkVictory } from './victory';
import { playerOf, zoneT } from './words';

/** SG-16 / R-28: the Norman picks the next combat from the pending set, one at a time. */
export function startCombat(s: SenorState, zone: number, log: Log): void {
  s.combat = { zone, stage: 'windows', window: 0, round: 0, fought: 0, normanLoss: false, roll: null };
  say(log, text('sg.log.combat', { where: zoneT(zone, 'in') }));
}

/**
 * Runs the combat phase (SG-15 step 5) until someone must decide; true when a prompt is set,
 * false when the state moved on and the caller should look again.
 */
export function combatStep(s: SenorState, log: Log): boolean {
  const c = s.combat;
  if (!c) {
    const pending = pendingZones(s);
    if (pending.length === 0) {
      s.phase = 'sweep';
      return false;
    }
    if (pending.length > 1) {
      s.step = { kind: 'fight', side: NORMANS };
      return true;
    }
    startCombat(s, pending[0], log);
    return false;
  }
  if (c.stage === 'windows') return windowsStep(s, log);
  const roll = c.roll;
  if (!roll) {
    endCombat(s, log);
    return false;
  }
  const z = c.zone;
  switch (roll.stage) {
    case 'boost-n':
    case 'boost-f': {
      const side = roll.stage === 'boost-n' ? NORMANS : FRISIANS;
      // A-3 D12 / D13.
      if (s.courage[side] >= COURAGE_SPEND && nearMiss(s, z, roll, side)) return ask(s, 'boost', side);
      nextStage(s, log);
      return false;
    }
    case 'cancel-n':
    case 'cancel-f': {
      const side = roll.stage === 'cancel-n' ? NORMANS : FRISIANS;
      // A-3 D14 / D15.
      if (s.courage[side] >= COURAGE_SPEND && netHitsOn(s, z, roll, side) > 0) return ask(s, 'cancel', side);
      nextStage(s, log);
      return false;
    }
    case 'cas-n':
    case 'cas-f': {
      const side = roll.stage === 'cas-n' ? NORMANS : FRISIANS;
      if (casualtiesPending(s, side, log)) return ask(s, 'casualties', side);
      if (side === NORMANS) nextStage(s, log);
      else resolveRound(s, log);
      return false;
    }
  }
}

const STAGES: readonly RollStage[] = ['boost-n', 'boost-f', 'cancel-n', 'cancel-f', 'cas-n', 'cas-f'];

/** SG-23: the fixed order of a round's decisions; hits are counted once both dice decisions are in. */
function nextStage(s: SenorState, log: Log): void {
  const c = s.combat;
  const roll = c?.roll;
  if (!c || !roll) return;
  roll.stage = STAGES[Math.min(STAGES.length - 1, STAGES.indexOf(roll.stage) + 1)];
  const z = c.zone;
  if (roll.stage === 'cancel-n') say(log, text('sg.log.hits', { n: hits(s, z, roll, NORMANS), f: hits(s, z, roll, FRISIANS) }));
  // SG-22: what the cancellations leave.
  if (roll.stage === 'cas-n') say(log, text('sg.log.netHits', { n: netHitsOn(s, z, roll, NORMANS), f: netHitsOn(s, z, roll, FRISIANS) }));
}

function ask(s: SenorState, kind: 'boost' | 'cancel' | 'casualties' | 'tactics', side: Side): true {
  s.step = { kind, side };
  return true;
}

/** SG-17 / R-9: the three Tactics windows, Norman, Frisian, Norman; each skipped when it has no legal action. */
function windowsStep(s: SenorState, log: Log): boolean {
  const c = s.combat;
  if (!c) return false;
  while (c.window < 3) {
    const side = c.window === 1 ? FRISIANS : NORMANS;
    if (hasTacticAction(s, side)) return ask(s, 'tactics', side);
    c.window++;
  }
  if (!contested(s, c.zone)) {
    // SG-18
    say(log, text('sg.log.noRounds', { where: zoneT(c.zone, 'in') }));
    endCombat(s, log);
    return false;
  }
  // 1.4: the zone is resolved once its rounds begin.
  c.stage = 'rounds';
  s.resolved[c.zone] = true;
  nextRound(s, log);
  return false;
}

export function closeWindow(s: SenorState): void {
  if (s.combat) s.combat.window++;
  s.selection = null;
}

function nextRound(s: SenorState, log: Log): void {
  const c = s.combat;
  if (!c) return;
  const roll = rollNextRound(s, c.zone, c.round, log);
  if (!roll) {
    endCombat(s, log);
    return;
  }
  c.roll = roll;
  c.round = roll.round;
  c.fought++;
}

/**
 * SG-24 / A-3 D16–D17: whether a side still has to choose. With no net hits nothing is asked;
 * with a single valid set (up to swapping pieces of a kind) it is applied without asking.
 */
function casualtiesPending(s: SenorState, side: Side, log: Log): boolean {
  const c = s.combat;
  const roll = c?.roll;
  if (!c || !roll) return false;
  const h = netHitsOn(s, c.zone, roll, side);
  if (h === 0) return false;
  const pools = poolsIn(s, c.zone, side);
  if (picksComplete(pools, roll.picks[side], h)) return false;
  if (!roll.chose[side]) {
    const forced = forcedPicks(pools, h);
    if (forced) {
      roll.picks[side] = forced;
      return false;
    }
    roll.chose[side] = true;
    if (side === FRISIANS && roll.chose[NORMANS]) say(log, text('sg.log.normansChose', { player: playerOf(s, NORMANS) }));
  }
  return true;
}

/** SG-24 to SG-26 and the after-round check of SG-41. */
function resolveRound(s: SenorState, log: Log): void {
  const c = s.combat;
  const roll = c?.roll;
  if (!c || !roll) return;
  // both sets are removed together once both are in; a sealed Norman answer is now shown.
  if (roll.chose[NORMANS]) s.reveals++;
  const poolsN = poolsIn(s, c.zone, NORMANS);
  const poolsF = poolsIn(s, c.zone, FRISIANS);
  const lostN = removeCasualties(s, c.zone, NORMANS, poolsN, roll.picks[NORMANS]);
  const lostF = removeCasualties(s, c.zone, FRISIANS, poolsF, roll.picks[FRISIANS]);
  if (lostN.length > 0) c.normanLoss = true;
  reportCasualties(s, lostN, lostF, log);
  checkVictory(s, AFTER_ROUND, log);
  if (s.result) return;
  if (!hasNormanCombatant(s, c.zone) || !hasFrisian(s, c.zone)) {
    // SG-25: a side with no combatant left ends the combat.
    say(log, text('sg.log.combatEnds', { where: zoneT(c.zone, 'in') }));
    endCombat(s, log);
    return;
  }
  nextRound(s, log);
}

/** SG-14 / R-21: Frisians present and no Norman combatant: the zone becomes controlled, its tile is turned over. */
export function takeControl(s: SenorState, z: number, log: Log, why: 'combat' | 'sweep'): boolean {
  if (s.controlled[z] || !hasFrisian(s, z) || hasNormanCombatant(s, z)) return false;
  s.controlled[z] = true;
  say(log, text('sg.log.control', { zone: zoneT(z), why }));
  revealTile(s, z, log);
  const priest = priestOf(s);
  // the priest is never captured; he is moved once the victory check has passed.
  if (priest.status === 'map' && priest.zone === z) s.relocatePriest = true;
  return true;
}

/** SG-27: end of combat — control, reveal, priest, Courage bonus, victory check; the zone is resolved. */
export function endCombat(s: SenorState, log: Log): void {
  const c = s.combat;
  if (!c) return;
  // SG-14
  takeControl(s, c.zone, log, 'combat');
  if (c.fought > 0 && !c.normanLoss) {
    // at least one round fought and no Norman combatant lost.
    s.courage[NORMANS] += COURAGE_BONUS;
    say(log, text('sg.log.bonus', { gain: COURAGE_BONUS, n: s.courage[NORMANS] }));
  }
  s.resolved[c.zone] = true;
  s.combat = null;
  checkVictory(s, AFTER_COMBAT, log);
}

/** D18: where the priest may go — any zone holding a Norman warrior. */
export function priestDestinations(s: SenorState): number[] {
  return MAP_ZONES.filter((z) => hasNormanWarrior(s, z));
}

export function movePriest(s: SenorState, zone: number, log: Log): void {
  change(s, priestOf(s), { zone });
  s.relocatePriest = false;
  //
  say(log, text('sg.log.priestWithdraws', { to: zoneT(zone, 'to') }));
}

export function spendCourage(s: SenorState, side: Side, use: 'dice' | 'cancel', log: Log): void {
  const roll = s.combat?.roll;
  if (!roll) return;
  s.courage[side] -= COURAGE_SPEND;
  if (use === 'dice') roll.boost[side] = true;
  else roll.cancel[side] = true;
  say(log, text(use === 'dice' ? 'sg.log.spendDice' : 'sg.log.spendCancel', { player: playerOf(s, side), n: s.courage[side] }));
  nextStage(s, log);
}

export function declineCourage(s: SenorState, side: Side, log: Log): void {
  const roll = s.combat?.roll;
  if (!roll) return;
  const boosting = roll.stage === 'boost-n' || roll.stage === 'boost-f';
  say(log, text(boosting ? 'sg.log.keepDice' : 'sg.log.keepCancel', { player: playerOf(s, side) }));
  nextStage(s, log);
}
