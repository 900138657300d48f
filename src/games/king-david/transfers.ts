import { text } from '../../engine/text';
import type { CommandInfo } from '../../engine/types';
import { alliesOf } from './board';
import { COUNTRY_WORD } from './data/counters';
import { GIFTS } from './data/tables';
import { who } from './names';
import type { KdState, Log } from './state';
import { countryOfWord } from './windows';

/**
 * allies give each other food and resources during Diplomacy and the giver's Build step,
 * in two small steps so that the lists stay short: `give <ally>`, then `food <n>` or `res <n>`.
 */

export interface Giving {
  giving: number | null;
}

function word(s: KdState, seat: number): string {
  return COUNTRY_WORD[s.country[seat] as keyof typeof COUNTRY_WORD];
}

export function giftCommands(s: KdState, seat: number, f: Giving): string[] {
  if (f.giving === null) return alliesOf(s, seat).map((a) => `give ${word(s, a)}`);
  const out: string[] = [];
  for (const n of GIFTS) if (n <= s.food[seat]) out.push(`food ${n}`);
  for (const n of GIFTS) if (n <= s.res[seat]) out.push(`res ${n}`);
  return [...out, 'back'];
}

export function isGift(command: string): boolean {
  return /^(give |food |res |back$)/.test(command);
}

export function performGift(s: KdState, seat: number, f: Giving, command: string, log: Log): void {
  const [verb, arg] = command.split(' ');
  if (verb === 'give') {
    f.giving = s.country.indexOf(countryOfWord(arg) as never);
    return;
  }
  const other = f.giving as number;
  f.giving = null;
  if (verb === 'back') return;
  const n = Number(arg);
  if (verb === 'food') {
    s.food[seat] -= n;
    s.food[other] += n;
  } else {
    s.res[seat] -= n;
    s.res[other] += n;
  }
  log.push({ text: text('kd.log.gives', { who: who(s.country[seat], seat), to: who(s.country[other], other), n, what: verb }) });
}

export function describeGift(s: KdState, f: Giving, command: string): CommandInfo {
  const [verb, arg] = command.split(' ');
  if (verb === 'give') {
    const other = s.country.indexOf(countryOfWord(arg) as never);
    return { text: text('kd.do.giveTo', { other: who(s.country[other], other) }) };
  }
  if (verb === 'back') return { text: text('kd.do.giveBack') };
  const other = f.giving as number;
  return { text: text('kd.do.give', { other: who(s.country[other], other), n: Number(arg), what: verb }) };
}
