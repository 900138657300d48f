import type { ArmyType } from '../data/counters';
import { battleDie, LEVEL_DIE, SIEGE_DIE } from '../data/tables';
import type { PieceView, SideView } from '../view';
import { isHills } from './map';
import { isArmy } from './odds';
import type { Board } from './read';
import { battleSides, besieged, besieging } from './sides';

/**
 * Act of God (KD-44, R-13, A-6 W-ROLL): the rolls it may name now and what re-rolling each is
 * worth to the seat, in hits against the dice's mean: a rival's roll above it, or its own below.
 */

function dieMean(p: PieceView, hills: boolean): number {
  return (battleDie(p.type as ArmyType, hills) + 1) / 2;
}

/** KD-44 / R-13: the rolls Act of God may name now, with what a re-roll is worth to the seat. */
function rerolls(b: Board): { roll: string; gain: number }[] {
  const g = b.view.siege;
  const out: { roll: string; gain: number }[] = [];
  const sum = (d: number[]) => d.reduce((a, x) => a + x, 0);
  if (g) {
    const mineBesieging = besieging(b);
    if (!mineBesieging && !besieged(b)) return [];
    const att = sum(g.dice) - g.dice.length * ((SIEGE_DIE + 1) / 2);
    const city = sum(g.cityDice) - g.cityDice.length * ((LEVEL_DIE + 1) / 2);
    out.push({ roll: 'besiegers', gain: mineBesieging ? -att : att }, { roll: 'city', gain: mineBesieging ? city : -city });
    return out;
  }
  const bt = b.view.battle;
  const sides = battleSides(b);
  if (!bt || !sides) return [];
  const hills = isHills(bt.area);
  const luck = (s: SideView) => {
    const armies = s.armies.filter(isArmy);
    const mean = armies.length ? armies.reduce((a, p) => a + dieMean(p, hills), 0) / armies.length : 0;
    return sum(s.dice) - s.dice.length * mean;
  };
  const firstStrike = bt.round === 1 && bt.surprise > 0 !== bt.ambush > 0;
  for (const [name, s] of [['attacker', bt.attacker], ['defender', bt.defender]] as const) {
    if (s.dice.length === 0) continue;
    if (firstStrike) {
      // Only the roll just made is open: the first striker's, or the second side's once both rolled.
      const first = bt.surprise > 0 ? 'attacker' : 'defender';
      const both = bt.attacker.dice.length > 0 && bt.defender.dice.length > 0;
      if ((both && name === first) || (!both && name !== first)) continue;
    }
    out.push({ roll: name, gain: s === sides.mine ? -luck(s) : luck(s) });
  }
  return out;
}

export function bestReroll(b: Board): { roll: string; gain: number } | null {
  const options = rerolls(b).sort((x, y) => y.gain - x.gain);
  return options[0] && options[0].gain >= 4 ? options[0] : null;
}
