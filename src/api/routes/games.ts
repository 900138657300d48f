import { createRoute, z } from '@hono/zod-openapi';
import { findGame, registry } from '../../games';
import { catalogueFor } from '../../text/catalogues';
import { ApiError } from '../errors';
import { json, routes, serve, NO_TOKEN } from '../openapi';
import { failures } from '../schemas/errors';

/** The games, and what the page needs of each to draw and word it. */
export const gamesRoutes = routes();

const tags = ['Games'];

const GameSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    seats: z.object({ min: z.number().int(), max: z.number().int() }),
    variants: z.array(z.string()),
    rulesVersion: z.string(),
  })
  .openapi('Game');

const list = createRoute({
  operationId: 'listGames',
  method: 'get',
  path: '/',
  tags,
  summary: 'The games',
  description: 'Their ids, seat ranges, variants and rules versions.',
  security: NO_TOKEN,
  responses: {
    200: json('Every game the service hosts.', z.object({ games: z.array(GameSchema) }), {
      games: [{ id: 'lancaster', title: 'Lancaster', seats: { min: 2, max: 5 }, variants: ['two-player-allies'], rulesVersion: '1' }],
    }),
  },
});

serve(gamesRoutes, list, (c) =>
  c.json({
    games: Object.values(registry).map(({ game }) => ({
      id: game.id,
      title: game.title,
      seats: game.seats,
      variants: game.variants ?? [],
      rulesVersion: game.rulesVersion,
    })),
  } satisfies { games: z.infer<typeof GameSchema>[] }),
);

const gameParams = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path', description: 'A game’s id.' }, example: 'king-david' }),
});

const drawing = createRoute({
  operationId: 'getDrawing',
  method: 'get',
  path: '/{id}/drawing',
  tags,
  summary: 'The fixed drawing of a game’s board',
  description: 'A map’s regions and rivers, for the page; a game drawn from its view alone has none (404).',
  security: NO_TOKEN,
  request: { params: gameParams },
  responses: {
    200: {
      ...json('The game’s drawing: its own shape, fixed for a rules version.', z.record(z.string(), z.unknown())),
      headers: { 'cache-control': { description: 'public, max-age=3600', schema: { type: 'string' } } },
    },
    ...failures({ 404: ['no_drawing'] }),
  },
});

/** The fixed drawing of a game's board (a map), for the page; 404 for a game drawn from its view alone. */
serve(gamesRoutes, drawing, (c) => {
  const id = c.req.param('id') as string;
  const drawn = findGame(id)?.game.drawing;
  if (drawn === undefined) throw new ApiError(404, 'no_drawing', `There is no fixed drawing for "${id.slice(0, 40)}".`);
  c.header('cache-control', 'public, max-age=3600');
  return c.json(drawn);
});

const CatalogueSchema = z
  .object({ en: z.record(z.string(), z.string()), es: z.record(z.string(), z.string()) })
  .openapi('Catalogue', {
    description: 'Messages in ICU MessageFormat, by key, per language.',
    example: { en: { 'core.notYourTurn': 'It is not {seat}’s turn.' }, es: { 'core.notYourTurn': 'No es el turno de {seat}.' } },
  });

const messages = createRoute({
  operationId: 'getGameMessages',
  method: 'get',
  path: '/{id}/messages',
  tags,
  summary: 'A game’s messages in English and Spanish',
  description: 'The game’s catalogue with the platform’s: the page renders every `Text` of a view or a log with them.',
  security: NO_TOKEN,
  request: { params: gameParams },
  responses: {
    200: {
      ...json('The catalogue.', CatalogueSchema),
      headers: { 'cache-control': { description: 'public, max-age=300', schema: { type: 'string' } } },
    },
    ...failures({ 404: ['unknown_game'] }),
  },
});

/** A game's messages in English and Spanish (ICU MessageFormat), with the platform's: the page renders game text with them. */
serve(gamesRoutes, messages, (c) => {
  const id = c.req.param('id') as string;
  if (!findGame(id)) throw new ApiError(404, 'unknown_game', `There is no game "${id.slice(0, 40)}".`);
  c.header('cache-control', 'public, max-age=300');
  return c.json(catalogueFor(id));
});
