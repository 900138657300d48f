// What a screen reader calls a clickable zone of the map (issue 30): its name, then each side's
// pieces there ("Moat, Normans: 3 knights; Frisians: 2 archers and Bors"), as a sighted player reads the
// lanes. The other places (pieces, choices, structures) are named by their own titles and words.
import type { SenorView } from '../../../../src/games/senor-de-la-guerra/view';
import { listOf, pieceCount, sideName, zoneName } from './text';
import { SIDES } from './tokens';

export function placeName(token: string, view: SenorView): string | null {
  const zone = token.startsWith('zone:') ? view.zones.find((z) => `zone:${z.zone}` === token) : undefined;
  if (!zone) return null;
  const sides = SIDES.filter((side) => zone[side].length).map((side) => {
    const counts = new Map<string, number>();
    for (const p of zone[side]) counts.set(p.kind, (counts.get(p.kind) ?? 0) + 1);
    return `${sideName(side)}: ${listOf([...counts].map(([kind, n]) => pieceCount(kind, n)))}`;
  });
  return sides.length ? `${zoneName(zone)}, ${sides.join('; ')}` : zoneName(zone);
}
