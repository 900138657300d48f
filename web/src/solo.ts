// "Play alone against bots" (issue 26): one click per game creates a match with you in the first
// seat and good bots in the others, at the game's usual number of players, and opens your seat.
import type { CreatedAnswer, GameInfo } from './answers';
import { api, ApiError } from './api';
import { h } from './dom';
import { lang, t } from './i18n';
import { rememberCreated } from './my-matches';
import { gameTitle } from './titles';

/**
 * How many play a match against bots: each game's usual table. Carolus Magnus is at its best at
 * three (four is two teams), Lancaster and Princeps Machiavelli at four, King David at three (five
 * makes a long match), El Señor de la Guerra is for two. A game not listed here gets three, within
 * its range.
 */
const USUAL: Record<string, number> = { 'carolus-magnus': 3, 'senor-de-la-guerra': 2, lancaster: 4, 'princeps-machiavelli': 4, 'king-david': 3 };

export function soloSeats(game: Pick<GameInfo, 'id' | 'seats'>): number {
  return Math.min(Math.max(Object.hasOwn(USUAL, game.id) ? USUAL[game.id] : 3, game.seats.min), game.seats.max);
}

/**
 * The button of one game. `name()` is the name typed on the form for you (else "Player 1"); a
 * refusal goes to `onError`, and the button is free again.
 */
export function soloButton(game: GameInfo, { name, onError }: { name: () => string; onError: (err: ApiError | null) => void }): HTMLButtonElement {
  const seats = soloSeats(game);
  const button = h(
    'button',
    { type: 'button', class: 'small secondary solo', 'data-testid': 'play-alone', 'aria-label': t('playAloneLabel', { game: gameTitle(game), n: seats - 1 }) },
    t('playAlone'),
  );
  button.addEventListener('click', async () => {
    button.disabled = true;
    onError(null);
    const me = { name: name() || t('seatN', { n: 1 }), lang: lang() };
    const bots = Array.from({ length: seats - 1 }, () => ({ bot: 'good', lang: lang() }));
    try {
      const created = await api<CreatedAnswer>('POST', '/api/matches', { body: { game: game.id, seats, players: [me, ...bots] } });
      rememberCreated(created, { title: game.title, mySeat: 0 });
      location.assign(created.seats[0].url);
    } catch (err) {
      onError(err instanceof ApiError ? err : new ApiError(0, 'network', ''));
      button.disabled = false;
    }
  });
  return button;
}
