import { checkWebhook, classifyAddress, MESSAGES, type Refusal } from './webhook-address';

/**
 * The second half of the webhook address check: a host name is resolved (DNS over HTTPS, as a
 * Worker has no resolver of its own) and refused if any of its addresses is one the service must
 * not call. A name that points at 10.0.0.1 is refused like the literal address; a name that
 * changes its answer after it was saved ("DNS rebinding") is caught at delivery, where the check
 * runs again before every call.
 */

export const DEFAULT_DOH = 'https://cloudflare-dns.com/dns-query';
const DOH_TIMEOUT_MS = 3000;

export type DnsCheck =
  | { ok: true; addresses: string[] }
  | { ok: false; refusal: Refusal | 'unresolved'; message: string }
  /** The resolver could not be asked: the caller decides (saving accepts, delivery retries). */
  | { ok: null; message: string };

interface DohAnswer {
  Status?: number;
  Answer?: { type: number; data: string }[];
}

const A = 1;
const AAAA = 28;

async function ask(doh: string, host: string, type: 'A' | 'AAAA', fetcher: typeof fetch): Promise<DohAnswer> {
  const url = `${doh}?name=${encodeURIComponent(host)}&type=${type}`;
  const res = await fetcher(url, { headers: { accept: 'application/dns-json' }, signal: AbortSignal.timeout(DOH_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`the resolver answered HTTP ${res.status}`);
  return (await res.json()) as DohAnswer;
}

/** Resolves `host` (a name, not a literal address) and checks every address it has. */
export async function checkResolved(host: string, doh: string, fetcher: typeof fetch = fetch): Promise<DnsCheck> {
  let answers: DohAnswer[];
  try {
    answers = await Promise.all([ask(doh, host, 'A', fetcher), ask(doh, host, 'AAAA', fetcher)]);
  } catch (e) {
    return { ok: null, message: `Could not look up ${host}: ${e instanceof Error ? e.message : String(e)}` };
  }
  const addresses = answers.flatMap((a) => (a.Answer ?? []).filter((r) => r.type === A || r.type === AAAA).map((r) => r.data));
  if (addresses.length === 0) {
    return { ok: false, refusal: 'unresolved', message: `The webhook's host name ${host} has no address.` };
  }
  for (const address of addresses) {
    const refusal = classifyAddress(address);
    if (refusal) return { ok: false, refusal, message: `${MESSAGES[refusal]} (${host} resolves to ${address})` };
  }
  return { ok: true, addresses };
}

/** The resolver to ask: WEBHOOK_DOH (a DNS-over-HTTPS JSON endpoint), or "off" for none. */
export function resolverOf(env: { WEBHOOK_DOH?: string }): string | null {
  const v = env.WEBHOOK_DOH?.trim();
  if (v === 'off') return null;
  return v || DEFAULT_DOH;
}

/**
 * The whole check of a webhook address: the literal rules first, then what its name resolves to.
 * `strict` (delivery) treats a resolver that cannot be asked as a failure to retry; otherwise
 * (saving an address) the address is accepted and checked again at delivery.
 */
export async function checkWebhookFully(
  raw: string,
  allowLocal: boolean,
  doh: string | null,
  strict: boolean,
  fetcher: typeof fetch = fetch,
): Promise<{ ok: true; url: string } | { ok: false; refusal: string; message: string }> {
  const literal = checkWebhook(raw, allowLocal);
  if (!literal.ok || doh === null) return literal;
  const host = nameToResolve(literal.url);
  if (host === null) return literal;
  const dns = await checkResolved(host, doh, fetcher);
  if (dns.ok === true) return literal;
  if (dns.ok === null) return strict ? { ok: false, refusal: 'lookup', message: dns.message } : literal;
  return dns;
}

/** The host name of a URL that needs resolving: null for literal addresses and local development. */
export function nameToResolve(url: string): string | null {
  const host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || /^\d+(\.\d+){0,3}$/.test(host) || host === 'localhost') return null;
  return host;
}
