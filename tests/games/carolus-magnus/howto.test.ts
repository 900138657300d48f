import { describe, expect, it } from 'vitest';
// The page's guide is a plain ES module (web/games/carolus-magnus/howto.js), shown at /rules/carolus-magnus.
import { howTo } from '../../../web/games/carolus-magnus/howto.js';

interface Guide {
  title: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
}

describe('How to play Carolus Magnus', () => {
  it('is complete in English and Spanish, section for section, with no rule ids, and tells the timeout defaults and what cannot be taken back', () => {
    const en = howTo.en as Guide;
    const es = howTo.es as Guide;
    for (const guide of [en, es]) {
      expect(guide.title.length).toBeGreaterThan(5);
      expect(guide.intro.length).toBeGreaterThan(50);
      expect(guide.sections.length).toBeGreaterThanOrEqual(5);
      for (const s of guide.sections) {
        expect(s.heading.length).toBeGreaterThan(3);
        expect(s.paragraphs.length).toBeGreaterThan(0);
        for (const p of s.paragraphs) expect(p).not.toMatch(/\b(?:[A-Z]{1,3}-\d+|[Ss]eat \d)\b/);
      }
    }
    expect(es.sections.map((s) => s.paragraphs.length)).toEqual(en.sections.map((s) => s.paragraphs.length));
    const all = en.sections.flatMap((s) => s.paragraphs).join('\n');
    // R-8 in words: empty reserves do not end the game.
    expect(all).toContain('Empty reserves do not end the game');
    // The asynchronous adaptations: the timeout defaults and the confirmation of the emperor's move.
    expect(all).toMatch(/time runs out.*lowest disc.*own court.*one step/s);
    expect(all).toMatch(/asks you to confirm/);
  });
});
