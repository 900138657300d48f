import { seatRef, text } from '../../engine/text';
import { cardList, territoryName, theCard } from './names';
import { findTerritory, firstOfKind, reveal, takeFrom, toDiscard, whereIs } from './table';
import type { Log, PMState } from './state';

/*
 * Domestic policy and the Spy (PM-44 … PM-49): a Counsellor or the Prince acts on the territory it
 * lies on with a card of its own stack; the Prince alone may Stabilise. No window opens.
 * The acting command card turns face up and is exhausted (PM-17, PM-21).
 */

export function performDomestic(s: PMState, seat: number, verb: string, commander: string, target: string, log: Log): void {
  const t = whereIs(s, commander)?.territory;
  if (!t) return;
  s.exhausted.push(commander);
  reveal(t, [commander]);
  const here = territoryName(t.id);
  const who = { player: seatRef(seat), commander: theCard(commander), territory: here };
  switch (verb) {
    case 'fortify': {
      // PM-45: fixed face up for good.
      const card = firstOfKind(t, 'fortification', true) ?? '';
      reveal(t, [card]);
      log.push({ text: text('pm.log.fortify', who) });
      return;
    }
    case 'colonists': {
      // PM-46, R-39: fixed face up; a destabilised territory becomes stable at once.
      const card = firstOfKind(t, 'colonists', true) ?? '';
      reveal(t, [card]);
      const stabilised = !t.stable;
      t.stable = true;
      log.push({ text: text(stabilised ? 'pm.log.colonistsStable' : 'pm.log.colonists', who) });
      return;
    }
    case 'reform': {
      // PM-47, R-40: one-shot; the Legal Reform is discarded.
      const card = firstOfKind(t, 'reform') ?? '';
      takeFrom(t, card);
      toDiscard(s, [card]);
      t.stable = true;
      log.push({ text: text('pm.log.reform', who) });
      return;
    }
    case 'stabilise':
      // PM-49: the Prince spends its action and does nothing else.
      t.stable = true;
      log.push({ text: text('pm.log.stabilise', who) });
      return;
    case 'spy': {
      // PM-48, R-41: only the spy's owner sees the face-down cards, which stay face down.
      const card = firstOfKind(t, 'spy') ?? '';
      takeFrom(t, card);
      toDiscard(s, [card]);
      const h = findTerritory(s, target);
      if (!h) return;
      log.push({ text: text('pm.log.spy', { ...who, target: territoryName(target), owner: seatRef(h.owner ?? seat) }) });
      const hidden = h.territory.cards.filter((c) => !c.up).map((c) => c.id);
      log.push({ text: text('pm.log.spyReport', { target: territoryName(target), cards: cardList(hidden) }), to: [seat] });
      return;
    }
  }
}
