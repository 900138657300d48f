import { readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Response } from 'miniflare';
import { checkVapid, decryptPush, newUserAgent, subscriptionKeys, type UserAgent } from './web-push.ts';

/**
 * Node-side helpers bound into the workers test pool (vitest.config.ts). They run outside
 * workerd, so they can read what miniflare wrote to disk and play the outside world.
 */

type NodeRequest = { url: string; method: string; headers: Headers; text(): Promise<string>; arrayBuffer(): Promise<ArrayBuffer> };

async function emlFiles(dir: string): Promise<string[]> {
  try {
    const names = await readdir(dir);
    return names.filter((n) => n.endsWith('.eml')).map((n) => join(dir, n));
  } catch {
    return [];
  }
}

/** Every message the simulated `send_email` binding wrote in the last hour (`<miniflare tmp>/email/email/*.eml`). */
async function capturedMail(): Promise<{ path: string; at: number; raw: string }[]> {
  const roots = (await readdir(tmpdir())).filter((n) => n.startsWith('miniflare-')).map((n) => join(tmpdir(), n, 'email', 'email'));
  const files = (await Promise.all(roots.map(emlFiles))).flat();
  const since = Date.now() - 3600_000;
  const out: { path: string; at: number; raw: string }[] = [];
  for (const path of files) {
    // Another workerd run on the machine may remove its temporary folder meanwhile: skip what is gone.
    const s = await stat(path).catch(() => null);
    if (!s || s.mtimeMs < since) continue;
    const raw = await readFile(path, 'utf8').catch(() => null);
    if (raw !== null) out.push({ path, at: s.mtimeMs, raw });
  }
  return out.sort((a, b) => a.at - b.at);
}

/** `MAILBOX.fetch('http://mailbox/?to=ana@example.com')`: the raw messages sent to that address. */
export async function mailbox(request: NodeRequest): Promise<Response> {
  const to = new URL(request.url).searchParams.get('to') ?? '';
  const mail = (await capturedMail()).filter((m) => new RegExp(`^To: .*<?${to.replace(/[.+]/g, '\\$&')}>?`, 'mi').test(m.raw));
  return Response.json(mail.map((m) => m.raw));
}

export interface Hit {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

const hits: Hit[] = [];

/**
 * The DNS of the simulated Internet, answered as a DNS-over-HTTPS JSON resolver would. Names
 * are public (93.184.216.34) unless set with `HOOKS.fetch('http://hooks/dns?name=…&address=…')`;
 * `address=none` makes a name that does not resolve, `address=down` a resolver that fails.
 */
const dns = new Map<string, string>();

function resolve(url: URL): Response {
  const name = (url.searchParams.get('name') ?? '').toLowerCase();
  const type = url.searchParams.get('type');
  const address = dns.get(name) ?? '93.184.216.34';
  if (address === 'down') return new Response('resolver trouble', { status: 502 });
  const v6 = address.includes(':');
  const answer = address === 'none' || (type === 'AAAA') !== v6 ? [] : [{ name, type: v6 ? 28 : 1, TTL: 60, data: address }];
  return Response.json({ Status: address === 'none' ? 3 : 0, Answer: answer });
}

/**
 * The Worker's outbound `fetch` (miniflare's `outboundService`): a webhook receiver. The path
 * chooses the answer: `/ok…` 204, `/fail…` 500, `/slow…` never answers in time.
 */
export async function outbound(request: NodeRequest): Promise<Response> {
  const url = new URL(request.url);
  if (url.hostname === 'cloudflare-dns.com' && url.pathname === '/dns-query') return resolve(url);
  if (url.hostname === PUSH_HOST) return receivePush(request);
  const body = await request.text();
  hits.push({ url: request.url, method: request.method, headers: Object.fromEntries(request.headers), body });
  const path = new URL(request.url).pathname;
  if (path.startsWith('/fail')) return new Response('receiver failed', { status: 500 });
  if (path.startsWith('/slow')) {
    await new Promise((r) => setTimeout(r, 15_000));
    return new Response('too late');
  }
  return new Response(null, { status: 204 });
}

/** `HOOKS.fetch('http://hooks/?path=/ok/abc')`: the requests the receiver got on that path. */
export async function hooks(request: NodeRequest): Promise<Response> {
  const asked = new URL(request.url);
  if (asked.pathname === '/dns') {
    dns.set((asked.searchParams.get('name') ?? '').toLowerCase(), asked.searchParams.get('address') ?? '');
    return new Response(null, { status: 204 });
  }
  const path = new URL(request.url).searchParams.get('path') ?? '';
  return Response.json(hits.filter((h) => new URL(h.url).pathname === path));
}

/**
 * A push service in place of the browsers' ones: `PUSH.fetch('http://push/new')` makes a
 * browser's subscription (its keys stay here) and returns it as PushSubscription.toJSON() does,
 * pointing at https://push.example/push/<id>; what the service then pushes there is decrypted with
 * those keys and its VAPID authorization checked (tests/support/web-push.ts), and
 * `PUSH.fetch('http://push/?id=<id>')` lists it. `PUSH.fetch('http://push/answer?id=<id>&status=410')`
 * sets the push service's answer (201 by default).
 */
const PUSH_HOST = 'push.example';

export interface Received {
  at: number;
  status: number;
  headers: Record<string, string>;
  /** The VAPID check: the JWT's claims and key, or why it fails. */
  vapid: { ok: boolean; why?: string; key?: string; aud?: string; sub?: string };
  /** The decrypted payload, or why it could not be read. */
  payload: unknown;
  error: string | null;
}

const browsers = new Map<string, { ua: UserAgent; status: number; received: Received[] }>();

async function receivePush(request: NodeRequest): Promise<Response> {
  const id = new URL(request.url).pathname.replace(/^\/push\//, '');
  const browser = browsers.get(id);
  if (!browser) return new Response('no such subscription', { status: 404 });
  const headers = Object.fromEntries(request.headers);
  const body = new Uint8Array(await request.arrayBuffer());
  const v = await checkVapid(headers.authorization ?? '', request.url);
  let payload: unknown = null;
  let error: string | null = null;
  try {
    payload = JSON.parse(await decryptPush(body, browser.ua));
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  const vapid = v.ok ? { ok: true, key: v.key, aud: v.claims.aud, sub: v.claims.sub } : { ok: false, why: v.why };
  browser.received.push({ at: Date.now(), status: browser.status, headers, vapid, payload, error });
  return new Response(null, { status: browser.status });
}

export async function push(request: NodeRequest): Promise<Response> {
  const asked = new URL(request.url);
  const id = asked.searchParams.get('id') ?? '';
  if (asked.pathname === '/new') {
    const made = crypto.randomUUID();
    const ua = await newUserAgent();
    browsers.set(made, { ua, status: 201, received: [] });
    return Response.json({ id: made, endpoint: `https://${PUSH_HOST}/push/${made}`, expirationTime: null, keys: subscriptionKeys(ua) });
  }
  const browser = browsers.get(id);
  if (!browser) return new Response('no such subscription', { status: 404 });
  if (asked.pathname === '/answer') {
    browser.status = Number(asked.searchParams.get('status') ?? '201');
    return new Response(null, { status: 204 });
  }
  return Response.json(browser.received);
}
