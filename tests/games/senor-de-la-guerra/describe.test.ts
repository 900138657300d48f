import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Phrase } from '../../../src/engine/text';
import { catalogueFor } from '../../../src/text/catalogues';
import { render } from '../../../src/text/render';
import type { SenorState } from '../../../src/games/senor-de-la-guerra/state';
import type { SenorView } from '../../../src/games/senor-de-la-guerra/view';
import { english } from '../../support/words';
import { clearForced, forceDice } from './forced-dice';
import { build, game, go, randomGame } from './helpers';

vi.mock('../../../src/engine/rng', async (importOriginal) => (await import('./mock-rng')).forcedRng(await importOriginal()));

beforeEach(clearForced);

const said = (s: SenorState, seat: number, command: string) => english(game.describe!(s, seat, command).text);
const final = (s: SenorState, seat: number, command: string) => game.describe!(s, seat, command).final === true;
const spanish = (p: Phrase) => render(p, 'es', catalogueFor(game.id), (seat) => `Jugador ${seat + 1}`, { strict: true });
const v = (s: SenorState, seat: number | null) => game.view(s, seat) as SenorView;

describe('what a move does, in words (describe)', () => {
  it('SG-11: moving is picking a group, then sending some of it to a zone — each said in full', () => {
    let s = build({ phase: 'norman-move', zones: { east: { normans: ['s1', 's2', 's3', 'east-guard'] }, battlements: { normans: ['k1', 'priest'] } } });
    expect(said(s, 0, 'move spearman east')).toBe('Move 3 spearmen from the East Plain… (next: where, and how many)');
    expect(said(s, 0, 'done')).toBe('End your movement and place the tiles');
    s = go(s, 'move spearman east');
    expect(said(s, 0, 'to bridge 3')).toBe('Move 3 spearmen from the East Plain to the Bridge');
    expect(said(s, 0, 'to battlements 1')).toBe('Move 1 spearman from the East Plain to the Tower Battlements');
    expect(said(s, 0, 'back')).toBe('Put the group down (3 spearmen) and choose another');
    for (const c of ['move spearman east', 'to bridge 3', 'back']) expect(final(s, 0, c)).toBe(false);
  });

  it('SG-31 / SG-10 / SG-35: structures, guards and tiles are named', () => {
    const s = build({ phase: 'siege', tactics: [0, 6], zones: { rearguard: { frisians: ['p1', 'p2', 'p3'] }, battlements: { normans: ['k1', 'priest'] } } });
    expect(said(s, 1, 'build ram')).toBe('Build the Battering Ram (2 Tactics and 2 peasants; no Frisian moves this turn)');
    expect(said(s, 1, 'pass')).toBe('Build nothing this turn');
    const r = build({ phase: 'recover', courage: [2, 0], dead: { normans: ['bridge-guard'] }, zones: { battlements: { normans: ['k1', 'priest'] } } });
    expect(said(r, 0, 'recover bridge')).toBe('Bring the guard back to the Bridge for 1 Courage');
    const t = go(build({ phase: 'norman-move', zones: { battlements: { normans: ['k1', 'priest'] } } }), 'done');
    expect(said(t, 0, 'prince bridge decoys east west')).toBe('Place the Prince on the Bridge and the decoys in the East Plain and in the West Plain');
  });

  it('SG-23 / SG-24: Courage and casualties say what they do; a step that rolls dice is final', () => {
    // Round 1 on the East Plain: A1 7 (one short), A2 10; FA1 8 (one short), FA2 10.
    forceDice(7, 10, 8, 10);
    let s = build({ courage: [3, 3], zones: { east: { normans: ['a1', 'a2', 'k1'], frisians: ['fa1', 'fa2', 'c1'] } } });
    expect(said(s, 0, 'courage dice')).toBe('Spend 1 Courage: +1 on all your dice this round');
    expect(said(s, 0, 'pass')).toBe('Keep your Courage: no bonus on your dice');
    s = go(s, 'courage dice', 'courage dice', 'pass');
    expect(said(s, 1, 'courage cancel')).toBe('Spend 1 Courage to cancel a hit against you');
    s = go(s, 'pass');
    // Two hits each way: the Norman chooses first, one hit at a time.
    expect(said(s, 0, 'casualty archer')).toBe('Lose an archer (hit 1 of 2)');
    expect(said(s, 0, 'casualty knight')).toBe('Lose a knight: he takes hit 1 of 2 and can take one more');
    expect(final(s, 0, 'casualty knight')).toBe(false);
    s = go(s, 'casualty knight');
    expect(said(s, 0, 'casualty knight')).toBe('Give hit 2 of 2 to the same knight as before');
    s = go(s, 'casualty knight');
    // The Frisian's last pick reveals the Norman's and rolls the next round: it cannot be taken back.
    expect(s.step).toEqual({ kind: 'casualties', side: 1 });
    expect(final(s, 1, 'casualty captain')).toBe(false);
    s = go(s, 'casualty captain');
    expect(said(s, 1, 'casualty captain')).toBe('Give hit 2 of 2 to the same captain as before');
    expect(final(s, 1, 'casualty captain')).toBe(true);
  });

  it('A-5: the Norman’s sealed starting set can be taken back; the Frisian’s answer reveals both and cannot', () => {
    let s = game.setup({ seats: 2, seed: 'describe' });
    expect(said(s, 0, 'start courage')).toBe('Take Courage 6 / Tactics 4 (sealed until the Frisians choose)');
    expect(final(s, 0, 'start courage')).toBe(false);
    s = go(s, 'start tactics');
    expect(said(s, 1, 'start tactics')).toBe('Take Courage 4 / Tactics 6');
    expect(final(s, 1, 'start tactics')).toBe(true);
  });

  it('A-2 / A-5 / A-7: over random games a move is final exactly when it rolls a die, shows something hidden or ends the game', () => {
    let finals = 0;
    let others = 0;
    for (let i = 0; i < 6; i++) {
      randomGame(`final-${i}`, (before, after, seat, command) => {
        const rolled = JSON.stringify(before.rng) !== JSON.stringify(after.rng);
        const shown = after.reveals !== before.reveals || after.result !== null;
        const info = game.describe!(before, seat, command);
        if ((info.final === true) !== (rolled || shown)) throw new Error(`final-${i} "${command}": final ${info.final}, rolled ${rolled}, shown ${shown}`);
        if (info.final) finals++;
        else others++;
      });
    }
    expect(finals).toBeGreaterThan(50);
    expect(others).toBeGreaterThan(500);
  });
});

describe('what the step asks, and what the player can do (prompt, help)', () => {
  it('A-1 / A-7: the prompt says who is asked and why, the same for every viewer; the help says what to click', () => {
    // Round 1: A1 7 (one short of 8), FA1 1.
    forceDice(7, 1);
    const s = build({ courage: [2, 0], zones: { bridge: { normans: ['a1', 'bridge-guard'], frisians: ['fa1', 'p1'] } } });
    for (const seat of [0, 1, null]) {
      expect(english(v(s, seat).prompt)).toBe('The Normans may spend 1 Courage for +1 on all their dice in round 1: one of their dice is a point short of a hit.');
      expect(english(v(s, seat).help)).toBe('Click your Courage to spend a point, or Pass.');
    }
    expect(spanish(v(s, 1).prompt)).toBe('Los Normandos pueden gastar 1 punto de Coraje para sumar +1 a todos sus dados en la ronda 1: a uno de sus dados le falta un punto para acertar.');
    const m = build({ phase: 'norman-move', zones: { battlements: { normans: ['k1', 'k2', 'priest'] } } });
    expect(english(v(m, 0).help)).toBe('Click a group of your pieces, then the zone it goes to and how many; click Done when you have finished.');
    const sel = go(m, 'move knight battlements');
    expect(english(v(sel, 0).prompt)).toBe('The Normans choose where to send 2 knights from the Tower Battlements, and how many.');
    expect(english(v(sel, 0).help)).toBe('Click the zone they go to, then how many; click the group again to put it down.');
    // The group picked, and where it may go: public, like the command that picked it.
    expect(v(sel, 1).selection).toEqual({
      piece: 'knight',
      from: 'battlements',
      count: 2,
      dests: [
        { zone: 'east', max: 2 },
        { zone: 'west', max: 2 },
        { zone: 'bridge', max: 2 },
        { zone: 'entrance', max: 2 },
      ],
    });
  });
});
