import type { RngState } from '../../engine/rng';
import type { GameResult, LogLine } from '../../engine/types';

/**
 * The whole game as plain JSON. Seats are 0-based here; the rulings' "seat k" is seat k−1 and
 * players read "Player k" or their name. Card ids are the rulings' (§1.2), upper case.
 */
export interface PMState {
  /** Seeded RNG (engine/rng.ts); never in a view. */
  rng: RngState;
  seats: number;
  /** §1.3: the match option `length`. */
  length: Length;
  round: number;
  /** PM-1: the starting player of this round. */
  starter: number;
  /** PM-2: each seat's Prince card. */
  princes: string[];
  /** Each seat's hand in canonical order; the Prince is in it while not on a territory. */
  hands: string[][];
  /** Each seat's row of territories, left to right (PM-12, PM-31). */
  rows: Territory[][];
  /** PM-41: independent territories in the centre, in the order they became independent. */
  independents: Territory[];
  /** Top of the deck first. */
  deck: string[];
  /** Oldest discard first; public. */
  discard: string[];
  /** Removed from the game: the undealt Princes (PM-2). */
  out: string[];
  /** PM-17: command cards that acted this round. */
  exhausted: string[];
  phase: Phase;
  draw: DrawStep | null;
  negotiation: Negotiation | null;
  preparation: Preparation | null;
  actions: ActionTurn | null;
  /** the standing preference "no voluntary discards", per seat; private. */
  noDiscards: boolean[];
  /** standing W2 orders, per seat; private. */
  orders: (Orders | null)[];
  /** §1.3, PM-9: in `deck` mode, the Draw phase of this round ended with the deck empty. */
  lastRound: boolean;
  result: GameResult | null;
}

export type Length = { mode: 'rounds'; rounds: number } | { mode: 'deck' };

export type Phase = 'draw' | 'negotiation' | 'preparation' | 'actions' | 'over';

export interface Territory {
  id: string;
  /** PM-51: false while destabilised (turned sideways). Independent territories are always stable. */
  stable: boolean;
  cards: Placed[];
}

export interface Placed {
  id: string;
  /** PM-21, PM-15: face up once revealed, until it leaves the territory. */
  up: boolean;
}

/** the simultaneous discard submissions. */
export interface DrawStep {
  /** The cards each seat has marked to discard (its draft, private). */
  marks: string[][];
  submitted: boolean[];
}

/** A-6 … A-9. */
export interface Negotiation {
  done: boolean[];
  offers: Offer[];
  /**
   * Offers are numbered per proposer and recipient (`sent[from][to]` so far this phase), so that
   * a number tells nobody how many offers other players exchanged.
   */
  sent: number[][];
  /** What each seat is putting together, private to it. */
  drafts: (Draft | null)[];
}

export interface Offer {
  /** 1, 2, … among the offers from `from` to `to` this phase. */
  id: number;
  from: number;
  to: number;
  give: string[];
  want: string[];
}

/** A want is a card kind's word (`captain`) or a territory id (`T12`). */
export type Draft =
  | { kind: 'offer'; to: number; give: string[]; want: string[] }
  | { kind: 'accept'; from: number; offer: number; picks: string[] };

/** PM-12, A-10: the seat preparing builds its submission step by step; others see none of it until it ends. */
export interface Preparation {
  /** Index in the round's turn order of the seat preparing. */
  turn: number;
  /** Whether the draft differs from the table as it was (so that `reset` has something to undo). */
  changed: boolean;
  hand: string[];
  row: Territory[];
}

/** PM-16, A-11: the action turn of one seat, with an attack being put together or a confrontation open. */
export interface ActionTurn {
  turn: number;
  attack: AttackDraft | null;
  conflict: Confrontation | null;
}

export interface AttackDraft {
  leader: string;
  origin: string;
  target: string;
  group: string[];
}

export type ConfrontationKind = 'attack' | 'revolt' | 'conspiracy';

export interface Confrontation {
  kind: ConfrontationKind;
  attacker: number;
  /** The target's owner, or null for an independent territory. */
  defender: number | null;
  origin: string;
  target: string;
  /** The leader (attack) or commander (uprising). */
  commander: string;
  /** The attacking army cards, or the one uprising card. */
  cards: string[];
  bySea: boolean;
  /** A or U (PM-24, PM-35). */
  strength: number;
  /** D (PM-26, PM-36). */
  defence: number;
  /** The defending army cards (PM-25). */
  defenders: string[];
  window: 'w1' | 'w2';
  /** The attacker's W1 commit, kept until the resolution. */
  w1: WindowAnswer | null;
}

export interface WindowAnswer {
  machiavelli: boolean;
  punishment: string | null;
  sacrifice: number;
}

/** */
export interface Orders {
  sacrifice: 'none' | 'all';
  machiavelli: 'never' | 'losing';
  punishment: 'never' | 'legal';
}

export type Log = LogLine[];

/** Counter-clockwise play (PM-1, R-2): after seat k comes seat k−1, after the first the last. */
export function nextSeat(s: PMState, seat: number): number {
  return (seat + s.seats - 1) % s.seats;
}

/** The round's turn order, from the starting player (PM-1). */
export function turnOrder(s: PMState): number[] {
  const out = [s.starter];
  while (out.length < s.seats) out.push(nextSeat(s, out[out.length - 1]));
  return out;
}

/** Placed cards are shared between states: they are never changed in place, only replaced (table.ts reveal). */
function cloneTerritory(t: Territory): Territory {
  return { id: t.id, stable: t.stable, cards: t.cards.slice() };
}

/** A deep copy, field by field (faster than structuredClone on every command), sharing the immutable placed cards. */
export function cloneState(s: PMState): PMState {
  return {
    rng: { a: s.rng.a, b: s.rng.b, c: s.rng.c, d: s.rng.d },
    seats: s.seats,
    length: { ...s.length },
    round: s.round,
    starter: s.starter,
    princes: s.princes.slice(),
    hands: s.hands.map((h) => h.slice()),
    rows: s.rows.map((r) => r.map(cloneTerritory)),
    independents: s.independents.map(cloneTerritory),
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    out: s.out.slice(),
    exhausted: s.exhausted.slice(),
    phase: s.phase,
    draw: s.draw ? { marks: s.draw.marks.map((m) => m.slice()), submitted: s.draw.submitted.slice() } : null,
    negotiation: s.negotiation
      ? {
          done: s.negotiation.done.slice(),
          offers: s.negotiation.offers.map((o) => ({ ...o, give: o.give.slice(), want: o.want.slice() })),
          sent: s.negotiation.sent.map((r) => r.slice()),
          drafts: s.negotiation.drafts.map((d) =>
            d === null ? null : d.kind === 'offer' ? { ...d, give: d.give.slice(), want: d.want.slice() } : { ...d, picks: d.picks.slice() },
          ),
        }
      : null,
    preparation: s.preparation ? { turn: s.preparation.turn, changed: s.preparation.changed, hand: s.preparation.hand.slice(), row: s.preparation.row.map(cloneTerritory) } : null,
    actions: s.actions
      ? {
          turn: s.actions.turn,
          attack: s.actions.attack ? { ...s.actions.attack, group: s.actions.attack.group.slice() } : null,
          conflict: s.actions.conflict
            ? {
                ...s.actions.conflict,
                cards: s.actions.conflict.cards.slice(),
                defenders: s.actions.conflict.defenders.slice(),
                w1: s.actions.conflict.w1 ? { ...s.actions.conflict.w1 } : null,
              }
            : null,
        }
      : null,
    noDiscards: s.noDiscards.slice(),
    orders: s.orders.map((o) => (o ? { ...o } : null)),
    lastRound: s.lastRound,
    result: s.result ? { ...s.result, winners: s.result.winners.slice(), ...(s.result.scores ? { scores: s.result.scores.slice() } : {}) } : null,
  };
}
