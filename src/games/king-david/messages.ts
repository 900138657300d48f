import type { Catalogue } from '../../engine/text';
import { AREAS } from './data/map';
import { DRAWING } from './data/drawing';
import { waterKey } from './names';
import { AREA_NAMES_ES, CITY_NAMES_ES, WATER_NAMES_ES } from './names-es';
import { EN } from './messages-en';
import { ES } from './messages-es';

/**
 * The game's words (ICU MessageFormat), English and Spanish. Spanish uses the rulebook's own terms
 * (Filistea, Judea, Aramea, Fase de Acción, carros, falange, milicia, Intervención de Dios…).
 * Place names come from the map data (lakes and rivers from its drawing); the rest from
 * messages-en.ts and messages-es.ts.
 */

function places(lang: 'en' | 'es'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const a of AREAS) {
    const area = lang === 'es' ? (AREA_NAMES_ES[a.id] ?? a.name) : a.name;
    out[`kd.area.${a.id}`] = area;
    if (a.city) out[`kd.city.${a.id}`] = lang === 'es' ? (CITY_NAMES_ES[a.id] ?? AREA_NAMES_ES[a.id] ?? a.city.name) : a.city.name;
  }
  for (const { name } of [...DRAWING.lakes, ...DRAWING.rivers]) out[waterKey(name)] = lang === 'es' ? (WATER_NAMES_ES[name] ?? name) : name;
  return out;
}

export const messages: Catalogue = {
  en: { ...places('en'), ...EN },
  es: { ...places('es'), ...ES },
};
