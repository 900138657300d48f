import { play } from '../../../src/engine/play';
import { replay, type Move } from '../../../src/engine/replay';
import { randomInt, seedRng, type RngState } from '../../../src/engine/rng';
import type { LogLine } from '../../../src/engine/types';
import { canSee } from '../../../src/engine/visibility';
import { princepsMachiavelli } from '../../../src/games/princeps-machiavelli';
import { ALL_CARDS, canonical } from '../../../src/games/princeps-machiavelli/data';
import type { Length, PMState, Territory } from '../../../src/games/princeps-machiavelli/state';
import { view, type PMView } from '../../../src/games/princeps-machiavelli/view';
import { english } from '../../support/words';

export const game = princepsMachiavelli;

export function look(s: PMState, viewer: number | null): PMView {
  return view(s, viewer);
}

/** Takes a card out of wherever it lies (hand, table, deck, pile, out of the game). */
export function lift(s: PMState, card: string): void {
  const drop = (list: string[]) => {
    const i = list.indexOf(card);
    if (i >= 0) list.splice(i, 1);
  };
  for (const h of s.hands) drop(h);
  drop(s.deck);
  drop(s.discard);
  drop(s.out);
  for (const row of [...s.rows, s.independents]) {
    for (const t of row) t.cards = t.cards.filter((c) => c.id !== card);
    const i = row.findIndex((t) => t.id === card);
    if (i >= 0) {
      // The cards on a territory that leaves go to the deck, so that nothing is lost.
      s.deck.push(...row[i].cards.map((c) => c.id));
      row.splice(i, 1);
    }
  }
}

/**
 * A table for a scenario: the seats' Princes as given (PR-N1, PR-N2, … by default), every other card
 * in the deck, nothing on the table, the first seat starting; then `phase` opens empty.
 */
export function table(seats: number, o: { princes?: string[]; length?: Length } = {}): PMState {
  const s = game.setup({ seats, seed: 'table', ...(o.length ? { options: { length: o.length.mode === 'deck' ? 'deck' : `rounds:${o.length.rounds}` } } : {}) });
  const princes = o.princes ?? ['PR-N1', 'PR-P', 'PR-H', 'PR-E', 'PR-N2'].slice(0, seats);
  s.princes = princes;
  s.hands = princes.map((p) => [p]);
  s.rows = Array.from({ length: seats }, () => []);
  s.independents = [];
  s.discard = [];
  s.out = ['PR-E', 'PR-H', 'PR-N1', 'PR-N2', 'PR-P'].filter((p) => !princes.includes(p));
  s.deck = ALL_CARDS.filter((c) => !princes.includes(c) && !s.out.includes(c));
  s.exhausted = [];
  s.starter = 0;
  s.round = 1;
  s.draw = null;
  s.negotiation = null;
  s.preparation = null;
  s.actions = null;
  s.lastRound = false;
  return s;
}

/** Puts a territory in a seat's row with cards on it (face down unless listed in `up`). */
export function territory(s: PMState, seat: number, id: string, cards: string[] = [], o: { stable?: boolean; up?: string[] } = {}): Territory {
  lift(s, id);
  for (const c of cards) lift(s, c);
  const t: Territory = { id, stable: o.stable ?? true, cards: cards.map((c) => ({ id: c, up: (o.up ?? []).includes(c) })) };
  s.rows[seat].push(t);
  return t;
}

export function independent(s: PMState, id: string, cards: string[]): Territory {
  lift(s, id);
  for (const c of cards) lift(s, c);
  const t: Territory = { id, stable: true, cards: cards.map((c) => ({ id: c, up: true })) };
  s.independents.push(t);
  return t;
}

export function hand(s: PMState, seat: number, ...cards: string[]): void {
  for (const c of cards) lift(s, c);
  s.hands[seat].push(...cards);
  s.hands[seat].sort(canonical);
}

/** Opens the Actions phase on `seat`'s action turn. */
export function actionsFor(s: PMState, seat: number): PMState {
  s.phase = 'actions';
  s.starter = seat;
  s.exhausted = [];
  s.actions = { turn: 0, attack: null, conflict: null };
  return s;
}

/** An RNG whose next draws with these outcome counts all give 0: the rulings' "RNG stub returns 0". */
export function zeroRng(...outcomes: number[]): RngState {
  for (let i = 0; ; i++) {
    const r = seedRng(`zero-${i}`);
    const probe = { ...r };
    if (outcomes.every((n) => randomInt(probe, n) === 0)) return r;
  }
}

/** Plays one command as a seat, failing the test on a refusal. */
export function act(s: PMState, seat: number, command: string): { state: PMState; log: LogLine[] } {
  const r = play(game, s, seat, command);
  if (!r.ok) throw new Error(`${seat}: ${command}: ${english(r.message)}`);
  return { state: r.value.state, log: r.value.log };
}

/** Plays commands in turn, each by the seat given, collecting the log. */
export function acts(s: PMState, ...steps: [number, string][]): { state: PMState; log: LogLine[] } {
  let state = s;
  const log: LogLine[] = [];
  for (const [seat, command] of steps) {
    const r = act(state, seat, command);
    state = r.state;
    log.push(...r.log);
  }
  return { state, log };
}

/** The refusal's words for a command that must be refused (the state must not change). */
export function refused(s: PMState, seat: number, command: string): string {
  const before = JSON.stringify(s);
  const r = play(game, s, seat, command);
  if (r.ok) throw new Error(`${command} was accepted`);
  if (JSON.stringify(s) !== before) throw new Error(`refusing ${command} changed the state`);
  return english(r.message);
}

/** The log lines a viewer may read, in English. */
export function read(log: LogLine[], viewer: number | null): string[] {
  return log.filter((l) => canSee(l, viewer)).map((l) => english(l.text));
}

export function cardsOn(s: PMState, id: string): string[] {
  for (const row of [...s.rows, s.independents]) {
    const t = row.find((x) => x.id === id);
    if (t) return t.cards.map((c) => c.id);
  }
  throw new Error(`${id} is not on the table`);
}

export function faceUp(s: PMState, id: string): string[] {
  for (const row of [...s.rows, s.independents]) {
    const t = row.find((x) => x.id === id);
    if (t) return t.cards.filter((c) => c.up).map((c) => c.id);
  }
  throw new Error(`${id} is not on the table`);
}

export function rowOf(s: PMState, seat: number): string[] {
  return s.rows[seat].map((t) => t.id);
}

const EVERY_CARD = new Set(ALL_CARDS);

/** §1.2: every one of the 93 cards is in exactly one place. Returns what is wrong, or null. */
export function conservationProblem(s: PMState): string | null {
  const seen = new Set<string>();
  let count = 0;
  const see = (card: string) => {
    count++;
    seen.add(card);
  };
  for (const h of s.hands) h.forEach(see);
  s.deck.forEach(see);
  s.discard.forEach(see);
  s.out.forEach(see);
  for (const row of [...s.rows, s.independents]) {
    for (const t of row) {
      see(t.id);
      for (const c of t.cards) see(c.id);
    }
  }
  if (count !== EVERY_CARD.size) return `${count} cards instead of ${EVERY_CARD.size}`;
  for (const card of EVERY_CARD) if (!seen.has(card)) return `card ${card} is missing (another is doubled)`;
  return null;
}

/**
 * §1.3, PM-57: what is wrong with a finished game of `length` (`rounds:N` or `deck`), or null: a
 * result with winners and every seat's score, the end where the length puts it, nobody left to act.
 */
export function endProblem(s: PMState, length: string): string | null {
  const result = game.result(s);
  if (!(result !== null && result.winners.length > 0 && result.scores?.length === s.seats)) return 'no proper result';
  if (length === 'deck' && !(s.lastRound && s.deck.length === 0)) return `a deck game ended with ${s.deck.length} cards in the deck`;
  if (length !== 'deck' && s.round !== Number(length.slice(7))) return `${length} ended in round ${s.round}`;
  if (game.active(s).length !== 0) return 'seats still active at the end';
  return null;
}

/** whether replaying the moves from the setup reproduces the final state. */
export function replays(setup: { seats: number; seed: string; options?: Record<string, unknown> }, moves: Move[], s: PMState): boolean {
  const again = replay(game, setup, moves);
  return again.ok && JSON.stringify(again.state) === JSON.stringify(s);
}
