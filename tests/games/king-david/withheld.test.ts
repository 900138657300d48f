import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearForced } from './forced';
import { catalogueFor } from '../../../src/text/catalogues';
import { render } from '../../../src/text/render';
import { english } from '../../support/words';
import { actionPhase, game, go, position, seatOf } from './helpers';

vi.mock('../../../src/games/king-david/dice', async (importOriginal) => (await import('./forced')).forcedDice(await importOriginal()));

beforeEach(clearForced);

/** Issue 30 "say why": the one closing command King David may hold back, with its reason and place. */
describe('what keeps a group from stopping, said where (issue 30)', () => {
  it('R-28 / KD-20: passing through a full area, "stop" is held back with the area named; elsewhere nothing is held back', () => {
    // David and five infantries in Lachish; Keilah holds four Judean militia: 4 + 5 armies pass David's 4 + 3.
    const s0 = position({
      countries: ['JUD', 'PHI'],
      armies: { LAC: ['JUD-I32-1', 'JUD-I32-2', 'JUD-I32-3', 'JUD-I32-4', 'JUD-I32-5'], KEI: ['JUD-M21-1', 'JUD-M21-2', 'JUD-M21-3', 'JUD-M21-4'] },
      leaders: { DAVID: 'LAC' },
    });
    let s = actionPhase(s0).state;
    const [J, P] = [seatOf(s, 'JUD'), seatOf(s, 'PHI')];
    expect(game.withheld!(s, J)).toEqual([]);
    s = go(s, J, 'group lac').state;
    expect(game.actions(s, J)).toContain('stop');
    expect(game.withheld!(s, J)).toEqual([]);
    s = go(s, J, 'to kei').state;
    expect(game.actions(s, J)).not.toContain('stop');
    const held = game.withheld!(s, J);
    expect(held.map((w) => [w.command, english(w.reason), w.where])).toEqual([
      ['stop', 'The group is passing through Keilah: it may not stop there, the area being full; it must go on.', 'KEI'],
    ]);
    expect(render(held[0].reason, 'es', catalogueFor(game.id), () => 'Ana', { strict: true })).toBe(
      'El grupo está atravesando Queila: no puede detenerse allí, la zona está llena; debe seguir.',
    );
    // The other seat has no step to close, and learns nothing of the group.
    expect(game.withheld!(s, P)).toEqual([]);
  });
});
