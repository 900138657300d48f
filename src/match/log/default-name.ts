import { listOf, text, type Text } from '../../engine/text';
import type { MatchMeta, SeatRow } from '../records/records';

/**
 * The name a match has until one is given: its players' names and when it was created, in UTC
 * so that every reader, page and email read the same ("Ana, Bo, and Cy · 28 Nov, 17:09"). It is
 * worked out when read, so an open seat reads "Player 2" until someone takes it and then the
 * player's name. The names are the players' as given, so that the name stays when a bot takes a
 * seat over at a deadline (the history and the board say so). Two matches of the same players
 * created within the same minute read alike until one is named.
 */
export function defaultName(c: { meta: Readonly<MatchMeta>; seats: readonly Readonly<SeatRow>[] }): Text {
  const d = new Date(c.meta.createdAt);
  const two = (n: number) => String(n).padStart(2, '0');
  return text('core.matchName', {
    players: listOf(c.seats.map((s) => s.name ?? text('core.player', { n: s.seat + 1 }))),
    day: d.getUTCDate(),
    month: String(d.getUTCMonth() + 1),
    time: `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`,
  });
}
