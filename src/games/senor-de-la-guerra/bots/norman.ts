import { DEPLOY_FIRST, ENTRANCE, FRISIANS, NORMANS, type Kind } from '../data';
import type { SenorView } from '../view';
import { odds } from './odds';
import { countsIn, firstListed, normanWarriors, zoneIndex } from './read';
import { price } from './rounds';
import { fallChance, isTower, threatened } from './threat';

/*
 * The good bot's Norman decisions outside the rounds and the movement step: the starting set,
 * the deployment, guard recovery, where the tiles lie, the order of combats, Tactics and the
 * priest's retreat. The plan is to outlast the Frisians (N1, Draco) in the tower, with the Prince
 * where the Frisians cannot reach it.
 */

/** D3: the Entrance ten, so that both tower zones are about as strong; Chrysagon takes the Entrance, first under threat (the Ram is the cheaper structure). */
function entranceTen(view: SenorView): Partial<Record<Kind, number>> {
  const warriors = view.zones.flatMap((z) => z.normans).map((p) => p.kind as Kind).filter((k) => k !== 'guard' && k !== 'priest');
  warriors.sort((a, b) => price(NORMANS, b) - price(NORMANS, a));
  const out: Partial<Record<Kind, number>> = { chrysagon: 1 };
  const power = [2, 0];
  const size = [1, 0];
  for (const k of warriors) {
    if (k === 'chrysagon') continue;
    const side = size[0] < DEPLOY_FIRST && (power[0] <= power[1] || size[1] >= warriors.length - DEPLOY_FIRST) ? 0 : 1;
    power[side] += price(NORMANS, k);
    size[side]++;
    if (side === 0) out[k] = (out[k] ?? 0) + 1;
  }
  return out;
}

export function deploy(view: SenorView, actions: readonly string[]): string {
  if (actions.some((a) => a.startsWith('priest '))) return firstListed(actions, ['priest entrance']) ?? actions[0];
  const target = entranceTen(view);
  const here = countsIn(view.zones[ENTRANCE], NORMANS);
  for (const [kind, n] of Object.entries(target) as [Kind, number][]) {
    const missing = n - (here[kind] ?? 0);
    const go = missing > 0 && firstListed(actions, Array.from({ length: missing }, (_, i) => `entrance ${kind} ${missing - i}`));
    if (go) return go;
  }
  return actions[0];
}

/** D5: a guard back in a threatened tower zone takes a hit a warrior would (and is not counted for F4, R-17). */
export function recover(view: SenorView, actions: readonly string[]): string {
  if (view.courage.normans < 4) return 'pass';
  const tower = actions.filter((a) => a.startsWith('recover ') && isTower(zoneIndex(a.split(' ')[1])));
  const hot = tower.filter((a) => threatened(view, zoneIndex(a.split(' ')[1])));
  return hot[0] ?? tower[0] ?? 'pass';
}

/** D6 tiles: the Prince where the Frisians are least likely to take the zone this turn, the decoys next. */
export function placeTiles(view: SenorView, actions: readonly string[], random: () => number): string {
  const risk = new Map<string, number>();
  const riskOf = (word: string): number => {
    const z = zoneIndex(word);
    // A zone the Frisians cannot reach this turn is safe outright; among the others, the odds decide, then the garrison.
    if (!risk.has(word)) risk.set(word, threatened(view, z) ? 0.02 + fallChance(view, z, random) - normanWarriors(view.zones[z]) / 1000 : 0);
    return risk.get(word) ?? 1;
  };
  let best = actions[0];
  let bestScore = Infinity;
  for (const a of actions) {
    const w = a.split(' ');
    const decoys = w.slice(3);
    const score = riskOf(w[1]) * 100 + decoys.reduce((n, d) => n + riskOf(d), 0);
    if (score < bestScore) [best, bestScore] = [a, score];
  }
  return best;
}

/** The chance the Frisians take a zone in this combat phase: a fight there, or pieces that may still come by Tactics. */
function riskNow(view: SenorView, z: number, random: () => number): number {
  const zone = view.zones[z];
  if (!threatened(view, z)) return 0;
  if (zone.frisians.length === 0) return normanWarriors(zone) > 0 ? 0.02 : 0.2;
  return odds({ zone: z, normans: countsIn(zone, NORMANS), frisians: countsIn(zone, FRISIANS), shields: view.structures.shields }, 150, random).control;
}

/** D8: the fight the Normans are likeliest to win cleanly first (R-3: each brings Courage). */
export function fight(view: SenorView, actions: readonly string[], random: () => number): string {
  let best = actions[0];
  let bestScore = -Infinity;
  for (const a of actions) {
    const z = zoneIndex(a.split(' ')[1]);
    const zone = view.zones[z];
    const o = odds({ zone: z, normans: countsIn(zone, NORMANS), frisians: countsIn(zone, FRISIANS), shields: view.structures.shields }, 60, random);
    const score = o.clean - o.control - o.normanDead / 5;
    if (score > bestScore) [best, bestScore] = [a, score];
  }
  return best;
}

/** D9 / D11: the Prince's tile leaves a zone in danger for a safer one; nothing else is worth the Tactics. */
export function normanTactics(view: SenorView, actions: readonly string[], random: () => number): string {
  // A group someone else picked (a seat handed to the bot mid-window) is put down first.
  if (view.selection) return 'back';
  const prince = view.tiles.prince;
  if (!prince) return 'done';
  const moves = actions.filter((a) => a.startsWith(`tile ${prince} `));
  if (moves.length === 0) return 'done';
  const here = riskNow(view, zoneIndex(prince), random);
  if (here < 0.05) return 'done';
  let best = 'done';
  let bestRisk = here - 0.03;
  for (const m of moves) {
    const r = riskNow(view, zoneIndex(m.split(' ')[2]), random);
    if (r < bestRisk) [best, bestRisk] = [m, r];
  }
  return best;
}

/** D18: the priest joins the most threatened zone with the most warriors. */
export function relocate(view: SenorView, actions: readonly string[]): string {
  const score = (a: string) => {
    const z = zoneIndex(a.split(' ')[1]);
    return (threatened(view, z) ? 100 : 0) + normanWarriors(view.zones[z]);
  };
  return [...actions].sort((a, b) => score(b) - score(a))[0];
}
