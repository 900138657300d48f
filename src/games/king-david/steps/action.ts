import { text } from '../../../engine/text';
import { slotsInOrder } from '../alliances';
import { checkConquests } from '../minors';
import { slotControl } from '../control';
import type { ActionFrame, SlotFrame } from '../frames';
import { pop, push, type Handler } from '../handler';
import { countryName, who } from '../names';
import { toPool } from '../pools';
import { overstacked } from '../overstack';
import type { KdState, Log } from '../state';
import { automaticVictory, automaticWinner } from '../victory';
import { openWindow } from '../windows';

/**
 * An Action phase (KD-18, R-2, R-3): W-AS, then one slot per player or joint alliance in
 * initiative order; after the last slot, raid counters run down and automatic victory is checked.
 */

/** KD-48 / R-16: raids count Action phases across turns; raiders leave after their last one. */
function endRaids(s: KdState, log: Log): void {
  for (const r of s.raids) r.left--;
  for (const r of s.raids.filter((x) => x.left <= 0)) {
    let n = 0;
    for (const id in s.armies) {
      if (s.armies[id].raid === r.id && s.armies[id].role === 'raider') {
        toPool(s, id);
        n++;
      }
    }
    log.push({ text: text('kd.log.raidEnds', { who: who(s.country[r.seat] ?? null, r.seat), minor: countryName(r.minor), n }) });
  }
  s.raids = s.raids.filter((x) => x.left > 0);
}

export const actionStep: Handler<ActionFrame> = {
  run(s, f, log) {
    switch (f.stage) {
      case 'start':
        s.actionsBegun++;
        s.act = { count: s.actionsBegun, royalDeath: [], entered: {} };
        f.stage = 'as';
        openWindow(s, 'as');
        return true;
      case 'as':
        f.slots = slotsInOrder(s);
        f.idx = 0;
        f.stage = 'slots';
        return true;
      case 'slots':
        if (f.idx >= f.slots.length) {
          f.stage = 'end';
          return true;
        }
        s.slot = { actors: f.slots[f.idx++], mover: 0, moved: [], vacillating: [], stuck: [], sailed: [] };
        log.push({ text: text('kd.log.slot', { who: who(s.country[s.slot.actors[0]] ?? null, s.slot.actors[0]) }) });
        push(s, { k: 'slot', stage: 'ms' });
        return true;
      case 'end': {
        endRaids(s, log);
        s.act = null;
        pop(s, f);
        // automatic victory is checked after the last slot of each Action phase.
        const winner = automaticWinner(s);
        if (winner !== null) automaticVictory(s, winner, log);
        return true;
      }
    }
  },
  who: () => [],
  list: () => [],
  perform() {},
  prompt: () => text('kd.prompt.none'),
  describe: () => ({ text: text('kd.prompt.none') }),
};

/** A slot (KD-18, R-50): W-MS, each phasing player's movement (host first), W-ME, combat, sieges, control. */
export const slotStep: Handler<SlotFrame> = {
  run(s, f, log) {
    const slot = s.slot;
    if (!slot) {
      pop(s, f);
      return true;
    }
    switch (f.stage) {
      case 'ms':
        f.stage = 'move';
        openWindow(s, 'ms');
        return true;
      case 'move':
        if (slot.mover >= slot.actors.length) {
          f.stage = 'me';
          return true;
        }
        f.stage = 'moved';
        push(s, { k: 'movement', seat: slot.actors[slot.mover], order: null });
        return true;
      case 'moved': {
        // an overstack left by a lost leader or a returning army lasts until the end of its owner's next Movement section.
        const seat = slot.actors[slot.mover];
        // A new slot record: states share it, never changed in place (clone.ts).
        s.slot = { ...slot, mover: slot.mover + 1 };
        f.stage = 'move';
        if (overstacked(s, seat).length) push(s, { k: 'overstack', seat });
        return true;
      }
      case 'me':
        f.stage = 'combat';
        openWindow(s, 'me');
        return true;
      case 'combat':
        f.stage = 'siege';
        push(s, { k: 'combat', fought: [] });
        return true;
      case 'siege':
        f.stage = 'end';
        push(s, { k: 'sieges', done: [] });
        return true;
      case 'end':
        slotControl(s, log);
        checkConquests(s, log);
        s.slot = null;
        pop(s, f);
        return true;
    }
  },
  who: () => [],
  list: () => [],
  perform() {},
  prompt: () => text('kd.prompt.none'),
  describe: () => ({ text: text('kd.prompt.none') }),
};
