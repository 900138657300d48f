// Names in the reader's language for zones, sides and pieces; the server's English name is the
// fallback for a zone the strings do not know.
import { t } from '../../i18n';
import { UNIQUE } from './pieces';

function known(key) {
  const text = t(key);
  return text === key ? null : text;
}

/** A zone's name from a view zone ({ zone, name }) or a zone word. */
export function zoneName(zone) {
  const word = typeof zone === 'string' ? zone : zone.zone;
  return known(`sg.zone.${word}`) ?? (typeof zone === 'string' ? zone : zone.name);
}

/** The name on the map, where the drawn tower says "tower" already. */
export function mapName(zone) {
  return known(`sg.mapZone.${zone.zone}`) ?? zoneName(zone);
}

export function sideName(side) {
  return t(`sg.side.${side}`);
}

/** "archer", "Chrysagon", "the priest". */
export function pieceName(kind) {
  return known(`sg.piece.${kind}.one`) ?? kind;
}

/** "3 archers", "1 archer", "Chrysagon". */
export function pieceCount(kind, n) {
  const key = `sg.piece.${kind}`;
  const one = known(`${key}.one`) ?? kind;
  const many = known(`${key}.other`) ?? kind;
  if (n === 1 && UNIQUE.has(kind)) return one;
  return `${n} ${n === 1 ? one : many}`;
}

/** A list of names: "East Plain, Bridge and Tower Battlements". */
export function listOf(names) {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} ${t('and')} ${names[names.length - 1]}`;
}
