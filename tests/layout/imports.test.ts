import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The shape of the source (DESIGN.md §2): no import circle, and src/match in rooms by concern.
const SRC = resolve(__dirname, '../../src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The files of src/ a file imports (type-only imports included: they are part of the shape). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]);
  return specs.flatMap((spec) => {
    const base = resolve(dirname(file), spec);
    const found = [base, `${base}.ts`, join(base, 'index.ts')].find((p) => existsSync(p) && statSync(p).isFile());
    return found ? [found] : [];
  });
}

function findCircle(files: string[], root = SRC): string[] | null {
  const graph = new Map(files.map((f) => [f, importsOf(f)]));
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (f: string): string[] | null => {
    if (state.get(f) === 'done') return null;
    if (state.get(f) === 'open') return [...path.slice(path.indexOf(f)), f];
    state.set(f, 'open');
    path.push(f);
    for (const next of graph.get(f) ?? []) {
      const circle = visit(next);
      if (circle) return circle;
    }
    path.pop();
    state.set(f, 'done');
    return null;
  };
  for (const f of files) {
    const circle = visit(f);
    if (circle) return circle.map((p) => relative(root, p));
  }
  return null;
}

describe('the source layout', () => {
  it('has no import circle in src/', () => {
    expect(findCircle(sources(SRC))).toBeNull();
  });

  it('finds a circle when there is one (the checker itself)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'circle-'));
    writeFileSync(join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = B;\n");
    writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport type B = typeof a;\n");
    expect(findCircle([join(dir, 'a.ts'), join(dir, 'b.ts')], dir)).toEqual(['a.ts', 'b.ts', 'a.ts']);
  });

  it('keeps src/match in rooms: only room.ts and an index beside the folders', () => {
    const loose = readdirSync(join(SRC, 'match')).filter((name) => !statSync(join(SRC, 'match', name)).isDirectory());
    expect(loose.filter((name) => name !== 'room.ts' && name !== 'index.ts')).toEqual([]);
  });
});
