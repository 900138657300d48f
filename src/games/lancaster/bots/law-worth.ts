import type { LancasterView } from '../view';
import { conflictsJoined, countiesHeld, deployedStrengths } from './board';
import { purseOf, type Purse } from './guess';
import { goldWorth, knightWorth, markerWorth, squireWorth, tileWorth, upgradeWorth } from './worth';

/*
 * §3.2: what each law gives each player if it applied now, on the board as it stands, in PP.
 * Phase 2 comes after every knight is placed, so during parliament this is what the law will
 * really do this round; during phase 1 it tells what a placement adds to the laws in play.
 */

/** What the laws count of a player (LW-2, R-18, R-19). */
export interface Holding {
  counties: number;
  conflicts: number;
  deployed: number[];
  built: number;
  nobles: number;
  reserve: number[];
  purse: Purse;
}

export function holdingOf(v: LancasterView, seat: number, purse: Purse = purseOf(v, seat)): Holding {
  const p = v.players[seat];
  return {
    counties: countiesHeld(v, seat),
    conflicts: conflictsJoined(v, seat),
    deployed: deployedStrengths(v, { seat, ally: false }),
    built: p.built.length,
    nobles: p.nobles.length,
    reserve: p.reserve,
    purse,
  };
}

/** LW-1 / R-19: the players holding the most, with at least one. */
function majority(amounts: number[]): boolean[] {
  const best = Math.max(...amounts);
  return amounts.map((a) => best >= 1 && a === best);
}

function count(list: number[], k: number): number {
  return list.filter((x) => x === k).length;
}

/** LW-3: an optional exchange is worth what it beats the goods it costs by, unit after unit. */
function exchangeGain(units: number, unitGain: (i: number) => number): number {
  let sum = 0;
  for (let i = 0; i < units; i++) sum += Math.max(0, unitGain(i));
  return sum;
}

/** The PP-equivalent a law brings each player if it applied with these holdings. */
export function lawGains(v: LancasterView, law: string, hs: Holding[]): number[] {
  const gold = majority(hs.map((h) => h.purse.gold));
  const squires = majority(hs.map((h) => h.purse.squires));
  return hs.map((h, seat) => {
    const p = v.players[seat];
    const g = h.purse.gold;
    const s = h.purse.squires;
    switch (law) {
      case 'l01':
        return gold[seat] && h.deployed.some((k) => h.reserve.includes(k + 1)) ? upgradeWorth(v) : 0;
      case 'l02':
        return squires[seat] && h.reserve.includes(1) ? knightWorth(v) : 0;
      case 'l03':
        return 3 * Math.floor(h.counties / 2);
      case 'l05':
        return exchangeGain(Math.min(g, s), (i) => 3 - goldWorth(v, g - i - 1) - squireWorth(v, s - i - 1));
      case 'l06': {
        const best = Math.max(0, ...p.unbuilt.map((id) => tileWorth(v, p, id)));
        return Math.min(p.unbuilt.length, Math.floor(h.conflicts / 2)) * best;
      }
      case 'l07':
        return count(h.deployed, 2) * squireWorth(v, s);
      case 'l08':
        return Math.floor(h.conflicts / 2) * (goldWorth(v, g) + squireWorth(v, s) + markerWorth(v));
      case 'l09':
        return h.deployed.includes(2) ? 0 : upgradeWorth(v);
      case 'l10':
        return h.deployed.includes(3) && h.reserve.includes(4) ? upgradeWorth(v) : 0;
      case 'l11':
        return 5 * Math.floor(h.built / 3);
      case 'l12':
        return 3 * h.conflicts;
      case 'l13':
        return 8 * Math.floor(h.counties / 3);
      case 'l14':
        return count(h.deployed, 1) === 3 ? 5 : 0;
      case 'l15':
        return Math.min(count(h.reserve, 1), Math.floor(h.nobles / 3)) * knightWorth(v);
      case 'l16':
        return exchangeGain(g, (i) => 1 - goldWorth(v, g - i - 1));
      case 'l17':
        return exchangeGain(s, (i) => 1 - squireWorth(v, s - i - 1));
      case 'l18':
        return [1, 2, 3, 4].every((k) => h.deployed.includes(k)) ? 6 : 0;
      default:
        // L04 buys voting markers for next round at 1 gold each: hardly worth its price.
        return 0;
    }
  });
}

/**
 * During phase 1: how likely each law is to apply this round. A current law is pushed out by
 * each proposal that passes (LA-19), the leftmost first; a proposal applies if it passes.
 */
function lawChances(v: LancasterView): { law: string; chance: number }[] {
  if (v.phase !== 'placement' && v.phase !== 'setup') return [];
  const stay = [0.45, 0.65, 0.85];
  return [...v.laws.map((l, i) => ({ law: l.id, chance: stay[i] ?? 0.85 })), ...v.proposals.map((p) => ({ law: p.id, chance: 0.5 }))];
}

/** What the laws likely to apply this round give one player with a holding. */
export function lawsWorth(v: LancasterView, seat: number, hs: Holding[]): number {
  let sum = 0;
  for (const { law, chance } of lawChances(v)) sum += chance * lawGains(v, law, hs)[seat];
  return sum;
}
