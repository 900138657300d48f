import type { BotLevel } from '../../engine/bots';
import type { Lang } from '../../engine/text';
import { botSeatMark } from '../bots/seats';
import type { MatchParts } from '../core/parts';
import type { MatchMeta, SeatRow } from '../log/records';
import { defaultContact } from '../seats/contacts';
import { randomToken, sha256Hex } from '../seats/crypto';
import { hotSeatMark } from './hot-seat';
import type { ForkSource } from './source';

/**
 * "Play from here" (issue 26), the new match's side. A what-if is a match like any other from its
 * first moment: its own seats, links and bots, its own log. That log starts with the origin's
 * entries up to the chosen one, copied (so that it replays, exports and verifies by itself, and
 * outlives its origin), and its dice go on from the origin's: the same revealed secret, the same
 * salts, so the seed and the state at its start are the origin's after that entry. Its export
 * carries the commitment the origin published and says it is a what-if (log/export.ts).
 */

/** One seat of the what-if: a person (given a link, or played on the hot-seat device) or a bot. */
export interface ForkPlayer {
  name: string;
  bot?: BotLevel;
}

export interface ForkInput {
  id: string;
  source: ForkSource;
  /** One per seat, in seat order. */
  players: ForkPlayer[];
  /** One link plays every person's seat on one device (hot-seat.ts) instead of a link each. */
  hotseat: boolean;
  /** The language of the page or program that asked: its people's mail would be in it. */
  lang: Lang;
  /** The address the what-if was made at: the base of the links in its notifications. */
  origin?: string;
}

export interface ForkCreated {
  id: string;
  commitment: string;
  /** The people's seats, each with its link's token (none with a hot-seat link). */
  seats: { seat: number; name: string; token: string }[];
  bots: { seat: number; name: string; level: BotLevel }[];
  /** The hot-seat link's token and the seats it plays. */
  hotseat: { token: string; seats: number[] } | null;
}

interface Prepared {
  meta: MatchMeta;
  rows: SeatRow[];
  created: ForkCreated;
}

/** The what-if's meta, seat rows and the answer with its secrets. */
async function prepare(input: ForkInput, now: number): Promise<Prepared> {
  const { source } = input;
  const people = input.players.flatMap((p, seat) => (p.bot ? [] : [seat]));
  const hotToken = input.hotseat ? randomToken() : null;
  const created: ForkCreated = { id: input.id, commitment: source.commitment, seats: [], bots: [], hotseat: hotToken ? { token: hotToken, seats: people } : null };
  const rows: SeatRow[] = [];
  for (const [seat, p] of input.players.entries()) {
    let tokenHash: string;
    if (p.bot) {
      created.bots.push({ seat, name: p.name, level: p.bot });
      tokenHash = botSeatMark(seat);
    } else if (hotToken) {
      tokenHash = hotSeatMark(seat);
    } else {
      const token = randomToken();
      created.seats.push({ seat, name: p.name, token });
      tokenHash = await sha256Hex(token);
    }
    rows.push({ seat, name: p.name, email: null, webhook: null, tokenHash, salt: source.salts[seat] ?? '', joinedAt: now });
  }
  const bots = input.players.map((p) => p.bot ?? null);
  const meta: MatchMeta = {
    id: input.id,
    game: source.game,
    variant: source.variant,
    seats: source.seats,
    options: source.options,
    commitment: source.commitment,
    secret: source.secret,
    inviteHash: null,
    rngSeed: source.rngSeed,
    rulesVersion: source.rulesVersion,
    migratedFrom: [],
    frozen: null,
    createdAt: now,
    startedAt: now,
    clock: null,
    origin: input.origin ?? null,
    ...(bots.some((b) => b !== null) ? { bots } : {}),
    fork: { origin: source.id, at: source.at },
    ...(hotToken ? { hotseat: { hash: await sha256Hex(hotToken), seats: people } } : {}),
  };
  return { meta, rows, created };
}

/**
 * Writes the what-if in one transaction: its seats, the origin's entries up to the fork, the
 * snapshot after them and its meta; `also` writes what goes with a new match's first state (its
 * notices and clocks). Returns the answer with the links' tokens.
 */
export async function writeFork(p: MatchParts, input: ForkInput, now: number, also: () => void): Promise<ForkCreated> {
  const { meta, rows, created } = await prepare(input, now);
  const { store, contacts } = p;
  store.atomically(() => {
    for (const r of rows) store.putSeat(r);
    for (const e of input.source.events) store.appendEvent(e);
    store.putSnapshot(input.source.snapshot);
    store.putMeta(meta);
    for (const r of rows) if (!input.players[r.seat].bot) contacts.put({ ...defaultContact(r.seat), lang: input.lang });
    also();
  });
  return created;
}
