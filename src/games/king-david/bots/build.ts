import { AREA } from '../data/map';
import type { ArmyType } from '../data/counters';
import { COST, STEP_COST, UPKEEP_HALVES } from '../data/tables';
import type { PieceView } from '../view';
import { cheapestArmy } from './fight';
import { danger } from './goals';
import { isArmy } from './odds';
import { arg, firstOf, withVerb } from './pick';
import type { Board } from './read';

/**
 * The good bot's Build step (KD-70 to KD-76, R-37 to R-39): it keeps back what the next upkeep
 * will cost, then restores reduced armies, buys the army that brings most power for its price
 * while income still pays for it, fortifies the cities hostile stacks come near (10 R a level),
 * and always takes a free minor rebuild. Upkeep shortfalls cost the cheapest steps.
 */

const TYPE: Record<string, ArmyType> = { chariot: 'C', phalanx: 'P', infantry: 'I', militia: 'M' };

/** Power a new full army brings (strength + mean die, in clear), per the counter mix's usual faces. */
const POWER: Record<ArmyType, number> = { P: 9, C: 8.5, I: 7, M: 5 };

function ownPieces(b: Board): PieceView[] {
  const out: PieceView[] = [];
  for (const list of b.mine.values()) for (const p of list) if (isArmy(p) && p.id.startsWith(`${b.country}-`)) out.push(p);
  return out;
}

/** the next Build's upkeep (food, resources), halves summed and rounded up. */
function upkeep(b: Board, extra: ArmyType | null = null): [number, number] {
  let f = 0;
  let r = 0;
  const add = (type: ArmyType, steps: number) => {
    f += UPKEEP_HALVES[type][0] * steps;
    r += UPKEEP_HALVES[type][1] * steps;
  };
  for (const p of ownPieces(b)) add(p.type as ArmyType, p.reduced === null || p.isReduced ? 1 : 2);
  if (extra) add(extra, 2);
  return [Math.ceil(f / 2), Math.ceil(r / 2)];
}

interface Purse {
  food: number;
  res: number;
  income: [number, number];
}

function purse(b: Board): Purse {
  const me = b.view.players[b.seat];
  return { food: me.food, res: me.res, income: [me.production.food, me.production.res] };
}

/** Whether paying (food, res) leaves the next upkeep covered, with `extra` upkeep on top. */
function affordable(b: Board, p: Purse, food: number, res: number, extra: ArmyType | null = null): boolean {
  const [uf, ur] = upkeep(b, extra);
  return p.food - food >= uf + 4 && p.res - res >= ur + 4;
}

/** KD-74: income must carry the army too; about 1.5 Harvests and Resources come per Build (§5.6). */
function sustainable(b: Board, p: Purse, type: ArmyType): boolean {
  const [uf, ur] = upkeep(b, type);
  return uf <= 1.3 * p.income[0] && ur <= 1.3 * p.income[1];
}

function fortifyFirst(b: Board, actions: readonly string[]): string | null {
  const cities = withVerb(actions, 'fortify')
    .map((c) => ({ c, area: arg(c) }))
    .map((x) => ({ ...x, need: danger(b, x.area) + (AREA[x.area].country === b.country ? 1 : 0.5) - (b.area[x.area].level ?? 0) }))
    .filter((x) => x.need > -1.5)
    .sort((x, y) => y.need - x.need);
  return cities[0]?.c ?? null;
}

export function buildChoice(b: Board, actions: readonly string[]): string {
  if (withVerb(actions, 'lose').length > 0) return cheapestArmy(b, withVerb(actions, 'lose'));
  const adds = withVerb(actions, 'add');
  if (adds.length > 0) return [...adds].sort((x, y) => POWER[TYPE[y.split(' ')[1]]] - POWER[TYPE[x.split(' ')[1]]])[0];
  const p = purse(b);
  // Walls come before new armies: keep their price back while some city wants them.
  const fort = fortifyFirst(b, actions);
  const wall = fort ? COST.fortify : 0;
  for (const c of withVerb(actions, 'restore')) {
    const piece = ownPieces(b).find((x) => x.id === arg(c));
    const [f, r] = STEP_COST[(piece?.type ?? 'M') as ArmyType];
    if (affordable(b, p, f, r + wall)) return c;
  }
  const buys = withVerb(actions, 'buy')
    .filter((c) => c.endsWith(' full'))
    .map((c) => ({ c, type: TYPE[c.split(' ')[1]] }))
    .filter((x) => {
      const [f, r] = STEP_COST[x.type];
      return affordable(b, p, 2 * f, 2 * r + wall, x.type) && sustainable(b, p, x.type);
    })
    .sort((x, y) => POWER[y.type] / (STEP_COST[y.type][0] + STEP_COST[y.type][1]) - POWER[x.type] / (STEP_COST[x.type][0] + STEP_COST[x.type][1]));
  if (buys.length > 0) return buys[0].c;
  if (fort && affordable(b, p, 0, COST.fortify)) return fort;
  // KD-76: a minor's rebuild costs nothing.
  return withVerb(actions, 'rebuild')[0] ?? firstOf(actions, 'done', 'skip');
}
