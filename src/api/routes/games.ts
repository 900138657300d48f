import { Hono } from 'hono';
import type { Env } from '../../env';
import { registry } from '../../games';

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
