import { text } from '../../../engine/text';
import { COUNTRY_WORD, SETUP, type PlayerCountry } from '../data/counters';
import type { CountriesFrame } from '../frames';
import { pop, type Handler } from '../handler';
import { countryName, who } from '../names';
import { rankByRolls } from '../rolls';

/** KD-6: each player rolls d10; in descending order each chooses a free country (ties re-roll, A-14). */

function free(s: { country: (PlayerCountry | null)[]; inPlay: PlayerCountry[] }): PlayerCountry[] {
  return s.inPlay.filter((c) => !s.country.includes(c));
}

export const countriesStep: Handler<CountriesFrame> = {
  run(s, f, log) {
    if (f.order.length === 0) {
      f.order = rankByRolls(s, Array.from({ length: s.seats }, (_, i) => i), () => 10, log);
      return true;
    }
    if (f.idx >= f.order.length) {
      pop(s, f);
      return true;
    }
    const left = free(s);
    if (left.length === 1) {
      // The last player has no choice to make.
      const seat = f.order[f.idx++];
      s.country[seat] = left[0];
      log.push({ text: text('kd.log.country', { who: who(null, seat), country: countryName(left[0]) }) });
      return true;
    }
    return false;
  },
  who: (_s, f) => (f.idx < f.order.length ? [f.order[f.idx]] : []),
  list: (s, f, seat) => (seat === f.order[f.idx] ? free(s).map((c) => `country ${COUNTRY_WORD[c]}`) : []),
  perform(s, f, seat, command, log) {
    const word = command.split(' ')[1];
    const c = free(s).find((x) => COUNTRY_WORD[x] === word) as PlayerCountry;
    s.country[seat] = c;
    f.idx++;
    log.push({ text: text('kd.log.country', { who: who(null, seat), country: countryName(c) }) });
  },
  prompt: (_s, f, seat) => (seat === f.order[f.idx] ? text('kd.prompt.country') : text('kd.prompt.othersCountry', { who: who(null, f.order[f.idx]) })),
  describe(_s, _f, _seat, command) {
    const c = (Object.keys(SETUP) as PlayerCountry[]).find((x) => COUNTRY_WORD[x] === command.split(' ')[1]) as PlayerCountry;
    return { text: text('kd.do.country', { country: countryName(c) }) };
  },
};
