import { border, cardOfWord, cardWord, isLeader, kindOf } from '../data';
import { foes, known, mine, type Board, type Spot } from './board';
import { gain } from './evaluate';
import { oddsAgainst, uprisingStrength, type Odds } from './odds';

/*
 * The good bot's action turn (PM-16 … PM-20, A-11): each call weighs every listed action by what
 * it is expected to change in the standing (evaluate.ts) and takes the best one worth taking, or
 * ends the turn. Every action exhausts its command card (PM-17), so a turn ends.
 *  - Attack: the group that gives the best expected gain (PM-23, R-23), Citizen Armies first since
 *    they flee home when the attack fails (PM-30), weighed by the odds of odds.ts.
 *  - Revolt and Conspiracy: the chance of success against the card they cost.
 *  - Stabilise, Legal Reform, Colonists: the worth of a settled territory; Fortify where others border.
 *  - Spy: never; what it shows reaches the log, which a bot does not read.
 */

/** What losing cards costs: a Mercenary Army discarded, a leader or Citizen sent home (PM-30). */
const LOST_ARMY = 0.12;
const SENT_HOME = 0.02;
/** A spent uprising card. */
const SPENT = 0.05;
/** An action must be worth at least this to be taken. */
const WORTH = 0.02;

interface Plan {
  value: number;
  group: string[];
}

function spotOf(b: Board, id: string): Spot | null {
  return b.spots.get(id) ?? null;
}

export function captureGain(b: Board, target: Spot): number {
  return gain(b.view, b.me, { from: target.owner === null ? undefined : { seat: target.owner, id: target.t.id }, to: { seat: b.me, id: target.t.id, stable: false } });
}

function expected(o: Odds, win: number, lose: number, tie: number): number {
  return o.win * win - o.lose * lose - o.tie * tie;
}

/** The best group for `leader` from its territory against `target`, and what it is worth. */
export function attackPlan(b: Board, leader: string, target: Spot): Plan | null {
  const origin = mine(b).find((t) => known(t).includes(leader));
  if (!origin) return null;
  const cards = known(origin);
  const pool = cards.filter((c) => kindOf(c) === 'citizen').sort().concat(cards.filter((c) => kindOf(c) === 'mercenary').sort());
  const otherLeader = cards.some((c) => c !== leader && isLeader(c));
  const sea = border(origin.id, target.t.id) === 'sea' ? 1 : 0;
  const win = captureGain(b, target);
  let top: Plan | null = null;
  for (let g = 1; g <= pool.length; g++) {
    // what stays may not be two or more armies without another leader.
    if (pool.length - g >= 2 && !otherLeader) continue;
    const group = pool.slice(0, g);
    const mercenaries = group.filter((c) => kindOf(c) === 'mercenary').length;
    const o = oddsAgainst(b, target, 'attack', g - sea);
    const value = expected(o, win, mercenaries * LOST_ARMY + (g - mercenaries + 1) * SENT_HOME, LOST_ARMY / 2) - 0.01 * g;
    if (!top || value > top.value) top = { value, group };
  }
  return top;
}

function uprisingValue(b: Board, kind: 'revolt' | 'conspiracy', target: Spot): number {
  const o = oddsAgainst(b, target, kind, uprisingStrength(kind, target.t));
  // PM-41: a Conspiracy takes the territory from its holder and gives it to nobody.
  const won = kind === 'revolt' ? captureGain(b, target) : target.owner === null ? 0 : gain(b.view, b.me, { from: { seat: target.owner, id: target.t.id } });
  return o.win * won - (1 - o.win) * SPENT;
}

function settleValue(b: Board, id: string): number {
  const t = mine(b).find((x) => x.id === id);
  if (!t || t.stable) return 0;
  return gain(b.view, b.me, { from: { seat: b.me, id }, to: { seat: b.me, id, stable: true } });
}

/** Where other seats border a territory: the worth of a Fortification or Colonists there. */
function guardValue(b: Board, id: string): number {
  const near = foes(b, id).filter((s) => s.owner !== null).length;
  return near > 0 ? 0.05 + 0.05 * near : 0.01;
}

function homeOf(b: Board, card: string): string {
  return mine(b).find((t) => known(t).includes(card))?.id ?? '';
}

function valueOf(b: Board, command: string): number {
  const [verb, x, y] = command.split(' ');
  const card = cardOfWord(x ?? '') ?? '';
  const target = spotOf(b, cardOfWord(y ?? '') ?? '');
  switch (verb) {
    case 'attack':
      return target ? (attackPlan(b, card, target)?.value ?? -1) : -1;
    case 'revolt':
    case 'conspire':
      return target ? uprisingValue(b, verb === 'revolt' ? 'revolt' : 'conspiracy', target) : -1;
    case 'stabilise':
    case 'reform':
      return settleValue(b, homeOf(b, card));
    case 'colonists': {
      const home = homeOf(b, card);
      return settleValue(b, home) + guardValue(b, home) + 0.02;
    }
    case 'fortify':
      return guardValue(b, homeOf(b, card));
    default:
      return -1;
  }
}

function draftStep(b: Board, actions: readonly string[]): string {
  const d = b.view.attack;
  const target = d && spotOf(b, d.target);
  const plan = d && target ? attackPlan(b, d.leader, target) : null;
  const missing = plan?.group.find((c) => !d?.group.includes(c) && actions.includes(`add ${cardWord(c)}`));
  if (missing) return `add ${cardWord(missing)}`;
  if (actions.includes('declare')) return 'declare';
  const add = actions.find((c) => c.startsWith('add '));
  return add ?? (actions.includes('cancel') ? 'cancel' : actions[0]);
}

export function actionStep(b: Board, actions: readonly string[]): string {
  if (b.view.attack) return draftStep(b, actions);
  let top = 'end';
  let topValue = WORTH;
  for (const c of actions) {
    const v = valueOf(b, c);
    if (v > topValue) [top, topValue] = [c, v];
  }
  return actions.includes(top) ? top : actions[0];
}
