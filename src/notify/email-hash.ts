import { sha256Hex } from '../match/records/crypto';

/**
 * The key of an email address in D1 (digests, confirmations, opt-outs): a short hash of the
 * address as typed, trimmed and lower-cased, so that the index never holds the address itself.
 */
export async function emailHashOf(email: string): Promise<string> {
  return (await sha256Hex(email.trim().toLowerCase())).slice(0, 24);
}
