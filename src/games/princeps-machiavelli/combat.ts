import { seatRef, text } from '../../engine/text';
import { canonical, isArmy, isLeader, kindOf, MACHIAVELLI as MQ } from './data';
import { involvedDefenders } from './confrontation';
import { cardList, territoryName, theCard } from './names';
import { findTerritory, isFixed, pickRandom, removeFromHand, takeFrom, toDiscard, toHand } from './table';
import type { Confrontation, Log, PMState, Territory, WindowAnswer } from './state';

/*
 * Resolving an Attack (PM-28 … PM-33, PM-52). The losing side's involved cards: Mercenaries are
 * discarded, Citizens flee or are sacrificed (each sacrifice removes one of the winner's involved
 * armies at random), Captains and Princes go home. Random picks use the match RNG (PM-29, A-16).
 */

/** One side's involved cards on one territory. */
interface Side {
  seat: number;
  territory: Territory;
  cards: string[];
}

/**
 * PM-30 for the loser; returns the winner's involved armies that survive. `k` is the loser's
 * sacrifice (0 when none is possible: Machiavelli, or no winner's army to hit).
 */
export function loserRetreats(s: PMState, loser: Side, winner: Side | null, k: number, log: Log): string[] {
  const t = loser.territory;
  const armies = loser.cards.filter(isArmy);
  const mercenaries = armies.filter((c) => kindOf(c) === 'mercenary');
  const citizens = armies.filter((c) => kindOf(c) === 'citizen').sort(canonical);
  const leaders = loser.cards.filter(isLeader);
  let survivors = winner ? winner.cards.filter(isArmy) : [];
  for (const c of mercenaries) takeFrom(t, c);
  toDiscard(s, mercenaries);
  let sacrificed = 0;
  const hit: string[] = [];
  for (const c of citizens.slice(0, k)) {
    // PM-30: sacrificing stops when the winner has no involved army left.
    if (!winner || survivors.length === 0) break;
    takeFrom(t, c);
    toDiscard(s, [c]);
    sacrificed++;
    const victim = pickRandom(s, survivors);
    survivors = survivors.filter((x) => x !== victim);
    takeFrom(winner.territory, victim);
    toDiscard(s, [victim]);
    hit.push(victim);
  }
  const fleeing = citizens.slice(sacrificed);
  for (const c of [...fleeing, ...leaders]) takeFrom(t, c);
  toHand(s, loser.seat, [...fleeing, ...leaders]);
  log.push({
    text: text('pm.log.retreat', {
      player: seatRef(loser.seat),
      mercenaries: mercenaries.length,
      sacrificed,
      fled: fleeing.length,
      leaders: cardList(leaders),
      nLeaders: leaders.length,
    }),
  });
  for (const victim of hit) log.push({ text: text('pm.log.randomLoss', { card: theCard(victim), player: seatRef(winner?.seat ?? 0) }) });
  return survivors;
}

/**
 * PM-31: the target passes to the attacker, destabilised, with the leader and surviving armies;
 * the defender's other cards go home, Colonists are discarded, a Fortification stays;
 * an independent territory's Conspiracy is discarded (PM-43).
 */
export function conquer(s: PMState, c: Confrontation, survivors: string[], log: Log): void {
  const h = findTerritory(s, c.target);
  const origin = findTerritory(s, c.origin)?.territory;
  if (!h || !origin) return;
  const t = h.territory;
  const home: string[] = [];
  const gone: string[] = [];
  const kept = t.cards.filter((x) => kindOf(x.id) === 'fortification' && x.up);
  for (const x of t.cards) {
    if (kept.includes(x)) continue;
    if (h.owner === null || (kindOf(x.id) === 'colonists' && isFixed(t, x.id))) gone.push(x.id);
    else home.push(x.id);
  }
  toDiscard(s, gone);
  if (h.owner !== null) {
    toHand(s, h.owner, home);
    s.rows[h.owner] = s.rows[h.owner].filter((x) => x !== t);
    if (home.length > 0) log.push({ text: text('pm.log.cardsHome', { player: seatRef(h.owner), n: home.length, target: territoryName(t.id) }) });
  } else {
    s.independents = s.independents.filter((x) => x !== t);
  }
  if (gone.length > 0) log.push({ text: text('pm.log.discarded', { cards: cardList(gone), target: territoryName(t.id) }) });
  const moving = [c.commander, ...survivors];
  for (const x of moving) takeFrom(origin, x);
  // PM-51: taken by force, the territory enters the row destabilised.
  s.rows[c.attacker].push({ id: t.id, stable: false, cards: [...kept, ...moving.map((id) => ({ id, up: true }))] });
  log.push({ text: text('pm.log.conquers', { player: seatRef(c.attacker), target: territoryName(t.id), cards: cardList(moving) }) });
}

export function resolveAttack(s: PMState, c: Confrontation, w1: WindowAnswer, w2: WindowAnswer | null, log: Log): void {
  const origin = findTerritory(s, c.origin)?.territory;
  const target = findTerritory(s, c.target)?.territory;
  if (!origin || !target) return;
  const attacking: Side = { seat: c.attacker, territory: origin, cards: [c.commander, ...c.cards] };
  const defending: Side | null = c.defender === null ? null : { seat: c.defender, territory: target, cards: involvedDefenders(target) };
  // PM-52: Machiavelli wins outright; no strengths, no sacrifices.
  if (w1.machiavelli || w2?.machiavelli) {
    const player = w1.machiavelli ? c.attacker : (c.defender ?? c.attacker);
    removeFromHand(s, player, MQ);
    toDiscard(s, [MQ]);
    log.push({ text: text('pm.log.machiavelli', { player: seatRef(player) }) });
    if (w1.machiavelli) {
      if (defending) loserRetreats(s, defending, null, 0, log);
      conquer(s, c, [...c.cards], log);
    } else {
      loserRetreats(s, attacking, null, 0, log);
      log.push({ text: text('pm.log.attackRepelled', { target: territoryName(c.target) }) });
    }
    return;
  }
  const undefended = defending !== null && c.defenders.length === 0;
  if (c.strength > c.defence) {
    // PM-31: against defending armies the defender retreats first (PM-30), with its sacrifice.
    const survivors = defending && !undefended ? loserRetreats(s, defending, attacking, w2?.sacrifice ?? 0, log) : [...c.cards];
    conquer(s, c, survivors, log);
  } else if (undefended) {
    // PM-28, R-26: no garrison, no losses.
    log.push({ text: text('pm.log.attackFails', { target: territoryName(c.target) }) });
  } else if (c.strength < c.defence) {
    // PM-32: the attacker retreats; conspirators have no army for a sacrifice to hit.
    loserRetreats(s, attacking, defending, defending ? w1.sacrifice : 0, log);
    log.push({ text: text('pm.log.attackRepelled', { target: territoryName(c.target) }) });
  } else {
    // PM-33: one army each, at random; the conspirators lose nothing.
    const lost = [pickRandom(s, c.cards)];
    takeFrom(origin, lost[0]);
    if (defending) {
      lost.push(pickRandom(s, c.defenders));
      takeFrom(target, lost[1]);
    }
    toDiscard(s, lost);
    for (const card of lost) log.push({ text: text('pm.log.tieLoss', { card: theCard(card), owner: seatRef(card === lost[0] ? c.attacker : (c.defender ?? 0)) }) });
    log.push({ text: text('pm.log.tie', { target: territoryName(c.target) }) });
  }
}
