// Dates and times in the reader's language and time zone: "24/11/2025, 10:15" and "in 3 days".
import { intlOf, lang } from './i18n';

/** A moment (ms since the epoch) as a short local date and time. */
export function localTime(at: number): string {
  try {
    return intlOf('dateTime', () => new Intl.DateTimeFormat(lang(), { dateStyle: 'short', timeStyle: 'short' })).format(new Date(at));
  } catch {
    return '';
  }
}

/** A moment as a local time of day ("10:15"), for what happens within minutes. */
export function localClock(at: number): string {
  try {
    return intlOf('time', () => new Intl.DateTimeFormat(lang(), { timeStyle: 'short' })).format(new Date(at));
  } catch {
    return '';
  }
}

const HOUR = 3_600_000;

/** How far `at` is from now: days from two days on, else hours from one hour on, else minutes. */
export function relativeTime(at: number, now = Date.now()): string {
  const diff = at - now;
  const size = Math.abs(diff);
  const [unit, ms]: [Intl.RelativeTimeFormatUnit, number] = size >= 48 * HOUR ? ['day', 24 * HOUR] : size >= HOUR ? ['hour', HOUR] : ['minute', 60_000];
  try {
    return intlOf('relative', () => new Intl.RelativeTimeFormat(lang())).format(Math.round(diff / ms), unit);
  } catch {
    return '';
  }
}

/** The `datetime` attribute of a <time> element. */
export function isoTime(at: number): string {
  return new Date(at).toISOString();
}
