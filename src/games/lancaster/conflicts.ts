import { listOf, seatRef, text } from '../../engine/text';
import { CONFLICTS, ROUNDS } from './data';
import { pay, score } from './goods';
import { toCourt } from './knights';
import { conflictName, strengths } from './names';
import { forceArgs, forceName, insertSorted, isAlly, removeOne, say, turnOrder, type Card, type LancasterState, type Log, type Task } from './state';

/*
 * Phase 3c (LA-27 … LA-33, R-22 … R-24, AL-13). Resolution is automatic; the only prompts are
 * ransoms after a second defeat: `free <strength>` one prisoner at a time, or `pass`.
 */

/** LA-27: bottom row left to right, then top row left to right. */
export const CONFLICT_ORDER: readonly number[] = [2, 3, 0, 1];

type RansomTask = Extract<Task, { t: 'ransom' }>;

interface Ranked {
  force: number;
  space: number;
  strength: number;
}

/** LA-29: strongest first; on equal strength the lower space (the later arrival) ranks higher. */
function ranking(card: Card): Ranked[] {
  const out: Ranked[] = [];
  card.spaces.forEach((x, space) => {
    if (x) out.push({ force: x.force, space, strength: x.knights.reduce((a, b) => a + b, 0) });
  });
  return out.sort((a, b) => b.strength - a.strength || b.space - a.space);
}

/** LA-30 / LA-31 / AL-13: PP by rank; an ally's share is lost and nobody moves up. */
function payRanks(s: LancasterState, id: string, ranked: Ranked[], values: readonly number[], log: Log): void {
  const place = conflictName(id);
  ranked.forEach((r, i) => {
    const pp = values[i] ?? 0;
    if (pp === 0) return;
    if (isAlly(s, r.force)) say(log, text('la.log.allyRankLost', { player: seatRef(r.force % s.seats), rank: i + 1, n: pp }));
    else score(s, r.force, pp, text('la.why.rank', { rank: i + 1, place }), log);
  });
}

function allHome(s: LancasterState, card: Card): void {
  for (const x of card.spaces) if (x) for (const k of x.knights) toCourt(s, x.force, k);
}

export function resolveConflict(s: LancasterState, slot: number, log: Log): void {
  const card = s.conflicts[slot];
  if (!card) return;
  const data = CONFLICTS.find((c) => c.id === card.id);
  if (!data) return;
  const bottom = slot >= 2;
  const ranked = ranking(card);
  const england = ranked.reduce((a, r) => a + r.strength, 0);
  const place = conflictName(card.id);
  const attempt = bottom ? 'second' : 'first';
  if (ranked.length === 0) {
    // LA-33 / R-24: an empty card is a French victory with no participants; at the second attempt it leaves.
    if (bottom) {
      s.conflicts[slot] = null;
      say(log, text('la.log.conflictEmptyLeaves', { place, france: data.france }));
    } else {
      say(log, text('la.log.conflictEmpty', { place, france: data.france }));
      moveDown(s, slot, log);
    }
    return;
  }
  const ranks = listOf(ranked.map((r, i) => text('la.rankEntry', { rank: i + 1, force: forceName(s, r.force), strength: r.strength })));
  const fight = { place, england, france: data.france, attempt, ranks };
  // LA-28: England wins with at least France's strength.
  if (england >= data.france) {
    say(log, text('la.log.englandWins', fight));
    payRanks(s, card.id, ranked, data.pp, log);
    allHome(s, card);
    s.conflicts[slot] = null;
    // LA-30: the card leaves and every knight goes home.
    say(log, text('la.log.conflictWon', { place }));
    return;
  }
  say(log, text('la.log.franceWins', fight));
  // LA-31 / LA-32: the first value is lost; rank 1 takes the second, rank 2 the third.
  payRanks(s, card.id, ranked, [data.pp[1], data.pp[2]], log);
  if (!bottom) {
    moveDown(s, slot, log);
    return;
  }
  // LA-32: every knight is a prisoner; AL-13: ally prisoners go straight to the ally reserve.
  const captives: number[] = [];
  for (const x of card.spaces) {
    if (!x || !isAlly(s, x.force)) continue;
    for (const k of x.knights) insertSorted(s.forces[x.force].reserve, k);
    say(log, text('la.log.allyPrisoners', { player: seatRef(x.force % s.seats), place }));
    x.knights = [];
  }
  for (const seat of turnOrder(s)) {
    if (card.spaces.some((x) => x !== null && x.force === seat && x.knights.length > 0)) captives.push(seat);
  }
  if (captives.length > 0) {
    say(log, text('la.log.prisoners', { place, players: listOf(captives.map(seatRef)), n: captives.length }));
  }
  s.tasks.unshift(...captives.map((seat): Task => ({ t: 'ransom', seat, slot })), { t: 'prison', slot });
}

/** LA-31 / LA-33: the card moves beneath itself with its knights; R-22: not after round 5. */
function moveDown(s: LancasterState, slot: number, log: Log): void {
  const card = s.conflicts[slot];
  if (!card) return;
  const place = conflictName(card.id);
  if (s.round >= ROUNDS) {
    say(log, text('la.log.conflictStays', { place, rounds: ROUNDS }));
    return;
  }
  s.conflicts[slot + 2] = card;
  s.conflicts[slot] = null;
  say(log, text('la.log.conflictDown', { place }));
}

function stackOf(s: LancasterState, task: RansomTask): number[] {
  return s.conflicts[task.slot]?.spaces.find((x) => x !== null && x.force === task.seat)?.knights ?? [];
}

/** each prisoner is freed on its own, for its strength in gold. */
export function ransomOptions(s: LancasterState, task: RansomTask): string[] {
  const gold = s.players[task.seat].gold;
  const out = [...new Set(stackOf(s, task))].filter((k) => k <= gold).map((k) => `free ${k}`);
  return out.length > 0 ? [...out, 'pass'] : [];
}

export function ransom(s: LancasterState, task: RansomTask, words: string[], log: Log): void {
  const place = conflictName(s.conflicts[task.slot]?.id ?? '');
  if (words[0] === 'pass') {
    say(log, text('la.log.ransomDone', { player: seatRef(task.seat), place }));
    return;
  }
  const k = Number(words[1]);
  removeOne(stackOf(s, task), k);
  pay(s, task.seat, k, 0, text('la.why.ransom', { place }), log);
  toCourt(s, task.seat, k);
  say(log, text('la.log.freed', { player: seatRef(task.seat), n: k }));
  // More prisoners may follow, one command each.
  s.tasks.unshift({ ...task });
}

/** LA-32 / R-23: the prisoners not freed go to their owners' reserves and the card leaves. */
export function closePrison(s: LancasterState, slot: number, log: Log): void {
  const card = s.conflicts[slot];
  if (!card) return;
  for (const x of card.spaces) {
    if (!x || x.knights.length === 0) continue;
    for (const k of x.knights) insertSorted(s.forces[x.force].reserve, k);
    say(log, text('la.log.unransomed', { ...forceArgs(s, x.force), knights: strengths(x.knights) }));
  }
  s.conflicts[slot] = null;
  say(log, text('la.log.conflictLost', { place: conflictName(card.id) }));
}
