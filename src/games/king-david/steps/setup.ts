import { text } from '../../../engine/text';
import { seatOfCountry } from '../board';
import { drawTrack } from '../chits';
import { SETUP } from '../data/counters';
import type { SetupFrame } from '../frames';
import { pop, push, type Handler } from '../handler';
import { who } from '../names';
import { drawForce, drawMarker } from '../pools';
import { setLeader } from '../shared';

/**
 * KD-7 to KD-10: the turn-1 chits, each country's set-up in the order Philistia … Moab (its
 * leaders, armies drawn at random from its pool and placed by its player), stocks and three
 * markers each.
 */
export const setupStep: Handler<SetupFrame> = {
  run(s, f, log) {
    if (f.idx === -1) {
      s.turn = 1;
      drawTrack(s, log);
      f.idx = 0;
      return true;
    }
    if (f.idx < s.inPlay.length) {
      const c = s.inPlay[f.idx++];
      const seat = seatOfCountry(s, c);
      const row = SETUP[c];
      for (const l of row.leaders) setLeader(s, l, { at: null, status: 'map' });
      const armies = drawForce(s, c, row.armies);
      // KD-9: stocks start at the set-up values.
      s.food[seat] = row.food;
      s.res[seat] = row.res;
      log.push({ text: text('kd.log.setsUp', { who: who(c, seat) }) });
      push(s, { k: 'place', seat, rule: 'setup', pieces: [...row.leaders, ...armies], country: c });
      return true;
    }
    // KD-10: three markers each, in set-up order.
    for (const c of s.inPlay) {
      const seat = seatOfCountry(s, c);
      for (let i = 0; i < 3; i++) drawMarker(s, seat);
    }
    log.push({ text: text('kd.log.markersDealt') });
    pop(s, f);
    return true;
  },
  who: () => [],
  list: () => [],
  perform() {},
  prompt: () => text('kd.prompt.setup'),
  describe: () => ({ text: text('kd.prompt.setup') }),
};
