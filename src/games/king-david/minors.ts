import { text } from '../../engine/text';
import { allied, seatOfCountry } from './board';
import { AREA, areasOf, type CountryId } from './data/map';
import { COUNTER, MINOR_FORCES, SETUP, type ArmyType, type MinorCountry, type PlayerCountry } from './data/counters';
import { specialModifier } from './data/tables';
import { countryName } from './names';
import { drawForce, toPool } from './pools';
import type { KdState, Log } from './state';
import { patchMinor } from './shared';

/** Minor countries (§2.8, R-43 to ): status, participants, modifiers, conquest. */

const ADJACENT: Record<string, string[]> = {};

/** areas outside the minor sharing any edge with it (=JX included). */
export function adjacentToMinor(minor: string): string[] {
  if (!ADJACENT[minor]) {
    const inside = new Set(areasOf(minor as CountryId).map((a) => a.id));
    const out = new Set<string>();
    for (const id of inside) for (const e of AREA[id].adj) if (!inside.has(e.to)) out.add(e.to);
    ADJACENT[minor] = [...out];
  }
  return ADJACENT[minor];
}

/** KD-58 intimidation: the seat's own armies in areas adjacent to the minor. */
export function intimidation(s: KdState, seat: number, minor: string): number {
  const around = new Set(adjacentToMinor(minor));
  let n = 0;
  const country = s.country[seat];
  for (const id in s.armies) {
    const a = s.armies[id];
    if (a.at && around.has(a.at) && a.ctl === seat && a.role === 'own' && COUNTER[id].country === country) n++;
  }
  return n;
}

export function special(s: KdState, seat: number, minor: string): number {
  return specialModifier(s.country[seat] as PlayerCountry, minor);
}

/** a minor no player is using: not allied, invaded or conquered. */
export function alliancePossible(s: KdState, minor: string): boolean {
  return s.minors[minor]?.status === 'inactive';
}

/** every player but the invader and his formal allies. */
export function rolloffParticipants(s: KdState, invader: number): number[] {
  return s.initiative.filter((seat) => seat !== invader && !allied(s, seat, invader));
}

/** §5.2 / R-54: the force a minor puts on the map, drawn from its counters off the map. */
export function minorForce(s: KdState, minor: string): string[] {
  const counts: Record<ArmyType, number> = (MINOR_FORCES as Record<string, Record<ArmyType, number>>)[minor] ?? SETUP[minor as PlayerCountry].armies;
  return drawForce(s, minor, counts);
}

export function isMinorCountry(c: string): c is MinorCountry {
  return c in MINOR_FORCES;
}

/**
 * KD-79 / R-46: a minor is conquered once none of its cities is still held by it. Its armies on
 * the map leave, and whoever ran its defence may not enter it until the next Action phase.
 */
export function checkConquests(s: KdState, log: Log): void {
  for (const [minor, m] of Object.entries(s.minors)) {
    if (m.status !== 'invaded' && m.status !== 'allied') continue;
    const cities = areasOf(minor as CountryId).filter((a) => a.city);
    if (cities.some((a) => s.control[a.id] === minor)) continue;
    for (const id in s.armies) {
      const a = s.armies[id];
      if (a.at !== null && COUNTER[id].country === minor && (a.role === 'defence' || a.role === 'ally')) toPool(s, id);
    }
    const barred = m.status === 'invaded' && m.defender !== null && m.defender >= 0;
    patchMinor(s, minor, { ...(barred ? { barredUntil: s.actionsBegun + 1 } : {}), status: 'conquered', ally: null });
    log.push({ text: text('kd.log.conquered', { minor: countryName(minor) }) });
  }
}

/** KD-35 / R-46: the player holding every city of a conquered minor. */
export function holderOfAllCities(s: KdState, minor: string): number {
  const cities = areasOf(minor as CountryId).filter((a) => a.city);
  const holders = new Set(cities.map((a) => s.control[a.id]));
  return holders.size === 1 ? seatOfCountry(s, [...holders][0]) : -1;
}

/**
 * R-43 / KD-79: whether a seat may move into a minor's area: not while it or an ally runs the
 * minor's defence, nor, after the conquest, before the next Action phase for the former defender.
 */
export function minorBarred(s: KdState, seat: number, area: string): boolean {
  const minor = s.minors[AREA[area].country];
  if (!minor) return false;
  if (minor.status === 'invaded' && minor.defender !== null && minor.defender >= 0) {
    return minor.defender === seat || allied(s, seat, minor.defender);
  }
  if (minor.status === 'conquered') return minor.defender === seat && s.actionsBegun < minor.barredUntil;
  return false;
}

/** All minors of this game: the six minor countries and the player countries nobody plays (KD-4). */
export function minorsInGame(inPlay: readonly string[]): string[] {
  const players = ['PHI', 'JUD', 'ARA', 'TYR', 'MOA'].filter((c) => !inPlay.includes(c));
  return [...players, 'AMM', 'BED', 'EDO', 'EGY', 'HAM', 'NEG'];
}
