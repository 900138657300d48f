// What the start page says about each game (one line: what it is, its players, its length) and
// the set-up choices a game offers on the form (POST /api/matches `options`): who plays the
// Normans in El Señor de la Guerra, the length of Princeps Machiavelli and of King David.
import type { GameInfo } from './answers';
import { t } from './i18n';

function playersOf(game: Pick<GameInfo, 'seats'>): string {
  return game.seats.min === game.seats.max ? t('playersExactly', { n: game.seats.min }) : t('playersRange', { min: game.seats.min, max: game.seats.max });
}

/** "2–4 players · until someone has built every castle" */
export function playersAndLength(game: Pick<GameInfo, 'id' | 'seats'>): string {
  return t('gameLine', { players: playersOf(game), length: t(`length.${game.id}`) });
}

/** The whole line: what the game is, its players and its length. */
export function gameLine(game: Pick<GameInfo, 'id' | 'seats'>): string {
  return t('gameLineFull', { about: t(`about.${game.id}`), players: playersOf(game), length: t(`length.${game.id}`) });
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Each game's choices: the option's key, its label, its choices ({ value, text }; the value
 * undefined leaves the option out, so the game's default applies) and a hint. `seatName(i)`
 * names seat i as the form has it so far.
 */
export interface GameOption {
  key: string;
  /** Message keys of its label and hint. */
  label: string;
  hint?: string;
  choices: (seatName: (seat: number) => string) => { value: unknown; text: string }[];
}

const OPTIONS: Record<string, GameOption[]> = {
  'senor-de-la-guerra': [
    {
      key: 'normans',
      label: 'optNormans',
      hint: 'optNormansHint',
      choices: (seatName) => [0, 1].map((seat) => ({ value: seat, text: seatName(seat) })),
    },
  ],
  'princeps-machiavelli': [
    {
      key: 'length',
      label: 'optLength',
      choices: () => [...range(5, 12).map((n) => ({ value: `rounds:${n}`, text: t('optRounds', { n }) })), { value: 'deck', text: t('optDeck') }],
    },
  ],
  'king-david': [
    {
      key: 'short',
      label: 'optShort',
      choices: () => [{ value: undefined, text: t('optFullGame') }, ...[3, 4, 5].map((n) => ({ value: n, text: t('optShortTurns', { n }) }))],
    },
  ],
};

export function optionsOf(gameId: string): GameOption[] {
  return Object.hasOwn(OPTIONS, gameId) ? OPTIONS[gameId] : [];
}
