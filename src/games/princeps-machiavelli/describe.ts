import { seatRef, text } from '../../engine/text';
import type { CommandInfo } from '../../engine/types';
import { cardOfWord, TERRITORY_BY_ID } from './data';
import { cardList, territoryName, theCard, wantList, wantName } from './names';
import { drawTarget } from './table';
import { findOffer } from './trade';
import { whereIs } from './table';
import type { PMState } from './state';

/*
 * What a listed command does, as an imperative sentence (the list of moves, emails, replies).
 * `final` marks the steps that cannot be taken back: they submit, draw, reveal or resolve.
 */

function card(word: string | undefined) {
  const id = cardOfWord(word ?? '') ?? '';
  return theCard(id);
}

function place(word: string | undefined) {
  const id = cardOfWord(word ?? '') ?? '';
  return territoryName(TERRITORY_BY_ID[id] ? id : 'T01');
}

function wantOf(word: string | undefined): string {
  const id = cardOfWord(word ?? '');
  return id && TERRITORY_BY_ID[id] ? id : (word ?? '');
}

export function describe(s: PMState, seat: number, command: string): CommandInfo {
  const [verb, a, b] = command.split(' ');
  const p = (n: string | undefined) => seatRef(Number(n) - 1);
  switch (s.phase) {
    case 'draw':
      if (verb === 'discard' || verb === 'keep') return { text: text(`pm.do.${verb}`, { card: card(a) }) };
      if (a === 'always') return { text: text('pm.do.drawAlways'), final: true };
      return { text: text('pm.do.draw', { cards: cardList(s.draw?.marks[seat] ?? []), dt: drawTarget(s, seat) }), final: true };
    case 'negotiation':
      return describeNegotiation(s, seat, verb, a, b, p);
    case 'preparation':
      if (verb === 'withdraw') return { text: text('pm.do.withdraw', { card: card(a), territory: territoryName(whereInDraft(s, a)) }) };
      if (verb === 'territory') return { text: text('pm.do.territory', { territory: place(a) }) };
      if (verb === 'place') return { text: text('pm.do.place', { card: card(a), territory: place(b) }) };
      if (verb === 'reset') return { text: text('pm.do.reset') };
      return { text: text('pm.do.endPreparation'), final: true };
    default:
      return describeAction(s, verb, a, b);
  }
}

function whereInDraft(s: PMState, word: string | undefined): string {
  const id = cardOfWord(word ?? '') ?? '';
  return s.preparation?.row.find((t) => t.cards.some((c) => c.id === id))?.id ?? 'T01';
}

function describeNegotiation(s: PMState, seat: number, verb: string, a: string | undefined, b: string | undefined, p: (n: string | undefined) => ReturnType<typeof seatRef>): CommandInfo {
  const n = s.negotiation;
  const d = n?.drafts[seat];
  switch (verb) {
    case 'offer':
      return { text: text('pm.do.offer', { player: p(a) }) };
    case 'give':
    case 'ungive':
      return { text: text(`pm.do.${verb}`, { card: card(a) }) };
    case 'want':
    case 'unwant':
      return { text: text(`pm.do.${verb}`, { want: wantName(wantOf(a)) }) };
    case 'send':
      return d?.kind === 'offer'
        ? { text: text('pm.do.send', { player: seatRef(d.to), give: cardList(d.give), want: wantList(d.want) }), final: true }
        : { text: text('pm.do.cancel') };
    case 'cancel':
      return { text: text('pm.do.cancel') };
    case 'back':
      return { text: text('pm.do.back') };
    case 'accept': {
      const o = n ? findOffer(n, Number(a) - 1, seat, Number(b)) : undefined;
      if (o && o.want.length === 0) return { text: text('pm.do.acceptNow', { player: p(a), id: Number(b), give: cardList(o.give) }), final: true };
      return { text: text('pm.do.accept', { player: p(a), id: Number(b), give: cardList(o?.give ?? []), want: wantList(o?.want ?? []) }) };
    }
    case 'pick': {
      const o = n && d?.kind === 'accept' ? findOffer(n, d.from, seat, d.offer) : undefined;
      const last = !!o && d?.kind === 'accept' && d.picks.length + 1 === o.want.length;
      return last ? { text: text('pm.do.pickLast', { card: card(a), give: cardList(o?.give ?? []) }), final: true } : { text: text('pm.do.pick', { card: card(a) }) };
    }
    case 'decline':
      return { text: text('pm.do.decline', { player: p(a), id: Number(b) }), final: true };
    case 'withdraw':
      return { text: text('pm.do.withdrawOffer', { player: p(a), id: Number(b) }), final: true };
    case 'done':
      return { text: text('pm.do.done') };
    case 'resume':
      return { text: text('pm.do.resume') };
    case 'autodraw':
      return { text: text(a === 'on' ? 'pm.do.autodrawOn' : 'pm.do.autodrawOff') };
    default:
      return { text: a === 'off' ? text('pm.do.ordersOff') : text('pm.do.orders', { part: a ?? '', value: b ?? '' }) };
  }
}

function describeAction(s: PMState, verb: string, a: string | undefined, b: string | undefined): CommandInfo {
  const c = s.actions?.conflict;
  if (c) {
    const target = territoryName(c.target);
    if (verb === 'sacrifice') return { text: text('pm.do.sacrifice', { k: Number(a), target }), final: true };
    if (verb === 'machiavelli') return { text: text('pm.do.machiavelli', { target }), final: true };
    if (verb === 'punish') return { text: text('pm.do.punish', { territory: territoryName(whereIs(s, cardOfWord(a ?? '') ?? '')?.territory.id ?? 'T01') }), final: true };
    return { text: text('pm.do.pass', { target }), final: true };
  }
  const attack = s.actions?.attack;
  const here = (w: string | undefined) => territoryName(whereIs(s, cardOfWord(w ?? '') ?? '')?.territory.id ?? 'T01');
  switch (verb) {
    case 'attack':
      return { text: text('pm.do.attack', { leader: card(a), origin: here(a), target: place(b) }) };
    case 'add':
    case 'drop':
      return { text: text(`pm.do.${verb}`, { card: card(a) }) };
    case 'declare':
      return {
        text: text('pm.do.declare', {
          target: territoryName(attack?.target ?? 'T01'),
          leader: theCard(attack?.leader ?? ''),
          armies: cardList(attack?.group ?? []),
        }),
        final: true,
      };
    case 'cancel':
      return { text: text('pm.do.cancelAttack') };
    case 'revolt':
    case 'conspire':
    case 'spy':
      return { text: text(`pm.do.${verb}`, { commander: card(a), origin: here(a), target: place(b) }), final: true };
    case 'fortify':
    case 'colonists':
    case 'reform':
    case 'stabilise':
      return { text: text(`pm.do.${verb}`, { commander: card(a), territory: here(a) }), final: true };
    default:
      return { text: text('pm.do.endTurn'), final: true };
  }
}
