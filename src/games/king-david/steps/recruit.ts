import { text } from '../../../engine/text';
import { enemyArmiesIn, friendlyArmiesIn, stackRoom } from '../board';
import { TYPE_ORDER, TYPE_WORD, type ArmyType } from '../data/counters';
import { COST } from '../data/tables';
import { drawIndex } from '../dice';
import { canPay, pay } from '../economy';
import type { RecruitFrame } from '../frames';
import { pop, push, type Handler } from '../handler';
import { armyName, who } from '../names';
import { buildAreas } from '../placement';
import { poolOf } from '../pools';
import type { KdState } from '../state';

/**
 * KD-64 / R-52 Recruit Prisoners: for each enemy army eliminated in the battle, one army of the
 * same type from the player's pool, full strength, 1 resource each; placed in the battle area if
 * his side holds it, otherwise as a build (KD-74).
 */

function holdsArea(s: KdState, f: RecruitFrame): boolean {
  return enemyArmiesIn(s, f.seat, f.area).length === 0 && friendlyArmiesIn(s, f.seat, f.area).length > 0 && stackRoom(s, f.seat, f.area) > 0;
}

function types(s: KdState, f: RecruitFrame): ArmyType[] {
  if (!canPay(s, f.seat, 0, COST.recruit)) return [];
  if (!holdsArea(s, f) && !buildAreas(s, f.seat).some((a) => stackRoom(s, f.seat, a) > 0)) return [];
  return TYPE_ORDER.filter((t) => (f.left[t] ?? 0) > 0 && poolOf(s, s.country[f.seat] as string, t).length > 0);
}

/** The army type a listed `recruit <type>` names. */
function typeOf(command: string): ArmyType {
  return (Object.keys(TYPE_WORD) as ArmyType[]).find((t) => TYPE_WORD[t] === command.split(' ')[1]) as ArmyType;
}

export const recruitStep: Handler<RecruitFrame> = {
  run(s, f) {
    if (types(s, f).length === 0) {
      pop(s, f);
      return true;
    }
    return false;
  },
  who: (_s, f) => [f.seat],
  list: (s, f, seat) => (seat === f.seat ? [...types(s, f).map((t) => `recruit ${TYPE_WORD[t]}`), 'done'] : []),
  perform(s, f, seat, command, log) {
    if (command === 'done') {
      pop(s, f);
      return;
    }
    const type = typeOf(command);
    pay(s, seat, 0, COST.recruit);
    f.left[type] = (f.left[type] ?? 0) - 1;
    const pool = poolOf(s, s.country[seat] as string, type);
    const army = pool[drawIndex(s, pool.length)];
    log.push({ text: text('kd.log.recruitsAs', { who: who(s.country[seat] ?? null, seat), army: text('kd.aType', { type }) }) });
    log.push({ text: text('kd.log.youDrew', { army: armyName(army, false) }), to: [seat] });
    if (holdsArea(s, f)) push(s, { k: 'place', seat, rule: 'recruit', pieces: [army], country: s.country[seat] as string, areas: [f.area] });
    else push(s, { k: 'place', seat, rule: 'build', pieces: [army], country: s.country[seat] as string });
  },
  prompt: (s, f, seat) => (seat === f.seat ? text('kd.prompt.recruit') : text('kd.prompt.othersRecruit', { who: who(s.country[f.seat] ?? null, f.seat) })),
  describe: (_s, _f, _seat, command) =>
    command === 'done' ? { text: text('kd.do.recruitDone') } : { text: text('kd.do.recruit', { army: text('kd.aType', { type: typeOf(command) }) }), final: true },
};
