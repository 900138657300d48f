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
  description:
    '`owner` says whether the asking token is the owner link (a handed device reads the address and webhook shortened); then the settings, whether the address is confirmed (`emailConfirmed`, and while it is not, `confirmationMail`: sent when, waiting to go until when, or not sent and why), the clock (deadline, vacation days) and the last deliveries with `lastError`.',
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
  description:
    'Owner link only; null removes an address. A new address gets a confirmation mail before anything else; a new or removed address mails the former one if it was confirmed, with the way back. 10 changes an hour per seat, then 429.',
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
  description: 'Owner link only. It goes when the address may get one (one a day per address across the service); it counts as a change (429).',
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
  description: 'Pauses the seat’s clock for `days` (409 without a time control, 422 beyond the match’s allowance).',
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
  description: 'The unused days come back.',
  security: SEAT_TOKEN,
  request: { params: matchParams },
  responses: { 200: settings, ...failures(SEAT, SENT, { 409: ['no_clock'] }) },
});

serve(contactRoutes, back, async (c) => reply(c, await room(c).stopVacation(bearerToken(c))));
