import { resolve } from 'node:path';
import type { Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildWeb } from '../../scripts/build-web.mjs';
import { pageAssets } from '../../scripts/pages.mjs';

const WEB = resolve(__dirname, '../../web');
const GAMES = ['carolus-magnus', 'king-david', 'lancaster', 'princeps-machiavelli', 'senor-de-la-guerra'];

/** Whether a source file (as esbuild names it, from the repository's root) belongs to a game's board. */
const ofGame = (input: string, game: string) => input === `web/src/games/${game}.ts` || input.startsWith(`web/src/games/${game}/`);

/**
 * Issue 28: the page is bundled per page and split per game; it reads the server's types only, so
 * no server code reaches it. What each bundle holds is read from esbuild's own account of the
 * build (its metafile).
 */
describe('the page’s bundles', () => {
  let outputs: Metafile['outputs'];

  beforeAll(async () => {
    outputs = ((await buildWeb()).metafile as Metafile).outputs;
  });

  /** The output made from an entry point, by its source (web/src/…). */
  const outputOf = (source: string): string => {
    const found = Object.entries(outputs).find(([, o]) => o.entryPoint === source);
    if (!found) throw new Error(`no output for ${source}`);
    return found[0];
  };

  /** An output and every chunk it imports statically: what the browser loads with it. */
  const closure = (output: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(output)) return seen;
    seen.add(output);
    for (const i of outputs[output].imports) if (i.kind === 'import-statement') closure(i.path, seen);
    return seen;
  };

  const inputsOf = (files: Iterable<string>) => [...files].flatMap((file) => Object.keys(outputs[file].inputs));

  it('hold the page’s own code and its libraries from node_modules: nothing of the server (src/)', () => {
    const inputs = new Set(inputsOf(Object.keys(outputs)));
    expect([...inputs].filter((input) => !input.startsWith('web/src/') && !input.startsWith('node_modules/'))).toEqual([]);
    // The libraries come from package.json's dependencies, bundled.
    expect([...inputs].some((input) => input.startsWith('node_modules/intl-messageformat/'))).toBe(true);
    expect([...inputs].some((input) => input.startsWith('node_modules/qr/'))).toBe(true);
  });

  it('one bundle per page, and no page loads a game’s board with itself', () => {
    const { scripts } = pageAssets(WEB);
    expect(scripts.sort()).toEqual(['src/handover.ts', 'src/join.ts', 'src/match.ts', 'src/rules.ts', 'src/start.ts']);
    for (const script of scripts) {
      const loaded = inputsOf(closure(outputOf(`web/${script}`)));
      for (const game of GAMES) expect(loaded.filter((input) => ofGame(input, game)), `${script} and ${game}`).toEqual([]);
    }
  });

  it('the match page imports each game’s board when it needs it, and a board brings no other game’s code', () => {
    const match = outputs[outputOf('web/src/match.ts')];
    const later = match.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path);
    for (const game of GAMES) {
      const board = outputOf(`web/src/games/${game}.ts`);
      expect(later, game).toContain(board);
      const loaded = inputsOf(closure(board));
      expect(loaded.filter((input) => ofGame(input, game)).length, game).toBeGreaterThan(1);
      for (const other of GAMES.filter((g) => g !== game)) expect(loaded.filter((input) => ofGame(input, other)), `${game} brings ${other}`).toEqual([]);
    }
  });
});
