import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** The cross-match index (DESIGN.md §5). Each MatchRoom is the truth; these rows mirror it. */
export const matches = sqliteTable(
  'matches',
  {
    id: text('id').primaryKey(),
    game: text('game').notNull(),
    /** The match's name as given (issue 31); null when none was given (the match then reads by its players and date). */
    name: text('name'),
    variant: text('variant'),
    status: text('status').notNull(),
    seats: integer('seats').notNull(),
    /** JSON array of the seats that must act now. */
    active: text('active').notNull(),
    /** JSON of the result once the match has ended. */
    result: text('result'),
    seq: integer('seq').notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('matches_status').on(t.status, t.updatedAt)],
);

export const seats = sqliteTable(
  'seats',
  {
    matchId: text('match_id').notNull(),
    seat: integer('seat').notNull(),
    name: text('name'),
    email: text('email'),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seat] }), index('seats_email').on(t.email)],
);

/** "Find my matches": when each address (as its SHA-256, first 24 hex digits) last asked, to limit how often. */
export const signinRequests = sqliteTable('signin_requests', {
  emailHash: text('email_hash').primaryKey(),
  lastAt: integer('last_at').notNull(),
  /** 1 once the address used the opt-out link of such a mail: none is sent to it again. */
  optedOut: integer('opted_out').notNull().default(0),
});

/** Every inbound email and what became of it: played, refused, or dropped and why. */
export const inboundMail = sqliteTable(
  'inbound_mail',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: integer('at').notNull(),
    sender: text('sender').notNull(),
    recipient: text('recipient').notNull(),
    matchId: text('match_id'),
    seat: integer('seat'),
    outcome: text('outcome').notNull(),
    detail: text('detail'),
  },
  (t) => [index('inbound_mail_at').on(t.at)],
);

/**
 * The daily digest across a player's matches: a match whose seat wants a digest notes here that
 * it has news for that address; once a day one email per address asks each noted match for its
 * section (rendered by the match, from what that seat may see) and carries them all.
 */
export const digestParts = sqliteTable(
  'digest_parts',
  {
    /** SHA-256 of the lowercased address, first 24 hex digits. */
    emailHash: text('email_hash').notNull(),
    email: text('email').notNull(),
    lang: text('lang').notNull(),
    matchId: text('match_id').notNull(),
    seat: integer('seat').notNull(),
    /** When the first news since the last digest came. */
    at: integer('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.emailHash, t.matchId, t.seat] }), index('digest_parts_at').on(t.at)],
);

/**
 * When each address last got its digest, and which seats it covered (for its unsubscribe link);
 * and who is sending the next one: the cron run that queued it (`claim`), and the queue consumer
 * making it right now (`sending`, until when), so that retries and overlapping runs send one.
 */
export const digestSent = sqliteTable('digest_sent', {
  emailHash: text('email_hash').primaryKey(),
  lastAt: integer('last_at').notNull(),
  /** JSON array of {match, seat} in the last digest. */
  refs: text('refs').notNull(),
  /** The time of the cron run whose queued job owns the next digest; null when none does. */
  claim: integer('claim'),
  /** Until when a consumer holds the address while it makes and sends the digest. */
  sending: integer('sending'),
});

/**
 * Confirmation mails to unconfirmed addresses (an address put on a seat gets only that until its
 * owner confirms): when the last one went to each address, at most one a day, and whether its
 * owner declined them, after which none goes to it again.
 */
export const addressChecks = sqliteTable('address_checks', {
  /** SHA-256 of the lowercased address, first 24 hex digits. */
  emailHash: text('email_hash').primaryKey(),
  lastSentAt: integer('last_sent_at').notNull(),
  /** 1 once the owner declined through the link in a confirmation mail. */
  declined: integer('declined').notNull().default(0),
});

/**
 * Where a hand-over code leads (issue 18): the SHA-256 of a code a seat asked for, and its
 * match, so that a code typed on another device finds the match whose object checks it. The
 * object is the truth (single use, expiry); the cron deletes rows past their time.
 */
export const handoverCodes = sqliteTable('handover_codes', {
  codeHash: text('code_hash').primaryKey(),
  matchId: text('match_id').notNull(),
  expiresAt: integer('expires_at').notNull(),
});
