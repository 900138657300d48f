// "Your matches" on the start page (issue 18): each match this browser remembers
// (my-matches.ts), asked afresh from the service with its own seat token: the game, the
// players, whose turn (marked when it is yours), your deadline, what is new since your last
// visit (changes.ts), the finished ones apart; and a button to the match that has waited
// longest for you.
import type { MatchView } from './answers';
import { api, ApiError } from './api';
import { lastSeen } from './changes';
import { linkBox } from './copy';
import { matchNameOf } from './match-name';
import { $, h, put } from './dom';
import { list, t } from './i18n';
import { asBot, headline, onTurn } from './match-parts';
import { forget, myMatches, type Remembered } from './my-matches';
import { localTime, relativeTime } from './when';
import { gameTitle } from './titles';

/** The latest answer for a remembered seat: the match, or what went wrong (a message key). */
type Row = { entry: Remembered; match: MatchView; problem?: undefined } | { entry: Remembered; match?: undefined; problem: string };

let rows: Row[] = [];

function seatUrl(entry: Remembered): string {
  return entry.token ? `/m/${entry.id}#${entry.token}` : `/m/${entry.id}`;
}

async function load(entry: Remembered): Promise<Row> {
  try {
    const match = await api<MatchView>('GET', `/api/matches/${entry.id}`, entry.token ? { token: entry.token } : {});
    return { entry, match };
  } catch (err) {
    const status = err instanceof ApiError ? err.status : 0;
    const problem = status === 404 ? 'matchGone' : status === 401 || status === 403 ? 'seatGone' : 'matchUnreachable';
    return { entry, problem };
  }
}

const seatName = (match: MatchView, n: number): string => asBot(match.seats[n], match.seats[n]?.name ?? t('freeSeat', { n: n + 1 }));

/** Whose turn, in words: "Your turn", or whom the match waits for; once it has ended, who won. */
function turnLine(match: MatchView): string {
  if (match.status === 'open') return t('waitingToJoin', { n: match.seats.filter((s) => !s.joined).length });
  if (match.status === 'frozen') return t('frozen');
  if (match.status === 'finished') return match.result ? headline(match, { seat: (n) => seatName(match, n) }) : t('gameOver');
  if (onTurn(match)) return t('yourTurnMark');
  if (match.you !== null && match.active.includes(match.you)) return t('youAnswered');
  return t('theirTurn', { names: list(match.active.map((n) => seatName(match, n))) });
}

function deadlineOf(match: MatchView): number | null {
  const d = match.clock?.deadlines?.find((x) => x.seat === match.you);
  return d && !d.vacationUntil ? d.deadline : null;
}

/** "last move 3 hours ago" (how long the match has waited). */
function since(at: number): string {
  return Date.now() - at < 60_000 ? t('waitingSinceNow') : t('waitingSince', { relative: relativeTime(at) });
}

/**
 * How many entries came since this browser last showed the match. After the end the reader
 * numbers as the log does, so entries that were hidden from it until then count as new too.
 */
function newEntries(match: MatchView): number {
  const seen = lastSeen(match.id, match.you);
  return seen === null || match.you === null ? 0 : Math.max(0, match.seq - seen.seq);
}

function item({ entry, match, problem }: Row, onChange: () => void): HTMLElement {
  const title = match ? gameTitle(match) : (entry.title ?? entry.id);
  const remove = h('button', { type: 'button', class: 'small secondary', 'data-testid': 'forget' }, t('forgetMatch'));
  remove.addEventListener('click', () => {
    forget(entry.id, entry.seat);
    onChange();
  });
  if (!match) {
    return h('li', { class: 'mine-item broken', 'data-match': entry.id }, h('strong', {}, title), h('p', { class: 'note' }, t(problem ?? 'matchUnreachable')), remove);
  }
  const mine = onTurn(match);
  const fresh = newEntries(match);
  const deadline = mine ? deadlineOf(match) : null;
  const links = entry.links
    ? h(
        'details',
        { class: 'mine-links' },
        h('summary', {}, t('linksForPlayers')),
        entry.links.seats.map((s) => linkBox(t('seatLinkFor', { name: s.name, n: s.seat + 1 }), s.url, { testid: 'my-seat-link' })),
        entry.links.invite ? linkBox(t('inviteLink'), entry.links.invite, { testid: 'my-invite-link' }) : null,
      )
    : null;
  return h(
    'li',
    { class: `mine-item${mine ? ' mine' : ''}`, 'data-match': entry.id, 'data-your-turn': mine ? 'yes' : 'no', 'data-testid': 'my-match' },
    h(
      'div',
      { class: 'mine-top' },
      h('a', { href: seatUrl(entry), class: 'mine-title' }, match.variant ? `${title} · ${match.variant}` : title, ' — ', h('span', { class: 'mine-name', 'data-testid': 'my-match-name' }, matchNameOf(match))),
      mine ? h('span', { class: 'tag to-play', 'data-testid': 'your-turn' }, t('yourTurnMark')) : null,
      fresh > 0 ? h('span', { class: 'tag', 'data-testid': 'new-since' }, t('newSinceVisit', { n: fresh })) : null,
    ),
    h('p', { class: 'mine-who' }, match.you === null ? t('youOrganise') : t('youPlayAs', { name: seatName(match, match.you) }), ' · ', t('matchPlayers', { names: list(match.seats.map((s) => seatName(match, s.seat))) })),
    h(
      'p',
      { class: 'mine-turn', 'data-testid': 'turn-line' },
      mine ? null : turnLine(match),
      match.status === 'active' && typeof match.at === 'number' ? [mine ? null : ' · ', since(match.at)] : null,
    ),
    deadline !== null ? h('p', { class: 'mine-deadline', 'data-testid': 'my-deadline' }, t('yourDeadlineShort', { time: localTime(deadline), relative: relativeTime(deadline) })) : null,
    links,
    remove,
  );
}

/** The remembered match where it is this browser's turn and that has waited longest, or null. */
export function nextTurn(): Row | null {
  const waiting = rows.filter((r) => r.match && onTurn(r.match));
  waiting.sort((a, b) => (a.match?.at ?? 0) - (b.match?.at ?? 0));
  return waiting[0] ?? null;
}

function render(): void {
  const section = $('#mine');
  const active = rows.filter((r) => !r.match || r.match.status !== 'finished');
  const finished = rows.filter((r) => r.match && r.match.status === 'finished');
  // Yours first, longest waiting first; then the others, latest news first.
  const order = (r: Row): number => (r.match && onTurn(r.match) ? 0 : 1);
  active.sort((a, b) => order(a) - order(b) || (order(a) === 0 ? (a.match?.at ?? 0) - (b.match?.at ?? 0) : (b.match?.at ?? 0) - (a.match?.at ?? 0)));
  const next = nextTurn();
  const waitingCount = rows.filter((r) => r.match && onTurn(r.match)).length;
  const button = $<HTMLAnchorElement>('#next-turn');
  button.hidden = !next;
  if (next) button.href = seatUrl(next.entry);
  $('#mine-status').textContent = rows.length === 0 ? t('myMatchesEmpty') : waitingCount ? t('waitingForYouCount', { n: waitingCount }) : t('nothingWaits');
  put($('#mine-list'), active.map((r) => item(r, refresh)));
  const box = $('#mine-finished-box');
  box.hidden = finished.length === 0;
  put($('#mine-finished-title'), t('finishedMatches', { n: finished.length }));
  put($('#mine-finished'), finished.map((r) => item(r, refresh)));
  section.dataset.loaded = 'true';
}

/** Asks the service about every remembered match (in parallel) and shows the list. */
export async function refresh(): Promise<void> {
  rows = await Promise.all(myMatches().map(load));
  render();
}

export function mountMyMatches(): { render: () => void } {
  refresh();
  return { render };
}
