import { Hono } from 'hono';
import type { Env } from '../../env';
import { findGame, registry } from '../../games';
import { catalogueFor, titlesOf, variantNamesOf } from '../../text/catalogues';
import { ApiError } from '../errors';

export const gamesRoutes = new Hono<{ Bindings: Env }>();

gamesRoutes.get('/', (c) =>
  c.json({
    games: Object.values(registry).map(({ game }) => ({
      id: game.id,
      title: game.title,
      titles: titlesOf(game),
      seats: game.seats,
      variants: game.variants ?? [],
      variantNames: variantNamesOf(game),
      rulesVersion: game.rulesVersion,
    })),
  }),
);

/** The fixed drawing of a game's board (a map), for the page; 404 for a game drawn from its view alone. */
gamesRoutes.get('/:id/drawing', (c) => {
  const id = c.req.param('id');
  const drawing = findGame(id)?.game.drawing;
  if (drawing === undefined) throw new ApiError(404, 'no_drawing', `There is no fixed drawing for "${id.slice(0, 40)}".`);
  c.header('cache-control', 'public, max-age=3600');
  return c.json(drawing);
});

/** A game's messages in English and Spanish (ICU MessageFormat), with the platform's: the page renders game text with them. */
gamesRoutes.get('/:id/messages', (c) => {
  const id = c.req.param('id');
  if (!findGame(id)) throw new ApiError(404, 'unknown_game', `There is no game "${id.slice(0, 40)}".`);
  c.header('cache-control', 'public, max-age=300');
  return c.json(catalogueFor(id));
});
