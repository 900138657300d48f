import type { OutgoingHook, WebhookFormat } from '../jobs';
import { checkWebhookFully } from '../webhook-dns';

/**
 * Webhooks: a POST of JSON in one of three shapes (our own, Discord's, Slack's), to an address
 * checked again right before the call, with a short timeout and no redirects followed (a
 * redirect could lead anywhere the address check would have refused).
 */

export const WEBHOOK_TIMEOUT_MS = 5000;
const DISCORD_LIMIT = 2000;
const SLACK_LIMIT = 3000;

/** The format a URL implies when the seat did not choose one. */
export function guessFormat(url: string): WebhookFormat {
  const host = new URL(url).hostname.toLowerCase();
  if (/(^|\.)(discord|discordapp)\.com$/.test(host)) return 'discord';
  if (host === 'hooks.slack.com') return 'slack';
  return 'json';
}

function slackEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function cut(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}

export function webhookBody(h: OutgoingHook): unknown {
  if (h.format === 'discord') return { content: cut(h.payload.text, DISCORD_LIMIT), allowed_mentions: { parse: [] } };
  if (h.format === 'slack') return { text: cut(slackEscape(h.payload.text), SLACK_LIMIT) };
  return h.payload;
}

/** `doh`: the resolver that checks where the host name points right before the call (null: none). */
export async function postWebhook(h: OutgoingHook, allowLocal: boolean, doh: string | null): Promise<void> {
  const check = await checkWebhookFully(h.url, allowLocal, doh, true);
  if (!check.ok) throw new Error(check.message);
  let res: Response;
  try {
    res = await fetch(check.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'pbm-boardgames-webhook/1' },
      body: JSON.stringify(webhookBody(h)),
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
  } catch (e) {
    const timedOut = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
    throw new Error(timedOut ? `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s.` : `Could not reach the webhook: ${e instanceof Error ? e.message : String(e)}`);
  }
  await res.body?.cancel();
  if (res.status < 200 || res.status >= 300) throw new Error(`The webhook answered HTTP ${res.status}.`);
}
