import { expect } from 'vitest';
import { FRISIANS, MAP_ZONES, NORMANS, REARGUARD, STRUCTURES, ZONES, unit } from '../../../src/games/senor-de-la-guerra/data';
import type { SenorState } from '../../../src/games/senor-de-la-guerra/state';
import { game, won } from './helpers';

/** SG-39 / SG-40 / SG-41: a game over ends with one victory condition, won by the side that met it, and nobody may act. */
export function checkEnd(s: SenorState): void {
  const result = game.result(s);
  const condition = won(result);
  expect(condition).toMatch(/^sg\.won\.[fn][1-4]$/);
  expect(result?.winners).toEqual([condition.startsWith('sg.won.n') ? s.normanSeat : 1 - s.normanSeat]);
  expect(game.active(s)).toEqual([]);
  expect(game.actions(s, 0)).toEqual([]);
  expect(game.actions(s, 1)).toEqual([]);
}

/**
 * SG-3 / SG-26 / R-6 / R-17 / SG-5 …: every piece is on the map, dead, or given up to a structure;
 * the counters, resources, caps, tiles and track stay what the rules allow. Null, or what is wrong.
 */
export function conservation(s: SenorState): string | null {
  const count = { map: [0, 0], dead: [0, 0], removed: [0, 0] };
  let deadN = 0;
  let deadF = 0;
  const capped = ZONES.map(() => [0, 0]);
  for (const p of s.pieces) {
    count[p.status][p.side]++;
    if (p.status === 'dead' && p.side === NORMANS && p.kind !== 'guard' && p.kind !== 'priest') deadN++;
    if (p.status === 'dead' && p.side === FRISIANS && p.kind !== 'peasant') deadF++;
    if (p.status === 'removed' && !(p.side === FRISIANS && p.kind === 'peasant')) return `${p.id} removed but not a Frisian peasant`;
    if (p.status !== 'map') continue;
    if (unit(p.side, p.kind).capped) capped[p.zone][p.side]++;
    if (p.side === NORMANS) {
      if (p.zone === REARGUARD) return `${p.id} in the Rearguard (SG-6)`;
      if (s.controlled[p.zone] && !(p.kind === 'priest' && s.relocatePriest)) return `${p.id} in a controlled zone (SG-8)`;
      if (p.kind === 'guard' && p.zone !== ZONES.findIndex((z) => `${z.word}-guard` === p.id)) return `${p.id} moved (SG-9)`;
    } else {
      const needs = ZONES[p.zone].needs;
      if (needs !== null && !s.built[needs]) return `${p.id} in the ${ZONES[p.zone].word} without the ${needs} (SG-7)`;
    }
  }
  if (count.map[NORMANS] + count.dead[NORMANS] !== 26) return `Norman pieces ${JSON.stringify(count)}`;
  if (count.map[FRISIANS] + count.dead[FRISIANS] + count.removed[FRISIANS] !== 57) return `Frisian pieces ${JSON.stringify(count)}`;
  if (count.removed[FRISIANS] !== 2 * STRUCTURES.filter((x) => s.built[x]).length - s.toLose) return 'two peasants per structure (SG-31)';
  if (s.dead[NORMANS] !== deadN || s.dead[FRISIANS] !== deadF) return `dead counters ${s.dead} vs ${deadN}, ${deadF} (SG-26)`;
  if (![...s.courage, ...s.tactics].every((n) => Number.isInteger(n) && n >= 0)) return 'negative Courage or Tactics (SG-2)';
  for (const z of MAP_ZONES) {
    if (capped[z][FRISIANS] > 10) return `${capped[z][FRISIANS]} Frisians in the ${ZONES[z].word} (SG-5)`;
    // Norman warriors wait in the Battlements until D3, and A-6 checks D6 on its final arrangement.
    if (!['start', 'deploy', 'norman-move'].includes(s.phase) && capped[z][NORMANS] > 10) return `${capped[z][NORMANS]} Normans in the ${ZONES[z].word} (SG-5)`;
  }
  if (s.draco < 0 || s.draco > 6) return 'Draco off the track';
  const tiles = s.tiles.prince === null ? s.tiles.decoys : [s.tiles.prince, ...s.tiles.decoys];
  const legalTile = (z: number) => z !== REARGUARD && (!s.controlled[z] || (s.tiles.princeFound && z === s.tiles.prince));
  if (new Set(tiles).size !== tiles.length || !tiles.every(legalTile)) return 'tiles misplaced (SG-36)';
  if (s.tiles.decoysLeft + s.tiles.revealedDecoys.length + s.tiles.discarded !== 2) return 'decoys lost or duplicated (SG-34)';
  return null;
}
