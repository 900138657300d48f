import { describe, expect, it } from 'vitest';
import { sightOf, type BotLevel } from '../../../src/engine/bots';
import { randomFrom, randomInt, seedRng, type RngState } from '../../../src/engine/rng';
import { registry } from '../../../src/games';
import { randomBot } from '../../../src/games/carolus-magnus/bot';
import { carolusMagnusBots } from '../../../src/games/carolus-magnus/bots';
import { sampleState } from '../../../src/games/carolus-magnus/bots/sample';
import { DIE_FACES } from '../../../src/games/carolus-magnus/data';
import { cloneState, type CarolusState } from '../../../src/games/carolus-magnus/state';
import { playBotMatch } from '../../../scripts/bot-arena';
import { check, playRandom } from '../../support/game-harness';
import { game } from './helpers';

/** The decisions of one seeded random game: each state with the seat whose step it is. */
function randomDecisions(seats: number, seed: string): { state: CarolusState; seat: number }[] {
  const out: { state: CarolusState; seat: number }[] = [];
  playRandom(game, randomBot, { seats, seed }, ({ before, seat }) => out.push({ state: before, seat }));
  return out;
}

/** The next `n` dice a generator would roll (CM-8), without advancing it. */
function nextDice(rng: RngState, n: number): string[] {
  const r = { ...rng };
  return Array.from({ length: n }, () => DIE_FACES[randomInt(r, DIE_FACES.length)]);
}

describe('Carolus Magnus bots: what they see and answer', () => {
  it('CM-23: the state the good bot rebuilds from a seat’s view shows that seat the same view and lists the same commands (2, 3, 4 seats)', () => {
    const random = randomFrom('sample-check');
    for (const seats of [2, 3, 4]) {
      for (const { state, seat } of randomDecisions(seats, `sample-${seats}`)) {
        const view = game.view(state, seat);
        const sample = sampleState(view, random);
        check(JSON.stringify(game.view(sample, seat)) === JSON.stringify(view), `${seats} seats, round ${state.round}: the rebuilt state shows another view`);
        check(JSON.stringify(game.actions(sample, seat)) === JSON.stringify(game.actions(state, seat)), `${seats} seats, round ${state.round}: the rebuilt state lists other commands`);
      }
    }
  });

  it('both levels answer a listed command at the states of random games (2, 3, 4 seats)', () => {
    let asked = 0;
    for (const seats of [2, 3, 4]) {
      const decisions = randomDecisions(seats, `listed-${seats}`);
      decisions.forEach(({ state, seat }, k) => {
        if (k % 6 !== 0) return;
        const sight = sightOf(game, state, seat);
        for (const level of ['easy', 'good'] as BotLevel[]) {
          const command = carolusMagnusBots[level](sight, randomFrom(`listed-${seats}-${k}-${level}`));
          check(sight.actions.includes(command), `${seats} seats, step ${k}: the ${level} bot answered "${command}", not listed`);
          asked++;
        }
      });
    }
    expect(asked).toBeGreaterThan(100);
  });

  it('neither level ever answers undo, even where a sight lists it', () => {
    const decisions = randomDecisions(2, 'undo');
    for (const kind of ['disc', 'paladin', 'emperor']) {
      const { state, seat } = decisions.find(({ state }) => state.step.kind === kind)!;
      const sight = sightOf(game, state, seat);
      const withUndo = { ...sight, actions: ['undo', ...sight.actions] };
      for (let k = 0; k < 10; k++) {
        for (const level of ['easy', 'good'] as BotLevel[]) {
          expect(carolusMagnusBots[level](withUndo, randomFrom(`undo-${kind}-${k}-${level}`))).not.toBe('undo');
        }
      }
    }
  });

  it('CM-23: twin states that differ only in the dice to come (the seed, the one secret) get the same command from the good bot; a bot that read the state would tell them apart', () => {
    const peeking = (s: CarolusState, seat: number) => {
      const actions = game.actions(s, seat);
      return actions[DIE_FACES.indexOf(nextDice(s.rng, 1)[0] as (typeof DIE_FACES)[number]) % actions.length];
    };
    let twins = 0;
    let peeked = 0;
    for (const seats of [2, 3, 4]) {
      const decisions: { state: CarolusState; seat: number }[] = [];
      playBotMatch<CarolusState>(registry[game.id], ['good', ...Array.from({ length: seats - 1 }, (): BotLevel => 'easy')], { seats, seed: `twins-${seats}` }, {
        onStep: ({ before, seat }) => {
          if (seat === 0 && game.actions(before, seat).length > 1) decisions.push({ state: before, seat });
        },
      });
      decisions.forEach(({ state: a, seat }, k) => {
        let b = a;
        for (let n = 0; JSON.stringify(nextDice(b.rng, 4)) === JSON.stringify(nextDice(a.rng, 4)); n++) b = { ...cloneState(a), rng: seedRng(`twin-${seats}-${k}-${n}`) };
        expect(JSON.stringify(b)).not.toBe(JSON.stringify(a));
        expect(game.view(b, seat)).toEqual(game.view(a, seat));
        const choose = (s: CarolusState) => carolusMagnusBots.good(sightOf(game, s, seat), randomFrom(`twin-choice-${seats}-${k}`));
        expect(choose(b), `${seats} seats, decision ${k} (${a.step.kind})`).toBe(choose(a));
        if (peeking(a, seat) !== peeking(b, seat)) peeked++;
        twins++;
      });
    }
    expect(twins).toBeGreaterThan(60);
    expect(peeked).toBeGreaterThan(0);
  });
});
