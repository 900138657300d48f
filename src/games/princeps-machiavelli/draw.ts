import { seatRef, text } from '../../engine/text';
import { canonical, cardOfWord, cardWord } from './data';
import { cardList } from './names';
import { drawOne, drawTarget, handSize, removeFromHand, sortCards, toDiscard, toHand } from './table';
import { turnOrder, type Log, type PMState } from './state';

/*
 * Phase 1, Draw (PM-7 … PM-10, A-4, A-5). Every seat puts its discards together in private
 * (`discard <card>`, `keep <card>`), then submits them (`draw`); when all have submitted, the
 * engine processes the seats in turn order: discards to the pile, then the draw up to the target.
 */

export function openDraw(s: PMState): void {
  s.phase = 'draw';
  s.draw = { marks: Array.from({ length: s.seats }, () => []), submitted: Array.from({ length: s.seats }, () => false) };
  // the standing preference submits an empty list whenever no discard is mandatory.
  for (let seat = 0; seat < s.seats; seat++) {
    if (s.noDiscards[seat] && mustDiscard(s, seat) === 0) s.draw.submitted[seat] = true;
  }
}

/** PM-8 step 2: how many cards the seat must discard at least. */
export function mustDiscard(s: PMState, seat: number): number {
  return Math.max(0, handSize(s, seat) - drawTarget(s, seat));
}

export function drawOptions(s: PMState, seat: number): string[] {
  const step = s.draw;
  if (!step || step.submitted[seat]) return [];
  const marks = step.marks[seat];
  const out: string[] = [];
  for (const card of s.hands[seat]) {
    // the Prince card is never discarded.
    if (card === s.princes[seat]) continue;
    out.push(`${marks.includes(card) ? 'keep' : 'discard'} ${cardWord(card)}`);
  }
  if (handSize(s, seat) - marks.length <= drawTarget(s, seat)) out.push('draw');
  if (marks.length === 0 && mustDiscard(s, seat) === 0 && !s.noDiscards[seat]) out.push('draw always');
  return out;
}

export function performDraw(s: PMState, seat: number, words: string[], log: Log): void {
  const step = s.draw;
  if (!step) return;
  const marks = step.marks[seat];
  const card = cardOfWord(words[1] ?? '');
  if (words[0] === 'discard' && card) {
    marks.push(card);
    marks.sort(canonical);
  } else if (words[0] === 'keep' && card) {
    marks.splice(marks.indexOf(card), 1);
  } else if (words[0] === 'draw') {
    if (words[1] === 'always') {
      s.noDiscards[seat] = true;
      log.push({ text: text('pm.log.autodrawOn'), to: [seat] });
    }
    step.submitted[seat] = true;
    log.push({ text: text('pm.log.drawSubmitted', { cards: cardList(marks) }), to: [seat] });
  }
}

export function allSubmitted(s: PMState): boolean {
  return s.draw !== null && s.draw.submitted.every(Boolean);
}

/** A-4, PM-8, PM-9: discards and draws, seat by seat in turn order. */
export function processDraws(s: PMState, log: Log): void {
  const step = s.draw;
  if (!step) return;
  for (const seat of turnOrder(s)) {
    const marks = step.marks[seat];
    for (const card of marks) removeFromHand(s, seat, card);
    toDiscard(s, marks);
    const drawn: string[] = [];
    while (handSize(s, seat) + drawn.length < drawTarget(s, seat)) {
      const { card, reshuffled } = drawOne(s);
      if (reshuffled) log.push({ text: text('pm.log.reshuffle', { n: s.deck.length + (card ? 1 : 0) }) });
      if (!card) break;
      drawn.push(card);
    }
    toHand(s, seat, drawn);
    const drew = marks.length > 0 ? text('pm.log.discardedAndDrew', { player: seatRef(seat), discards: cardList(marks), n: drawn.length }) : text('pm.log.drew', { player: seatRef(seat), n: drawn.length });
    log.push({ text: drew });
    if (drawn.length > 0) log.push({ text: text('pm.log.youDrew', { cards: cardList(sortCards(drawn)) }), to: [seat] });
  }
  s.draw = null;
  // §1.3, PM-9: in `deck` mode a Draw phase that ends with the deck empty makes this the last round.
  if (s.length.mode === 'deck' && s.deck.length === 0) {
    s.lastRound = true;
    log.push({ text: text('pm.log.deckOut') });
  }
}
