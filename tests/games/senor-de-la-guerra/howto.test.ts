import { describe, expect, it } from 'vitest';
import { expectCompleteGuide, guideText } from '../../support/guides';
// The page's guide is a module (web/src/games/senor-de-la-guerra/howto.ts), shown at /rules/senor-de-la-guerra.
import { howTo } from '../../../web/src/games/senor-de-la-guerra/howto';

describe('How to play El Señor de la Guerra', () => {
  it('is complete in English and Spanish, section for section, with no rule, decision, zone or piece ids', () => {
    // SG-12, A-7, R-20, D16, Z3, F2, N4, T-3: none of them; nor "Seat 1".
    expectCompleteGuide(howTo, /\b(?:[A-Z]{1,2}-\d+|[DZFNT]\d{1,2}|[Ss]eat \d)\b/);
  });

  it('SG-39 / SG-40 / R-24: tells each side how it wins, and that a tie goes to the Normans', () => {
    const en = guideText(howTo.en);
    expect(en).toMatch(/find the Prince.*four of the five zones.*Chrysagon dies.*eleven Norman warriors/s);
    expect(en).toMatch(/Draco reaches the end.*15 Courage at once.*King dies.*twenty-two Frisians/s);
    expect(en).toContain('If both sides win at the same check, the Normans win');
    const es = guideText(howTo.es);
    expect(es).toMatch(/encuentran al Príncipe.*cuatro de las cinco zonas.*muere Chrysagon.*once guerreros normandos/s);
    expect(es).toContain('Si los dos bandos ganan en la misma comprobación, ganan los normandos');
  });

  it('A-2, A-5, A-7, A-10: tells the server rolls, the sealed pairs, who sees the Prince and the timeout defaults', () => {
    const en = guideText(howTo.en);
    expect(en).toMatch(/server rolls every die.*revealed at the end/s);
    expect(en).toMatch(/sealed: the Norman answers first and nobody sees his answer until the Frisian has answered/);
    expect(en).toMatch(/Only the Norman, and everyone once the game is over, sees where the Prince lies/);
    expect(en).toMatch(/time runs out: you take 6 Courage and 4 Tactics.*peasants and guards first/s);
    const es = guideText(howTo.es);
    expect(es).toMatch(/Solo el normando, y todos cuando la partida acaba, ve dónde está el Príncipe/);
    expect(es).toMatch(/se te acaba el tiempo: tomas 6 de Valor y 4 de Táctica/);
  });
});
