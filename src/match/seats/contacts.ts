import type { Lang } from '../../notify/i18n';
import type { WebhookFormat } from '../../notify/jobs';

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
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS contacts (
  seat INTEGER PRIMARY KEY, lang TEXT NOT NULL DEFAULT 'en', notify TEXT NOT NULL DEFAULT 'turn',
  webhook_format TEXT, token_box TEXT, told_seq INTEGER NOT NULL DEFAULT 0,
  told_message INTEGER NOT NULL DEFAULT 0, last_sent_at INTEGER
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
  };
}

export function defaultContact(seat: number): ContactRow {
  return { seat, lang: 'en', notify: 'turn', webhookFormat: null, tokenBox: null, toldSeq: 0, toldMessage: 0, lastSentAt: null };
}

export class Contacts {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(SCHEMA);
  }

  get(seat: number): ContactRow {
    const rows = this.sql.exec('SELECT * FROM contacts WHERE seat = ?', seat).toArray();
    return rows.length ? toContact(rows[0]) : defaultContact(seat);
  }

  put(c: ContactRow): void {
    this.sql.exec(
      `INSERT INTO contacts (seat, lang, notify, webhook_format, token_box, told_seq, told_message, last_sent_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (seat) DO UPDATE SET lang = excluded.lang, notify = excluded.notify,
         webhook_format = excluded.webhook_format, token_box = excluded.token_box, told_seq = excluded.told_seq,
         told_message = excluded.told_message, last_sent_at = excluded.last_sent_at`,
      c.seat,
      c.lang,
      c.notify,
      c.webhookFormat,
      c.tokenBox,
      c.toldSeq,
      c.toldMessage,
      c.lastSentAt,
    );
  }
}
