import { LANGS, text, type Lang } from '../../engine/text';
import { coreMessages } from '../../text/core';
import { render } from '../../text/render';
import type { MatchMeta } from '../records/records';

/** What a what-if's export says of itself (issue 26): where it comes from, and that it is not the real match, in each language. */
export interface ForkExport {
  origin: string;
  at: number;
  whatIf: Record<Lang, string>;
}

export function forkExport(fork: MatchMeta['fork']): ForkExport | null {
  if (!fork) return null;
  const { origin, at } = fork;
  const phrase = text('core.whatIf', { entry: at, origin });
  const whatIf = Object.fromEntries(LANGS.map((lang) => [lang, render(phrase, lang, coreMessages, () => null)])) as Record<Lang, string>;
  return { origin, at, whatIf };
}
