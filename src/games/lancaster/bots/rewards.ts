import type { LancasterView } from '../view';
import { aim, weigh } from './aim';
import { cards, holdsNoble, type ForceRef } from './board';
import { outlookChange, withKnight } from './conflict-odds';
import { countyOptions, removalValue, upgradeValue, type UpgradeSpot } from './county-worth';
import { favourValue } from './favour-worth';
import { nobleWorth, tileWorth } from './worth';

/*
 * The prompts that hand out something (AS-3, AS-6): a county's choice (LA-22), a King's favour
 * tile (LA-14), an upgrade target, a noble (R-10, AL-8), an extension tile (LA-3,
 * R-20), the Passage to France and the next start player (LA-24). Each listed command is
 * weighed and the best one played; `pass` is worth nothing.
 */

/** The force the prompt is about: the seat's own, or its ally's (the view says which). */
export function promptForce(v: LancasterView, me: number): ForceRef {
  return { seat: me, ally: v.step?.ally ?? false };
}

/** The listed command with the highest value; the first listed on equal values. */
export function bestOf(actions: readonly string[], value: (command: string) => number): string {
  let best = actions[0];
  let top = -Infinity;
  for (const command of actions) {
    const x = value(command);
    if (x > top) {
      top = x;
      best = command;
    }
  }
  return best;
}

/** `upgrade <strength> <place>` read as the knight it names. */
function spotOf(v: LancasterView, strength: number, place: string): UpgradeSpot {
  if (place === 'court') return { strength, where: 'court', card: null };
  if (v.counties.some((c) => c.name === place)) return { strength, where: 'county', card: null };
  if (cards(v).some((x) => x.card.id === place)) return { strength, where: 'conflict', card: place };
  return { strength, where: 'castle', card: null };
}

export function chooseUpgrade(v: LancasterView, me: number, f: ForceRef, actions: readonly string[]): string {
  return bestOf(actions, (c) => {
    const [verb, n, place] = c.split(' ');
    return verb === 'upgrade' ? upgradeValue(v, me, f, spotOf(v, Number(n), place)) : 0;
  });
}

export function chooseCounty(v: LancasterView, me: number, actions: readonly string[]): string {
  const county = v.counties.find((c) => c.name === v.step?.county);
  if (!county) return actions[0];
  const o = countyOptions(v, me, promptForce(v, me), county, county.knight?.strength ?? 1);
  const worth: Record<string, number> = { noble: o.noble ?? -Infinity, reward: o.reward, both: o.both ?? -Infinity, pass: 0 };
  return bestOf(actions, (c) => worth[c] ?? -Infinity);
}

export function chooseFavour(v: LancasterView, me: number, actions: readonly string[]): string {
  const f = promptForce(v, me);
  return bestOf(actions, (c) => favourValue(v, me, f, `kf${c.split(' ')[1]}`));
}

/**
 * a player's noble from a county he does not hold (that one he may take himself in phase 3a),
 * preferably one a rival holds and would take; AL-8: an ally removes the noble that hurts the
 * rivals most.
 */
export function chooseNoble(v: LancasterView, me: number, actions: readonly string[]): string {
  const f = promptForce(v, me);
  const weights = aim(v, me);
  return bestOf(actions, (c) => {
    const county = v.counties.find((x) => x.name === c.split(' ')[1]);
    if (!county) return 0;
    if (f.ally) return removalValue(v, me, county);
    const holder = county.knight;
    const mine = holder && holder.seat === me && !holder.ally ? -1.5 : 0;
    const denied = v.players.map((p) => (holder && holder.seat === p.seat && p.seat !== me && !holdsNoble(p, county.letter) && county.nobles === 1 ? -nobleWorth(v, p) : 0));
    // Fewer tiles left means more players are kept from this county's noble.
    return mine + weigh(weights, denied) + 0.1 / county.nobles;
  });
}

export function chooseBuild(v: LancasterView, me: number, actions: readonly string[]): string {
  const p = v.players[me];
  return bestOf(actions, (c) => (c === 'pass' ? 0 : tileWorth(v, p, c.split(' ')[1])));
}

/** the card where the Hampshire knight does most, or home if none is worth it. */
export function choosePassage(v: LancasterView, me: number, actions: readonly string[]): string {
  const f = promptForce(v, me);
  const county = v.counties.find((c) => c.name === v.step?.county);
  const strength = county?.knight?.strength ?? 1;
  const weights = aim(v, me);
  return bestOf(actions, (c) => {
    const slot = cards(v).find((x) => x.card.id === c.split(' ')[1]);
    const after = slot && withKnight(slot.card.spaces, f, strength);
    return slot && after ? weigh(weights, outlookChange(v, slot, after, me)) : 0;
  });
}

/** LA-24: the bot names itself, to place first next round. */
export function chooseStart(me: number, actions: readonly string[]): string {
  const mine = `start ${me}`;
  return actions.includes(mine) ? mine : actions[0];
}
