import { text } from '../../engine/text';
import { notFound } from '../log/context';
import type { MatchStore } from '../log/store';
import { done, refuse, type Outcome, type Refusal } from '../records/outcome';
import { sha256Hex } from '../records/crypto';
import { SEEN_EVERY_MS, type Devices } from './devices';
import { hotSeatHolder } from './hot-seat';

/**
 * Who holds a seat token (issue 25). A seat has one owner link (the token given at creation or
 * join, or the latest new link its owner made, or the one a restore gave: the `seats` table) and
 * any number of handed devices (hand-over codes: devices.ts). A device plays, reads and writes
 * messages, takes a vacation and reads the seat's settings; only the owner link changes where the
 * seat's mail and links go, or who holds the seat: a new link, signing devices out, the seat's
 * address and webhook, its confirmation mail, a hand-over code.
 */
export interface Holder {
  seat: number;
  owner: boolean;
  /** The token's SHA-256 (what the tables and the live sockets know it by). */
  hash: string;
}

/** What only the owner link may do, as its refusal names it. */
export type OwnerAct = 'newLink' | 'signOut' | 'contact' | 'confirm' | 'handover' | 'rename';

/** The 403 a handed device gets for an owner's act, in the reader's language: it says who may. */
function ownerOnly(what: OwnerAct): Refusal {
  return refuse(403, 'owner_only', text('core.ownerOnly', { what }));
}

/**
 * Who is asking, by the bearer token a request carries. The tokens a match's object has already
 * checked are hashed once while the object lives; anything that ends tokens or moves the owner
 * link (sign-out, new link, restore) calls `forget`.
 */
export class Holders {
  private readonly known = new Map<string, Holder & { seenAt: number }>();

  constructor(
    private readonly store: MatchStore,
    private readonly devices: Devices,
  ) {}

  /** The holder of `token`, or null when it holds no seat of this match; notes a device as seen (at most once per SEEN_EVERY_MS). */
  private async find(token: string, now = Date.now()): Promise<Holder | null> {
    let known = this.known.get(token);
    if (!known) {
      const hash = await sha256Hex(token);
      const owner = this.store.seatByTokenHash(hash);
      const device = owner ? null : this.devices.find(hash);
      if (owner) known = { seat: owner.seat, owner: true, hash, seenAt: Infinity };
      else if (device) known = { seat: device.seat, owner: false, hash, seenAt: device.seenAt };
      else return null;
      this.known.set(token, known);
    }
    if (!known.owner && now - known.seenAt >= SEEN_EVERY_MS) {
      this.devices.seen(known.hash, now);
      known.seenAt = now;
    }
    return { seat: known.seat, owner: known.owner, hash: known.hash };
  }

  forget(): void {
    this.known.clear();
  }

  /**
   * Who holds a bearer token, which the request must carry: a what-if's hot-seat link (asked
   * first: the seat it acts as follows the turn, so it is never kept), its seat's owner link, or a
   * device the seat was handed to.
   */
  async holder(token: string | undefined): Promise<Outcome<Holder>> {
    if (token === undefined || token === '') return refuse(401, 'missing_token', 'This needs your seat link (a Bearer token).');
    const hot = await hotSeatHolder(this.store, token);
    if (hot) return hot;
    const found = await this.find(token);
    if (found) return done(found);
    return this.store.meta() ? refuse(403, 'bad_token', 'This seat link is not valid for this match.') : notFound();
  }

  /** Who reads with a bearer token; without a token, a spectator (null). */
  async reader(token: string | undefined): Promise<Outcome<Holder | null>> {
    return token === undefined || token === '' ? done(null) : this.holder(token);
  }

  /** The seat a bearer token stands for; without a token, when none is required, a spectator (null). */
  seat(token: string | undefined, required: true): Promise<Outcome<number>>;
  seat(token: string | undefined, required: false): Promise<Outcome<number | null>>;
  async seat(token: string | undefined, required: boolean): Promise<Outcome<number | null>> {
    const who = required ? await this.holder(token) : await this.reader(token);
    return who.ok ? done(who.value?.seat ?? null) : who;
  }

  /** The owner link of a seat, for what only it may do; a handed device is told who may. */
  async owner(token: string | undefined, what: OwnerAct): Promise<Outcome<Holder>> {
    const who = await this.holder(token);
    if (!who.ok) return who;
    return who.value.owner ? who : ownerOnly(what);
  }
}
