import type { Context } from 'hono';
import { z } from '@hono/zod-openapi';
import { DAY_MS, DEFAULT_REMINDERS, DEFAULT_VACATION_DAYS } from '../match/clock/clock';
import type { ClockRule } from '../match/records/records';
import { MAX_MESSAGE_LENGTH } from '../match/live/messages';
import { MAX_NAME_LENGTH } from '../match/log/naming';
import type { BotLevel } from '../engine/bots';
import type { Env } from '../env';
import { checkWebhookFully, resolverOf } from '../notify/webhook-dns';
import { ApiError } from './errors';

/** Reads a JSON body and checks it against `schema`; any problem is a 400 with a readable message. */
export async function readBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, 'malformed_json', 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
    throw new ApiError(400, 'invalid_request', `${where}${issue.message}`);
  }
  return parsed.data;
}

export const name = z.string().trim().min(1, 'a name is needed').max(40, 'names are at most 40 characters');
/**
 * A match's name (issue 31): trimmed, 1 to MAX_NAME_LENGTH characters (code points, so that an
 * accent or an emoji counts as one), and one line: no control characters (line breaks, tabs),
 * which would break a mail's subject.
 */
const matchName = z
  .string('a match name is text')
  .trim()
  .min(1, 'a match name needs at least one character besides spaces')
  .refine((s) => [...s].length <= MAX_NAME_LENGTH, `a match name is at most ${MAX_NAME_LENGTH} characters`)
  .refine((s) => !/[\p{Cc}\p{Zl}\p{Zp}]/u.test(s), 'a match name is one line, with no control characters (line breaks, tabs)')
  .openapi({ description: `1 to ${MAX_NAME_LENGTH} characters after trimming, on one line.`, example: 'Friday night' });
const email = z.email('not a valid email address').max(200);
const webhook = z.url({ protocol: /^https?$/ }).max(500);
const lang = z.enum(['en', 'es']);
const notify = z.enum(['turn', 'digest', 'none']);
const webhookFormat = z.enum(['json', 'discord', 'slack']);

/** The time control: N hours or N days per move, and what happens at the deadline. */
const clock = z
  .object({
    hours: z.number().int().min(1).max(24 * 60).optional(),
    days: z.number().int().min(1).max(60).optional(),
    policy: z.enum(['remind', 'bot', 'forfeit', 'takeover']).optional(),
    vacationDays: z.number().int().min(0).max(60).optional(),
  })
  .refine((c) => (c.hours === undefined) !== (c.days === undefined), 'give either hours or days per move');

export function clockRule(c: z.infer<typeof clock>): ClockRule {
  return {
    perMoveMs: c.hours !== undefined ? c.hours * 3_600_000 : (c.days as number) * DAY_MS,
    policy: c.policy ?? 'remind',
    reminders: DEFAULT_REMINDERS,
    vacationDays: c.vacationDays ?? DEFAULT_VACATION_DAYS,
  };
}

/**
 * Webhooks to addresses the service must not call are refused with 422 (DESIGN.md §7): by the
 * literal address, and by what the host name resolves to. A resolver that cannot be asked does
 * not stop the save: delivery checks again and retries.
 */
export async function refuseWebhooks(urls: (string | null | undefined)[], env: Env): Promise<void> {
  for (const url of urls) {
    if (!url) continue;
    const check = await checkWebhookFully(url, env.ALLOW_LOCAL_WEBHOOKS === '1', resolverOf(env), false);
    if (!check.ok) throw new ApiError(422, 'webhook_refused', `${check.message} (${check.refusal})`);
  }
}
const salt = z.string().max(200, 'a salt is at most 200 characters');

/** What only a person's seat has: a bot is told nothing and adds nothing to the dice. */
const PERSONAL = ['email', 'webhook', 'webhookFormat', 'notify', 'salt'] as const;

/**
 * A seat at creation: a person (a name, and how to tell them), or a bot (`bot`: its level; a name
 * of its own or one the service gives; `lang` is the language of that name).
 */
const newPlayer = z
  .object({
    name: name.optional(),
    bot: z.enum(['easy', 'good'] as const satisfies readonly BotLevel[], 'a bot is "easy" or "good"').optional(),
    email: email.optional(),
    webhook: webhook.optional(),
    salt: salt.optional(),
    lang: lang.optional(),
    notify: notify.optional(),
    webhookFormat: webhookFormat.optional(),
  })
  .superRefine((p, ctx) => {
    if (p.bot === undefined && p.name === undefined) ctx.addIssue({ code: 'custom', path: ['name'], message: 'a name is needed' });
    if (p.bot === undefined) return;
    for (const key of PERSONAL) {
      if (p[key] !== undefined) ctx.addIssue({ code: 'custom', path: [key], message: `a bot's seat has no ${key}` });
    }
  });

export const createMatchBody = z.object({
  game: z.string().min(1).max(60),
  name: matchName.optional(),
  seats: z.number().int().min(1).max(10),
  variant: z.string().min(1).max(60).optional(),
  players: z.array(newPlayer).max(10).optional(),
  options: z.record(z.string(), z.unknown()).optional(),
  clock: clock.optional(),
}).openapi('CreateMatch', {
  description: 'Unnamed seats (fewer `players` than `seats`) stay open for the invite link; a player may be a bot (`bot`: `easy` or `good`, its name then optional), but not every seat. `name` tells the match from others of the game (without one it reads by its players and when it was created). `options` are the game’s own (README); `options.seed` fixes the dice only on a local development service.',
  example: { game: 'lancaster', name: 'Friday night', seats: 3, players: [{ name: 'Ana', email: 'ana@example.com' }, { name: 'Bo' }, { bot: 'good' }], clock: { days: 3, policy: 'remind' } },
});

/** PUT /api/matches/:id/name. */
export const renameBody = z.strictObject({ name: matchName }).openapi('MatchName', { example: { name: 'Friday night' } });

/** PATCH /api/matches/:id/contact: null removes an address. */
export const contactBody = z.strictObject({
  email: email.nullable().optional(),
  webhook: webhook.nullable().optional(),
  webhookFormat: webhookFormat.nullable().optional(),
  lang: lang.optional(),
  notify: notify.optional(),
}).openapi('ContactPatch', { description: 'null removes an address.', example: { email: 'ana@example.com', notify: 'digest', lang: 'es' } });

export const vacationBody = z.object({
  days: z.number().positive('a vacation lasts more than 0 days').max(60, 'a vacation is at most 60 days'),
}).openapi('Vacation', { example: { days: 3 } });

export const messageBody = z.object({
  text: z.string().max(MAX_MESSAGE_LENGTH, `a message is at most ${MAX_MESSAGE_LENGTH} characters`),
  to: z.array(z.number().int()).min(1).max(10).optional(),
}).openapi('NewMessage', { description: 'Without `to`, to everyone; with it, privately to those seats.', example: { text: 'Good luck!', to: [1] } });

export const signinBody = z.object({
  email,
  lang: lang.optional(),
}).openapi('SignIn', { example: { email: 'ana@example.com', lang: 'en' } });

/** POST /api/matches/:id/handover: nothing to say (the seat comes from the token). */
export const handoverAskBody = z.strictObject({}).openapi('HandoverAsk', { example: {} });

/** POST /api/handover: the code as typed or scanned. */
export const handoverRedeemBody = z.strictObject({
  code: z.string().max(40, 'a hand-over code is ten letters and digits'),
}).openapi('HandoverRedeem', { example: { code: 'K7QM3-XPA2Q' } });

export const actionBody = z.object({
  command: z.string().max(200, 'a command is at most 200 characters'),
  expect: z.number().int().min(0).optional(),
  id: z.string().min(1).max(100).optional(),
}).openapi('Action', {
  description: '`command` is one of the view’s `actions`; `expect` is the `seq` the seat saw (409 `stale` if the match moved on); `id` makes a retry harmless.',
  example: { command: 'court red', expect: 4, id: 'my-click-1' },
});

export const joinBody = z.object({
  code: z.string().min(1).max(100),
  name,
  salt: salt.optional(),
  email: email.optional(),
  webhook: webhook.optional(),
  webhookFormat: webhookFormat.optional(),
  lang: lang.optional(),
  notify: notify.optional(),
}).openapi('Join', { example: { code: 'Xy7pQ2', name: 'Bo', salt: 'my own salt' } });

export const matchId = /^[a-z0-9]{20}$/;
