import { text } from '../../engine/text';
import {
  armyRow,
  BATTLEMENTS,
  DEPLOY_FIRST,
  ENTRANCE,
  FRISIANS,
  NORMAN_KINDS,
  NORMANS,
  SIDE_BONUS,
  START_SETS,
  type Kind,
  type Side,
  type StartSet,
} from './data';
import { change, countKind, isWarrior, normanWarriorsIn, priestOf, relocate } from './pieces';
import { say, tell, type Log, type SenorState } from './state';
import { countsT, playerOf, sideT, startSetT, unitsT, zoneT } from './words';

/**
 * SG-1 / A-2: the army rolls are public and logged. Set-up itself writes no log, so they are the
 * first lines of the first step (the Norman's starting set).
 */
export function logArmies(s: SenorState, log: Log): void {
  const troops = (side: Side) => {
    const counts = new Map<Kind, number>();
    for (const roll of s.armyRolls[side]) {
      const row = armyRow(roll);
      for (const k of ['spearman', 'swordsman', 'archer'] as const) counts.set(k, (counts.get(k) ?? 0) + row[k]);
    }
    return countsT(side, counts);
  };
  const [n] = s.armyRolls[NORMANS];
  const [f1, f2] = s.armyRolls[FRISIANS];
  say(log, text('sg.log.armies', { n, normans: troops(NORMANS), f1, f2, frisians: troops(FRISIANS) }));
}

/** SG-2 / A-5: D1 and D2. The Norman's answer stays sealed until the Frisian's is in. */
export function chooseStart(s: SenorState, side: Side, set: StartSet, log: Log): void {
  s.starts[side] = set;
  if (side === NORMANS) {
    tell(s, NORMANS, log, text('sg.log.startSealed', { player: playerOf(s, NORMANS), set: startSetT(set) }));
    say(log, text('sg.log.startChosen', { player: playerOf(s, NORMANS) }));
    return;
  }
  for (const x of [NORMANS, FRISIANS]) {
    const chosen = s.starts[x] ?? 'courage';
    s.courage[x] = START_SETS[chosen].courage + SIDE_BONUS[x].courage;
    s.tactics[x] = START_SETS[chosen].tactics + SIDE_BONUS[x].tactics;
    say(log, text('sg.log.startRevealed', { player: playerOf(s, x), side: sideT(x), set: startSetT(chosen), courage: s.courage[x], tactics: s.tactics[x] }));
  }
  s.reveals++;
  s.phase = 'deploy';
}

/** D3: how many of each kind may still go to the Entrance. */
export function deployOptions(s: SenorState): { kind: Kind; max: number }[] {
  const room = DEPLOY_FIRST - normanWarriorsIn(s, ENTRANCE);
  const out: { kind: Kind; max: number }[] = [];
  for (const kind of NORMAN_KINDS) {
    if (kind === 'guard' || kind === 'priest') continue;
    const n = Math.min(room, countKind(s, BATTLEMENTS, NORMANS, kind));
    if (n > 0) out.push({ kind, max: n });
  }
  return out;
}

/** SG-4 / R-25: D3 picks the ten warriors of the Entrance; the other ten hold the Battlements. */
export function deploy(s: SenorState, kind: Kind, n: number, log: Log): void {
  relocate(s, NORMANS, kind, BATTLEMENTS, ENTRANCE, n, isWarrior, false);
  say(log, text('sg.log.deploy', { player: playerOf(s, NORMANS), units: unitsT(kind, n) }));
  if (normanWarriorsIn(s, ENTRANCE) >= DEPLOY_FIRST) {
    say(log, text('sg.log.deployDone', { n: normanWarriorsIn(s, BATTLEMENTS) }));
    s.phase = 'deploy-priest';
  }
}

/** SG-4: the priest joins either zone; both hold ten warriors, so SG-13 is met either way. */
export function deployPriest(s: SenorState, zone: number, log: Log): void {
  change(s, priestOf(s), { zone });
  say(log, text('sg.log.deployPriest', { player: playerOf(s, NORMANS), where: zoneT(zone, 'in') }));
  s.phase = 'siege';
  s.turn = 1;
  say(log, text('sg.log.turn', { n: 1 }));
}
