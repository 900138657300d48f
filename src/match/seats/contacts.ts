import type { Bindings } from '../../bindings';
import type { Lang } from '../../notify/i18n';
import type { WebhookFormat } from '../../notify/jobs';
import { sealToken } from '../../notify/keys';

/**
 * How each seat wants to be told (DESIGN.md §7): language, how often, the webhook's format, and
 * the sealed seat token that lets an email carry the seat's link. The addresses themselves stay
 * in the `seats` table. Also what the seat was last told, so the next message says what is new.
 */

export type Prefer = 'turn' | 'digest' | 'none';

export interface ContactRow {
  seat: number;
  lang: Lang;
  notify: Prefer;
  webhookFormat: WebhookFormat | null;
  tokenBox: string | null;
  /** The log entry and the message id the last notification went up to. */
  toldSeq: number;
  toldMessage: number;
  lastSentAt: number | null;
  /**
   * The addresses (lowercased) whose owner confirmed them for this seat. Nothing but the one
   * confirmation mail goes to the seat's address until it is among them; once confirmed, an
   * address stays confirmed for the seat, even after the seat used another for a while.
   */
  confirmed: string[];
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS contacts (
  seat INTEGER PRIMARY KEY, lang TEXT NOT NULL DEFAULT 'en', notify TEXT NOT NULL DEFAULT 'turn',
  webhook_format TEXT, token_box TEXT, told_seq INTEGER NOT NULL DEFAULT 0,
  told_message INTEGER NOT NULL DEFAULT 0, last_sent_at INTEGER, confirmed TEXT NOT NULL DEFAULT '[]'
);
`;

type Row = Record<string, SqlStorageValue>;

function toContact(r: Row): ContactRow {
  return {
    seat: Number(r.seat),
    lang: r.lang === 'es' ? 'es' : 'en',
    notify: (r.notify as Prefer) ?? 'turn',
    webhookFormat: (r.webhook_format as WebhookFormat | null) ?? null,
    tokenBox: (r.token_box as string | null) ?? null,
    toldSeq: Number(r.told_seq),
    toldMessage: Number(r.told_message),
    lastSentAt: r.last_sent_at === null ? null : Number(r.last_sent_at),
    confirmed: JSON.parse(String(r.confirmed ?? '[]')) as string[],
  };
}

/** Whether `email` is confirmed for the seat of this contact row. */
export function isConfirmed(contact: ContactRow, email: string | null): email is string {
  return email !== null && contact.confirmed.includes(email.trim().toLowerCase());
}

/** The seat token sealed under the server secret (a contact's `tokenBox`), so that emails can carry the seat's link; null without a secret. */
export async function sealSeatToken(env: Bindings, id: string, seat: number, token: string): Promise<string | null> {
  return env.SERVICE_SECRET ? sealToken(env.SERVICE_SECRET, `${id}:${seat}`, token) : null;
}

export function defaultContact(seat: number): ContactRow {
  return { seat, lang: 'en', notify: 'turn', webhookFormat: null, tokenBox: null, toldSeq: 0, toldMessage: 0, lastSentAt: null, confirmed: [] };
}

export class Contacts {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(SCHEMA);
    // Seats from before addresses were confirmed: their addresses had been mailed all along, so
    // they count as confirmed (the seat chose them, or kept the ones its match's creator gave).
    try {
      sql.exec('SELECT confirmed FROM contacts LIMIT 0');
    } catch {
      sql.exec(`ALTER TABLE contacts ADD COLUMN confirmed TEXT NOT NULL DEFAULT '[]'`);
      sql.exec(`UPDATE contacts SET confirmed = coalesce((SELECT json_array(lower(trim(email))) FROM seats WHERE seats.seat = contacts.seat AND email IS NOT NULL), '[]')`);
    }
  }

  get(seat: number): ContactRow {
    const rows = this.sql.exec('SELECT * FROM contacts WHERE seat = ?', seat).toArray();
    return rows.length ? toContact(rows[0]) : defaultContact(seat);
  }

  put(c: ContactRow): void {
    this.sql.exec(
      `INSERT INTO contacts (seat, lang, notify, webhook_format, token_box, told_seq, told_message, last_sent_at, confirmed)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (seat) DO UPDATE SET lang = excluded.lang, notify = excluded.notify,
         webhook_format = excluded.webhook_format, token_box = excluded.token_box, told_seq = excluded.told_seq,
         told_message = excluded.told_message, last_sent_at = excluded.last_sent_at, confirmed = excluded.confirmed`,
      c.seat,
      c.lang,
      c.notify,
      c.webhookFormat,
      c.tokenBox,
      c.toldSeq,
      c.toldMessage,
      c.lastSentAt,
      JSON.stringify(c.confirmed),
    );
  }
}
