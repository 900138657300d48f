import { listOf, names, text, type Text } from '../../engine/text';
import { ALLY_CASTLE_IDS, CASTLE_SLOT_IDS, COUNTIES, EXTENSIONS, FAVOURS } from './data';
import { isAlly, type LancasterState } from './state';

/*
 * The names of the game's things as messages (text/things.ts): what players read wherever a
 * county, a law, a tile or a card appears. The ids stay in the data and the notation.
 */

const counties = names('la.county.');
const rewards = names('la.reward.');
const extensions = names('la.ext.');
const effects = names('la.extEffect.');
const favours = names('la.favour.');
/** A castle knight space by its id, and the same in few words (the board's labels). */
export const spaceName = names('la.space.');
export const spaceShortName = names('la.spaceShort.');

export function countyName(county: number): Text {
  return counties(COUNTIES[county].name);
}

/** §7.3: a county's reward in words ("3 squires"). */
export function countyReward(county: number): Text {
  return rewards(COUNTIES[county].name);
}

/** §3.2: what a law does, in words. */
export const lawText: (id: string) => Text = names('la.law.');

export function extensionName(tile: number): Text {
  return extensions(EXTENSIONS[tile].id);
}

/** §7.5: what an extension tile does each time it acts. */
export function extensionEffect(tile: number): Text {
  return effects(EXTENSIONS[tile].id);
}

/** §7.6: a King's favour tile by what it gives ("2 gold"). */
export function favourText(tile: number): Text {
  return favours(FAVOURS[tile].id);
}

/** §7.7: a conflict card by its place ("Agincourt"). */
export const conflictName: (id: string) => Text = names('la.conflict.');

/**
 * A castle knight space in words: a printed space by its reward, an extension's space by the
 * tile's name, an ally's space by what it does (§7.4, R-28, AL-3).
 */
export function castleSpaceName(s: LancasterState, force: number, space: number): Text {
  if (isAlly(s, force)) return spaceName(ALLY_CASTLE_IDS[space]);
  const id = CASTLE_SLOT_IDS[space];
  if (space < 3) return spaceName(id);
  return text('la.space.extension', { ext: extensionName(space - 3) });
}

/** Strengths as a list ("1, 1 and 2"), or "none". */
export function strengths(list: readonly number[]): Text {
  return list.length === 0 ? text('la.none') : text('la.list', { items: listOf([...list]) });
}

/** Gold, squires and voting markers in words ("2 gold and 1 squire"), or "nothing". */
export function goodsText(gold: number, squires: number, markers = 0): Text {
  const parts: Text[] = [];
  if (gold > 0) parts.push(text('la.gold', { n: gold }));
  if (squires > 0) parts.push(text('la.squires', { n: squires }));
  if (markers > 0) parts.push(text('la.markers', { n: markers }));
  return parts.length === 0 ? text('la.nothing') : text('la.list', { items: listOf(parts) });
}
