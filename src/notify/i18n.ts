import { text, type Arg, type Lang } from '../engine/text';
import { render } from '../text/render';
import { mailMessages } from './messages';

/** The languages of the service's notifications, in ICU messages (src/notify/messages.ts). */
export type { Lang } from '../engine/text';

/** Says a message of the mail catalogue in one language. */
export type MailWords = (key: string, params?: Record<string, Arg>) => string;

export function mailWords(lang: Lang): MailWords {
  return (key, params) => render(text(key, params), lang, mailMessages, () => null);
}

export function formatTime(lang: Lang, at: number): string {
  return new Date(at).toLocaleString(lang === 'es' ? 'es-ES' : 'en-GB', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' }) + ' UTC';
}
