import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../src/games';
import { gameViewSchemas, OUTPUT, VIEW_TYPES } from '../../scripts/game-view-schemas';

// The OpenAPI document describes each game's view with the schemas generated from its TypeScript
// type (issue 28): a view changed without regenerating them fails here.
describe('the games’ view schemas of the OpenAPI document', () => {
  it('cover every game of the registry', () => {
    expect(Object.keys(VIEW_TYPES).sort()).toEqual(Object.keys(registry).sort());
  });

  it('are what the view types give now (after changing a view: npx tsx scripts/game-view-schemas.ts)', () => {
    expect(JSON.parse(readFileSync(OUTPUT, 'utf8'))).toEqual(gameViewSchemas());
  }, 60_000);
});
