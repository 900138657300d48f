import { closeTokens } from '../live/live';
import { notFound } from '../log/context';
import type { MatchParts } from '../notices/parts';
import { done, refuse, type Outcome } from '../records/outcome';
import { sealSeatToken } from '../seats/contacts';
import type { Device } from '../seats/devices';
import type { HandoverCode } from '../seats/handover';
import { newSeatLink } from './new-link';
import { grantState, restoreByGrant, type GrantState } from './ownership';

/**
 * Who holds a seat, as its links ask (issues 18 and 25): a hand-over code for another device and
 * its redemption, the devices the seat was handed to, a new owner link, and the way back an
 * ownership mail offers. Only the owner link hands the seat on or ends other links
 * (seats/holders.ts); whatever ends tokens closes their live pages too.
 */

/** A short-lived, single-use code for the seat of the owner link `token`; `hash` is what the index stores to find this match. */
export async function handover(p: MatchParts, token: string | undefined): Promise<Outcome<HandoverCode & { hash: string; seat: number }>> {
  const who = await p.holders.owner(token, 'handover');
  if (!who.ok) return who;
  const { seat } = who.value;
  const made = await p.handovers.create(seat, Date.now());
  return made.ok ? done({ ...made.value, seat }) : made;
}

/** Redeems a code by its hash: a new token of the code's seat, for the device that typed or scanned it. */
export async function redeemHandover(p: MatchParts, hash: string): Promise<Outcome<{ seat: number; name: string | null; token: string }>> {
  if (!p.store.meta()) return notFound();
  const r = await p.handovers.redeem(hash, Date.now());
  if (!r.ok) return r;
  return done({ seat: r.value.seat, name: p.store.seats()[r.value.seat]?.name ?? null, token: r.value.token });
}

/** Whether `token` is its seat's owner link; to the owner, the devices the seat was handed to. */
export async function devices(p: MatchParts, token: string | undefined): Promise<Outcome<{ seat: number; owner: boolean; devices?: Device[] }>> {
  const who = await p.holders.holder(token);
  if (!who.ok) return who;
  const { seat, owner } = who.value;
  return done(owner ? { seat, owner, devices: p.handovers.devices.list(seat) } : { seat, owner });
}

/** The owner link signs out every device the seat was handed to, or the one of `device`; their pages connected live are closed. */
export async function signOutDevices(p: MatchParts, token: string | undefined, device?: string): Promise<Outcome<{ seat: number; signedOut: number }>> {
  const who = await p.holders.owner(token, 'signOut');
  if (!who.ok) return who;
  const { seat } = who.value;
  const gone = p.handovers.signOut(seat, Date.now(), device);
  if (device !== undefined && !gone.length) return refuse(404, 'no_such_device', 'No device of this seat has this id; it may have been signed out already.');
  tokensEnded(p, gone);
  return done({ seat, signedOut: gone.length });
}

/** A new owner link for the seat of the owner link `token` (new-link.ts): the old link and every device it was handed to stop working. */
export async function newLink(p: MatchParts, token: string | undefined): Promise<Outcome<{ seat: number; token: string }>> {
  const who = await p.holders.owner(token, 'newLink');
  if (!who.ok) return who;
  const { seat } = who.value;
  const meta = p.store.meta();
  if (!meta) return notFound();
  const made = await newSeatLink(p, seat, (fresh) => sealSeatToken(p.env, meta.id, seat, fresh));
  if (!made.ok) return made;
  tokensEnded(p, made.value.gone);
  return done({ seat, token: made.value.token });
}

/** The page behind an ownership mail's link (ownership.ts): whether its grant may still restore the seat. */
export async function restoreState(p: MatchParts, seat: number, grant: string): Promise<Outcome<GrantState>> {
  return grantState(p, seat, grant, Date.now());
}

/** Restores the seat to the grant's address: a fresh owner link; every other link and device of the seat stops working. */
export async function restoreOwner(p: MatchParts, seat: number, grant: string): Promise<Outcome<GrantState & { token: string | null }>> {
  const meta = p.store.meta();
  if (!meta) return notFound();
  const r = await restoreByGrant(p, seat, grant, (fresh) => sealSeatToken(p.env, meta.id, seat, fresh), Date.now());
  if (!r.ok) return r;
  const { gone, ...page } = r.value;
  tokensEnded(p, gone);
  return done(page);
}

/** Tokens that stopped working, or an owner link that moved: what the object knows of tokens is asked again, and their live pages are closed. */
function tokensEnded(p: MatchParts, hashes: string[]): void {
  p.holders.forget();
  closeTokens(p.ctx, hashes);
}
