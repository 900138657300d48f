import { done, type Outcome } from '../records/outcome';
import type { MatchParts } from '../notices/parts';
import { changeRefused, noteChange } from '../seats/change-limit';
import { randomToken, sha256Hex } from '../records/crypto';
import { noteOwnerChange } from './ownership';

/**
 * A new link for a seat ("Make a new link" on its owner's page), for when a device that holds the
 * seat's link is lost or was lent. The seat's owner token is replaced (only its hash is kept), the
 * emails carry the new one from now on (its sealed copy), and every device the seat was handed to
 * is signed out with its unused codes. The owner gets the new link; the old one is refused from
 * then on, and the seat's confirmed address is told, with a way back (ownership.ts). It counts as
 * a change of the seat's settings (seats/change-limit.ts).
 *
 * Returns the new token and the hashes of the tokens that stopped working (their pages are closed).
 */
export async function newSeatLink(p: MatchParts, seat: number, seal: (token: string) => Promise<string | null>, now = Date.now()): Promise<Outcome<{ token: string; gone: string[] }>> {
  const limited = changeRefused(p.ctx.storage.sql, seat, now);
  if (limited) return limited;
  const token = randomToken();
  const hash = await sha256Hex(token);
  const box = await seal(token);
  // From here on nothing awaits: the old token works up to this write, the new one from it.
  const row = p.store.seats()[seat];
  const gone: string[] = row.tokenHash ? [row.tokenHash] : [];
  p.store.atomically(() => {
    noteOwnerChange(p, row, 'link', now);
    p.store.putSeat({ ...row, tokenHash: hash });
    p.contacts.put({ ...p.contacts.get(seat), tokenBox: box });
    gone.push(...p.handovers.signOut(seat, now));
    noteChange(p.ctx.storage.sql, seat, now);
  });
  return done({ token, gone });
}
