// Words of the board. The game's own names (counties, laws, tiles, cards, castle spaces) come in
// the view as messages of the server's catalogue and are rendered in the page's language; the
// page's own labels are in strings.ts.
import type { Phrase } from '../../answers';
import { t } from '../../i18n';
import type { LancasterView } from '../../../../src/games/lancaster/view';
import type { BoardContext } from '../renderer';

/** A message of the view in the page's language, with the players' names. */
export function say(ctx: BoardContext, phrase: Phrase): string {
  return ctx.names.text(phrase);
}

/** An extension tile's name and effect, from the view's list of tiles. */
export function extension(view: LancasterView, ctx: BoardContext, id: string): { name: string; effect: string } {
  const x = view.extensions.find((e) => e.id === id);
  return x ? { name: say(ctx, x.name), effect: say(ctx, x.effect) } : { name: id, effect: '' };
}

/** A printed castle space (s1 … s3) or an ally castle space (ac1, ac2) in words. */
export function castleSpace(view: LancasterView, ctx: BoardContext, id: string): string {
  const space = view.castleSpaces.find((c) => c.id === id);
  return space ? say(ctx, space.text) : id;
}

/** Where a knight stands, in words: a county, a conflict card, a castle space. */
export function placeName(view: LancasterView, ctx: BoardContext, place: string): string {
  const county = view.counties.find((c) => c.name === place);
  if (county) return say(ctx, county.title);
  const card = [...view.conflicts.top, ...view.conflicts.bottom].find((c) => c && c.id === place);
  if (card) return t('lan.conflictAt', { place: say(ctx, card.name) });
  if (/^x\d$/.test(place)) return extension(view, ctx, place).name;
  return castleSpace(view, ctx, place);
}

/** "Ana: strength-2 knight", "Ben’s ally: strength-1 knight". */
export function knightTitle(ctx: BoardContext, seat: number, strength: number, ally = false): string {
  return t(ally ? 'lan.allyKnightOf' : 'lan.knightOf', { name: ctx.names.seat(seat), n: strength });
}
