import { text } from '../../engine/text';
import { MAP_ZONES, NORMANS, TACTIC_COST, ZONES } from './data';
import { say, tell, zoneWord, type Log, type SenorState } from './state';
import { playerOf, zonesT, zoneT } from './words';

/** SG-36 / R-20: tiles go in any zone that is not the Rearguard and not controlled. */
export function tileZones(s: SenorState): number[] {
  return MAP_ZONES.filter((z) => ZONES[z].tiles && !s.controlled[z]);
}

/** Zones holding a face-down tile, canonical order: all the Frisian may know. */
export function tilesOnMap(s: SenorState): number[] {
  const { prince, decoys } = s.tiles;
  const out = prince === null ? [...decoys] : [prince, ...decoys];
  return out.sort((a, b) => a - b);
}

export function tilesInPlay(s: SenorState): number {
  return (s.tiles.princeFound ? 0 : 1) + s.tiles.decoysLeft;
}

/**
 * SG-35 / SG-36: step 3 picks up every tile in play for a fresh placement (A-7: no tile keeps an
 * identity from one turn to the next). Decoys beyond the legal zones are discarded.
 */
export function beginPlacement(s: SenorState, log: Log): void {
  if (s.tiles.prince !== null) s.tiles.last = { prince: s.tiles.prince, decoys: [...s.tiles.decoys] };
  s.tiles.prince = null;
  s.tiles.decoys = [];
  const fit = tileZones(s).length - 1;
  if (s.tiles.decoysLeft > fit) {
    const n = s.tiles.decoysLeft - Math.max(0, fit);
    s.tiles.decoysLeft -= n;
    s.tiles.discarded += n;
    say(log, text('sg.log.discarded', { zones: fit + 1, n }));
  }
}

export interface Placement {
  prince: number;
  decoys: number[];
}

/** Every legal placement: the Prince anywhere legal, the decoys in other zones (canonical order). */
export function placements(s: SenorState): Placement[] {
  const zones = tileZones(s);
  const n = s.tiles.decoysLeft;
  const out: Placement[] = [];
  for (const prince of zones) {
    const rest = zones.filter((z) => z !== prince);
    const pick = (start: number, chosen: number[]): void => {
      if (chosen.length === n) {
        out.push({ prince, decoys: [...chosen] });
        return;
      }
      for (let i = start; i < rest.length; i++) pick(i + 1, [...chosen, rest[i]]);
    };
    pick(0, []);
  }
  return out;
}

/** The notation: `prince bridge`, `prince bridge decoy east`, `prince bridge decoys east west`. */
export function placementText(p: Placement): string {
  const words = ['prince', zoneWord(p.prince)];
  if (p.decoys.length === 1) words.push('decoy');
  if (p.decoys.length > 1) words.push('decoys');
  for (const z of p.decoys) words.push(zoneWord(z));
  return words.join(' ');
}

/** SG-35: the Norman lays the tiles face down. Only the Normans read where the Prince went. */
export function placeTiles(s: SenorState, p: Placement, log: Log): void {
  s.tiles.prince = p.prince;
  s.tiles.decoys = [...p.decoys].sort((a, b) => a - b);
  const player = playerOf(s, NORMANS);
  tell(s, NORMANS, log, text('sg.log.placeSecret', { player, prince: zoneT(p.prince, 'in'), n: p.decoys.length, decoys: zonesT(p.decoys, 'in') }));
  const zones = tilesOnMap(s);
  say(log, text('sg.log.placePublic', { player, n: zones.length, zones: zonesT(zones) }));
}

export function tileAt(s: SenorState, z: number): boolean {
  return s.tiles.prince === z || s.tiles.decoys.includes(z);
}

/** SG-37 / R-21: a tile is turned over when its zone becomes controlled. */
export function revealTile(s: SenorState, z: number, log: Log): void {
  if (s.tiles.prince === z) {
    s.tiles.princeFound = true;
    s.reveals++;
    say(log, text('sg.log.princeFound', { where: zoneT(z, 'in') }));
    return;
  }
  const i = s.tiles.decoys.indexOf(z);
  if (i < 0) return;
  s.tiles.decoys.splice(i, 1);
  s.tiles.decoysLeft--;
  s.tiles.revealedDecoys.push(z);
  s.reveals++;
  say(log, text('sg.log.decoyFound', { where: zoneT(z, 'in'), n: tilesInPlay(s) }));
}

/** SG-30 / R-22: in his windows the Norman may move a tile out of an unresolved zone to an empty legal tile zone. */
export function tileMoves(s: SenorState): { from: number; to: number }[] {
  if (s.tactics[NORMANS] < TACTIC_COST) return [];
  const on = tilesOnMap(s);
  const out: { from: number; to: number }[] = [];
  for (const from of on) {
    if (s.resolved[from]) continue;
    for (const to of tileZones(s)) if (to !== from && !on.includes(to)) out.push({ from, to });
  }
  return out;
}

export function moveTile(s: SenorState, from: number, to: number, log: Log): void {
  if (s.tiles.prince === from) s.tiles.prince = to;
  else s.tiles.decoys = s.tiles.decoys.map((z) => (z === from ? to : z)).sort((a, b) => a - b);
  s.tactics[NORMANS] -= TACTIC_COST;
  s.tiles.moves.push({ from, to });
  say(log, text('sg.log.tileMove', { player: playerOf(s, NORMANS), cost: TACTIC_COST, from: zoneT(from, 'from'), to: zoneT(to, 'to') }));
}
