import type { Text } from '../../engine/text';
import type { GameResult } from '../../engine/types';
import { PRINCE_TYPES, TERRITORY_BY_ID, type PrinceType, type Status, type Wealth } from './data';
import { activeSeats } from './commands';
import { provisional, type Outcome } from './confrontation';
import { mustDiscard } from './draw';
import { preparingSeat } from './preparation';
import { helpFor } from './help';
import { prompt } from './prompt';
import { drawTarget, handSize } from './table';
import { actingSeat } from './turn';
import { turnOrder, type AttackDraft, type ConfrontationKind, type Orders, type PMState, type Territory } from './state';

/*
 * What one seat may see. Public: rows with their face-up cards and face-down counts,
 * independents, hand counts, deck size, the discard pile, Prince types, turn order. Private to a
 * seat: its hand, the identity of its own face-down cards, its drafts, offers it sent or received,
 * its standing preference and orders.
 */

export interface CardView {
  id: string;
  exhausted: boolean;
}

export interface TerritoryView {
  id: string;
  /** The card's printed data (§5.2), for the board. */
  status: Status;
  wealth: Wealth;
  shields: { name: string; sea: boolean }[];
  stable: boolean;
  /** Face-up cards, in the order they lie. */
  up: CardView[];
  /** How many cards lie face down. */
  down: number;
  /** The face-down cards themselves: only on the viewer's own territories. */
  hidden: string[] | null;
}

export interface PlayerView {
  seat: number;
  prince: string;
  princeType: PrinceType;
  /** Cards in hand, and the counted hand size with the Prince (PM-7). */
  handCount: number;
  handSize: number;
  drawTarget: number;
  row: TerritoryView[];
}

export interface OfferView {
  from: number;
  to: number;
  id: number;
  give: string[];
  want: string[];
}

export interface ConfrontationView {
  kind: ConfrontationKind;
  attacker: number;
  defender: number | null;
  origin: string;
  target: string;
  commander: string;
  cards: string[];
  bySea: boolean;
  strength: number;
  defence: number;
  defenders: string[];
  window: 'w1' | 'w2';
  outcome: Outcome;
}

export interface PMView {
  you: number | null;
  round: number;
  /** §1.3: the last round in `rounds` mode, null in `deck` mode. */
  rounds: number | null;
  lastRound: boolean;
  phase: PMState['phase'];
  starter: number;
  turnOrder: number[];
  waitingFor: number[];
  /** The seat whose preparation or action turn it is, if any. */
  turn: number | null;
  prompt: Text;
  /** "What can I do now?" on the table, for this viewer. */
  help: Text;
  players: PlayerView[];
  independents: TerritoryView[];
  deck: number;
  discard: string[];
  out: string[];
  hand: string[] | null;
  draw: { marks: string[]; submitted: boolean; mustDiscard: number } | null;
  negotiation: { done: boolean; offers: OfferView[]; draft: OfferView | null; accepting: { from: number; id: number; picks: string[] } | null } | null;
  attack: AttackDraft | null;
  confrontation: ConfrontationView | null;
  settings: { noDiscards: boolean; orders: Orders | null } | null;
  result: GameResult | null;
}

function territoryView(s: PMState, t: Territory, mine: boolean): TerritoryView {
  const down = t.cards.filter((c) => !c.up);
  const card = TERRITORY_BY_ID[t.id];
  return {
    id: t.id,
    status: card.status,
    wealth: card.wealth,
    shields: [...card.land.map((name) => ({ name, sea: false })), ...card.sea.map((name) => ({ name, sea: true }))],
    stable: t.stable,
    up: t.cards.filter((c) => c.up).map((c) => ({ id: c.id, exhausted: s.exhausted.includes(c.id) })),
    down: down.length,
    hidden: mine ? down.map((c) => c.id) : null,
  };
}

function negotiationView(s: PMState, seat: number): PMView['negotiation'] {
  const n = s.negotiation;
  if (!n) return null;
  const d = n.drafts[seat];
  return {
    done: n.done[seat],
    offers: n.offers.filter((o) => o.from === seat || o.to === seat).map((o) => ({ ...o, give: [...o.give], want: [...o.want] })),
    draft: d?.kind === 'offer' ? { from: seat, to: d.to, id: 0, give: [...d.give], want: [...d.want] } : null,
    accepting: d?.kind === 'accept' ? { from: d.from, id: d.offer, picks: [...d.picks] } : null,
  };
}

export function view(s: PMState, viewer: number | null): PMView {
  const you = viewer !== null && Number.isInteger(viewer) && viewer >= 0 && viewer < s.seats ? viewer : null;
  // the seat preparing sees its own draft; the others see the table as it was.
  const drafting = you !== null && s.preparation && preparingSeat(s) === you ? s.preparation : null;
  const c = s.actions?.conflict ?? null;
  return {
    you,
    round: s.round,
    rounds: s.length.mode === 'rounds' ? s.length.rounds : null,
    lastRound: s.length.mode === 'rounds' ? s.round === s.length.rounds : s.lastRound,
    phase: s.phase,
    starter: s.starter,
    turnOrder: turnOrder(s),
    waitingFor: activeSeats(s),
    turn: preparingSeat(s) ?? actingSeat(s),
    prompt: prompt(s, you),
    help: helpFor(s, you),
    players: s.princes.map((prince, seat) => {
      const row = drafting && seat === you ? drafting.row : s.rows[seat];
      return {
        seat,
        prince,
        princeType: PRINCE_TYPES[prince],
        handCount: drafting && seat === you ? drafting.hand.length : s.hands[seat].length,
        handSize: handSize(s, seat),
        drawTarget: drawTarget(s, seat),
        row: row.map((t) => territoryView(s, t, seat === you)),
      };
    }),
    independents: s.independents.map((t) => territoryView(s, t, false)),
    deck: s.deck.length,
    discard: [...s.discard],
    out: [...s.out],
    hand: you === null ? null : [...(drafting ? drafting.hand : s.hands[you])],
    draw: you !== null && s.draw ? { marks: [...s.draw.marks[you]], submitted: s.draw.submitted[you], mustDiscard: mustDiscard(s, you) } : null,
    negotiation: you === null ? null : negotiationView(s, you),
    attack: you !== null && s.actions?.attack && actingSeat(s) === you ? { ...s.actions.attack, group: [...s.actions.attack.group] } : null,
    confrontation: c
      ? {
          kind: c.kind,
          attacker: c.attacker,
          defender: c.defender,
          origin: c.origin,
          target: c.target,
          commander: c.commander,
          cards: [...c.cards],
          bySea: c.bySea,
          strength: c.strength,
          defence: c.defence,
          defenders: [...c.defenders],
          window: c.window,
          outcome: provisional(c),
        }
      : null,
    settings: you === null ? null : { noDiscards: s.noDiscards[you], orders: s.orders[you] ? { ...(s.orders[you] as Orders) } : null },
    result: s.result ? { ...s.result, winners: [...s.result.winners], ...(s.result.scores ? { scores: [...s.result.scores] } : {}) } : null,
  };
}
