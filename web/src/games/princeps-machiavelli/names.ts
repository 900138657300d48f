// What a screen reader calls a clickable territory card (issue 30). axe's
// label-content-name-mismatch wants the name to hold the words drawn on the card, in their order:
// so it starts with them (name, status and wealth, shields, the cards on it, the owner's letter, as
// cards.ts draws them), then says whose it is and how many cards lie on it ("Florence Noble · Rich
// FL Condottiere A, held by Ana, 1 card face up, 2 face down"). Other places keep their own words.
import type { PMView, TerritoryView } from '../../../../src/games/princeps-machiavelli/view';
import { t } from '../../i18n';
import type { Names } from '../renderer';
import { cardName, shieldMark } from './cards';

function drawnWords(ter: TerritoryView, letter: string): string[] {
  const words = [t(`pm.t.${ter.id}`), `${t(`pmb.status.${ter.status}`)} · ${t(`pmb.wealth.${ter.wealth}`)}`];
  if (!ter.stable) words.push(t('pmb.destabilised'));
  words.push(...ter.shields.map((sh) => shieldMark(sh.name)), ...ter.up.map((c) => cardName(c.id)));
  if (ter.hidden) words.push(...ter.hidden.map(cardName));
  else if (ter.down > 0) words.push(t('pmb.faceDown', { n: ter.down }));
  if (letter) words.push(letter);
  return words;
}

export function placeName(token: string, view: PMView, names: Names): string | null {
  if (!token.startsWith('terr:')) return null;
  const is = (ter: TerritoryView) => `terr:${t(`pm.t.${ter.id}`).toLowerCase()}` === token;
  const owner = view.players.find((p) => p.row.some(is));
  const ter = owner ? owner.row.find(is) : view.independents.find(is);
  if (!ter) return null;
  const whose = owner ? t('place.pmHeldBy', { name: names.seat(owner.seat) }) : t('place.pmIndependent');
  const drawn = drawnWords(ter, owner ? (names.letter?.(owner.seat) ?? '') : '');
  return [drawn.join(' '), whose, t('place.pmCards', { up: ter.up.length, down: ter.down })].join(', ');
}
