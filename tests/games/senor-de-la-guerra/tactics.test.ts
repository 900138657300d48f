import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FRISIANS, NORMANS } from '../../../src/games/senor-de-la-guerra/data';
import { pendingZones } from '../../../src/games/senor-de-la-guerra/tactics';
import { clearForced, forceDice } from './forced-dice';
import { build, game, go, idsIn, refused, run, text, zone } from './helpers';

vi.mock('../../../src/engine/rng', async (importOriginal) => (await import('./mock-rng')).forcedRng(await importOriginal()));

beforeEach(clearForced);

describe('T-10: Tactics rules', () => {
  const start = () =>
    build({
      current: 'bridge',
      tactics: [2, 3],
      zones: {
        bridge: { normans: ['priest', 'w1', 'bridge-guard'], frisians: ['p3', 'p4'] },
        east: { normans: ['east-guard'], frisians: ['p9'] },
        west: { normans: ['west-guard'] },
        battlements: { normans: ['k1', 'k2', 'k3', 'bors', 'w2'] },
      },
    });

  it('T-10 / SG-13 / SG-30: the priest must move first; the Frisian needs the Ram; a Tactics move creates a combat', () => {
    let s = start();
    // D9, Norman window 1.
    expect(s.step).toEqual({ kind: 'tactics', side: NORMANS });
    expect(refused(s, 'move swordsman bridge')).toBe('That would leave the priest without a Norman warrior; move him first.');
    s = go(s, 'move priest bridge', 'to battlements 1', 'move swordsman bridge', 'to battlements 1');
    expect(idsIn(s, 'battlements', NORMANS)).toEqual(['bors', 'k1', 'k2', 'k3', 'w1', 'w2', 'priest']);
    expect(s.pieces.filter((p) => p.marked).map((p) => p.id)).toEqual(['w1', 'priest']);
    // The Norman has no Tactics left: his window closes; D10, the Frisian's.
    expect(s.tactics).toEqual([0, 3]);
    expect(s.step).toEqual({ kind: 'tactics', side: FRISIANS });
    s = go(s, 'move peasant bridge');
    expect(refused(s, 'to entrance 1')).toBe('The Frisians may enter the Tower Entrance only after building the Battering Ram.');
    s = go(s, 'to west 1');
    expect(idsIn(s, 'west', FRISIANS)).toEqual(['p3']);
    expect(pendingZones(s)).toEqual([zone('east'), zone('west'), zone('bridge')]);
    // The Bridge combat: GB against P4, round 4 only (both miss). D11 is skipped (no Norman Tactics).
    forceDice(1, 1);
    s = go(s, 'done');
    expect(s.resolved[zone('bridge')]).toBe(true);
    // D8 offers the East and West Plains.
    expect(s.step).toEqual({ kind: 'fight', side: NORMANS });
    expect(game.actions(s, 0)).toEqual(['fight east', 'fight west']);
    s = go(s, 'fight east');
    expect(s.step).toEqual({ kind: 'tactics', side: FRISIANS });
    expect(refused(s, 'move peasant west')).toBe('Every peasant there has already moved by Tactics this turn.');
    s = go(s, 'move peasant east');
    expect(refused(s, 'to bridge 1')).toBe('Tactics cannot send pieces to the Bridge: it has already been fought this turn.');
    // P9 to the Rearguard; nothing else can move, so the windows close. The West Plain is
    // fought next (GW 1, P3 1), then the Draco roll.
    forceDice(1, 1, 1);
    const { state: t, log } = run(s, 'to rearguard 1');
    // The East Plain is no longer contested: cancelled (SG-18), not controlled, no bonus.
    expect(text(log)).toMatch(/No rounds are fought in the East Plain: the zone is no longer contested\./);
    expect(t.controlled[zone('east')]).toBe(false);
    expect(text(log)).toMatch(/Combat in the West Plain/);
    expect(t.turn).toBe(3);
  });
});

describe('T-11: priest relocation', () => {
  it('T-11 / R-16: the priest’s zone becomes controlled — D18 asks where he goes', () => {
    // Round 1: A1 1; FA1 10, FA2 10 (2 hits on the East Plain).
    forceDice(1, 10, 10);
    const s = build({
      zones: { east: { normans: ['priest', 'a1'], frisians: ['fa1', 'fa2'] }, bridge: { normans: ['k1'] }, battlements: { normans: ['k2'] } },
    });
    expect(s.controlled[zone('east')]).toBe(true);
    expect(s.step).toEqual({ kind: 'relocate', side: NORMANS });
    expect(game.actions(s, 0)).toEqual(['priest bridge', 'priest battlements']);
    expect(refused(s, 'priest west')).toBe('The priest may go only where a Norman warrior is, and there is none in the West Plain.');
    forceDice(1);
    const t = go(s, 'priest bridge');
    expect(idsIn(t, 'bridge', NORMANS)).toEqual(['k1', 'priest']);
  });

  it('T-11 / R-16: after mutual destruction the priest stays, and must move at the next D6', () => {
    // Round 3: W1 7, 7 (2 hits); FW1 10, 10, FW2 10, 1 (3 hits − the priest = 2). Then the Draco roll.
    forceDice(7, 7, 10, 10, 10, 1, 1);
    const s = build({ zones: { east: { normans: ['priest', 'w1'], frisians: ['fw1', 'fw2'] }, battlements: { normans: ['k1'] } } });
    expect(s.controlled[zone('east')]).toBe(false);
    expect(idsIn(s, 'east', NORMANS)).toEqual(['priest']);
    expect(s.step).toEqual({ kind: 'move', side: NORMANS });
    expect(game.actions(s, 0)).not.toContain('done');
    expect(refused(s, 'done')).toMatch(/^The priest must end the movement beside a Norman warrior; he is alone (?:in|on|at) the /);
    const t = go(s, 'move priest east', 'to battlements 1');
    expect(game.actions(t, 0)).toContain('done');
  });
});

describe('T-12: guards', () => {
  it('T-12 / SG-10 / R-3 / R-17: a dead guard gives no bonus, no dead count, and returns for 1 Courage', () => {
    // Round 1: FA1 10, FA2 10 (2 hits − Bridge = 1).
    forceDice(10, 10);
    let s = build({
      courage: [1, 0],
      controlled: ['west'],
      dead: { normans: ['west-guard'] },
      zones: { bridge: { normans: ['k1', 'bridge-guard'], frisians: ['fa1', 'fa2'] } },
    });
    // D14: the Norman keeps his Courage; D16: the knight or the guard.
    expect(s.step).toEqual({ kind: 'cancel', side: NORMANS });
    s = go(s, 'pass');
    expect(s.step).toEqual({ kind: 'casualties', side: NORMANS });
    // Round 3: K1 1, 1, 1; then the Draco roll.
    forceDice(1, 1, 1, 1);
    s = go(s, 'casualty guard');
    expect(s.pieces.find((p) => p.id === 'bridge-guard')?.status).toBe('dead');
    expect(s.controlled[zone('bridge')]).toBe(false);
    expect(s.dead[NORMANS]).toBe(0);
    expect(s.courage[NORMANS]).toBe(1);
    // Next turn, D5: only the Bridge guard can return (the West Plain is controlled).
    expect(s.step).toEqual({ kind: 'recover', side: NORMANS });
    expect(game.actions(s, 0)).toEqual(['recover bridge', 'pass']);
    expect(refused(s, 'recover west')).toBe('The Frisians control the West Plain; no guard may return there.');
    s = go(s, 'recover bridge');
    expect(s.courage[NORMANS]).toBe(0);
    expect(idsIn(s, 'bridge', NORMANS)).toEqual(['k1', 'bridge-guard']);
    // A second recovery in the same turn is refused: D5 is over.
    expect(refused(s, 'recover bridge')).toMatch(/^Not now\. /);
  });
});
