import { beforeEach, describe, expect, it, vi } from 'vitest';
import { play } from '../../../src/engine/play';
import { randomFrom } from '../../../src/engine/rng';
import { registry } from '../../../src/games';
import { randomBot } from '../../../src/games/senor-de-la-guerra/bot';
import { poolsIn } from '../../../src/games/senor-de-la-guerra/casualty-sets';
import { NORMANS, type Side } from '../../../src/games/senor-de-la-guerra/data';
import type { SenorState } from '../../../src/games/senor-de-la-guerra/state';
import { defaultHits, timeoutMove } from '../../../src/games/senor-de-la-guerra/timeout';
import { english } from '../../support/words';
import { clearForced, forceDice } from './forced-dice';
import { build, game, go, idsIn, zone } from './helpers';

vi.mock('../../../src/engine/rng', async (importOriginal) => (await import('./mock-rng')).forcedRng(await importOriginal()));

beforeEach(clearForced);

/** Plays `seat`'s timeouts until another seat must act (the deadline policy `bot` does the same). */
function timeOut(s: SenorState, seat: number): { state: SenorState; played: string[] } {
  const played: string[] = [];
  let state = s;
  while (!game.result(state) && game.active(state).includes(seat)) {
    const command = timeoutMove(state, seat);
    played.push(command);
    const r = play(game, state, seat, command);
    if (!r.ok) throw new Error(`timeout "${command}" refused: ${english(r.message)}`);
    state = r.value.state;
  }
  return { state, played };
}

describe('A-10: timeout defaults', () => {
  it('A-10: the registry plays the timeout defaults at a deadline, not the random bot', () => {
    expect(registry['senor-de-la-guerra'].timeout).toBe(timeoutMove);
  });

  it('A-10: on seed a10-0 a Frisian on timeouts never builds, spends or moves, where the random bot would', () => {
    // The Frisian times out at every decision; the Normans play the random bot.
    let s = game.setup({ seats: 2, seed: 'a10-0' });
    const random = randomFrom('bot:a10-0');
    const frisian = 1 - s.normanSeat;
    let sieges = 0;
    let randomWouldBuild = 0;
    const timeouts: string[] = [];
    for (let n = 0; n < 5000 && !game.result(s); n++) {
      const seat = game.active(s)[0];
      if (seat !== frisian) {
        const r = play(game, s, seat, randomBot(s, seat, random));
        if (!r.ok) throw new Error(english(r.message));
        s = r.value.state;
        continue;
      }
      const command = timeoutMove(s, seat);
      // Deterministic: the same state gives the same default.
      expect(timeoutMove(s, seat)).toBe(command);
      expect(game.actions(s, seat)).toContain(command);
      if (s.step.kind === 'siege') {
        sieges++;
        const pick = randomFrom(`other:${n}`);
        if (Array.from({ length: 4 }, () => randomBot(s, seat, pick)).some((c) => c.startsWith('build'))) randomWouldBuild++;
      }
      timeouts.push(command);
      const r = play(game, s, seat, command);
      if (!r.ok) throw new Error(english(r.message));
      s = r.value.state;
    }
    expect(timeouts.length).toBeGreaterThanOrEqual(15);
    expect(sieges).toBeGreaterThanOrEqual(3);
    // The random bot builds at these same decisions; the defaults never do.
    expect(randomWouldBuild).toBeGreaterThan(0);
    expect(timeouts.filter((c) => /^(build|courage|move|to|tile) /.test(c))).toEqual([]);
    expect(Object.values(s.built).some(Boolean)).toBe(false);
    expect(s.pieces.filter((p) => p.side !== NORMANS && p.status !== 'removed').every((p) => p.zone === zone('rearguard') || p.status === 'dead')).toBe(true);
  });

  it('A-10: every timeout over random games is a listed command, and declines what can be declined', () => {
    for (let i = 0; i < 6; i++) {
      let s = game.setup({ seats: 2, seed: `a10-random-${i}`, options: { normans: i % 2 } });
      const random = randomFrom(`bot:a10-random-${i}`);
      for (let n = 0; n < 5000 && !game.result(s); n++) {
        const seat = game.active(s)[0];
        const listed = game.actions(s, seat);
        const command = timeoutMove(s, seat);
        expect(listed).toContain(command);
        const kind = s.step.kind;
        if (kind === 'start') expect(command).toBe('start courage');
        if (kind === 'siege' || kind === 'recover' || kind === 'boost' || kind === 'cancel') expect(command).toBe('pass');
        if ((kind === 'move' || kind === 'tactics') && s.selection) expect(command).toBe('back');
        if (kind === 'tactics' && !s.selection) expect(command).toBe('done');
        if (kind === 'move' && !s.selection && listed.includes('done')) expect(command).toBe('done');
        if (kind === 'fight' || kind === 'relocate') expect(command).toBe(listed[0]);
        // Half the steps are the timeout's, half the random bot's, so that every step is reached.
        const next = n % 2 === 0 ? command : randomBot(s, seat, random);
        const r = play(game, s, seat, next);
        if (!r.ok) throw new Error(english(r.message));
        s = r.value.state;
      }
      expect(game.result(s)).not.toBeNull();
    }
  });

  it('A-10 D1–D3: Courage 6 / Tactics 4; the warriors in id order fill the Entrance; the priest goes with them', () => {
    // Army rolls: Norman 1 (5 spearmen, 6 swordsmen, 4 archers); Frisian 3 and 9.
    forceDice(1, 3, 9);
    let s = game.setup({ seats: 2, seed: 'a10-deploy' });
    const n = timeOut(s, 0);
    expect(n.played).toEqual(['start courage']);
    const f = timeOut(n.state, 1);
    expect(f.played).toEqual(['start courage']);
    s = f.state;
    expect(s.courage).toEqual([9, 6]);
    expect(s.tactics).toEqual([4, 7]);
    const d = timeOut(s, 0);
    expect(d.played).toEqual(['entrance chrysagon 1', 'entrance bors 1', 'entrance knight 3', 'entrance swordsman 5', 'priest entrance']);
    expect(idsIn(d.state, 'entrance', NORMANS)).toEqual(['chrysagon', 'bors', 'k1', 'k2', 'k3', 'w1', 'w2', 'w3', 'w4', 'w5', 'entrance-guard', 'priest']);
  });

  it('A-10 D4 / D5 / D6 / D7: no structure, no recovery, no moves; the tiles stay where they lay', () => {
    let s = build({
      phase: 'siege',
      turn: 3,
      tactics: [2, 9],
      courage: [5, 5],
      dead: { normans: ['bridge-guard'] },
      prince: 'west',
      decoys: ['east', 'entrance'],
      zones: { battlements: { normans: ['k1', 'k2', 'priest'] }, rearguard: { frisians: ['p1', 'p2', 'p3', 'c1'] } },
    });
    expect(game.actions(s, 1)).toContain('build ladders');
    let t = timeOut(s, 1);
    expect(t.played).toEqual(['pass']);
    expect(game.actions(t.state, 0)).toContain('recover bridge');
    t = timeOut(t.state, 0);
    // D5 declined, D6 no moves, the tiles where they lay (the Prince in the West Plain).
    expect(t.played).toEqual(['pass', 'done', 'prince west decoys east entrance']);
    s = t.state;
    expect([s.tiles.prince, s.tiles.decoys]).toEqual([zone('west'), [zone('east'), zone('entrance')]]);
    // D7: no moves; no combat, so the next turn's D4 is the Frisian's again, and declined again.
    t = timeOut(s, 1);
    expect(t.played).toEqual(['done', 'pass']);
    expect(t.state.turn).toBe(4);
    expect(t.state.courage).toEqual([5, 5]);
    expect(t.state.built).toEqual({ shields: false, ram: false, ladders: false });
  });

  it('A-10 D6: a tile whose zone is now controlled goes to the first free legal zone, the Prince first', () => {
    const s = build({
      phase: 'norman-move',
      controlled: ['west'],
      prince: 'west',
      decoys: ['east', 'bridge'],
      zones: { battlements: { normans: ['k1', 'priest'] } },
    });
    const t = timeOut(s, 0);
    // The decoys stay; the Prince leaves the controlled West Plain for the first free zone.
    expect(t.played).toEqual(['done', 'prince entrance decoys east bridge']);
  });

  it('A-10 D6: a half-made move is put down, and a priest left alone moves to the first zone with a warrior', () => {
    let s = build({ phase: 'norman-move', zones: { battlements: { normans: ['k1', 'priest'] }, entrance: { normans: ['a1'] } } });
    s = go(s, 'move knight battlements');
    expect(timeOut(s, 0).played.slice(0, 2)).toEqual(['back', 'done']);
    // The priest stayed alone after mutual destruction: he must move at D6.
    const alone = build({ phase: 'norman-move', zones: { west: { normans: ['priest'] }, bridge: { normans: ['a1'] }, entrance: { normans: ['k1'] } } });
    expect(game.actions(alone, 0)).not.toContain('done');
    const t = timeOut(alone, 0);
    expect(t.played.slice(0, 3)).toEqual(['move priest west', 'to bridge 1', 'done']);
  });

  it('A-10 D8 / D9–D15 / D18: the first pending zone in canonical order; Tactics and Courage declined', () => {
    const s = build({
      tactics: [2, 2],
      courage: [3, 3],
      zones: {
        bridge: { normans: ['bridge-guard'], frisians: ['p3'] },
        west: { normans: ['west-guard', 'a1'], frisians: ['fa1', 'p2'] },
      },
    });
    expect(game.actions(s, 0)).toEqual(['fight west', 'fight bridge']);
    // Round 1 in the West Plain: A1 7 (one short), FA1 8 (one short): D12 and D13 are asked.
    forceDice(7, 8);
    const n = timeOut(s, 0);
    expect(n.played).toEqual(['fight west', 'done']);
    const f = timeOut(n.state, 1);
    expect(f.played).toEqual(['done']);
    const n2 = timeOut(f.state, 0);
    expect(n2.played).toEqual(['done', 'pass']);
    expect(timeOut(n2.state, 1).played).toEqual(['pass']);
  });

  it('A-10 D16 / D17: casualties in the order peasants, archers, spearmen, swordsmen, knights, Bors, Chrysagon, then the pieces no longer needed dropped', () => {
    const pools = (spec: Parameters<typeof build>[0], side: Side) => {
      const s = build({ phase: 'norman-move', ...spec });
      return poolsIn(s, zone('west'), side);
    };
    // Peasant and archer take 2 hits before the knight is needed.
    expect(defaultHits(pools({ zones: { west: { frisians: ['p1', 'fa1', 'c1'] } } }, 1), 2)).toEqual({ peasant: 1, archer: 1 });
    // Peasant then captain: the captain alone absorbs both, so the peasant is dropped.
    expect(defaultHits(pools({ zones: { west: { frisians: ['p1', 'c1'] } } }, 1), 2)).toEqual({ captain: 2 });
    // Guard, archer, spearman: three hits take them in that order; Chrysagon is never needed.
    expect(defaultHits(pools({ zones: { west: { normans: ['west-guard', 'a1', 's1', 'chrysagon'] } } }, NORMANS), 3)).toEqual({ guard: 1, archer: 1, spearman: 1 });
    // A knight takes the last single hit; Chrysagon only when nothing else absorbs them.
    expect(defaultHits(pools({ zones: { west: { normans: ['k1', 'chrysagon'] } } }, NORMANS), 1)).toEqual({ knight: 1 });
    expect(defaultHits(pools({ zones: { west: { normans: ['k1', 'chrysagon'] } } }, NORMANS), 3)).toEqual({ knight: 2, chrysagon: 1 });

    // In play: round 1 in the West Plain, A1 10 and A2 10 against P1, FA1 and C1: two hits.
    forceDice(10, 10, 1);
    const s = build({ zones: { west: { normans: ['a1', 'a2', 'west-guard'], frisians: ['p1', 'fa1', 'c1'] } } });
    expect(s.step).toEqual({ kind: 'casualties', side: 1 });
    forceDice(...Array.from({ length: 20 }, () => 1));
    const t = timeOut(s, 1);
    expect(t.played).toEqual(['casualty peasant', 'casualty archer']);
    expect(idsIn(t.state, 'west', 1)).toEqual(['c1']);
  });
});
