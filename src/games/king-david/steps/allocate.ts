import { text } from '../../../engine/text';
import { otherSide, sideIndex } from '../battle';
import { COUNTER } from '../data/counters';
import type { AllocateFrame, AllocSide } from '../frames';
import { pop, type Handler } from '../handler';
import { parseShape, pickChoices, shapes } from '../hits';
import { applyAlloc, hpsFor, settle } from '../losses';
import { armyName, who } from '../names';
import type { KdState, Log } from '../state';

/**
 * Hit allocation (KD-29, A-11, R-5): whole levels are automatic; at the last level the side
 * leader chooses a legal shape (`lose ppp`), then, where armies of a type differ, which ones
 * (`pick <counter>`). Both side leaders answer at the same time, in secret, and the losses are
 * applied together once both are in.
 */

function sideOf(f: AllocateFrame, seat: number): AllocSide | undefined {
  return f.sides.find((a) => a.seat === seat && !a.done);
}

function options(s: KdState, f: AllocateFrame, a: AllocSide): string[] {
  if (a.shape === null) return shapes(a.level, hpsFor(s, f.of), a.use).map((w) => `lose ${w}`);
  const pick = pickChoices(s, a.level, parseShape(a.shape), a.picks);
  return pick ? pick.options.map((id) => `pick ${id.toLowerCase()}`) : [];
}

function finish(s: KdState, f: AllocateFrame, log: Log): void {
  for (const a of f.sides) {
    const seat = a.seat;
    log.push({ text: text('kd.log.allocates', { who: who(seat >= 0 ? (s.country[seat] ?? null) : null, seat), carried: a.rest }) });
    const fighting = s.battle ? { ...s.battle.bribed } : {};
    const dead = applyAlloc(s, f.of, a, log);
    if (f.of === 'battle' && s.battle) {
      const b = s.battle;
      for (const id of dead) {
        // an army counts on the side it was fighting for when it died.
        const side = fighting[id] ?? (b.armies[0].includes(id) ? 'att' : 'def');
        b.dead[sideIndex(side)].push(COUNTER[id].type);
      }
      // KD-30: unused hits go on the marker of the side that scored them.
      b.carry[sideIndex(otherSide(a.side))] = a.rest;
    } else if (s.siege) {
      s.siege.carry[1] = a.rest;
    }
  }
  pop(s, f);
}

export const allocateStep: Handler<AllocateFrame> = {
  run(s, f, log) {
    if (f.sides.every((a) => a.done)) {
      finish(s, f, log);
      return true;
    }
    return false;
  },
  who: (_s, f) => [...new Set(f.sides.filter((a) => a.seat >= 0).map((a) => a.seat))],
  list(s, f, seat) {
    const a = sideOf(f, seat);
    return a ? options(s, f, a) : [];
  },
  perform(s, f, seat, command, log) {
    const a = sideOf(f, seat) as AllocSide;
    const [verb, arg] = command.split(' ');
    if (verb === 'lose') a.shape = arg;
    else a.picks.push(arg.toUpperCase());
    settle(s, f.of, a);
    log.push({ text: text('kd.log.allocationSent'), to: [seat] });
  },
  prompt(s, f, seat) {
    const a = seat === null ? undefined : sideOf(f, seat);
    if (!a) return text('kd.prompt.allocating');
    if (a.shape === null) return text('kd.prompt.allocate', { hits: a.use, armies: { list: a.level.map((id) => armyName(id, s.armies[id].reduced)) } });
    return text('kd.prompt.pick');
  },
  describe(s, _f, _seat, command) {
    const [verb, arg] = command.split(' ');
    if (verb === 'pick') return { text: text('kd.do.pick', { army: armyName(arg.toUpperCase(), s.armies[arg.toUpperCase()].reduced) }) };
    const shape = parseShape(arg);
    return { text: text('kd.do.lose', { p: shape.P, c: shape.C, i: shape.I, m: shape.M }), final: false };
  },
  secret: true,
};
