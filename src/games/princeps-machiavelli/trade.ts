import { seatRef, text } from '../../engine/text';
import { HAND_LIMIT, kindOf, type Kind } from './data';
import { cardList, wantList } from './names';
import { handSize, removeFromHand, toHand } from './table';
import type { Log, Negotiation, Offer, PMState } from './state';

/*
 * Trade offers: what an offer may ask for, whether a hand can answer it, and the swap.
 * Offers reserve nothing; when a card an offer gives leaves its proposer's hand, the offer lapses.
 */

/** the kinds an offer may ask for; never a Prince. `territory` is any territory card. */
export const WANTABLE: readonly Kind[] = [
  'territory',
  'counsellor',
  'captain',
  'mercenary',
  'citizen',
  'revolt',
  'conspiracy',
  'spy',
  'reform',
  'colonists',
  'fortification',
  'punishment',
  'machiavelli',
];

/** Whether a card answers a want: its kind, or the very territory named. */
export function answers(want: string, card: string): boolean {
  return kindOf(want) === 'territory' ? card === want : kindOf(card) === want;
}

/** Whether `cards` can answer every want, each card once (counting per kind; territories by name first). */
export function canAnswer(wants: readonly string[], cards: readonly string[]): boolean {
  const left = [...cards];
  const named = wants.filter((w) => kindOf(w) === 'territory');
  for (const w of named) {
    const i = left.indexOf(w);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  const need = new Map<string, number>();
  for (const w of wants) if (kindOf(w) !== 'territory') need.set(w, (need.get(w) ?? 0) + 1);
  for (const [kind, n] of need) if (left.filter((c) => kindOf(c) === kind).length < n) return false;
  return true;
}

/** The cards of a hand that may change owner: all but the Prince. */
export function tradable(s: PMState, seat: number): string[] {
  return s.hands[seat].filter((c) => c !== s.princes[seat]);
}

/** the hand sizes after the swap, proposer first. */
export function sizesAfter(s: PMState, o: Offer): [number, number] {
  return [handSize(s, o.from) - o.give.length + o.want.length, handSize(s, o.to) - o.want.length + o.give.length];
}

export function withinLimit(s: PMState, o: Offer): boolean {
  const [a, b] = sizesAfter(s, o);
  return a <= HAND_LIMIT && b <= HAND_LIMIT;
}

/** Whether the recipient may accept now: it can answer the wants and both hands stay within 12. */
export function acceptable(s: PMState, o: Offer): boolean {
  return withinLimit(s, o) && o.give.every((c) => s.hands[o.from].includes(c)) && canAnswer(o.want, tradable(s, o.to));
}

export function findOffer(n: Negotiation, from: number, to: number, id: number): Offer | undefined {
  return n.offers.find((o) => o.from === from && o.to === to && o.id === id);
}

export function removeOffer(n: Negotiation, o: Offer): void {
  n.offers = n.offers.filter((x) => x !== o);
  // A draft answering a withdrawn or lapsed offer goes with it.
  const d = n.drafts[o.to];
  if (d?.kind === 'accept' && d.from === o.from && d.offer === o.id) n.drafts[o.to] = null;
}

/** the swap, at once; everyone learns the counts, the two players the cards. */
export function executeTrade(s: PMState, n: Negotiation, o: Offer, picks: string[], log: Log): void {
  for (const c of o.give) removeFromHand(s, o.from, c);
  for (const c of picks) removeFromHand(s, o.to, c);
  toHand(s, o.from, picks);
  toHand(s, o.to, o.give);
  removeOffer(n, o);
  log.push({ text: text('pm.log.traded', { a: seatRef(o.from), b: seatRef(o.to), x: o.give.length, y: picks.length }) });
  log.push({
    text: text('pm.log.tradedCards', { a: seatRef(o.from), b: seatRef(o.to), gave: cardList(o.give), got: cardList(picks) }),
    to: [o.from, o.to],
  });
  lapseStale(s, n, log);
}

/** an offer whose proposer no longer holds a card it gives lapses; drafts lose cards that left a hand. */
export function lapseStale(s: PMState, n: Negotiation, log: Log): void {
  for (const o of [...n.offers]) {
    if (o.give.every((c) => s.hands[o.from].includes(c))) continue;
    removeOffer(n, o);
    log.push({ text: text('pm.log.offerLapsed', { from: seatRef(o.from), to: seatRef(o.to), id: o.id }), to: [o.from, o.to] });
  }
  n.drafts = n.drafts.map((d, seat) => {
    if (d?.kind === 'offer') return { ...d, give: d.give.filter((c) => s.hands[seat].includes(c)) };
    if (d?.kind === 'accept' && !d.picks.every((c) => s.hands[seat].includes(c))) return { ...d, picks: [] };
    return d;
  });
}

/** The offer as its two players read it. */
export function offerText(o: Offer) {
  return { from: seatRef(o.from), to: seatRef(o.to), id: o.id, give: cardList(o.give), want: wantList(o.want) };
}
