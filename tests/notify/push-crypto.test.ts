import { encryptNotification, vapidHeaders } from '@block65/webcrypto-web-push';
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validKeys, vapidKeys } from '../../src/notify/channels/push';
import { checkVapid, decryptPush, fromB64url, newUserAgent, subscriptionKeys, toB64url, userAgentOf } from '../support/web-push';

/** The development key pair the workers tests run with (vitest.config.ts, scripts/vapid.mjs). */
const DEV_VAPID = { publicKey: env.VAPID_PUBLIC_KEY as string, privateKey: env.VAPID_PRIVATE_KEY as string };

// The push library inside workerd (this file runs in the workers pool): RFC 8291's example
// (Appendix A) reproduced byte for byte, the browser's side of it, and RFC 8292's VAPID token.

/** RFC 8291 Appendix A. */
const RFC = {
  plaintext: 'When I grow up, I want to be a watermelon',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  asPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

const rfcSubscription = { endpoint: 'https://push.example/rfc', expirationTime: null, keys: { p256dh: RFC.uaPublic, auth: RFC.auth } };

/** The sender's key pair of the example, as the library's own key generation would hand it over. */
async function rfcSenderPair(): Promise<CryptoKeyPair> {
  const pub = fromB64url(RFC.asPublic);
  const jwk = { kty: 'EC', crv: 'P-256', d: RFC.asPrivate, x: toB64url(pub.slice(1, 33)), y: toB64url(pub.slice(33, 65)) };
  const privateKey = await crypto.subtle.importKey('jwk', jwk, { name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);
  const publicKey = await crypto.subtle.importKey('raw', pub, { name: 'ECDH', namedCurve: 'P-256' }, true, []);
  return { privateKey, publicKey };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RFC 8291 (aes128gcm) in workerd', () => {
  it("encrypts the RFC's example to the RFC's message, byte for byte, given its salt and sender key", async () => {
    const pair = await rfcSenderPair();
    const salt = fromB64url(RFC.salt);
    // The library draws the salt and the sender's key itself: the example's are handed to it in their place.
    const random = vi.spyOn(crypto, 'getRandomValues').mockImplementationOnce(<T extends ArrayBufferView | null>(array: T): T => {
      (array as unknown as Uint8Array).set(salt);
      return array;
    });
    const generate = vi.spyOn(crypto.subtle, 'generateKey').mockResolvedValueOnce(pair);
    const body = await encryptNotification(rfcSubscription, new TextEncoder().encode(RFC.plaintext), { pad: false });
    expect(random).toHaveBeenCalledTimes(1);
    expect(generate).toHaveBeenCalledTimes(1);
    expect(toB64url(body)).toBe(RFC.body);
  });

  it("decrypts the RFC's message with the RFC's browser keys (the tests' decryption is right)", async () => {
    const ua = await userAgentOf(RFC.uaPrivate, RFC.uaPublic, RFC.auth);
    expect(await decryptPush(fromB64url(RFC.body), ua)).toBe(RFC.plaintext);
  });

  it('pads every notice to one size, and the browser reads it back; a changed byte is refused', async () => {
    const ua = await newUserAgent();
    const sub = { endpoint: 'https://push.example/x', expirationTime: null, keys: subscriptionKeys(ua) };
    const short = await encryptNotification(sub, new TextEncoder().encode('{"title":"Te toca"}'));
    const long = await encryptNotification(sub, new TextEncoder().encode(`{"title":"${'x'.repeat(900)}"}`));
    expect(short.byteLength).toBe(long.byteLength);
    expect(short.byteLength).toBeLessThanOrEqual(4096);
    expect(await decryptPush(short, ua)).toBe('{"title":"Te toca"}');
    const broken = short.slice();
    broken[200] ^= 1;
    await expect(decryptPush(broken, ua)).rejects.toThrow();
    // Another browser's keys do not open it.
    await expect(decryptPush(short, await newUserAgent())).rejects.toThrow();
  });
});

describe('RFC 8292 (VAPID) in workerd', () => {
  const keys = vapidKeys({ VAPID_PUBLIC_KEY: DEV_VAPID.publicKey, VAPID_PRIVATE_KEY: DEV_VAPID.privateKey, MAIL_FROM: 'turns@pbm.example' });

  it('signs an ES256 token for the push service origin, a day at most, with a contact, verified by the key it names', async () => {
    expect(keys).not.toBeNull();
    const { headers } = await vapidHeaders({ endpoint: 'https://push.example:8443/send/abc', expirationTime: null, keys: { p256dh: RFC.uaPublic, auth: RFC.auth } }, keys!);
    const checked = await checkVapid(headers.authorization, 'https://push.example:8443/send/abc');
    expect(checked).toMatchObject({ ok: true, key: DEV_VAPID.publicKey, claims: { aud: 'https://push.example:8443', sub: 'mailto:turns@pbm.example' } });
    // The same token is not good for another push service, nor under another key.
    expect((await checkVapid(headers.authorization, 'https://other.example/send/abc')).ok).toBe(false);
    const other = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign'])) as CryptoKeyPair;
    const otherKey = toB64url((await crypto.subtle.exportKey('raw', other.publicKey)) as ArrayBuffer);
    expect((await checkVapid(headers.authorization.replace(/k=.*$/, `k=${otherKey}`), 'https://push.example:8443/send/abc')).ok).toBe(false);
  });

  it('reads the keys from the deployment, or none when they are missing or not keys', () => {
    expect(vapidKeys({ VAPID_PUBLIC_KEY: DEV_VAPID.publicKey, VAPID_PRIVATE_KEY: DEV_VAPID.privateKey, VAPID_SUBJECT: 'https://pbm.example' })?.subject).toBe('https://pbm.example');
    expect(vapidKeys({})).toBeNull();
    expect(vapidKeys({ VAPID_PUBLIC_KEY: DEV_VAPID.publicKey })).toBeNull();
    expect(vapidKeys({ VAPID_PUBLIC_KEY: DEV_VAPID.privateKey, VAPID_PRIVATE_KEY: DEV_VAPID.privateKey })).toBeNull();
    expect(vapidKeys({ VAPID_PUBLIC_KEY: DEV_VAPID.publicKey, VAPID_PRIVATE_KEY: 'not base64url!' })).toBeNull();
  });

  it("takes a browser's keys only as a P-256 point and a 16-byte secret", () => {
    expect(validKeys(RFC.uaPublic, RFC.auth)).toBe(true);
    expect(validKeys(RFC.uaPublic.slice(0, -2), RFC.auth)).toBe(false);
    expect(validKeys(`A${RFC.uaPublic.slice(1)}`, RFC.auth)).toBe(false);
    expect(validKeys(RFC.uaPublic, `${RFC.auth}AA`)).toBe(false);
    expect(validKeys('', '')).toBe(false);
  });
});
