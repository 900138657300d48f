// The parts of the match page around the board: whose turn, the result with the revealed seed,
// and the links with the dice commitment.
import type { ExportAnswer, MatchView, Phrase, SeatInfo } from './answers';
import { linkBox } from './copy';
import { h, put, type Child } from './dom';
import { list, say, t } from './i18n';
import type { Names } from './games/renderer';
import { resultDetails } from './result-details';
import { turnMore } from './turn-fold';
import { seatBadge } from './seat-badge';

/** A seat's name as the page shows it: a bot's says so ("Ada (bot)"), wherever it appears. */
export function asBot(info: SeatInfo | undefined, name: string): string {
  return info?.bot ? t('botName', { name }) : name;
}

/**
 * Names for seats and castle sides (a team at 4 players when the view has `teams`), and `text`,
 * which renders the game's words in the page's language with the players' names (an old log
 * line that says "Seat 2" gets the name too). A bot's seat is named as one.
 */
export function namesOf(match: Pick<MatchView, 'seats' | 'view'>): Names {
  const plain = (n: number): string => asBot(match.seats[n], match.seats[n]?.name ?? t('seatN', { n: n + 1 }));
  const text = (words: Phrase): string =>
    typeof words === 'string'
      ? words.replace(/\bSeat (\d{1,2})\b/g, (whole, n) => (Number(n) < match.seats.length ? plain(Number(n)) : whole))
      : say(words, seat);
  const seat = (n: number): string => {
    const role = match.seats[n]?.role;
    return asBot(match.seats[n], match.seats[n]?.name ?? (role ? text(role) : t('seatN', { n: n + 1 })));
  };
  const teams = teamsOf(match.view);
  const side = (n: number): string => (teams ? t('team', { team: 'AB'[n] ?? n, names: teams[n].map(seat).join(' & ') }) : seat(n));
  return { seat, side, text, letter: (n) => match.seats[n]?.mark?.letter ?? String(n + 1) };
}

/** The teams of a view that has them (Carolus Magnus at 4 players): the seats of each. */
function teamsOf(view: unknown): number[][] | null {
  return typeof view === 'object' && view !== null && 'teams' in view && Array.isArray(view.teams) ? view.teams : null;
}

export { list };

/** A seat's role beside its name, unless it only says the name again (a role written as "Seat 2"). */
function roleOf(s: SeatInfo, names: Names): HTMLElement | null {
  if (!s.role) return null;
  const role = names.text(s.role);
  return role === names.seat(s.seat) ? null : h('small', {}, ` · ${role}`);
}

function seatChips(match: MatchView, names: Names): HTMLElement {
  const teams = teamsOf(match.view);
  return h(
    'ul',
    { class: 'seat-chips' },
    match.seats.map((s) =>
      h(
        'li',
        { class: `seat-chip${match.active.includes(s.seat) ? ' active' : ''}${s.seat === match.you ? ' mine' : ''}${s.joined ? '' : ' empty'}` },
        match.active.includes(s.seat) ? h('span', { class: 'dot', 'aria-hidden': 'true' }) : null,
        seatBadge(s, teams ? teams.findIndex((team) => team.includes(s.seat)) : s.seat),
        s.joined ? names.seat(s.seat) : t('freeSeat', { n: s.seat + 1 }),
        roleOf(s, names),
        s.seat === match.you ? h('span', { class: 'tag you' }, t('you')) : null,
      ),
    ),
  );
}

/**
 * Whether this seat has something to do now: a move of the game (taking back a step alone is not a
 * turn, nor is taking back a submission it waits on: `waiting`, e.g. done negotiating in Princeps).
 */
export function onTurn(match: MatchView): boolean {
  return match.status === 'active' && match.you !== null && !match.waiting && match.actions.some((a) => a !== 'undo');
}

/**
 * The headline of the banner, which never contradicts itself: "Your turn" only when the seat
 * has a move to make; in a simultaneous step it has answered, that it waits for the others
 * (in the game's words when the view has `waiting`), naming nobody, since the rules may keep
 * secret who has answered; otherwise whom the match waits for.
 */
/** The game's words for a seat that waits on the others, when its view has them. */
function waitingOf(view: unknown): Phrase | null {
  return typeof view === 'object' && view !== null && 'waiting' in view && view.waiting ? (view.waiting as Phrase) : null;
}

export function headlineOf(match: MatchView, names: Names): string {
  if (match.status === 'open') return t('waitingToJoin', { n: match.seats.filter((s) => !s.joined).length });
  if (match.status === 'frozen') return t('frozen');
  if (match.status === 'finished') return t('gameOver');
  if (onTurn(match)) return t('yourTurn');
  if (match.you !== null && match.active.includes(match.you)) {
    const waiting = waitingOf(match.view);
    return waiting ? names.text(waiting) : t('youAnswered');
  }
  return t('waitingFor', { names: list(match.active.map(names.seat)) });
}

/**
 * "Ada (bot) is thinking…" while bots are on turn: the match plays them a few seconds after their
 * turn comes, and this page hears of their moves live. (In a step where several act at once one
 * may have answered already: nobody's page can tell who has.)
 */
function thinking(match: MatchView, names: Names): HTMLElement | null {
  const bots = match.active.filter((n) => match.seats[n]?.bot && n !== match.you);
  return bots.length ? h('p', { class: 'thinking', 'data-testid': 'bot-thinking', role: 'status' }, t('botThinking', { names: list(bots.map(names.seat)), n: bots.length })) : null;
}

/** The banner: your turn, or whom the match waits for, what the game asks and what can be done now. */
export function renderTurn(el: HTMLElement, match: MatchView, { prompt = null, help = null }: { prompt?: Phrase | null; help?: Phrase | null } = {}): void {
  const names = namesOf(match);
  const asking = match.status === 'active';
  put(
    el,
    h('p', { class: 'headline', 'data-testid': 'turn' }, headlineOf(match, names)),
    match.status === 'frozen' && match.frozen ? h('p', { class: 'error' }, match.frozen) : null,
    asking && prompt ? h('p', { class: 'prompt', 'data-testid': 'prompt' }, names.text(prompt)) : null,
    asking ? thinking(match, names) : null,
    h('p', { class: 'who-am-i' }, match.you === null ? t('youWatch') : t('youPlay', { name: names.seat(match.you) })),
    turnMore([asking && help ? h('p', { class: 'help', 'data-testid': 'help' }, names.text(help)) : null, seatChips(match, names)]),
  );
  el.className = `turn${onTurn(match) ? ' mine' : ''}`;
}

async function sha256Hex(text: string): Promise<string | null> {
  if (!crypto.subtle) return null; // only in a secure context (https or localhost)
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function winnersLine(winners: string[]): string {
  return winners.length > 1 ? t('sharedWin', { names: list(winners) }) : winners.length === 1 ? t('wins', { name: winners[0] }) : t('noWinner');
}

/** Said plainly to each seat: "You won", "You lost" or "Shared victory with …"; to a spectator, who won. */
export function headline(match: MatchView, names: Pick<Names, 'seat'>): string {
  const r = match.result;
  if (!r) return '';
  if (match.you === null) return winnersLine(r.winners.map(names.seat));
  if (!r.winners.includes(match.you)) return r.winners.length ? t('youLost') : t('noWinner');
  const others = r.winners.filter((s) => s !== match.you).map(names.seat);
  return others.length ? t('youShared', { names: list(others) }) : t('youWon');
}

/** The result, the seed revealed by the export, whether it matches the commitment, and the export link. */
export async function renderResult(el: HTMLElement, match: MatchView, exported: ExportAnswer | null): Promise<void> {
  if (match.status !== 'finished' || !match.result) {
    el.hidden = true;
    return;
  }
  const names = namesOf(match);
  const r = match.result;
  const winners = r.winners.map(names.seat);
  const parts: Child[] = [
    h('h2', {}, t('result')),
    h('p', { class: 'winners', 'data-testid': 'winners' }, headline(match, names)),
    // To a seat that lost, who won; the reason says why, tie-breaks included.
    match.you !== null && !r.winners.includes(match.you) && winners.length ? h('p', { 'data-testid': 'who-won' }, winnersLine(winners)) : null,
    h('p', { class: 'reason', 'data-testid': 'reason' }, names.text(r.reason)),
    ...resultDetails(match, names),
  ];
  if (Array.isArray(r.scores) && r.scores.length === match.seats.length) {
    parts.push(
      h('h3', {}, t('finalScores')),
      h(
        'ul',
        { class: 'scores', 'data-testid': 'scores' },
        r.scores.map((score, seat) => h('li', { class: r.winners.includes(seat) ? 'winner' : null }, t('scoreOf', { name: names.seat(seat), score }))),
      ),
    );
  }
  if (Array.isArray(r.forfeited) && r.forfeited.length) parts.push(h('p', {}, t('forfeitedOnTime', { names: list(r.forfeited.map(names.seat)) })));
  if (exported && exported.secret) {
    const digest = await sha256Hex(exported.secret);
    const verdict = digest === null ? t('seedUnchecked') : digest === match.commitment ? t('seedMatches') : t('seedMismatch');
    parts.push(
      h('p', {}, t('seedRevealed'), ' ', h('code', { 'data-testid': 'secret' }, exported.secret)),
      h('p', { class: digest === match.commitment ? 'ok' : 'note' }, verdict),
    );
  }
  parts.push(h('p', {}, h('a', { href: `/api/matches/${match.id}/export`, download: `match-${match.id}.json`, class: 'button secondary' }, t('downloadExport'))));
  put(el, parts);
  el.hidden = false;
}

/** Links to share (spectator; your own seat link) and the dice commitment. */
export function renderShare(el: HTMLElement, match: MatchView, token: string | null): void {
  const spectator = `${location.origin}/m/${match.id}`;
  put(
    el,
    token ? linkBox(t('yourLinkSecret'), `${spectator}#${token}`, { open: false }) : null,
    linkBox(t('spectatorLink'), spectator, { open: false }),
    h('p', {}, t('commitment'), ': ', h('code', { class: 'commitment' }, match.commitment)),
    h('p', { class: 'hint' }, t('commitmentHint')),
  );
}
