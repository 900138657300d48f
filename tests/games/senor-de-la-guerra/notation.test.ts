import { describe, expect, it } from 'vitest';
import { play } from '../../../src/engine/play';
import type { SenorState } from '../../../src/games/senor-de-la-guerra/state';
import { build, game, go } from './helpers';
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
  if (message !== undefined) expect(r.message).toMatch(message);
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
    refused(s, 0, 'attack the bridge', 'unknown_command', /Unknown command "attack the bridge"; commands are start, entrance/);
    refused(s, 0, '', 'unknown_command');
    refused(s, 0, 'move archer', 'bad_arguments', 'Write move <piece> <zone>, e.g. move archer entrance');
    refused(s, 0, 'move dragon east', 'unknown_piece', /"dragon" is not a kind of piece/);
    refused(s, 0, 'move archer moat', 'unknown_zone', /"moat" is not a zone; the zones are rearguard, east, west, bridge, entrance, battlements/);
    expect(refused(s, 0, 'x'.repeat(100_000), 'unknown_command')).toContain('…');
  });

  it('A-1: another seat, the wrong step, and a finished game are named', () => {
    const s = moving();
    refused(s, 1, 'done', 'not_your_turn', /It is not your turn: waiting for the Normans to move pieces/);
    refused(s, 0, 'fight east', 'wrong_step', /Not now: waiting for the Normans to move pieces/);
    refused(s, 0, 'to east 1', 'wrong_step');
  });

  it('SG-6 / SG-8 / SG-9 / A-6: movement refusals say which rule', () => {
    let s = moving();
    refused(s, 0, 'move king rearguard', 'illegal_command', /The Normans have no kings/);
    refused(s, 0, 'move guard east', 'illegal_command', /Guards never move \(SG-9\)/);
    refused(s, 0, 'move spearman battlements', 'illegal_command', /You have no spearman in the Tower Battlements/);
    s = go(s, 'move archer battlements');
    expect(game.actions(s, 0)).toEqual(['to east 1', 'to east 2', 'to bridge 1', 'to bridge 2', 'to entrance 1', 'to entrance 2']);
    refused(s, 0, 'to rearguard 1', 'illegal_command', /No Norman piece may ever enter the Frisian Rearguard \(SG-6\)/);
    refused(s, 0, 'to west 1', 'illegal_command', /West Plain is controlled by the Frisians.*\(SG-8\)/);
    refused(s, 0, 'to east 3', 'illegal_command', /at most 2/);
    refused(s, 0, 'to battlements 1', 'illegal_command', /already in the Tower Battlements/);
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
    refused(t, 1, 'to east 2', 'illegal_command', /room for 1 more Frisian piece \(SG-5\)/);
    refused(t, 1, 'to entrance 1', 'illegal_command', /Battering Ram.*SG-7/);
  });
});
