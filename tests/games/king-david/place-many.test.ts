import { beforeEach, describe, expect, it, vi } from 'vitest';
import { timeoutMove } from '../../../src/games/king-david/bot';
import { AREA } from '../../../src/games/king-david/data/map';
import { minorForce } from '../../../src/games/king-david/minors';
import type { KdState } from '../../../src/games/king-david/state';
import type { LogLine } from '../../../src/engine/types';
import { catalogueFor } from '../../../src/text/catalogues';
import { render } from '../../../src/text/render';
import { english } from '../../support/words';
import { clearForced } from './forced';
import { game, go, piecesIn, position, seatOf, start, top, words } from './helpers';

vi.mock('../../../src/games/king-david/dice', async (importOriginal) => (await import('./forced')).forcedDice(await importOriginal()));

beforeEach(clearForced);

/**
 * Issue 30: set-up and a minor's force took one click per piece (15–21 per country, 16 for
 * Egypt). `place N area` fills an area with the next pieces and `place rest` places them all
 * where A-16's default would, one command each.
 */

/** Philistia's set-up placement in a 2-player game (Judah chosen by the other seat). */
function philistiaSetsUp(): { s: KdState; P: number } {
  const s0 = game.setup({ seats: 2, seed: 'setup' });
  const s = go(s0, game.active(s0)[0], 'country judah').state;
  return { s, P: s.country.indexOf('PHI') };
}

/** Where every army and leader stands, for comparing two boards. */
function board(s: KdState): string {
  return JSON.stringify([Object.entries(s.armies).map(([id, a]) => [id, a.at, a.ctl, a.role]), Object.entries(s.leaders).map(([id, l]) => [id, l.at, l.status])]);
}

/** Plays A-16's default while `seat` still places in the frame on top. */
function placeByDefault(s: KdState, seat: number): { state: KdState; log: LogLine[]; commands: number } {
  let state = s;
  const log: LogLine[] = [];
  let commands = 0;
  const placing = (x: KdState) => {
    const f = top(x);
    return f?.k === 'place' && f.seat === seat && f.country === (top(s) as { country: string }).country;
  };
  while (placing(state)) {
    const r = go(state, seat, timeoutMove(state, seat));
    state = r.state;
    log.push(...r.log);
    commands++;
  }
  return { state, log, commands };
}

describe('placing many pieces at once (issue 30)', () => {
  it('KD-8 / A-16: at set-up each home city can be filled in one command and the rest placed in one; the single placements stay listed first', () => {
    const { s, P } = philistiaSetsUp();
    expect(game.actions(s, P)).toEqual([
      'place gaz', 'place ask', 'place asd', 'place ekr', 'place gat', 'place jop',
      'place 4 gaz', 'place 4 ask', 'place 4 asd', 'place 4 ekr', 'place 4 gat', 'place 4 jop',
      'place rest',
    ]);
    // out of time, the first single placement is still the default.
    expect(timeoutMove(s, P)).toBe('place gaz');
    const say = (c: string) => english(game.describe!(s, P, c).text);
    expect(say('place 4 gaz')).toBe('Place the next 4 pieces in Gaza: 4 armies');
    expect(say('place rest')).toBe('Place the 15 pieces left where the game suggests: 4 in Gaza, 4 in Ashkelon, 4 in Ashdod, and 3 in Ekron');
    expect(render(game.describe!(s, P, 'place rest').text, 'es', catalogueFor(game.id), () => 'Ana', { strict: true })).toBe(
      'Colocar las 15 fichas que quedan donde sugiere el juego: 4 en Gaza, 4 en Ascalón, 4 en Asdod y 3 en Ecrón',
    );
  });

  it('KD-8 / A-16 / A-2: "place rest" leaves the board exactly as the default does piece by piece; everyone reads how many went where, only the placer which', () => {
    const { s, P } = philistiaSetsUp();
    const J = 1 - P;
    const one = go(s, P, 'place rest');
    const byDefault = placeByDefault(s, P);
    expect(byDefault.commands).toBe(15);
    expect(board(one.state)).toBe(board(byDefault.state));
    expect(game.active(one.state)).toEqual([J]);
    expect(words(one.log, J)).toEqual([
      'Player 1 (Philistia) places 4 pieces in Gaza.',
      'Player 1 (Philistia) places 4 pieces in Ashkelon.',
      'Player 1 (Philistia) places 4 pieces in Ashdod.',
      'Player 1 (Philistia) places 3 pieces in Ekron.',
      'Player 2 (Judah) sets up.',
    ]);
    const mine = one.log.filter((l) => l.to !== undefined);
    expect(mine.every((l) => l.to?.length === 1 && l.to[0] === P)).toBe(true);
    expect(english(mine[3].text)).toBe('Your pieces placed in Ekron: Philistia militia 1, Philistia militia 2 (full), and Philistia militia 2 (full).');
  });

  it('KD-8 / R-62: filling an area takes its leaders and as many armies as the best leader lets it hold; the next list moves on', () => {
    const { s, P } = philistiaSetsUp();
    const J = 1 - P;
    const judah = go(s, P, 'place rest').state;
    expect(game.actions(judah, J)).toContain('place 11 heb');
    // Leaders by name, armies counted: short enough to answer a mail with.
    expect(english(game.describe!(judah, J, 'place 11 heb').text)).toBe('Place the next 11 pieces in Hebron: David, Joab, Amasa, Abishai, and 7 armies');
    const filled = go(judah, J, 'place 11 heb');
    // David, Joab, Amasa and Abishai, and 4 + 3 armies (David's rating).
    expect(piecesIn(filled.state, 'HEB')).toHaveLength(11);
    expect(words(filled.log, P)).toEqual(['Player 2 (Judah) places 11 pieces in Hebron.']);
    const next = game.actions(filled.state, J);
    expect(next).not.toContain('place heb');
    expect(next.filter((c) => /^place \d/.test(c))).toEqual(['place 4 bet', 'place 4 adu', 'place 4 kei', 'place 4 lac', 'place 4 zik', 'place 4 deb']);
    // A count that is not the area's fill is not a listed command, and is refused.
    expect(game.apply(filled.state, J, 'place 3 bet').ok).toBe(false);
  });

  it('KD-77 / A-16: a minor’s whole force (Egypt, 16 armies) goes on the map in one command, within stacking, as the default would place it', () => {
    const s = position({ countries: ['JUD', 'PHI'] });
    const J = seatOf(s, 'JUD');
    const pieces = minorForce(s, 'EGY');
    expect(pieces).toHaveLength(16);
    const placing = start(s, [{ k: 'place', seat: J, rule: 'minor', pieces, country: 'EGY' }]).state;
    expect(game.actions(placing, J)).toContain('place rest');
    const one = go(placing, J, 'place rest').state;
    const byDefault = placeByDefault(placing, J);
    expect(board(one)).toBe(board(byDefault.state));
    expect(byDefault.commands).toBeGreaterThan(1);
    const placed = pieces.filter((id) => one.armies[id].at !== null);
    expect(placed.every((id) => AREA[one.armies[id].at as string].country === 'EGY' && one.armies[id].ctl === J && one.armies[id].role === 'defence')).toBe(true);
    expect(top(one)?.k).not.toBe('place');
  });
});
