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

/**
 * The same characters, held by the JavaScript engine as one flat string. A string made by joining
 * others (a template literal of 13 characters or more) is kept as a tree of its parts until
 * something needs it whole, and V8's fast `JSON.stringify` gives up on such a string and writes
 * the whole answer again on its slow path (docs/PERF-NOTES.md, issue 29). Parsing makes a new,
 * flat string; meant for strings made once and kept (see `names`), not for every call.
 */
export function flatString(s: string): string {
  return JSON.parse(JSON.stringify(s)) as string;
}

/** How many ids a table of `keptPerId` keeps: far more than any game has things, so a stray id never grows it. */
const KEPT = 1024;

/** `make(id)` made once per id and kept (at most KEPT ids; past them, made each time). */
export function keptPerId<Id extends string | number, T>(make: (id: Id) => T): (id: Id) => T {
  const made = new Map<Id, T>();
  return (id) => {
    let t = made.get(id);
    if (t === undefined) {
      t = make(id);
      if (made.size < KEPT) made.set(id, t);
    }
    return t;
  };
}

/**
 * Message keys `prefix + id`, each made once as a flat string (`flatString`) and kept: for
 * messages with arguments ("2 red paladins") that an answer repeats.
 */
export function keys(prefix: string): (id: string | number) => string {
  return keptPerId((id: string | number) => flatString(`${prefix}${id}`));
}

/**
 * The name of a thing by its id, as the message `prefix + id` with no arguments: made once per id
 * and shared by every view, summary and log line that names it (nothing changes a Text once
 * made), so that building an answer makes none of them and its JSON stays on V8's fast path.
 */
export function names(prefix: string): (id: string | number) => Text {
  return keptPerId((id: string | number) => Object.freeze({ key: flatString(`${prefix}${id}`) }));
}
