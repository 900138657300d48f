import { drizzle } from 'drizzle-orm/d1';
import { eq } from 'drizzle-orm';
import { digestParts, matches, seats } from './schema';

export interface IndexedMatch {
  id: string;
  game: string;
  /** The match's name as given; null when none was given. */
  name: string | null;
  variant: string | null;
  status: string;
  seats: number;
  active: number[];
  result: unknown;
  seq: number;
  createdAt: number;
  updatedAt: number;
  players: { seat: number; name: string | null; email: string | null }[];
}

/**
 * Writes one match, and its seats when they changed, to the index in a single D1 batch (D1 has
 * no interactive transactions; a batch is atomic).
 */
export async function writeMatchIndex(d1: D1Database, m: IndexedMatch, withSeats: boolean): Promise<void> {
  const db = drizzle(d1);
  const row = {
    id: m.id,
    game: m.game,
    name: m.name,
    variant: m.variant,
    status: m.status,
    seats: m.seats,
    active: JSON.stringify(m.active),
    result: m.result === null ? null : JSON.stringify(m.result),
    seq: m.seq,
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
  };
  const { id: _id, createdAt: _c, ...changes } = row;
  const upsert = db.insert(matches).values(row).onConflictDoUpdate({ target: matches.id, set: changes });
  if (!withSeats) {
    await upsert;
    return;
  }
  await db.batch([
    upsert,
    db.delete(seats).where(eq(seats.matchId, m.id)),
    ...m.players.map((p) => db.insert(seats).values({ matchId: m.id, ...p })),
  ]);
}

export async function readMatchIndex(d1: D1Database, id: string) {
  const db = drizzle(d1);
  const [row] = await db.select().from(matches).where(eq(matches.id, id));
  if (!row) return null;
  const players = await db.select().from(seats).where(eq(seats.matchId, id)).orderBy(seats.seat);
  return { ...row, active: JSON.parse(row.active) as number[], players };
}

/** Removes a deleted match from the index: its row, its seats and any digest news it noted. */
export async function deleteMatchIndex(d1: D1Database, id: string): Promise<void> {
  const db = drizzle(d1);
  await db.batch([db.delete(seats).where(eq(seats.matchId, id)), db.delete(digestParts).where(eq(digestParts.matchId, id)), db.delete(matches).where(eq(matches.id, id))]);
}
