import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FRISIANS, NORMANS } from '../../../src/games/senor-de-la-guerra/data';
import { clearForced, forceDice, forcedLeft } from './forced-dice';
import type { SenorView } from '../../../src/games/senor-de-la-guerra/view';
import { build, game, go, idsIn, kindsIn, refused, run, sideToMove, text } from './helpers';

vi.mock('../../../src/engine/rng', async (importOriginal) => (await import('./mock-rng')).forcedRng(await importOriginal()));

beforeEach(clearForced);

const start = () =>
  build({
    built: ['shields'],
    courage: [5, 4],
    zones: {
      bridge: {
        normans: ['chrysagon', 'k1', 's1', 's2', 'a1', 'bridge-guard'],
        frisians: ['c1', 'fa1', 'fa2', 'fs1', 'fs2', 'fs3', 'fw1', 'fw2', 'p1', 'p2'],
      },
      battlements: { normans: ['bors', 'priest'] },
    },
  });

describe('T-1: a full combat on the Bridge', () => {
  it('T-1 / SG-19 to SG-27: four rounds with Courage, casualties and no bonus', () => {
    // Round 1, archers: A1 8; FA1 9, FA2 10.
    forceDice(8, 9, 10);
    let s = start();
    expect(s.combat?.round).toBe(1);
    // D12, D13 and D14 are skipped; D15 is the first prompt.
    expect(s.step).toEqual({ kind: 'cancel', side: FRISIANS });
    // Round 2, spearmen: S1 7, S2 6; FS1 8, FS2 9, FS3 4.
    forceDice(7, 6, 8, 9, 4);
    s = go(s, 'courage cancel');
    expect(s.courage).toEqual([5, 3]);
    expect(s.dead).toEqual([0, 0]);
    expect(s.combat?.round).toBe(2);
    // D12: S2 shows 6, one short of 7.
    expect(s.step).toEqual({ kind: 'boost', side: NORMANS });
    s = go(s, 'courage dice');
    expect(s.courage[NORMANS]).toBe(4);
    // D13 skipped (no Frisian die shows 7); D14 skipped (net 0); D15.
    expect(s.step).toEqual({ kind: 'cancel', side: FRISIANS });
    s = go(s, 'courage cancel');
    expect(s.courage[FRISIANS]).toBe(2);
    // D16 skipped; D17: one net hit on the Frisians.
    expect(s.step).toEqual({ kind: 'casualties', side: FRISIANS });
    // Round 3: Chrysagon 10, 7, 2, 5; K1 9, 1, 6; C1 8, 3, 10; FW1 2, 9; FW2 5, 7.
    forceDice(10, 7, 2, 5, 9, 1, 6, 8, 3, 10, 2, 9, 5, 7);
    s = go(s, 'casualty peasant');
    expect(idsIn(s, 'bridge', FRISIANS)).not.toContain('p1');
    expect(s.combat?.round).toBe(3);
    // D12 is asked because K1 shows 6; the Norman declines.
    expect(s.step).toEqual({ kind: 'boost', side: NORMANS });
    s = go(s, 'pass');
    // D13: FW2's 7 becomes 8.
    expect(s.step).toEqual({ kind: 'boost', side: FRISIANS });
    s = go(s, 'courage dice');
    expect(s.courage[FRISIANS]).toBe(1);
    // 4 hits − Bridge − Chrysagon = 2 net; D14.
    expect(s.step).toEqual({ kind: 'cancel', side: NORMANS });
    s = go(s, 'courage cancel');
    expect(s.courage[NORMANS]).toBe(3);
    expect(s.step).toEqual({ kind: 'cancel', side: FRISIANS });
    s = go(s, 'pass');
    // D16: {Chrysagon} is rejected, {A1} accepted.
    expect(s.step).toEqual({ kind: 'casualties', side: NORMANS });
    expect(refused(s, 'casualty chrysagon')).toBe('Chrysagon falls last: he may take only the last hit, once every other combatant of his side here is among the casualties.');
    s = go(s, 'casualty archer');
    // D17: {C1, a spearman} absorbs 3 — one command per hit, the captain taking two.
    expect(sideToMove(s)).toBe('frisians');
    s = go(s, 'casualty captain');
    expect(game.actions(s, 1)).toEqual(['casualty captain', 'casualty swordsman', 'casualty spearman', 'casualty archer', 'casualty peasant']);
    s = go(s, 'casualty spearman');
    // {C1, FS} is now set: the last hit can only be the captain's second.
    expect(game.actions(s, 1)).toEqual(['casualty captain']);
    // Round 4: GB 9; P2 10; then the Draco roll.
    forceDice(9, 10, 1);
    s = go(s, 'casualty captain');
    expect(s.dead).toEqual([1, 2]);
    expect(s.combat?.round).toBe(4);
    // D12, D13, D14 skipped; D15: the Frisian declines.
    expect(s.step).toEqual({ kind: 'cancel', side: FRISIANS });
    s = go(s, 'pass');
    expect(s.step).toEqual({ kind: 'casualties', side: FRISIANS });
    const { state: end, log } = run(s, 'casualty peasant');
    expect(forcedLeft()).toBe(0);
    // End of combat: no control, no bonus (A1 was lost).
    expect(end.controlled[3]).toBe(false);
    expect(text(log)).not.toMatch(/lost no one/);
    expect(end.courage).toEqual([3, 1]);
    expect(idsIn(end, 'bridge', NORMANS)).toEqual(['chrysagon', 'k1', 's1', 's2', 'bridge-guard']);
    expect(kindsIn(end, 'bridge', FRISIANS)).toEqual(['swordsman', 'swordsman', 'spearman', 'spearman', 'archer', 'archer']);
    expect(end.turn).toBe(3);
  });

  it('T-1 / SG-21: the Leather Shields add nothing on the Bridge', () => {
    forceDice(8, 8, 8);
    const s = start();
    const v = game.view(s, null) as SenorView;
    // Natural 8s stay 8s: no hit for Frisian archers (9+), and D13 is asked for the near miss.
    expect(v.combat?.dice.filter((d) => d.side === 'frisians').map((d) => [d.natural, d.modified, d.hit])).toEqual([
      [8, 8, false],
      [8, 8, false],
    ]);
    expect(s.step).toEqual({ kind: 'boost', side: FRISIANS });
  });
});
