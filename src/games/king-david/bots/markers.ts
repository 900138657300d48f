import { areasOf, type CountryId } from '../data/map';
import { COUNTRY_WORD, MINOR_FORCES, SETUP, type ArmyType, type PlayerCountry } from '../data/counters';
import { MARKER_BY_WORD } from '../data/tables';
import { aimedAtMe, promptKind } from './intervene';
import { steps } from './map';
import { arg, withVerb } from './pick';
import { myArmies, myCities, type Board } from './read';
import { bestReroll } from './reroll';
import { battleSides, besieged, besieging } from './sides';

/**
 * The good bot in marker windows (A-6 to A-8, KD-41 to KD-67): it plays a marker where it helps
 * its own side now (first strike on its own side of a battle, weapons, walls, harvests and
 * resources, Royal Death on the rival nearest its cities, Vacillating Force on a stack about to
 * strike it, Act of God on a roll that went its rival's way, a minor ally, prisoners), answers with
 * God's Intervention the markers aimed at it, and otherwise passes. It never sets `pass always`.
 */

const WORD_KIND: Record<string, number> = Object.fromEntries(Object.entries(MARKER_BY_WORD).map(([w, m]) => [w, m.n]));

/** The rivals: other seats that are not allies, strongest on the final count (KD-83) first. */
function rivals(b: Board): number[] {
  const score = (seat: number) => b.view.players[seat].vp * (b.view.players[seat].multiplier ?? 1) + b.view.players[seat].production.res / 100;
  return b.view.players.map((p) => p.seat).filter((s) => s !== b.seat && !b.allies.has(s) && b.countries[s]).sort((x, y) => score(y) - score(x));
}

function word(country: string | null): string {
  return COUNTRY_WORD[(country ?? '') as keyof typeof COUNTRY_WORD] ?? '';
}

/** KD-65: the rival with most armies near the seat's cities. */
function mostMenacing(b: Board): number | null {
  const cities = myCities(b);
  let best: number | null = null;
  let most = 0;
  for (const r of rivals(b)) {
    let n = 0;
    for (const [area, stacks] of b.foes) {
      if (!cities.some((c) => steps(c, area) <= 2)) continue;
      for (const st of stacks) if (st.seat === r) n += st.count;
    }
    if (n > most) {
      best = r;
      most = n;
    }
  }
  return best;
}

/** Areas where the phasing rival's stacks stand with the seat's armies, or next to its cities. */
function threatsByPhasing(b: Board): string[] {
  const actors = b.view.slot?.actors ?? [];
  if (actors.includes(b.seat)) return [];
  const cities = myCities(b);
  const out: { area: string; n: number }[] = [];
  for (const [area, stacks] of b.foes) {
    const n = stacks.filter((st) => actors.includes(st.seat)).reduce((k, st) => k + st.count, 0);
    if (n < 2) continue;
    if (myArmies(b, area).length > 0 || cities.some((c) => steps(c, area) <= 1)) out.push({ area, n });
  }
  return out.sort((x, y) => y.n - x.n).map((x) => x.area);
}

/** KD-58: the minor with the biggest force nearest the seat's cities (its armies fight for the seat, R-44). */
function allianceTarget(b: Board, options: readonly string[]): string | null {
  const cities = myCities(b);
  let best: string | null = null;
  let bestScore = -Infinity;
  for (const c of options) {
    const minor = countryOfWord(c.split(' ')[1]);
    const force = Object.values((MINOR_FORCES as Record<string, Record<ArmyType, number>>)[minor] ?? SETUP[minor as PlayerCountry]?.armies ?? {}).reduce((n, x) => n + x, 0);
    const near = Math.min(99, ...areasOf(minor as CountryId).flatMap((a) => cities.map((x) => steps(x, a.id))));
    const score = force - 3 * near;
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

function countryOfWord(w: string): string {
  return Object.keys(COUNTRY_WORD).find((k) => COUNTRY_WORD[k as keyof typeof COUNTRY_WORD] === w) ?? '';
}

/** Whether playing a marker of this kind now helps the seat (before its parameters are chosen). */
function useful(b: Board, kind: number): boolean {
  const sides = battleSides(b);
  const round1 = b.view.battle?.round === 1;
  switch (kind) {
    case 1:
      return !!sides && round1 && sides.att;
    case 2:
      return !!sides && round1 && !sides.att;
    case 3:
      return threatsByPhasing(b).length > 0;
    case 4:
      return bestReroll(b) !== null;
    case 5:
    case 20:
      return besieging(b);
    case 6:
      return !!sides && sides.mine.armies.length >= 2;
    case 7:
    case 22:
    case 23:
      return !!sides && sides.theirs.armies.length >= 2;
    case 19:
      return !!sides && sides.mine.armies.length >= 3;
    case 21:
      return besieged(b);
    case 14:
    case 16:
    case 18:
    case 24:
      return true;
    case 15:
    case 17:
      return rivals(b).length > 0;
    case 25:
      return mostMenacing(b) !== null;
    default:
      // Raids (8–13) are played from the Movement section; Hand of Fate (27) is not played.
      return false;
  }
}

/** The parameter of a marker being played. */
function parameter(b: Board, kind: number, actions: readonly string[]): string {
  const options = actions.filter((c) => c !== 'back');
  const byWord = (w: string) => options.find((c) => c.split(' ')[1] === w);
  switch (kind) {
    case 3:
      return options.find((c) => threatsByPhasing(b).includes(arg(c))) ?? options[0];
    case 4:
      return options.find((c) => c === `roll ${bestReroll(b)?.roll}`) ?? options[0];
    case 14:
    case 16:
      return byWord(word(b.country)) ?? options[0];
    case 15:
    case 17:
      return byWord(word(b.countries[rivals(b)[0]] ?? null)) ?? options[0];
    case 25:
      return byWord(word(b.countries[mostMenacing(b) ?? -1] ?? null)) ?? options[0];
    case 18: {
      const bribes = withVerb(options, 'bribe');
      if (bribes.length > 0) return bribes[bribes.length - 1];
      return allianceTarget(b, withVerb(options, 'minor')) ?? options[0];
    }
    case 22:
    case 23: {
      const theirs = battleSides(b)?.theirs.armies ?? [];
      const strength = (c: string) => theirs.find((p) => p.id === arg(c))?.strength ?? 0;
      return [...options].sort((x, y) => strength(y) - strength(x))[0];
    }
    default:
      return options[0];
  }
}

export function windowChoice(b: Board, actions: readonly string[]): string {
  if (!actions.includes('pass')) return parameter(b, promptKind(b.view), actions);
  if (b.view.step.window === 'gi') return actions.includes('play intervention') && aimedAtMe(b) ? 'play intervention' : 'pass';
  for (const c of withVerb(actions, 'play')) if (useful(b, WORD_KIND[c.split(' ')[1]] ?? 0)) return c;
  return 'pass';
}
