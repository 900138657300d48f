import { createRoute } from '@hono/zod-openapi';
import { bearerToken } from '../auth';
import { json, matchParams, routes, serve, SEAT_TOKEN } from '../openapi';
import { reply, room } from '../room';
import { BODY, failures, OWNER, SEAT, SENT } from '../schemas/errors';
import { ContactInfoSchema } from '../schemas/seat';
import { contactBody, readBody, refuseWebhooks, vacationBody } from '../validate';

/**
 * A seat's own notification settings and clock (DESIGN.md §7), all behind its token:
 * GET/PATCH /api/matches/:id/contact, POST /api/matches/:id/contact/confirmation,
 * POST/DELETE /api/matches/:id/vacation.
 */
export const contactRoutes = routes();

const tags = ['Seat settings'];
const settings = json('The seat’s settings, clock and last deliveries.', ContactInfoSchema);

const read = createRoute({
  operationId: 'getContact',
  method: 'get',
  path: '/{id}/contact',
  tags,
  summary: 'The seat’s notification settings',
  description: 'A handed device reads them with the address and webhook shortened.',
  security: SEAT_TOKEN,
  request: { params: matchParams },
  responses: { 200: settings, ...failures(SEAT) },
});

serve(contactRoutes, read, async (c) => reply(c, await room(c).contact(bearerToken(c))));

const change = createRoute({
  operationId: 'changeContact',
  method: 'patch',
  path: '/{id}/contact',
  tags,
  summary: 'Change where and how the seat is told',
  description: 'Owner link only. A new address gets a confirmation mail before anything else; the previous confirmed address is told of the change.',
  security: SEAT_TOKEN,
  request: { params: matchParams, body: { required: true, content: { 'application/json': { schema: contactBody } } } },
  responses: { 200: settings, ...failures(OWNER, BODY, { 422: ['webhook_refused'], 429: ['too_many_changes'] }) },
});

serve(contactRoutes, change, async (c) => {
  const stub = room(c);
  const token = bearerToken(c);
  const body = await readBody(c, contactBody);
  await refuseWebhooks([body.webhook], c.env);
  return reply(c, await stub.setContact(token, body));
});

const confirmation = createRoute({
  operationId: 'resendConfirmation',
  method: 'post',
  path: '/{id}/contact/confirmation',
  tags,
  summary: 'Send the confirmation mail again',
  description: 'Owner link only; one a day per address across the service.',
  security: SEAT_TOKEN,
  request: { params: matchParams },
  responses: { 200: settings, ...failures(OWNER, SENT, { 409: ['no_email', 'already_confirmed'], 429: ['too_many_changes'] }) },
});

/** The confirmation mail of the seat's address, again (one a day per address across the service). */
serve(contactRoutes, confirmation, async (c) => reply(c, await room(c).confirmAgain(bearerToken(c))));

const vacation = createRoute({
  operationId: 'startVacation',
  method: 'post',
  path: '/{id}/vacation',
  tags,
  summary: 'Start a vacation',
  description: 'Pauses the seat’s clock for up to `days` (from the match’s allowance).',
  security: SEAT_TOKEN,
  request: { params: matchParams, body: { required: true, content: { 'application/json': { schema: vacationBody } } } },
  responses: { 200: settings, ...failures(SEAT, BODY, { 409: ['no_clock'], 422: ['vacation_exhausted'] }) },
});

serve(contactRoutes, vacation, async (c) => {
  const stub = room(c);
  const token = bearerToken(c);
  const body = await readBody(c, vacationBody);
  return reply(c, await stub.startVacation(token, body.days));
});

const back = createRoute({
  operationId: 'endVacation',
  method: 'delete',
  path: '/{id}/vacation',
  tags,
  summary: 'End the vacation now',
  security: SEAT_TOKEN,
  request: { params: matchParams },
  responses: { 200: settings, ...failures(SEAT, SENT, { 409: ['no_clock'] }) },
});

serve(contactRoutes, back, async (c) => reply(c, await room(c).stopVacation(bearerToken(c))));
