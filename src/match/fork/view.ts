import { LANGS, text, type Lang } from '../../engine/text';
import { coreMessages } from '../../text/core';
import { render } from '../../text/render';
import type { MatchContext, MatchView } from '../core/answers';
import type { MatchParts } from '../core/parts';
import type { MatchMeta } from '../log/records';
import type { Holder } from '../seats/holders';
import { hotSeatView } from './hot-seat';
import { forksOf } from './source';

/**
 * What the views and the export say of what-ifs (issue 26): a finished match lists the what-ifs
 * played from it; a hot-seat link is told its seats and which of them may act; a what-if's own
 * `origin` is in every view of it (core/answers.ts) and in its export.
 */
export function withForks(p: MatchParts, c: MatchContext<unknown>, view: MatchView, holder: Holder | null): MatchView {
  if (c.status === 'finished') view.forks = forksOf(p);
  const hot = holder !== null && holder.hash === c.meta.hotseat?.hash ? hotSeatView(p, c.meta) : null;
  if (hot) view.hotseat = hot;
  // The entries before a what-if's start were written in its origin: its own wait starts with it.
  if (c.meta.fork && typeof view.at === 'number' && c.meta.startedAt !== null) view.at = Math.max(view.at, c.meta.startedAt);
  return view;
}

/** What a what-if's export says of itself: where it comes from, and that it is not the real match, in each language. */
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
