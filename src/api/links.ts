import type { Context } from 'hono';

/**
 * The links handed to people. Secrets travel in the fragment (`#…`), which browsers never send
 * to a server or put in a Referer; the page reads it and sends it as the Bearer token.
 */
export function links(c: Context, id: string) {
  const origin = new URL(c.req.url).origin;
  return {
    spectator: `${origin}/m/${id}`,
    seat: (token: string) => `${origin}/m/${id}#${token}`,
    invite: (code: string) => `${origin}/join/${id}#${code}`,
  };
}
