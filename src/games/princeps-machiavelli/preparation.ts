import { seatRef, text, type Text } from '../../engine/text';
import { cardOfWord, cardWord, HAND_LIMIT, isArmy, kindOf } from './data';
import { cardList, territoryList, territoryName, theCard } from './names';
import { armiesOn, isFixed, isLed, sortCards } from './table';
import { turnOrder, type Log, type PMState, type Preparation, type Territory } from './state';

/*
 * Phase 3, Preparation (PM-12 … PM-15, A-10): one seat at a time, in turn order. The seat builds
 * its submission in small steps on a private copy of its hand and row:
 *   withdraw <card>        take a card that is not fixed back from one of its territories
 *   territory <name>       put a territory card from hand at the end of the row, stable
 *   place <card> <name>    put a card from hand face down on one of its territories
 *   reset | end            start again | submit (checked as a whole: PM-13 and the hand limit)
 * Nobody else sees any of it until `end`, which applies the submission at once.
 */

export function openPreparation(s: PMState, turn: number): void {
  s.phase = 'preparation';
  const seat = turnOrder(s)[turn];
  s.preparation = { turn, changed: false, hand: s.hands[seat].slice(), row: s.rows[seat].map(copyTerritory) };
}

function copyTerritory(t: Territory): Territory {
  return { id: t.id, stable: t.stable, cards: t.cards.slice() };
}

export function preparingSeat(s: PMState): number | null {
  return s.preparation ? turnOrder(s)[s.preparation.turn] : null;
}

/** HS of the draft: its hand, plus the Prince if the draft put it on a territory. */
export function draftHandSize(s: PMState, seat: number, p: Preparation): number {
  return p.hand.length + (p.hand.includes(s.princes[seat]) ? 0 : 1);
}

/** A reason the draft may not be submitted, and the territory it is about (none for the hand limit). */
export interface PreparationProblem {
  reason: Text;
  territory?: string;
}

/** Every reason the draft may not be submitted: PM-13 per territory, then the hand limit (PM-10). */
export function preparationProblems(s: PMState, seat: number, p: Preparation): PreparationProblem[] {
  const out: PreparationProblem[] = [];
  for (const t of p.row) {
    const armies = armiesOn(t).length;
    if (armies >= 2 && !isLed(t)) out.push({ reason: text('pm.refuse.unledArmies', { territory: territoryName(t.id), n: armies }), territory: t.id });
  }
  const hs = draftHandSize(s, seat, p);
  if (hs > HAND_LIMIT) out.push({ reason: text('pm.refuse.handLimit', { n: hs, limit: HAND_LIMIT }) });
  return out;
}

/** Why the draft may not be submitted, in words (the first reason), or null. */
export function preparationProblem(s: PMState, seat: number, p: Preparation): Text | null {
  return preparationProblems(s, seat, p)[0]?.reason ?? null;
}

export function preparationOptions(s: PMState, seat: number): string[] {
  const p = s.preparation;
  if (!p || preparingSeat(s) !== seat) return [];
  const out: string[] = [];
  for (const t of p.row) for (const c of t.cards) if (!isFixed(t, c.id)) out.push(`withdraw ${cardWord(c.id)}`);
  for (const card of p.hand) if (kindOf(card) === 'territory') out.push(`territory ${cardWord(card)}`);
  for (const card of p.hand) {
    if (kindOf(card) === 'territory') continue;
    // any other card may go on any own territory, even where it can never be used.
    for (const t of p.row) out.push(`place ${cardWord(card)} ${cardWord(t.id)}`);
  }
  if (p.changed) out.push('reset');
  if (preparationProblem(s, seat, p) === null) out.push('end');
  return out;
}

export function performPreparation(s: PMState, seat: number, words: string[], log: Log): void {
  const p = s.preparation;
  if (!p) return;
  const card = cardOfWord(words[1] ?? '') ?? '';
  p.changed = true;
  switch (words[0]) {
    case 'withdraw': {
      const t = p.row.find((x) => x.cards.some((c) => c.id === card));
      if (!t) return;
      // PM-15: a card that leaves its territory is hidden again when placed anew.
      t.cards = t.cards.filter((c) => c.id !== card);
      p.hand = sortCards([...p.hand, card]);
      log.push({ text: text('pm.log.prepWithdraw', { card: theCard(card), territory: territoryName(t.id) }), to: [seat] });
      return;
    }
    case 'territory':
      p.hand = p.hand.filter((c) => c !== card);
      p.row.push({ id: card, stable: true, cards: [] });
      log.push({ text: text('pm.log.prepTerritory', { territory: territoryName(card) }), to: [seat] });
      return;
    case 'place': {
      const t = p.row.find((x) => x.id === cardOfWord(words[2] ?? ''));
      if (!t) return;
      p.hand = p.hand.filter((c) => c !== card);
      t.cards.push({ id: card, up: false });
      log.push({ text: text('pm.log.prepPlace', { card: theCard(card), territory: territoryName(t.id) }), to: [seat] });
      return;
    }
    case 'reset':
      openPreparation(s, p.turn);
      log.push({ text: text('pm.log.prepReset'), to: [seat] });
      return;
    case 'end':
      submit(s, seat, p, log);
      return;
  }
}

/** the submission applies at once; everyone sees the new territories and face-down counts. */
function submit(s: PMState, seat: number, p: Preparation, log: Log): void {
  const before = s.rows[seat];
  const added = p.row.filter((t) => !before.some((b) => b.id === t.id)).map((t) => t.id);
  // Face-up cards that left their territory are seen leaving by all.
  const seenLeaving: string[] = [];
  for (const b of before) {
    const after = p.row.find((t) => t.id === b.id);
    for (const c of b.cards) if (c.up && !after?.cards.some((x) => x.id === c.id && x.up)) seenLeaving.push(c.id);
  }
  const placed = p.row.reduce((n, t) => n + t.cards.length, 0) - before.reduce((n, t) => n + t.cards.length, 0);
  s.hands[seat] = p.hand;
  s.rows[seat] = p.row;
  log.push({ text: text('pm.log.prepared', { player: seatRef(seat), n: added.length, territories: territoryList(added) }) });
  if (seenLeaving.length > 0) log.push({ text: text('pm.log.prepTookBack', { player: seatRef(seat), cards: cardList(seenLeaving) }) });
  log.push({ text: text('pm.log.prepCount', { player: seatRef(seat), n: Math.abs(placed), more: placed >= 0 ? 'more' : 'fewer' }) });
  const armies = p.row.reduce((n, t) => n + t.cards.filter((c) => isArmy(c.id)).length, 0);
  log.push({ text: text('pm.log.prepSummary', { armies, cards: cardList(p.hand) }), to: [seat] });
}
