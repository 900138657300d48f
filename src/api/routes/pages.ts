import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Env } from '../../env';
import { htmlPage } from '../html';
import { html, matchParams, routes, serve, NO_TOKEN } from '../openapi';
import { failures } from '../schemas/errors';
import { matchId } from '../validate';

/**
 * The HTML pages behind the links handed to people: `/m/:id` (a seat's or the spectator's match
 * page) and `/join/:id` (an invite). Their secrets sit in the fragment, which never reaches us;
 * the page itself is a static asset, fetched here from the ASSETS binding.
 */
export const pagesRoutes = routes();

/** A person who followed a damaged link gets a page that says so, not an API error in JSON. */
function missingPage(c: Context<{ Bindings: Env }>): Response {
  return htmlPage(
    c,
    'No such match',
    `<h1>No such match</h1><p>This link does not lead to a match. Check that it was copied whole, or <a href="/">start a new match</a>.</p>
<p lang="es">Este enlace no lleva a ninguna partida. Comprueba que se copió entero, o <a href="/">empieza una partida nueva</a>.</p>`,
    404,
  );
}

/** A page behind a match's link: a damaged id gets the page that says so. */
async function page(c: Context<{ Bindings: Env }>, name: 'match' | 'join'): Promise<Response> {
  const id = c.req.param('id') ?? '';
  if (!matchId.test(id)) return missingPage(c);
  return asset(c, name);
}

/** Static assets drop `.html` from a page's address (`/match.html` redirects to `/match`). */
async function asset(c: Context<{ Bindings: Env }>, name: 'match' | 'join' | 'rules'): Promise<Response> {
  if (!c.env.ASSETS) return c.notFound();
  const asset = await c.env.ASSETS.fetch(new URL(`/${name}`, c.req.url));
  if (!asset.ok) return c.notFound();
  const headers = new Headers(asset.headers);
  headers.set('referrer-policy', 'no-referrer');
  headers.set('cache-control', 'no-cache');
  return new Response(asset.body, { status: 200, headers });
}

const tags = ['Pages'];
/** A damaged id gets a page; a service without its static files answers the API's 404. */
const damaged = {
  description: 'A damaged link: a page that says so, in English and Spanish.',
  content: { ...html('').content, ...failures({ 404: ['not_found'] })[404].content },
};

const matchPage = createRoute({
  operationId: 'matchPage',
  method: 'get',
  path: '/m/{id}',
  tags,
  summary: 'A match’s page (a seat’s link, or the spectator’s)',
  description: 'The seat’s token rides in the fragment (`#<token>`), which never reaches the server; the page sends it as the Bearer token.',
  security: NO_TOKEN,
  request: { params: matchParams },
  responses: { 200: html('The match page.'), 404: damaged },
});

serve(pagesRoutes, matchPage, (c) => page(c, 'match'));

const joinPage = createRoute({
  operationId: 'joinPage',
  method: 'get',
  path: '/join/{id}',
  tags,
  summary: 'An invite link’s page',
  description: 'The invite code rides in the fragment (`#<code>`).',
  security: NO_TOKEN,
  request: { params: matchParams },
  responses: { 200: html('The page that takes an open seat.'), 404: damaged },
});

serve(pagesRoutes, joinPage, (c) => page(c, 'join'));

const rulesGame = z.string().regex(/^[a-z0-9-]{1,60}$/).openapi({ param: { name: 'game', in: 'path', description: 'A game’s id.' }, example: 'lancaster' });

const rulesPage = createRoute({
  operationId: 'rulesPage',
  method: 'get',
  path: '/rules/{game}',
  tags,
  summary: 'How to play a game',
  description: 'The page reads the game’s guide, and says so when there is none.',
  security: NO_TOKEN,
  request: { params: z.object({ game: rulesGame }) },
  responses: { 200: html('The rules page.'), ...failures({ 404: ['not_found'] }) },
});

/** How to play a game (web/rules.html reads the game's guide); the page says so when there is none. */
serve(pagesRoutes, rulesPage, (c) => (rulesGame.safeParse(c.req.param('game')).success ? asset(c, 'rules') : c.notFound()));
