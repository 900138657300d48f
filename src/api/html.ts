import type { Context } from 'hono';
import { escapeHtml } from '../notify/templates';

/**
 * The few pages the Worker writes itself (unsubscribe, a damaged link): plain HTML with no
 * script, under a policy that allows nothing else, and no referrer (their addresses carry tokens).
 */
const HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

/** `body` is HTML the caller wrote; only `title` is escaped here. */
export function htmlPage(c: Context, title: string, body: string, status: 200 | 404 | 409 | 410 = 200, lang: 'en' | 'es' = 'en'): Response {
  return c.html(
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:36em;margin:2em auto;padding:0 1em">${body}</body></html>`,
    status,
    HEADERS,
  );
}
