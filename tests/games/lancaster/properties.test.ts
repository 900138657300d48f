import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseCommand } from '../../../src/engine/play';
import { replay } from '../../../src/engine/replay';
import { COUNTIES } from '../../../src/games/lancaster/data';
import type { LancasterState } from '../../../src/games/lancaster/state';
import { game, knightsConserved, randomGame, seededRandom } from './helpers';
import { english } from '../../support/words';

const RUNS = 200;
const seedArb = fc.string({ maxLength: 12 });

/** Plain checks inside the game loops: `expect` is too slow to call thousands of times a game. */
function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

/** Near misses and junk for a seat: each must be refused unless `actions()` lists it. */
function junk(s: LancasterState, seat: number, pick: () => number, extra: string): string[] {
  const county = COUNTIES[Math.floor(pick() * COUNTIES.length)].name;
  const k = 1 + Math.floor(pick() * 4);
  const out = [
    extra,
    'x'.repeat(1 + Math.floor(pick() * 300)),
    'pass',
    `knight ${k} ${county}`,
    `knight ${k + 4} ${county}`,
    `knight ${k} paris`,
    `ally ${k} ${county}`,
    `knight ${k} x${1 + Math.floor(pick() * 6)}`,
    `knight ${k} c${String(1 + Math.floor(pick() * 12)).padStart(2, '0')}`,
    `squires ${Math.floor(pick() * 12)}`,
    `favour ${Math.floor(pick() * 8)}`,
    `vote yes ${s.players[seat].markers + 1}`,
    `vote maybe 0`,
    `upgrade ${k} court`,
    `noble ${county}`,
    'noble',
    'both',
    'reward',
    `buy ${Math.floor(pick() * 40)}`,
    `start ${s.seats}`,
    `free ${k}`,
    `use x${1 + Math.floor(pick() * 6)}`,
    'use ac2',
    `build x${Math.floor(pick() * 8)}`,
    `passage c0${Math.floor(pick() * 9)}`,
  ];
  const legal = new Set(game.actions(s, seat));
  return out.filter((c) => c.trim() !== '' && !legal.has(normaliseCommand(c)));
}

describe.each([2, 3, 4, 5])('random games at %i players', (seats) => {
  it(`LA-35 … LA-40: random legal play ends after round 5 with scores and winners (${seats} players)`, () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const { state } = randomGame(seats, seed);
        const result = game.result(state);
        expect(state.round).toBe(5);
        expect(result?.reason).toMatch(/^LA-40: /);
        expect(result?.winners.length).toBeGreaterThan(0);
        expect(result?.scores).toHaveLength(seats);
        expect(game.active(state)).toEqual([]);
        for (let seat = 0; seat < seats; seat++) expect(game.actions(state, seat)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it(`AS-1: every command listed by actions() is accepted; seats without commands are not asked (${seats} players)`, () => {
    fc.assert(
      fc.property(seedArb, fc.integer(), (seed, salt) => {
        const pick = seededRandom(`pick:${seed}:${salt}`);
        randomGame(seats, seed, (before, _after, seat) => {
          const active = game.active(before);
          check(active.includes(seat), `seat ${seat} acted but is not active`);
          const legal = game.actions(before, seat);
          check(legal.length > 0, 'no legal command');
          for (let other = 0; other < seats; other++) {
            if (!active.includes(other)) check(game.actions(before, other).length === 0, `seat ${other} has commands out of turn`);
          }
          for (let k = 0; k < 3; k++) {
            const command = legal[Math.floor(pick() * legal.length)];
            const r = game.apply(before, seat, command);
            check(r.ok, `${command} refused: ${r.ok ? '' : r.message}`);
          }
        });
      }),
      { numRuns: RUNS },
    );
  });

  it(`AS-1: unlisted commands are refused with a message and leave the state unchanged (${seats} players)`, () => {
    fc.assert(
      fc.property(seedArb, fc.array(fc.string({ maxLength: 40 }), { minLength: 1, maxLength: 20 }), (seed, extras) => {
        const pick = seededRandom(`junk:${seed}`);
        let i = 0;
        randomGame(seats, seed, (before, _after, seat, command) => {
          const snapshot = JSON.stringify(before);
          const candidates = junk(before, seat, pick, extras[i++ % extras.length]);
          const tries = Array.from({ length: 4 }, () => ({ seat, command: candidates[Math.floor(pick() * candidates.length)] }));
          // A seat that may not act now sending the acting seat's command.
          const idle = Array.from({ length: seats }, (_, x) => x).filter((x) => !game.active(before).includes(x));
          if (idle.length > 0) tries.push({ seat: idle[Math.floor(pick() * idle.length)], command });
          for (const t of tries) {
            const r = game.apply(before, t.seat, t.command);
            check(!r.ok && english(r.message).length > 0, `${t.seat}: "${t.command}" was not refused with a message`);
          }
          check(JSON.stringify(before) === snapshot, 'a refused command changed the state');
        });
      }),
      { numRuns: RUNS },
    );
  });

  it(`§7.2: knights are conserved after every step; replay reproduces the final state (${seats} players)`, () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const { state, moves } = randomGame(seats, seed, (_before, after) => {
          const problem = knightsConserved(after);
          check(problem === null, problem ?? '');
          const p = after.players.every((x) => x.gold >= 0 && x.squires >= 0 && x.markers >= 0);
          check(p, 'a negative purse');
        });
        const r = replay(game, { seats, seed }, moves);
        expect(r.ok).toBe(true);
        expect(r.state).toEqual(state);
      }),
      { numRuns: RUNS },
    );
  });
});
