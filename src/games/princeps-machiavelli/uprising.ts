import { seatRef, text } from '../../engine/text';
import { isCommander, kindOf, MACHIAVELLI } from './data';
import { cardList, territoryName, theCard } from './names';
import { findTerritory, removeFromHand, reveal, takeFrom, toDiscard, toHand, whereIs } from './table';
import type { Confrontation, Log, PMState, WindowAnswer } from './state';

/*
 * Resolving a Revolt or a Conspiracy (PM-38 … PM-43, PM-50, PM-52). The commander never moves
 * no sacrifice is possible.
 */

export function resolveUprising(s: PMState, c: Confrontation, w1: WindowAnswer, w2: WindowAnswer | null, log: Log): void {
  const origin = findTerritory(s, c.origin)?.territory;
  if (!origin) return;
  const card = c.cards[0];
  const target = territoryName(c.target);
  if (w1.machiavelli || w2?.machiavelli) {
    const player = w1.machiavelli ? c.attacker : (c.defender ?? c.attacker);
    removeFromHand(s, player, MACHIAVELLI);
    toDiscard(s, [MACHIAVELLI]);
    log.push({ text: text('pm.log.machiavelli', { player: seatRef(player) }) });
    if (w1.machiavelli) return succeed(s, c, log);
  } else if (w2?.punishment) {
    // PM-50: both cards discarded; the enabling Counsellor or Prince turns face up, not exhausted.
    const ep = w2.punishment;
    const t = whereIs(s, ep)?.territory;
    if (t && c.defender !== null) {
      const defender = c.defender;
      const enabler = t.cards.map((x) => x.id).filter((id) => isCommander(id) && (kindOf(id) === 'counsellor' || id === s.princes[defender])).sort()[0];
      reveal(t, [enabler]);
      takeFrom(t, ep);
      toDiscard(s, [ep]);
      log.push({ text: text('pm.log.punishment', { player: seatRef(defender), commander: theCard(enabler), territory: territoryName(t.id), target }) });
    }
  } else if (c.strength > c.defence) {
    return succeed(s, c, log);
  }
  // PM-38: the uprising card is discarded and nothing else happens.
  takeFrom(origin, card);
  toDiscard(s, [card]);
  log.push({ text: text('pm.log.uprisingFails', { kind: c.kind, target }) });
}

/** PM-39 … PM-41, PM-43. */
function succeed(s: PMState, c: Confrontation, log: Log): void {
  const origin = findTerritory(s, c.origin)?.territory;
  const h = findTerritory(s, c.target);
  if (!origin || !h) return;
  const t = h.territory;
  const card = c.cards[0];
  takeFrom(origin, card);
  const fort = t.cards.filter((x) => kindOf(x.id) === 'fortification' && x.up);
  const others = t.cards.filter((x) => !fort.includes(x)).map((x) => x.id);
  if (h.owner !== null) {
    // PM-39, R-35: Mercenaries among the defenders are discarded, everything else goes home.
    const mercenaries = others.filter((id) => kindOf(id) === 'mercenary' && c.defenders.includes(id));
    const home = others.filter((id) => !mercenaries.includes(id));
    toDiscard(s, mercenaries);
    toHand(s, h.owner, home);
    s.rows[h.owner] = s.rows[h.owner].filter((x) => x !== t);
    log.push({ text: text('pm.log.uprisingLosses', { player: seatRef(h.owner), mercenaries: cardList(mercenaries), n: mercenaries.length, home: home.length, target: territoryName(t.id) }) });
  } else {
    // PM-43: the conspirators are discarded.
    toDiscard(s, others);
    s.independents = s.independents.filter((x) => x !== t);
  }
  if (c.kind === 'revolt') {
    // PM-40: the Revolt is discarded; the territory joins the attacker's row destabilised.
    toDiscard(s, [card]);
    s.rows[c.attacker].push({ id: t.id, stable: false, cards: fort });
    log.push({ text: text('pm.log.revoltSucceeds', { player: seatRef(c.attacker), target: territoryName(t.id) }) });
  } else {
    // PM-41: the territory becomes independent with the conspirators and any Fortification.
    s.independents.push({ id: t.id, stable: true, cards: [{ id: card, up: true }, ...fort] });
    log.push({ text: text('pm.log.conspiracySucceeds', { target: territoryName(t.id) }) });
  }
}
