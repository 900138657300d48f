import { listOf, text } from '../../../engine/text';
import { allied, armiesIn, friendlyToSeat, leaderSeat, leadersIn, seatOfCountry } from '../board';
import { canAttack, diceOrder } from '../battle';
import { takeCity } from '../control';
import { COST, LEVEL_DIE, MAX_LEVEL, SIEGE_DIE } from '../data/tables';
import { roll } from '../dice';
import { canPay, pay } from '../economy';
import type { SiegeFrame, SiegesFrame } from '../frames';
import { pop, push, type Handler } from '../handler';
import { allocSide } from '../losses';
import { areaName, cityName, who } from '../names';
import { leadArmy, retreatAreas, retreatFits } from '../retreat';
import { fortCities, setFort } from '../shared';
import type { KdState, Log, Siege } from '../state';
import { openWindow } from '../windows';

/**
 * The Siege section (KD-36 to KD-38, A-12, R-35 to R-37): for each city not held by the phasing
 * side where its armies stand alone, SIEGE (1 resource) or not. Two rounds at most: W-SR, the
 * rolls (W-ROLL), the besiegers' allocation, then after round 1 continue or retreat.
 */

function actors(s: KdState): number[] {
  return s.slot?.actors ?? [];
}

/** KD-36: cities the phasing side may besiege now. */
function eligible(s: KdState, f: SiegesFrame): string[] {
  const out: string[] = [];
  const acts = actors(s);
  for (const a of fortCities(s)) {
    // Most cities have no army in them: that test first (it is also the last one's).
    if (armiesIn(s, a).length === 0 || f.done.includes(a)) continue;
    const holder = seatOfCountry(s, s.control[a]);
    if (acts.includes(holder) || acts.some((x) => allied(s, x, holder))) continue;
    const m = s.minors[s.control[a]];
    // A minor nobody has invaded is entered (invaded) before its cities can be besieged; a minor ally's cities are friendly.
    if (m && (m.status === 'inactive' || (m.status === 'allied' && m.ally !== null && (acts.includes(m.ally) || acts.some((x) => allied(s, x, m.ally as number)))))) continue;
    // nobody besieges a minor whose defence he or his ally runs (its own armies are his).
    if (m?.status === 'invaded' && m.defender !== null && m.defender >= 0 && (acts.includes(m.defender) || acts.some((x) => allied(s, x, m.defender as number)))) continue;
    const armies = armiesIn(s, a);
    const mine = armies.filter((id) => canAttack(s, id));
    if (mine.length === 0 || armies.some((id) => !acts.some((x) => friendlyToSeat(s, x, s.armies[id])))) continue;
    out.push(a);
  }
  return out;
}

function payer(s: KdState): number {
  return actors(s).find((x) => canPay(s, x, 0, COST.siege)) ?? -1;
}

export const siegesStep: Handler<SiegesFrame> = {
  run(s, f) {
    if (eligible(s, f).length === 0 || payer(s) < 0) {
      pop(s, f);
      return true;
    }
    return false;
  },
  who: (s) => [actors(s)[0]],
  list: (s, f, seat) => (seat === actors(s)[0] ? [...eligible(s, f).map((a) => `siege ${a.toLowerCase()}`), 'done'] : []),
  perform(s, f, _seat, command, log) {
    if (command === 'done') {
      pop(s, f);
      return;
    }
    const area = command.split(' ')[1].toUpperCase();
    f.done.push(area);
    const seat = payer(s);
    pay(s, seat, 0, COST.siege);
    const armies = armiesIn(s, area).filter((id) => canAttack(s, id));
    s.siege = {
      area,
      seats: [...new Set(armies.map((id) => s.armies[id].ctl))],
      armies,
      leaders: leadersIn(s, area).filter((l) => actors(s).includes(leaderSeat(s, l))),
      round: 1,
      lost: {},
      carry: [0, 0],
      levelDelta: 0,
      entrance: false,
      rolls: {},
      stage: 'sr',
      taken: false,
    };
    log.push({ text: text('kd.log.siege', { who: who(s.country[seat] ?? null, seat), city: cityName(area), level: s.fort[area], n: armies.length }) });
    push(s, { k: 'siege' });
  },
  prompt: (s, _f, seat) => (seat === actors(s)[0] ? text('kd.prompt.sieges') : text('kd.prompt.othersSieges', { who: who(s.country[actors(s)[0]] ?? null, actors(s)[0]) })),
  describe: (_s, _f, _seat, command) =>
    command === 'done' ? { text: text('kd.do.noMoreSieges') } : { text: text('kd.do.siege', { city: cityName(command.split(' ')[1].toUpperCase()) }), final: true },
  open: true,
};

function besiegers(s: KdState, g: Siege): string[] {
  return g.armies.filter((id) => s.armies[id].at === g.area);
}

/** the city goes to the host, unless it is a home city of either ally. */
function taker(s: KdState, g: Siege): number {
  const own = g.seats.filter((x) => besiegers(s, g).some((id) => s.armies[id].ctl === x));
  const host = actors(s)[0];
  return own.includes(host) || own.length === 0 ? host : own[0];
}

function decider(s: KdState): number {
  return actors(s)[0];
}

function capture(s: KdState, g: Siege, keepLevel: boolean, log: Log): void {
  g.taken = true;
  takeCity(s, g.area, taker(s, g), keepLevel, log);
}

export const siegeStep: Handler<SiegeFrame> = {
  run(s, f, log) {
    const g = s.siege as Siege;
    switch (g.stage) {
      case 'sr':
        g.levelDelta = 0;
        g.rolls = {};
        g.stage = 'roll';
        openWindow(s, 'sr');
        return true;
      case 'roll': {
        if (g.entrance) {
          // KD-45: the siege succeeds at once; the level stays as it was.
          capture(s, g, true, log);
          g.stage = 'end';
          return true;
        }
        if (g.levelDelta !== 0) {
          // Siege Works net of Defensive Stalwart; a city at or below the net loss surrenders.
          if (g.levelDelta < 0 && s.fort[g.area] <= -g.levelDelta) {
            log.push({ text: text('kd.log.surrenders', { city: cityName(g.area) }) });
            capture(s, g, false, log);
            g.stage = 'end';
            return true;
          }
          setFort(s, g.area, Math.min(MAX_LEVEL, s.fort[g.area] + g.levelDelta));
          log.push({ text: text('kd.log.levelNow', { city: cityName(g.area), level: s.fort[g.area] }) });
          g.levelDelta = 0;
        }
        const att = diceOrder(besiegers(s, g)).map(() => SIEGE_DIE);
        const city = Array.from({ length: s.fort[g.area] }, () => LEVEL_DIE);
        g.rolls.att = { who: 'att', sides: att, dice: att.map((n) => roll(s, n)) };
        g.rolls.city = { who: 'city', sides: city, dice: city.map((n) => roll(s, n)) };
        log.push({ text: text('kd.log.siegeDice', { att: listOf(g.rolls.att.dice), city: listOf(g.rolls.city.dice) }) });
        g.stage = 'rolled';
        openWindow(s, 'roll', ['besiegers', 'city']);
        return true;
      }
      case 'rolled': {
        const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
        const att = sum(g.rolls.att?.dice ?? []) + g.carry[0];
        const city = sum(g.rolls.city?.dice ?? []) + g.carry[1];
        // each level absorbs 10 hits; the remainder is carried over.
        const levels = Math.min(s.fort[g.area], Math.floor(att / 10));
        setFort(s, g.area, s.fort[g.area] - levels);
        g.carry = [att - 10 * levels, 0];
        log.push({ text: text('kd.log.siegeTotals', { att, city, cityName: cityName(g.area), level: s.fort[g.area] }) });
        g.stage = 'alloc';
        push(s, { k: 'allocate', of: 'siege', sides: [allocSide(s, 'siege', 'att', decider(s), besiegers(s, g), city)] });
        return true;
      }
      case 'alloc':
        if (besiegers(s, g).length === 0) {
          for (const l of g.leaders) if (s.leaders[l].status === 'map' && s.leaders[l].at === g.area) push(s, { k: 'fate', leader: l, stage: 'roll', roll: 0, window: true });
        }
        g.stage = 'fates';
        return true;
      case 'fates': {
        const standing = besiegers(s, g).length > 0;
        if (s.fort[g.area] === 0) {
          // KD-38 / R-36: taken at level 1 if besiegers remain; otherwise the owner keeps it at level 1.
          if (standing) capture(s, g, false, log);
          else {
            setFort(s, g.area, 1);
            log.push({ text: text('kd.log.cityHolds', { city: cityName(g.area), level: 1 }) });
          }
          g.stage = 'end';
        } else g.stage = standing && g.round === 1 ? 'decide' : 'end';
        return true;
      }
      case 'decide':
        return false;
      default:
        s.siege = null;
        pop(s, f);
        return true;
    }
  },
  who: (s) => ((s.siege as Siege).stage === 'decide' ? [decider(s)] : []),
  list(s, _f, seat) {
    const g = s.siege as Siege;
    if (g.stage !== 'decide' || seat !== decider(s)) return [];
    const lead = leadArmy(s, besiegers(s, g));
    const areas = lead ? retreatAreas(s, g.area, lead, seat, true) : [];
    return lead && retreatFits(s, lead, seat, areas, besiegers(s, g).length, g.leaders.filter((l) => s.leaders[l].at === g.area)) ? ['continue', 'retreat'] : ['continue'];
  },
  perform(s, _f, seat, command, log) {
    const g = s.siege as Siege;
    log.push({ text: text(command === 'continue' ? 'kd.log.siegeContinues' : 'kd.log.siegeLifted', { who: who(s.country[seat] ?? null, seat), city: cityName(g.area) }) });
    if (command === 'continue') {
      g.round = 2;
      g.stage = 'sr';
      return;
    }
    const lead = leadArmy(s, besiegers(s, g));
    g.stage = 'end';
    if (lead) push(s, { k: 'retreat', seat, pieces: [...g.leaders.filter((l) => s.leaders[l].at === g.area), ...besiegers(s, g)], areas: retreatAreas(s, g.area, lead, seat, true), why: 'siege' });
  },
  prompt(s, _f, seat) {
    const g = s.siege as Siege;
    if (g.stage === 'decide' && seat === decider(s)) return text('kd.prompt.siegeContinue', { city: cityName(g.area) });
    return text('kd.prompt.siege', { city: cityName(g.area), round: g.round });
  },
  describe: (s, _f, _seat, command) => ({ text: text(command === 'continue' ? 'kd.do.siegeContinue' : 'kd.do.siegeRetreat', { city: cityName((s.siege as Siege).area), area: areaName((s.siege as Siege).area) }) }),
};
