import { describe, expect, it } from 'vitest';
// The page's guide is a plain ES module (web/games/senor-de-la-guerra/howto.js), shown at /rules/senor-de-la-guerra.
import { howTo } from '../../../web/games/senor-de-la-guerra/howto.js';

interface Guide {
  title: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
}

const all = (g: Guide) => [g.intro, ...g.sections.flatMap((s) => s.paragraphs)].join('\n');

describe('How to play El Señor de la Guerra', () => {
  it('is complete in English and Spanish, section for section, with no rule, decision, zone or piece ids', () => {
    const en = howTo.en as Guide;
    const es = howTo.es as Guide;
    for (const guide of [en, es]) {
      expect(guide.title.length).toBeGreaterThan(5);
      expect(guide.intro.length).toBeGreaterThan(50);
      expect(guide.sections.length).toBeGreaterThanOrEqual(5);
      for (const s of guide.sections) {
        expect(s.heading.length).toBeGreaterThan(3);
        expect(s.paragraphs.length).toBeGreaterThan(0);
        // SG-12, A-7, R-20, D16, Z3, F2, N4, T-3: none of them; nor "Seat 1".
        for (const p of s.paragraphs) expect(p).not.toMatch(/\b(?:[A-Z]{1,2}-\d+|[DZFNT]\d{1,2}|[Ss]eat \d)\b/);
      }
    }
    expect(es.sections.map((s) => s.paragraphs.length)).toEqual(en.sections.map((s) => s.paragraphs.length));
  });

  it('SG-39 / SG-40 / R-24: tells each side how it wins, and that a tie goes to the Normans', () => {
    const en = all(howTo.en as Guide);
    expect(en).toMatch(/find the Prince.*four of the five zones.*Chrysagon dies.*eleven Norman warriors/s);
    expect(en).toMatch(/Draco reaches the end.*15 Courage at once.*King dies.*twenty-two Frisians/s);
    expect(en).toContain('If both sides win at the same check, the Normans win');
    const es = all(howTo.es as Guide);
    expect(es).toMatch(/encuentran al Príncipe.*cuatro de las cinco zonas.*muere Chrysagon.*once guerreros normandos/s);
    expect(es).toContain('Si los dos bandos ganan en la misma comprobación, ganan los normandos');
  });

  it('A-2, A-5, A-7, A-10: tells the server rolls, the sealed pairs, who sees the Prince and the timeout defaults', () => {
    const en = all(howTo.en as Guide);
    expect(en).toMatch(/server rolls every die.*revealed at the end/s);
    expect(en).toMatch(/sealed: the Norman answers first and nobody sees his answer until the Frisian has answered/);
    expect(en).toMatch(/Only the Norman, and everyone once the game is over, sees where the Prince lies/);
    expect(en).toMatch(/time runs out: you take 6 Courage and 4 Tactics.*peasants and guards first/s);
    const es = all(howTo.es as Guide);
    expect(es).toMatch(/Solo el normando, y todos cuando la partida acaba, ve dónde está el Príncipe/);
    expect(es).toMatch(/se te acaba el tiempo: tomas 6 de Valor y 4 de Táctica/);
  });
});
