import type { Lang, Phrase } from '../../engine/text';
import { catalogueFor } from '../../text/catalogues';
import { render } from '../../text/render';
import type { MatchContext } from './answers';
import { isBotSeat } from '../bots/seats';

/** What a match's text says in one language, with its players' names. */
export type Reader = (p: Phrase) => string;

/**
 * A seat as people read it: the player's name, else the role ("Normans"), else "Player 2"; a
 * bot's seat says so ("Ada (bot)"), wherever its name appears.
 */
export function seatName(c: MatchContext<unknown>, seat: number, lang: Lang = 'en'): string {
  const catalogue = catalogueFor(c.meta.game);
  const role = c.game.roles?.(c.meta.seats, c.meta.variant ?? undefined, c.meta.options)?.[seat];
  const name = c.seats[seat]?.name || render(role ?? { key: 'core.player', params: { n: seat + 1 } }, lang, catalogue, () => null);
  return isBotSeat(c.meta, seat) ? render({ key: 'core.botSeat', params: { name } }, lang, catalogue, () => null) : name;
}

/**
 * Renders the match's phrases for one reader. Messages name players by seat; old log entries
 * were stored as English sentences saying "Seat 2", which read as the player's name too.
 */
export function readerFor(c: MatchContext<unknown>, lang: Lang): Reader {
  const catalogue = catalogueFor(c.meta.game);
  const nameOf = (seat: number) => (seat >= 0 && seat < c.meta.seats ? seatName(c, seat, lang) : null);
  return (p) =>
    typeof p === 'string'
      ? p.replace(/\bSeat (\d{1,2})\b/g, (whole, n: string) => (Number(n) < c.seats.length ? seatName(c, Number(n), lang) : whole))
      : render(p, lang, catalogue, nameOf);
}
