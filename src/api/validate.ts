import type { Context } from 'hono';
import { z } from 'zod';
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

const name = z.string().trim().min(1, 'a name is needed').max(40, 'names are at most 40 characters');
const salt = z.string().max(200, 'a salt is at most 200 characters');

export const createMatchBody = z.object({
  game: z.string().min(1).max(60),
  seats: z.number().int().min(1).max(10),
  variant: z.string().min(1).max(60).optional(),
  players: z
    .array(
      z.object({
        name,
        email: z.email('not a valid email address').max(200).optional(),
        webhook: z.url({ protocol: /^https?$/ }).max(500).optional(),
        salt: salt.optional(),
      }),
    )
    .max(10)
    .optional(),
  options: z.record(z.string(), z.unknown()).optional(),
});

export const actionBody = z.object({
  command: z.string().max(200, 'a command is at most 200 characters'),
  expect: z.number().int().min(0).optional(),
  id: z.string().min(1).max(100).optional(),
});

export const joinBody = z.object({
  code: z.string().min(1).max(100),
  name,
  salt: salt.optional(),
});

export const matchId = /^[a-z0-9]{20}$/;
