import { describe, expect, it } from 'vitest';
import type { LogLine, SeatScore } from '../../../src/engine/types';
import { automaticVictory, finalScoring } from '../../../src/games/king-david/victory';
import { catalogueFor } from '../../../src/text/catalogues';
import { render } from '../../../src/text/render';
import { english } from '../../support/words';
import { game, position, seatOf } from './helpers';

/**
 * Issue 30 "end screens say why": King David's result carries each country's VP as the cities
 * that made them (KD-81), and at the end of the game its multiplier and total (KD-83), in words
 * in both languages and as figures.
 */

function spanish(p: SeatScore['text']): string {
  return render(p, 'es', catalogueFor(game.id), (seat) => `Jugador ${seat + 1}`, { strict: true });
}

describe('the end result says which cities made the score (issue 30)', () => {
  it('KD-81 / KD-83 / R-58 / R-59: each country’s cities held and lost, its VP, multiplier and total, in the reason, the lines and the figures', () => {
    const s = position({ countries: ['JUD', 'PHI'], control: { GAZ: 'JUD', GIB: 'JUD', HEB: 'PHI', ASH: 'PHI', BET: 'EDO' } });
    const [J, P] = [seatOf(s, 'JUD'), seatOf(s, 'PHI')];
    const log: LogLine[] = [];
    finalScoring(s, 'turns', log);
    const r = s.result!;
    // Judah: Gaza and Gibeah, less Hebron = 1 VP × 1; Philistia: Hebron, less Gaza (Ashkelon is its own) = 0 VP × 1.5.
    expect(r.winners).toEqual([J]);
    expect(english(r.reason)).toBe('Turn 7 is over. Winner: Player 1. Scores: Player 1 (Judah) 1 VP × 1 = 1 and Player 2 (Philistia) 0 VP × 1.5 = 0.');
    expect(log.map((l) => english(l.text))).toEqual([english(r.reason)]);
    expect(r.details!.map((d) => english(d.text))).toEqual([
      'Player 1 (Judah): 2 foreign cities held (Gaza and Gibeah), minus 1 own city held by others (Hebron) = 1 VP, × 1 = 1.',
      'Player 2 (Philistia): 1 foreign city held (Hebron), minus 1 own city held by others (Gaza) = 0 VP, × 1.5 = 0.',
    ]);
    expect(r.details![J]).toMatchObject({ seat: J, figures: { cities: 2, lost: 1, vp: 1, multiplier: 1, score: 1 }, places: ['GAZ', 'GIB'], against: ['HEB'] });
    expect(r.details![P]).toMatchObject({ seat: P, figures: { cities: 1, lost: 1, vp: 0, multiplier: 1.5, score: 0 }, places: ['HEB'], against: ['GAZ'] });
    // A home city held by a minor (Bethlehem by Edom) counts against nobody.
    expect(r.details!.flatMap((d) => d.against ?? [])).not.toContain('BET');
    expect(spanish(r.details![P].text)).toBe('Jugador 2 (Filistea): 1 ciudad ajena en su poder (Hebrón), menos 1 ciudad propia en manos de otros (Gaza) = 0 PV, × 1,5 = 0.');
  });

  it('KD-83: fractions are kept in the total, and a country with no city reads “none”', () => {
    const s = position({ countries: ['MOA', 'JUD'], control: { HEB: 'MOA', BET: 'MOA', LAC: 'MOA' } });
    const [M, J] = [seatOf(s, 'MOA'), seatOf(s, 'JUD')];
    finalScoring(s, 'endgame', []);
    expect(s.result!.scores).toEqual([7.5, -3]);
    expect(english(s.result!.details![M].text)).toBe('Player 1 (Moab): 3 foreign cities held (Hebron, Bethlehem, and Lachish), minus 0 own cities held by others (none) = 3 VP, × 2.5 = 7.5.');
    expect(spanish(s.result!.details![J].text)).toBe('Jugador 2 (Judea): 0 ciudades ajenas en su poder (ninguna), menos 3 ciudades propias en manos de otros (Hebrón, Belén y Laquis) = -3 PV, × 1 = -3.');
  });

  it('KD-82: an automatic victory lists each country’s VP and cities against its threshold, with no multiplier', () => {
    const s = position({ countries: ['ARA', 'MOA', 'JUD'], control: { GIB: 'ARA', GEZ: 'ARA' } });
    const A = seatOf(s, 'ARA');
    automaticVictory(s, A, []);
    const d = s.result!.details![A];
    expect(d.figures).toEqual({ cities: 2, lost: 0, vp: 2, threshold: 8 });
    expect(english(d.text)).toBe('Player 1 (Aram): 2 foreign cities held (Gibeah and Gezer), minus 0 own cities held by others (none) = 2 VP.');
  });
});
