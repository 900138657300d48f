import { hasPort } from './board';
import { CONVERT_RATE, PORT_CONVERT_RATE } from './data/tables';
import type { KdState } from './state';

/**
 * KD-71 / R-19 / R-20: in any payment, 3 resources count as 1 food and 3 food as 1 resource (2 for 1
 * while the country holds a port city), in whole units, only to cover a shortfall.
 */

export function rate(s: KdState, seat: number): number {
  return hasPort(s, seat) ? PORT_CONVERT_RATE : CONVERT_RATE;
}

/** What a payment of `food` and `res` actually takes from the stocks, or null if it cannot be paid. */
export function charge(s: KdState, seat: number, food: number, res: number): { food: number; res: number } | null {
  const r = rate(s, seat);
  const haveF = s.food[seat];
  const haveR = s.res[seat];
  const shortF = Math.max(0, food - haveF);
  const shortR = Math.max(0, res - haveR);
  if (shortF > 0 && shortR > 0) return null;
  if (shortF > 0) {
    const need = res + shortF * r;
    return need <= haveR ? { food: haveF, res: need } : null;
  }
  if (shortR > 0) {
    const need = food + shortR * r;
    return need <= haveF ? { food: need, res: haveR } : null;
  }
  return { food, res };
}

export function canPay(s: KdState, seat: number, food: number, res: number): boolean {
  return charge(s, seat, food, res) !== null;
}

/** Pays, converting as needed; returns what was taken. Call only after `canPay`. */
export function pay(s: KdState, seat: number, food: number, res: number): { food: number; res: number } {
  const c = charge(s, seat, food, res);
  if (!c) throw new Error(`seat ${seat} cannot pay ${food} F / ${res} R`);
  s.food[seat] -= c.food;
  s.res[seat] -= c.res;
  return c;
}

/** The most resources a seat can pay, converting all its food (bids, ransoms). */
export function maxResources(s: KdState, seat: number): number {
  return s.res[seat] + Math.floor(s.food[seat] / rate(s, seat));
}
