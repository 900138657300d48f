// A game's name and a variant's name in the page's language (issue 30): the service sends each in
// both languages (`titles`, `variantName`, `variantNames`); `title` and `variant` are the game's
// own name and the variant's code, shown only where no name in words came.
import type { Lang } from './answers';
import { lang } from './i18n';

type InLanguages = Partial<Record<Lang, string>>;

/** "Las campañas del rey David" on a Spanish page. */
export function gameTitle(game: { title: string; titles?: InLanguages | null }): string {
  return game.titles?.[lang()] ?? game.title;
}

/** A match's variant by its name in the page's language ("Dos jugadores con aliados"), or null without one. */
export function matchVariant(match: { variant: string | null; variantName?: InLanguages | null }): string | null {
  if (match.variant === null) return null;
  return match.variantName?.[lang()] ?? match.variant;
}

/** A game's variant `code` by its name in the page's language. */
export function variantTitle(game: { variantNames?: Record<string, InLanguages> }, code: string): string {
  return game.variantNames?.[code]?.[lang()] ?? code;
}
