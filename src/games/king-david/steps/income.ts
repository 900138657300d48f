import { listOf, text } from '../../../engine/text';
import { AREAS } from '../data/map';
import type { EventFrame, ProduceFrame } from '../frames';
import { pop, type Handler } from '../handler';
import { markerName, who } from '../names';
import { drawMarker } from '../pools';
import { markerKind } from '../data/tables';
import type { KdState } from '../state';
import { openWindow } from '../windows';

/** The Event phase (KD-39, R-41) and the Harvest and Resource phases (KD-68, KD-69, R-17, R-18). */

export const eventStep: Handler<EventFrame> = {
  run(s, f, log) {
    if (f.stage === 'draw') {
      for (const seat of s.initiative) {
        const m = drawMarker(s, seat);
        if (m === null) {
          log.push({ text: text('kd.log.cupEmpty') });
          break;
        }
        log.push({ text: text('kd.log.draws', { who: who(s.country[seat] ?? null, seat) }) });
        log.push({ text: text('kd.log.youDraw', { marker: markerName(markerKind(m)) }), to: [seat] });
      }
      f.stage = 'window';
      openWindow(s, 'e');
      return true;
    }
    pop(s, f);
    return true;
  },
  who: () => [],
  list: () => [],
  perform() {},
  prompt: () => text('kd.prompt.none'),
  describe: () => ({ text: text('kd.prompt.none') }),
};

/**
 * R-18 without markers, for every country at once: what the areas each controls produce per
 * Harvest and per Resource phase (the view's figures), in one pass over the map instead of two
 * per seat.
 */
export function productionByCountry(s: KdState): Map<string, { food: number; res: number }> {
  const out = new Map<string, { food: number; res: number }>();
  for (const a of AREAS) {
    const c = s.control[a.id];
    let p = out.get(c);
    if (!p) out.set(c, (p = { food: 0, res: 0 }));
    p.food += Math.max(0, a.food);
    p.res += Math.max(0, a.res);
  }
  return out;
}

/** R-18: production of the areas a country controls, with R-17's net markers per map country. */
export function production(s: KdState, seat: number, what: 'food' | 'res', mods: Record<string, number>): number {
  const c = s.country[seat];
  let total = 0;
  for (const a of AREAS) if (s.control[a.id] === c) total += Math.max(0, (what === 'food' ? a.food : a.res) + (mods[a.country] ?? 0));
  return total;
}

export const produceStep: Handler<ProduceFrame> = {
  run(s, f, log) {
    if (f.stage === 'window') {
      f.stage = 'produce';
      openWindow(s, f.what === 'food' ? 'h' : 'r');
      return true;
    }
    // KD-68 / R-40: recorded together, without a cap.
    const lines = [];
    for (const seat of s.initiative) {
      const n = production(s, seat, f.what, f.mods);
      if (f.what === 'food') s.food[seat] += n;
      else s.res[seat] += n;
      lines.push(text('kd.income', { who: who(s.country[seat] ?? null, seat), n }));
    }
    log.push({ text: text(f.what === 'food' ? 'kd.log.harvest' : 'kd.log.resources', { incomes: listOf(lines) }) });
    pop(s, f);
    return true;
  },
  who: () => [],
  list: () => [],
  perform() {},
  prompt: () => text('kd.prompt.none'),
  describe: () => ({ text: text('kd.prompt.none') }),
};
