import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// The shape of the source (DESIGN.md §2): no import circle, and src/match in layers by concern.
const SRC = resolve(__dirname, '../../src');
const MATCH = join(SRC, 'match');

/**
 * The layers of src/match, bottom first: a folder imports only the folders below it (and its own
 * files); room.ts, the Durable Object's door, stands on them all. src/match/README.md says why
 * each stands where it does.
 */
const LAYERS = ['records', 'log', 'seats', 'clock', 'bots', 'live', 'notices', 'settings', 'retention', 'fork', 'play'];
/** Most files stay under this many lines (STYLE.md); src/match is held to it. */
const MAX_LINES = 300;

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

/**
 * Every import in `files` (under `root`) that runs from a layer to one above it, as
 * "from -> to". A file beside the layer folders (room.ts) is above every layer.
 */
function upwardImports(files: string[], root: string, layers: string[]): string[] {
  const rank = (file: string) => {
    const [first, ...rest] = relative(root, file).split(sep);
    return rest.length ? layers.indexOf(first) : layers.length;
  };
  return files.flatMap((from) =>
    importsOf(from)
      .filter((to) => !relative(root, to).startsWith('..') && rank(to) > rank(from))
      .map((to) => `${relative(root, from)} -> ${relative(root, to)}`),
  );
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

  it('keeps src/match in layers: only room.ts and the README beside the folders', () => {
    const loose = readdirSync(MATCH).filter((name) => !statSync(join(MATCH, name)).isDirectory());
    expect(loose.sort()).toEqual(['README.md', 'room.ts']);
  });

  it('names every folder of src/match as a layer, and the README lists them in the same order', () => {
    const folders = readdirSync(MATCH).filter((name) => statSync(join(MATCH, name)).isDirectory());
    expect(folders.sort()).toEqual([...LAYERS].sort());
    const readme = readFileSync(join(MATCH, 'README.md'), 'utf8');
    expect([...readme.matchAll(/^\| `(\w+)\/` \|/gm)].map((m) => m[1])).toEqual(LAYERS);
  });

  it('has no import in src/match that runs up a layer', () => {
    expect(upwardImports(sources(MATCH), MATCH, LAYERS)).toEqual([]);
  });

  it('finds an import that runs up a layer, type-only or not (the checker itself)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'layers-'));
    for (const layer of ['low', 'high']) mkdirSync(join(dir, layer));
    writeFileSync(join(dir, 'low', 'a.ts'), "import type { B } from '../high/b';\nexport type A = B[];\n");
    writeFileSync(join(dir, 'low', 'c.ts'), "export const c = 1;\n");
    writeFileSync(join(dir, 'high', 'b.ts'), "import { c } from '../low/c';\nexport type B = typeof c;\n");
    writeFileSync(join(dir, 'door.ts'), "import type { B } from './high/b';\nexport type D = B;\n");
    const files = [join(dir, 'low', 'a.ts'), join(dir, 'low', 'c.ts'), join(dir, 'high', 'b.ts'), join(dir, 'door.ts')];
    expect(upwardImports(files, dir, ['low', 'high'])).toEqual([`low${sep}a.ts -> high${sep}b.ts`]);
    writeFileSync(join(dir, 'low', 'c.ts'), "import { d } from '../door';\nexport const c = d;\n");
    expect(upwardImports(files, dir, ['low', 'high'])).toEqual([`low${sep}a.ts -> high${sep}b.ts`, `low${sep}c.ts -> door.ts`]);
  });

  it(`keeps every file of src/match under ${MAX_LINES} lines`, () => {
    const long = sources(MATCH)
      .map((file) => ({ file: relative(MATCH, file), lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter((f) => f.lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
