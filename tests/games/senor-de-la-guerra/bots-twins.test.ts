import { describe, expect, it } from 'vitest';
import { sightOf } from '../../../src/engine/bots';
import { play } from '../../../src/engine/play';
import { randomFrom, seedRng } from '../../../src/engine/rng';
import { senorBots } from '../../../src/games/senor-de-la-guerra/bots';
import { NORMANS } from '../../../src/games/senor-de-la-guerra/data';
import { cloneState, sideOf, type SenorState } from '../../../src/games/senor-de-la-guerra/state';
import { game } from './helpers';
import { princeTwins, swapPrince } from './twins';

/*
 * Twins: two states that differ only in what the deciding seat may not know. The good bot must
 * answer the same in both (with the same random numbers). Each family also checks that its twins
 * really differ, and that a bot reading the secret from the state would answer differently in
 * some of them, so these tests would catch a bot that looked past its sight.
 */

const { good, easy } = senorBots;

function seatToAct(s: SenorState): number {
  return game.active(s)[0];
}

function step(s: SenorState, seat: number, command: string): SenorState {
  const r = play(game, s, seat, command);
  if (!r.ok) throw new Error(`"${command}" refused: ${r.code}`);
  return r.value.state;
}

/** A bot that reads the secret from the state: its answer turns on the secret (FNV-1a of it). */
function peeking(secret: string, actions: readonly string[]): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < secret.length; i++) h = Math.imul(h ^ secret.charCodeAt(i), 0x01000193) >>> 0;
  return actions[h % actions.length];
}

interface Tally {
  compared: number;
  fooled: number;
  decisions: Set<string>;
}

/** The good bot answers twin states alike; returns its answer. */
function compare(a: SenorState, b: SenorState, seat: number, secret: (s: SenorState) => string, key: string, t: Tally): string {
  expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
  const sa = sightOf(game, a, seat);
  const sb = sightOf(game, b, seat);
  const ca = good(sa, randomFrom(key));
  const cb = good(sb, randomFrom(key));
  expect(cb, `${key} ${sa.view.decision}`).toBe(ca);
  t.compared++;
  t.decisions.add(sa.view.decision ?? '');
  if (sa.actions.length > 1 && peeking(secret(a), sa.actions) !== peeking(secret(b), sb.actions)) t.fooled++;
  return ca;
}

function tally(): Tally {
  return { compared: 0, fooled: 0, decisions: new Set() };
}

/** Plays the good bot for both seats until `until` holds. */
function goodUntil(seed: string, options: Record<string, unknown>, until: (s: SenorState) => boolean): SenorState {
  let s = game.setup({ seats: 2, seed, options });
  const random = randomFrom(`drive:${seed}`);
  while (!until(s) && !s.result) {
    const seat = seatToAct(s);
    s = step(s, seat, good(sightOf(game, s, seat), random));
  }
  return s;
}

const isFrisian = (s: SenorState, seat: number) => sideOf(s, seat) !== NORMANS;

/** The Norman's sealed casualties as a set: hits per kind, whatever order they were given in. */
function sealedPicks(s: SenorState): string {
  const picks = s.combat?.roll?.picks[NORMANS] ?? {};
  return JSON.stringify(Object.entries(picks).filter(([, n]) => (n ?? 0) > 0).sort());
}

describe('El Señor de la Guerra: the good bot reads no secret', () => {
  it('A-7 / SG-34: the Frisian good bot answers alike whether the Prince lies under one face-down tile or another', () => {
    const t = tally();
    for (const [seed, normans] of [['sg-twins-prince-0', 0], ['sg-twins-prince-1', 1], ['sg-twins-prince-2', 0]] as const) {
      const s = goodUntil(seed, { normans }, (x) => x.step.kind === 'tiles');
      const norman = seatToAct(s);
      const here = good(sightOf(game, s, norman), randomFrom(seed));
      const there = swapPrince(here);
      if (there === null) throw new Error(`${seed}: "${here}" lays no decoy`);
      expect(game.actions(s, norman)).toContain(there);
      let a = step(s, norman, here);
      let b = step(s, norman, there);
      expect(a.tiles.prince).not.toBe(b.tiles.prince);
      const random = randomFrom(`norman:${seed}`);
      // Until a tile is turned over, the game ends, or the Normans lay the tiles again.
      for (let n = 0; a.step.kind !== 'tiles' && !princeTwins.revealed(a, norman) && !princeTwins.revealed(b, norman); n++) {
        const seat = seatToAct(a);
        // The Normans play the easy bot: its commands are listed alike in both twins.
        const command = isFrisian(a, seat) ? compare(a, b, seat, (x) => String(x.tiles.prince), `${seed}:${n}`, t) : easy(sightOf(game, a, seat), random);
        a = step(a, seat, command);
        b = step(b, seat, command);
      }
    }
    expect(t.compared).toBeGreaterThan(30);
    expect(t.decisions).toContain('D7');
    // … and decisions of the combat phase (Tactics, Courage, casualties).
    expect([...t.decisions].some((d) => Number(d.slice(1)) >= 10)).toBe(true);
    expect(t.fooled).toBeGreaterThan(0);
  });

  it('A-5 / SG-2: the Frisian good bot picks its starting set alike whichever set the Norman sealed', () => {
    const t = tally();
    for (const normans of [0, 1]) {
      for (const seed of ['sg-twins-start-0', 'sg-twins-start-1', 'sg-twins-start-2']) {
        const s = game.setup({ seats: 2, seed, options: { normans } });
        const a = step(s, normans, 'start courage');
        const b = step(s, normans, 'start tactics');
        compare(a, b, 1 - normans, (x) => String(x.starts[NORMANS]), seed, t);
      }
    }
    expect(t.compared).toBe(6);
    expect(t.fooled).toBeGreaterThan(0);
  });

  it('A-5 / SG-24: the Frisian good bot gives its hits alike whichever casualties the Norman sealed', () => {
    const t = tally();
    for (let k = 0; k < 12 && t.compared < 6; k++) {
      const seed = `sg-twins-casualties-${k}`;
      // Easy Normans against the good Frisians, up to a Norman casualty choice with two ways to begin.
      const random = randomFrom(`drive:${seed}`);
      let s = game.setup({ seats: 2, seed });
      while (!s.result && !(s.step.kind === 'casualties' && sideOf(s, seatToAct(s)) === NORMANS && new Set(game.actions(s, seatToAct(s))).size > 1)) {
        const seat = seatToAct(s);
        s = step(s, seat, (isFrisian(s, seat) ? good : easy)(sightOf(game, s, seat), random));
      }
      if (s.result) continue;
      const norman = seatToAct(s);
      const [first, second] = game.actions(s, norman);
      let a = step(s, norman, first);
      let b = step(s, norman, second);
      // One twin completes the set with the first listed pick each time, the other with the last.
      while (a.step.kind === 'casualties' && sideOf(a, seatToAct(a)) === NORMANS) a = step(a, norman, game.actions(a, norman)[0]);
      while (b.step.kind === 'casualties' && sideOf(b, seatToAct(b)) === NORMANS) b = step(b, norman, game.actions(b, norman).at(-1) ?? '');
      if (sealedPicks(a) === sealedPicks(b)) continue;
      for (let n = 0; a.step.kind === 'casualties' && b.step.kind === 'casualties'; n++) {
        const seat = seatToAct(a);
        const command = compare(a, b, seat, sealedPicks, `${seed}:${n}`, t);
        a = step(a, seat, command);
        b = step(b, seat, command);
      }
    }
    expect(t.compared).toBeGreaterThanOrEqual(6);
    expect([...t.decisions]).toEqual(['D17']);
    expect(t.fooled).toBeGreaterThan(0);
  });

  it('A-2: both seats answer alike whatever the dice to come (the seeded generator nobody sees)', () => {
    const t = tally();
    for (const [k, seed] of ['sg-twins-dice-0', 'sg-twins-dice-1'].entries()) {
      const random = randomFrom(`drive:${seed}`);
      // The good bot drives seat k, the easy bot the other; both seats' answers are compared.
      const driver = (seat: number) => (seat === k ? good : easy);
      let s = game.setup({ seats: 2, seed });
      for (let n = 0; !s.result && n < 150; n++) {
        const seat = seatToAct(s);
        const twin = cloneState(s);
        twin.rng = seedRng(`other dice:${seed}:${n}`);
        compare(s, twin, seat, (x) => JSON.stringify(x.rng), `${seed}:${n}`, t);
        s = step(s, seat, driver(seat)(sightOf(game, s, seat), random));
      }
    }
    expect(t.decisions.size).toBeGreaterThan(8);
    expect(t.fooled).toBeGreaterThan(10);
  });
});
