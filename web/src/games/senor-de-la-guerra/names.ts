// What a screen reader calls a clickable zone of the map (issue 30). axe's
// label-content-name-mismatch wants the name to hold the words drawn on the zone, in their order:
// so it starts with them (the zone's name, each lane's count, each token's count and letter, as
// zones.ts draws them), then says each side's pieces there in words ("Bridge 7/10 3 B, Frisians
// (Ben): 3 knights"). The other places (pieces, tiles, choices) keep their own titles.
import type { PieceView, SenorView, ZoneView } from '../../../../src/games/senor-de-la-guerra/view';
import { t } from '../../i18n';
import type { Names } from '../renderer';
import { UNCAPPED, UNIQUE } from './pieces';
import { mapName, pieceCount, sideName } from './text';
import { CAP, SIDES, type SideWord } from './tokens';
import { byKind } from './zones';

/** The words one lane draws: its count ("7/10", or the total in the Rearguard), then each token's count and letter. */
function laneWords(side: SideWord, pieces: readonly PieceView[], capped: boolean, letter: string): string[] {
  const gutter = capped ? `${pieces.filter((p) => !UNCAPPED.has(p.kind)).length}/${CAP}` : String(pieces.length);
  const tokens = byKind(side, pieces).flatMap((k) => [...(UNIQUE.has(k.kind) && k.n === 1 ? [] : [String(k.n)]), ...(letter ? [letter] : [])]);
  return [gutter, ...tokens];
}

function drawnWords(zone: ZoneView, letter: (side: SideWord) => string): string[] {
  const rear = zone.zone === 'rearguard';
  const lanes = rear ? [laneWords('frisians', zone.frisians, false, letter('frisians'))] : [laneWords('frisians', zone.frisians, true, letter('frisians')), laneWords('normans', zone.normans, true, letter('normans'))];
  return [mapName(zone), ...lanes.flat()];
}

export function placeName(token: string, view: SenorView, names: Names): string | null {
  const zone = token.startsWith('zone:') ? view.zones.find((z) => `zone:${z.zone}` === token) : undefined;
  if (!zone) return null;
  const letter = (side: SideWord) => names.letter?.(view.seats[side]) ?? '';
  const sides = SIDES.filter((side) => zone[side].length).map((side) => {
    const pieces = byKind(side, zone[side]).map((k) => pieceCount(k.kind, k.n));
    return t('place.sgSide', { side: sideName(side), name: names.seat(view.seats[side]), pieces: pieces.join(', ') });
  });
  return [drawnWords(zone, letter).join(' '), ...sides].join(', ');
}
