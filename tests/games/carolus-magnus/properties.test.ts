import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/engine/replay';
import { CASTLES_PER_SIDE, COLOURS } from '../../../src/games/carolus-magnus/data';
import type { CarolusState } from '../../../src/games/carolus-magnus/state';
import { counts, game, randomGame, seededRandom } from './helpers';
import { english } from '../../support/words';

const RUNS = 200;

/** Plain checks inside the game loops: `expect` is too slow to call thousands of times a game. */
function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}
const CAP = 5000;
const seedArb = fc.string({ maxLength: 12 });

/** Near misses and junk for the active seat: each must be refused unless `actions()` lists it. */
function junk(s: CarolusState, seat: number, pick: () => number, extra: string): string[] {
  const colour = COLOURS[Math.floor(pick() * COLOURS.length)];
  const out = [
    extra,
    'x'.repeat(1 + Math.floor(pick() * 300)),
    'fly',
    'land',
    `land ${colour}`,
    `land ${colour} ${15 + Math.floor(pick() * 100)}`,
    `court purple`,
    `court ${colour}`,
    `take ${colour}`,
    `disc ${Math.floor(pick() * 8)}`,
    `emperor ${s.step.kind === 'emperor' ? s.step.max + 1 : 1}`,
    'emperor 0',
    `land ${colour} ${Math.floor(pick() * 15)}`,
  ];
  for (const t of s.territories) if (t.segments.length > 1) out.push(`land ${colour} ${t.segments[1]}`);
  const legal = new Set(game.actions(s, seat));
  return out.filter((c) => !legal.has(c.trim().replace(/\s+/g, ' ').toLowerCase()) && c.trim() !== '');
}

describe.each([2, 3, 4])('random games at %i players', (seats) => {
  it(`CM-20 / CM-21 / CM-22: random legal play always ends with a result (${seats} players)`, () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const { state, moves } = randomGame(seats, seed, undefined, CAP);
        expect(moves.length).toBeLessThan(CAP);
        expect(game.result(state)?.reason).toMatch(/^CM-2[012]: /);
        expect(game.result(state)?.winners.length).toBeGreaterThan(0);
        expect(game.active(state)).toEqual([]);
        for (let seat = 0; seat < seats; seat++) expect(game.actions(state, seat)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it(`CM-8: every command listed by actions() is accepted; exactly one seat acts (${seats} players)`, () => {
    fc.assert(
      fc.property(seedArb, fc.integer(), (seed, salt) => {
        const pick = seededRandom(`pick:${seed}:${salt}`);
        randomGame(seats, seed, (before, _after, seat) => {
          const active = game.active(before);
          check(active.length === 1 && active[0] === seat, `active ${active.join(',')} instead of ${seat}`);
          const legal = game.actions(before, seat);
          check(legal.length > 0, 'no legal command');
          for (let other = 0; other < seats; other++) {
            if (other !== seat) check(game.actions(before, other).length === 0, `seat ${other} has commands out of turn`);
          }
          for (let k = 0; k < 4; k++) {
            const command = legal[Math.floor(pick() * legal.length)];
            const r = game.apply(before, seat, command);
            check(r.ok, `${command} refused: ${r.ok ? '' : r.message}`);
          }
        });
      }),
      { numRuns: RUNS },
    );
  });

  it(`CM-23: unlisted commands are refused with a message and leave the state unchanged (${seats} players)`, () => {
    fc.assert(
      fc.property(seedArb, fc.array(fc.string({ maxLength: 40 }), { minLength: 1, maxLength: 20 }), (seed, extras) => {
        const pick = seededRandom(`junk:${seed}`);
        let i = 0;
        randomGame(seats, seed, (before, _after, seat, command) => {
          const snapshot = JSON.stringify(before);
          const candidates = junk(before, seat, pick, extras[i++ % extras.length]);
          // A sample per step keeps the suite fast; over 200 games every kind is tried many times.
          const tries = Array.from({ length: 4 }, () => ({ seat, command: candidates[Math.floor(pick() * candidates.length)] }));
          // Another seat sending the active seat's command.
          tries.push({ seat: (seat + 1 + Math.floor(pick() * (seats - 1))) % seats, command });
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

  it(`CM-2 / CM-4: 40 cubes of each colour and every side's castles are conserved after every step (${seats} players)`, () => {
    const castles = CASTLES_PER_SIDE[seats];
    fc.assert(
      fc.property(seedArb, (seed) => {
        const conserved = (s: CarolusState) => {
          const c = counts(s);
          check(c.cubes.every((n) => n === 40), `cubes ${c.cubes.join(',')}`);
          check(c.castles.every((n) => n === castles), `castles ${c.castles.join(',')}`);
          const all = [s.centre, ...s.courts, ...s.reserves, s.supply, ...s.territories.map((t) => t.cubes)].flat();
          check(all.every((n) => Number.isInteger(n) && n >= 0), 'a negative or broken count');
        };
        const { state } = randomGame(seats, seed, (_before, after) => conserved(after));
        conserved(state);
      }),
      { numRuns: RUNS },
    );
  });

  it(`CM-23: replaying the moves from the seed reproduces the final state (${seats} players)`, () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const { state, moves } = randomGame(seats, seed);
        const r = replay(game, { seats, seed }, moves);
        expect(r.ok).toBe(true);
        expect(r.state).toEqual(state);
      }),
      { numRuns: RUNS },
    );
  });
});
