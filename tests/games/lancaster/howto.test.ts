import { describe, expect, it } from 'vitest';
// The page's guide is a plain ES module (web/games/lancaster/howto.js), shown at /rules/lancaster.
import { howTo } from '../../../web/games/lancaster/howto.js';

interface Guide {
  title: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
}

describe('How to play Lancaster', () => {
  it('is complete in English and Spanish, section for section, with no rule or piece ids', () => {
    const en = howTo.en as Guide;
    const es = howTo.es as Guide;
    for (const guide of [en, es]) {
      expect(guide.title.length).toBeGreaterThan(5);
      expect(guide.intro.length).toBeGreaterThan(50);
      expect(guide.sections.length).toBeGreaterThanOrEqual(5);
      for (const s of guide.sections) {
        expect(s.heading.length).toBeGreaterThan(3);
        expect(s.paragraphs.length).toBeGreaterThan(0);
        for (const p of s.paragraphs) expect(p).not.toMatch(/\b(?:[A-Z]{1,3}-\d+|[cC]\d\d|[lL]\d\d|kf\d|x[1-6]|s[1-3]|ac[12])\b/);
      }
    }
    expect(es.sections.map((s) => s.paragraphs.length)).toEqual(en.sections.map((s) => s.paragraphs.length));
  });
});
