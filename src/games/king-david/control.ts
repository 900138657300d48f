import { text } from '../../engine/text';
import { allied, armiesIn, seatOfCountry } from './board';
import { AREA, AREAS } from './data/map';
import { COUNTER } from './data/counters';
import { captureInside } from './leaders';
import { checkConquests, holderOfAllCities } from './minors';
import { areaName, cityName, who } from './names';
import { setControl, setFort } from './shared';
import type { KdState, Log } from './state';

/** Control of areas and cities (KD-35, KD-38, KD-80, R-34, R-46, R-50). */

/**
 * KD-35 / KD-80 / R-46: once a minor is conquered and one player holds all its cities, that
 * player gains its other areas by moving through them (on entry, R-34).
 */
export function passThrough(s: KdState, seat: number, area: string, log: Log): void {
  const m = s.minors[AREA[area].country];
  if (!m || m.status !== 'conquered' || AREA[area].city) return;
  const c = s.country[seat] as string;
  if (s.control[area] === c || holderOfAllCities(s, AREA[area].country) !== seat) return;
  setControl(s, area, c);
  log.push({ text: text('kd.log.controls', { who: who(c, seat), area: areaName(area) }) });
}

/**
 * at the end of a slot, an area without a city holding only phasing-side armies passes to
 * the phasing player (in a joint slot, to the ally with more armies there, ties to the host);
 * raiders count as their controller's armies, in their own minor's areas too. Minor-defence
 * armies alone in their own minor's areas give them back to it at the end of any slot. A minor
 * ally's own country stays its own ground.
 */
export function slotControl(s: KdState, log: Log): void {
  const slot = s.slot;
  if (!slot) return;
  for (const a of AREAS) {
    if (a.city) continue;
    const armies = armiesIn(s, a.id);
    if (armies.length === 0) continue;
    let next: string;
    if (armies.every((id) => s.armies[id].role === 'defence' && COUNTER[id].country === a.country)) next = a.country;
    else {
      if (!armies.every((id) => slot.actors.includes(s.armies[id].ctl))) continue;
      const count = (seat: number) => armies.filter((id) => s.armies[id].ctl === seat).length;
      const seat = slot.actors.reduce((best, x) => (count(x) > count(best) ? x : best), slot.actors[0]);
      const minor = s.minors[a.country];
      if (minor?.status === 'allied' && minor.ally !== null && (minor.ally === seat || allied(s, minor.ally, seat))) continue;
      next = s.country[seat] as string;
    }
    if (s.control[a.id] === next) continue;
    setControl(s, a.id, next);
    const seat = seatOfCountry(s, next);
    log.push({ text: text('kd.log.controls', { who: seat >= 0 ? who(next, seat) : text(`kd.country.${next}`), area: areaName(a.id) }) });
  }
}

/**
 * KD-38 / R-22 / R-36 / R-37 / R-50: the city falls to the taker (to the ally whose home city it
 * is, in a joint slot); its level becomes 1 (kept after Secret Entrance); enemy leaders inside
 * are captured; a minor that lost its last city is conquered.
 */
export function takeCity(s: KdState, area: string, taker: number, keepLevel: boolean, log: Log): void {
  const slot = s.slot;
  let seat = taker;
  if (slot) for (const x of slot.actors) if (AREA[area].country === s.country[x]) seat = x;
  setControl(s, area, s.country[seat] as string);
  if (!keepLevel) setFort(s, area, 1);
  log.push({ text: text('kd.log.cityTaken', { who: who(s.country[seat], seat), city: cityName(area), level: s.fort[area] }) });
  captureInside(s, area, seat, log);
  checkConquests(s, log);
}
