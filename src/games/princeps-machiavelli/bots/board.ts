import { ALL_CARDS, isArmy, isCommander, isLeader, kindOf, neighbours, type Kind } from '../data';
import type { PMView, TerritoryView } from '../view';

/*
 * The table as one seat sees it, read from its view only: who holds each territory, which of the
 * seat's territories face another player or an independent territory, and which cards the seat
 * has not seen (they lie in the deck, in other hands, or face down on other players' territories).
 */

/** A territory on the table with its holder: a seat, or null when independent. */
export interface Spot {
  owner: number | null;
  t: TerritoryView;
}

export interface Board {
  view: PMView;
  me: number;
  spots: Map<string, Spot>;
  /** Unseen cards by kind (territory cards and Princes included). */
  unseen: Map<Kind, number>;
  /** Every place an unseen card may be: the deck, other hands and other seats' face-down cards. */
  slots: number;
}

export function readBoard(view: PMView, me: number): Board {
  const spots = new Map<string, Spot>();
  for (const p of view.players) for (const t of p.row) spots.set(t.id, { owner: p.seat, t });
  for (const t of view.independents) spots.set(t.id, { owner: null, t });
  const seen = new Set<string>([...(view.hand ?? []), ...view.discard, ...view.out]);
  for (const { t } of spots.values()) {
    seen.add(t.id);
    for (const c of t.up) seen.add(c.id);
    for (const c of t.hidden ?? []) seen.add(c);
  }
  const unseen = new Map<Kind, number>();
  for (const card of ALL_CARDS) {
    const kind = kindOf(card);
    if (!seen.has(card) && kind) unseen.set(kind, (unseen.get(kind) ?? 0) + 1);
  }
  let slots = view.deck;
  for (const p of view.players) if (p.seat !== me) slots += p.handCount + p.row.reduce((n, t) => n + t.down, 0);
  return { view, me, spots, unseen, slots };
}

/** The cards on a territory that the seat can name: face up, and its own face-down ones. */
export function known(t: TerritoryView): string[] {
  return [...t.up.map((c) => c.id), ...(t.hidden ?? [])];
}

export function mine(b: Board): TerritoryView[] {
  return b.view.players[b.me].row;
}

/** The bordering territories another seat holds, or independent ones. */
export function foes(b: Board, id: string): Spot[] {
  const out: Spot[] = [];
  for (const n of neighbours(id)) {
    const s = b.spots.get(n);
    if (s && s.owner !== b.me) out.push(s);
  }
  return out;
}

export function armies(cards: readonly string[]): number {
  return cards.filter(isArmy).length;
}

export function led(cards: readonly string[]): boolean {
  return cards.some(isLeader);
}

export function commanded(cards: readonly string[]): boolean {
  return cards.some(isCommander);
}

export function countKind(cards: readonly string[], kind: Kind): number {
  return cards.filter((c) => kindOf(c) === kind).length;
}

/** Whether the seat holds at least two territories (PM-54: only then may it be attacked). */
export function exposed(b: Board, seat: number): boolean {
  return b.view.players[seat].row.length >= 2;
}
