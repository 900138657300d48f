import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { Scalar } from '@scalar/hono-api-reference';
import type { Env } from '../env';
import { html, routes, serve, NO_TOKEN } from './openapi';
import { registerGameViews } from './schemas/game-views';

type Bound = { Bindings: Env };

/** Where the page's build puts the reference's standalone script (scripts/build-web.mjs): one of the Worker's own assets. */
export const SCALAR_SCRIPT = '/vendor/scalar/standalone.js';

const INFO = {
  title: 'Play-by-mail board games',
  version: '1',
  description: [
    'The HTTP API of the service: create a match, read it as a seat or a spectator, send commands, read the history, export and verify.',
    'A seat’s secret token travels as `Authorization: Bearer <token>` (its link carries it in the fragment); the acting seat always comes from the token.',
    'Every error answer is `{"error":{"code":…,"message":…}}`; no request answers 500.',
    'Entry numbers are each reader’s own: a seat numbers only the entries that show it something.',
  ].join('\n\n'),
  license: { name: 'MIT', identifier: 'MIT' },
};

const TAGS = [
  { name: 'Games', description: 'The games the service hosts, and what the page needs to draw and word them.' },
  { name: 'Matches', description: 'Create, join, read and play a match; its history, a past view, the export, live updates.' },
  { name: 'Messages', description: 'Messages between the players of a match.' },
  { name: 'Seat settings', description: 'Where and how a seat is told of its turn, and its clock.' },
  { name: 'Devices', description: 'Handing a seat to another device, signing devices out, a new owner link.' },
  { name: 'Email links', description: 'The pages behind the links of emails, and “find my matches”.' },
  { name: 'Push', description: 'Browser push notices: the service’s key, and a device’s subscription.' },
  { name: 'Pages', description: 'The pages behind the links handed to people.' },
  { name: 'Reference', description: 'This document, and its readable reference.' },
];

/** The OpenAPI 3.1 document of every route `app` serves, from their declarations (openapi.ts `serve`). */
export function openApiDocument(app: OpenAPIHono<Bound>) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'seatToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'A seat’s secret token (from its link, after the `#`): the owner link’s, or a device’s it was handed to.',
  });
  registerGameViews(app.openAPIRegistry);
  return app.getOpenAPI31Document({ openapi: '3.1.0', info: INFO, tags: TAGS, servers: [{ url: '/', description: 'This service' }] });
}

/** `GET /api/openapi.json` and the readable reference at `GET /api/docs`, served by the Worker itself. */
export function docsRoutes(document: () => object) {
  const docs = routes();

  const json = createRoute({
    operationId: 'getOpenApiDocument',
    method: 'get',
    path: '/openapi.json',
    tags: ['Reference'],
    summary: 'This document',
    security: NO_TOKEN,
    responses: { 200: { description: 'The OpenAPI 3.1 document.', content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } } } },
  });
  serve(docs, json, (c) => c.json(document()));

  const page = createRoute({
    operationId: 'apiReference',
    method: 'get',
    path: '/docs',
    tags: ['Reference'],
    summary: 'The readable reference',
    description: 'Scalar’s reference of this document, its script served from the service’s own files under a strict Content-Security-Policy.',
    security: NO_TOKEN,
    responses: { 200: html('The reference page.') },
  });
  serve(docs, page, async (c, next) => {
    // The page's one inline script (Scalar's start) runs by this nonce; nothing loads from another site.
    const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
    const render = Scalar({
      url: '/api/openapi.json',
      cdn: SCALAR_SCRIPT,
      nonce,
      pageTitle: 'API reference',
      // Nothing that calls Scalar's own services: their fonts, telemetry, the AI agent, MCP, the toolbar.
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      mcp: { disabled: true },
      showDeveloperTools: 'never',
    });
    const res = await render(c as unknown as Context, next);
    if (!res) return c.notFound();
    const headers = new Headers(res.headers);
    headers.set(
      'content-security-policy',
      `default-src 'none'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'nonce-${nonce}'; img-src 'self' data:; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    headers.set('referrer-policy', 'no-referrer');
    headers.set('x-content-type-options', 'nosniff');
    return new Response(res.body, { status: res.status, headers });
  });

  return docs;
}
