/**
 * One test per digest clause that had none naming it (shared/rulings/senor-de-la-guerra.md).
 * Scenarios are built with `build` and driven with `go` / `run`; dice are forced in the server's
 * generation order: Norman pieces first, then Frisian, each in piece-id order.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FRISIANS, NORMANS, REARGUARD, ROUNDS, unit, type Kind, type Side } from '../../../src/games/senor-de-la-guerra/data';
import { isHit, modified } from '../../../src/games/senor-de-la-guerra/rounds';
import type { LogLine } from '../../../src/engine/types';
import type { Die, Roll, SenorState } from '../../../src/games/senor-de-la-guerra/state';
import { pendingZones } from '../../../src/games/senor-de-la-guerra/tactics';
import { zonesWin } from '../../../src/games/senor-de-la-guerra/victory';
import type { SenorView } from '../../../src/games/senor-de-la-guerra/view';
import { clearForced, forceDice, forcedLeft } from './forced-dice';
import { build, census, game, go, idsIn, randomGame, refused, run, text, won, zone } from './helpers';
import { english } from '../../support/words';

vi.mock('../../../src/engine/rng', async (importOriginal) => (await import('./mock-rng')).forcedRng(await importOriginal()));

beforeEach(clearForced);

const v = (s: SenorState, seat: number | null = null) => game.view(s, seat) as SenorView;
const decision = (s: SenorState) => v(s).decision;
const ones = (n: number) => Array.from({ length: n }, () => 1);
const peasants = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `p${from + i}`);

/** A bare roll for threshold checks: no King, no Courage. */
function rollOf(round: number, dice: Die[]): Roll {
  return {
    round,
    king: false,
    priest: false,
    chrysagon: false,
    dice,
    boost: [false, false],
    cancel: [false, false],
    stage: 'boost-n',
    picks: [{}, {}],
    chose: [false, false],
  };
}

/** Round 1 on the East Plain, Courage 3 each: A1 7 (near miss), A2 10; FA1 8 (near miss), FA2 10. */
const courageRound = () => {
  forceDice(7, 10, 8, 10);
  return build({ courage: [3, 3], zones: { east: { normans: ['a1', 'a2', 'east-guard'], frisians: ['fa1', 'fa2', 'p1'] } } });
};

describe('async-play adaptations (A-*)', () => {
  it('A-3: decision points come in order D1, D2, D3, D4, D6 (D5 skipped: nothing to recover), D6 tiles, D7', () => {
    forceDice(1, 3, 9);
    let s = game.setup({ seats: 2, seed: 'a3' });
    expect([decision(s), v(s).waitingFor]).toEqual(['D1', 'normans']);
    s = go(s, 'start courage');
    expect([decision(s), v(s).waitingFor]).toEqual(['D2', 'frisians']);
    s = go(s, 'start tactics');
    expect([decision(s), v(s).waitingFor]).toEqual(['D3', 'normans']);
    s = go(s, 'entrance archer 4', 'entrance swordsman 2', 'entrance spearman 4');
    expect([decision(s), v(s).waitingFor]).toEqual(['D3', 'normans']);
    s = go(s, 'priest battlements');
    // Turn 1, step 1: the Frisian has 9 Tactics and 20 peasants, so D4 is asked.
    expect(s.turn).toBe(1);
    expect([decision(s), v(s).waitingFor]).toEqual(['D4', 'frisians']);
    s = go(s, 'pass');
    // D5 is skipped: no guard is dead.
    expect([decision(s), v(s).waitingFor]).toEqual(['D6', 'normans']);
    expect(s.step.kind).toBe('move');
    s = go(s, 'done');
    expect([decision(s), s.step.kind]).toEqual(['D6', 'tiles']);
    s = go(s, 'prince bridge decoys east west');
    expect([decision(s), v(s).waitingFor]).toEqual(['D7', 'frisians']);
    // No contested zone: no D8–D18; the sweep and the Draco roll need no decision.
    s = go(s, 'done');
    expect(s.turn).toBe(2);
    expect([decision(s), v(s).waitingFor]).toEqual(['D4', 'frisians']);
  });

  it('A-4 / R-9: the second Norman window (D11) opens even though the Frisian passed at D10', () => {
    const spec = {
      current: 'east' as const,
      zones: {
        east: { normans: ['a1', 'east-guard'], frisians: ['p1'] },
        west: { normans: ['a2', 'west-guard'], frisians: ['p2'] },
      },
    };
    let s = build({ ...spec, tactics: [2, 1] });
    expect(decision(s)).toBe('D9');
    s = go(s, 'done');
    expect(decision(s)).toBe('D10');
    s = go(s, 'done');
    // The Frisian passed, the Norman still has Tactics and a legal action: D11 is asked.
    expect(decision(s)).toBe('D11');
    expect(s.step).toEqual({ kind: 'tactics', side: NORMANS });
    expect(s.resolved[zone('east')]).toBe(false);
    // Skips use public information only: with 0 Norman Tactics, D9 and D11 are skipped.
    const t = build({ ...spec, tactics: [0, 1] });
    expect(decision(t)).toBe('D10');
    forceDice(...ones(20));
    const u = go(t, 'done');
    // The East Plain was fought; the West Plain, now the only pending zone, opens its own windows.
    expect(u.resolved[zone('east')]).toBe(true);
    expect(u.combat?.zone).toBe(zone('west'));
    expect(decision(u)).toBe('D10');
  });

  it('A-10: the engine offers every timeout default as a legal command (the platform applies its own deadline policy)', () => {
    // The platform, not the engine, acts at a deadline: src/match/deadline-plays.ts plays the game's
    // random bot for the seat (or forfeits it), whichever policy the match's clock sets. The engine's
    // part is that each A-10 default is a listed, accepted command at its decision point.
    forceDice(1, 3, 9);
    let s = game.setup({ seats: 2, seed: 'a10' });
    // D1 / D2: Courage 6 / Tactics 4.
    expect(game.actions(s, 0)).toContain('start courage');
    s = go(s, 'start courage', 'start courage');
    expect(s.courage).toEqual([9, 6]);
    expect(s.tactics).toEqual([4, 7]);
    // D4: declined.
    s = go(s, 'entrance archer 4', 'entrance swordsman 2', 'entrance spearman 4', 'priest entrance');
    expect(decision(s)).toBe('D4');
    expect(game.actions(s, 1)).toContain('pass');
    s = go(s, 'pass');
    // D6: no moves; D7: no moves.
    expect(game.actions(s, 0)).toContain('done');
    s = go(s, 'done', 'prince bridge decoys east west');
    expect(decision(s)).toBe('D7');
    expect(game.actions(s, 1)).toContain('done');

    // D8: the pending zones are listed in canonical order, so the first legal zone is the first listed.
    const fight = build({
      zones: {
        bridge: { normans: ['bridge-guard'], frisians: ['p3'] },
        east: { normans: ['east-guard'], frisians: ['p1'] },
        west: { normans: ['west-guard'], frisians: ['p2'] },
      },
    });
    expect(decision(fight)).toBe('D8');
    expect(game.actions(fight, 0)).toEqual(['fight east', 'fight west', 'fight bridge']);

    // D9–D11: declined ("done"); D12–D15: declined ("pass").
    const win = build({ current: 'east', tactics: [1, 0], courage: [1, 1], zones: { east: { normans: ['a1', 'east-guard'], frisians: ['fa1', 'p1'] } } });
    expect(decision(win)).toBe('D9');
    expect(game.actions(win, 0)).toContain('done');
    // Round 1: A1 7 (one short of 8), FA1 8 (one short of 9): D12 and D13 are asked.
    forceDice(7, 8);
    let r = go(win, 'done', 'done');
    expect(decision(r)).toBe('D12');
    expect(game.actions(r, 0)).toContain('pass');
    r = go(r, 'pass');
    expect(decision(r)).toBe('D13');
    expect(game.actions(r, 1)).toContain('pass');
  });
});

describe('rulings (R-*)', () => {
  it('R-1: a combat has 4 rounds — archers, spearmen, swordsman class, peasants and guards — and no fifth', () => {
    expect(ROUNDS).toBe(4);
    // Rounds 1 to 4 with every die a miss (2 + 2 + 4 + 2), then the Draco roll.
    forceDice(...ones(11));
    const log: LogLine[] = [];
    const s = build({ zones: { east: { normans: ['a1', 's1', 'w1', 'east-guard'], frisians: ['fa1', 'fs1', 'fw1', 'p1'] } } }, log);
    const rounds = text(log).match(/Round \d \([^)]*\)/g);
    expect(rounds).toEqual(['Round 1 (archers)', 'Round 2 (spearmen)', 'Round 3 (swordsman class)', 'Round 4 (peasants and guards)']);
    expect(text(log)).not.toMatch(/Round 5/);
    expect(forcedLeft()).toBe(0);
    // Every piece survived four rounds and the combat is over: the next turn has begun.
    expect(idsIn(s, 'east', FRISIANS)).toEqual(['fw1', 'fs1', 'fa1', 'p1']);
    expect(s.turn).toBe(3);
  });

  it('R-4: characters and peasants count toward the cap; the priest and the guards do not', () => {
    // Ten capped Normans in the Battlements, five of them characters (Chrysagon, Bors, 3 knights),
    // plus the priest and the guard: the arrangement is legal, and an eleventh capped piece is not.
    const n = build({
      phase: 'norman-move',
      zones: {
        battlements: { normans: ['chrysagon', 'bors', 'k1', 'k2', 'k3', 'w1', 'w2', 'w3', 'w4', 'w5', 'priest', 'battlements-guard'] },
        entrance: { normans: ['a1', 'entrance-guard'] },
      },
    });
    expect(game.actions(n, 0)).toContain('done');
    const m = go(n, 'move archer entrance');
    expect(game.actions(m, 0)).not.toContain('to battlements 1');
    expect(refused(m, 'to battlements 1')).toBe('There is no room on the Tower Battlements: at most 10 pieces per side.');
    // Ten peasants fill the East Plain for the Frisians: not even the King may join them.
    const f = build({
      phase: 'frisian-move',
      zones: { east: { frisians: peasants(1, 10) }, rearguard: { frisians: ['king'] }, battlements: { normans: ['k1', 'priest'] } },
    });
    const g = go(f, 'move king rearguard');
    expect(game.actions(g, 1)).not.toContain('to east 1');
    expect(refused(g, 'to east 1')).toBe('There is no room in the East Plain: at most 10 pieces per side.');
  });

  it('R-5: a structure is built once, stays built, and only one is declared per turn', () => {
    forceDice(...ones(10));
    let s = build({ phase: 'siege', tactics: [0, 9], zones: { rearguard: { frisians: peasants(1, 8) }, battlements: { normans: ['k1', 'priest'] } } });
    // The two peasants come from the only zone holding any: lost without a prompt.
    s = go(s, 'build shields');
    expect(s.built.shields).toBe(true);
    expect(s.builtThisTurn).toBe('shields');
    // A second structure in the same turn: D4 is over.
    expect(s.step).toEqual({ kind: 'move', side: NORMANS });
    expect(refused(s, 'build ram', 1)).toMatch(/not your turn/i);
    s = go(s, 'done', 'prince bridge decoys east west');
    // Turn 3: the Shields are still built; they cannot be built again; another structure can.
    expect(s.turn).toBe(3);
    expect(s.built).toEqual({ shields: true, ram: false, ladders: false });
    expect(s.builtThisTurn).toBeNull();
    expect(game.actions(s, 1)).toEqual(['build ram', 'build ladders', 'pass']);
    expect(refused(s, 'build shields')).toBe('The Leather Shields are already built; each structure is built once.');
    s = go(s, 'build ram', 'done', 'prince bridge decoys east west');
    // Turn 4: both stand.
    expect(s.turn).toBe(4);
    expect(s.built).toEqual({ shields: true, ram: true, ladders: false });
  });

  it('R-9: the windows run Norman, Frisian, Norman, with any number of points in each', () => {
    let s = build({
      current: 'east',
      tactics: [3, 1],
      zones: {
        east: { normans: ['a1', 'a3', 'east-guard'], frisians: ['p1', 'p2'] },
        west: { normans: ['a2', 'a4', 'west-guard'], frisians: ['p3'] },
      },
    });
    expect([decision(s), s.step]).toEqual(['D9', { kind: 'tactics', side: NORMANS }]);
    // Two points in one window.
    s = go(s, 'move archer west', 'to east 2');
    expect(s.tactics).toEqual([1, 1]);
    expect(decision(s)).toBe('D9');
    s = go(s, 'done');
    expect([decision(s), s.step]).toEqual(['D10', { kind: 'tactics', side: FRISIANS }]);
    s = go(s, 'move peasant west', 'to east 1');
    // The Frisian has no Tactics left: his window closes; the Norman's second window opens.
    expect([decision(s), s.step]).toEqual(['D11', { kind: 'tactics', side: NORMANS }]);
    forceDice(...ones(12));
    s = go(s, 'move archer east', 'to bridge 1');
    expect(s.tactics).toEqual([0, 0]);
    expect(idsIn(s, 'east', NORMANS)).toEqual(['a2', 'a3', 'a4', 'east-guard']);
    expect(s.turn).toBe(3);
  });

  it('R-10: Tactics move pieces only out of a pending zone, only into an unresolved zone, and may create a combat', () => {
    let s = build({
      current: 'east',
      tactics: [3, 3],
      resolved: ['battlements'],
      zones: {
        east: { normans: ['a1', 'east-guard'], frisians: ['p1', 'p2'] },
        west: { normans: ['west-guard'], frisians: ['p3'] },
        bridge: { normans: ['a2'] },
        battlements: { normans: ['k1'] },
      },
    });
    expect(pendingZones(s)).toEqual([zone('east'), zone('west')]);
    // The Bridge has no pending combat: its archer cannot be moved by Tactics.
    expect(refused(s, 'move archer bridge')).toBe('Tactics move only pieces standing where a combat is still to be fought, and there is none in the Bridge.');
    s = go(s, 'move archer east');
    // The Battlements have been fought this turn.
    expect(game.actions(s, 0)).not.toContain('to battlements 1');
    expect(refused(s, 'to battlements 1')).toBe('Tactics cannot send pieces to the Tower Battlements: it has already been fought this turn.');
    // A zone with no combat is a legal destination. With no other legal action his window closes.
    s = go(s, 'to bridge 1');
    expect(idsIn(s, 'bridge', NORMANS)).toEqual(['a1', 'a2']);
    expect(pendingZones(s)).toEqual([zone('east'), zone('west')]);
    // The Frisian sends a peasant to the Bridge: a new combat joins the pending set.
    expect(s.step).toEqual({ kind: 'tactics', side: FRISIANS });
    const { state: t, log } = run(s, 'move peasant east', 'to bridge 1');
    expect(text(log)).toMatch(/moves? 1 peasant from the East Plain to the Bridge; a combat is now to be fought there\./);
    expect(pendingZones(t)).toEqual([zone('east'), zone('west'), zone('bridge')]);
  });

  it('R-11: at most 1 Courage on dice and 1 on a cancel per side per round, in the order N dice, F dice, N cancel, F cancel', () => {
    let s = courageRound();
    const steps: string[] = [];
    const answer = (command: string) => {
      steps.push(`${decision(s)} ${game.actions(s, s.step.kind !== 'none' && s.step.side === NORMANS ? 0 : 1).join('|')}`);
      s = go(s, command);
    };
    answer('courage dice');
    answer('courage dice');
    answer('courage cancel');
    answer('courage cancel');
    expect(steps).toEqual(['D12 courage dice|pass', 'D13 courage dice|pass', 'D14 courage cancel|pass', 'D15 courage cancel|pass']);
    // Each side spent exactly 2 of its 3: no further Courage prompt in this round; casualties are next.
    expect(s.courage).toEqual([1, 1]);
    expect(s.step).toEqual({ kind: 'casualties', side: NORMANS });
    expect(game.actions(s, 0).some((a) => a.startsWith('courage'))).toBe(false);
    expect(refused(s, 'courage dice')).toBeTruthy();
  });

  it('R-13: cancellations work when the only Norman is a guard, and presence counts from the start of the round', () => {
    // Bridge guard alone: round 4, the guard 1; P1 10, P2 10: 2 hits − 1 (Bridge) = 1.
    forceDice(1, 10, 10, 1);
    const gl: LogLine[] = [];
    const g = build({ zones: { bridge: { normans: ['bridge-guard'], frisians: ['p1', 'p2'] } } }, gl);
    expect(text(gl)).toMatch(/After the cancellations: 1 hit on the Normans, 0 hits on the Frisians\./);
    expect(g.pieces.find((p) => p.id === 'bridge-guard')?.status).toBe('dead');
    // Chrysagon dies in round 3 but still cancels a hit in it: 4 Frisian hits − 1 = 3 net.
    forceDice(1, 1, 1, 1, 1, 1, 10, 10, 10, 10);
    const cl: LogLine[] = [];
    const c = build({ zones: { west: { normans: ['chrysagon', 'w1'], frisians: ['fw1', 'fw2'] } } }, cl);
    expect(text(cl)).toMatch(/Hits: Normans 0, Frisians 4\./);
    expect(text(cl)).toMatch(/After the cancellations: 3 hits on the Normans, 0 hits on the Frisians\./);
    expect(c.pieces.find((p) => p.id === 'chrysagon')?.status).toBe('dead');
    expect(won(c.result)).toBe('sg.won.f3');
  });

  it('R-18: control is permanent, the Rearguard is never controlled, and it does not count toward the 4 zones', () => {
    forceDice(1);
    const s = build({
      controlled: ['east', 'west', 'entrance'],
      built: ['ram'],
      zones: { rearguard: { frisians: ['p1', 'p2', 'king'] }, bridge: { normans: ['k1', 'bridge-guard'] }, battlements: { normans: ['k2'] } },
    });
    // After the sweep: the Frisians hold no map zone, yet the three stay controlled; the Rearguard,
    // full of Frisians, is not controlled, so there is no fourth zone and no F2.
    expect(s.turn).toBe(3);
    expect(s.result).toBeNull();
    expect(s.controlled[REARGUARD]).toBe(false);
    expect(s.controlled.map((x, i) => (x ? i : -1)).filter((i) => i >= 0)).toEqual([zone('east'), zone('west'), zone('entrance')]);
    expect(zonesWin(s)).toBe(false);
    // Still controlled: no Norman may go there.
    const m = go(s, 'move knight bridge');
    expect(refused(m, 'to east 1')).toBe('The Frisians control the East Plain; no Norman piece may go there.');
  });

  it('R-26: Norman Courage rises only by the end-of-combat bonus; Frisian Courage and Tactics never rise', () => {
    let bonuses = 0;
    for (const seed of ['r26-a', 'r26-b', 'r26-c']) {
      randomGame(seed, (before, after, _seat, command, log) => {
        if (before.phase === 'start') return;
        const gained = log.filter((l) => /lost no one in this combat: \+1 Courage/.test(english(l.text))).length;
        bonuses += gained;
        const spentN = (command.startsWith('courage') || command.startsWith('recover')) && before.step.kind !== 'none' && before.step.side === NORMANS ? 1 : 0;
        if (after.courage[NORMANS] - before.courage[NORMANS] !== gained - spentN) throw new Error(`${seed}: Norman Courage moved without a bonus at "${command}"`);
        if (after.courage[FRISIANS] > before.courage[FRISIANS]) throw new Error(`${seed}: Frisian Courage rose at "${command}"`);
        if (after.tactics[NORMANS] > before.tactics[NORMANS] || after.tactics[FRISIANS] > before.tactics[FRISIANS]) {
          throw new Error(`${seed}: Tactics rose at "${command}"`);
        }
      });
    }
    // The property was exercised: some combats did pay the bonus.
    expect(bonuses).toBeGreaterThan(0);
  });

  it('R-27: N2 needs 15 Courage held at once; Courage spent does not count', () => {
    // Round 1 on the Bridge: A1 7 (one short of 8) → the Norman spends 1 on dice: 14 → 13; FA1 1.
    forceDice(7, 1);
    let s = build({ courage: [14, 0], zones: { bridge: { normans: ['a1'], frisians: ['fa1'] } } });
    expect(s.step).toEqual({ kind: 'boost', side: NORMANS });
    // FA1 falls, the combat ends clean: +1 Courage, back to 14. Then the Draco roll.
    forceDice(1);
    s = go(s, 'courage dice');
    expect(s.pieces.find((p) => p.id === 'fa1')?.status).toBe('dead');
    // 14 held + 1 earned makes 15 over the turn, but only 14 are held: no N2.
    expect(s.courage[NORMANS]).toBe(14);
    expect(s.result).toBeNull();
    expect(s.turn).toBe(3);
  });

  it('R-28: the Norman chooses the combats one at a time, from what is pending', () => {
    let s = build({
      zones: {
        east: { normans: ['east-guard'], frisians: ['p1'] },
        west: { normans: ['west-guard'], frisians: ['p2'] },
        bridge: { normans: ['bridge-guard'], frisians: ['p3'] },
      },
    });
    expect(decision(s)).toBe('D8');
    expect(game.actions(s, 0)).toEqual(['fight east', 'fight west', 'fight bridge']);
    // A full order up front is no command.
    refused(s, 'fight west bridge east');
    // Round 4 in the West Plain: the guard 1, P2 1.
    forceDice(1, 1);
    s = go(s, 'fight west');
    expect(s.resolved[zone('west')]).toBe(true);
    expect(decision(s)).toBe('D8');
    expect(game.actions(s, 0)).toEqual(['fight east', 'fight bridge']);
    // The Bridge, then the East Plain alone is picked automatically; then the Draco roll.
    forceDice(1, 1, 1, 1, 1);
    const { state: t, log } = run(s, 'fight bridge');
    expect(text(log).match(/Combat (?:in|on) the [A-Za-z ]+\./g)).toEqual(['Combat on the Bridge.', 'Combat in the East Plain.']);
    expect(t.turn).toBe(3);
  });
});

describe('rules digest (SG-*)', () => {
  it('SG-11: in his movement step a player moves any number of pieces, each to any zone', () => {
    let s = build({
      phase: 'norman-move',
      zones: { battlements: { normans: ['k1', 'k2', 'a1', 'a2', 'priest'] }, entrance: { normans: ['bors'] }, rearguard: { frisians: peasants(1, 3) } },
    });
    // No adjacency: the Battlements reach the East Plain, the Entrance the West Plain, in one step.
    s = go(s, 'move knight battlements', 'to east 1', 'move archer battlements', 'to west 2', 'move bors entrance', 'to bridge 1');
    expect(idsIn(s, 'east', NORMANS)).toEqual(['k1']);
    expect(idsIn(s, 'west', NORMANS)).toEqual(['a1', 'a2']);
    expect(idsIn(s, 'bridge', NORMANS)).toEqual(['bors']);
    expect(idsIn(s, 'battlements', NORMANS)).toEqual(['k2', 'priest']);
    s = go(s, 'done', 'prince bridge decoys east west');
    // The Frisian, likewise: three peasants to three zones.
    expect(s.step).toEqual({ kind: 'move', side: FRISIANS });
    s = go(s, 'move peasant rearguard', 'to east 1', 'move peasant rearguard', 'to west 1', 'move peasant rearguard', 'to bridge 1');
    expect([idsIn(s, 'east', FRISIANS), idsIn(s, 'west', FRISIANS), idsIn(s, 'bridge', FRISIANS)]).toEqual([['p1'], ['p2'], ['p3']]);
  });

  it('SG-12: after the Frisian movement step every contested zone has a combat', () => {
    let s = build({
      phase: 'frisian-move',
      zones: {
        east: { normans: ['east-guard'] },
        west: { normans: ['west-guard'] },
        bridge: { normans: ['bridge-guard'] },
        battlements: { normans: ['k1', 'priest'] },
        rearguard: { frisians: peasants(1, 4) },
      },
    });
    s = go(s, 'move peasant rearguard', 'to east 1', 'move peasant rearguard', 'to bridge 2');
    expect(s.step).toEqual({ kind: 'move', side: FRISIANS });
    s = go(s, 'done');
    // The East Plain and the Bridge are contested; the West Plain holds no Frisian.
    expect(decision(s)).toBe('D8');
    expect(game.actions(s, 0)).toEqual(['fight east', 'fight bridge']);
    // Round 4 in each (the guard, then the peasants), then the Draco roll.
    forceDice(...ones(6));
    const { state: t, log } = run(s, 'fight bridge');
    expect(text(log)).toMatch(/Combat on the Bridge\.[\s\S]*Combat in the East Plain\./);
    expect(text(log)).not.toMatch(/Combat in the West Plain/);
    expect(t.turn).toBe(3);
  });

  it('SG-16: the current zone stays pending until its rounds begin; other zones leave the set when uncontested', () => {
    let s = build({
      current: 'east',
      tactics: [2, 0],
      dead: { normans: ['east-guard', 'west-guard'] },
      zones: {
        east: { normans: ['a1'], frisians: ['p1'] },
        west: { normans: ['a2'], frisians: ['p2'] },
        bridge: { normans: ['a3'] },
      },
    });
    expect(pendingZones(s)).toEqual([zone('east'), zone('west')]);
    s = go(s, 'move archer east', 'to bridge 1');
    // The East Plain is no longer contested but is the current zone: still pending.
    expect(pendingZones(s)).toEqual([zone('east'), zone('west')]);
    forceDice(1);
    const { state: t, log } = run(s, 'move archer west', 'to bridge 1');
    // The West Plain left the set; the East Plain's combat is cancelled; the set is empty, the
    // phase ends (no D8) and the sweep follows.
    expect(text(log)).toMatch(/No rounds are fought in the East Plain: the zone is no longer contested\./);
    expect(text(log)).not.toMatch(/Combat in the West Plain/);
    expect(text(log)).toMatch(/take control of the West Plain for good \(they hold it unopposed\)/);
    expect(t.turn).toBe(3);
  });

  it('SG-17: three windows before the rounds — Norman, Frisian, Norman — each action costing 1 Tactics, in submitted order', () => {
    let s = build({
      current: 'east',
      tactics: [2, 1],
      zones: {
        east: { normans: ['a1', 'east-guard'], frisians: ['p1', 'p2'] },
        west: { normans: ['a2', 'west-guard'], frisians: ['p3'] },
      },
    });
    const seen: string[] = [];
    const note = () => seen.push(`${decision(s)} ${s.tactics.join('/')} ${s.resolved[zone('east')] ? 'fought' : 'not fought'}`);
    note();
    s = go(s, 'move archer west', 'to east 1', 'done');
    note();
    s = go(s, 'move peasant west', 'to east 1');
    note();
    expect(seen).toEqual(['D9 2/1 not fought', 'D10 1/1 not fought', 'D11 1/0 not fought']);
    // Both reinforcements arrived in the current zone before any round.
    expect(idsIn(s, 'east', NORMANS)).toEqual(['a1', 'a2', 'east-guard']);
    expect(idsIn(s, 'east', FRISIANS)).toEqual(['p1', 'p2', 'p3']);
    // In submitted order: the archer moved in window 1 is marked, so only A1 may move now.
    s = go(s, 'move archer east');
    expect(game.actions(s, 0)).toContain('to bridge 1');
    expect(game.actions(s, 0)).not.toContain('to bridge 2');
    forceDice(...ones(10));
    const { state: t, log } = run(s, 'to bridge 1');
    expect(idsIn(t, 'bridge', NORMANS)).toEqual(['a1']);
    expect(text(log)).toMatch(/Round 1 \(archers\) in the East Plain: the Normans roll 1 archer \(1\); the Frisians have no dice\./);
  });

  it('SG-20: a die hits when its modified result reaches the threshold for its piece and side', () => {
    const s = build({ phase: 'norman-move', zones: { battlements: { normans: ['k1'] } } });
    const table: [Side, Kind, number, number][] = [
      [NORMANS, 'archer', 1, 8],
      [FRISIANS, 'archer', 1, 9],
      [NORMANS, 'spearman', 2, 7],
      [FRISIANS, 'spearman', 2, 8],
      [NORMANS, 'swordsman', 3, 7],
      [NORMANS, 'knight', 3, 7],
      [NORMANS, 'bors', 3, 7],
      [NORMANS, 'chrysagon', 3, 7],
      [FRISIANS, 'swordsman', 3, 8],
      [FRISIANS, 'captain', 3, 8],
      [FRISIANS, 'king', 3, 8],
      [NORMANS, 'guard', 4, 9],
      [FRISIANS, 'peasant', 4, 9],
    ];
    for (const [side, kind, round, threshold] of table) {
      expect(unit(side, kind).round).toBe(round);
      const at: Die = { id: 'x', side, kind, natural: threshold };
      const below: Die = { ...at, natural: threshold - 1 };
      // On the Bridge (no Shields), no King, no Courage: the natural roll is the modified result.
      const roll = rollOf(round, [at, below]);
      expect([isHit(s, zone('bridge'), roll, at), isHit(s, zone('bridge'), roll, below)]).toEqual([true, false]);
    }
    // In play: both sides roll at once; an 8 hits for a Norman archer and misses for a Frisian one.
    forceDice(8, 8);
    const c = build({ courage: [0, 0], zones: { west: { normans: ['a1', 'west-guard'], frisians: ['fa1', 'p1'] } } });
    expect(v(c).combat?.round).toBe(1);
    expect(v(c).combat?.dice.map((d) => [d.piece, d.natural, d.hit])).toEqual([
      ['a1', 8, true],
      ['fa1', 8, false],
    ]);
  });

  it('SG-22: Bridge, priest, Chrysagon and a Courage cancel each take 1 Frisian hit; a Frisian cancel takes 1 Norman hit', () => {
    // Round 1 on the Bridge: A1 10 (1 hit); FA1–FA5 10 (5 hits). No die is one short: D12/D13 skipped.
    forceDice(10, 10, 10, 10, 10, 10);
    let s = build({
      courage: [1, 1],
      zones: { bridge: { normans: ['priest', 'chrysagon', 'a1'], frisians: ['fa1', 'fa2', 'fa3', 'fa4', 'fa5'] } },
    });
    expect(decision(s)).toBe('D14');
    expect(v(s).combat?.hits).toEqual({ normans: 1, frisians: 5 });
    // 5 − 1 (Bridge) − 1 (priest) − 1 (Chrysagon) = 2.
    expect(v(s).combat?.netHitsOn).toEqual({ normans: 2, frisians: 1 });
    s = go(s, 'courage cancel');
    expect(v(s).combat?.netHitsOn).toEqual({ normans: 1, frisians: 1 });
    expect(decision(s)).toBe('D15');
    forceDice(...ones(5));
    const { state: t, log } = run(s, 'courage cancel');
    // The Frisian cancel: 1 − 1 = 0, never below 0. The one Norman hit takes A1 (Chrysagon goes last).
    expect(text(log)).toMatch(/After the cancellations: 1 hit on the Normans, 0 hits on the Frisians\./);
    expect(t.pieces.find((p) => p.id === 'a1')?.status).toBe('dead');
    expect(idsIn(t, 'bridge', FRISIANS)).toEqual(['fa1', 'fa2', 'fa3', 'fa4', 'fa5']);
  });

  it('SG-23: the Courage decisions run N dice, F dice, hits, N cancel, F cancel, each seeing the ones before', () => {
    let s = courageRound();
    expect([decision(s), v(s).combat?.hits]).toEqual(['D12', { normans: 1, frisians: 1 }]);
    s = go(s, 'courage dice');
    // The Frisian sees the Norman's +1 (A1 now 8, a hit) before deciding his own.
    expect(decision(s)).toBe('D13');
    expect(v(s, 1).combat?.courageOnDice).toEqual({ normans: true, frisians: false });
    expect(v(s, 1).combat?.hits).toEqual({ normans: 2, frisians: 1 });
    s = go(s, 'courage dice');
    // Hits are counted with both dice decisions in: 2 each; the Norman cancel comes first.
    expect(decision(s)).toBe('D14');
    expect(v(s).combat?.netHitsOn).toEqual({ normans: 2, frisians: 2 });
    s = go(s, 'pass');
    expect(decision(s)).toBe('D15');
    s = go(s, 'courage cancel');
    expect(v(s).combat?.netHitsOn).toEqual({ normans: 2, frisians: 1 });
    expect(decision(s)).toBe('D16');
    expect(s.courage).toEqual([2, 1]);
  });

  it('SG-28: Courage pays only round spends and guard recovery; Tactics pay only Tactics actions and structures', () => {
    const cost = { shields: 1, ram: 2, ladders: 3 } as const;
    for (const seed of ['sg28-a', 'sg28-b', 'sg28-c']) {
      let spent = 0;
      randomGame(seed, (before, after, _seat, command, log) => {
        if (before.phase === 'start') return;
        const side = before.step.kind === 'none' ? null : before.step.side;
        const bonus = log.filter((l) => /lost no one in this combat: \+1 Courage/.test(english(l.text))).length;
        const paidCourage = command.startsWith('courage') || (command.startsWith('recover') && side === NORMANS) ? 1 : 0;
        for (const x of [NORMANS, FRISIANS] as const) {
          const expected = (x === NORMANS ? bonus : 0) - (side === x ? paidCourage : 0);
          if (after.courage[x] - before.courage[x] !== expected) throw new Error(`${seed}: Courage of side ${x} changed at "${command}"`);
        }
        let paidTactics = 0;
        if (command.startsWith('build ')) paidTactics = cost[command.slice(6) as keyof typeof cost];
        else if (command.startsWith('tile ')) paidTactics = 1;
        else if (command.startsWith('to ') && before.step.kind === 'tactics') paidTactics = Number(command.split(' ')[2]);
        for (const x of [NORMANS, FRISIANS] as const) {
          const expected = side === x ? -paidTactics : 0;
          if (after.tactics[x] - before.tactics[x] !== expected) throw new Error(`${seed}: Tactics of side ${x} changed at "${command}"`);
        }
        spent += paidCourage + paidTactics;
      });
      expect(spent).toBeGreaterThan(0);
    }
  });

  it('SG-32: the Ladders cost 3 Tactics and 2 peasants and open the Battlements for good; the Shields work in both Plains', () => {
    forceDice(...ones(10));
    let s = build({ phase: 'siege', tactics: [0, 3], zones: { rearguard: { frisians: peasants(1, 4) }, entrance: { normans: ['k1', 'priest'] } } });
    s = go(s, 'build ladders');
    expect(s.tactics[FRISIANS]).toBe(0);
    expect(idsIn(s, 'rearguard', FRISIANS)).toEqual(['p3', 'p4']);
    expect(census(s).dead[FRISIANS]).toBe(0);
    expect(s.dead[FRISIANS]).toBe(0);
    // Turn 3 (no Frisian movement in the structure turn): the Battlements are open, the Entrance is not.
    s = go(s, 'done', 'prince bridge decoys east west', 'done', 'prince bridge decoys east west');
    expect(s.turn).toBe(3);
    s = go(s, 'move peasant rearguard');
    expect(game.actions(s, 1)).toContain('to battlements 1');
    expect(game.actions(s, 1)).not.toContain('to entrance 1');
    // The Shields: +1 to a Frisian die in the West Plain as in the East, not on the Bridge.
    const sh = build({ phase: 'norman-move', built: ['shields'], zones: { battlements: { normans: ['k1'] } } });
    const die: Die = { id: 'p1', side: FRISIANS, kind: 'peasant', natural: 8 };
    const roll = rollOf(4, [die]);
    expect([zone('east'), zone('west'), zone('bridge')].map((z) => modified(sh, z, roll, die))).toEqual([9, 9, 8]);
  });

  it('SG-35: every turn at step 3 the Norman places every tile in play, each in a different zone', () => {
    forceDice(...ones(5));
    let s = build({
      phase: 'norman-move',
      prince: 'bridge',
      decoys: ['east', 'west'],
      zones: { battlements: { normans: ['k1', 'priest'] }, rearguard: { frisians: ['p1'] } },
    });
    s = go(s, 'done');
    expect([decision(s), s.step.kind]).toEqual(['D6', 'tiles']);
    // The tiles are picked up for a fresh placement.
    expect(s.tiles.prince).toBeNull();
    const options = game.actions(s, 0);
    expect(options.length).toBeGreaterThan(0);
    for (const o of options) {
      const words = o.split(' ').filter((w) => !['prince', 'decoys'].includes(w));
      expect(words).toHaveLength(3);
      expect(new Set(words).size).toBe(3);
    }
    refused(s, 'prince bridge decoys bridge west');
    refused(s, 'prince bridge decoy east');
    // The same zones as before are allowed.
    s = go(s, 'prince bridge decoys east west');
    expect([s.tiles.prince, s.tiles.decoys]).toEqual([zone('bridge'), [zone('east'), zone('west')]]);
    // Next turn, step 3 again asks for the full placement.
    s = go(s, 'done');
    expect(s.turn).toBe(3);
    s = go(s, 'done');
    expect([decision(s), s.step.kind]).toEqual(['D6', 'tiles']);
    s = go(s, 'prince east decoys bridge battlements');
    expect([s.tiles.prince, s.tiles.decoys]).toEqual([zone('east'), [zone('bridge'), zone('battlements')]]);
  });
});
