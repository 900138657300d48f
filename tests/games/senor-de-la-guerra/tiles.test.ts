import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FRISIANS, NORMANS } from '../../../src/games/senor-de-la-guerra/data';
import type { SenorView } from '../../../src/games/senor-de-la-guerra/view';
import { clearForced, forceDice, forcedLeft } from './forced-dice';
import { build, game, go, refused, run, text, won, zone, type Spec, summaryText } from './helpers';

vi.mock('../../../src/engine/rng', async (importOriginal) => (await import('./mock-rng')).forcedRng(await importOriginal()));

beforeEach(clearForced);

const t3 = (prince: 'west' | 'bridge'): Spec => ({
  built: ['shields'],
  prince,
  decoys: prince === 'west' ? ['east', 'bridge'] : ['east', 'west'],
  zones: {
    west: { normans: ['s1', 'west-guard'], frisians: ['fs1', 'fs2', 'fs3', 'fw1', 'fw2'] },
    battlements: { normans: ['k1', 'priest'] },
  },
});

/** T-3's dice: round 2 (S1 3; FS 8, 2, 5), the Norman loses S1, round 3 (FW1 8, 1; FW2 4, 7). */
function fightWest(prince: 'west' | 'bridge', extra: number[]) {
  forceDice(3, 8, 2, 5);
  const s = build(t3(prince));
  // Round 1 is skipped; round 2: 8, 2, 5 become 9, 3, 6: one hit. D16: S1 or the guard.
  expect(s.combat?.round).toBe(2);
  expect(s.step).toEqual({ kind: 'casualties', side: NORMANS });
  expect(game.actions(s, 0)).toEqual(['casualty spearman', 'casualty guard']);
  forceDice(8, 1, 4, 7, ...extra);
  return run(s, 'casualty spearman');
}

describe('tiles', () => {
  it('T-3 / SG-37: a decoy captured in the West Plain is shown to both and removed', () => {
    const { state: s, log } = fightWest('bridge', [1]);
    // Round 3: 9, 2, 5, 8: two hits; the guard falls, the surplus hit is lost; early end.
    expect(s.pieces.find((p) => p.id === 'west-guard')?.status).toBe('dead');
    expect(s.controlled[zone('west')]).toBe(true);
    expect(s.dead[NORMANS]).toBe(1);
    expect(s.courage[NORMANS]).toBe(0);
    expect(text(log)).toMatch(/The Frisians turn over the tile in the West Plain: a decoy, removed from the game; 2 tiles remain in play\./);
    for (const seat of [0, 1, null]) {
      const v = game.view(s, seat) as SenorView;
      expect(v.tiles.revealedDecoys).toEqual(['west']);
      expect(v.tiles.inPlay).toBe(2);
    }
    expect(forcedLeft()).toBe(0);
    // Next turn: the West Plain takes no tile.
    const t = go(s, 'done');
    expect(t.step).toEqual({ kind: 'tiles', side: NORMANS });
    expect(refused(t, 'prince west decoy east')).toBe('The Frisians control the West Plain; no tile may go there.');
    expect(game.actions(t, 0)).not.toContain('prince bridge decoy west');
    expect(game.actions(t, 0)).toContain('prince bridge decoy east');
  });

  it('T-3b / SG-39 F1 / SG-41: the Prince captured ends the game at the end-of-combat check', () => {
    const { state: s, log } = fightWest('west', [7]);
    expect(won(s.result)).toBe('sg.won.f1');
    expect(s.result?.winners).toEqual([1]);
    // No sweep and no Draco roll: the extra die is still queued.
    expect(forcedLeft()).toBe(1);
    expect(s.draco).toBe(0);
    expect(text(log)).not.toMatch(/Draco roll/);
    expect(text(log)).toMatch(/it is the Prince!/);
  });

  it('T-13 / SG-33 / R-19: unopposed occupation controls the East Plain, turns over its decoy and wins under F2', () => {
    let s = build({
      phase: 'norman-move',
      controlled: ['west', 'bridge', 'entrance'],
      zones: { battlements: { normans: ['w1', 'priest'] }, rearguard: { frisians: ['p1', 'p2'] } },
    });
    s = go(s, 'done');
    // Two legal zones for three tiles: one decoy is discarded (T-14's rule, R-20).
    s = go(s, 'prince battlements decoy east');
    expect(s.step).toEqual({ kind: 'move', side: FRISIANS });
    const { state: end, log } = run(s, 'move peasant rearguard', 'to east 2', 'done');
    expect(end.controlled[zone('east')]).toBe(true);
    expect(text(log)).toMatch(/take control of the East Plain for good \(they hold it unopposed\)/);
    expect(end.tiles.revealedDecoys).toEqual([zone('east')]);
    expect(won(end.result)).toBe('sg.won.f2');
  });

  it('T-14 / SG-36 / R-20: surplus tiles — the Prince and one decoy go in the tower, one decoy is discarded', () => {
    const s = build({ phase: 'norman-move', controlled: ['east', 'west', 'bridge'], zones: { battlements: { normans: ['w1', 'priest'] } } });
    const { state: t, log } = run(s, 'done');
    expect(game.actions(t, 0)).toEqual(['prince entrance decoy battlements', 'prince battlements decoy entrance']);
    expect(text(log)).toMatch(/Only 2 zones can take a tile: 1 decoy is discarded\./);
    const v = game.view(t, 1) as SenorView;
    expect(v.tiles.discarded).toBe(1);
    expect(v.tiles.inPlay).toBe(2);
    expect(summaryText(t, 1)).toMatch(/1 decoy discarded/);
    refused(t, 'prince entrance decoys battlements east');
  });

  it('T-17 / SG-39 F2: the Bridge controlled at the end of its combat makes four zones with the tower', () => {
    // Round 1: A1 1; FA1 10, FA2 10: 2 hits − Bridge = 1.
    forceDice(1, 10, 10);
    const s = build({ controlled: ['east', 'west', 'entrance'], zones: { bridge: { normans: ['a1'], frisians: ['fa1', 'fa2'] } } });
    expect(s.controlled[zone('bridge')]).toBe(true);
    expect(won(s.result)).toBe('sg.won.f2');
    expect(s.result?.winners).toEqual([1]);
  });

  it('R-22 / A-7: a Tactics tile move is public as zones only', () => {
    const s = build({
      current: 'east',
      tactics: [1, 1],
      prince: 'east',
      decoys: ['west'],
      zones: { east: { normans: ['a1'], frisians: ['p1'] }, bridge: { normans: ['w1', 'priest'] } },
    });
    expect(s.step).toEqual({ kind: 'tactics', side: NORMANS });
    expect(game.actions(s, 0)).toContain('tile east bridge');
    expect(refused(s, 'tile east west')).toBe('There is already a tile in the West Plain.');
    const { state: t, log } = run(s, 'tile east bridge');
    // The Norman's last point is spent: his window closes and the Frisian's opens.
    expect(t.step).toEqual({ kind: 'tactics', side: FRISIANS });
    expect(t.tiles.prince).toBe(zone('bridge'));
    expect((game.view(t, 1) as SenorView).tiles.moves).toEqual([{ from: 'east', to: 'bridge' }]);
    expect(text(log.filter((l) => l.to === undefined))).toMatch(/spends 1 Tactics: a tile moves from the East Plain to the Bridge\./);
    expect(JSON.stringify(game.view(t, 1))).not.toMatch(/prince/);
  });
});
