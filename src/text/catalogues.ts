import { LANGS, type Catalogue, type Lang, type Phrase } from '../engine/text';
import type { Game } from '../engine/types';
import { findGame } from '../games';
import { coreMessages } from './core';
import { render } from './render';

const merged = new Map<string, Catalogue>();

/** A game's catalogue with the platform's messages (the only catalogue a match needs). */
export function catalogueFor(gameId: string): Catalogue {
  let c = merged.get(gameId);
  if (!c) {
    const own = findGame(gameId)?.game.messages;
    c = { en: { ...coreMessages.en, ...own?.en }, es: { ...coreMessages.es, ...own?.es } };
    merged.set(gameId, c);
  }
  return c;
}

/** A phrase in English without players' names ("Player 2"): for operators (verify, frozen matches). */
export function inEnglish(gameId: string, phrase: Phrase): string {
  return render(phrase, 'en', catalogueFor(gameId), () => null);
}

/** The game's name in a language: its own name there (King David's in Spanish), else its title. */
export function titleIn(game: Pick<Game, 'title' | 'titles'>, lang: Lang): string {
  return game.titles?.[lang] ?? game.title;
}

/** The game's name in every language, for the page (GET /api/games, the match view). */
export function titlesOf(game: Pick<Game, 'title' | 'titles'>): Record<Lang, string> {
  return Object.fromEntries(LANGS.map((l) => [l, titleIn(game, l)])) as Record<Lang, string>;
}

/** Each variant's name in every language (the code itself where the game names none). */
export function variantNamesOf(game: Pick<Game, 'variants' | 'variantNames'>): Record<string, Record<Lang, string>> {
  return Object.fromEntries(
    (game.variants ?? []).map((v) => [v, Object.fromEntries(LANGS.map((l) => [l, game.variantNames?.[v]?.[l] ?? v])) as Record<Lang, string>]),
  );
}
