import { sign, verify } from './keys';

/**
 * The addresses that identify a match and a seat without carrying its token: the Reply-To of a
 * turn email (`play+<match>-<seat>-<turn>-<signature>@domain`) and the unsubscribe token. Both are
 * signed with a key derived from the server secret, so they cannot be made up or altered.
 */

export interface SeatRef {
  match: string;
  seat: number;
}

const REF = /^([a-z0-9]{20})-(\d{1,2})-([0-9a-f]{24})$/;
/** A reply address also names the turn (the log entry) its email was written for. */
const TURN_REF = /^([a-z0-9]{20})-(\d{1,2})-(\d{1,9})-([0-9a-f]{24})$/;

/** The seat a reply address stands for, and the turn its email was written for (null: an address from before turns were signed). */
export interface ReplyRef extends SeatRef {
  turn: number | null;
}

async function ref(secret: string, purpose: 'reply' | 'unsubscribe', r: SeatRef): Promise<string> {
  return `${r.match}-${r.seat}-${await sign(secret, purpose, `${r.match}:${r.seat}`)}`;
}

async function parseRef(secret: string, purpose: 'reply' | 'unsubscribe', text: string): Promise<SeatRef | null> {
  const m = REF.exec(text.toLowerCase());
  if (!m) return null;
  const r = { match: m[1], seat: Number(m[2]) };
  return (await verify(secret, purpose, `${r.match}:${r.seat}`, m[3])) ? r : null;
}

/**
 * The Reply-To of an email to a seat, written when the match was at entry `turn`: a reply plays
 * only while the match is still there (a reply to an older email, or the same reply sent again
 * later, is answered with the match as it is now instead).
 */
export async function replyAddress(secret: string, domain: string, r: SeatRef & { turn: number }): Promise<string> {
  return `play+${r.match}-${r.seat}-${r.turn}-${await sign(secret, 'reply', `${r.match}:${r.seat}:${r.turn}`)}@${domain}`;
}

async function parseReply(secret: string, text: string): Promise<ReplyRef | null> {
  const m = TURN_REF.exec(text.toLowerCase());
  if (m) {
    const r = { match: m[1], seat: Number(m[2]), turn: Number(m[3]) };
    return (await verify(secret, 'reply', `${r.match}:${r.seat}:${r.turn}`, m[4])) ? r : null;
  }
  const old = await parseRef(secret, 'reply', text);
  return old ? { ...old, turn: null } : null;
}

export async function unsubscribeToken(secret: string, r: SeatRef): Promise<string> {
  return ref(secret, 'unsubscribe', r);
}

/** Opting an address out of "find my matches" mail: the link in those mails. */
export async function addressOptOutToken(secret: string, emailHash: string): Promise<string> {
  const h = emailHash.slice(0, 24);
  return `addr-${h}-${await sign(secret, 'unsubscribe', `addr:${h}`)}`;
}

/** The one-click link of a daily digest: every seat of that address that the digest covers. */
export async function digestOptOutToken(secret: string, emailHash: string): Promise<string> {
  const h = emailHash.slice(0, 24);
  return `dig-${h}-${await sign(secret, 'unsubscribe', `dig:${h}`)}`;
}

/** The seat an address was put on, and the address (as its hash): what a confirmation link stands for. */
export interface AddressRef extends SeatRef {
  /** SHA-256 of the lowercased address, first 24 hex digits. */
  emailHash: string;
}

/**
 * The link in a confirmation mail: it confirms (or declines) that address for that seat only,
 * so a link for an address the seat has since replaced confirms nothing.
 */
export async function confirmToken(secret: string, r: AddressRef): Promise<string> {
  const h = r.emailHash.slice(0, 24);
  return `conf-${r.match}-${r.seat}-${h}-${await sign(secret, 'confirm', `${r.match}:${r.seat}:${h}`)}`;
}

export async function parseConfirmToken(secret: string, token: string): Promise<AddressRef | null> {
  const m = /^conf-([a-z0-9]{20})-(\d{1,2})-([0-9a-f]{24})-([0-9a-f]{24})$/.exec(token.toLowerCase());
  if (!m) return null;
  const r = { match: m[1], seat: Number(m[2]), emailHash: m[3] };
  return (await verify(secret, 'confirm', `${r.match}:${r.seat}:${r.emailHash}`, m[4])) ? r : null;
}

/** The grant an ownership mail's link stands for (match/settings/ownership.ts): the seat, and the grant's id. */
export interface GrantRef extends SeatRef {
  grant: string;
}

/**
 * The link in an ownership mail (the seat's address or link changed): it restores the seat to
 * that address, once, while the match's object still holds the grant.
 */
export async function restoreToken(secret: string, r: GrantRef): Promise<string> {
  return `rest-${r.match}-${r.seat}-${r.grant}-${await sign(secret, 'restore', `${r.match}:${r.seat}:${r.grant}`)}`;
}

export async function parseRestoreToken(secret: string, token: string): Promise<GrantRef | null> {
  const m = /^rest-([a-z0-9]{20})-(\d{1,2})-([0-9a-f]{24})-([0-9a-f]{24})$/.exec(token.toLowerCase());
  if (!m) return null;
  const r = { match: m[1], seat: Number(m[2]), grant: m[3] };
  return (await verify(secret, 'restore', `${r.match}:${r.seat}:${r.grant}`, m[4])) ? r : null;
}

export type Unsubscribe = { kind: 'seat'; ref: SeatRef } | { kind: 'address'; emailHash: string } | { kind: 'digest'; emailHash: string };

export async function parseUnsubscribeToken(secret: string, token: string): Promise<Unsubscribe | null> {
  const dig = /^dig-([0-9a-f]{24})-([0-9a-f]{24})$/.exec(token.toLowerCase());
  if (dig) return (await verify(secret, 'unsubscribe', `dig:${dig[1]}`, dig[2])) ? { kind: 'digest', emailHash: dig[1] } : null;
  const addr = /^addr-([0-9a-f]{24})-([0-9a-f]{24})$/.exec(token.toLowerCase());
  if (addr) return (await verify(secret, 'unsubscribe', `addr:${addr[1]}`, addr[2])) ? { kind: 'address', emailHash: addr[1] } : null;
  const ref = await parseRef(secret, 'unsubscribe', token);
  return ref ? { kind: 'seat', ref } : null;
}

export type Recipient = { kind: 'play'; ref: ReplyRef } | { kind: 'unsubscribe'; what: Unsubscribe } | { kind: 'unknown'; reason: string };

/** What an inbound envelope recipient is: a signed reply address, an unsubscribe address, or neither. */
export async function parseRecipient(secret: string, domain: string, to: string): Promise<Recipient> {
  const m = /^([a-z]+)\+([^@]+)@(.+)$/i.exec(to.trim());
  if (!m) return { kind: 'unknown', reason: 'not an address of this service' };
  if (m[3].toLowerCase() !== domain.toLowerCase()) return { kind: 'unknown', reason: `not our domain (${m[3]})` };
  const box = m[1].toLowerCase();
  if (box !== 'play' && box !== 'unsubscribe') return { kind: 'unknown', reason: `unknown mailbox "${box}"` };
  if (box === 'unsubscribe') {
    const u = await parseUnsubscribeToken(secret, m[2]);
    return u ? { kind: 'unsubscribe', what: u } : { kind: 'unknown', reason: 'forged or damaged address' };
  }
  const r = await parseReply(secret, m[2]);
  return r ? { kind: 'play', ref: r } : { kind: 'unknown', reason: 'forged or damaged address' };
}
