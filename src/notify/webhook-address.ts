/**
 * Which webhook addresses the service will call. Only HTTPS to a public name or address: a
 * webhook must never reach the service's own network (loopback, private ranges, link-local,
 * cloud metadata endpoints). The local-development switch allows plain http://localhost.
 */

export type Refusal = 'malformed' | 'scheme' | 'loopback' | 'private' | 'link-local' | 'metadata' | 'reserved' | 'local-name';

export type WebhookCheck = { ok: true; url: string } | { ok: false; refusal: Refusal; message: string };

const METADATA_NAMES = new Set(['metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data', 'instance-data.ec2.internal']);

function refuse(refusal: Refusal, message: string): WebhookCheck {
  return { ok: false, refusal, message };
}

function ipv4(host: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts : null;
}

function classifyV4([a, b, c]: number[]): Refusal | null {
  if (a === 127) return 'loopback';
  if (a === 169 && b === 254) return c === 169 || c === 170 ? 'metadata' : 'link-local';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 100 && b >= 64 && b <= 127) return 'private'; // carrier-grade NAT
  if (a === 0 || a >= 224 || (a === 192 && b === 0 && c === 0) || (a === 198 && (b === 18 || b === 19))) return 'reserved';
  return null;
}

function classifyV6(host: string): Refusal | null {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === '::1') return 'loopback';
  if (h === '::') return 'reserved';
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1, or the hex form the URL parser gives).
  const mapped = /^::ffff:(.+)$/.exec(h);
  if (mapped) {
    const dotted = ipv4(mapped[1]);
    if (dotted) return classifyV4(dotted) ?? null;
    const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(mapped[1]);
    if (hex) {
      const hi = parseInt(hex[1], 16);
      const lo = parseInt(hex[2], 16);
      return classifyV4([hi >> 8, hi & 255, lo >> 8, lo & 255]);
    }
    return 'reserved';
  }
  if (/^fe[89ab]/.test(h)) return 'link-local';
  if (/^f[cd]/.test(h)) return h.startsWith('fd00:ec2:') ? 'metadata' : 'private';
  if (/^ff/.test(h)) return 'reserved';
  return null;
}

export const MESSAGES: Record<Refusal, string> = {
  malformed: 'The webhook is not a valid URL.',
  scheme: 'Webhooks must use https://.',
  loopback: 'Webhooks may not point at a loopback address.',
  private: 'Webhooks may not point at a private network address.',
  'link-local': 'Webhooks may not point at a link-local address.',
  metadata: 'Webhooks may not point at a cloud metadata address.',
  reserved: 'Webhooks may not point at a reserved address.',
  'local-name': 'Webhooks must point at a public host name.',
};

/** The class of a resolved address (IPv4 dotted or IPv6), or null for a public one. */
export function classifyAddress(address: string): Refusal | null {
  const v4 = ipv4(address);
  return v4 ? classifyV4(v4) : address.includes(':') ? classifyV6(address) : 'reserved';
}

export function checkWebhook(raw: string, allowLocal: boolean): WebhookCheck {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('malformed', MESSAGES.malformed);
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const isLocalhost = host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  if (allowLocal && url.protocol === 'http:' && isLocalhost) return { ok: true, url: url.href };
  if (url.protocol !== 'https:') return refuse('scheme', MESSAGES.scheme);
  if (host === 'localhost' || host.endsWith('.localhost')) return refuse('loopback', MESSAGES.loopback);
  if (METADATA_NAMES.has(host)) return refuse('metadata', MESSAGES.metadata);
  const v4 = ipv4(host);
  const refusal = v4 ? classifyV4(v4) : host.startsWith('[') ? classifyV6(host) : null;
  if (refusal) return refuse(refusal, MESSAGES[refusal]);
  if (!v4 && !host.startsWith('[') && (!host.includes('.') || /\.(local|internal|lan|home\.arpa|intranet|corp)$/.test(host))) {
    return refuse('local-name', MESSAGES['local-name']);
  }
  return { ok: true, url: url.href };
}
