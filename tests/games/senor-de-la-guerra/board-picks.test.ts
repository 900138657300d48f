import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../src/games/senor-de-la-guerra/bot';
import { MAP_ZONES, SIDE_WORDS, STRUCTURES, ZONES, type Side } from '../../../src/games/senor-de-la-guerra/data';
import type { SenorState } from '../../../src/games/senor-de-la-guerra/state';
import { pendingZones } from '../../../src/games/senor-de-la-guerra/tactics';
import { tileAt } from '../../../src/games/senor-de-la-guerra/tiles';
import type { SenorView } from '../../../src/games/senor-de-la-guerra/view';
import { notMadeByClicks } from '../../support/board-clicks';
import { playRandom, readySeats } from '../../support/game-harness';
// The page's own module (web/src/games/senor-de-la-guerra/tokens.ts): the clicks each command is made of, and what each token shows.
import { anyOrderFrom, marks, picks } from '../../../web/src/games/senor-de-la-guerra/tokens';
// The page's rule for the next click (web/src/clicks.ts).
import { nextClicks } from '../../../web/src/clicks';
import { game } from './helpers';

/** The view as the page receives it (JSON). */
function pageView(s: SenorState, seat: number | null): SenorView {
  return JSON.parse(JSON.stringify(game.view(s, seat))) as SenorView;
}

/** Every kind of command of the notation (notation.ts VERBS). */
const VERBS = ['back', 'build', 'casualty', 'courage', 'done', 'entrance', 'fight', 'lose', 'move', 'pass', 'priest', 'prince', 'recover', 'start', 'tile', 'to'];

/**
 * What a seat sees on the board, read from the state rather than from its view (so that the view
 * and marks() are checked against the rules' own record): a zone's flags and numbers of pieces,
 * each group by kind with its Tactics marks, each tile as this seat may know it (A-7), the
 * numbers of each side, the structures and the Draco track.
 */
function shown(s: SenorState, seat: number | null): Record<string, string> {
  const out: Record<string, string> = {};
  const side = seat === null ? null : seat === s.normanSeat ? 0 : 1;
  const knowsTiles = side === 0 || s.result !== null;
  const pending = pendingZones(s);
  ZONES.forEach((z, i) => {
    const here = s.pieces.filter((p) => p.status === 'map' && p.zone === i);
    const flags = `${s.controlled[i] ? 'c' : ''}${pending.includes(i) ? 'p' : ''}${s.combat?.zone === i ? '*' : ''}${s.resolved[i] ? 'r' : ''}`;
    out[`zone:${z.word}`] = `${flags}|${here.filter((p) => p.side === 0).length}|${here.filter((p) => p.side === 1).length}`;
    for (const p of here) {
      const key = `piece:${SIDE_WORDS[p.side]}:${p.kind}:${z.word}`;
      const [n, marked] = (out[key] ?? '0|0').split('|').map(Number);
      out[key] = `${n + 1}|${marked + (p.marked ? 1 : 0)}`;
    }
    if (tileAt(s, i)) out[`tile:${z.word}`] = !knowsTiles ? 'face-down' : s.tiles.prince === i ? 'prince' : 'decoy';
    else if (s.tiles.revealedDecoys.includes(i)) out[`tile:${z.word}`] = 'found';
  });
  ([0, 1] as Side[]).forEach((x) => {
    out[`courage:${SIDE_WORDS[x]}`] = String(s.courage[x]);
    out[`tactics:${SIDE_WORDS[x]}`] = String(s.tactics[x]);
    out[`dead:${SIDE_WORDS[x]}`] = String(s.dead[x]);
  });
  for (const x of STRUCTURES) out[`structure:${x}`] = s.built[x] ? 'built' : '';
  out.draco = `${s.draco}|${s.lastDracoRoll ?? ''}`;
  return out;
}

/** The tokens whose signature differs between two boards (a token that appeared counts), sorted. */
function changed(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after)
    .filter((k) => before[k] !== after[k])
    .sort();
}

describe('the board makes every listed command (issue 14: picks of web/src/games/senor-de-la-guerra/tokens.ts)', () => {
  it('A-3: at every step of four whole random games, the seat that must answer makes each of its listed commands by clicks alone; the games list every kind of command', () => {
    const verbs = new Set<string>();
    // Seeds whose games between them list every verb (a peasant to lose after a structure needs
    // peasants in two zones; a guard to recover needs a dead guard and Courage).
    for (const seed of ['0', '3', '26', '34']) {
      playRandom(game, randomBot, { seats: 2, seed: `board-picks-${seed}` }, ({ before }) => {
        for (const seat of readySeats(game, before)) {
          const listed = game.actions(before, seat);
          for (const c of listed) verbs.add(c.split(' ')[0]);
          const view = pageView(before, seat);
          expect(notMadeByClicks(listed, (c) => picks(c, view), anyOrderFrom), `${seed}: seat ${seat}, turn ${before.turn}, ${before.phase} (${before.step.kind})`).toEqual([]);
        }
      });
    }
    expect([...verbs].sort()).toEqual(VERBS);
  });

  it('SG-35: the decoys’ zones are clicked in any order after the Prince’s, each once: whatever the order, exactly one listed command is made', () => {
    let laid = 0;
    playRandom(game, randomBot, { seats: 2, seed: 'board-picks-decoys' }, ({ before }) => {
      for (const seat of readySeats(game, before)) {
        const view = pageView(before, seat);
        const listed = game.actions(before, seat).filter((c) => c.startsWith('prince '));
        for (const command of listed.filter((c) => c.includes(' decoys '))) {
          const [prince, ...decoys] = picks(command, view) as string[];
          expect(decoys.length, command).toBe(2);
          for (const order of [decoys, [...decoys].reverse()]) {
            const made = listed.filter((c) => nextClicks(picks(c, view) as string[], [prince, ...order], anyOrderFrom(c) ?? Infinity)?.length === 0);
            expect(made, `${command}, clicked ${order.join(' then ')}`).toEqual([command]);
          }
          // The Prince's zone comes first, and a zone is not clicked twice.
          expect(nextClicks([prince, ...decoys], [decoys[0]], 1)).toBeNull();
          expect(nextClicks([prince, ...decoys], [prince, decoys[0]], 1)).toEqual([decoys[1]]);
          expect(nextClicks([prince, ...decoys], [prince, decoys[0], decoys[0]], 1)).toBeNull();
          laid++;
        }
      }
    });
    expect(laid).toBeGreaterThan(0);
  });

  it('a listed command the board cannot make is found', () => {
    const s = game.setup({ seats: 2, seed: 'board-picks-found' });
    const view = pageView(s, 0);
    expect(notMadeByClicks(['start courage', 'fly 3'], (c) => picks(c, view))).toEqual(['"fly 3" has no clicks']);
    expect(notMadeByClicks(['start courage', 'start courage now'], (c) => picks(c, view))).toEqual([
      '"start courage now" has the same clicks as "start courage"',
      '"start courage" has the same clicks as "start courage now"',
    ]);
    // With no group picked, a destination has no clicks (the board needs the group first).
    expect(notMadeByClicks(['to bridge 2'], (c) => picks(c, view))).toEqual(['"to bridge 2" has no clicks']);
  });
});

describe('marks of what the last move changed (issue 14: marks of web/src/games/senor-de-la-guerra/tokens.ts)', () => {
  it('at every step of whole random games, for both seats and a spectator, the marks change for what the step changed on the board and only for that', () => {
    const seen = new Set<string>();
    for (const seed of ['a', 'b']) {
      playRandom(game, randomBot, { seats: 2, seed: `board-marks-${seed}` }, ({ before, after, seat, command }) => {
        for (const reader of [0, 1, null]) {
          const got = changed(marks(pageView(before, reader)) as Record<string, string>, marks(pageView(after, reader)) as Record<string, string>);
          expect(got, `${seed}: ${command} (seat ${seat}), read by ${reader}`).toEqual(changed(shown(before, reader), shown(after, reader)));
        }
        // What the move was clicked on changed, where the move itself changes it.
        const v0 = pageView(before, seat);
        const moved = changed(marks(v0) as Record<string, string>, marks(pageView(after, seat)) as Record<string, string>);
        const [verb, a, b] = command.split(' ');
        const me = v0.you as string;
        const expected: string[] = [];
        if (verb === 'to' && v0.selection) expected.push(`piece:${me}:${v0.selection.piece}:${a}`, `zone:${a}`);
        if (verb === 'entrance') expected.push(`piece:normans:${a}:entrance`);
        if (verb === 'build') expected.push(`structure:${a}`, 'tactics:frisians');
        if (verb === 'recover') expected.push(`piece:normans:guard:${a}`, 'courage:normans');
        // The Norman's point spent comes back when the step ends a combat with no Norman lost: then it shows no change.
        const ended = before.combat !== null && after.combat?.zone !== before.combat.zone;
        const refunded = me === 'normans' && ended && after.courage[0] === before.courage[0];
        if (verb === 'courage' && !refunded) expected.push(`courage:${me}`);
        if (verb === 'tile') expected.push(`tile:${b}`, 'tactics:normans');
        if (verb === 'fight') expected.push(`zone:${a}`);
        if (verb === 'prince') expected.push(...command.split(' ').slice(1).filter((w) => MAP_ZONES.some((z) => ZONES[z].word === w)).map((w) => `tile:${w}`));
        expect(moved, `${seed}: ${command}`).toEqual(expect.arrayContaining(expected));
        if (expected.length) seen.add(verb);
      });
    }
    expect([...seen].sort()).toEqual(['build', 'courage', 'entrance', 'fight', 'prince', 'recover', 'tile', 'to']);
  });

  it('A-7: the marks of the Frisian and of a spectator are the same and never tell the Prince from a decoy', () => {
    playRandom(game, randomBot, { seats: 2, seed: 'board-marks-secret' }, ({ after }) => {
      if (after.result) return;
      const frisian = marks(pageView(after, 1 - after.normanSeat)) as Record<string, string>;
      const spectator = marks(pageView(after, null)) as Record<string, string>;
      expect(frisian).toEqual(spectator);
      const tiles = Object.entries(frisian).filter(([k]) => k.startsWith('tile:'));
      for (const [, v] of tiles) expect(['face-down', 'found']).toContain(v);
      expect(JSON.stringify(frisian)).not.toMatch(/prince|decoy/);
    });
  });
});
