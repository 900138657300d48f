import type { Context, Next } from 'hono';
import type { Env } from '../env';
import { errorResponse } from './errors';

/**
 * Limits how often one client may create matches or try invite codes (429), through the Workers
 * Rate Limiting binding. The client is the address Cloudflare puts in CF-Connecting-IP; requests
 * that carry none (only possible off Cloudflare, e.g. inside tests) are not counted.
 */
export async function limitPerClient(c: Context<{ Bindings: Env }>, next: Next) {
  const ip = c.req.header('cf-connecting-ip');
  const limiter = c.env.CREATE_LIMITER;
  if (ip && limiter) {
    const { success } = await limiter.limit({ key: ip });
    if (!success) return errorResponse(c, 429, 'too_many_requests', 'Too many requests from your address; wait a minute and try again.');
  }
  await next();
}
