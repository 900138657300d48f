import type { BotLevel } from '../../engine/bots';
import { findGame } from '../../games';
import { botSeatMark } from '../records/bot-seats';
import { setupOptions } from '../log/context';
import { randomHex, randomToken, sha256Hex } from '../records/crypto';
import { commitmentOf, rngSeedOf } from '../log/dice';
import { done, refuse, type Outcome } from '../records/outcome';
import type { ClockRule, MatchMeta, SeatRow } from '../records/records';
import type { MatchStore } from '../log/store';
import { noBlanks } from '../log/numbering';
import type { Lang } from '../../notify/i18n';
import type { WebhookFormat } from '../../notify/jobs';
import type { Prefer } from './contacts';

export interface NewPlayer {
  name: string;
  /** A bot plays this seat, at this level (its name given or chosen by the API): no token, no contact. */
  bot?: BotLevel;
  email?: string;
  webhook?: string;
  salt?: string;
  lang?: Lang;
  notify?: Prefer;
  webhookFormat?: WebhookFormat;
}

export interface CreateInput {
  id: string;
  game: string;
  seats: number;
  variant?: string;
  players: NewPlayer[];
  options: Record<string, unknown>;
  /** The match's name (trimmed and checked by the API); none: its default name (log/naming.ts). */
  name?: string;
  /** A fixed secret for reproducible runs (only when the service allows it). */
  fixedSecret?: string;
  clock?: ClockRule;
  /** The address the match was created at: the base of the links in its notifications. */
  origin?: string;
}

export interface Created {
  id: string;
  commitment: string;
  /** The seats of people named at creation, each with its token. */
  seats: { seat: number; name: string; token: string }[];
  /** The seats bots play: no token, nothing to hand out. */
  bots: { seat: number; name: string; level: BotLevel }[];
  open: number[];
  invite: string | null;
}

export interface Joined {
  seat: number;
  name: string;
  token: string;
}

export interface JoinInput {
  code: string;
  name: string;
  salt?: string;
  /** How the new player wants to be told, as at creation (all optional). */
  email?: string;
  webhook?: string;
  webhookFormat?: WebhookFormat;
  lang?: Lang;
  notify?: Prefer;
}

/** Everything a new match writes: its meta, its seat rows, and the answer with the secrets. */
export async function prepareMatch(input: CreateInput, now: number): Promise<{ meta: MatchMeta; rows: SeatRow[]; created: Created }> {
  const secret = input.fixedSecret ?? randomHex(32);
  const commitment = await commitmentOf(secret);
  const named: Created['seats'] = [];
  const bots: Created['bots'] = [];
  const rows: SeatRow[] = [];
  for (let seat = 0; seat < input.seats; seat++) {
    const p = input.players[seat];
    if (p?.bot) {
      bots.push({ seat, name: p.name, level: p.bot });
      rows.push({ seat, name: p.name, email: null, webhook: null, tokenHash: botSeatMark(seat), salt: '', joinedAt: now });
      continue;
    }
    const token = p ? randomToken() : null;
    if (p && token) named.push({ seat, name: p.name, token });
    rows.push({
      seat,
      name: p?.name ?? null,
      email: p?.email ?? null,
      webhook: p?.webhook ?? null,
      tokenHash: token ? await sha256Hex(token) : null,
      salt: p?.salt ?? '',
      joinedAt: p ? now : null,
    });
  }
  const open = rows.filter((r) => r.tokenHash === null).map((r) => r.seat);
  const invite = open.length ? randomToken(16) : null;
  const meta: MatchMeta = {
    id: input.id,
    game: input.game,
    variant: input.variant ?? null,
    seats: input.seats,
    options: input.options,
    commitment,
    ...(input.name ? { name: input.name } : {}),
    secret,
    inviteHash: invite ? await sha256Hex(invite) : null,
    rngSeed: open.length ? null : await rngSeedOf(secret, rows.map((r) => r.salt)),
    rulesVersion: null,
    migratedFrom: [],
    frozen: null,
    createdAt: now,
    startedAt: null,
    clock: input.clock ?? null,
    origin: input.origin ?? null,
    ...(bots.length ? { bots: rows.map((r) => input.players[r.seat]?.bot ?? null) } : {}),
  };
  return { meta, rows, created: { id: input.id, commitment, seats: named, bots, open, invite } };
}

/** Claims the next free seat with an invite code; `full` says whether the match can start. */
export async function prepareClaim(
  meta: MatchMeta,
  seats: readonly Readonly<SeatRow>[],
  input: JoinInput,
  now: number,
): Promise<Outcome<{ claimed: SeatRow; full: boolean; token: string }>> {
  if (!meta.inviteHash || (await sha256Hex(input.code)) !== meta.inviteHash) {
    return refuse(403, 'bad_invite', 'This invite code is not valid for this match.');
  }
  const free = seats.find((s) => s.tokenHash === null);
  if (!free) return refuse(409, 'match_full', 'Every seat of this match is already taken.');
  const token = randomToken();
  const claimed: SeatRow = {
    ...free,
    name: input.name,
    email: input.email ?? null,
    webhook: input.webhook ?? null,
    tokenHash: await sha256Hex(token),
    salt: input.salt ?? '',
    joinedAt: now,
  };
  const after = seats.map((s) => (s.seat === claimed.seat ? claimed : s));
  const full = after.every((s) => s.tokenHash !== null);
  // DESIGN.md §4: the dice seed mixes the committed secret with every player's salt.
  if (full) meta.rngSeed = await rngSeedOf(meta.secret, after.map((s) => s.salt));
  return done({ claimed, full, token });
}

/**
 * Writes the seats and meta; when every seat is taken, set-up runs and becomes entry 0.
 * `also` writes what goes with the seats (their contact settings) in the same transaction.
 */
export function writeSeating(store: MatchStore, meta: MatchMeta, rows: SeatRow[], now: number, also: () => void = () => {}): void {
  store.atomically(() => {
    for (const r of rows) store.putSeat(r);
    if (meta.rngSeed) {
      const game = findGame(meta.game)!.game;
      meta.startedAt = now;
      meta.rulesVersion = game.rulesVersion;
      store.putSnapshot({ seq: 0, state: game.setup(setupOptions(meta)), undo: null, blanks: noBlanks(meta.seats) });
    }
    store.putMeta(meta);
    also();
  });
}
