import { DRACO_ARRIVES, FRISIANS, KINDS, NORMANS, STRUCTURE_DATA, STRUCTURES, VICTORY, ZONES, type Kind } from './data';
import { countWords } from './pieces';
import { describeStep } from './prompt';
import { listWords, sideName, sideOf, theZone, zoneName, type SenorState } from './state';
import { tileAt, tilesInPlay, tilesOnMap } from './tiles';

/** "2 knights, 3 archers" for every zone and side, counted in one pass. */
function forces(s: SenorState): string[][] {
  const sides = [NORMANS, FRISIANS];
  const counts = ZONES.map(() => sides.map((side) => new Map<Kind, number>(KINDS[side].map((k) => [k, 0]))));
  for (const p of s.pieces) {
    if (p.status !== 'map') continue;
    const byKind = counts[p.zone][p.side];
    byKind.set(p.kind, (byKind.get(p.kind) ?? 0) + 1);
  }
  return counts.map((bySide) =>
    bySide.map((byKind, side) => {
      const parts: string[] = [];
      for (const [kind, n] of byKind) if (n > 0) parts.push(countWords(sides[side], kind, n));
      return parts.length > 0 ? parts.join(', ') : 'none';
    }),
  );
}

/** A few plain-text lines for an email or a screen reader; the Prince's zone only for the Normans (A-7). */
export function summary(s: SenorState, seat: number | null): string {
  const you = seat === null ? null : sideOf(s, seat);
  const lines: string[] = [];
  if (s.result) lines.push(`Game over in turn ${s.turn}: ${s.result.reason}.`);
  else lines.push(`Turn ${s.turn}. Waiting for ${describeStep(s)}.`);
  if (you !== null) lines.push(`You play the ${sideName(you)}.`);
  lines.push(
    `Courage: Normans ${s.courage[NORMANS]}, Frisians ${s.courage[FRISIANS]}. Tactics: Normans ${s.tactics[NORMANS]}, Frisians ${s.tactics[FRISIANS]}. ` +
      `Draco ${s.draco} of ${DRACO_ARRIVES}. Dead: Normans ${s.dead[NORMANS]} of ${VICTORY.normanDead}, Frisians ${s.dead[FRISIANS]} of ${VICTORY.frisianDead}.`,
  );
  const built = STRUCTURES.filter((x) => s.built[x]).map((x) => STRUCTURE_DATA[x].name);
  lines.push(`Siege structures: ${built.length > 0 ? listWords(built) : 'none'}.`);
  const force = forces(s);
  ZONES.forEach((_, z) => {
    const flags = [s.controlled[z] ? 'controlled' : '', tileAt(s, z) ? 'tile' : '', s.combat?.zone === z ? 'combat now' : ''].filter(Boolean);
    const head = `${zoneName(z)}${flags.length > 0 ? ` [${flags.join(', ')}]` : ''}`;
    lines.push(`  ${head}: Normans ${force[z][NORMANS]}; Frisians ${force[z][FRISIANS]}.`);
  });
  const onMap = tilesOnMap(s);
  const tiles = onMap.length > 0 ? `face down in ${listWords(onMap.map(theZone))}` : 'in the Normans\u2019 hand';
  let tileLine = `Tiles: ${tilesInPlay(s)} in play, ${tiles}`;
  if (s.tiles.revealedDecoys.length > 0) tileLine += `; decoys found in ${listWords(s.tiles.revealedDecoys.map(theZone))}`;
  if (s.tiles.discarded > 0) tileLine += `; ${s.tiles.discarded} decoy${s.tiles.discarded === 1 ? '' : 's'} discarded`;
  lines.push(`${tileLine}.`);
  if ((you === NORMANS || s.result) && s.tiles.prince !== null) lines.push(`The Prince is in ${theZone(s.tiles.prince)}.`);
  return lines.join('\n');
}
