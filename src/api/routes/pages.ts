import { Hono, type Context } from 'hono';
import type { Env } from '../../env';
import { htmlPage } from '../html';
import { matchId } from '../validate';

/**
 * The HTML pages behind the links handed to people: `/m/:id` (a seat's or the spectator's match
 * page) and `/join/:id` (an invite). Their secrets sit in the fragment, which never reaches us;
 * the page itself is a static asset, fetched here from the ASSETS binding.
 */
export const pagesRoutes = new Hono<{ Bindings: Env }>();

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

pagesRoutes.get('/m/:id', (c) => page(c, 'match'));
pagesRoutes.get('/join/:id', (c) => page(c, 'join'));
/** How to play a game (web/rules.html reads the game's guide); the page says so when there is none. */
pagesRoutes.get('/rules/:game', (c) => (/^[a-z0-9-]{1,60}$/.test(c.req.param('game')) ? asset(c, 'rules') : c.notFound()));
