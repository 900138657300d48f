import { cardOfWord, cardWord, isArmy, kindOf, MACHIAVELLI, type Kind } from '../data';
import type { TerritoryView } from '../view';
import { armies, commanded, countKind, exposed, foes, known, led, mine, type Board, type Spot } from './board';
import { oddsAgainst, uprisingStrength } from './odds';

/*
 * The good bot's Preparation (PM-12 … PM-15), one step per call, each decided afresh from the
 * draft its view shows:
 *  1. every territory card in hand goes into the row (PM-12 step 2): each is a territory more;
 *  2. armies, Captains and uprising cards lying where no other seat is near come back to hand,
 *     and so does the Prince when it lies where it cannot settle or fight;
 *  3. every card but Machiavelli (played from hand, PM-52) goes on the table, where it can act:
 *     leaders and armies where other seats border, uprising cards beside a commander facing a
 *     target, Fortification and Colonists beside a commander, the rest out of the way. Cards on
 *     the table do not count toward the hand (PM-7), so the next Draw brings more cards.
 * A card is withdrawn only from a territory no other seat borders and placed only where one
 * does (when there is such a place), and the bordering seats do not change while a seat prepares:
 * no card goes back and forth.
 */

/** The order in which cards leave the hand: those that make others usable first. */
const ORDER: readonly Kind[] = ['prince', 'captain', 'counsellor', 'citizen', 'mercenary', 'colonists', 'fortification', 'reform', 'revolt', 'conspiracy', 'punishment', 'spy'];

/** Cards worth moving towards other seats. */
const MOBILE: readonly Kind[] = ['citizen', 'mercenary', 'captain', 'revolt', 'conspiracy'];

interface Place {
  t: TerritoryView;
  cards: string[];
  foes: Spot[];
  /** Bordering territories of other seats: those that may attack it. */
  pressure: number;
  /** Bordering territories it may attack (PM-54: their holder has two or more). */
  targets: Spot[];
}

function places(b: Board): Place[] {
  return mine(b).map((t) => {
    const f = foes(b, t.id);
    return {
      t,
      cards: known(t),
      foes: f,
      pressure: f.filter((s) => s.owner !== null).length + 0.5 * f.filter((s) => s.owner === null).length,
      targets: f.filter((s) => s.owner === null || exposed(b, s.owner)),
    };
  });
}

function best(candidates: Place[], score: (p: Place) => number): Place | null {
  let top: Place | null = null;
  let topScore = -Infinity;
  for (const p of candidates) {
    const v = score(p);
    if (v > topScore) [top, topScore] = [p, v];
  }
  return top;
}

/** The chance that the best uprising of a kind from this territory succeeds. */
function uprisingChance(b: Board, p: Place, kind: 'revolt' | 'conspiracy'): number {
  let top = 0;
  for (const s of p.targets) {
    if (kind === 'conspiracy' && s.owner === null) continue;
    if (s.t.up.some((c) => kindOf(c.id) === 'colonists')) continue;
    top = Math.max(top, oddsAgainst(b, s, kind, uprisingStrength(kind, s.t)).win);
  }
  return top;
}

function hasFixed(p: Place, kind: Kind): boolean {
  return p.cards.some((c) => kindOf(c) === kind);
}

/** Where a card from hand goes, or null to keep it. `front` is where other seats border, or every territory if none does. */
function spotFor(b: Board, card: string, all: Place[], front: Place[]): Place | null {
  const kind = kindOf(card);
  const junk = () => best(all, (p) => (commanded(p.cards) ? 1 : 0) - p.pressure);
  const leaders = (p: Place) => p.cards.filter((c) => kindOf(c) === 'captain' || kindOf(c) === 'prince').length;
  switch (kind) {
    case 'prince': {
      const unsettled = all.filter((p) => !p.t.stable);
      return best(unsettled.length > 0 ? unsettled : front, (p) => p.pressure - 2 * leaders(p));
    }
    case 'captain':
      return best(front, (p) => p.targets.length + 0.5 * p.pressure - 3 * leaders(p));
    case 'counsellor':
      return best(front, (p) => p.targets.length + 2 * Number(hasFixed(p, 'fortification') || hasFixed(p, 'colonists') || hasFixed(p, 'reform')) + Number(!p.t.stable) - 3 * countKind(p.cards, 'counsellor'));
    case 'citizen':
    case 'mercenary': {
      // PM-13: a second army only where a leader lies.
      const ok = (p: Place) => led(p.cards) || armies(p.cards) === 0;
      return best(front.filter(ok), (p) => (led(p.cards) ? (1.5 + p.pressure + p.targets.length) / (1 + armies(p.cards)) : 0.6 * p.pressure));
    }
    case 'colonists':
    case 'fortification': {
      // PM-45, PM-46, R-38: one of each per territory, fixed by a commander lying there.
      const ok = all.filter((p) => commanded(p.cards) && !hasFixed(p, kind));
      return best(ok, (p) => p.pressure + (kind === 'colonists' && !p.t.stable ? 3 : 0)) ?? junk();
    }
    case 'reform':
      return best(all.filter((p) => commanded(p.cards) && !p.t.stable && !hasFixed(p, 'reform')), (p) => p.pressure) ?? junk();
    case 'revolt':
    case 'conspiracy': {
      const ok = all.filter((p) => commanded(p.cards));
      const top = best(ok, (p) => uprisingChance(b, p, kind) - 0.3 * countKind(p.cards, kind));
      // Withdrawn from where no other seat borders, they never go back there.
      return top && uprisingChance(b, top, kind) > 0 ? top : best(front, (p) => Number(commanded(p.cards)));
    }
    default:
      return card === MACHIAVELLI ? null : junk();
  }
}

/**
 * How many more armies the territories facing others can take (PM-13): any number beside a leader
 * there or on its way there (a Captain in hand; the Prince too unless a territory needs settling),
 * else one on each empty one.
 */
function roomForArmies(b: Board, all: Place[], front: Place[]): number {
  const prince = b.view.players[b.me].prince;
  const settling = all.some((p) => !p.t.stable);
  const coming = (b.view.hand ?? []).some((c) => kindOf(c) === 'captain' || (c === prince && !settling));
  return front.some((p) => led(p.cards)) || coming ? Infinity : front.filter((p) => armies(p.cards) === 0).length;
}

/** PM-13: an army on a territory with two or more armies and no leader. */
function broken(all: Place[], card: string): boolean {
  const p = all.find((x) => x.cards.includes(card));
  return !!p && isArmy(card) && armies(p.cards) >= 2 && !led(p.cards);
}

export function prepareStep(b: Board, actions: readonly string[]): string {
  const listed = (c: string) => actions.includes(c);
  const territory = actions.find((c) => c.startsWith('territory '));
  if (territory) return territory;
  const all = places(b);
  const front = all.filter((p) => p.foes.length > 0);
  const near = front.length > 0 ? front : all;
  const prince = b.view.players[b.me].prince;
  // Armies first, so that no leader leaves armies it held behind unled; and only as many as the
  // places facing others can take (PM-13), so that the hand never ends above the limit (PM-10).
  if (front.length > 0) {
    for (const kind of MOBILE) {
      if ((kind === 'citizen' || kind === 'mercenary') && armies(b.view.hand ?? []) >= roomForArmies(b, all, front)) continue;
      for (const p of all) {
        if (p.foes.length > 0) continue;
        const c = p.cards.find((x) => kindOf(x) === kind && listed(`withdraw ${cardWord(x)}`));
        if (c) return `withdraw ${cardWord(c)}`;
      }
    }
  }
  const home = all.find((p) => p.cards.includes(prince));
  const settle = all.some((p) => !p.t.stable);
  if (home && (settle ? home.t.stable : home.foes.length === 0 && front.length > 0)) {
    const others = home.cards.filter((c) => c !== prince);
    if ((led(others) || armies(others) <= 1) && listed(`withdraw ${cardWord(prince)}`)) return `withdraw ${cardWord(prince)}`;
  }
  const hand = (b.view.hand ?? []).filter((c) => kindOf(c) !== 'territory');
  hand.sort((x, y) => ORDER.indexOf(kindOf(x) ?? 'spy') - ORDER.indexOf(kindOf(y) ?? 'spy') || (x < y ? -1 : 1));
  for (const card of hand) {
    const p = spotFor(b, card, all, near);
    const command = p && `place ${cardWord(card)} ${cardWord(p.t.id)}`;
    if (command && listed(command)) return command;
  }
  if (listed('end')) return 'end';
  const repair = actions.find((c) => c.startsWith('withdraw ') && broken(all, cardOfWord(c.slice(9)) ?? ''));
  return repair ?? (listed('reset') ? 'reset' : actions[0]);
}
