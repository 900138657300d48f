import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { GameResult } from '../../engine/types';
import generated from './game-views.json';
import { describes } from './same';
import { PhraseSchema } from './words';

/**
 * The games' views, described from their TypeScript types (src/games/<id>/view.ts) by
 * scripts/game-view-schemas.ts into game-views.json; a test regenerates it and fails when it
 * is stale. Each game's own types are components named `<game id>.<type>`.
 */
export const GAME_VIEWS: Record<string, string> = generated.views;

/** A game's result (the games' views carry it too). */
export const GameResultSchema = describes<GameResult>()(
  z
    .object({ winners: z.array(z.number().int().min(0)), scores: z.array(z.number()).optional(), reason: PhraseSchema })
    .openapi('GameResult', { description: 'Who won, and why the game ended and how the winners were decided (`reason`, tie-breaks included).' }),
);

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The game's part of a match view: one of the five games' views (by the view's `game`), or null before set-up. */
export const GameViewSchema = z.unknown().openapi({
  description: 'The board as this reader may see it: the view of the match’s game (by `game`), or null while the match waits for players.',
  oneOf: [...Object.values(GAME_VIEWS).map(ref), { type: 'null' }],
});

export function registerGameViews(registry: OpenAPIHono['openAPIRegistry']): void {
  registry.register('GameResult', GameResultSchema);
  for (const [name, schema] of Object.entries(generated.components)) registry.registerComponent('schemas', name, schema as object);
}
