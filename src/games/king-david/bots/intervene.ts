import type { Text } from '../../../engine/text';
import type { KdView } from '../view';
import { myArmies, type Board } from './read';
import { battleSides, besieged, besieging } from './sides';

/**
 * God's Intervention (KD-66, R-42, A-8): the W-GI prompt names the marker just played and what it
 * is aimed at (the words a player reads); the seat answers the markers aimed at it, and only the
 * first of a chain (answering its own marker's answer would help a rival).
 */

function param(t: Text | undefined, name: string): Text | undefined {
  const v = t?.params?.[name];
  return v && typeof v === 'object' && 'key' in v ? (v as Text) : undefined;
}

/** The kind of marker named by a prompt (`kd.marker.N`). */
export function promptKind(view: KdView): number {
  return Number(param(view.prompt, 'marker')?.key.split('.')[2] ?? 0);
}

/** KD-66 / R-42: whether the marker just played is aimed at the seat (its first answer only). */
export function aimedAtMe(b: Board): boolean {
  const played = b.view.played;
  if (played[played.length - 1] === 26) return false;
  const kind = promptKind(b.view);
  const detail = param(b.view.prompt, 'detail');
  const named = (p: string) => param(detail, p)?.key.split('.')[2] ?? '';
  const sides = battleSides(b);
  switch (kind) {
    case 1:
      return !!sides && !sides.att;
    case 2:
      return !!sides && sides.att;
    case 3:
      return myArmies(b, named('area')).length > 0;
    case 5:
    case 20:
      return besieged(b);
    case 21:
      return besieging(b);
    case 15:
    case 17:
    case 25:
      return named('country') === b.country;
    case 19:
      return !!sides && b.country !== 'JUD';
    case 22:
    case 23:
      return param(param(detail, 'army'), 'country')?.key === `kd.country.${b.country}`;
    default:
      return false;
  }
}
