import { FRISIAN_KINDS, FRISIANS, NORMANS, REARGUARD, ZONES, type Kind } from '../data';
import type { SenorView } from '../view';
import { odds } from './odds';
import { countsIn, type Counts } from './read';

/*
 * What the Frisians can do to a zone this turn, from the public board: which zones they may
 * still enter (SG-7, R-8), and how well the largest host they can gather there would fare.
 */

const CAP = 10;
/** The Frisian kinds in the order a full-strength host takes them (the King stays behind). */
const STRONGEST: readonly Kind[] = ['captain', 'swordsman', 'spearman', 'archer', 'peasant'];

export function isTower(zone: number): boolean {
  return ZONES[zone].tower;
}

const BEFORE_FRISIAN_MOVE: readonly string[] = ['siege', 'sacrifice', 'recover', 'norman-move', 'tiles'];

/**
 * SG-7 / R-8 / SG-30: the Frisians stand in `zone`, or may still bring pieces there this turn:
 * in their movement step, or in the combat phase by Tactics out of a pending zone into one not
 * yet resolved.
 */
export function threatened(view: SenorView, zone: number): boolean {
  const z = view.zones[zone];
  if (z.controlled || zone === REARGUARD) return false;
  if (z.frisians.length > 0) return !z.resolved || z.normans.every((p) => p.kind === 'priest');
  const needs = ZONES[zone].needs;
  if (view.builtThisTurn !== null || (needs !== null && !view.structures[needs])) return false;
  if (BEFORE_FRISIAN_MOVE.includes(view.phase)) return true;
  if (view.phase !== 'combat' || z.resolved || view.tactics.frisians === 0) return false;
  return view.zones.some((o) => o.pending && o.frisians.some((p) => !p.marked));
}

/** Every Frisian piece on the map, by kind. */
export function frisianArmy(view: SenorView): Counts {
  const out: Counts = {};
  for (const z of view.zones) for (const [k, n] of Object.entries(countsIn(z, FRISIANS))) out[k as Kind] = (out[k as Kind] ?? 0) + (n ?? 0);
  return out;
}

/** The strongest host of at most ten the Frisians could send anywhere (SG-5). */
function strongestHost(army: Counts): Counts {
  const host: Counts = {};
  let room = CAP;
  for (const k of STRONGEST) {
    const n = Math.min(room, army[k] ?? 0);
    if (n > 0) host[k] = n;
    room -= n;
  }
  return host;
}

/** The chance the Frisians take `zone` this turn if they bring their strongest host (0 where they cannot come). */
export function fallChance(view: SenorView, zone: number, random: () => number, normans: Counts = countsIn(view.zones[zone], NORMANS)): number {
  if (!threatened(view, zone)) return 0;
  const host = strongestHost(frisianArmy(view));
  if (!FRISIAN_KINDS.some((k) => (host[k] ?? 0) > 0)) return 0;
  return odds({ zone, normans, frisians: host, shields: view.structures.shields }, 120, random).control;
}
