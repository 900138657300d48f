import { AREA, AREAS } from '../data/map';
import { steps, within } from './map';
import { foeForce, friendlyHeld, hasFoes, minorOf, myArmies, seatOfCountry, type Board } from './read';

/**
 * What the board offers the seat (KD-81, R-58): cities to take (a neutral or minor city is worth
 * one VP; a city another player holds is worth his loss as well, since only the ranking counts),
 * hostile stacks to strike, and the seat's own cities to hold where hostile stacks gather near.
 */

type GoalKind = 'take' | 'strike' | 'hold';

export interface Goal {
  area: string;
  kind: GoalKind;
  value: number;
}

/** The worth of taking a city, or 0 when the seat may not or need not take it. */
function takeValue(b: Board, area: string): number {
  const a = AREA[area];
  if (!a.city || friendlyHeld(b, area)) return 0;
  const holder = b.area[area].control;
  const m = b.view.minors.find((x) => x.id === holder);
  if (m) {
    // KD-77: an untouched minor rises in arms when entered; R-43: never the minor one defends.
    if (m.status === 'inactive') return 0;
    if (m.status === 'allied' && m.ally !== null && (m.ally === b.seat || b.allies.has(m.ally))) return 0;
    if (m.status === 'invaded' && m.defender !== null && m.defender >= 0 && (m.defender === b.seat || b.allies.has(m.defender))) return 0;
    return 1;
  }
  const owner = seatOfCountry(b, holder);
  if (owner < 0) return 1;
  // The holder loses what the seat gains: the whole swing with one rival, a part of it with more.
  const swing = b.view.players.length === 2 ? 2 : 1.6;
  return a.country === b.country ? Math.max(swing, 2) : swing;
}

/** Hostile armies near a city of the seat's, nearer ones counting more. */
export function danger(b: Board, area: string): number {
  let d = 0;
  for (const near of within(area, 2)) {
    if (!hasFoes(b, near)) continue;
    const n = foeForce(b, near).armies;
    d += near === area ? 2 * n : steps(area, near) === 1 ? n : n / 2;
  }
  return d;
}

export function goalsOf(b: Board): Goal[] {
  const out: Goal[] = [];
  for (const a of AREAS) {
    const id = a.id;
    const take = takeValue(b, id);
    if (take > 0) out.push({ area: id, kind: 'take', value: take });
    else if (a.city && b.area[id].control === b.country) {
      const threat = danger(b, id) - myArmies(b, id).length - (b.area[id].level ?? 0);
      const worth = a.country === b.country ? 2 : 1.5;
      if (threat > 0) out.push({ area: id, kind: 'hold', value: worth * Math.min(1, threat / 4) });
    }
    if (hasFoes(b, id) && take === 0 && minorOf(b, id)?.status !== 'inactive') {
      const near = Math.min(...AREAS.filter((c) => c.city && b.area[c.id].control === b.country).map((c) => steps(c.id, id)));
      out.push({ area: id, kind: 'strike', value: 0.15 * foeForce(b, id).armies + (near <= 1 ? 0.6 : near <= 2 ? 0.3 : 0) });
    }
  }
  return out;
}
