import { text, type Text } from '../../engine/text';
import { FRISIANS, MAP_ZONES, REARGUARD, STRUCTURE_DATA, STRUCTURES, type Structure } from './data';
import { change } from './pieces';
import { say, type Log, type SenorState } from './state';
import { playerOf, structureT, zoneT } from './words';

function peasantsOnMap(s: SenorState): number {
  let n = 0;
  for (const p of s.pieces) if (p.side === FRISIANS && p.kind === 'peasant' && p.status === 'map') n++;
  return n;
}

/** SG-31 / R-7: structures not built before, with the Tactics to pay and 2 peasants to lose. */
export function buildable(s: SenorState): Structure[] {
  if (s.builtThisTurn) return [];
  return STRUCTURES.filter(
    (x) => !s.built[x] && s.tactics[FRISIANS] >= STRUCTURE_DATA[x].tactics && peasantsOnMap(s) >= STRUCTURE_DATA[x].peasants,
  );
}

/** Why a structure cannot be declared now, in words, or null if it can. */
export function whyNotBuild(s: SenorState, x: Structure): Text | null {
  const d = STRUCTURE_DATA[x];
  //
  if (s.built[x]) return text('sg.no.built', { structure: x });
  // SG-31
  if (s.builtThisTurn) return text('sg.no.oneStructure');
  //
  if (s.tactics[FRISIANS] < d.tactics) return text('sg.no.structureCost', { structure: structureT(x), cost: d.tactics, have: s.tactics[FRISIANS] });
  if (peasantsOnMap(s) < d.peasants) return text('sg.no.structurePeasants', { need: d.peasants, have: peasantsOnMap(s) });
  return null;
}

/** SG-31: D4. Pay the Tactics now; the peasants are chosen next. */
export function declare(s: SenorState, x: Structure, log: Log): void {
  const d = STRUCTURE_DATA[x];
  s.tactics[FRISIANS] -= d.tactics;
  s.built[x] = true;
  s.builtThisTurn = x;
  s.toLose = d.peasants;
  say(log, text('sg.log.build', { player: playerOf(s, FRISIANS), structure: structureT(x), cost: d.tactics, peasants: d.peasants }));
  s.phase = 'sacrifice';
}

/** Zones holding a peasant, Rearguard first, then canonical order. */
export function peasantZones(s: SenorState): number[] {
  return [REARGUARD, ...MAP_ZONES].filter((z) => s.pieces.some((p) => p.side === FRISIANS && p.kind === 'peasant' && p.status === 'map' && p.zone === z));
}

/** a peasant lost to the structure is removed; it is not a casualty and counts for nothing. */
export function losePeasant(s: SenorState, zone: number, log: Log): void {
  const p = s.pieces.find((x) => x.side === FRISIANS && x.kind === 'peasant' && x.status === 'map' && x.zone === zone);
  if (!p) return;
  change(s, p, { status: 'removed' });
  s.toLose--;
  say(log, text('sg.log.losePeasant', { player: playerOf(s, FRISIANS), where: zoneT(zone, 'in') }));
  if (s.toLose === 0) s.phase = 'recover';
}
