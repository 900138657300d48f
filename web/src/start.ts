// The start page: "Your matches" (what this browser remembers), then the form that creates a
// match: the game (what it is, its players, its length), its choices, you and the other
// players (each a person or a bot), the time control; and the games, each with "Play alone
// against bots". Every problem is said next to its field, in the page's language.
import type { BotLevel, CreatedAnswer, GameInfo, GamesAnswer } from './answers';
import { api, ApiError } from './api';
import { mountClockForm, readClock, type ClockRequest } from './clock-form';
import { hideCreated, renderCreated, showCreated } from './created-card';
import { $, h, put, reveal } from './dom';
import { clearFieldErrors, fieldError } from './field-errors';
import { gameLine, optionsOf, playersAndLength } from './game-options';
import { hasGuide } from './guides';
import { applyStatic, lang, mountLangSwitch, onLangChange, t } from './i18n';
import { mountMyMatches, refresh as refreshMine } from './my-matches-list';
import { rememberCreated } from './my-matches';
import { mountSignin } from './signin';
import { startOffline } from './offline';
import { pushAllSwitch } from './push';
import { soloButton } from './solo';
import { kindOf, playerRow, rowInputs, typedRows } from './player-rows';
import { goodMatchName } from './match-name';
import { gameTitle, variantTitle } from './titles';

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

/** A refusal of "Play alone against bots", said under the games (null: none). */
function soloError(err: ApiError | null): void {
  const el = $('#solo-error');
  el.textContent = err ? (err.code === 'network' ? t('networkError') : err.status === 429 ? t('tooManyTries') : t('createFailed')) : '';
  el.hidden = !err;
}

/** The games offered, each in one line, with a link to its guide when it has one and a button to play it alone against bots. */
function fillGames(): void {
  const myName = () => (iPlay() ? (document.querySelector<HTMLInputElement>('#player-0-name')?.value.trim() ?? '') : '');
  put(
    $('#games-list'),
    games.map((g) => {
      const guide = h('a', { href: `/rules/${g.id}`, hidden: true, 'data-testid': 'guide-link' }, t('howToPlay'));
      hasGuide(g.id).then((yes) => {
        guide.hidden = !yes;
      });
      const solo = soloButton(g, { name: myName, onError: soloError });
      return h('li', { 'data-game': g.id }, h('strong', {}, gameTitle(g)), ' · ', h('span', { class: 'hint' }, gameLine(g)), ' ', guide, ' ', solo);
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
  put($('#variant'), h('option', { value: '' }, t('standard')), variants.map((v) => h('option', { value: v }, variantTitle(game, v))));
  fillPlayers();
}

/** One row per seat, yours first (unless you only organise); typed names and choices survive a change of the seat count. */
function fillPlayers(): void {
  const list = $('#players');
  const typed = typedRows(list);
  const n = Number($<HTMLSelectElement>('#seats').value);
  const rows: HTMLElement[] = [];
  for (let i = 0; i < n; i++) rows.push(playerRow(i, { you: i === 0 && iPlay(), typed: typed[i], onName: fillOptions }));
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
/** A player of the request: a person (the page's language is the language of its notifications), or a bot. */
interface PlayerRequest {
  name?: string;
  email?: string;
  bot?: BotLevel;
  lang: string;
}

function readPlayers(): { players: PlayerRequest[]; rows: number[]; found: Problem[] } {
  const players: PlayerRequest[] = [];
  const rows: number[] = [];
  const found: Problem[] = [];
  for (const [i, li] of [...$('#players').querySelectorAll('li')].entries()) {
    const inputs = rowInputs(li);
    const name = inputs.name.value.trim();
    const kind = kindOf(li);
    if (kind !== 'person') {
      // A bot without a name gets a friendly one from the service, in the page's language.
      players.push(name ? { name, bot: kind, lang: lang() } : { bot: kind, lang: lang() });
      rows.push(i);
      continue;
    }
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
  const seats = $('#players').querySelectorAll('li').length;
  if (players.length === seats && players.every((p) => p.bot) && found.length === 0) found.push(['player-0-name', 'needAPerson']);
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
  if (err.code === 'no_person') return [['player-0-name', 'needAPerson']];
  // The game's own words about its options come in the page's language (accept-language).
  if (err.code === 'bad_options') return [[document.querySelector('#options select')?.id ?? null, { text: err.message }]];
  const place = /^([\w.]+): /.exec(err.message ?? '')?.[1] ?? '';
  const player = /^players\.(\d+)\.(name|email)/.exec(place);
  if (player) return [[`player-${rows[Number(player[1])] ?? 0}-${player[2]}`, player[2] === 'email' ? 'emailLooksWrong' : 'nameLooksWrong']];
  if (place.startsWith('clock')) return [['clock-amount', 'badClockAmount']];
  if (place === 'name') return [['match-name', 'matchNameWrong']];
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
  // Optional: without a name the match is called by its players and when it was made.
  const name = $<HTMLInputElement>('#match-name').value.trim();
  if (name && !goodMatchName(name)) found.push(['match-name', 'matchNameWrong']);
  say(found);
  if (found.length) return;
  const body: { game: string; name?: string; seats: number; players: PlayerRequest[]; variant?: string; options?: Record<string, unknown>; clock?: ClockRequest } = {
    game: game.id,
    seats: Number($<HTMLSelectElement>('#seats').value),
    players,
  };
  if (name) body.name = name;
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
  startOffline();
  const pushAll = pushAllSwitch($('#push-all'));
  onLangChange(() => {
    pushAll.render();
    if (games.length) {
      for (const o of $<HTMLSelectElement>('#game').options) o.textContent = gameTitle(games.find((g) => g.id === o.value) ?? { title: o.value });
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
    reveal();
    return say([[null, err instanceof ApiError && err.code === 'network' ? 'networkError' : 'createFailed']]);
  }
  put($('#game'), games.map((g) => h('option', { value: g.id }, gameTitle(g))));
  // A guide's "Start a match of …" link chooses its game here.
  const wanted = new URLSearchParams(location.search).get('game');
  if (wanted && games.some((g) => g.id === wanted)) $<HTMLSelectElement>('#game').value = wanted;
  fillSeats();
  fillGames();
  applyStatic();
  // Disabled in the HTML until the games are known: the form cannot be sent half ready.
  $<HTMLButtonElement>('#create-button').disabled = false;
  // Shown whole once the chosen game's guide link is settled too (it sits under the game's name).
  await hasGuide(selectedGame().id);
  reveal();
}

main();
