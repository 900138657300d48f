import { CONFLICTS, ROUNDS } from './data';
import { pay, score } from './goods';
import { toCourt } from './knights';
import {
  forceName,
  insertSorted,
  isAlly,
  listWords,
  removeOne,
  say,
  seatName,
  turnOrder,
  type Card,
  type LancasterState,
  type Log,
  type Task,
} from './state';

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

const ORDINAL = ['1st', '2nd', '3rd'];

/** LA-30 / LA-31 / AL-13: PP by rank; an ally's share is lost and nobody moves up. */
function payRanks(s: LancasterState, id: string, ranked: Ranked[], values: readonly number[], log: Log): void {
  ranked.forEach((r, i) => {
    const pp = values[i] ?? 0;
    if (pp === 0) return;
    if (isAlly(s, r.force)) say(log, `${forceName(s, r.force)} ranks ${ORDINAL[i]}: its ${pp} PP are lost (AL-13)`);
    else score(s, r.force, pp, `conflict ${id}, ${ORDINAL[i]}`, log);
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
  const total = ranked.reduce((a, r) => a + r.strength, 0);
  const row = bottom ? 'second attempt' : 'first attempt';
  if (ranked.length === 0) {
    // LA-33 / R-24: an empty card is a French victory with no participants.
    if (bottom) {
      s.conflicts[slot] = null;
      say(log, `Conflict ${card.id} (France ${data.france}) is empty: France wins the ${row} and the card leaves the game (R-24)`);
    } else {
      say(log, `Conflict ${card.id} (France ${data.france}) is empty: France wins the ${row} (LA-33)`);
      moveDown(s, slot, log);
    }
    return;
  }
  const ranks = ranked.map((r, i) => `${ORDINAL[i]} ${forceName(s, r.force)} (${r.strength})`).join(', ');
  // LA-28: England wins with at least France's strength.
  if (total >= data.france) {
    say(log, `Conflict ${card.id}: England ${total} against France ${data.france}, England wins (${row}); ranks: ${ranks}`);
    payRanks(s, card.id, ranked, data.pp, log);
    allHome(s, card);
    s.conflicts[slot] = null;
    say(log, `Conflict ${card.id} leaves the game; its knights return to court (LA-30)`);
    return;
  }
  say(log, `Conflict ${card.id}: England ${total} against France ${data.france}, France wins the ${row}; ranks: ${ranks}`);
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
    say(log, `${forceName(s, x.force)}'s knights on ${card.id} cannot be ransomed and go to its reserve (AL-13)`);
    x.knights = [];
  }
  for (const seat of turnOrder(s)) {
    if (card.spaces.some((x) => x !== null && x.force === seat && x.knights.length > 0)) captives.push(seat);
  }
  if (captives.length > 0) {
    const names = listWords(captives.map(seatName));
    say(log, `Prisoners of France on ${card.id}: ${names} may pay 1 gold per strength point to free them (LA-32)`);
  }
  s.tasks.unshift(...captives.map((seat): Task => ({ t: 'ransom', seat, slot })), { t: 'prison', slot });
}

/** LA-31 / LA-33: the card moves beneath itself with its knights; R-22: not after round 5. */
function moveDown(s: LancasterState, slot: number, log: Log): void {
  const card = s.conflicts[slot];
  if (!card) return;
  if (s.round >= ROUNDS) {
    say(log, `Conflict ${card.id} stays where it is: there is no second attempt after round ${ROUNDS} (R-22)`);
    return;
  }
  s.conflicts[slot + 2] = card;
  s.conflicts[slot] = null;
  say(log, `Conflict ${card.id} moves to the bottom row for a second attempt, its knights with it (LA-31)`);
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
  const id = s.conflicts[task.slot]?.id ?? '';
  if (words[0] === 'pass') {
    say(log, `${seatName(task.seat)} frees no more prisoners from ${id}`);
    return;
  }
  const k = Number(words[1]);
  removeOne(stackOf(s, task), k);
  pay(s, task.seat, k, 0, `ransom on ${id}`, log);
  toCourt(s, task.seat, k);
  say(log, `${seatName(task.seat)}'s strength-${k} knight is freed and returns to court (R-23)`);
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
    say(log, `${forceName(s, x.force)}'s unransomed knights (${x.knights.join(', ')}) go to the reserve`);
  }
  s.conflicts[slot] = null;
  say(log, `Conflict ${card.id} leaves the game (LA-32)`);
}
