// Words for the things the view names by id: counties, laws, tiles. The server's English text is
// the fallback, so a law or tile added to the engine still reads sensibly before it is translated.
import { t } from '../../js/i18n.js';

/** t(key), or `fallback` when no language has the key. */
export function tr(key, fallback, params) {
  const text = t(key, params);
  return text === key ? fallback : text;
}

export function countyTitle(name) {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** A county's reward, short enough for its tile. */
export function rewardShort(county) {
  return tr(`lan.reward.${county.name}`, county.reward);
}

/** A law's effect: translated where a translation exists, else the server's words. */
export function lawText(law) {
  return tr(`lan.law.${law.id}`, law.text);
}

export function favourShort(tile) {
  return tr(`lan.favour.${tile.id}`, tile.text);
}

export function extensionName(id) {
  return tr(`lan.ext.${id}`, id);
}

export function extensionEffect(id) {
  return tr(`lan.extEffect.${id}`, '');
}

/** Where a knight stands, in words: a county, a conflict card, a castle space. */
export function placeName(place) {
  if (/^c\d+$/.test(place)) return t('lan.conflictCard', { id: place.toUpperCase() });
  if (/^(s\d|x\d|ac\d)$/.test(place)) return t('lan.castleSpace', { id: place });
  return countyTitle(place);
}

export function seatName(ctx, seat) {
  return ctx.names.seat(seat);
}

/** "Ana's strength-2 knight", "Ben's ally's strength-1 knight". */
export function knightTitle(ctx, seat, strength, ally = false) {
  return t(ally ? 'lan.allyKnightOf' : 'lan.knightOf', { name: seatName(ctx, seat), n: strength });
}
