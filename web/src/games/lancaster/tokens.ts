// Moves on the board (web/src/board-actions.ts): every element of the board that stands for a
// place, a piece or a choice carries a `data-pick` token, and `picks(command, view)` says which
// tokens a listed command is made of, in click order: "knight 2 stafford" is the strength-2
// knight at court, then Stafford. `marks(view)` gives what each token shows now, so the page
// can mark what the last step changed.
import type { LancasterView } from '../../../../src/games/lancaster/view';
import type { Marks } from '../marks';

/** A number as a command writes it, or as the view holds it. */
type Num = number | string;

export const token = {
  county: (name: string) => `county:${name}`,
  conflict: (id: string) => `conflict:${id}`,
  /** A knight of a stack on a conflict card (ally: the seat's ally's stack). */
  stack: (id: string, seat: Num, ally: boolean, strength: Num) => `stack:${id}:${seat}:${ally ? 1 : 0}:${strength}`,
  castle: (seat: Num, id: string) => `castle:${seat}:${id}`,
  court: (strength: Num) => `court:${strength}`,
  allyCourt: (strength: Num) => `allycourt:${strength}`,
  favour: (id: string) => `favour:${id}`,
  law: (id: string) => `law:${id}`,
  proposal: (n: Num) => `proposal:${n}`,
  seat: (seat: Num) => `seat:${seat}`,
  choice: (what: string) => `choice:${what}`,
  squires: (n: Num) => `squires:${n}`,
  vote: (side: string) => `vote:${side}`,
  markers: (n: Num) => `markers:${n}`,
  buy: (n: Num) => `buy:${n}`,
  pass: 'pass',
};

const CASTLE_ID = /^(s[1-3]|x[1-6]|ac[12])$/;
const CARD_ID = /^c\d\d$/;

/** Where a command's place word points: a conflict card, one of the viewer's castle spaces, or a county. */
function placeToken(you: number, word: string): string {
  if (CARD_ID.test(word)) return token.conflict(word);
  if (CASTLE_ID.test(word)) return token.castle(you, word);
  return token.county(word);
}

/** Whether an upgrade being chosen now is for the viewer's ally's knight. */
function upgradingAlly(view: LancasterView, you: number): boolean {
  if (view.step?.kind === 'castles') return view.players[you]?.castleUpgrading === 'ac2';
  return view.step?.ally ?? false;
}

/** The knight an upgrade names: at court, in a county, on a castle space or in a conflict stack. */
function knightToken(you: number, strength: string, where: string, ally: boolean): string {
  if (where === 'court') return ally ? token.allyCourt(strength) : token.court(strength);
  if (CARD_ID.test(where)) return token.stack(where, you, ally, strength);
  return placeToken(you, where);
}

/** The tokens of a listed command in click order, or null when the board cannot make it. */
export function picks(command: string, view?: LancasterView | null): string[] | null {
  if (!view || view.you === null) return null;
  const you = view.you;
  const [verb, a = '', b = ''] = command.split(' ');
  switch (verb) {
    case 'knight':
      return [token.court(a), placeToken(you, b)];
    case 'ally':
      return [token.allyCourt(a), placeToken(you, b)];
    case 'squires':
      return [token.squires(a)];
    case 'favour':
      return [token.favour(`kf${a}`)];
    case 'upgrade':
      return [knightToken(you, a, b, upgradingAlly(view, you))];
    case 'noble':
      // A King's favour noble names its county; a county's own noble is a choice of that county.
      return [a ? token.county(a) : token.choice('noble')];
    case 'reward':
    case 'both':
      return [token.choice(verb)];
    case 'pass':
      return [token.pass];
    case 'vote':
      return [token.vote(a), token.markers(b)];
    case 'buy':
      return [token.buy(a)];
    case 'build':
    case 'use':
      return [token.castle(you, a)];
    case 'passage':
      return [token.conflict(a)];
    case 'start':
      return [token.seat(a)];
    case 'free':
      return view.prisonCard ? [token.stack(view.prisonCard, you, false, a)] : null;
    default:
      return null;
  }
}

function count(list: readonly number[], strength: number): number {
  return list.filter((k) => k === strength).length;
}

/** What every token of the board shows now: a short signature each. */
export function marks(view: LancasterView): Marks {
  const out: Marks = {};
  for (const c of view.counties) {
    const k = c.knight;
    out[token.county(c.name)] = `${c.nobles}|${k ? `${k.seat}${k.ally ? 'a' : ''}:${k.strength}+${k.squires}` : ''}`;
  }
  for (const card of [...view.conflicts.top, ...view.conflicts.bottom]) {
    if (!card) continue;
    out[token.conflict(card.id)] = card.spaces.map((sp) => (sp ? `${sp.seat}${sp.ally ? 'a' : ''}:${sp.knights.join('.')}` : '-')).join('|');
    // Each knight of a stack by its strength (an upgrade or a ransom changes that knight, not the card's others).
    for (const sp of card.spaces) {
      if (!sp) continue;
      for (const k of new Set(sp.knights)) out[token.stack(card.id, sp.seat, sp.ally, k)] = String(count(sp.knights, k));
    }
  }
  for (const f of view.favour) out[token.favour(f.id)] = f.faceUp ? 'up' : 'down';
  view.laws.forEach((law, i) => (out[token.law(law.id)] = String(i)));
  view.proposals.forEach((p, i) => (out[token.proposal(i + 1)] = `${p.id}|${p.outcome ?? ''}|${p.votes ? p.votes.length : 0}`));
  for (const p of view.players) {
    out[token.seat(p.seat)] = `${p.pp}|${p.markers}|${view.startPlayer === p.seat ? 's' : ''}`;
    for (const [id, k] of Object.entries(p.castle)) out[token.castle(p.seat, id)] = `${p.built.includes(id) || id.startsWith('s') ? 'b' : ''}${k ?? ''}`;
    for (const [id, k] of Object.entries(p.ally?.castle ?? {})) out[token.castle(p.seat, id)] = String(k ?? '');
  }
  const me = view.you === null ? null : view.players[view.you];
  if (me) {
    for (const k of [1, 2, 3, 4]) {
      out[token.court(k)] = String(count(me.court, k));
      if (me.ally) out[token.allyCourt(k)] = String(count(me.ally.court, k));
    }
  }
  return out;
}
