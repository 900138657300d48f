import { describe, expect, it } from 'vitest';
import { sightOf } from '../../../src/engine/bots';
import { randomFrom } from '../../../src/engine/rng';
import { registry } from '../../../src/games';
import { senorBots } from '../../../src/games/senor-de-la-guerra/bots';
import { FRISIANS, NORMANS, unit, type Kind } from '../../../src/games/senor-de-la-guerra/data';
import { sideOf, type SenorState } from '../../../src/games/senor-de-la-guerra/state';
import { playBotMatch } from '../../../scripts/bot-arena';
import { build, game, go, kindsIn, type Spec } from './helpers';

const entry = registry[game.id];
const { good } = senorBots;

/** The tower held ten and ten, a guard on each open zone (SG-4). */
const TOWER: Spec['zones'] = {
  east: { normans: ['east-guard'] },
  west: { normans: ['west-guard'] },
  bridge: { normans: ['bridge-guard'] },
  entrance: { normans: ['chrysagon', 'bors', 'k1', 'w1', 'w2', 's1', 's2', 'a1', 'a2', 'a3', 'entrance-guard', 'priest'] },
  battlements: { normans: ['k2', 'k3', 'w3', 'w4', 'w5', 's3', 's4', 's5', 'a4', 'a5', 'battlements-guard'] },
};

const HOST = ['king', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'fw1', 'fw2', 'fw3', 'fw4', 'fw5', 'fw6', 'fs1', 'fs2', 'fs3', 'fs4', 'fs5', 'fa1', 'fa2', 'fa3', 'fa4', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6'];

/** Plays the good bot for the seat asked until `done` ends its step. */
function goodStep(s: SenorState, seed: string): SenorState {
  const random = randomFrom(seed);
  const step = s.step;
  for (let n = 0; n < 200 && s.step.kind === step.kind && !s.result; n++) s = go(s, good(sightOf(game, s, game.active(s)[0]), random));
  return s;
}

describe('El Señor de la Guerra: the good bot plays to win', () => {
  it('SG-7 / SG-35: the Normans lay the Prince where the Frisians cannot come this turn (the Battlements, with the Ram built and no Ladders)', () => {
    const s = build({ phase: 'tiles', turn: 3, built: ['ram'], zones: { ...TOWER, rearguard: { frisians: HOST } } });
    const command = good(sightOf(game, s, 0), randomFrom('tiles'));
    expect(command).toMatch(/^prince battlements /);
  });

  it('SG-14 / SG-33: the Frisians send hosts into every zone they can take this turn (the Plains and the Bridge, held by guards alone); the King goes only where every Norman die hitting could not reach him (R-15, N3)', () => {
    const s = build({ phase: 'frisian-move', turn: 1, decoys: ['east', 'west'], prince: 'entrance', zones: { ...TOWER, rearguard: { frisians: HOST } } });
    const after = goodStep(s, 'frisian-move');
    expect(after.phase).not.toBe('frisian-move');
    for (const z of ['east', 'west', 'bridge'] as const) expect(kindsIn(after, z, FRISIANS).length, z).toBeGreaterThan(1);
    const king = (['east', 'west', 'bridge'] as const).find((z) => kindsIn(after, z, FRISIANS).includes('king'));
    if (king) {
      const dice = kindsIn(after, king, NORMANS).reduce((n, k) => n + unit(NORMANS, k as Kind).dice, 0);
      const before = kindsIn(after, king, FRISIANS).reduce((n, k) => n + (k === 'king' ? 0 : unit(FRISIANS, k as Kind).absorbs), 0);
      // Each Norman piece rolls once a combat, in its round (SG-19).
      expect(before).toBeGreaterThan(dice);
    }
  });

  it('R-17 / SG-26: a good bot gives a hit to a guard (Normans) or a peasant (Frisians), which count for nothing, whenever it may, unless a knight or captain already hit takes its second', () => {
    let checked = 0;
    for (const seed of ['sg-good-hits-0', 'sg-good-hits-1', 'sg-good-hits-2', 'sg-good-hits-3']) {
      playBotMatch<SenorState>(entry, ['good', 'good'], { seats: 2, seed }, {
        onStep: ({ before, seat, command }) => {
          if (before.step.kind !== 'casualties') return;
          const side = sideOf(before, seat);
          const cheap = side === NORMANS ? 'guard' : 'peasant';
          const double = side === NORMANS ? 'knight' : 'captain';
          const started = ((before.combat?.roll?.picks[side ?? 0][double] ?? 0) % 2) === 1;
          if (!game.actions(before, seat).includes(`casualty ${cheap}`) || started) return;
          expect(command).toBe(`casualty ${cheap}`);
          checked++;
        },
      });
    }
    expect(checked).toBeGreaterThan(3);
  });
});
