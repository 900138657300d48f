import type { Context } from 'hono';
import type { Env } from '../env';
import type { JsonText, Outcome } from '../match/records/outcome';
import { ApiError, errorResponse } from './errors';
import { matchId } from './validate';
import { coreMessages } from '../text/core';
import { langOf, render } from '../text/render';

export type Ctx = Context<{ Bindings: Env }>;

/** The MatchRoom of the `:id` in the path (404 for an id that cannot exist). */
export function room(c: Ctx) {
  const id = c.req.param('id') ?? '';
  if (!matchId.test(id)) throw new ApiError(404, 'unknown_match', 'There is no match with this id.');
  return c.env.MATCH.get(c.env.MATCH.idFromName(id));
}

/** A MatchRoom's outcome as the HTTP answer: its value, or its refusal as an error body. */
export function reply<T>(c: Ctx, outcome: Outcome<T>, status: 200 | 201 = 200) {
  if (!outcome.ok) return errorResponse(c, outcome.status, outcome.code, render(outcome.message, langOf(c.req.header('accept-language')), coreMessages, () => null));
  return c.json(outcome.value as object, status);
}

/** The same for an answer the MatchRoom wrote as JSON already: its text is the body. */
export function replyJson<T>(c: Ctx, outcome: Outcome<JsonText<T>>, status: 200 | 201 = 200) {
  if (!outcome.ok) return reply(c, outcome);
  return c.body(outcome.value, status, { 'content-type': 'application/json' });
}
