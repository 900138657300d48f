// The start page: "Your matches" (what this browser remembers), then the form that creates a
// match: the game (what it is, its players, its length), its choices, you and the other
// players (each a person or a bot), the time control; and the games, each with "Play alone
// against bots". Every problem is said next to its field, in the page's language.
import { api } from './api.js';
import { mountClockForm, readClock } from './clock-form.js';
import { hideCreated, renderCreated, showCreated } from './created-card.js';
import { $, h, put } from './dom.js';
import { clearFieldErrors, fieldError } from './field-errors.js';
import { gameLine, optionsOf, playersAndLength } from './game-options.js';
import { hasGuide } from './guides.js';
import { applyStatic, lang, mountLangSwitch, onLangChange, t } from './i18n.js';
import { mountMyMatches, refresh as refreshMine } from './my-matches-list.js';
import { rememberCreated } from './my-matches.js';
import { mountSignin } from './signin.js';
import { startOffline } from './offline.js';
import { pushAllSwitch } from './push.js';
import { soloButton } from './solo.js';
import { kindOf, playerRow, typedRows } from './player-rows.js';

let games = [];
let mine = null;
/** The problems shown now, as [field id, message key or { text }], said again after a change of language. */
let problems = [];

// Deliberately loose: the service checks addresses properly; this catches the typing slips.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function selectedGame() {
  return games.find((g) => g.id === $('#game').value) ?? games[0];
}

function iPlay() {
  return !$('#organiser-only').checked;
}

/** A refusal of "Play alone against bots", said under the games (null: none). */
function soloError(err) {
  const el = $('#solo-error');
  el.textContent = err ? (err.code === 'network' ? t('networkError') : err.status === 429 ? t('tooManyTries') : t('createFailed')) : '';
  el.hidden = !err;
}

/** The games offered, each in one line, with a link to its guide when it has one and a button to play it alone against bots. */
function fillGames() {
  const myName = () => (iPlay() ? $('#player-0-name')?.value.trim() : '');
  put(
    $('#games-list'),
    games.map((g) => {
      const guide = h('a', { href: `/rules/${g.id}`, hidden: true, 'data-testid': 'guide-link' }, t('howToPlay'));
      hasGuide(g.id).then((yes) => {
        guide.hidden = !yes;
      });
      const solo = soloButton(g, { name: myName, onError: soloError });
      return h('li', { 'data-game': g.id }, h('strong', {}, g.title), ' · ', h('span', { class: 'hint' }, gameLine(g)), ' ', guide, ' ', solo);
    }),
  );
}

function fillSeats() {
  const game = selectedGame();
  $('#game-about').textContent = `${t(`about.${game.id}`)} ${playersAndLength(game)}.`;
  $('#game-guide').href = `/rules/${game.id}`;
  hasGuide(game.id).then((yes) => {
    if (selectedGame() === game) $('#game-guide').hidden = !yes;
  });
  const select = $('#seats');
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

/** One row per seat, yours first (unless you only organise); typed names and choices survive a change of the seat count. */
function fillPlayers() {
  const list = $('#players');
  const typed = typedRows(list);
  const n = Number($('#seats').value);
  const rows = [];
  for (let i = 0; i < n; i++) rows.push(playerRow(i, { you: i === 0 && iPlay(), typed: typed[i], onName: fillOptions }));
  put(list, rows);
  fillOptions();
}

/** The game's choices (who plays the Normans, the length), keeping what was chosen. */
function fillOptions() {
  const game = selectedGame();
  const options = optionsOf(game.id);
  $('#options-field').hidden = options.length === 0;
  const seatName = (seat) => {
    const typed = $(`#player-${seat}-name`)?.value.trim();
    return typed ? t('playerLabel', { name: typed, n: seat + 1 }) : t('seatN', { n: seat + 1 });
  };
  const fields = options.map((o) => {
    const before = $(`#option-${o.key}`)?.value;
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
function readOptions() {
  const out = {};
  for (const select of $('#options').querySelectorAll('select')) {
    const raw = select.selectedOptions[0]?.dataset.value;
    if (raw) out[select.dataset.option] = JSON.parse(raw);
  }
  return out;
}

function formError(message) {
  const el = $('#create-error');
  el.textContent = message ?? '';
  el.hidden = !message;
}

/** Shows each problem next to its field (or under the form when it has none). */
function showProblems() {
  clearFieldErrors($('#create'));
  formError('');
  for (const [id, what] of problems) {
    const text = typeof what === 'string' ? t(what) : what.text;
    const field = id ? document.getElementById(id) : null;
    if (field) fieldError(field, text);
    else formError(text);
  }
}

function say(list) {
  problems = list;
  showProblems();
  const first = list.find(([id]) => id && document.getElementById(id));
  if (first) document.getElementById(first[0]).focus();
}

/** The players of the request and the form row of each (open seats are left out), or the problems with them. */
function readPlayers() {
  const players = [];
  const rows = [];
  const found = [];
  for (const [i, li] of [...$('#players').querySelectorAll('li')].entries()) {
    const name = li.querySelector('.name').value.trim();
    const kind = kindOf(li);
    if (kind !== 'person') {
      // A bot without a name gets a friendly one from the service, in the page's language.
      players.push(name ? { name, bot: kind, lang: lang() } : { bot: kind, lang: lang() });
      rows.push(i);
      continue;
    }
    const email = li.querySelector('.email').value.trim();
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
function problemsOf(err, rows) {
  if (err.code === 'network') return [[null, 'networkError']];
  if (err.status === 429) return [[null, 'tooManyTries']];
  if (err.code === 'bad_seats') return [['seats', 'badSeatsChoice']];
  if (err.code === 'bad_variant') return [['variant', 'badVariantChoice']];
  if (err.code === 'no_person') return [['player-0-name', 'needAPerson']];
  // The game's own words about its options come in the page's language (accept-language).
  if (err.code === 'bad_options') return [[$('#options select')?.id ?? null, { text: err.message }]];
  const place = /^([\w.]+): /.exec(err.message ?? '')?.[1] ?? '';
  const player = /^players\.(\d+)\.(name|email)/.exec(place);
  if (player) return [[`player-${rows[Number(player[1])] ?? 0}-${player[2]}`, player[2] === 'email' ? 'emailLooksWrong' : 'nameLooksWrong']];
  if (place.startsWith('clock')) return [['clock-amount', 'badClockAmount']];
  return [[null, 'createFailed']];
}

async function submit(event) {
  event.preventDefault();
  // A new attempt is not the last one's success: its card goes (its links stay under "Your matches").
  hideCreated();
  const game = selectedGame();
  const { players, rows, found } = readPlayers();
  const time = readClock();
  if (time.error) found.push([time.field.id, { text: time.error }]);
  say(found);
  if (found.length) return;
  const body = { game: game.id, seats: Number($('#seats').value), players };
  if ($('#variant').value) body.variant = $('#variant').value;
  const options = readOptions();
  if (Object.keys(options).length) body.options = options;
  if (time.clock) body.clock = time.clock;
  const button = $('#create-button');
  button.disabled = true;
  try {
    const created = await api('POST', '/api/matches', { body });
    rememberCreated(created, { title: game.title, mySeat: iPlay() ? 0 : null });
    showCreated(created.id, { scroll: true });
    refreshMine();
  } catch (err) {
    say(problemsOf(err, rows));
  } finally {
    button.disabled = false;
  }
}

async function main() {
  mountLangSwitch($('#lang'));
  $('#create').addEventListener('submit', submit);
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
      fillSeats();
      fillGames();
    }
    renderCreated();
    mine.render();
    showProblems();
  });
  try {
    games = (await api('GET', '/api/games')).games;
  } catch (err) {
    return say([[null, err.code === 'network' ? 'networkError' : 'createFailed']]);
  }
  put($('#game'), games.map((g) => h('option', { value: g.id }, g.title)));
  // A guide's "Start a match of …" link chooses its game here.
  const wanted = new URLSearchParams(location.search).get('game');
  if (wanted && games.some((g) => g.id === wanted)) $('#game').value = wanted;
  fillSeats();
  fillGames();
  applyStatic();
  // Disabled in the HTML until the games are known: the form cannot be sent half ready.
  $('#create-button').disabled = false;
}

main();
