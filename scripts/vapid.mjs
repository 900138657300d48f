// The VAPID key pair (RFC 8292) that signs the service's Web Push requests. Local runs (`npm start`,
// the tests) use the development pair below, as they use a development SERVICE_SECRET: it is public,
// so a deployment must make its own. `node scripts/vapid.mjs` prints a fresh pair in the form the
// service reads (README, "Browser push"): the public key as an uncompressed P-256 point and the
// private key as its 32-byte scalar, both base64url.
import { fileURLToPath } from 'node:url';

export const DEV_VAPID = {
  publicKey: 'BHPmo3utBpyjlO387SG3JMOZUakejsz4QjLhVm258lVPAGra5imTm63DVxg05MNyGAp-4kb7FFW6fwiSBuX7-Wc',
  privateKey: 'ucxbgrLDgQs0KERb1_KZSTMppu-jH1mI2zOwJ32CUe0',
};

/** A new pair: { publicKey, privateKey } in base64url. */
export async function newVapidPair() {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return { publicKey: Buffer.from(raw).toString('base64url'), privateKey: jwk.d };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pair = await newVapidPair();
  console.log(`VAPID_PUBLIC_KEY=${pair.publicKey}`);
  console.log(`VAPID_PRIVATE_KEY=${pair.privateKey}`);
}
