import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * DESIGN.md §3 "tests name the clause they check": every clause of the rulings
 * (shared/rulings/princeps-machiavelli.md) is named by the title of a test that checks it. A title names a clause by its id (`PM-13`, `A-12.3` names A-12), or within
 * a range written with an ellipsis (`PM-1 … PM-5`). The titles read are this folder's, and those
 * of the platform's tests of this game, for the clauses the platform carries out: messages
 * and what notifications say.
 */

const ROOT = resolve(__dirname, '../../..');
const PLATFORM_TESTS = ['tests/api/full-games-princeps.test.ts', 'tests/notify/princeps-twins-by-mail.test.ts', 'tests/notify/princeps-by-mail.test.ts'];

/**
 * Clauses no test needs to name, each with the reason: a clause belongs here only when it states
 * no rule of its own. None does today: even the glossary and the player count have
 * their tests.
 */
const DEFINITIONAL: Record<string, string> = {};

/**
 * The clauses of the rulings, numbered without gaps: PM-1 … PM-57, A-1 … … R-46,
 * TS-1 … TS-19 and the data checks of §5.4. The list is written here rather than read from the
 * rulings file, which lives outside the repository (a clean clone has no ../shared).
 */
const CLAUSES: string[] = [
  ...[['PM', 57], ['A', 16], ['R', 46], ['TS', 19]].flatMap(([prefix, n]) => Array.from({ length: n as number }, (_, i) => `${prefix}-${i + 1}`)),
  '§5.4',
];

/** The titles of the tests in a file: the first argument of each `it(…)` / `test(…)` / `it.each(…)(…)`. */
function testTitles(source: string): string[] {
  const out: string[] = [];
  const call = /\b(?:it|test)(?:\.each\([^)]*\))?\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;
  for (const m of source.matchAll(call)) out.push(m[2]);
  return out;
}

/** The clause ids a title names, ranges written `X-a … X-b` spelled out. */
function namedIn(title: string): Set<string> {
  const out = new Set<string>();
  for (const m of title.matchAll(/\b(PM|A|R|TS)-(\d+)\s*…\s*\1-(\d+)\b/g)) {
    for (let n = Number(m[2]); n <= Number(m[3]); n++) out.add(`${m[1]}-${n}`);
  }
  for (const m of title.matchAll(/(?<![\w-])((?:PM|A|R|TS)-\d+)(?!\w)/g)) out.add(m[1]);
  if (title.includes('§5.4')) out.add('§5.4');
  return out;
}

function titlesOf(files: string[]): string[] {
  return files.flatMap((f) => testTitles(readFileSync(f, 'utf8')));
}

describe('every clause of the rulings is named by a test', () => {
  it('the parsers read test titles and ranges as meant', () => {
    expect(testTitles("it('PM-1: a', () => {});\nit(`A-2, ${'x'} b`, f);\ntest(\"R-3 c\", g);\nit.each([2])('TS-4: %i', h);\nsplit('x');")).toEqual(['PM-1: a', "A-2, ${'x'} b", 'R-3 c', 'TS-4: %i']);
    expect([...namedIn('PM-1 … PM-3 (R-4), A-12.3, TS-9(a), §5.4: setup; PM-20 and PM-2')].sort()).toEqual(['A-12', 'PM-1', 'PM-2', 'PM-20', 'PM-3', 'R-4', 'TS-9', '§5.4'].sort());
    expect([...namedIn('APM-1 and R-10x, PR-N1, A-15')]).toEqual(['A-15']);
  });

  it('every PM, A, R and TS clause, and the data checks of §5.4, is named by a test title, but the definitional ones listed', () => {
    const ids = CLAUSES;
    const here = resolve(__dirname);
    const files = [...readdirSync(here).filter((f) => f.endsWith('.test.ts')).map((f) => join(here, f)), ...PLATFORM_TESTS.map((f) => join(ROOT, f))];
    const titles = titlesOf(files);
    expect(titles.length).toBeGreaterThan(120);
    const named = new Set(titles.flatMap((t) => [...namedIn(t)]));
    expect(ids.filter((id) => !named.has(id) && !(id in DEFINITIONAL))).toEqual([]);
    // The list names only clauses of the rulings, and none that a test names after all.
    expect(Object.keys(DEFINITIONAL).filter((id) => !ids.includes(id) || named.has(id))).toEqual([]);
  });
});
