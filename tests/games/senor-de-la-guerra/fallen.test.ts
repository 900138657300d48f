import { describe, expect, it } from 'vitest';
import type { SenorView } from '../../../src/games/senor-de-la-guerra/view';
import { game, randomGame } from './helpers';

describe('the dead on each side’s card', () => {
  it('fallenByKind counts the dead pieces of each side by kind, the same for every viewer', () => {
    let checked = 0;
    for (const seed of ['fallen-1', 'fallen-2', 'fallen-3']) {
      const { state } = randomGame(seed);
      for (const viewer of [0, 1, null]) {
        const v = game.view(state, viewer) as SenorView;
        for (const side of ['normans', 'frisians'] as const) {
          const sideNo = side === 'normans' ? 0 : 1;
          const dead = state.pieces.filter((p) => p.side === sideNo && p.status === 'dead');
          expect(Object.values(v.fallenByKind[side]).reduce((a, b) => a + b, 0)).toBe(v.fallen[side].length);
          for (const kind of new Set(dead.map((p) => p.kind))) expect(v.fallenByKind[side][kind]).toBe(dead.filter((p) => p.kind === kind).length);
          checked += dead.length;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
