import { expect } from 'vitest';

/** A game's "How to play" guide as web/src/games/<id>/howto.ts writes it, per language. */
export interface Guide {
  title: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/**
 * Issue 11's rules help: the guide is complete in English and Spanish, section for section (the
 * same number of paragraphs in each), and no paragraph shows what `ids` matches (rule ids, piece
 * or card ids, seat numbers: the game's own codes).
 */
export function expectCompleteGuide(howTo: { en: unknown; es: unknown }, ids: RegExp): void {
  const en = howTo.en as Guide;
  const es = howTo.es as Guide;
  for (const guide of [en, es]) {
    expect(guide.title.length).toBeGreaterThan(5);
    expect(guide.intro.length).toBeGreaterThan(50);
    expect(guide.sections.length).toBeGreaterThanOrEqual(5);
    for (const s of guide.sections) {
      expect(s.heading.length).toBeGreaterThan(3);
      expect(s.paragraphs.length).toBeGreaterThan(0);
      for (const p of s.paragraphs) expect(p).not.toMatch(ids);
    }
  }
  expect(es.sections.map((s) => s.paragraphs.length)).toEqual(en.sections.map((s) => s.paragraphs.length));
}

/** Every paragraph of a guide, as one text. */
export function guideText(guide: unknown): string {
  const g = guide as Guide;
  return [g.intro, ...g.sections.flatMap((s) => s.paragraphs)].join('\n');
}
