import { seatRef, text, type Text } from '../../engine/text';
import { COUNTER, LEADER } from './data/counters';
import type { ChitKind, WindowType } from './data/tables';

/** Names of things as messages of the catalogue (messages.ts): places, countries, pieces, markers. */

export function areaName(id: string): Text {
  return text(`kd.area.${id}`);
}

/**
 * The catalogue key of a lake or river the map draws, from its name in the drawing ("Sea of
 * Galilee" → kd.water.sea-of-galilee). The page (web/games/king-david/map.js) makes the same key.
 */
export function waterKey(name: string): string {
  return `kd.water.${name.toLowerCase().replace(/[^a-z]+/g, '-')}`;
}

export function cityName(area: string): Text {
  return text(`kd.city.${area}`);
}

export function countryName(c: string): Text {
  return text(`kd.country.${c}`);
}

export function leaderName(id: string): Text {
  return text(`kd.leader.${id}`);
}

export function markerName(kind: number): Text {
  return text(`kd.marker.${kind}`);
}

export function chitName(kind: ChitKind): Text {
  return text(`kd.chit.${kind}`);
}

export function windowName(w: WindowType): Text {
  return text(`kd.window.${w}`);
}

/** An army counter as its owner reads it: "Judah phalanx 3 (full)". */
export function armyName(id: string, reduced: boolean): Text {
  const c = COUNTER[id];
  const strength = reduced && c.reduced !== null ? c.reduced : c.full;
  return text('kd.army', { country: countryName(c.country), type: text(`kd.type.${c.type}`), strength, state: c.reduced === null ? 'single' : reduced ? 'reduced' : 'full' });
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
