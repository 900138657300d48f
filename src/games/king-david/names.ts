import { keptPerId, names, seatRef, text, type Text } from '../../engine/text';
import { COUNTER, LEADER } from './data/counters';
import type { ChitKind, WindowType } from './data/tables';

/** Names of things as messages of the catalogue (messages.ts): places, countries, pieces, markers. */

export const areaName: (id: string) => Text = names('kd.area.');

/**
 * The catalogue key of a lake or river the map draws, from its name in the drawing ("Sea of
 * Galilee" → kd.water.sea-of-galilee). The page (web/games/king-david/map.js) makes the same key.
 */
export function waterKey(name: string): string {
  return `kd.water.${name.toLowerCase().replace(/[^a-z]+/g, '-')}`;
}

export const cityName: (area: string) => Text = names('kd.city.');
export const countryName: (c: string) => Text = names('kd.country.');
export const leaderName: (id: string) => Text = names('kd.leader.');
export const markerName: (kind: number) => Text = names('kd.marker.');
export const chitName: (kind: ChitKind) => Text = names('kd.chit.');
export const windowName: (w: WindowType) => Text = names('kd.window.');
const typeName = names('kd.type.');

function armyText(id: string, reduced: boolean): Text {
  const c = COUNTER[id];
  const strength = reduced && c.reduced !== null ? c.reduced : c.full;
  const params = Object.freeze({ country: countryName(c.country), type: typeName(c.type), strength, state: c.reduced === null ? 'single' : reduced ? 'reduced' : 'full' });
  return Object.freeze(text('kd.army', params));
}

/** Each counter's name on its full and its reduced side, made once and frozen (names() in engine/text.ts says why). */
const armyNames = keptPerId((id: string): readonly [Text, Text] => [armyText(id, false), armyText(id, true)]);

/** An army counter as its owner reads it: "Judah phalanx 3 (full)". */
export function armyName(id: string, reduced: boolean): Text {
  return armyNames(id)[reduced ? 1 : 0];
}

/** A piece (army or leader). */
export function pieceName(id: string, reduced = false): Text {
  return LEADER[id] ? leaderName(id) : armyName(id, reduced);
}

/** A player as the log names them: "Ana (Judah)"; the Neutral Automaton for seat -1. */
export function who(country: string | null, seat: number): Text {
  if (seat < 0) return text('kd.automaton');
  if (country === null) return text('kd.whoPlain', { player: seatRef(seat) });
  return text('kd.who', { player: seatRef(seat), country: countryName(country) });
}
