import { listOf, text, type Text } from '../../engine/text';
import { DRACO_ARRIVES, FRISIANS, NORMANS, STRUCTURES, VICTORY, ZONES, type Kind } from './data';
import { describeStep } from './prompt';
import { sideOf, type SenorState } from './state';
import { tileAt, tilesInPlay, tilesOnMap } from './tiles';
import { countsT, structureT, theSideT, zonesT, zoneT } from './words';

/** What stands in every zone, per side, counted by kind in one pass. */
function forces(s: SenorState): Map<Kind, number>[][] {
  const counts = ZONES.map(() => [new Map<Kind, number>(), new Map<Kind, number>()]);
  for (const p of s.pieces) {
    if (p.status !== 'map') continue;
    const byKind = counts[p.zone][p.side];
    byKind.set(p.kind, (byKind.get(p.kind) ?? 0) + 1);
  }
  return counts;
}

/** The board in words, a line each, for an email or a screen reader; the Prince's zone only for the Normans. */
export function summary(s: SenorState, seat: number | null): Text[] {
  const you = seat === null ? null : sideOf(s, seat);
  const lines: Text[] = [];
  if (s.result) lines.push(text('sg.sum.over', { turn: s.turn, reason: s.result.reason }));
  else lines.push(text('sg.sum.turn', { turn: s.turn, prompt: describeStep(s) }));
  if (you !== null) lines.push(text('sg.sum.you', { side: theSideT(you) }));
  lines.push(
    text('sg.sum.resources', {
      cn: s.courage[NORMANS],
      cf: s.courage[FRISIANS],
      tn: s.tactics[NORMANS],
      tf: s.tactics[FRISIANS],
      draco: s.draco,
      dracoMax: DRACO_ARRIVES,
      dn: s.dead[NORMANS],
      dnMax: VICTORY.normanDead,
      df: s.dead[FRISIANS],
      dfMax: VICTORY.frisianDead,
    }),
  );
  const built = STRUCTURES.filter((x) => s.built[x]).map((x) => structureT(x, false));
  lines.push(text('sg.sum.structures', { built: built.length > 0 ? listOf(built) : text('sg.none') }));
  const force = forces(s);
  ZONES.forEach((_, z) => {
    const flags: Text[] = [];
    if (s.controlled[z]) flags.push(text('sg.sum.flag.controlled'));
    if (tileAt(s, z)) flags.push(text('sg.sum.flag.tile'));
    if (s.combat?.zone === z) flags.push(text('sg.sum.flag.combat'));
    const side = (x: 0 | 1) => (force[z][x].size > 0 ? countsT(x, force[z][x]) : text('sg.sum.nobody'));
    const params = { zone: zoneT(z, 'name'), normans: side(NORMANS), frisians: side(FRISIANS) };
    lines.push(flags.length > 0 ? text('sg.sum.zoneFlagged', { ...params, flags: listOf(flags) }) : text('sg.sum.zone', params));
  });
  const onMap = tilesOnMap(s);
  lines.push(onMap.length > 0 ? text('sg.sum.tiles', { n: tilesInPlay(s), zones: zonesT(onMap) }) : text('sg.sum.tilesInHand', { n: tilesInPlay(s) }));
  if (s.tiles.revealedDecoys.length > 0) lines.push(text('sg.sum.decoysFound', { zones: zonesT(s.tiles.revealedDecoys) }));
  if (s.tiles.discarded > 0) lines.push(text('sg.sum.discarded', { n: s.tiles.discarded }));
  if ((you === NORMANS || s.result) && s.tiles.prince !== null) lines.push(text('sg.sum.prince', { where: zoneT(s.tiles.prince, 'in') }));
  return lines;
}
