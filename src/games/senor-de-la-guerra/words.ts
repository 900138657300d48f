import { listOf, seatRef, text, type Arg, type SeatRef, type Text } from '../../engine/text';
import { KINDS, SIDE_WORDS, START_SETS, ZONES, type Kind, type Side, type StartSet, type Structure } from './data';
import { seatOf, type KindCounts, type SenorState } from './state';

/*
 * The names a sentence of this game is made of, as messages of its catalogue (messages.ts):
 * zones, pieces, structures and sides are texts, never English words, so that every sentence
 * reads in the reader's language. Select arguments carry the notation words (east, knight, ram).
 */

/** How a zone is named in a sentence: its bare name, "the Bridge", "on the Bridge", "from …", "to …". */
export type ZoneForm = 'name' | 'the' | 'in' | 'from' | 'to';

export function zoneT(z: number, form: ZoneForm = 'the'): Text {
  return text(`sg.zone.${form}`, { zone: ZONES[z].word });
}

/** "3 spearmen", "1 knight", "Chrysagon", "the priest". */
export function unitsT(kind: Kind, n: number): Text {
  return text('sg.units', { kind, n });
}

/** "a knight", "an archer", "Chrysagon", "the priest". */
export function aUnitT(kind: Kind): Text {
  return text('sg.aUnit', { kind });
}

/** The bare name: "knight", "Frisian King". */
export function unitT(kind: Kind): Text {
  return text('sg.unit', { kind });
}

/** "Normans" (a role, a label). */
export function sideT(side: Side): Text {
  return text('sg.side', { side: SIDE_WORDS[side] });
}

/** "the Normans" (inside a sentence). */
export function theSideT(side: Side): Text {
  return text('sg.theSide', { side: SIDE_WORDS[side] });
}

/** "Battering Ram" or, with the article, "the Battering Ram". */
export function structureT(x: Structure, withArticle = true): Text {
  return text(withArticle ? 'sg.theStructure' : 'sg.structure', { structure: x });
}

/** "Courage 6 / Tactics 4". */
export function startSetT(set: StartSet): Text {
  return text('sg.startSet', { ...START_SETS[set] });
}

/** The player who plays a side, named as the platform names them. */
export function playerOf(s: SenorState, side: Side): SeatRef {
  return seatRef(seatOf(s, side));
}

/** "2 knights, 3 archers and the priest", or "nothing": counts by kind in the side's piece order. */
export function countsT(side: Side, counts: KindCounts | ReadonlyMap<Kind, number>): Arg {
  const get = (k: Kind) => (counts instanceof Map ? counts.get(k) : (counts as KindCounts)[k]) ?? 0;
  const parts = KINDS[side].filter((k) => get(k) > 0).map((k) => unitsT(k, get(k)));
  return parts.length > 0 ? listOf(parts) : text('sg.nothing');
}

/** A list of zones in one form ("the East Plain and the Bridge"). */
export function zonesT(zones: readonly number[], form: ZoneForm = 'the'): Arg {
  return zones.length > 0 ? listOf(zones.map((z) => zoneT(z, form))) : text('sg.nothing');
}
