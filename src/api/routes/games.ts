import { Hono } from 'hono';
import type { Env } from '../../env';
import { findGame, registry } from '../../games';
import { catalogueFor } from '../../text/catalogues';
import { ApiError } from '../errors';

export const gamesRoutes = new Hono<{ Bindings: Env }>();

gamesRoutes.get('/', (c) =>
  c.json({
    games: Object.values(registry).map(({ game }) => ({
      id: game.id,
      title: game.title,
      seats: game.seats,
      variants: game.variants ?? [],
      rulesVersion: game.rulesVersion,
    })),
  }),
);

/** A game's messages in English and Spanish (ICU MessageFormat), with the platform's: the page renders game text with them. */
gamesRoutes.get('/:id/messages', (c) => {
  const id = c.req.param('id');
  if (!findGame(id)) throw new ApiError(404, 'unknown_game', `There is no game "${id.slice(0, 40)}".`);
  c.header('cache-control', 'public, max-age=300');
  return c.json(catalogueFor(id));
});
