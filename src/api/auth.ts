import type { Context } from 'hono';
import { ApiError } from './errors';

/**
 * The seat token from `Authorization: Bearer …`, or undefined when there is none. A hot-seat
 * link's token may name the seat it acts as after a `~` (match/fork/hot-seat.ts).
 */
export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  if (header === undefined || header.trim() === '') return undefined;
  const m = /^Bearer\s+([A-Za-z0-9_-]{1,200}(?:~\d{1,2})?)\s*$/i.exec(header);
  if (!m) throw new ApiError(401, 'bad_authorization', 'Send the seat token as "Authorization: Bearer <token>".');
  return m[1];
}
