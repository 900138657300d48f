import { describe, expect, it } from 'vitest';
import { expectCompleteGuide, type Guide } from '../../support/guides';
// The page's guide is a module (web/src/games/princeps-machiavelli/howto.ts), shown at /rules/princeps-machiavelli.
import { howTo } from '../../../web/src/games/princeps-machiavelli/howto';

describe('How to play Princeps Machiavelli', () => {
  it('is complete in English and Spanish, section for section, with no rule, card or seat ids', () => {
    expectCompleteGuide(howTo, /\b(?:[A-Z]{1,3}-\d+|[A-Z]{2}\d\d|T\d\d|[Ss]eat \d)\b/);
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
