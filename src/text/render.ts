import { IntlMessageFormat } from 'intl-messageformat';
import { isText, LANGS, type Arg, type Catalogue, type Lang, type Phrase, type Text } from '../engine/text';

/** How a seat reference reads: the player's name, or "Player 2" when the seat has none. */
export type NameOf = (seat: number) => string | null;

export interface RenderOptions {
  /** Tests: throw on a missing message or argument instead of showing the key. */
  strict?: boolean;
}

const compiled = new WeakMap<Catalogue, Map<string, IntlMessageFormat>>();

function formatter(catalogue: Catalogue, lang: Lang, key: string, strict: boolean): IntlMessageFormat | null {
  let byKey = compiled.get(catalogue);
  if (!byKey) compiled.set(catalogue, (byKey = new Map()));
  const id = `${lang}\u0000${key}`;
  const known = byKey.get(id);
  if (known) return known;
  const pattern = catalogue[lang]?.[key] ?? catalogue.en?.[key];
  if (pattern === undefined) {
    if (strict) throw new Error(`no message "${key}" in ${lang}`);
    return null;
  }
  const f = new IntlMessageFormat(pattern, lang);
  byKey.set(id, f);
  return f;
}

/**
 * Renders what a player reads in one language. A string is already words (an old log entry);
 * a message is formatted with ICU MessageFormat (plurals and selects per language), its
 * arguments rendered first: messages by key, seats as names, lists as the language joins them.
 * Never throws for a reader: a broken message shows its key.
 */
export function render(phrase: Phrase, lang: Lang, catalogue: Catalogue, nameOf: NameOf, options: RenderOptions = {}): string {
  if (typeof phrase === 'string') return phrase;
  return renderText(phrase, lang, catalogue, nameOf, options.strict ?? false);
}

function renderText(t: Text, lang: Lang, catalogue: Catalogue, nameOf: NameOf, strict: boolean): string {
  const f = formatter(catalogue, lang, t.key, strict);
  if (!f) return t.key;
  const values: Record<string, string | number> = {};
  for (const [name, arg] of Object.entries(t.params ?? {})) values[name] = renderArg(arg, lang, catalogue, nameOf, strict);
  try {
    return String(f.format(values));
  } catch (e) {
    if (strict) throw new Error(`message "${t.key}" in ${lang}: ${(e as Error).message}`);
    return t.key;
  }
}

function renderArg(arg: Arg, lang: Lang, catalogue: Catalogue, nameOf: NameOf, strict: boolean): string | number {
  if (typeof arg === 'number' || typeof arg === 'string') return arg;
  if (isText(arg)) return renderText(arg, lang, catalogue, nameOf, strict);
  if ('seat' in arg) return nameOf(arg.seat) ?? renderText({ key: 'core.player', params: { n: arg.seat + 1 } }, lang, catalogue, nameOf, strict);
  const items = arg.list.map((a) => String(renderArg(a, lang, catalogue, nameOf, strict)));
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(items);
}

/** The language of an Accept-Language header (or any tag), English when none of ours is asked for. */
export function langOf(header: string | null | undefined): Lang {
  for (const part of (header ?? '').split(',')) {
    const base = part.trim().slice(0, 2).toLowerCase();
    if ((LANGS as readonly string[]).includes(base)) return base as Lang;
  }
  return 'en';
}
