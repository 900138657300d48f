import { text } from '../../../engine/text';
import { areasWithArmy, armiesIn, leaderSeat, leadersIn } from '../board';
import { canAttack, enemyGroups, groupWord, newBattle, revealLine } from '../battle';
import { COST } from '../data/tables';
import { canPay, pay } from '../economy';
import type { CombatFrame } from '../frames';
import { pop, push, type Handler } from '../handler';
import { loseStep } from '../losses';
import { areaName, who } from '../names';
import { leadArmy, retreatAreas, retreatFits } from '../retreat';
import type { KdState, Log } from '../state';

/**
 * The Combat section (KD-26, A-11, R-31): a battle must be fought wherever phasing armies that may
 * attack share an area with enemy armies; the phasing player picks the order. Each costs 1
 * resource; an attacker who cannot pay retreats, or loses a step per army if he cannot.
 */

interface Required {
  area: string;
  word: string;
  armies: string[];
  /** How many groups share the area: the command names the group only then. */
  groups: number;
}

function required(s: KdState, f: CombatFrame): Required[] {
  const out: Required[] = [];
  for (const area of areasWithArmy(s, (id) => canAttack(s, id))) {
    const groups = enemyGroups(s, area);
    for (const g of groups) {
      const word = groupWord(s, g);
      if (!f.fought.includes(`${area}:${word}`)) out.push({ area, word, armies: g, groups: groups.length });
    }
  }
  return out;
}

function command(r: Required): string {
  return r.groups > 1 ? `battle ${r.area.toLowerCase()} ${r.word}` : `battle ${r.area.toLowerCase()}`;
}

/** the attacking side's payer: the host, or the partner if the host cannot pay. */
function payer(s: KdState): number {
  const actors = s.slot?.actors ?? [];
  return actors.find((x) => canPay(s, x, 0, COST.battle)) ?? -1;
}

function start(s: KdState, f: CombatFrame, r: Required, log: Log): void {
  f.fought.push(`${r.area}:${r.word}`);
  const host = (s.slot?.actors ?? [])[0];
  const seat = payer(s);
  if (seat < 0) {
    // KD-26 / R-65: no battle; the attackers retreat, or each loses a step where they stand.
    const attackers = armiesIn(s, r.area).filter((id) => canAttack(s, id));
    const leaders = leadersIn(s, r.area).filter((l) => (s.slot?.actors ?? []).includes(leaderSeat(s, l)));
    const lead = leadArmy(s, attackers);
    const areas = lead ? retreatAreas(s, r.area, lead, host, true) : [];
    if (lead && retreatFits(s, lead, host, areas, attackers.length, leaders)) {
      log.push({ text: text('kd.log.cannotPayRetreat', { who: who(s.country[host] ?? null, host), area: areaName(r.area) }) });
      push(s, { k: 'retreat', seat: host, pieces: [...leaders, ...attackers], areas, why: 'unpaid' });
    } else {
      log.push({ text: text('kd.log.cannotPayLoss', { who: who(s.country[host] ?? null, host), area: areaName(r.area) }) });
      for (const id of attackers) loseStep(s, id, {});
    }
    return;
  }
  pay(s, seat, 0, COST.battle);
  s.battle = newBattle(s, r.area, r.armies);
  log.push({ text: text('kd.log.battleCost', { who: who(s.country[seat] ?? null, seat) }) });
  log.push({ text: revealLine(s, s.battle) });
  push(s, { k: 'battle' });
}

export const combatStep: Handler<CombatFrame> = {
  run(s, f, log) {
    const todo = required(s, f);
    if (todo.length === 0) {
      pop(s, f);
      return true;
    }
    if (todo.length === 1) {
      start(s, f, todo[0], log);
      return true;
    }
    return false;
  },
  who: (s) => [(s.slot?.actors ?? [])[0]],
  list: (s, f, seat) => (seat === (s.slot?.actors ?? [])[0] ? required(s, f).map(command) : []),
  perform(s, f, _seat, cmd, log) {
    const r = required(s, f).find((x) => command(x) === cmd) as Required;
    start(s, f, r, log);
  },
  prompt: (s, _f, seat) => (seat === (s.slot?.actors ?? [])[0] ? text('kd.prompt.battles') : text('kd.prompt.othersBattles', { who: who(s.country[(s.slot?.actors ?? [])[0]] ?? null, (s.slot?.actors ?? [])[0]) })),
  describe: (_s, _f, _seat, cmd) => ({ text: text('kd.do.battle', { area: areaName(cmd.split(' ')[1].toUpperCase()) }), final: true }),
  open: true,
};
