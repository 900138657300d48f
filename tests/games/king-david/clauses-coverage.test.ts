import { describe, expect, it } from 'vitest';
import { clauseIds, named, testTitles } from './rulings';

/**
 * Every clause of the rulings is named by the title of a test that checks it, except these
 * conventions, which define how the others are read and have no behaviour of their own:
 */
const DEFINITIONAL: Record<string, string> = {
  '0.1': 'says how "must", "may" and "may not" are read; every rule test enforces it through the clause it reads',
  '0.2': 'defines the [seed] and [designed] tags; the data tests (§5.n) check the tagged values themselves',
  '0.3': 'the glossary: the terms the other clauses use (friendly, controller, slot, step), tested through them',
};

describe('clause coverage of shared/rulings/king-david.md', () => {
  const ids = clauseIds();
  const titles = testTitles();

  it('names every clause in the title of a test in tests/games/king-david, but for the definitional list', () => {
    const covered = new Set(titles.flatMap(named));
    const missing = ids.filter((id) => !covered.has(id) && !(id in DEFINITIONAL));
    expect(missing, `clauses no test title names: ${missing.join(', ')}`).toEqual([]);
    // The definitional list names only conventions that exist, and none that a test already claims.
    for (const id of Object.keys(DEFINITIONAL)) {
      expect(ids).toContain(id);
      expect(covered.has(id)).toBe(false);
    }
  });

  it('names no clause the rulings do not have (a typo in a title would hide a missing test)', () => {
    const known = new Set(ids);
    const unknown = [...new Set(titles.flatMap(named))].filter((id) => !known.has(id));
    expect(unknown).toEqual([]);
  });
});
