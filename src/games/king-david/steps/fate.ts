import { text } from '../../../engine/text';
import { leaderSeat } from '../board';
import { FATE_CAPTURED, FATE_KILLED } from '../data/tables';
import { roll } from '../dice';
import type { FateFrame } from '../frames';
import { pop, push, type Handler } from '../handler';
import { capture, homeCitiesHeld, kill, nearestStacks } from '../leaders';
import { areaName, leaderName } from '../names';
import { openWindow } from '../windows';
import { setLeader } from '../shared';

/**
 * KD-33 / R-23 / R-24: a leader left without armies rolls d6: 1–4 he joins the nearest stack of
 * his country (his owner choosing among equals), else a home city he holds, else he dies; 5 he is
 * captured; 6 he is killed. In a Combat or Siege section a W-ROLL window follows the roll.
 */
export const fateStep: Handler<FateFrame> = {
  run(s, f, log) {
    if (f.stage === 'roll') {
      f.roll = roll(s, 6);
      log.push({ text: text('kd.log.fateRoll', { leader: leaderName(f.leader), roll: f.roll }) });
      f.stage = 'rolled';
      if (f.window) openWindow(s, 'roll', ['fate']);
      return true;
    }
    pop(s, f);
    if (s.leaders[f.leader].status !== 'map') return true;
    if (f.roll === FATE_CAPTURED) capture(s, f.leader, log);
    else if (f.roll === FATE_KILLED) kill(s, f.leader, log);
    else {
      let areas = nearestStacks(s, f.leader);
      if (areas.length === 0) areas = homeCitiesHeld(s, f.leader);
      if (areas.length === 0) kill(s, f.leader, log);
      else if (areas.length === 1) {
        setLeader(s, f.leader, { ...s.leaders[f.leader], at: areas[0] });
        log.push({ text: text('kd.log.escapes', { leader: leaderName(f.leader), area: areaName(areas[0]) }) });
      } else {
        push(s, { k: 'place', seat: leaderSeat(s, f.leader), rule: 'fate', pieces: [f.leader], country: '', areas });
      }
    }
    return true;
  },
  who: () => [],
  list: () => [],
  perform() {},
  prompt: (_s, f) => text('kd.prompt.fate', { leader: leaderName(f.leader) }),
  describe: (_s, f) => ({ text: text('kd.prompt.fate', { leader: leaderName(f.leader) }) }),
};
