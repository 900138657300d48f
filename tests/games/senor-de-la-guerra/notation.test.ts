import { describe, expect, it } from 'vitest';
import { normaliseCommand, play } from '../../../src/engine/play';
import type { SenorState } from '../../../src/games/senor-de-la-guerra/state';
import { mutations } from '../../support/game-harness';
import { build, game, go, randomGame, seededRandom } from './helpers';
import { english } from '../../support/words';

/** A command that must be refused: checks the code, the message and that the state is untouched. */
function refused(s: SenorState, seat: number, command: string, code: string, message?: string | RegExp): string {
  const copy = structuredClone(s);
  const r = game.apply(s, seat, command);
  expect(s).toEqual(copy);
  if (r.ok) throw new Error(`${command} was accepted`);
  expect(r.code).toBe(code);
  expect(english(r.message).length).toBeGreaterThan(0);
  expect(english(r.message).length).toBeLessThan(300);
  if (message !== undefined) expect(english(r.message)).toMatch(message);
  return english(r.message);
}

const moving = () =>
  build({
    phase: 'norman-move',
    controlled: ['west'],
    zones: { battlements: { normans: ['k1', 'a1', 'a2', 'priest'] }, entrance: { normans: ['bors'] }, rearguard: { frisians: ['p1'] } },
  });

describe('notation and refusals', () => {
  it('A-6: commands are normalised (case, spaces) before they are matched', () => {
    const s = moving();
    expect(play(game, s, 0, '  MOVE   Archer  battlements ').ok).toBe(true);
    expect(game.apply(s, 0, 'Move Knight Battlements').ok).toBe(true);
  });

  it('A-1: an unknown verb, garbage or a bad shape is refused with the forms to use', () => {
    const s = moving();
    refused(s, 0, 'attack the bridge', 'unknown_command', /^Unknown command “attack the bridge”; commands begin with start, entrance, priest/);
    refused(s, 0, '', 'unknown_command');
    refused(s, 0, 'move archer', 'bad_arguments', 'Write move [piece] [zone], for example move archer entrance.');
    refused(s, 0, 'move dragon east', 'unknown_piece', /^“dragon” is not a kind of piece; the pieces are chrysagon, bors, knight/);
    refused(s, 0, 'move archer moat', 'unknown_zone', '“moat” is not a zone; the zones are rearguard, east, west, bridge, entrance, battlements.');
    expect(refused(s, 0, 'x'.repeat(100_000), 'unknown_command')).toContain('…');
  });

  it('A-1: another seat, the wrong step, and a finished game are named', () => {
    const s = moving();
    refused(s, 1, 'done', 'not_your_turn', 'It is not your turn. The Normans move their pieces, then place the Prince and the decoys face down.');
    refused(s, 0, 'fight east', 'wrong_step', 'Not now. The Normans move their pieces, then place the Prince and the decoys face down.');
    refused(s, 0, 'to east 1', 'wrong_step');
  });

  it('SG-6 / SG-8 / SG-9 / A-6: movement refusals say which rule', () => {
    let s = moving();
    refused(s, 0, 'move king rearguard', 'illegal_command', 'The Normans have no Frisian King.');
    refused(s, 0, 'move guard east', 'illegal_command', 'Guards never move.');
    refused(s, 0, 'move spearman battlements', 'illegal_command', 'You have no spearman on the Tower Battlements.');
    s = go(s, 'move archer battlements');
    expect(game.actions(s, 0)).toEqual(['to east 1', 'to east 2', 'to bridge 1', 'to bridge 2', 'to entrance 1', 'to entrance 2', 'back']);
    refused(s, 0, 'to rearguard 1', 'illegal_command', 'No Norman piece may ever enter the Frisian Rearguard.');
    refused(s, 0, 'to west 1', 'illegal_command', 'The Frisians control the West Plain; no Norman piece may go there.');
    refused(s, 0, 'to east 3', 'illegal_command', 'You can send at most 2.');
    refused(s, 0, 'to battlements 1', 'illegal_command', 'These pieces are already on the Tower Battlements.');
  });

  it('SG-5: a Frisian move beyond the cap names the room left', () => {
    const s = build({
      phase: 'frisian-move',
      zones: {
        rearguard: { frisians: ['p1', 'p2', 'p3'] },
        east: { frisians: ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'fa1', 'fa2', 'fa3'] },
        battlements: { normans: ['k1', 'priest'] },
      },
    });
    const t = go(s, 'move peasant rearguard');
    expect(game.actions(t, 1)).toContain('to east 1');
    refused(t, 1, 'to east 2', 'illegal_command', 'Only 1 more piece of the Frisians fits in the East Plain: at most 10 per side.');
    refused(t, 1, 'to entrance 1', 'illegal_command', 'The Frisians may enter the Tower Entrance only after building the Battering Ram.');
  });

  it('A-1: over whole random games, every refusal is a short message (under 400 characters), never an internal error', () => {
    let refusals = 0;
    for (let i = 0; i < 12; i++) {
      const pick = seededRandom(`short-${i}`);
      randomGame(`short-${i}`, (before, _after, seat) => {
        const legal = new Set(game.actions(before, seat));
        for (const command of mutations([...legal], pick, 3)) {
          if (legal.has(normaliseCommand(command))) continue;
          const r = game.apply(before, seat, command);
          if (r.ok) throw new Error(`"${command}" was accepted`);
          if (r.code === 'internal_error' || english(r.message).length >= 400) throw new Error(`"${command}": ${r.code} ${english(r.message)}`);
          refusals++;
        }
      });
    }
    expect(refusals).toBeGreaterThan(1000);
  });
});

