import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../src/games/carolus-magnus/bot';
import type { CarolusState } from '../../../src/games/carolus-magnus/state';
import type { CarolusView } from '../../../src/games/carolus-magnus/view';
import { playRandom } from '../../support/game-harness';
// The page's own module (web/src/games/carolus-magnus/tokens.ts): the clicks each command is made of.
import { marks, picks } from '../../../web/src/games/carolus-magnus/tokens';
import { build, game, run } from './helpers';

const COLOUR = /^(red|yellow|green|blue|pink)$/;

/** The view as the page receives it (JSON). */
function pageView(s: CarolusState, seat: number): CarolusView {
  return JSON.parse(JSON.stringify(game.view(s, seat))) as CarolusView;
}

/**
 * What must hold for every listed command so that the board alone makes it (web/src/clicks.ts):
 * it has tokens, each naming a place or piece the board draws for this seat; no other listed
 * command goes on from its last click (else the click would wait for more); and two commands share
 * their clicks only when they are emperor moves that stop on the same territory (the bar above the
 * board then names both). Returns what is wrong, in words for the failure message.
 */
function offBoard(view: CarolusView, seat: number, listed: readonly string[]): string[] {
  const me = view.players[seat];
  const drawn = (token: string): boolean => {
    const [kind, value] = token.split(':');
    if (kind === 'territory') return view.territories.some((t) => String(t.id) === value);
    if (kind === 'centre') return COLOUR.test(value);
    if (kind === 'colour') return COLOUR.test(value) && me.reserve[value as keyof typeof me.reserve] > 0;
    if (kind === 'disc') return ['1', '2', '3', '4', '5'].includes(value);
    return token === 'court';
  };
  const wrong: string[] = [];
  const clicks = new Map(listed.map((c) => [c, picks(c, view) as string[] | null]));
  for (const [command, tokens] of clicks) {
    if (!tokens || tokens.length === 0) {
      wrong.push(`"${command}" has no clicks`);
      continue;
    }
    for (const token of tokens) if (!drawn(token)) wrong.push(`"${command}" clicks "${token}", which the board does not draw`);
    for (const [other, more] of clicks) {
      if (other === command || !more || more.length < tokens.length || !tokens.every((t, i) => more[i] === t)) continue;
      const sameStop = more.length === tokens.length && command.startsWith('emperor ') && other.startsWith('emperor ');
      if (!sameStop) wrong.push(`"${other}" goes on from the clicks of "${command}"`);
    }
  }
  return wrong;
}

describe('the board makes every listed command (issue 14: picks of web/src/games/carolus-magnus/tokens.ts)', () => {
  for (const seats of [2, 3, 4]) {
    it(`${seats} players: at every step of a whole random game, each listed command is made by clicks on what the board draws`, () => {
      const kinds = new Set<string>();
      playRandom(game, randomBot, { seats, seed: `board-picks-${seats}` }, ({ before, after, seat, command }) => {
        const view = pageView(before, seat);
        const listed = game.actions(before, seat);
        expect(offBoard(view, seat, listed), `${command} at round ${before.round}`).toEqual([]);
        kinds.add(command.split(' ')[0]);
        // CM-11 / R-9: the territory an emperor move is clicked on is where the emperor stops
        // (a merge there keeps its segments in the territory the emperor stands on).
        if (command.startsWith('emperor ')) {
          const [token] = picks(command, view) as string[];
          const target = view.territories.find((t) => `territory:${t.id}` === token);
          const stop = after.territories.find((t) => t.id === after.emperor);
          expect(stop?.segments).toEqual(expect.arrayContaining(target?.segments ?? [-1]));
        }
      });
      expect([...kinds].sort()).toEqual(['court', 'disc', 'emperor', 'land', 'take']);
    });
  }

  it('CM-11 / R-9: on a ring of four with disc 5, every emperor move is a click: "emperor 4" on the territory it stands on, "emperor 1" and "emperor 5" on the same next one', () => {
    const s = build({
      seats: 2,
      discs: [5, 4],
      turn: 1,
      reserves: [{ red: 1 }, {}],
      emperor: 0,
      territories: [
        { segments: [0, 1, 2, 3] },
        { segments: [4, 5, 6, 7] },
        { segments: [8, 9, 10, 11] },
        { segments: [12, 13, 14] },
      ],
    });
    const ready = run(s, 'court red').state;
    const view = pageView(ready, 0);
    const listed = game.actions(ready, 0);
    expect(listed).toEqual(['emperor 1', 'emperor 2', 'emperor 3', 'emperor 4', 'emperor 5']);
    expect(listed.map((c) => picks(c, view))).toEqual([['territory:4'], ['territory:8'], ['territory:12'], ['territory:0'], ['territory:4']]);
    expect(offBoard(view, 0, listed)).toEqual([]);
  });

  it('a listed command the board cannot make is found: a paladin of a colour the reserve does not hold', () => {
    const s = build({ seats: 2, reserves: [{ red: 1 }, {}] });
    const view = pageView(s, 0);
    expect(offBoard(view, 0, ['court red'])).toEqual([]);
    expect(offBoard(view, 0, ['court blue'])).toEqual(['"court blue" clicks "colour:blue", which the board does not draw']);
    expect(offBoard(view, 0, ['fly 3'])).toEqual(['"fly 3" has no clicks']);
  });
});

describe('marks of what the last move changed (issue 14: marks of web/src/games/carolus-magnus/tokens.ts)', () => {
  /** The board tokens whose marks differ between two views. */
  function changed(before: CarolusView, after: CarolusView): string[] {
    const [a, b] = [marks(before) as Record<string, string>, marks(after) as Record<string, string>];
    return Object.keys(b).filter((k) => a[k] !== b[k]);
  }

  it('at every step of whole random games at 2-4 players, the tokens a move changed include the place and pieces it names', () => {
    for (const seats of [2, 3, 4]) {
      playRandom(game, randomBot, { seats, seed: `board-marks-${seats}` }, ({ before, after, seat, command }) => {
        const v0 = pageView(before, seat);
        const v1 = pageView(after, seat);
        const [verb, a, b] = command.split(' ');
        const expected: string[] = [];
        if (verb === 'land') expected.push(`reserve:${seat}`);
        // A paladin onto a territory that then merges leaves that territory's id behind.
        if (verb === 'land' && v1.territories.some((t) => t.id === Number(b))) expected.push(`territory:${b}`);
        if (verb === 'court') expected.push(`court:${seat}`, `reserve:${seat}`);
        if (verb === 'disc') expected.push(`discs:${seat}`);
        if (verb === 'take' && after.round === before.round && after.phase === before.phase) expected.push(`reserve:${seat}`);
        // CM-11: the emperor leaves a territory (unless it goes all the way round, R-9, or the
        // territory it left merged into the one where it stops).
        const left = v1.territories.some((t) => t.id === v0.emperor && t.id !== v1.emperor);
        if (verb === 'emperor' && Number(a) % v0.territories.length !== 0) expected.push(`territory:${v1.emperor}`);
        if (verb === 'emperor' && Number(a) % v0.territories.length !== 0 && left) expected.push(`territory:${v0.emperor}`);
        expect(changed(v0, v1), `${seats}p: ${command}`).toEqual(expect.arrayContaining(expected));
      });
    }
  });
});
