import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * What the clause tests need of the rulings (shared/rulings/king-david.md), written here because
 * the rulings live outside the repository and a clean clone has no ../shared: the ids of every
 * numbered clause, and the §5.3 counter-mix table as the rulings print it.
 */
const TESTS = fileURLToPath(new URL('.', import.meta.url));

/** Every clause the rulings number, in their order: the conventions, KD-n, A-n, R-n, §5.n and T-n. */
export function clauseIds(): string[] {
  const range = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i + 1}`);
  return ['0.1', '0.2', '0.3', ...range('KD', 84), ...range('A', 17), ...range('R', 65), ...[1, 2, 3, 4, 5, 6].map((n) => `§5.${n}`), ...range('T', 13)];
}

/** §5.3 of the rulings: the counter mix per country and type ("4/3 ×2": two 2-step counters, 4 full and 3 reduced). */
export const COUNTER_MIX = `
| Country | Chariot | Phalanx | Infantry | Militia |
|---|---|---|---|---|
| Judah | 3/2 ×2 | 4/3 ×4, 3/2 ×6 | 3/2 ×5, 2/1 ×5 | 3/2 ×3, 2/1 ×5, 1 ×4 |
| Philistia | 4/3 ×2, 3/2 ×6 | — | 3/2 ×4, 2/1 ×4 | 2/1 ×4, 1 ×6 |
| Aram | 4/3 ×4, 3/2 ×6 | — | 3/2 ×4, 2/1 ×4 | 2/1 ×4, 1 ×4 |
| Tyre | 3/2 ×3 | 4/3 ×2, 3/2 ×5 | 3/2 ×3, 2/1 ×3 | 2/1 ×3, 1 ×3 |
| Moab | 3/2 ×4 | — | 3/2 ×4, 2/1 ×5 | 2/1 ×4, 1 ×4 |
| Ammon | 3/2 ×3, 2/1 ×4 | — | 3/2 ×2, 2/1 ×2 | 2/1 ×2 |
| Bedouins | — | — | — | 2/1 ×6, 1 ×6 |
| Edom | 2/1 ×1 | — | 3/2 ×2, 2/1 ×2 | 2/1 ×4, 1 ×4 |
| Egypt | 4/3 ×4, 3/2 ×4 | — | 3/2 ×3 | 2/1 ×5 |
| Hamath | — | — | 3/2 ×2, 2/1 ×2 | 2/1 ×3, 1 ×3 |
| Negev | — | — | — | 2/1 ×4, 1 ×4 |

`;

/**
 * The title of every `describe` and `it` in this folder's test files, as written in the source,
 * but for the coverage test's own (which names clauses without checking them).
 */
export function testTitles(): string[] {
  const titles: string[] = [];
  for (const file of readdirSync(TESTS).filter((f) => f.endsWith('.test.ts') && f !== 'clauses-coverage.test.ts')) {
    const source = readFileSync(`${TESTS}/${file}`, 'utf8');
    for (const m of source.matchAll(/\b(?:describe|it)\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)) titles.push(m[2]);
  }
  return titles;
}

/** The clause ids a title names: "KD-26", "A-7.2" names A-7, "§5.1" names §5.1. */
export function named(title: string): string[] {
  return [...title.matchAll(/(?:\b(?:KD|A|R|T)-\d+\b|§5\.\d+)/g)].map((m) => m[0]);
}
