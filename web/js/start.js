// The start page: choose a game and its players, create the match, hand out the links.
import { api } from './api.js';
import { mountClockForm, readClock } from './clock-form.js';
import { linkBox } from './copy.js';
import { $, h, put } from './dom.js';
import { applyStatic, lang, mountLangSwitch, onLangChange, t } from './i18n.js';
import { mountSignin } from './signin.js';
import { hasGuide } from './guides.js';

let games = [];
let created = null;

function selectedGame() {
  return games.find((g) => g.id === $('#game').value) ?? games[0];
}

/** The games offered, each with its number of players and, when it has one, a link to its guide. */
function fillGames() {
  put(
    $('#games-list'),
    games.map((g) => {
      const guide = h('a', { href: `/rules/${g.id}`, hidden: true, 'data-testid': 'guide-link' }, t('howToPlay'));
      hasGuide(g.id).then((yes) => {
        guide.hidden = !yes;
      });
      const players = g.seats.min === g.seats.max ? t('playersExactly', { n: g.seats.min }) : t('playersRange', { min: g.seats.min, max: g.seats.max });
      return h('li', { 'data-game': g.id }, h('strong', {}, g.title), ' · ', h('span', { class: 'hint' }, players), ' ', guide);
    }),
  );
}

function fillSeats() {
  const game = selectedGame();
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

/** One row per seat; typed names survive a change of the seat count. */
function fillPlayers() {
  const list = $('#players');
  const typed = [...list.querySelectorAll('li')].map((li) => ({
    name: li.querySelector('.name').value,
    email: li.querySelector('.email').value,
  }));
  const n = Number($('#seats').value);
  const rows = [];
  for (let i = 0; i < n; i++) {
    const name = h('input', { type: 'text', class: 'name', maxlength: 40, autocomplete: 'off', placeholder: t('openSeat'), 'aria-label': t('playerName', { n: i + 1 }) });
    const email = h('input', { type: 'email', class: 'email', maxlength: 200, autocomplete: 'off', placeholder: t('emailOptional'), 'aria-label': t('playerEmail', { n: i + 1 }) });
    name.value = typed[i]?.name ?? '';
    email.value = typed[i]?.email ?? '';
    rows.push(h('li', {}, h('span', { class: 'seat-no' }, t('seatN', { n: i + 1 })), name, email));
  }
  put(list, rows);
}

function showError(message) {
  const el = $('#create-error');
  el.textContent = message;
  el.hidden = !message;
}

async function submit(event) {
  event.preventDefault();
  showError('');
  const game = selectedGame();
  const seats = Number($('#seats').value);
  // Named players take the first seats; the rest stay open for the invite link.
  const players = [];
  for (const li of $('#players').querySelectorAll('li')) {
    const name = li.querySelector('.name').value.trim();
    const email = li.querySelector('.email').value.trim();
    if (!name) {
      if (email) return showError(t('emailNeedsName'));
      continue;
    }
    // The page's language is the language of the seat's notifications (changeable in its settings).
    players.push(email ? { name, email, lang: lang() } : { name, lang: lang() });
  }
  const time = readClock();
  if (time.error) return showError(time.error);
  const body = { game: game.id, seats, players };
  if ($('#variant').value) body.variant = $('#variant').value;
  if (time.clock) body.clock = time.clock;
  const button = $('#create-button');
  button.disabled = true;
  try {
    created = await api('POST', '/api/matches', { body });
    showCreated(true);
  } catch (err) {
    showError(err.message || t('networkError'));
  } finally {
    button.disabled = false;
  }
}

function showCreated(scroll = false) {
  const c = created;
  if (!c) return;
  const section = $('#created');
  const parts = [h('h2', {}, t('createdTitle')), h('p', {}, t('createdIntro'))];
  if (c.seats.length > 0) {
    parts.push(h('h3', {}, t('seatLinks')), h('p', { class: 'hint' }, t('seatLinksHint')));
    for (const seat of c.seats) parts.push(linkBox(t('seatLinkFor', { name: seat.name, n: seat.seat + 1 }), seat.url, { testid: 'seat-link' }));
  }
  if (c.invite) {
    parts.push(h('h3', {}, t('inviteLink')), h('p', { class: 'hint' }, t('inviteHint', { n: c.open.length })));
    parts.push(linkBox(t('inviteLink'), c.invite, { testid: 'invite-link', showLabel: false }));
  }
  parts.push(h('h3', {}, t('spectatorLink')), h('p', { class: 'hint' }, t('spectatorHint')));
  parts.push(linkBox(t('spectatorLink'), c.spectator, { testid: 'spectator-link', showLabel: false }));
  parts.push(
    h('h3', {}, t('commitment')),
    h('p', { class: 'commitment' }, h('code', { 'data-testid': 'commitment' }, c.commitment)),
    h('p', { class: 'hint' }, t('commitmentHint')),
  );
  put(section, parts);
  section.hidden = false;
  if (scroll) section.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

async function main() {
  mountLangSwitch($('#lang'));
  $('#create').addEventListener('submit', submit);
  $('#game').addEventListener('change', fillSeats);
  $('#seats').addEventListener('change', fillPlayers);
  mountClockForm();
  mountSignin();
  onLangChange(() => {
    fillSeats();
    fillGames();
    showCreated();
  });
  try {
    games = (await api('GET', '/api/games')).games;
  } catch (err) {
    return showError(err.message || t('networkError'));
  }
  put($('#game'), games.map((g) => h('option', { value: g.id }, g.title)));
  // A guide's "Start a match of …" link chooses its game here.
  const wanted = new URLSearchParams(location.search).get('game');
  if (wanted && games.some((g) => g.id === wanted)) $('#game').value = wanted;
  fillSeats();
  fillGames();
  applyStatic();
}

main();
