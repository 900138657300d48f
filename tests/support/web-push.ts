/**
 * The browser's side of Web Push, for the tests: a subscription's keys, the decryption of what the
 * service sends (RFC 8291, aes128gcm: RFC 8188 with the keys of RFC 8291 §3.4) and the check of
 * its VAPID authorization (RFC 8292). Written over Web Crypto's own HKDF, apart from the library
 * the service uses, so that one checks the other; it runs in Node (the local push service of
 * tests/support/node-services.ts, the browser tests) and in workerd (the unit tests).
 */

export function fromB64url(text: string): Uint8Array {
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
}

export function toB64url(bytes: Uint8Array | ArrayBuffer): string {
  const b = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  return btoa(String.fromCharCode(...b))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** A browser's subscription keys: its ECDH key pair and its authentication secret. */
export interface UserAgent {
  privateKey: CryptoKey;
  publicRaw: Uint8Array;
  auth: Uint8Array;
}

/** What PushSubscription.toJSON() carries of them. */
export function subscriptionKeys(ua: UserAgent): { p256dh: string; auth: string } {
  return { p256dh: toB64url(ua.publicRaw), auth: toB64url(ua.auth) };
}

export async function newUserAgent(): Promise<UserAgent> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  const publicRaw = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  return { privateKey: pair.privateKey, publicRaw, auth: crypto.getRandomValues(new Uint8Array(16)) };
}

/** A browser's keys given as their base64url parts (the RFC's example). */
export async function userAgentOf(privateD: string, publicKey: string, auth: string): Promise<UserAgent> {
  const publicRaw = fromB64url(publicKey);
  const jwk = { kty: 'EC', crv: 'P-256', d: privateD, x: toB64url(publicRaw.slice(1, 33)), y: toB64url(publicRaw.slice(33, 65)) };
  const privateKey = await crypto.subtle.importKey('jwk', jwk, { name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);
  return { privateKey, publicRaw, auth: fromB64url(auth) };
}

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, bytes * 8));
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const join = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/**
 * The plaintext of an aes128gcm push body, as the browser reads it: the header (salt, record
 * size, the sender's public key), the keys of RFC 8291 §3.3–3.4, then the one record, its padding
 * and its final delimiter (RFC 8188 §2). Throws when anything does not hold.
 */
export async function decryptPush(body: Uint8Array, ua: UserAgent): Promise<string> {
  const salt = body.slice(0, 16);
  const rs = new DataView(body.buffer, body.byteOffset + 16, 4).getUint32(0);
  const idlen = body[20];
  if (idlen !== 65) throw new Error(`the key id is ${idlen} bytes, not a P-256 public key`);
  const asPublic = body.slice(21, 21 + idlen);
  const record = body.slice(21 + idlen);
  if (record.length > rs) throw new Error(`the body holds more than one record (${record.length} > ${rs})`);
  const senderKey = await crypto.subtle.importKey('raw', asPublic, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  // `public` as Web Crypto names it (the Workers types spell it `$public`).
  const ecdh = { name: 'ECDH', public: senderKey } as unknown as Parameters<typeof crypto.subtle.deriveBits>[0];
  const shared = new Uint8Array(await crypto.subtle.deriveBits(ecdh, ua.privateKey, 256));
  const ikm = await hkdf(ua.auth, shared, join(utf8('WebPush: info\0'), ua.publicRaw, asPublic), 32);
  const cek = await hkdf(salt, ikm, utf8('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, utf8('Content-Encoding: nonce\0'), 12);
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, record));
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the record does not end with the last-record delimiter');
  return new TextDecoder().decode(padded.slice(0, end));
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * Checks an `Authorization: vapid t=<JWT>, k=<key>` header (RFC 8292 §3) for a push to `endpoint`:
 * an ES256 JWT signed by the key `k`, for the push service's origin, not expired nor more than a
 * day ahead (§2), with a contact. Returns its claims and key, or why it fails.
 */
export async function checkVapid(header: string, endpoint: string, now = Date.now()): Promise<{ ok: true; claims: VapidClaims; key: string } | { ok: false; why: string }> {
  const m = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!m) return { ok: false, why: `not a vapid authorization: ${header}` };
  const [, jwt, k] = m;
  const [h, p, s] = jwt.split('.');
  const head = JSON.parse(new TextDecoder().decode(fromB64url(h))) as { alg?: string; typ?: string };
  const claims = JSON.parse(new TextDecoder().decode(fromB64url(p))) as VapidClaims;
  if (head.alg !== 'ES256') return { ok: false, why: `alg ${head.alg}` };
  const key = await crypto.subtle.importKey('raw', fromB64url(k), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  const signed = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, fromB64url(s), utf8(`${h}.${p}`));
  if (!signed) return { ok: false, why: 'the signature does not verify with k' };
  if (claims.aud !== new URL(endpoint).origin) return { ok: false, why: `aud ${claims.aud}` };
  const seconds = Math.floor(now / 1000);
  if (!(claims.exp > seconds && claims.exp <= seconds + 24 * 3600)) return { ok: false, why: `exp ${claims.exp}` };
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return { ok: false, why: `sub ${claims.sub}` };
  return { ok: true, claims, key: k };
}
