import { describe, expect, it } from 'vitest';
import { randomFrom } from '../../../src/engine/rng';
import { randomBot } from '../../../src/games/king-david/bot';
import type { PlayerCountry } from '../../../src/games/king-david/data/counters';
import { THRESHOLD } from '../../../src/games/king-david/data/tables';
import type { KdState } from '../../../src/games/king-david/state';
import { allVictoryPoints } from '../../../src/games/king-david/victory';
import { game, go } from './helpers';
import { check, invariants } from './invariants';

/**
 * KD-82 / R-3 in random play. Random games from the set-up seldom reach a threshold (at 3 and 4
 * players, none of the 100 property games does), so these start near one: when the first Action
 * phase begins, the country in initiative place 1 is given neutral cities up to one short of its
 * threshold; then the seats play at random to the end, the invariants checked after every step.
 */
const NEUTRAL_CITIES = ['GIB', 'GEZ', 'SHE', 'DOR', 'MEG', 'BSH', 'HAZ', 'MAH', 'JAB', 'JER'];
const SEEDS = 10;

function nearThreshold(seats: number, seed: string): KdState {
  const random = randomFrom(`bot:${seed}`);
  let s = game.setup({ seats, seed }) as KdState;
  let given = false;
  for (let i = 0; i < 20_000 && !s.result; i++) {
    if (!given && s.act) {
      const seat = s.initiative[0];
      const country = s.country[seat] as PlayerCountry;
      for (const city of NEUTRAL_CITIES.slice(0, THRESHOLD[country] - 1)) s.control[city] = country;
      given = true;
    }
    const ready = game.active(s).filter((x) => game.actions(s, x).length > 0);
    const seat = ready[Math.floor(random() * ready.length)];
    s = go(s, seat, randomBot(s, seat, random)).state;
    invariants(s);
  }
  return s;
}

describe('KD-82 / R-3: automatic victory reached in random play', () => {
  for (const seats of [3, 4, 5]) {
    it(`KD-82 / R-3: ${seats} players starting one city short of a threshold: every game ends by the rules, and an automatic victory goes to the one country at its threshold`, () => {
      const endings = new Map<string, number>();
      for (let k = 0; k < SEEDS; k++) {
        const s = nearThreshold(seats, `kd-threshold-${seats}-${k}`);
        const result = game.result(s);
        check(result !== null && result.winners.length > 0, `seed ${k}: no winner`);
        const reason = (result?.reason as { key: string }).key;
        endings.set(reason, (endings.get(reason) ?? 0) + 1);
        if (reason === 'kd.result.automatic') {
          const vp = allVictoryPoints(s);
          const reached = s.country.map((c, seat) => (vp[seat] >= THRESHOLD[c as PlayerCountry] ? seat : -1)).filter((x) => x >= 0);
          expect(reached).toEqual(result?.winners);
        }
      }
      expect(endings.get('kd.result.automatic') ?? 0, JSON.stringify([...endings])).toBeGreaterThan(0);
    }, 600_000);
  }
});
