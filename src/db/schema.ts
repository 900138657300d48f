import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** The cross-match index (DESIGN.md §5). Each MatchRoom is the truth; these rows mirror it. */
export const matches = sqliteTable(
  'matches',
  {
    id: text('id').primaryKey(),
    game: text('game').notNull(),
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
