import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogLine } from '../../../src/engine/types';
import { clearForced, forceDice, forcedLeft } from './forced-dice';
import { build, text, won } from './helpers';

vi.mock('../../../src/engine/rng', async (importOriginal) => (await import('./mock-rng')).forcedRng(await importOriginal()));

beforeEach(clearForced);

/** A turn's end: the Draco roll comes next (SG-15 step 7). */
const atDraco = (marker: number, roll: number) => {
  forceDice(roll);
  const log: LogLine[] = [];
  const s = build({ phase: 'draco', draco: marker, zones: { battlements: { normans: ['k1', 'priest'] } } }, log);
  return { s, log };
};

describe('T-4: Draco', () => {
  it('T-4 / SG-38 / SG-40 N1: marker 5, roll 4 → 6 and the Normans win', () => {
    const { s, log } = atDraco(5, 4);
    expect(s.draco).toBe(6);
    expect(won(s.result)).toBe('sg.won.n1');
    expect(s.result?.winners).toEqual([0]);
    expect(text(log)).toMatch(/Draco roll: 4, \+1 step; the marker stands at 6 of 6\./);
  });

  it('T-4 / SG-38: marker 5, roll 2 → stays at 5 and the next turn starts', () => {
    const { s } = atDraco(5, 2);
    expect(s.draco).toBe(5);
    expect(s.result).toBeNull();
    expect(s.turn).toBe(3);
  });

  it('T-4 / SG-38 / R-23: marker 5, roll 10 → capped at 6, the Normans win', () => {
    const { s } = atDraco(5, 10);
    expect(s.draco).toBe(6);
    expect(won(s.result)).toBe('sg.won.n1');
  });

  it('T-4 / SG-38: marker 4, roll 9 → 6, the Normans win', () => {
    const { s } = atDraco(4, 9);
    expect(s.draco).toBe(6);
    expect(s.result?.winners).toEqual([0]);
  });

  it('T-4 / SG-41: a Frisian condition met earlier in the turn means no Draco roll', () => {
    forceDice(10);
    // The sweep takes the East Plain: four zones with the tower (F2), so the turn stops there.
    const s = build({
      phase: 'sweep',
      draco: 5,
      controlled: ['west', 'bridge', 'entrance'],
      zones: { east: { frisians: ['p1'] }, battlements: { normans: ['k1', 'priest'] } },
    });
    expect(won(s.result)).toBe('sg.won.f2');
    expect(s.result?.winners).toEqual([1]);
    expect(s.draco).toBe(5);
    expect(forcedLeft()).toBe(1);
  });

  it('SG-38: every turn rolls, with or without combats, 1–2 no move, 3–8 one step, 9–10 two', () => {
    for (const [roll, steps] of [[1, 0], [2, 0], [3, 1], [8, 1], [9, 2], [10, 2]]) {
      const { s } = atDraco(0, roll);
      expect(s.draco).toBe(steps);
      expect(s.lastDracoRoll).toBe(roll);
    }
  });
});
