import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/engine/replay';
import { FRISIANS, MAP_ZONES, NORMANS, REARGUARD, STRUCTURES, ZONES, unit } from '../../../src/games/senor-de-la-guerra/data';
import type { SenorState } from '../../../src/games/senor-de-la-guerra/state';
import { game, randomGame, seededRandom } from './helpers';
import { english } from '../../support/words';

const RUNS = 300;
const CAP = 5000;
const seedArb = fc.string({ maxLength: 12 });
const seatArb = fc.constantFrom(0, 1);

/** Plain checks inside the game loops: `expect` is too slow to call thousands of times a game. */
function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

const WORDS = ['rearguard', 'east', 'west', 'bridge', 'entrance', 'battlements', 'castle'];
const PIECES = ['king', 'chrysagon', 'guard', 'priest', 'peasant', 'knight', 'archer', 'dragon'];

/** Near misses and junk: each must be refused unless `actions()` lists it. */
function junk(s: SenorState, seat: number, pick: () => number, extra: string): string[] {
  const any = <T>(xs: readonly T[]) => xs[Math.floor(pick() * xs.length)];
  const z = any(WORDS);
  const k = any(PIECES);
  const out = [
    extra,
    'x'.repeat(1 + Math.floor(pick() * 300)),
    'attack',
    `move ${k} ${z}`,
    `move ${k}`,
    `to ${z} ${Math.floor(pick() * 25)}`,
    `to ${z} -1`,
    `casualty ${k}`,
    `fight ${z}`,
    `prince ${z} decoys ${any(WORDS)} ${any(WORDS)}`,
    `prince ${z}`,
    `build ${any(['shields', 'ram', 'ladders', 'tower'])}`,
    `lose peasant ${z}`,
    `recover ${z}`,
    `tile ${z} ${any(WORDS)}`,
    `priest ${z}`,
    `entrance ${k} ${Math.floor(pick() * 12)}`,
    `start ${any(['courage', 'tactics', 'both'])}`,
    `courage ${any(['dice', 'cancel', 'more'])}`,
    'done',
    'pass',
    'done now',
  ];
  // Near misses of a legal command: one more than allowed, or another zone.
  const legal = game.actions(s, seat);
  const base = any(legal);
  if (base) {
    const w = base.split(' ');
    const last = Number(w[w.length - 1]);
    if (Number.isInteger(last)) out.push([...w.slice(0, -1), String(last + 1 + Math.floor(pick() * 10))].join(' '));
    out.push(w.map((x) => (WORDS.includes(x) ? any(WORDS) : x)).join(' '));
  }
  const listed = new Set(legal);
  return out.filter((c) => !listed.has(c.trim().replace(/\s+/g, ' ').toLowerCase()) && c.trim() !== '');
}

function deepFreeze(x: unknown): void {
  if (typeof x !== 'object' || x === null || Object.isFrozen(x)) return;
  Object.freeze(x);
  for (const v of Object.values(x)) deepFreeze(v);
}

/** SG-3 / SG-26 / R-6 / R-17 / SG-5 …: what must hold after every step. */
function invariants(s: SenorState): void {
  const count = { map: [0, 0], dead: [0, 0], removed: [0, 0] };
  let deadN = 0;
  let deadF = 0;
  const capped = ZONES.map(() => [0, 0]);
  for (const p of s.pieces) {
    count[p.status][p.side]++;
    if (p.status === 'dead' && p.side === NORMANS && p.kind !== 'guard' && p.kind !== 'priest') deadN++;
    if (p.status === 'dead' && p.side === FRISIANS && p.kind !== 'peasant') deadF++;
    if (p.status === 'removed') check(p.side === FRISIANS && p.kind === 'peasant', `${p.id} removed but not a Frisian peasant`);
    if (p.status !== 'map') continue;
    if (unit(p.side, p.kind).capped) capped[p.zone][p.side]++;
    if (p.side === NORMANS) {
      check(p.zone !== REARGUARD, `${p.id} in the Rearguard (SG-6)`);
      check(!s.controlled[p.zone] || (p.kind === 'priest' && s.relocatePriest), `${p.id} in a controlled zone (SG-8)`);
      if (p.kind === 'guard') check(p.zone === ZONES.findIndex((z) => `${z.word}-guard` === p.id), `${p.id} moved (SG-9)`);
    } else {
      const needs = ZONES[p.zone].needs;
      check(needs === null || s.built[needs], `${p.id} in the ${ZONES[p.zone].name} without the ${needs} (SG-7)`);
    }
  }
  // Every warrior is on the map, dead, or removed by a structure.
  check(count.map[NORMANS] + count.dead[NORMANS] === 26, `Norman pieces ${JSON.stringify(count)}`);
  check(count.map[FRISIANS] + count.dead[FRISIANS] + count.removed[FRISIANS] === 57, `Frisian pieces ${JSON.stringify(count)}`);
  const owed = 2 * STRUCTURES.filter((x) => s.built[x]).length - s.toLose;
  check(count.removed[FRISIANS] === owed, 'two peasants per structure (SG-31)');
  check(s.dead[NORMANS] === deadN && s.dead[FRISIANS] === deadF, `dead counters ${s.dead} vs ${deadN}, ${deadF} (SG-26)`);
  check([...s.courage, ...s.tactics].every((n) => Number.isInteger(n) && n >= 0), 'negative Courage or Tactics (SG-2)');
  for (const z of MAP_ZONES) {
    check(capped[z][FRISIANS] <= 10, `${capped[z][FRISIANS]} Frisians in the ${ZONES[z].name} (SG-5)`);
    // Norman warriors wait in the Battlements until D3, and A-6 checks D6 on its final arrangement.
    if (!['start', 'deploy', 'norman-move'].includes(s.phase)) check(capped[z][NORMANS] <= 10, `${capped[z][NORMANS]} Normans in the ${ZONES[z].name} (SG-5)`);
  }
  check(s.draco >= 0 && s.draco <= 6, 'Draco off the track');
  const tiles = s.tiles.prince === null ? s.tiles.decoys : [s.tiles.prince, ...s.tiles.decoys];
  const legalTile = (z: number) => z !== REARGUARD && (!s.controlled[z] || (s.tiles.princeFound && z === s.tiles.prince));
  check(new Set(tiles).size === tiles.length && tiles.every(legalTile), 'tiles misplaced (SG-36)');
  check(s.tiles.decoysLeft + s.tiles.revealedDecoys.length + s.tiles.discarded === 2, 'decoys lost or duplicated (SG-34)');
}

describe('random games (property tests)', () => {
  it(`SG-39 / SG-40 / SG-41: random play always ends with a victory condition, and replay reproduces the final state (${RUNS} seeds)`, () => {
    fc.assert(
      fc.property(seedArb, seatArb, (seed, normans) => {
        const options = { normans };
        const { state, moves } = randomGame(seed, undefined, CAP, options);
        expect(moves.length).toBeLessThan(CAP);
        const result = game.result(state);
        expect(result?.reason).toMatch(/^SG-(39 F[1-4]|40 N[1-4]): /);
        expect(result?.winners).toHaveLength(1);
        const normansWon = english(result?.reason ?? "").startsWith('SG-40');
        expect(result?.winners[0]).toBe(normansWon ? normans : 1 - normans);
        expect(game.active(state)).toEqual([]);
        expect(game.actions(state, 0)).toEqual([]);
        expect(game.actions(state, 1)).toEqual([]);
        const r = replay(game, { seats: 2, seed, options }, moves);
        expect(r.ok).toBe(true);
        expect(r.state).toEqual(state);
      }),
      { numRuns: RUNS },
    );
  });

  it(`A-1 / A-6: every listed command is accepted, unlisted ones are refused with a message and no change, and pieces are conserved (${RUNS} seeds)`, () => {
    fc.assert(
      fc.property(seedArb, seatArb, fc.array(fc.string({ maxLength: 40 }), { minLength: 1, maxLength: 10 }), (seed, normans, extras) => {
        const pick = seededRandom(`pick:${seed}`);
        let i = 0;
        const { state } = randomGame(
          seed,
          (before, after, seat, command) => {
            const active = game.active(before);
            check(active.length === 1 && active[0] === seat, `active ${active} instead of ${seat}`);
            check(game.actions(before, 1 - seat).length === 0, 'the other seat has commands');
            const legal = game.actions(before, seat);
            check(legal.includes(command), `the bot chose an unlisted ${command}`);
            // Frozen: any change a refused (or accepted) command made to it would throw.
            deepFreeze(before);
            // A sample of the other listed commands.
            const other = legal[Math.floor(pick() * legal.length)];
            const r = game.apply(before, seat, other);
            check(r.ok, `${other} refused: ${r.ok ? '' : r.message}`);
            const candidates = junk(before, seat, pick, extras[i++ % extras.length]);
            const tries = Array.from({ length: 2 }, () => ({ seat, command: candidates[Math.floor(pick() * candidates.length)] }));
            // The other seat sending the active seat's command.
            tries.push({ seat: 1 - seat, command });
            for (const t of tries) {
              const r = game.apply(before, t.seat, t.command);
              check(!r.ok && r.code !== 'internal_error' && english(r.message).length > 0 && english(r.message).length < 400, `${t.seat}: "${t.command}" was not refused with a message: ${JSON.stringify(r)}`);
            }
            invariants(after);
          },
          CAP,
          { normans },
        );
        invariants(state);
      }),
      { numRuns: RUNS },
    );
  });
});
