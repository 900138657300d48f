import { keys, listOf, names, seatRef, text, type Arg, type Text } from '../../engine/text';
import { CASTLE_COLOURS, COLOURS, type CastleColour, type Face } from './data';
import { seatsOfSide, type CarolusState } from './state';

/*
 * The pieces of what players read (DESIGN.md §3 "Words, not codes"): names of colours,
 * territories, sides and dice as messages of the catalogue (messages.ts), for the sentences of
 * the log, the prompts, the refusals and the summary to take as arguments.
 */

/** A clan colour by name ("red", "rojo"). */
export function colourName(c: number): Text {
  return colourNames(COLOURS[c]);
}

const colourNames = names('cm.colour.');
const cubesKeys = keys('cm.cubes.');

/** A number of paladins of one colour ("2 red", "2 rojos"). */
export function cubesOf(c: number, n: number): Text {
  return text(cubesKeys(COLOURS[c]), { n });
}

/** Paladins by colour, as a list ("2 red and 1 pink"), or "no paladins". */
export function cubeList(cubes: readonly number[]): Text {
  const parts = cubes.flatMap((n, c) => (n > 0 ? [cubesOf(c, n)] : []));
  return parts.length > 0 ? text('cm.cubeList', { cubes: listOf(parts) }) : text('cm.noCubes');
}

/** A territory, by the number of its lowest original segment ("territory 7"). */
export function territoryName(id: number): Text {
  return text('cm.territory', { id });
}

/** The colour of a side's castles, for a message to select its words by ("black"). */
export function castleColour(side: number): CastleColour {
  return CASTLE_COLOURS[side];
}

/**
 * Who owns castles: the player at 2 and 3 players, the team at 4, named by its castles and
 * its players ("Black team (Ana and Cy)").
 */
export function sideRef(s: CarolusState, side: number): Arg {
  if (s.seats !== 4) return seatRef(side);
  return text('cm.team', { colour: castleColour(side), players: listOf(seatsOfSide(s, side).map(seatRef)) });
}

/** Several sides as one list argument. */
export function sidesRef(s: CarolusState, sides: readonly number[]): Arg {
  return listOf(sides.map((side) => sideRef(s, side)));
}

/** A die face: a colour or the crown. */
export function faceName(face: Face): Text {
  return face === 'crown' ? text('cm.face.crown') : colourName(COLOURS.indexOf(face));
}
