// "Play from here" (issue 26): on a finished match, anyone reading it (a seat or a spectator) can
// start a what-if from the entry the history's slider shows: a new match that starts as this one
// was after that entry, with the dice it had to come. A small form says who plays each seat (you,
// a friend with a link of their own, an easy or a good bot), or that the people play in turn on
// this device (hot seat); then the new match opens.
import type { BotLevel, ForkAnswer, MatchView } from './answers';
import { api } from './api';
import { linkBox } from './copy';
import { h, put, type Child } from './dom';
import { t } from './i18n';
import { namesOf } from './match-parts';
import { remember, rememberCreated } from './my-matches';

/** Who plays a seat of the what-if. */
type Choice = 'you' | 'friend' | BotLevel;

const BOTS: readonly string[] = ['easy', 'good'] satisfies BotLevel[];
const isBot = (c: Choice): c is BotLevel => BOTS.includes(c);

/** The links to hand out before the what-if opens. */
interface Started {
  mine: ForkAnswer['seats'][number] | null;
  friends: ForkAnswer['seats'];
  spectator: string;
}

/** The panel under the history's slider; `render(match, entry)` after every change of either. */
export function forkPanel(el: HTMLElement, { id }: { id: string }) {
  let match: MatchView | null = null;
  let entry = 0;
  let open = false;
  let choices: Choice[] = []; // per seat
  let hot = false;
  let busy = false;
  let error = '';
  let started: Started | null = null;

  function render(m: MatchView, at: number): void {
    match = m;
    entry = at;
    draw();
  }

  /** Your own seat is yours; the others keep their bots, and people's seats get good bots. */
  function defaults(m: MatchView): Choice[] {
    const yours = m.you ?? 0;
    return m.seats.map((s) => (s.seat === yours ? 'you' : (s.bot ?? 'good')));
  }

  function draw(): void {
    if (!match || match.status !== 'finished') {
      el.hidden = true;
      el.replaceChildren();
      return;
    }
    el.hidden = false;
    if (started) {
      put(el, startedCard(match, started));
      return;
    }
    const m = match;
    const over = entry >= m.seq;
    const toggle = h('button', { type: 'button', class: 'secondary', 'data-testid': 'play-from-here', 'aria-expanded': String(open && !over), disabled: over }, t('playFromEntry', { n: entry }));
    toggle.addEventListener('click', () => {
      open = !open;
      if (open) choices = defaults(m);
      error = '';
      draw();
    });
    put(el, h('h3', {}, t('playFromHere')), toggle, over ? h('p', { class: 'hint', 'data-testid': 'fork-pick-earlier' }, t('forkPickEarlier', { n: m.seq })) : null, open && !over ? form(m) : null);
  }

  function seatChoice(seat: number, name: string): HTMLElement {
    const people: [Choice, string][] = hot ? [['you', t('forkHere')]] : [['you', t('forkYou')], ['friend', t('forkFriend')]];
    const options: [Choice, string][] = [...people, ['easy', t('forkEasy')], ['good', t('forkGood')]];
    const chosen = hot && choices[seat] === 'friend' ? 'you' : choices[seat];
    const select = h('select', { id: `fork-seat-${seat}`, 'data-testid': 'fork-seat' }, options.map(([value, label]) => h('option', { value, selected: value === chosen }, label)));
    select.addEventListener('change', () => choose(seat, options.find(([value]) => value === select.value)?.[0] ?? 'you'));
    return h('div', { class: 'field' }, h('label', { for: `fork-seat-${seat}` }, name), select);
  }

  /** One seat is yours (a hot-seat device holds every person's): choosing it for another seat makes the former one a friend's. */
  function choose(seat: number, value: Choice): void {
    choices = choices.map((c, i) => (i === seat ? value : value === 'you' && c === 'you' && !hot ? 'friend' : c));
    draw();
  }

  function form(m: MatchView): HTMLFormElement {
    const names = namesOf(m);
    const hotBox = h('input', { type: 'checkbox', id: 'fork-hot', 'data-testid': 'fork-hot', checked: hot });
    hotBox.addEventListener('change', () => {
      hot = hotBox.checked;
      draw();
    });
    const go = h('button', { type: 'submit', class: 'primary', 'data-testid': 'fork-start', disabled: busy }, t('forkCreate'));
    const cancel = h('button', { type: 'button', class: 'secondary' }, t('forkCancel'));
    cancel.addEventListener('click', () => {
      open = false;
      draw();
    });
    const f = h(
      'form',
      { class: 'fork-form', 'data-testid': 'fork-form', novalidate: true },
      h('p', { class: 'hint' }, t('forkIntro', { n: entry })),
      m.seats.map((s) => seatChoice(s.seat, names.seat(s.seat))),
      h('label', { class: 'choice', for: 'fork-hot' }, hotBox, ' ', t('forkHotSeat')),
      hot ? h('p', { class: 'hint' }, t('forkHotSeatHint')) : null,
      h('div', { class: 'fork-actions' }, go, cancel),
      error ? h('p', { class: 'error', role: 'alert' }, error) : null,
    );
    f.addEventListener('submit', (e) => {
      e.preventDefault();
      start();
    });
    return f;
  }

  async function start(): Promise<void> {
    if (busy || !match) return;
    const title = match.title;
    if (choices.every(isBot)) {
      error = t('forkNoPerson');
      return draw();
    }
    busy = true;
    error = '';
    draw();
    const players = choices.map((c) => (isBot(c) ? { bot: c } : {}));
    try {
      const made = await api<ForkAnswer>('POST', `/api/matches/${id}/fork`, { body: { at: entry, players, hotseat: hot } });
      opened(made, title);
    } catch (err) {
      error = t('forkFailed', { message: (err instanceof Error && err.message) || t('networkError') });
    } finally {
      busy = false;
      draw();
    }
  }

  /** Remembers the what-if in this browser ("Your matches") and opens it, or first shows the friends' links. */
  function opened(made: ForkAnswer, title: string): void {
    if (made.hotseat) {
      remember({ id: made.id, seat: made.hotseat.seats[0], token: made.hotseat.token, how: 'created', title });
      return location.assign(made.hotseat.url);
    }
    const yours = choices.indexOf('you');
    const mine = made.seats.find((s) => s.seat === yours) ?? null;
    rememberCreated(made, { title, mySeat: mine ? mine.seat : null });
    const friends = made.seats.filter((s) => s !== mine);
    if (!friends.length && mine) return location.assign(mine.url);
    started = { mine, friends, spectator: made.spectator };
  }

  function startedCard(m: MatchView, { mine, friends, spectator }: Started): Child[] {
    const names = namesOf(m);
    return [
      h('h3', {}, t('forkCreatedTitle')),
      h('p', { class: 'hint' }, t('forkFriendsHint')),
      friends.map((s) => linkBox(t('seatLinkFor', { name: names.seat(s.seat), n: s.seat + 1 }), s.url, { testid: 'fork-link' })),
      h('p', {}, h('a', { href: mine ? mine.url : spectator, class: 'button primary', 'data-testid': 'fork-open' }, mine ? t('forkOpenMine') : t('watchInstead'))),
    ];
  }

  return { render };
}
