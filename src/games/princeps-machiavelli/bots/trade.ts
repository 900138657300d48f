import { cardOfWord, cardWord, kindOf } from '../data';
import type { OfferView } from '../view';
import { cardValue, cheapestFirst, JUNK } from './cards';
import type { Board } from './board';

/*
 * The good bot at the Draw and Negotiation steps (PM-8, A-4, A-6 … A-9).
 * Draw: it discards what it must, cheapest first, and any card worth less than a fresh draw.
 * Negotiation: it accepts an offer only when what it gets is worth clearly more than what it
 * gives (it answers the wants with its cheapest matching cards), declines every other offer, and
 * may ask a seat for a territory card against a card it has no use for. Every step it takes
 * brings the step nearer its end: it says "done" once nothing is left to answer, and has at most
 * one offer of its own waiting at a time, making each with a chance under one half: every offer
 * wakes one seat, which then offers again less often than not, so the offers die out.
 */

/** What an offer must be worth to the good bot before it accepts it. */
const MARGIN = 1;
/** The chance that the good bot, idle with a card to spare, offers it rather than saying "done". */
const OFFER_CHANCE = 0.3;

function tradable(b: Board): string[] {
  const prince = b.view.players[b.me].prince;
  return (b.view.hand ?? []).filter((c) => c !== prince);
}

export function drawStep(b: Board, actions: readonly string[]): string {
  const d = b.view.draw;
  if (!d) return actions.includes('draw') ? 'draw' : actions[0];
  const order = cheapestFirst(b, tradable(b));
  const plan = order.filter((c, i) => i < d.mustDiscard || cardValue(b, c) < JUNK);
  for (const c of plan) if (!d.marks.includes(c) && actions.includes(`discard ${cardWord(c)}`)) return `discard ${cardWord(c)}`;
  for (const c of d.marks) if (!plan.includes(c) && actions.includes(`keep ${cardWord(c)}`)) return `keep ${cardWord(c)}`;
  return actions.includes('draw') ? 'draw' : actions[0];
}

/** The cards the seat would give to answer an offer's wants (cheapest matching, each once), or null. */
function answersFor(b: Board, o: OfferView): string[] | null {
  const left = cheapestFirst(b, tradable(b));
  const picks: string[] = [];
  // Named territories first, then kinds (as the engine checks them, A-7).
  const wants = [...o.want].sort((x, y) => Number(kindOf(y) === 'territory') - Number(kindOf(x) === 'territory'));
  for (const w of wants) {
    const i = left.findIndex((c) => (kindOf(w) === 'territory' ? c === w : kindOf(c) === w));
    if (i < 0) return null;
    picks.push(left.splice(i, 1)[0]);
  }
  return picks;
}

function worth(b: Board, o: OfferView): number {
  const picks = answersFor(b, o);
  if (!picks) return -Infinity;
  return o.give.reduce((v, c) => v + cardValue(b, c), 0) - picks.reduce((v, c) => v + cardValue(b, c), 0);
}

/** While answering an offer: the cheapest card that answers the next want. */
function nextPick(b: Board, actions: readonly string[]): string {
  const picks = actions.filter((c) => c.startsWith('pick ')).map((c) => cardOfWord(c.slice(5)) ?? '');
  const best = cheapestFirst(b, picks)[0];
  return best ? `pick ${cardWord(best)}` : 'back';
}

/** The card the seat would offer for a territory card: its cheapest card worth less than a fresh draw. */
function spare(b: Board): string | null {
  const c = cheapestFirst(b, tradable(b))[0];
  return c !== undefined && cardValue(b, c) < JUNK ? c : null;
}

function buildOffer(b: Board, draft: OfferView, actions: readonly string[]): string {
  const give = spare(b);
  if (draft.give.length === 0) return give && actions.includes(`give ${cardWord(give)}`) ? `give ${cardWord(give)}` : 'cancel';
  if (draft.want.length === 0 && actions.includes('want territory')) return 'want territory';
  return actions.includes('send') ? 'send' : 'cancel';
}

export function negotiationStep(b: Board, actions: readonly string[], random: () => number): string {
  const n = b.view.negotiation;
  if (!n) return actions[0];
  if (n.accepting) return nextPick(b, actions);
  if (n.draft) return buildOffer(b, n.draft, actions);
  for (const o of n.offers) {
    if (o.to !== b.me) continue;
    const accept = `accept ${o.from + 1} ${o.id}`;
    if (actions.includes(accept) && worth(b, o) >= MARGIN) return accept;
    return `decline ${o.from + 1} ${o.id}`;
  }
  if (!actions.includes('done')) return actions[0];
  // One offer of its own at a time: while one waits for its answer, the seat is done.
  const askable = b.view.players.filter((p) => p.seat !== b.me && actions.includes(`offer ${p.seat + 1}`));
  if (!n.offers.some((o) => o.from === b.me) && spare(b) && askable.length > 0 && random() < OFFER_CHANCE) {
    // The seat with the most cards in hand is the likeliest to hold a territory card.
    const to = askable.reduce((x, y) => (y.handCount > x.handCount ? y : x));
    return `offer ${to.seat + 1}`;
  }
  return 'done';
}
