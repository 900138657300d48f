import { MIN_TERRITORIES, TURN_SIZE } from '../data';
import { castlesOnBoard } from '../end';
import { sideCount, sideOf, total, type CarolusState } from '../state';

/** What a won (lost) game is worth, far above any board's worth. */
export const WIN = 1000;

/**
 * How much a castle that some side could build or take, but nobody has yet, counts for, in
 * castles: the next player who can reach it with the emperor takes it (NEXT), any other may
 * stop there some time later, or the board may change first (LATER).
 */
const NEXT = 0.8;
const LATER = 0.3;
/** A colour's clan marker: per cube of that colour on the board, and per cube of lead in court (CM-10). */
const MARKER_PER_CUBE = 0.04;
const MARKER_PER_LEAD = 0.05;
/** A stop in the next mover's reach that ends the game in their favour (CM-20, CM-21): nearly a lost game. */
const WIN_IN_REACH = 15;

/** The seats that may move the emperor next, after the seat now on turn, with how far each may move it (CM-11). */
interface Mover {
  seat: number;
  reach: number;
  weight: number;
}

/**
 * The board's worth to `side` in castles (CM-20, CM-21: castles on the board win), once the
 * turn of the seat on turn is over: its castles against the best other side's, what the next
 * player can build or take within the emperor's reach, what may be built or taken later, and the
 * clan markers.
 */
export function evaluate(s: CarolusState, side: number): number {
  if (s.result) {
    const mine = s.result.winners.some((seat) => sideOf(s, seat) === side);
    const shared = new Set(s.result.winners.map((seat) => sideOf(s, seat))).size;
    return mine ? WIN / shared : -WIN;
  }
  const sides = sideCount(s);
  const score = new Array<number>(sides).fill(0);
  const m = s.territories.length;
  const at = Math.max(0, s.territories.findIndex((t) => t.id === s.emperor));
  // CM-12, written out flat (side by side per territory): this runs thousands of times a decision.
  const holders = s.control.map((holder) => (holder === null ? -1 : sideOf(s, holder)));
  const st = new Array<number>(m * sides).fill(0);
  const onBoard = [0, 0, 0, 0, 0];
  for (let i = 0; i < m; i++) {
    const t = s.territories[i];
    for (let c = 0; c < 5; c++) {
      onBoard[c] += t.cubes[c];
      if (holders[c] >= 0) st[i * sides + holders[c]] += t.cubes[c];
    }
    if (t.owner === null) continue;
    st[i * sides + t.owner] += t.castles;
    score[t.owner] += t.castles;
  }
  for (let i = 0; i < m; i++) {
    const t = s.territories[i];
    const winner = strongest(st, i * sides, sides, -1, 0);
    if (winner < 0 || winner === t.owner) continue;
    score[winner] += LATER * gain(s, winner, i);
    if (t.owner !== null) score[t.owner] -= LATER * t.castles;
  }
  for (const mover of nextMovers(s)) {
    // The next mover stops the emperor on the one territory in reach that is best for them.
    const attacker = sideOf(s, mover.seat);
    const power = attackPower(s, mover.seat, holders);
    let best = 0;
    let where = -1;
    for (let d = 1; d <= Math.min(mover.reach, m); d++) {
      const i = (at + d) % m;
      const t = s.territories[i];
      if (t.owner === attacker || strongest(st, i * sides, sides, attacker, power) !== attacker) continue;
      const worth = wins(s, attacker, i) ? WIN_IN_REACH : gain(s, attacker, i) + (t.owner === null ? 0 : t.castles);
      if (worth > best) {
        best = worth;
        where = i;
      }
    }
    if (where < 0) continue;
    const t = s.territories[where];
    score[attacker] += NEXT * mover.weight * (best === WIN_IN_REACH ? WIN_IN_REACH : gain(s, attacker, where));
    if (t.owner !== null) score[t.owner] -= NEXT * mover.weight * t.castles;
  }
  for (let c = 0; c < 5; c++) {
    const holder = s.control[c];
    if (holder === null) continue;
    let rival = 0;
    for (let seat = 0; seat < s.seats; seat++) if (seat !== holder && s.courts[seat][c] > rival) rival = s.courts[seat][c];
    score[holders[c]] += MARKER_PER_CUBE * onBoard[c] + MARKER_PER_LEAD * Math.min(3, s.courts[holder][c] - rival);
  }
  let others = -Infinity;
  score.forEach((x, i) => {
    if (i !== side && x > others) others = x;
  });
  return score[side] - others;
}

/**
 * CM-13, CM-14: the side with strictly the greatest strength among `strength[from .. from + sides)`,
 * `extra` added to side `plus` (a side's cubes still to land), or -1 on a tie or when nobody has any.
 */
function strongest(strength: readonly number[], from: number, sides: number, plus: number, extra: number): number {
  let best = 0;
  let side = -1;
  for (let i = 0; i < sides; i++) {
    const x = strength[from + i] + (i === plus ? extra : 0);
    if (x > best) {
      best = x;
      side = i;
    } else if (x === best) {
      side = -1;
    }
  }
  return side;
}

/** Castles `side` would place on territory `i` (CM-13, CM-14, CM-15), a merge counting a little more (CM-16). */
function gain(s: CarolusState, side: number, i: number): number {
  const t = s.territories[i];
  const placed = t.owner === null ? 1 : Math.min(t.castles, s.supply[side]);
  const m = s.territories.length;
  const merges = s.territories[(i + 1) % m].owner === side || s.territories[(i - 1 + m) % m].owner === side;
  return placed + (merges ? 0.25 : 0);
}

/**
 * Whether `side` building or taking on territory `i` ends the game as its win: its last castle
 * placed (CM-20), or a merge leaving fewer than 4 territories with its castles the most (CM-16,
 * CM-21; a tie on castles is left out, CM-22 may share it).
 */
function wins(s: CarolusState, side: number, i: number): boolean {
  const t = s.territories[i];
  const placed = t.owner === null ? 1 : Math.min(t.castles, s.supply[side]);
  if (placed >= s.supply[side]) return true;
  const m = s.territories.length;
  const left = s.territories[(i - 1 + m) % m];
  const right = s.territories[(i + 1) % m];
  const merged = (left.owner === side ? 1 : 0) + (right.owner === side && right !== left ? 1 : 0);
  if (m - merged >= MIN_TERRITORIES) return false;
  const castles = castlesOnBoard(s);
  castles[side] += placed;
  if (t.owner !== null) castles[t.owner] -= t.castles;
  return castles.every((n, other) => other === side || n < castles[side]);
}

/** Cubes the seat could land this turn in colours its side controls (CM-8, CM-12). */
function attackPower(s: CarolusState, seat: number, holders: readonly number[]): number {
  const side = sideOf(s, seat);
  let n = 0;
  for (let c = 0; c < 5; c++) if (holders[c] === side) n += s.reserves[seat][c];
  return Math.min(n, TURN_SIZE[s.seats], total(s.reserves[seat]));
}

/**
 * Who moves the emperor after the seat on turn: the next seat in this round's action order with
 * its disc (CM-8, CM-11); after the round's last turn, any other seat may start the next one,
 * each with its highest disc left (discs come back after the fifth round, CM-5).
 */
function nextMovers(s: CarolusState): Mover[] {
  if (s.phase === 'action' && s.turn + 1 < s.turnOrder.length) {
    const seat = s.turnOrder[s.turn + 1];
    return [{ seat, reach: s.discs[seat] ?? 1, weight: 1 }];
  }
  const current = s.step.kind === 'none' ? -1 : s.step.seat;
  const out: Mover[] = [];
  for (let seat = 0; seat < s.seats; seat++) {
    if (seat === current) continue;
    let reach = s.hands[seat].length ? 0 : 5;
    for (const disc of s.hands[seat]) if (disc > reach) reach = disc;
    out.push({ seat, reach, weight: 1 / s.seats });
  }
  return out;
}
