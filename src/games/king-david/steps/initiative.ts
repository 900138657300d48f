import { listOf, text } from '../../../engine/text';
import type { InitiativeFrame } from '../frames';
import { pop, type Handler } from '../handler';
import { who } from '../names';
import { rankByRolls } from '../rolls';
import type { KdState, Log } from '../state';

/**
 * KD-14: each player rolls d6 (Judah d8); from the highest, each picks a free place on the
 * initiative track (ties re-roll among the tied, A-14).
 */

function free(f: InitiativeFrame): number[] {
  return f.places.map((p, i) => (p === null ? i + 1 : 0)).filter((n) => n > 0);
}

function take(s: KdState, f: InitiativeFrame, seat: number, place: number, log: Log): void {
  f.places[place - 1] = seat;
  f.idx++;
  log.push({ text: text('kd.log.initiativePlace', { who: who(s.country[seat] ?? null, seat), place }) });
}

export const initiativeStep: Handler<InitiativeFrame> = {
  run(s, f, log) {
    if (f.order.length === 0) {
      f.order = rankByRolls(s, Array.from({ length: s.seats }, (_, i) => i), (seat) => (s.country[seat] === 'JUD' ? 8 : 6), log);
      return true;
    }
    if (f.idx < f.order.length) {
      const places = free(f);
      if (places.length > 1) return false;
      take(s, f, f.order[f.idx], places[0], log);
      return true;
    }
    s.initiative = f.places as number[];
    log.push({ text: text('kd.log.initiative', { order: listOf(s.initiative.map((seat) => who(s.country[seat] ?? null, seat))) }) });
    pop(s, f);
    return true;
  },
  who: (_s, f) => (f.idx < f.order.length ? [f.order[f.idx]] : []),
  list: (_s, f, seat) => (seat === f.order[f.idx] ? free(f).map((n) => `initiative ${n}`) : []),
  perform(s, f, seat, command, log) {
    take(s, f, seat, Number(command.split(' ')[1]), log);
  },
  prompt: (s, f, seat) => (seat === f.order[f.idx] ? text('kd.prompt.initiative') : text('kd.prompt.othersInitiative', { who: who(s.country[f.order[f.idx]] ?? null, f.order[f.idx]) })),
  describe: (_s, _f, _seat, command) => ({ text: text('kd.do.initiative', { place: Number(command.split(' ')[1]) }) }),
};
