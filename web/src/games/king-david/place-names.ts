// What a screen reader calls an area of the map (issue 30): the name the map shows on it (its
// city's, else its own), who holds it, then each stack there with its count, its country and
// whose it is ("Gath, held by Philistia, 3 pieces of Philistia (Ana)"), as a sighted player reads
// the chips. The area's drawing holds no text of its own, so nothing drawn is left out of its name.
import type { KdDrawing } from '../../../../src/games/king-david/data/drawing-types';
import type { KdView } from '../../../../src/games/king-david/view';
import { t } from '../../i18n';
import type { Names } from '../renderer';

export function placeName(token: string, view: KdView, names: Names, drawing: KdDrawing): string | null {
  const id = token.startsWith('area:') ? token.slice(5) : null;
  const area = id === null ? undefined : view.areas.find((a) => a.id === id);
  const facts = id === null ? undefined : drawing.areas[id];
  if (!area || !facts) return null;
  const country = (c: string) => t(`kd.country.${c}`);
  const parts = [t(facts.city ? `kd.city.${area.id}` : `kd.area.${area.id}`), t('place.heldBy', { country: country(area.control) })];
  if (facts.city && area.level !== null) parts.push(t('place.kdLevel', { n: area.level }));
  for (const st of area.stacks.filter((x) => x.count > 0)) {
    parts.push(st.seat >= 0 ? t('place.kdStack', { n: st.count, country: country(st.country), name: names.seat(st.seat) }) : t('place.kdNeutralStack', { n: st.count, country: country(st.country) }));
  }
  return parts.join(', ');
}
