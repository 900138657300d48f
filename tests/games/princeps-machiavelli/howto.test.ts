import { describe, expect, it } from 'vitest';
// The page's guide is a plain ES module (web/games/princeps-machiavelli/howto.js), shown at /rules/princeps-machiavelli.
import { howTo } from '../../../web/games/princeps-machiavelli/howto.js';

interface Guide {
  title: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
}

describe('How to play Princeps Machiavelli', () => {
  it('is complete in English and Spanish, section for section, with no rule, card or seat ids', () => {
    const en = howTo.en as Guide;
    const es = howTo.es as Guide;
    for (const guide of [en, es]) {
      expect(guide.title.length).toBeGreaterThan(5);
      expect(guide.intro.length).toBeGreaterThan(50);
      expect(guide.sections.length).toBeGreaterThanOrEqual(5);
      for (const s of guide.sections) {
        expect(s.heading.length).toBeGreaterThan(3);
        expect(s.paragraphs.length).toBeGreaterThan(0);
        for (const p of s.paragraphs) expect(p).not.toMatch(/\b(?:[A-Z]{1,3}-\d+|[A-Z]{2}\d\d|T\d\d|[Ss]eat \d)\b/);
      }
    }
    expect(es.sections.map((s) => s.paragraphs.length)).toEqual(en.sections.map((s) => s.paragraphs.length));
  });

  it('A-3, A-12.3, A-14: tells the timeout defaults, that the defender is always asked, and who sees what', () => {
    const all = (howTo.en as Guide).sections.flatMap((s) => s.paragraphs).join('\n');
    expect(all).toMatch(/time runs out.*only what is mandatory.*you are done.*changes nothing.*turn ends.*pass and sacrifice nobody/s);
    expect(all).toContain('The defender is always asked, even with nothing to play');
    expect(all).toMatch(/Only the two players of an offer see it\. A Spy shows only its owner/);
    const todo = (howTo.es as Guide).sections.flatMap((s) => s.paragraphs).join('\n');
    expect(todo).toContain('Al defensor se le pregunta siempre');
    expect(todo).toMatch(/Ejército|Capitán|Consejero|Conjura|Maquiavelo/);
  });
});
