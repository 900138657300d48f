import { describe, expect, it, vi } from 'vitest';
import { FRISIANS, NORMANS } from '../../../src/games/senor-de-la-guerra/data';
import type { SenorView } from '../../../src/games/senor-de-la-guerra/view';
import { clearForced, forceDice } from './forced-dice';
import { build, game, readable, run } from './helpers';
import { english } from '../../support/words';

vi.mock('../../../src/engine/rng', async (importOriginal) => (await import('./mock-rng')).forcedRng(await importOriginal()));

const v = (s: Parameters<typeof game.view>[0], seat: number | null) => game.view(s, seat) as SenorView;

describe('views, summaries and sealed answers', () => {
  it('A-5 / R-29 / SG-2: the Norman starting set stays sealed until the Frisian answers', () => {
    const s = game.setup({ seats: 2, seed: 'sealed' });
    const r = game.apply(s, 0, 'start tactics');
    if (!r.ok) throw new Error(english(r.message));
    expect(r.value.secret).toBe(true);
    const t = r.value.state;
    expect(v(t, 0).startSets).toEqual({ normans: 'tactics', frisians: null });
    expect(v(t, 1).startSets).toEqual({ normans: 'sealed', frisians: null });
    expect(v(t, null).startSets).toEqual({ normans: 'sealed', frisians: null });
    expect(readable(r.value.log, 1)).toEqual(['Normans have chosen their starting set.']);
    const u = game.apply(t, 1, 'start courage');
    if (!u.ok) throw new Error(english(u.message));
    expect(u.value.secret).toBeUndefined();
    expect(v(u.value.state, 1).startSets).toEqual({ normans: 'tactics', frisians: 'courage' });
    expect(v(u.value.state, 1).courage).toEqual({ normans: 7, frisians: 6 });
    expect(v(u.value.state, 1).tactics).toEqual({ normans: 6, frisians: 7 });
    expect(u.value.state.reveals).toBe(1);
  });

  it('A-5 / R-29 / SG-24: Norman casualty picks are sealed from the Frisian until both sets are in', () => {
    clearForced();
    // Round 1 on the East Plain: A1 10; FA1 10, FA2 1 — one hit each way, and a choice on both sides.
    forceDice(10, 10, 1);
    const s = build({ zones: { east: { normans: ['a1', 'k1', 'east-guard'], frisians: ['fa1', 'fa2', 'p1'] } } });
    expect(s.step).toEqual({ kind: 'casualties', side: NORMANS });
    const r = game.apply(s, 0, 'casualty archer');
    if (!r.ok) throw new Error(english(r.message));
    expect(r.value.secret).toBe(true);
    const t = r.value.state;
    expect(t.step).toEqual({ kind: 'casualties', side: FRISIANS });
    expect(v(t, 0).combat?.hitsGiven).toEqual({ normans: { archer: 1 } });
    expect(v(t, 1).combat?.hitsGiven).toEqual({ frisians: {} });
    expect(v(t, null).combat?.hitsGiven).toEqual({});
    expect(readable(r.value.log, 1).join('\n')).not.toMatch(/archer/);
    expect(readable(r.value.log, 1).join('\n')).toMatch(/Normans have chosen their casualties/);
    const { state: u, log } = run(t, 'casualty peasant');
    expect(readable(log, 1).join('\n')).toMatch(/Normans lose a1\. Frisians lose p1\./);
    expect(u.reveals).toBe(t.reveals + 1);
  });

  it('A-7: the Frisian and spectator views are the same apart from who is looking', () => {
    const s = build({
      phase: 'norman-move',
      prince: 'bridge',
      decoys: ['east', 'west'],
      zones: { battlements: { normans: ['k1', 'priest'] }, east: { normans: ['east-guard'], frisians: ['p1'] } },
    });
    const f = v(s, 1);
    const spectator = v(s, null);
    expect({ ...f, you: null }).toEqual(spectator);
    expect(f.you).toBe('frisians');
    expect(f.tiles).toEqual({ inPlay: 3, zones: ['east', 'west', 'bridge'], inHand: false, revealedDecoys: [], discarded: 0, moves: [] });
    expect(v(s, 0).tiles.prince).toBe('bridge');
    expect(v(s, 0).tiles.decoys).toEqual(['east', 'west']);
    expect(JSON.stringify(f)).not.toMatch(/"prince"|rng/);
    expect(f.zones.find((z) => z.zone === 'east')).toMatchObject({ tile: true, pending: true, normans: [{ id: 'east-guard', kind: 'guard', marked: false }] });
    expect(f.decision).toBe('D6');
    expect(f.waitingFor).toBe('normans');
  });

  it('A-7: the summary gives the turn, the prompt, resources and zones; the Prince only to the Normans', () => {
    const s = build({
      phase: 'norman-move',
      courage: [9, 4],
      tactics: [4, 9],
      built: ['shields'],
      controlled: ['west'],
      prince: 'bridge',
      decoys: ['east'],
      zones: { battlements: { normans: ['k1', 'k2', 'priest'] }, east: { normans: ['east-guard'], frisians: ['p1', 'p2', 'king'] } },
    });
    const text = game.summary(s, 1).join('\n');
    expect(text).toContain('Turn 2. Waiting for the Normans to move pieces');
    expect(text).toContain('You play the Frisians.');
    expect(text).toContain('Courage: Normans 9, Frisians 4. Tactics: Normans 4, Frisians 9. Draco 0 of 6.');
    expect(text).toContain('Siege structures: Leather Shields.');
    expect(text).toContain('  East Plain [tile]: Normans 1 guard; Frisians the Frisian King, 2 peasants.');
    expect(text).toContain('  West Plain [controlled]: Normans none; Frisians none.');
    expect(text).toContain('  Tower Battlements: Normans 2 knights, the priest; Frisians none.');
    expect(text).toContain('Tiles: 2 in play, face down in the East Plain and the Bridge.');
    expect(text).not.toContain('Prince is');
    expect(game.summary(s, null).join('\n')).not.toContain('Prince is');
    expect(game.summary(s, 0).join('\n')).toContain('The Prince is in the Bridge.');
  });

  it('A-9: the summary of a finished game gives the result', () => {
    clearForced();
    forceDice(4);
    const s = build({ phase: 'draco', draco: 5, zones: { battlements: { normans: ['k1', 'priest'] } } });
    expect(game.summary(s, 1).join('\n')).toMatch(/^Game over in turn 2: SG-40 N1: Draco has arrived\./);
    expect(v(s, 1).result).toEqual(s.result);
  });
});
