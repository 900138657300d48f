import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Example values for a message's arguments, to render every message of a catalogue: a count
 * for plurals and numbers, a moment for dates and times, the first option of a select, a word
 * for anything else.
 */
export function sampleArguments(elements: MessageFormatElement[], out: Record<string, string | number> = {}): Record<string, string | number> {
  for (const el of elements) {
    if (el.type === TYPE.argument) out[el.value] ??= 'X';
    else if (el.type === TYPE.number || el.type === TYPE.plural) out[el.value] = 2;
    else if (el.type === TYPE.date || el.type === TYPE.time) out[el.value] = 0;
    else if (el.type === TYPE.select) {
      out[el.value] ??= Object.keys(el.options).find((k) => k !== 'other') ?? 'other';
    }
    if (el.type === TYPE.plural || el.type === TYPE.select) for (const o of Object.values(el.options)) sampleArguments(o.value, out);
    if (el.type === TYPE.tag) sampleArguments(el.children, out);
  }
  return out;
}

/** The sample arguments of one pattern. */
export function samplesOf(pattern: string): Record<string, string | number> {
  return sampleArguments(parse(pattern));
}
