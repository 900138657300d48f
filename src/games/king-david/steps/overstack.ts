import { text } from '../../../engine/text';
import { armiesIn } from '../board';
import type { OverstackFrame } from '../frames';
import { pop, type Handler } from '../handler';
import { cheapFirst, armyClass } from '../hits';
import { areaName, armyName, who } from '../names';
import { overstacked } from '../overstack';
import { toPool } from '../pools';

/** at the end of its owner's Movement section, the excess of an overstack is eliminated, owner's choice. */

function choices(s: Parameters<typeof overstacked>[0], seat: number): string[] {
  const area = overstacked(s, seat)[0];
  if (!area) return [];
  const seen = new Set<string>();
  return cheapFirst(s, armiesIn(s, area).filter((id) => s.armies[id].ctl === seat)).filter((id) => {
    const k = armyClass(s, id);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export const overstackStep: Handler<OverstackFrame> = {
  run(s, f) {
    if (overstacked(s, f.seat).length === 0) {
      pop(s, f);
      return true;
    }
    return false;
  },
  who: (_s, f) => [f.seat],
  list: (s, f, seat) => (seat === f.seat ? choices(s, seat).map((id) => `disband ${id.toLowerCase()}`) : []),
  perform(s, f, _seat, command, log) {
    const id = command.split(' ')[1].toUpperCase();
    const area = s.armies[id].at as string;
    log.push({ text: text('kd.log.disbands', { who: who(s.country[f.seat] ?? null, f.seat), area: areaName(area) }) });
    log.push({ text: text('kd.log.disbandsYours', { army: armyName(id, s.armies[id].reduced) }), to: [f.seat] });
    toPool(s, id);
  },
  prompt: (s, f, seat) => (seat === f.seat ? text('kd.prompt.overstack', { area: areaName(overstacked(s, f.seat)[0]) }) : text('kd.prompt.othersOverstack', { who: who(s.country[f.seat] ?? null, f.seat) })),
  describe: (s, _f, _seat, command) => ({ text: text('kd.do.disband', { army: armyName(command.split(' ')[1].toUpperCase(), s.armies[command.split(' ')[1].toUpperCase()].reduced) }) }),
};
