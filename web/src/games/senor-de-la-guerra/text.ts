// Names in the reader's language for zones, sides and pieces; the server's English name is the
// fallback for a zone the strings do not know.
import { t } from '../../i18n';
import { UNIQUE } from './pieces';
import type { ZoneView } from '../../../../src/games/senor-de-la-guerra/view';
import type { SideWord } from './tokens';

function known(key: string): string | null {
  const text = t(key);
  return text === key ? null : text;
}

/** A zone's name from a view zone or a zone word (the word itself for a zone the strings do not know). */
export function zoneName(zone: ZoneView | string): string {
  const word = typeof zone === 'string' ? zone : zone.zone;
  return known(`sg.zone.${word}`) ?? word;
}

/** The name on the map, where the drawn tower says "tower" already. */
export function mapName(zone: ZoneView): string {
  return known(`sg.mapZone.${zone.zone}`) ?? zoneName(zone);
}

export function sideName(side: SideWord): string {
  return t(`sg.side.${side}`);
}

/** "archer", "Chrysagon", "the priest". */
export function pieceName(kind: string): string {
  return known(`sg.piece.${kind}.one`) ?? kind;
}

/** "3 archers", "1 archer", "Chrysagon". */
export function pieceCount(kind: string, n: number): string {
  const key = `sg.piece.${kind}`;
  const one = known(`${key}.one`) ?? kind;
  const many = known(`${key}.other`) ?? kind;
  if (n === 1 && UNIQUE.has(kind)) return one;
  return `${n} ${n === 1 ? one : many}`;
}
