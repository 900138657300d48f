// What a screen reader calls a clickable county (issue 30). axe's label-content-name-mismatch
// wants the name to hold the words drawn on the county, in their order: so it starts with them
// (its letter and name, its reward as the card cuts it, its minimum strength, the knight's strength
// and letter, its squires, as counties.ts draws them), then says who holds it in words ("A Kent …,
// held by Ben: strength-2 knight"). The other places keep their own titles and words.
import type { LancasterView } from '../../../../src/games/lancaster/view';
import { t } from '../../i18n';
import type { Names } from '../renderer';
import { REWARD_LINES, lines } from './counties';

export function placeName(token: string, view: LancasterView, names: Names): string | null {
  const c = token.startsWith('county:') ? view.counties.find((x) => `county:${x.name}` === token) : undefined;
  if (!c) return null;
  const k = c.knight;
  const drawn = [c.letter, names.text(c.title), ...lines(names.text(c.reward), 19, REWARD_LINES), t('lan.min', { n: c.min })];
  if (k) drawn.push(String(k.strength), names.letter?.(k.seat) ?? '', k.squires > 0 ? `+${k.squires}` : '');
  const said = k
    ? [t(k.ally ? 'place.lanAllyKnight' : 'place.lanKnight', { name: names.seat(k.seat), n: k.strength }), ...(k.squires > 0 ? [t('lan.squiresWith', { n: k.squires })] : [])]
    : [t('lan.emptyCounty')];
  return [drawn.filter(Boolean).join(' '), ...said, t('lan.noblesLeft', { n: c.nobles })].join(', ');
}
