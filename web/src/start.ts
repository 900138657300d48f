// The start page: "Your matches" (what this browser remembers), then the form that creates a
// match: the game (what it is, its players, its length), its choices, you and the other
// players, the time control. Every problem is said next to its field, in the page's language.
import type { CreatedAnswer, GameInfo, GamesAnswer } from './answers';
import { api, ApiError } from './api';
import { mountClockForm, readClock, type ClockRequest } from './clock-form';
import { hideCreated, renderCreated, showCreated } from './created-card';
import { $, h, put } from './dom';
import { clearFieldErrors, fieldError } from './field-errors';
import { gameLine, optionsOf, playersAndLength } from './game-options';
import { hasGuide } from './guides';
import { applyStatic, lang, mountLangSwitch, onLangChange, t } from './i18n';
import { mountMyMatches, refresh as refreshMine } from './my-matches-list';
import { rememberCreated } from './my-matches';
import { mountSignin } from './signin';

let games: GameInfo[] = [];
let mine: { render: () => void } | null = null;
/** A problem: the id of the field it is about (null: the form's), and a message key or words. */
type Problem = [string | null, string | { text: string }];
/** The problems shown now, said again after a change of language. */
let problems: Problem[] = [];

// Deliberately loose: the service checks addresses properly; this catches the typing slips.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function selectedGame(): GameInfo {
  return games.find((g) => g.id === $<HTMLSelectElement>('#game').value) ?? games[0];
}

function iPlay(): boolean {
  return !$<HTMLInputElement>('#organiser-only').checked;
}

/** The games offered, each in one line, with a link to its guide when it has one. */
function fillGames(): void {
  put(
    $('#games-list'),
    games.map((g) => {
      const guide = h('a', { href: `/rules/${g.id}`, hidden: true, 'data-testid': 'guide-link' }, t('howToPlay'));
      hasGuide(g.id).then((yes) => {
        guide.hidden = !yes;
      });
      return h('li', { 'data-game': g.id }, h('strong', {}, g.title), ' · ', h('span', { class: 'hint' }, gameLine(g)), ' ', guide);
    }),
  );
}

function fillSeats(): void {
  const game = selectedGame();
  $('#game-about').textContent = `${t(`about.${game.id}`)} ${playersAndLength(game)}.`;
  const guide = $<HTMLAnchorElement>('#game-guide');
  guide.href = `/rules/${game.id}`;
  hasGuide(game.id).then((yes) => {
    if (selectedGame() === game) guide.hidden = !yes;
  });
  const select = $<HTMLSelectElement>('#seats');
  const before = Number(select.value) || game.seats.min;
  const options = [];
  for (let n = game.seats.min; n <= game.seats.max; n++) options.push(h('option', { value: n }, String(n)));
  put(select, options);
  select.value = String(Math.min(Math.max(before, game.seats.min), game.seats.max));
  const variants = game.variants ?? [];
  $('#variant-field').hidden = variants.length === 0;
  put($('#variant'), h('option', { value: '' }, t('standard')), variants.map((v) => h('option', { value: v }, v)));
  fillPlayers();
}

/** One row per seat, yours first (unless you only organise); typed names survive a change of the seat count. */
/** The name and email inputs of a row of the players' list. */
function rowInputs(li: Element): { name: HTMLInputElement; email: HTMLInputElement } {
  return { name: $<HTMLInputElement>('.name', li), email: $<HTMLInputElement>('.email', li) };
}

function fillPlayers(): void {
  const list = $('#players');
  const typed = [...list.querySelectorAll('li')].map((li) => {
    const { name, email } = rowInputs(li);
    return { name: name.value, email: email.value };
  });
  const n = Number($<HTMLSelectElement>('#seats').value);
  const rows = [];
  for (let i = 0; i < n; i++) {
    const you = i === 0 && iPlay();
    const name = h('input', {
      type: 'text',
      id: `player-${i}-name`,
      class: 'name',
      maxlength: 40,
      autocomplete: you ? 'nickname' : 'off',
      placeholder: you ? t('yourNamePlaceholder') : t('openSeat'),
      'aria-label': you ? t('yourName') : t('playerName', { n: i + 1 }),
    });
    const email = h('input', {
      type: 'email',
      id: `player-${i}-email`,
      class: 'email',
      maxlength: 200,
      autocomplete: you ? 'email' : 'off',
      placeholder: you ? t('yourEmailPlaceholder') : t('emailOptional'),
      'aria-label': t('playerEmail', { n: i + 1 }),
    });
    name.value = typed[i]?.name ?? '';
    email.value = typed[i]?.email ?? '';
    name.addEventListener('input', fillOptions);
    rows.push(h('li', { class: you ? 'you' : null }, h('span', { class: 'seat-no' }, you ? t('youRow') : t('seatN', { n: i + 1 })), name, email));
  }
  put(list, rows);
  fillOptions();
}

/** The game's choices (who plays the Normans, the length), keeping what was chosen. */
function fillOptions(): void {
  const game = selectedGame();
  const options = optionsOf(game.id);
  $('#options-field').hidden = options.length === 0;
  const seatName = (seat: number): string => {
    const typed = document.querySelector<HTMLInputElement>(`#player-${seat}-name`)?.value.trim();
    return typed ? t('playerLabel', { name: typed, n: seat + 1 }) : t('seatN', { n: seat + 1 });
  };
  const fields = options.map((o) => {
    const before = document.querySelector<HTMLSelectElement>(`#option-${o.key}`)?.value;
    const select = h(
      'select',
      { id: `option-${o.key}`, 'data-option': o.key },
      o.choices(seatName).map((c, i) => h('option', { value: String(i), 'data-value': c.value === undefined ? '' : JSON.stringify(c.value) }, c.text)),
    );
    if (before !== undefined && [...select.options].some((opt) => opt.value === before)) select.value = before;
    return h('div', { class: 'field' }, h('label', { for: select.id }, t(o.label)), select, o.hint ? h('p', { class: 'hint' }, t(o.hint)) : null);
  });
  put($('#options'), fields);
  showProblems();
}

/** The `options` of the request from the choices on the form. */
function readOptions(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const select of $('#options').querySelectorAll('select')) {
    const raw = select.selectedOptions[0]?.dataset.value;
    if (raw && select.dataset.option) out[select.dataset.option] = JSON.parse(raw);
  }
  return out;
}

function formError(message: string | null): void {
  const el = $('#create-error');
  el.textContent = message ?? '';
  el.hidden = !message;
}

/** Shows each problem next to its field (or under the form when it has none). */
function showProblems(): void {
  clearFieldErrors($('#create'));
  formError('');
  for (const [id, what] of problems) {
    const text = typeof what === 'string' ? t(what) : what.text;
    const field = id ? document.getElementById(id) : null;
    if (field) fieldError(field, text);
    else formError(text);
  }
}

function say(list: Problem[]): void {
  problems = list;
  showProblems();
  for (const [id] of list) {
    const field = id ? document.getElementById(id) : null;
    if (field) return field.focus();
  }
}

/** The players of the request and the form row of each (open seats are left out), or the problems with them. */
/** A player of the request: the page's language is the language of the seat's notifications. */
interface PlayerRequest {
  name: string;
  email?: string;
  lang: string;
}

function readPlayers(): { players: PlayerRequest[]; rows: number[]; found: Problem[] } {
  const players: PlayerRequest[] = [];
  const rows: number[] = [];
  const found: Problem[] = [];
  for (const [i, li] of [...$('#players').querySelectorAll('li')].entries()) {
    const inputs = rowInputs(li);
    const name = inputs.name.value.trim();
    const email = inputs.email.value.trim();
    if (email && !EMAIL.test(email)) found.push([`player-${i}-email`, 'emailLooksWrong']);
    if (!name) {
      if (i === 0 && iPlay()) found.push([`player-${i}-name`, 'yourNameNeeded']);
      else if (email) found.push([`player-${i}-name`, 'emailNeedsName']);
      continue;
    }
    // The page's language is the language of the seat's notifications (changeable in its settings).
    players.push(email ? { name, email, lang: lang() } : { name, lang: lang() });
    rows.push(i);
  }
  if (players.length === 0 && found.length === 0) found.push(['player-0-name', 'needAPlayer']);
  return { players, rows, found };
}

/**
 * A refusal of the service, said next to its field in the page's words: a request check names
 * its place ("players.1.email: …", the second named player, on form row `rows[1]`), which the
 * page turns into the field, never shows.
 */
function problemsOf(err: unknown, rows: readonly number[]): Problem[] {
  if (!(err instanceof ApiError)) return [[null, 'createFailed']];
  if (err.code === 'network') return [[null, 'networkError']];
  if (err.status === 429) return [[null, 'tooManyTries']];
  if (err.code === 'bad_seats') return [['seats', 'badSeatsChoice']];
  if (err.code === 'bad_variant') return [['variant', 'badVariantChoice']];
  // The game's own words about its options come in the page's language (accept-language).
  if (err.code === 'bad_options') return [[document.querySelector('#options select')?.id ?? null, { text: err.message }]];
  const place = /^([\w.]+): /.exec(err.message ?? '')?.[1] ?? '';
  const player = /^players\.(\d+)\.(name|email)/.exec(place);
  if (player) return [[`player-${rows[Number(player[1])] ?? 0}-${player[2]}`, player[2] === 'email' ? 'emailLooksWrong' : 'nameLooksWrong']];
  if (place.startsWith('clock')) return [['clock-amount', 'badClockAmount']];
  return [[null, 'createFailed']];
}

async function submit(event: SubmitEvent): Promise<void> {
  event.preventDefault();
  // A new attempt is not the last one's success: its card goes (its links stay under "Your matches").
  hideCreated();
  const game = selectedGame();
  const { players, rows, found } = readPlayers();
  const time = readClock();
  if (time.error) found.push([time.field.id, { text: time.error }]);
  say(found);
  if (found.length) return;
  const body: { game: string; seats: number; players: PlayerRequest[]; variant?: string; options?: Record<string, unknown>; clock?: ClockRequest } = {
    game: game.id,
    seats: Number($<HTMLSelectElement>('#seats').value),
    players,
  };
  const variant = $<HTMLSelectElement>('#variant').value;
  if (variant) body.variant = variant;
  const options = readOptions();
  if (Object.keys(options).length) body.options = options;
  if ('clock' in time && time.clock) body.clock = time.clock;
  const button = $<HTMLButtonElement>('#create-button');
  button.disabled = true;
  try {
    const created = await api<CreatedAnswer>('POST', '/api/matches', { body });
    rememberCreated(created, { title: game.title, mySeat: iPlay() ? 0 : null });
    showCreated(created.id, { scroll: true });
    refreshMine();
  } catch (err) {
    say(problemsOf(err, rows));
  } finally {
    button.disabled = false;
  }
}

async function main(): Promise<void> {
  mountLangSwitch($<HTMLSelectElement>('#lang'));
  $<HTMLFormElement>('#create').addEventListener('submit', submit);
  $('#game').addEventListener('change', fillSeats);
  $('#seats').addEventListener('change', fillPlayers);
  $('#organiser-only').addEventListener('change', fillPlayers);
  mountClockForm();
  mountSignin();
  mine = mountMyMatches();
  renderCreated();
  onLangChange(() => {
    if (games.length) {
      fillSeats();
      fillGames();
    }
    renderCreated();
    mine?.render();
    showProblems();
  });
  try {
    games = (await api<GamesAnswer>('GET', '/api/games')).games;
  } catch (err) {
    return say([[null, err instanceof ApiError && err.code === 'network' ? 'networkError' : 'createFailed']]);
  }
  put($('#game'), games.map((g) => h('option', { value: g.id }, g.title)));
  // A guide's "Start a match of …" link chooses its game here.
  const wanted = new URLSearchParams(location.search).get('game');
  if (wanted && games.some((g) => g.id === wanted)) $<HTMLSelectElement>('#game').value = wanted;
  fillSeats();
  fillGames();
  applyStatic();
  // Disabled in the HTML until the games are known: the form cannot be sent half ready.
  $<HTMLButtonElement>('#create-button').disabled = false;
}

main();
