import { randomInt, shuffle } from '../../engine/rng';
import { canonical, DRAW_BONUS, HAND_LIMIT, isArmy, isLeader, kindOf, type Kind } from './data';
import type { PMState, Placed, Territory } from './state';

/*
 * Where the cards are, and the counts the rules are written in (§0.3): hand size, draw target,
 * stacks, owners. Every function here reads or moves cards; none decides a rule on its own.
 */

/** A territory on the table and who holds it: a seat, or null for an independent territory. */
export interface Holding {
  owner: number | null;
  territory: Territory;
}

export function findTerritory(s: PMState, id: string): Holding | null {
  for (let seat = 0; seat < s.seats; seat++) {
    const t = s.rows[seat].find((x) => x.id === id);
    if (t) return { owner: seat, territory: t };
  }
  const t = s.independents.find((x) => x.id === id);
  return t ? { owner: null, territory: t } : null;
}

/** The territory a card lies on, and its owner, or null if it lies on none. */
export function whereIs(s: PMState, card: string): Holding | null {
  for (let seat = 0; seat < s.seats; seat++) {
    for (const t of s.rows[seat]) if (t.cards.some((c) => c.id === card)) return { owner: seat, territory: t };
  }
  for (const t of s.independents) if (t.cards.some((c) => c.id === card)) return { owner: null, territory: t };
  return null;
}

export function ownerOfPrince(s: PMState, card: string): number {
  return s.princes.indexOf(card);
}

/** PM-7, R-7: the Prince card always counts as a hand card, wherever it lies. */
export function princeOnTable(s: PMState, seat: number): boolean {
  return !s.hands[seat].includes(s.princes[seat]);
}

/** §0.3: counted hand size (HS). */
export function handSize(s: PMState, seat: number): number {
  return s.hands[seat].length + (princeOnTable(s, seat) ? 1 : 0);
}

/** PM-7: draw target (DT) = min(territories in the row + 4, 12). */
export function drawTarget(s: PMState, seat: number): number {
  return Math.min(s.rows[seat].length + DRAW_BONUS, HAND_LIMIT);
}

export function ids(cards: readonly Placed[]): string[] {
  return cards.map((c) => c.id);
}

export function armiesOn(t: Territory): string[] {
  return t.cards.filter((c) => isArmy(c.id)).map((c) => c.id);
}

/**
 * §0.3: a territory is led when its stack holds a Captain or the owner's Prince. Captains carry no
 * owner mark: any Captain on a player's territory is that player's.
 */
export function isLed(t: Territory): boolean {
  return t.cards.some((c) => isLeader(c.id));
}

export function holds(t: Territory, card: string): boolean {
  return t.cards.some((c) => c.id === card);
}

export function isFaceUp(t: Territory, card: string): boolean {
  return t.cards.some((c) => c.id === card && c.up);
}

/** PM-45, PM-46: a Fortification or Colonists card fixed face up on the territory. */
export function fixedCard(t: Territory, kind: 'fortification' | 'colonists'): string | null {
  return t.cards.find((c) => c.up && kindOf(c.id) === kind)?.id ?? null;
}

export function isFixed(t: Territory, card: string): boolean {
  const k = kindOf(card);
  return (k === 'fortification' || k === 'colonists') && isFaceUp(t, card);
}

/** Turns cards face up. A placed card is never changed in place (states share them: cloneState). */
export function reveal(t: Territory, cards: readonly string[]): void {
  t.cards = t.cards.map((c) => (!c.up && cards.includes(c.id) ? { id: c.id, up: true } : c));
}

export function takeFrom(t: Territory, card: string): void {
  const i = t.cards.findIndex((c) => c.id === card);
  if (i >= 0) t.cards.splice(i, 1);
}

export function sortCards(cards: string[]): string[] {
  return cards.sort(canonical);
}

export function toHand(s: PMState, seat: number, cards: readonly string[]): void {
  s.hands[seat].push(...cards);
  sortCards(s.hands[seat]);
}

export function removeFromHand(s: PMState, seat: number, card: string): void {
  const i = s.hands[seat].indexOf(card);
  if (i >= 0) s.hands[seat].splice(i, 1);
}

/** Discards go face up on top of the pile (PM-8, R-10), in canonical order when several go at once. */
export function toDiscard(s: PMState, cards: readonly string[]): void {
  s.discard.push(...[...cards].sort(canonical));
}

/** PM-29, A-16: a random pick lists the cards in canonical order and takes index rng.int(0, n−1). */
export function pickRandom(s: PMState, cards: readonly string[]): string {
  const sorted = [...cards].sort(canonical);
  return sorted[randomInt(s.rng, sorted.length)];
}

/** shuffles are Fisher–Yates over the cards in canonical order. */
export function shuffleCards(s: PMState, cards: readonly string[]): string[] {
  return shuffle(s.rng, [...cards].sort(canonical));
}

/**
 * Draws one card (PM-9): in `rounds` mode an empty deck is replaced by the shuffled discard pile;
 * in `deck` mode there is no reshuffle. Returns null when nothing can be drawn, and whether the
 * pile was reshuffled.
 */
export function drawOne(s: PMState): { card: string | null; reshuffled: boolean } {
  let reshuffled = false;
  if (s.deck.length === 0 && s.length.mode === 'rounds' && s.discard.length > 0) {
    s.deck = shuffleCards(s, s.discard);
    s.discard = [];
    reshuffled = true;
  }
  return { card: s.deck.shift() ?? null, reshuffled };
}

/** All the cards of a seat's row, lying on its territories. */
export function cardsOnRow(row: readonly Territory[]): string[] {
  return row.flatMap((t) => ids(t.cards));
}

/** The first card of a kind in a stack, in canonical order (A-16: the engine picks in canonical order). */
export function firstOfKind(t: Territory, kind: Kind, faceDownOnly = false): string | null {
  const found = t.cards.filter((c) => kindOf(c.id) === kind && !(faceDownOnly && c.up)).map((c) => c.id);
  return found.sort(canonical)[0] ?? null;
}
