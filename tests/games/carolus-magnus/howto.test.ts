import { describe, expect, it } from 'vitest';
import { expectCompleteGuide, type Guide } from '../../support/guides';
// The page's guide is a module (web/src/games/carolus-magnus/howto.ts), shown at /rules/carolus-magnus.
import { howTo } from '../../../web/src/games/carolus-magnus/howto';

describe('How to play Carolus Magnus', () => {
  it('is complete in English and Spanish, section for section, with no rule ids, and tells the timeout defaults and what cannot be taken back', () => {
    const en = howTo.en as Guide;
    expectCompleteGuide(howTo, /\b(?:[A-Z]{1,3}-\d+|[Ss]eat \d)\b/);
    const all = en.sections.flatMap((s) => s.paragraphs).join('\n');
    // R-8 in words: empty reserves do not end the game.
    expect(all).toContain('Empty reserves do not end the game');
    // The asynchronous adaptations: the timeout defaults and the confirmation of the emperor's move.
    expect(all).toMatch(/time runs out.*lowest disc.*own court.*one step/s);
    expect(all).toMatch(/asks you to confirm/);
  });
});
