import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, sightOf } from '../../../src/engine/bots';
import { randomFrom } from '../../../src/engine/rng';
import { registry } from '../../../src/games';
import { senorBots } from '../../../src/games/senor-de-la-guerra/bots';
import { normanArrangementProblem } from '../../../src/games/senor-de-la-guerra/movement';
import type { SenorState } from '../../../src/games/senor-de-la-guerra/state';
import { playBotMatch } from '../../../scripts/bot-arena';
import { check } from '../../support/game-harness';
import { build, game, go, type Spec } from './helpers';

const entry = registry[game.id];

/** Commands one movement step or one Tactics window of the easy bot may take (it stops at a steady chance). */
const STEP_BOUND = 40;
const MATCH_BOUND = 400;

describe('El Señor de la Guerra: the easy bot never loops', () => {
  it('SG-11 / SG-17: a movement step or a Tactics window ends within a bound, a group picked is always sent on (never put back), and easy matches end well within the cap', () => {
    let longest = 0;
    let steps = 0;
    for (let k = 0; k < 12; k++) {
      const seed = `sg-easy-${k}`;
      let run = 0;
      let last = '';
      const m = playBotMatch<SenorState>(entry, ['easy', 'easy'], { seats: 2, seed, options: { normans: k % 2 } }, {
        maxSteps: MATCH_BOUND,
        onStep: ({ before, after, command }) => {
          check(command !== 'back' && command !== 'undo', `${seed}: the easy bot answered "${command}"`);
          if (last.startsWith('move ')) check(command.startsWith('to '), `${seed}: "${last}" was followed by "${command}"`);
          last = command;
          const within = (s: SenorState) => (s.step.kind === 'move' || s.step.kind === 'tactics') && s.combat?.window === before.combat?.window;
          run = within(before) && within(after) && after.step.kind === before.step.kind ? run + 1 : 0;
          longest = Math.max(longest, run);
          check(run < STEP_BOUND, `${seed}: ${run} commands in one step`);
        },
      });
      steps += m.moves.length;
      expect(m.winners).toHaveLength(1);
    }
    expect(longest).toBeGreaterThan(2);
    expect(steps / 12).toBeLessThan(MATCH_BOUND / 3);
  });

  const cases: [string, Spec][] = [
    [
      'the priest alone at the Bridge (SG-13)',
      {
        phase: 'norman-move',
        zones: {
          bridge: { normans: ['priest', 'bridge-guard'] },
          entrance: { normans: ['chrysagon', 'bors', 'k1', 'w1', 'entrance-guard'] },
          battlements: { normans: ['k2', 'a1', 'battlements-guard'] },
        },
      },
    ],
    [
      'the Entrance one over the cap after a swap (SG-5)',
      {
        phase: 'norman-move',
        controlled: ['east', 'west', 'bridge'],
        zones: {
          entrance: { normans: ['chrysagon', 'bors', 'k1', 'k2', 'w1', 'w2', 'w3', 's1', 's2', 's3', 'a1', 'priest'] },
          battlements: { normans: ['k3', 'w4', 'w5', 'w6', 's4', 's5', 's6', 'a2', 'a3'] },
        },
      },
    ],
  ];
  for (const [what, spec] of cases) {
    it(`A-6: both levels mend a Norman arrangement that "done" refuses: ${what}`, () => {
      for (const level of BOT_LEVELS) {
        let s = build(spec);
        expect(normanArrangementProblem(s)).not.toBeNull();
        expect(game.actions(s, 0)).not.toContain('done');
        const random = randomFrom(`mend:${level}`);
        let n = 0;
        while (!game.actions(s, 0).includes('done')) {
          s = go(s, senorBots[level](sightOf(game, s, 0), random));
          expect(++n).toBeLessThanOrEqual(4);
        }
        expect(normanArrangementProblem(s)).toBeNull();
      }
    });
  }
});
