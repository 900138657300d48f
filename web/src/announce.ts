// What a screen reader hears as the match goes on (issue 30, "pages anyone can use"): the banner's
// headline when it changes ("Your turn", "Game over") and the lines of each new history entry,
// said once in a polite live region of their own. The banner and the history are drawn afresh on
// every update; were they live regions themselves, each update would read them out whole again.
import type { LogEntry, MatchView } from './answers';
import { h } from './dom';
import { happenings } from './history';
import { headlineOf, namesOf } from './match-parts';

export function announcer(parent: HTMLElement = document.body) {
  const region = h('div', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite', 'data-testid': 'announce' });
  parent.append(region);
  let seen: number | null = null; // the newest entry said (or there on arrival, which is not news)
  let said = '';
  let status = '';

  return {
    /** After each render: says what is new since the last call, and nothing on the first. */
    update(match: MatchView, entries: readonly LogEntry[]): void {
      const names = namesOf(match);
      const headline = headlineOf(match, names);
      // At the end every reader numbers the entries as the log does (changes.ts): the numbers
      // jump, so the end is said by the headline alone.
      const fresh = seen !== null && status === match.status;
      // The history may come after the match it belongs to: what is not in it yet is said when it is.
      const news = fresh ? entries.filter((e) => e.seq > (seen ?? 0) && e.seq <= match.seq) : [];
      const lines = happenings(news.filter((e) => !e.undone), names);
      if (seen !== null && headline !== said) lines.push(headline);
      seen = fresh ? Math.max(seen ?? 0, ...news.map((e) => e.seq)) : match.seq;
      said = headline;
      status = match.status;
      // A new text node each time, so that the same words said twice (two turns) are said again.
      if (lines.length) region.replaceChildren(...lines.map((line) => h('p', {}, line)));
    },
  };
}
