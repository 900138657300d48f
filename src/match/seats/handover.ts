/**
 * Handing a seat to another device (issue 18). Seat tokens are kept only as hashes, so the
 * service cannot send a lost link again; instead the page that holds a seat asks for a
 * hand-over code, shows it (and a QR image of a link carrying it), and the other device
 * redeems the code for a token of its own for the same seat (devices.ts). The owner's link keeps
 * working: the seat is on both devices. Only the owner link asks for codes (holders.ts).
 *
 * A code lives HANDOVER_TTL_MS, is used once, and only its SHA-256 is stored (here, and in the
 * D1 index that finds its match). A new code replaces the seat's earlier unused one. A seat may
 * ask for HANDOVER_CODES_PER_HOUR codes an hour and hold at most MAX_DEVICE_TOKENS extra tokens.
 * The owner may sign out one device or all (a phone lost, a friend's laptop): signing out all
 * also voids the seat's unused code.
 */
import { done, refuse, type Outcome } from '../records/outcome';
import { randomToken, sha256Hex } from '../records/crypto';
import { Devices } from './devices';

/** How long a hand-over code may be redeemed. */
export const HANDOVER_TTL_MS = 5 * 60_000;
/** Codes a seat may ask for in any hour. */
export const HANDOVER_CODES_PER_HOUR = 10;
/** Tokens a seat may have besides its own link's (one per device it was handed to). */
export const MAX_DEVICE_TOKENS = 8;
const HOUR_MS = 3_600_000;

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Ten symbols: 50 bits, out of reach of guessing at the per-client rate limit within five minutes. */
const CODE_LENGTH = 10;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS handover_codes (
  code_hash TEXT PRIMARY KEY, seat INTEGER NOT NULL, created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL, used_at INTEGER
);
`;

/** A new code as shown to people: two groups of five ("K7QM3-XPA2Q"). */
export function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(CODE_LENGTH));
  const symbols = [...bytes].map((b) => ALPHABET[b % 32]);
  return `${symbols.slice(0, 5).join('')}-${symbols.slice(5).join('')}`;
}

/**
 * A typed or scanned code in its one canonical form, or null when it cannot be a code: case,
 * spaces and dashes do not matter, and the letters people confuse with digits read as them.
 */
export function normalCode(raw: string): string | null {
  const s = raw
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (s.length !== CODE_LENGTH || [...s].some((ch) => !ALPHABET.includes(ch))) return null;
  return s;
}

/** The stored form of a code: the SHA-256 of its canonical form. */
export async function codeHash(code: string): Promise<string | null> {
  const normal = normalCode(code);
  return normal === null ? null : sha256Hex(`handover:${normal}`);
}

export interface HandoverCode {
  code: string;
  expiresAt: number;
}

export class Handovers {
  /** The tokens the codes gave. */
  readonly devices: Devices;

  constructor(private readonly sql: SqlStorage) {
    sql.exec(SCHEMA);
    this.devices = new Devices(sql);
  }

  /** Signs out every device of `seat` (or the one of `deviceId`); signing out all voids its unused code too. Returns the hashes of the tokens gone. */
  signOut(seat: number, now: number, deviceId?: string): string[] {
    const gone = this.devices.signOut(seat, deviceId);
    if (deviceId === undefined) this.sql.exec('UPDATE handover_codes SET expires_at = ? WHERE seat = ? AND used_at IS NULL AND expires_at > ?', now, seat, now);
    return gone;
  }

  /** A new code for `seat`, replacing its unused ones; refused past the hourly and device limits. */
  async create(seat: number, now: number): Promise<Outcome<HandoverCode & { hash: string }>> {
    // Hashed first: from the checks to the writes nothing awaits, so two requests cannot interleave there.
    const code = newCode();
    const hash = (await codeHash(code)) as string;
    if (this.devices.count(seat) >= MAX_DEVICE_TOKENS) {
      return refuse(409, 'too_many_devices', `This seat has been handed to ${MAX_DEVICE_TOKENS} devices already; keep playing on one of them.`);
    }
    const recent = Number(this.sql.exec('SELECT count(*) AS n FROM handover_codes WHERE seat = ? AND created_at > ?', seat, now - HOUR_MS).one().n);
    if (recent >= HANDOVER_CODES_PER_HOUR) {
      return refuse(429, 'too_many_codes', `A seat may ask for ${HANDOVER_CODES_PER_HOUR} hand-over codes an hour; wait a little.`);
    }
    const expiresAt = now + HANDOVER_TTL_MS;
    // Rows older than an hour count for nothing any more; an unused code of this seat is replaced.
    this.sql.exec('DELETE FROM handover_codes WHERE created_at <= ?', now - HOUR_MS);
    this.sql.exec('UPDATE handover_codes SET expires_at = ? WHERE seat = ? AND used_at IS NULL AND expires_at > ?', now, seat, now);
    this.sql.exec('INSERT INTO handover_codes (code_hash, seat, created_at, expires_at) VALUES (?, ?, ?, ?)', hash, seat, now, expiresAt);
    return done({ code, expiresAt, hash });
  }

  /**
   * Redeems a code (by its hash): a new token for its seat, once. A code this match never
   * made is "wrong"; one past its time (or replaced by a newer one) "expired"; one redeemed "used".
   */
  async redeem(hash: string, now: number): Promise<Outcome<{ seat: number; token: string }>> {
    const token = randomToken();
    const tokenHash = await sha256Hex(token);
    const rows = this.sql.exec('SELECT seat, expires_at, used_at FROM handover_codes WHERE code_hash = ?', hash).toArray();
    if (!rows.length) return refuse(403, 'bad_code', 'This hand-over code is not right. Check it, or ask for a new one on the device that has the seat.');
    const row = rows[0];
    if (row.used_at !== null) return refuse(410, 'code_used', 'This hand-over code was used already. Ask for a new one on the device that has the seat.');
    if (Number(row.expires_at) <= now) return refuse(410, 'code_expired', 'This hand-over code has expired. Ask for a new one on the device that has the seat.');
    const seat = Number(row.seat);
    this.sql.exec('UPDATE handover_codes SET used_at = ? WHERE code_hash = ?', now, hash);
    this.devices.add(seat, tokenHash, now);
    return done({ seat, token });
  }
}
