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

/**
 * The eight 16-bit groups of an IPv6 address (with or without brackets, "::" shortened, an
 * IPv4 address in the last 32 bits allowed), or null when it is not one.
 */
export function ipv6Groups(text: string): number[] | null {
  let h = text.replace(/^\[|\]$/g, '').toLowerCase();
  const zone = h.indexOf('%');
  if (zone >= 0) h = h.slice(0, zone);
  const tail = /^(.*:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(h);
  if (tail) {
    const v4 = ipv4(tail[2]);
    if (!v4) return null;
    h = `${tail[1]}${((v4[0] << 8) | v4[1]).toString(16)}:${((v4[2] << 8) | v4[3]).toString(16)}`;
  }
  const halves = h.split('::');
  if (halves.length > 2) return null;
  const part = (x: string) => (x === '' ? [] : x.split(':'));
  const head = part(halves[0]);
  const rest = halves.length === 2 ? part(halves[1]) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return all.map((g) => parseInt(g, 16));
}

/** The IPv4 address in two 16-bit groups. */
function embedded(hi: number, lo: number): number[] {
  return [hi >> 8, hi & 255, lo >> 8, lo & 255];
}

/**
 * IPv6 ranges the service must not call, and the forms that carry an IPv4 address inside (which
 * a gateway or the host may turn back into that IPv4 address): mapped, compatible, NAT64, 6to4.
 */
function classifyV6(host: string): Refusal | null {
  const g = ipv6Groups(host);
  if (!g) return 'reserved';
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 7) && g[7] === 1) return 'loopback';
  if (zeros(0, 8)) return 'reserved';
  // ::ffff:a.b.c.d (mapped): what the IPv4 address is.
  if (zeros(0, 5) && g[5] === 0xffff) return classifyV4(embedded(g[6], g[7]));
  // ::a.b.c.d (the deprecated "compatible" form) and ::ffff:0:a.b.c.d (translated): no public use.
  if (zeros(0, 6) || (zeros(0, 4) && g[4] === 0xffff && g[5] === 0)) return classifyV4(embedded(g[6], g[7])) ?? 'reserved';
  // 64:ff9b::/96, the well-known NAT64 prefix (RFC 6052): a NAT64 gateway calls the IPv4 address.
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return classifyV4(embedded(g[6], g[7]));
  // 64:ff9b:1::/48, NAT64 for local use (RFC 8215).
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return 'private';
  // 2002::/16, 6to4 (RFC 3056): the relay reaches the IPv4 address in bits 16 to 48.
  if (g[0] === 0x2002) return classifyV4(embedded(g[1], g[2])) ?? 'reserved';
  // 2001::/32 Teredo (its IPv4 address is hidden in the last bits), 2001:db8::/32 documentation.
  if (g[0] === 0x2001 && (g[1] === 0 || g[1] === 0xdb8)) return 'reserved';
  // 100::/64, discard only (RFC 6666).
  if (g[0] === 0x100 && zeros(1, 4)) return 'reserved';
  const top10 = g[0] & 0xffc0;
  if (top10 === 0xfe80) return 'link-local';
  // fec0::/10, the old site-local range (RFC 3879): still routed inside some networks.
  if (top10 === 0xfec0) return 'private';
  if ((g[0] & 0xfe00) === 0xfc00) return g[0] === 0xfd00 && g[1] === 0xec2 ? 'metadata' : 'private';
  if ((g[0] & 0xff00) === 0xff00) return 'reserved';
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
