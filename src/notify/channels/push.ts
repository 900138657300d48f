import { buildPushPayload, type VapidKeys } from '@block65/webcrypto-web-push';
import type { OutgoingPush } from '../jobs';
import { checkWebhookFully } from '../webhook-dns';

/**
 * Browser push (issue 31): a notice as Web Push, encrypted to the browser's subscription keys
 * (RFC 8291, aes128gcm) and signed with the service's VAPID key (RFC 8292), by
 * `@block65/webcrypto-web-push` over Web Crypto. The push service the browser chose keeps it until
 * the device is on, and the service worker (web/sw.js) shows it.
 */

export const PUSH_TIMEOUT_MS = 5000;
/** A push service keeps a notice this long for a device that is off; after a day it is old news. */
export const PUSH_TTL_SECONDS = 24 * 3600;
/** The one line under the title: a notification shows about this much. */
export const PUSH_BODY_LIMIT = 200;

/**
 * A delivery that trying again will not mend: the subscription is gone (404, 410: the browser
 * unsubscribed, or the push service dropped it) or the push service refuses the request for good.
 * `expired` names a subscription to forget.
 */
export class PushFailure extends Error {
  constructor(
    message: string,
    readonly expired: string | null,
  ) {
    super(message);
  }
}

/** base64url of `bytes` length, or null when `text` is not that. */
function bytesOf(text: string, length: number): Uint8Array | null {
  // A length of 4n+1 is no base64 at all (atob would throw).
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return null;
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return bin.length === length ? Uint8Array.from(bin, (ch) => ch.charCodeAt(0)) : null;
}

/** A subscription's browser keys: an uncompressed P-256 point (65 bytes, 0x04 first) and a 16-byte secret (RFC 8291 §3). */
export function validKeys(p256dh: string, auth: string): boolean {
  const point = bytesOf(p256dh, 65);
  return point !== null && point[0] === 4 && bytesOf(auth, 16) !== null;
}

/**
 * The deployment's VAPID keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: base64url, as
 * `node scripts/vapid.mjs` prints them), or null when it has none: then the service sends no push
 * and the page offers none. The subject tells push services whom to write to (RFC 8292 §2.1).
 */
export function vapidKeys(env: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; VAPID_SUBJECT?: string; MAIL_FROM?: string }): VapidKeys | null {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() ?? '';
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() ?? '';
  const point = bytesOf(publicKey, 65);
  if (!point || point[0] !== 4 || !bytesOf(privateKey, 32)) return null;
  return { publicKey, privateKey, subject: env.VAPID_SUBJECT?.trim() || `mailto:${env.MAIL_FROM || 'turns@pbm.example'}` };
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the service may send a subscription's pushes: a push service is a public https host, so
 * the webhook rules apply (no loopback, private or metadata address, by name or once resolved),
 * but always over https (RFC 8030). `allowLocal` (ALLOW_LOCAL_PUSH, tests only) lets https go to
 * this machine, where the browser tests' push service listens.
 */
export async function checkPushEndpoint(raw: string, allowLocal: boolean, doh: string | null, strict: boolean): Promise<{ ok: true; url: string } | { ok: false; message: string }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: 'A push subscription needs the address of its push service.' };
  }
  if (url.protocol !== 'https:') return { ok: false, message: 'A push service is reached over https://.' };
  if (allowLocal && LOCAL_HOSTS.has(url.hostname)) return { ok: true, url: url.href };
  const check = await checkWebhookFully(url.href, false, doh, strict);
  return check.ok ? check : { ok: false, message: `This push service address cannot be used: ${check.message.replace(/^Webhooks/, 'it')}` };
}

/** The body a push carries: the title, its line, where a click leads and which notice it replaces. */
export function pushBody(p: OutgoingPush): string {
  const { title, body, url, tag, lang } = p.message;
  return JSON.stringify({ title, body: body.length > PUSH_BODY_LIMIT ? `${body.slice(0, PUSH_BODY_LIMIT - 1)}…` : body, url, tag, lang });
}

/** One push to one subscription; a throw is retried by the queue, a PushFailure is not. */
export async function sendPush(p: OutgoingPush, keys: VapidKeys | null, allowLocal: boolean, doh: string | null): Promise<void> {
  if (!keys) throw new PushFailure('The service has no VAPID key (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY), so it sends no push.', null);
  const { subscription } = p;
  const check = await checkPushEndpoint(subscription.endpoint, allowLocal, doh, true);
  if (!check.ok) throw new Error(check.message);
  const request = await buildPushPayload(
    { data: pushBody(p), options: { ttl: PUSH_TTL_SECONDS, urgency: 'normal', topic: p.topic } },
    { endpoint: check.url, expirationTime: null, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    keys,
  );
  let res: Response;
  try {
    res = await fetch(check.url, { method: 'POST', headers: request.headers, body: request.body, redirect: 'manual', signal: AbortSignal.timeout(PUSH_TIMEOUT_MS) });
  } catch (e) {
    const timedOut = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
    throw new Error(timedOut ? `The push service did not answer within ${PUSH_TIMEOUT_MS / 1000} s.` : `Could not reach the push service: ${e instanceof Error ? e.message : String(e)}`);
  }
  await res.body?.cancel();
  if (res.status >= 200 && res.status < 300) return;
  // RFC 8030 §7.3: 404 and 410 say the subscription is over; the browser subscribes afresh when its page is opened.
  if (res.status === 404 || res.status === 410) throw new PushFailure(`The push subscription has expired (HTTP ${res.status}); the device was taken off.`, subscription.id);
  if (res.status === 429 || res.status >= 500) throw new Error(`The push service answered HTTP ${res.status}.`);
  throw new PushFailure(`The push service refused the notification (HTTP ${res.status}).`, null);
}
