import type { Context, Next } from 'hono';
import ipaddr from 'ipaddr.js';
import type { Env } from '../env';
import { errorResponse } from './errors';

/**
 * The client a per-client limit counts. An IPv4 address is one client. An IPv6 client is its
 * /64: a home or phone connection is handed a whole /64 and may pick any address in it, so
 * counting single addresses would let one person make as many "clients" as they like (the big
 * services key IPv6 on the /64 for this reason). An IPv4 address written as IPv6 (`::ffff:a.b.c.d`)
 * is that IPv4 client. Anything that is no address is keyed as written.
 */
export function clientKey(address: string): string {
  const written = address.trim();
  if (!ipaddr.isValid(written)) return written;
  const ip = ipaddr.parse(written);
  if (ip.kind() === 'ipv4') return ip.toString();
  const v6 = ip as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const net = v6.parts.slice(0, 4).map((part) => part.toString(16));
  return `${net.join(':')}::/64`;
}

/**
 * Limits how often one client may create matches, try invite codes, redeem hand-over codes or
 * ask for the sign-in mail (429), through the Workers Rate Limiting binding. The client is the
 * address Cloudflare puts in CF-Connecting-IP, keyed by `clientKey`; requests that carry none
 * (only possible off Cloudflare, e.g. inside tests) are not counted.
 */
export async function limitPerClient(c: Context<{ Bindings: Env }>, next: Next) {
  const ip = c.req.header('cf-connecting-ip');
  const limiter = c.env.CREATE_LIMITER;
  if (ip && limiter) {
    const { success } = await limiter.limit({ key: clientKey(ip) });
    if (!success) return errorResponse(c, 429, 'too_many_requests', 'Too many requests from your address; wait a minute and try again.');
  }
  await next();
}
