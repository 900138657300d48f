import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The rulings of the game as written (shared/rulings/king-david.md, beside the repository, as on
 * every developer's machine and in CI), and the titles of this game's tests, both read as text:
 * the clause tests compare one with the other.
 */
const RULINGS = fileURLToPath(new URL('../../../../shared/rulings/king-david.md', import.meta.url));
const TESTS = fileURLToPath(new URL('.', import.meta.url));

export function rulingsText(): string {
  if (!existsSync(RULINGS)) throw new Error(`the rulings are not at ${RULINGS}: the shared folder must sit beside the repository`);
  return readFileSync(RULINGS, 'utf8');
}

/**
 * Every clause the rulings number, in their order: KD-n, A-n, R-n and T-n (each opens a paragraph
 * in bold), the conventions 0.n, and the data statements of §5 as "§5.n" (their headings).
 */
export function clauseIds(text = rulingsText()): string[] {
  const ids: string[] = [];
  for (const line of text.split('\n')) {
    // A clause opens in bold; KD-57 shares its paragraph with KD-56 ("**KD-56 …** and **KD-57 …**").
    for (const m of line.matchAll(/(?:^|\s)\*\*((?:KD|A|R|T)-\d+|0\.\d+)\b/g)) ids.push(m[1]);
    const data = /^### (5\.\d+) /.exec(line);
    if (data) ids.push(`§${data[1]}`);
  }
  return ids;
}

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
