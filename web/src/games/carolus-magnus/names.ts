// What a screen reader calls a clickable territory of the ring (issue 30): its name, then what
// stands on it ("Territory 7, 2 castles of Ana, 3 red"), so that a listener picks it as a sighted
// player would. The other places (reserve, court, discs) are named by their own titles.
import type { CarolusView } from '../../../../src/games/carolus-magnus/view';
import { t } from '../../i18n';
import type { Names } from '../renderer';
import { COLOURS, cubesOf } from './pieces';
import { sideNamer } from './players';

export function placeName(token: string, view: CarolusView, names: Names): string | null {
  const [kind, id] = token.split(':');
  const ter = kind === 'territory' ? view.territories.find((x) => String(x.id) === id) : undefined;
  if (!ter) return null;
  const label = ter.segments.length > 1 ? t('cm.ui.territoryMerged', { id: ter.id, segments: ter.segments.join(', ') }) : t('cm.ui.territory', { id: ter.id });
  const castles = ter.castles ? [t('cm.ui.castlesOf', { n: ter.castles.count, owner: sideNamer(view, names)(ter.castles.owner) })] : [];
  const cubes = COLOURS.filter((c) => ter.cubes[c] > 0).map((c) => cubesOf(c, ter.cubes[c]));
  return [label, ...castles, ...cubes].join(', ');
}
