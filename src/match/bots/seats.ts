import type { BotLevel } from '../../engine/bots';
import { text, type Lang } from '../../engine/text';
import { refuse, type Refusal } from '../core/outcome';
import type { MatchMeta } from '../log/records';

/**
 * Which seats bots play (issue 26). A bot seat is taken from the start, by nobody who holds a
 * link: it has a name, no token to hand out, no email or webhook, and the match plays its turns
 * from its alarm (bots/turns.ts). The level of each seat's bot is kept in the match's meta.
 */

/** The level of the bot playing `seat`, or null when a person plays it. */
export function botLevelOf(meta: Readonly<MatchMeta> | null | undefined, seat: number): BotLevel | null {
  return meta?.bots?.[seat] ?? null;
}

export function isBotSeat(meta: Readonly<MatchMeta> | null | undefined, seat: number): boolean {
  return botLevelOf(meta, seat) !== null;
}

/** A command sent with the link of a seat a bot plays now (taken over at a deadline) is refused: the bot moves for it. */
export function botSeatRefusal(meta: Readonly<MatchMeta>, seat: number): Refusal | null {
  return isBotSeat(meta, seat) ? refuse(409, 'bot_seat', text('core.botsSeat')) : null;
}

/** Whether any seat of the match is a bot's. */
export function hasBots(meta: Readonly<MatchMeta> | null | undefined): boolean {
  return !!meta?.bots?.some((level) => level !== null);
}

/** The meta with `seat` played by a bot of `level` from now on. */
export function withBot(meta: Readonly<MatchMeta>, seat: number, level: BotLevel): MatchMeta {
  const bots = Array.from({ length: meta.seats }, (_, s) => botLevelOf(meta, s));
  bots[seat] = level;
  return { ...meta, bots };
}

/**
 * What a bot seat stores as its token hash: a mark that no SHA-256 digest (64 hex digits) can
 * equal, so that no token ever opens the seat, while every check of a free seat (the invite,
 * "waiting for players") sees it taken.
 */
export function botSeatMark(seat: number): string {
  return `bot:${seat}`;
}

/** Friendly names for bots that were given none, in the language of the request that made them. */
const BOT_NAMES: Record<Lang, readonly string[]> = {
  en: ['Ada', 'Bo', 'Cy', 'Dot', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy'],
  es: ['Alba', 'Beto', 'Ciro', 'Dora', 'Eloy', 'Fina', 'Gael', 'Inés', 'Juan'],
};

/**
 * A name for each of `count` bots: the language's names in turn, skipping the names already taken
 * at the table (case aside), so that two seats never read the same; "Bot 10" past the list.
 */
export function defaultBotNames(lang: Lang, taken: readonly string[], count: number): string[] {
  const used = new Set(taken.map((n) => n.toLowerCase()));
  const out: string[] = [];
  for (const name of BOT_NAMES[lang]) {
    if (out.length === count) break;
    if (!used.has(name.toLowerCase())) out.push(name);
  }
  for (let n = out.length + 1; out.length < count; n++) if (!used.has(`bot ${n}`)) out.push(`Bot ${n}`);
  return out;
}
