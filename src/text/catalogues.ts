import type { Catalogue, Phrase } from '../engine/text';
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
