import { listOf, seatRef, text } from '../../engine/text';
import { checkEnd } from './end';
import { say, sideCount, sideOf, territoryIndex, type CarolusState, type Log, type Territory } from './state';
import { sideRef, territoryName } from './words';

/**
 * CM-11: the emperor moves clockwise; each territory, merged or not, is one step. R-9: a move as
 * long as the ring comes back to the territory it left, which is resolved again as a stop.
 */
export function moveEmperor(s: CarolusState, seat: number, steps: number, log: Log): void {
  const from = territoryIndex(s, s.emperor);
  const to = s.territories[(from + steps) % s.territories.length];
  const round = to.id === s.emperor;
  s.emperor = to.id;
  say(log, text(round ? 'cm.log.emperorRound' : 'cm.log.emperor', { player: seatRef(seat), steps, territory: territoryName(to.id) }));
  resolveTerritory(s, to, log);
  checkEnd(s, log);
}

/**
 * CM-12: a side's strength is the cubes of colours it controls (at 4 players: either partner)
 * plus its castles there.
 */
export function strengths(s: CarolusState, t: Territory): number[] {
  const out = Array.from({ length: sideCount(s) }, () => 0);
  t.cubes.forEach((n, c) => {
    const holder = s.control[c];
    if (holder !== null) out[sideOf(s, holder)] += n;
  });
  if (t.owner !== null) out[t.owner] += t.castles;
  return out;
}

/** The side with strictly the greatest strength, or null on a tie or when nobody has any. */
export function majority(strength: readonly number[]): number | null {
  let best = 0;
  let side: number | null = null;
  strength.forEach((x, i) => {
    if (x > best) {
      best = x;
      side = i;
    } else if (x === best) {
      side = null;
    }
  });
  return side;
}

/**
 * Whether a stop of the emperor on `t` would build or take castles (CM-13, CM-14) — and so
 * possibly merge. R-8 asks this of every territory to tell a frozen board.
 */
export function wouldChange(s: CarolusState, t: Territory): boolean {
  const winner = majority(strengths(s, t));
  return winner !== null && winner !== t.owner;
}

/** CM-13 … CM-16, only on the territory where the emperor stopped (CM-17). */
function resolveTerritory(s: CarolusState, t: Territory, log: Log): void {
  const strength = strengths(s, t);
  const winner = majority(strength);
  if (winner === null || winner === t.owner) return;
  s.castlesChanged = true;
  if (t.owner === null) {
    // CM-13 / R-3 / R-4: the strict majority builds, whoever moved the emperor.
    t.owner = winner;
    t.castles = 1;
    s.supply[winner]--;
    say(log, text('cm.log.build', { side: sideRef(s, winner), territory: territoryName(t.id) }));
  } else {
    // CM-14: every castle is replaced one for one; CM-15: as many as the new owner still has.
    const loser = t.owner;
    const n = t.castles;
    const placed = Math.min(n, s.supply[winner]);
    s.supply[loser] += n;
    s.supply[winner] -= placed;
    t.owner = winner;
    t.castles = placed;
    say(
      log,
      text('cm.log.takeover', {
        side: sideRef(s, winner),
        territory: territoryName(t.id),
        strength: strength[winner],
        against: strength[loser],
        loser: sideRef(s, loser),
        n,
      }),
    );
    if (placed < n) say(log, text('cm.log.shortOfCastles', { side: sideRef(s, winner), n: placed }));
  }
  mergeAround(s, t.id, log);
}

/**
 * CM-16 / R-5: merge with neighbours holding the same side's castles, on both sides, until no
 * neighbour does. Territories stay sorted by id, which keeps them in clockwise order: only the
 * one territory spanning segments 14 and 0 can start above its id, and it sorts first as id 0.
 */
function mergeAround(s: CarolusState, id: number, log: Log): void {
  const merged: number[] = [id];
  let current = s.territories[territoryIndex(s, id)];
  const owner = current.owner;
  for (;;) {
    const m = s.territories.length;
    if (m === 1) break;
    const i = s.territories.indexOf(current);
    const left = s.territories[(i - 1 + m) % m];
    const right = s.territories[(i + 1) % m];
    let other: Territory;
    let before: boolean;
    if (left.owner === owner) {
      other = left;
      before = true;
    } else if (right.owner === owner) {
      other = right;
      before = false;
    } else {
      break;
    }
    if (before) merged.unshift(other.id);
    else merged.push(other.id);
    const joined: Territory = {
      id: Math.min(current.id, other.id),
      segments: before ? [...other.segments, ...current.segments] : [...current.segments, ...other.segments],
      cubes: current.cubes.map((n, c) => n + other.cubes[c]),
      owner,
      castles: current.castles + other.castles,
    };
    s.territories = s.territories.filter((t) => t !== current && t !== other);
    s.territories.push(joined);
    s.territories.sort((a, b) => a.id - b.id);
    current = joined;
  }
  if (merged.length > 1) {
    s.emperor = current.id;
    say(log, text('cm.log.merge', { ids: listOf(merged), territory: territoryName(current.id) }));
  }
}
