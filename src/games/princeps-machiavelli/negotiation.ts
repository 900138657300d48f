import { seatRef, text } from '../../engine/text';
import { cardOfWord, cardWord, HAND_LIMIT, kindOf, TERRITORIES } from './data';
import { settingsOptions } from './settings';
import { acceptable, answers, canAnswer, executeTrade, findOffer, offerText, removeOffer, tradable, WANTABLE, withinLimit } from './trade';
import type { Log, Negotiation, PMState } from './state';

/*
 * Phase 2, Negotiation (PM-11, A-6 … A-9): open-ended and simultaneous. Commands:
 *   offer 2                start an offer to Player 2, then
 *     give me01 | ungive me01 | want captain | want firenze | unwant captain | send | cancel
 *   accept 2 1             answer offer 1 from Player 2 (with `pick <card>` per want, or `back`)
 *   decline 2 1 | withdraw 3 1
 *   done | resume          declare "done", take it back
 * Everything here is between the seats concerned; only an executed trade's counts are public.
 */

export function openNegotiation(s: PMState): void {
  s.phase = 'negotiation';
  s.negotiation = {
    done: Array.from({ length: s.seats }, () => false),
    offers: [],
    sent: Array.from({ length: s.seats }, () => Array.from({ length: s.seats }, () => 0)),
    drafts: Array.from({ length: s.seats }, () => null),
  };
}

/** A want may be at most this long: the recipient gives at most its hand minus the Prince. */
const MAX_WANTS = HAND_LIMIT - 1;

/** Territory cards that can be in a hand: those in no row and not independent. */
function namableTerritories(s: PMState): string[] {
  const onTable = new Set<string>();
  for (const row of [...s.rows, s.independents]) for (const t of row) onTable.add(t.id);
  return TERRITORIES.map((t) => t.id).filter((id) => !onTable.has(id));
}

export function negotiationOptions(s: PMState, seat: number): string[] {
  const n = s.negotiation;
  if (!n) return [];
  if (n.done[seat]) return ['resume'];
  const d = n.drafts[seat];
  if (d?.kind === 'offer') {
    const out = tradable(s, seat).map((c) => `${d.give.includes(c) ? 'ungive' : 'give'} ${cardWord(c)}`);
    if (d.want.length < MAX_WANTS) {
      for (const kind of WANTABLE) out.push(`want ${kind}`);
      for (const id of namableTerritories(s)) if (!d.want.includes(id)) out.push(`want ${cardWord(id)}`);
    }
    for (const w of new Set(d.want)) out.push(`unwant ${kindOf(w) === 'territory' ? cardWord(w) : w}`);
    if (d.give.length + d.want.length > 0) out.push('send');
    out.push('cancel');
    return out;
  }
  if (d?.kind === 'accept') {
    const o = findOffer(n, d.from, seat, d.offer);
    if (!o) return ['back'];
    const want = o.want[d.picks.length];
    const free = tradable(s, seat).filter((c) => !d.picks.includes(c));
    const rest = o.want.slice(d.picks.length + 1);
    // the last pick executes the swap, so it is offered only while both hands stay within 12.
    if (rest.length === 0 && !withinLimit(s, o)) return ['back'];
    const out = free.filter((c) => answers(want, c) && canAnswer(rest, free.filter((x) => x !== c))).map((c) => `pick ${cardWord(c)}`);
    out.push('back');
    return out;
  }
  const out: string[] = [];
  for (let other = 0; other < s.seats; other++) if (other !== seat) out.push(`offer ${other + 1}`);
  for (const o of n.offers) {
    if (o.to === seat) {
      if (acceptable(s, o)) out.push(`accept ${o.from + 1} ${o.id}`);
      out.push(`decline ${o.from + 1} ${o.id}`);
    }
    if (o.from === seat) out.push(`withdraw ${o.to + 1} ${o.id}`);
  }
  out.push('done', ...settingsOptions(s, seat));
  return out;
}

/** The parts of a `want` or `unwant` word: a kind, or a territory's id. */
function wantOf(word: string): string | null {
  if ((WANTABLE as readonly string[]).includes(word)) return word;
  const card = cardOfWord(word);
  return card && kindOf(card) === 'territory' ? card : null;
}

export function performNegotiation(s: PMState, seat: number, words: string[], log: Log): void {
  const n = s.negotiation;
  if (!n) return;
  const d = n.drafts[seat];
  const [verb, a, b] = words;
  switch (verb) {
    case 'offer':
      n.drafts[seat] = { kind: 'offer', to: Number(a) - 1, give: [], want: [] };
      return;
    case 'give':
    case 'ungive': {
      const card = cardOfWord(a);
      if (d?.kind !== 'offer' || !card) return;
      d.give = verb === 'give' ? [...d.give, card].sort() : d.give.filter((c) => c !== card);
      return;
    }
    case 'want':
    case 'unwant': {
      const w = wantOf(a);
      if (d?.kind !== 'offer' || !w) return;
      if (verb === 'want') d.want.push(w);
      else d.want.splice(d.want.indexOf(w), 1);
      return;
    }
    case 'send':
      if (d?.kind === 'offer') send(n, seat, d.to, d.give, d.want, log);
      return;
    case 'cancel':
    case 'back':
      n.drafts[seat] = null;
      return;
    case 'accept':
      accept(s, n, seat, Number(a) - 1, Number(b), log);
      return;
    case 'pick':
      pick(s, n, seat, cardOfWord(a) ?? '', log);
      return;
    case 'decline':
    case 'withdraw': {
      const o = verb === 'decline' ? findOffer(n, Number(a) - 1, seat, Number(b)) : findOffer(n, seat, Number(a) - 1, Number(b));
      if (!o) return;
      removeOffer(n, o);
      log.push({ text: text(verb === 'decline' ? 'pm.log.offerDeclined' : 'pm.log.offerWithdrawn', offerText(o)), to: [o.from, o.to] });
      return;
    }
    case 'done':
      n.done[seat] = true;
      log.push({ text: text('pm.log.youAreDone'), to: [seat] });
      return;
    case 'resume':
      n.done[seat] = false;
      log.push({ text: text('pm.log.youResume'), to: [seat] });
      return;
  }
}

/** the offer reaches its recipient, whose "done" it clears. */
function send(n: Negotiation, from: number, to: number, give: string[], want: string[], log: Log): void {
  n.sent[from][to] += 1;
  const o = { id: n.sent[from][to], from, to, give: [...give], want: [...want] };
  n.offers.push(o);
  n.drafts[from] = null;
  n.done[to] = false;
  log.push({ text: text('pm.log.offerSent', offerText(o)), to: [from, to] });
}

function accept(s: PMState, n: Negotiation, seat: number, from: number, id: number, log: Log): void {
  const o = findOffer(n, from, seat, id);
  if (!o) return;
  if (o.want.length === 0) executeTrade(s, n, o, [], log);
  else n.drafts[seat] = { kind: 'accept', from, offer: id, picks: [] };
}

/** The last pick completes the acceptance: the swap executes at once. */
function pick(s: PMState, n: Negotiation, seat: number, card: string, log: Log): void {
  const d = n.drafts[seat];
  if (d?.kind !== 'accept') return;
  const o = findOffer(n, d.from, seat, d.offer);
  if (!o) return;
  d.picks.push(card);
  if (d.picks.length < o.want.length) return;
  const picks = d.picks;
  n.drafts[seat] = null;
  executeTrade(s, n, o, picks, log);
}

/** when every seat is done at once the phase ends and pending offers lapse. */
export function allDone(s: PMState): boolean {
  return s.negotiation !== null && s.negotiation.done.every(Boolean);
}

export function closeNegotiation(s: PMState, log: Log): void {
  const n = s.negotiation;
  if (!n) return;
  for (const o of n.offers) log.push({ text: text('pm.log.offerLapsed', { from: seatRef(o.from), to: seatRef(o.to), id: o.id }), to: [o.from, o.to] });
  s.negotiation = null;
  log.push({ text: text('pm.log.negotiationEnds') });
}
