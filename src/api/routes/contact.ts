import { Hono } from 'hono';
import type { Env } from '../../env';
import { bearerToken } from '../auth';
import { reply, room } from '../room';
import { contactBody, readBody, refuseWebhooks, vacationBody } from '../validate';

/**
 * A seat's own notification settings and clock (DESIGN.md §7), all behind its token:
 * GET/PATCH /api/matches/:id/contact, POST /api/matches/:id/contact/confirmation,
 * POST/DELETE /api/matches/:id/vacation.
 */
export const contactRoutes = new Hono<{ Bindings: Env }>();

contactRoutes.get('/:id/contact', async (c) => reply(c, await room(c).contact(bearerToken(c))));

contactRoutes.patch('/:id/contact', async (c) => {
  const stub = room(c);
  const token = bearerToken(c);
  const body = await readBody(c, contactBody);
  await refuseWebhooks([body.webhook], c.env);
  return reply(c, await stub.setContact(token, body));
});

/** The confirmation mail of the seat's address, again (one a day per address across the service). */
contactRoutes.post('/:id/contact/confirmation', async (c) => reply(c, await room(c).confirmAgain(bearerToken(c))));

contactRoutes.post('/:id/vacation', async (c) => {
  const stub = room(c);
  const token = bearerToken(c);
  const body = await readBody(c, vacationBody);
  return reply(c, await stub.startVacation(token, body.days));
});

contactRoutes.delete('/:id/vacation', async (c) => reply(c, await room(c).stopVacation(bearerToken(c))));
