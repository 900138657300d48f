import { text } from '../../../engine/text';
import { enemyArmiesIn, patchArmy, stackRoom } from '../board';
import { COUNTER, COUNTRY_WORD, TYPE_ORDER, TYPE_WORD, type ArmyType } from '../data/counters';
import { COST, MAX_LEVEL, STEP_COST } from '../data/tables';
import { drawIndex } from '../dice';
import { canPay, pay } from '../economy';
import type { BuildFrame, BuildsFrame } from '../frames';
import { pop, push, skips, type Handler } from '../handler';
import { armyClass } from '../hits';
import { loseStep } from '../losses';
import { areaName, armyName, cityName, countryName, who } from '../names';
import { buildAreas, rebuildAreas, roomFor } from '../placement';
import { poolOf } from '../pools';
import { fortCities, setFort } from '../shared';
import type { Army, KdState, Log } from '../state';
import { describeGift, giftCommands, performGift } from '../transfers';
import { upkeep, ownArmies } from '../upkeep';

/**
 * The Build phase (KD-70 to KD-76, A-15, A-17, R-37 to ): in initiative order each player
 * pays upkeep (choosing step losses if short), then restores, buys, fortifies, rebuilds his minors
 * and makes transfers to allies, in that order, and ends with `done`.
 */

const TYPES: Record<string, ArmyType> = { chariot: 'C', phalanx: 'P', infantry: 'I', militia: 'M' };

function name(s: KdState, seat: number) {
  return who(s.country[seat] ?? null, seat);
}

/** One command per (area, kind of army): identical counters in one area are one choice. */
function distinctByArea(s: KdState, ids: string[]): string[] {
  const seen = new Set<string>();
  return ids.filter((id) => {
    const k = `${s.armies[id].at}|${armyClass(s, id)}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function stepCost(type: ArmyType, steps: number): [number, number] {
  return [STEP_COST[type][0] * steps, STEP_COST[type][1] * steps];
}

/** KD-74 / R-38: a new army costs per step; a militia always two steps. */
function buyCost(type: ArmyType, full: boolean): [number, number] {
  return stepCost(type, full || type === 'M' ? 2 : 1);
}

function canBuildHere(s: KdState, seat: number): boolean {
  return buildAreas(s, seat).some((a) => stackRoom(s, seat, a) > 0);
}

/** KD-76: minors the seat holds as an ally or in defence. */
function ownMinors(s: KdState, seat: number): string[] {
  return Object.keys(s.minors).filter((m) => {
    const x = s.minors[m];
    return (x.status === 'allied' && x.ally === seat) || (x.status === 'invaded' && x.defender === seat);
  });
}

function minorArmy(s: KdState, minor: string, ctl: number): Army {
  return { at: null, reduced: false, ctl, role: s.minors[minor].status === 'allied' ? 'ally' : 'defence' };
}

function addTypes(s: KdState, minor: string, ctl: number): ArmyType[] {
  const room = rebuildAreas(s, minor, ctl).some((a) => roomFor(s, minorArmy(s, minor, ctl), a) > 0);
  return room ? TYPE_ORDER.filter((t) => poolOf(s, minor, t).length > 0) : [];
}

/** KD-76: every unit of the minor on the map back to full strength. */
function flipMinor(s: KdState, minor: string): void {
  for (const id in s.armies) if (s.armies[id].at !== null && s.armies[id].reduced && COUNTER[id].country === minor && s.armies[id].role !== 'raider') patchArmy(s, id, { reduced: false });
}

function drawOne(s: KdState, country: string, type: ArmyType): string {
  const pool = poolOf(s, country, type);
  return pool[drawIndex(s, pool.length)];
}

/** The Build step's commands after upkeep (with `only`, see Handler.list). */
function listMain(s: KdState, f: BuildFrame, only?: string): string[] {
  const seat = f.seat;
  if (f.adding) return [...(skips(only, 'add ') ? [] : addTypes(s, f.adding.minor, seat)).map((t) => `add ${TYPE_WORD[t]}`), 'skip'];
  if (f.giving !== null) return giftCommands(s, seat, f);
  const out: string[] = [];
  if (f.step <= 1 && !skips(only, 'restore ')) {
    const reduced = ownArmies(s, seat).filter((id) => s.armies[id].reduced && canPay(s, seat, ...stepCost(COUNTER[id].type, 1)));
    for (const id of distinctByArea(s, reduced)) out.push(`restore ${id.toLowerCase()}`);
  }
  if (f.step <= 2 && !skips(only, 'buy ') && canBuildHere(s, seat)) {
    for (const t of TYPE_ORDER) {
      if (poolOf(s, s.country[seat] as string, t).length === 0) continue;
      if (canPay(s, seat, ...buyCost(t, true))) out.push(`buy ${TYPE_WORD[t]} full`);
      if (t !== 'M' && canPay(s, seat, ...buyCost(t, false))) out.push(`buy ${TYPE_WORD[t]} reduced`);
    }
  }
  if (f.step <= 3 && !skips(only, 'fortify ') && canPay(s, seat, 0, COST.fortify)) {
    for (const a of fortCities(s)) {
      // KD-75 / R-37: a city he controls, no enemy armies there, below level 4, once per phase.
      if (s.control[a] === s.country[seat] && s.fort[a] < MAX_LEVEL && !f.fortified.includes(a) && enemyArmiesIn(s, seat, a).length === 0) out.push(`fortify ${a.toLowerCase()}`);
    }
  }
  if (f.step <= 4 && !skips(only, 'rebuild ')) for (const m of ownMinors(s, seat)) if (!f.rebuilt.includes(m) && rebuildAreas(s, m, seat).length > 0) out.push(`rebuild ${COUNTRY_WORD[m as keyof typeof COUNTRY_WORD]}`);
  if (!skips(only, 'give ')) out.push(...giftCommands(s, seat, { giving: null }));
  out.push('done');
  return out;
}

function upkeepChoices(s: KdState, seat: number): string[] {
  return distinctByArea(s, ownArmies(s, seat)).map((id) => `lose ${id.toLowerCase()}`);
}

function perform(s: KdState, f: BuildFrame, command: string, log: Log): void {
  const seat = f.seat;
  if (f.giving !== null || command.startsWith('give ')) {
    performGift(s, seat, f, command, log);
    f.step = 5;
    return;
  }
  const parts = command.split(' ');
  const id = parts[1]?.toUpperCase();
  switch (parts[0]) {
    case 'lose': {
      const before = s.armies[id].reduced;
      const area = s.armies[id].at as string;
      loseStep(s, id, {});
      // others learn the country, and where a piece left the map (counts are public), never which army.
      log.push({ text: s.armies[id].at === null ? text('kd.log.hungerGone', { who: name(s, seat), area: areaName(area) }) : text('kd.log.hunger', { who: name(s, seat) }) });
      log.push({ text: text('kd.log.hungerYours', { army: armyName(id, before) }), to: [seat] });
      return;
    }
    case 'restore': {
      pay(s, seat, ...stepCost(COUNTER[id].type, 1));
      patchArmy(s, id, { reduced: false });
      f.step = 1;
      log.push({ text: text('kd.log.restores', { who: name(s, seat) }) });
      log.push({ text: text('kd.log.restoresYours', { army: armyName(id, true), area: areaName(s.armies[id].at as string) }), to: [seat] });
      return;
    }
    case 'buy': {
      const type = TYPES[parts[1]];
      const full = parts[2] === 'full';
      const paid = pay(s, seat, ...buyCost(type, full));
      const army = drawOne(s, s.country[seat] as string, type);
      patchArmy(s, army, { reduced: !full && COUNTER[army].reduced !== null });
      f.step = 2;
      log.push({ text: text('kd.log.buys', { who: name(s, seat), food: paid.food, res: paid.res }) });
      log.push({ text: text('kd.log.youDrew', { army: armyName(army, s.armies[army].reduced) }), to: [seat] });
      push(s, { k: 'place', seat, rule: 'build', pieces: [army], country: s.country[seat] as string });
      return;
    }
    case 'fortify':
      pay(s, seat, 0, COST.fortify);
      setFort(s, id, s.fort[id] + 1);
      f.fortified.push(id);
      f.step = 3;
      log.push({ text: text('kd.log.fortifies', { who: name(s, seat), city: cityName(id), level: s.fort[id] }) });
      return;
    case 'rebuild': {
      const minor = Object.keys(s.minors).find((m) => COUNTRY_WORD[m as keyof typeof COUNTRY_WORD] === parts[1]) as string;
      flipMinor(s, minor);
      f.rebuilt.push(minor);
      f.step = 4;
      f.adding = { minor, left: 2 };
      log.push({ text: text('kd.log.rebuilds', { who: name(s, seat), minor: countryName(minor) }) });
      return;
    }
    case 'add': {
      const adding = f.adding as { minor: string; left: number };
      const army = drawOne(s, adding.minor, TYPES[parts[1]]);
      adding.left--;
      if (adding.left === 0) f.adding = null;
      push(s, { k: 'place', seat, rule: 'rebuild', pieces: [army], country: adding.minor });
      return;
    }
    case 'skip':
      f.adding = null;
      return;
    case 'done':
      log.push({ text: text('kd.log.buildDone', { who: name(s, seat) }) });
      pop(s, f);
      return;
  }
}

export const buildStep: Handler<BuildFrame> = {
  run(s, f, log) {
    if (f.step > 0) {
      if (f.adding && addTypes(s, f.adding.minor, f.seat).length === 0) {
        f.adding = null;
        return true;
      }
      return false;
    }
    const bill = upkeep(s, f.seat);
    if (!canPay(s, f.seat, bill.food, bill.res)) return false;
    const paid = pay(s, f.seat, bill.food, bill.res);
    log.push({ text: text('kd.log.upkeep', { who: name(s, f.seat), food: bill.food, res: bill.res, paidFood: paid.food, paidRes: paid.res }) });
    f.step = 1;
    return true;
  },
  who: (_s, f) => [f.seat],
  list: (s, f, seat, only) => (seat !== f.seat ? [] : f.step === 0 ? upkeepChoices(s, seat) : listMain(s, f, only)),
  perform: (s, f, _seat, command, log) => perform(s, f, command, log),
  prompt(s, f, seat) {
    if (seat !== f.seat) return text('kd.prompt.othersBuild', { who: name(s, f.seat) });
    if (f.step === 0) {
      const bill = upkeep(s, f.seat);
      return text('kd.prompt.upkeepShort', { food: bill.food, res: bill.res });
    }
    if (f.adding) return text('kd.prompt.addUnit', { minor: countryName(f.adding.minor), left: f.adding.left });
    return text('kd.prompt.build', { food: s.food[seat], res: s.res[seat] });
  },
  describe(s, f, _seat, command) {
    if (f.giving !== null || command.startsWith('give ')) return describeGift(s, f, command);
    const parts = command.split(' ');
    const id = parts[1]?.toUpperCase();
    switch (parts[0]) {
      case 'lose':
        return { text: text('kd.do.loseUpkeep', { army: armyName(id, s.armies[id].reduced), area: areaName(s.armies[id].at as string) }) };
      case 'restore':
        return { text: text('kd.do.restore', { army: armyName(id, true), area: areaName(s.armies[id].at as string) }) };
      case 'buy': {
        const [food, res] = buyCost(TYPES[parts[1]], parts[2] === 'full');
        return { text: text('kd.do.buy', { army: text('kd.newArmy', { type: TYPES[parts[1]], full: parts[2] }), food, res }), final: true };
      }
      case 'fortify':
        return { text: text('kd.do.fortify', { city: cityName(id), level: s.fort[id] + 1 }) };
      case 'rebuild':
        return { text: text('kd.do.rebuild', { minor: countryName(Object.keys(s.minors).find((m) => COUNTRY_WORD[m as keyof typeof COUNTRY_WORD] === parts[1]) as string) }) };
      case 'add':
        return { text: text('kd.do.add', { army: text('kd.aType', { type: TYPES[parts[1]] }) }), final: true };
      case 'skip':
        return { text: text('kd.do.skip') };
      default:
        return { text: text('kd.do.buildDone') };
    }
  },
  // which army is restored or loses a step for upkeep (the command names it) stays the seat's own.
  secret: (command) => command.startsWith('restore ') || command.startsWith('lose '),
  open: true,
};

/** the Automaton's minors flip all units and add the two types with most counters off the map. */
function automatonRebuild(s: KdState, log: Log): void {
  for (const [minor, m] of Object.entries(s.minors)) {
    if (m.status !== 'invaded' || m.defender !== -1 || rebuildAreas(s, minor, -1).length === 0) continue;
    flipMinor(s, minor);
    const types = [...TYPE_ORDER].sort((a, b) => poolOf(s, minor, b).length - poolOf(s, minor, a).length).filter((t) => poolOf(s, minor, t).length > 0).slice(0, 2);
    const pieces = types.map((t) => drawOne(s, minor, t));
    log.push({ text: text('kd.log.rebuilds', { who: text('kd.automaton'), minor: countryName(minor) }) });
    if (pieces.length) push(s, { k: 'place', seat: -1, rule: 'rebuild', pieces, country: minor });
  }
}

export const buildsStep: Handler<BuildsFrame> = {
  run(s, f, log) {
    if (f.idx < s.initiative.length) {
      push(s, { k: 'build', seat: s.initiative[f.idx++], step: 0, fortified: [], rebuilt: [], adding: null, giving: null });
      return true;
    }
    pop(s, f);
    automatonRebuild(s, log);
    return true;
  },
  who: () => [],
  list: () => [],
  perform() {},
  prompt: () => text('kd.prompt.none'),
  describe: () => ({ text: text('kd.prompt.none') }),
};
