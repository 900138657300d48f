/**
 * Keys derived from the one server secret (`SERVICE_SECRET`, a Workers secret in production).
 * Each purpose gets its own key, so a signature made for one use (an unsubscribe link) can never
 * stand for another (a reply address).
 */

export type Purpose = 'reply' | 'unsubscribe' | 'seat-token' | 'confirm' | 'restore';

const encoder = new TextEncoder();

function bytesToBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlToBytes(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

async function subkey(secret: string, purpose: Purpose): Promise<ArrayBuffer> {
  const master = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return crypto.subtle.sign('HMAC', master, encoder.encode(`pbm-key-v1:${purpose}`));
}

async function hmacKey(secret: string, purpose: Purpose): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', await subkey(secret, purpose), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/**
 * A short signature of `text`: 96 bits in hex, enough against guessing, short in an address, and
 * unchanged by the lowercasing that mail systems may apply to a local part.
 */
export async function sign(secret: string, purpose: Purpose, text: string): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret, purpose), encoder.encode(text)));
  return [...mac.slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Constant-time comparison of a presented signature with the expected one. */
export async function verify(secret: string, purpose: Purpose, text: string, presented: string): Promise<boolean> {
  const expected = await sign(secret, purpose, text);
  const a = encoder.encode(expected);
  const b = encoder.encode(presented.toLowerCase());
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

async function aesKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', await subkey(secret, 'seat-token'), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

/**
 * Seals a seat token with AES-GCM so that the service can put the seat's link in its emails.
 * The match and seat are the associated data: a box moved to another seat does not open.
 */
export async function sealToken(secret: string, where: string, token: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const box = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: encoder.encode(where) }, await aesKey(secret), encoder.encode(token));
  return `v1.${bytesToBase64Url(iv)}.${bytesToBase64Url(new Uint8Array(box))}`;
}

/** The token in a box made by `sealToken`, or null when it does not open with this secret. */
export async function openToken(secret: string, where: string, sealed: string): Promise<string | null> {
  const [version, ivText, boxText] = sealed.split('.');
  const iv = base64UrlToBytes(ivText ?? '');
  const box = base64UrlToBytes(boxText ?? '');
  if (version !== 'v1' || !iv || !box) return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData: encoder.encode(where) }, await aesKey(secret), box);
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
