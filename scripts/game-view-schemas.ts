// The JSON schemas of the five games' views, generated from their TypeScript types
// (src/games/<id>/view.ts) with ts-json-schema-generator, for the OpenAPI document: the match
// view's `view` is one of them. `npx tsx scripts/game-view-schemas.ts` writes
// src/api/schemas/game-views.json; tests/scripts/game-view-schemas.test.ts fails when that file
// no longer matches the types.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createFormatter, createParser, createProgram, DEFAULT_CONFIG, SchemaGenerator, type CompletedConfig, type Definition } from 'ts-json-schema-generator';

/** Each game's view type, by game id. */
export const VIEW_TYPES: Record<string, string> = {
  'carolus-magnus': 'CarolusView',
  'senor-de-la-guerra': 'SenorView',
  lancaster: 'LancasterView',
  'princeps-machiavelli': 'PMView',
  'king-david': 'KdView',
};

/**
 * Types every game shares with the platform: the document describes them once, from the zod
 * schemas of src/api/schemas (words.ts, match.ts), and the games' schemas point there.
 */
const SHARED = ['Text', 'Arg', 'SeatRef', 'ListArg', 'Phrase', 'GameResult'];

export interface GameViewSchemas {
  /** The component name of each game's view, by game id. */
  views: Record<string, string>;
  /** The components, each game's own types named `<game id>.<type>`. */
  components: Record<string, Definition>;
}

const root = fileURLToPath(new URL('..', import.meta.url));
export const OUTPUT = `${root}src/api/schemas/game-views.json`;

/** Points a game's `#/definitions/X` at the document's component for X. */
function relinked(node: unknown, game: string): unknown {
  if (Array.isArray(node)) return node.map((n) => relinked(n, game));
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === '$ref' && typeof v === 'string') {
      const name = decodeURIComponent(v.replace('#/definitions/', ''));
      out[k] = `#/components/schemas/${SHARED.includes(name) ? name : `${game}.${name}`}`;
    } else out[k] = relinked(v, game);
  }
  return out;
}

export function gameViewSchemas(): GameViewSchemas {
  const base: CompletedConfig = { ...DEFAULT_CONFIG, tsconfig: `${root}tsconfig.json`, skipTypeCheck: true, expose: 'export', topRef: true, jsDoc: 'basic', additionalProperties: false };
  const program = createProgram({ ...base, path: `${root}src/games/*/view.ts` });
  const generator = new SchemaGenerator(program, createParser(program, base), createFormatter(base), base);
  const views: Record<string, string> = {};
  const components: Record<string, Definition> = {};
  for (const [game, type] of Object.entries(VIEW_TYPES)) {
    const definitions = generator.createSchema(type).definitions ?? {};
    for (const [name, definition] of Object.entries(definitions)) {
      if (!SHARED.includes(name)) components[`${game}.${name}`] = relinked(definition, game) as Definition;
    }
    views[game] = `${game}.${type}`;
  }
  return { views, components };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(OUTPUT, `${JSON.stringify(gameViewSchemas(), null, 1)}\n`);
  console.log(`wrote ${OUTPUT}`);
}
