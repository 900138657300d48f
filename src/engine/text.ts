/**
 * What players read, as data (DESIGN.md §3 "Words, not codes"). An engine never writes a
 * sentence in a language: it names a message of its catalogue by key and gives the arguments.
 * The platform renders it in the reader's language (the page, the emails, the webhooks), with
 * the players' names in place of seat references.
 */

/** One message of a catalogue, by key, with its arguments. */
export interface Text {
  key: string;
  params?: Record<string, Arg>;
}

/** A player, rendered as their name. */
export interface SeatRef {
  seat: number;
}

/** Several arguments read as one list ("Ana, Bo and Cy"). */
export interface ListArg {
  list: Arg[];
}

/**
 * An argument of a message: a number (plurals and numbers are formatted per language), a
 * verbatim string (a command's notation, a number shown as typed; never an English word),
 * another message (the name of a card or a place), a player, or a list of these.
 */
export type Arg = number | string | Text | SeatRef | ListArg;

/**
 * Something a player reads: a message, or a string already in words. Strings remain only where
 * they were stored before messages had keys (old log entries), so that an old log still reads.
 */
export type Phrase = Text | string;

/** Languages of the catalogues. English is the fallback for a message missing in another. */
export type Lang = 'en' | 'es';
export const LANGS: readonly Lang[] = ['en', 'es'];

/** A game's messages in ICU MessageFormat, per language: key → pattern. */
export type Catalogue = Record<Lang, Record<string, string>>;

export function text(key: string, params?: Record<string, Arg>): Text {
  return params ? { key, params } : { key };
}

export function seatRef(seat: number): SeatRef {
  return { seat };
}

export function listOf(items: Arg[]): ListArg {
  return { list: items };
}

export function isText(x: unknown): x is Text {
  return typeof x === 'object' && x !== null && typeof (x as Text).key === 'string';
}
