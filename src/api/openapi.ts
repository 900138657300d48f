import { OpenAPIHono, z, type RouteConfig } from '@hono/zod-openapi';
import type { Handler, MiddlewareHandler } from 'hono';
import type { Env } from '../env';
import { matchId } from './validate';

type Bound = { Bindings: Env };
export type Routes = OpenAPIHono<Bound>;

/** A group of routes whose declarations the app gathers into its OpenAPI document (docs.ts). */
export const routes = (): Routes => new OpenAPIHono<Bound>();

/** The seat token, as `Authorization: Bearer <token>` (the `seatToken` scheme of the document). */
type Security = Record<string, string[]>[];
export const SEAT_TOKEN: Security = [{ seatToken: [] }];
/** A seat token, or none for a spectator. */
export const SEAT_TOKEN_OR_NONE: Security = [{ seatToken: [] }, {}];
export const NO_TOKEN: Security = [];

export const MatchIdParam = z
  .string()
  .regex(matchId)
  .openapi({ param: { name: 'id', in: 'path', description: 'The match’s id (20 lower-case letters and digits).' }, example: 'k3v9x0a7m2c4q8w1e5r6' });

export const matchParams = z.object({ id: MatchIdParam });

/** The token of a link in an email (unsubscribe, confirm an address, restore a seat). */
export const linkParams = z.object({
  token: z.string().openapi({ param: { name: 'token', in: 'path', description: 'The token of the emailed link.' }, example: 'addr-0123456789abcdef01234567-89abcdef0123456789abcdef' }),
});

/**
 * Declares a route in the document and serves it with `handlers`. The handlers check the request
 * themselves, with the schemas the route declares and in the order the API has always answered
 * (an unknown match, then the token, then the body): the library's own validators would answer
 * differently (a body not marked as JSON 415, its own bodies for bad JSON, the body checked
 * before the match and the token), and the API's answers are its contract.
 */
export function serve(app: Routes, route: RouteConfig, ...handlers: [...MiddlewareHandler<Bound>[], Handler<Bound>]): void {
  app.openAPIRegistry.registerPath(route);
  app.on(route.method.toUpperCase(), route.path.replaceAll(/\{(\w+)\}/g, ':$1'), ...(handlers as [Handler<Bound>]));
}

/** A JSON answer with its schema (and an example where the schema has none). */
export function json(description: string, schema: z.ZodType, example?: unknown) {
  return { description, content: { 'application/json': { schema, ...(example === undefined ? {} : { example }) } } };
}

/** An HTML page (the pages behind links). */
export function html(description: string) {
  return { description, content: { 'text/html': { schema: z.string(), example: '<!doctype html><html lang="en">…</html>' } } };
}
