import { text } from '../../engine/text';
import { refuse, type Refusal } from '../records/outcome';
import type { MatchParts } from '../notices/parts';
import { sha256Hex } from '../records/crypto';
import { SEEN_EVERY_MS } from './devices';

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
export type OwnerAct = 'newLink' | 'signOut' | 'contact' | 'confirm' | 'handover';

/** The 403 a handed device gets for an owner's act, in the reader's language: it says who may. */
export function ownerOnly(what: OwnerAct): Refusal {
  return refuse(403, 'owner_only', text('core.ownerOnly', { what }));
}

/**
 * The tokens a match's object has already checked: each is hashed once while the object lives.
 * Anything that ends tokens or moves the owner link (sign-out, new link, restore) calls `forget`.
 */
export class Holders {
  private readonly known = new Map<string, Holder & { seenAt: number }>();

  /** The holder of `token`, or null when it holds no seat of this match; notes a device as seen (at most once per SEEN_EVERY_MS). */
  async find(p: MatchParts, token: string, now = Date.now()): Promise<Holder | null> {
    let known = this.known.get(token);
    if (!known) {
      const hash = await sha256Hex(token);
      const owner = p.store.seatByTokenHash(hash);
      const device = owner ? null : p.handovers.devices.find(hash);
      if (owner) known = { seat: owner.seat, owner: true, hash, seenAt: Infinity };
      else if (device) known = { seat: device.seat, owner: false, hash, seenAt: device.seenAt };
      else return null;
      this.known.set(token, known);
    }
    if (!known.owner && now - known.seenAt >= SEEN_EVERY_MS) {
      p.handovers.devices.seen(known.hash, now);
      known.seenAt = now;
    }
    return { seat: known.seat, owner: known.owner, hash: known.hash };
  }

  forget(): void {
    this.known.clear();
  }
}
