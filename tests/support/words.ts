import type { Catalogue, Phrase } from '../../src/engine/text';
import { registry } from '../../src/games';
import { coreMessages } from '../../src/text/core';
import { render } from '../../src/text/render';

/** Every game's messages and the platform's (game keys carry the game's prefix, so none collide). */
export const allMessages: Catalogue = {
  en: Object.assign({}, coreMessages.en, ...Object.values(registry).map((r) => r.game.messages?.en ?? {})),
  es: Object.assign({}, coreMessages.es, ...Object.values(registry).map((r) => r.game.messages?.es ?? {})),
};

/** A phrase as an English reader sees it, seats as "Player N": for assertions and failure messages. Strict. */
export function english(p: Phrase): string {
  return render(p, 'en', allMessages, (seat) => `Player ${seat + 1}`, { strict: true });
}
