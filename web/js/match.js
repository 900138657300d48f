// The match page: /m/:id (spectator) or /m/:id#<seat token>. The token stays in the fragment
// and in memory; it reaches the server only as `Authorization: Bearer` and in the socket's
// auth message.
import { api, matchIdFromPath, secretFromHash } from './api.js';
import { renderClock } from './clock.js';
import { createPicker } from './board-actions.js';
import { renderCommands } from './commands.js';
import { $, h, put, randomId } from './dom.js';
import { renderLog, renderSince } from './history.js';
import { changedTokens, lastSeen, markChanged, rememberSeen, seenNow } from './changes.js';
import { hasGuide } from './guides.js';
import { addStrings, mountLangSwitch, onLangChange, t } from './i18n.js';
import { watch } from './live.js';
import { namesOf, onTurn, renderResult, renderShare, renderTurn } from './match-parts.js';
import { messagesPanel } from './messages.js';
import { settingsPanel } from './settings.js';
import { handoverPanel } from './handover-panel.js';
import { remember } from './my-matches.js';
import { renderForkParts } from './fork.js';
import { forkPanel } from './fork-form.js';
import { rerenderOffline, startOffline } from './offline.js';
import { pushSwitch, rememberedToken } from './push.js';
import { rendererFor } from '../games/registry.js';

const id = matchIdFromPath();
// Opened from a notification, the address names the seat and this browser has its link.
const token = secretFromHash() ?? rememberedToken(id);
// A hot-seat device (fork.js) may name the seat it plays next: `${token}~${seat}`.
const auth = token ? { token } : {};

let match = null;
let entries = [];
let setupLines = []; // what set-up wrote before the first entry (the opening rolls), shown at the start of the history
let renderer = null;
let exported = null;
let replay = null; // { seq, view, before }: the board as it was after entry seq, and the marks of the one before
let wantedReplay = null;
let sending = false;
let refreshing = false;
let refreshAgain = false;
let messages = null;
let settings = null; // only for a seated viewer
let picker = null; // moves made by clicking the board
let shownMarks = null; // { seq, marks }: the marks of the live board on the page now
let baseMarks = null; // { seq, marks }: the marks of the board shown before it; what "changed" compares with
let since = null; // { from, to }: the entries this browser had not shown this seat when the page opened
let fork = null; // "play from here" under the history of a finished match
let live = null;
let liveSeat = null; // the seat the live socket was told (a hot-seat device's changes with the turns)

function fatal(message, link) {
  const el = $('#fatal');
  put(el, message, link ? [' ', h('a', { href: link.href }, link.text)] : null);
  el.hidden = false;
}

function actionError(message) {
  const el = $('#action-error');
  el.textContent = message;
  el.hidden = !message;
}

function explain(err, command) {
  if (err.code === 'network') return t('networkError');
  if (err.code === 'stale') return t('staleError');
  // The link worked when the page opened: it was signed out or replaced since.
  if (err.status === 401 || err.status === 403) return t('seatLinkGone');
  if (err.code === 'not_your_turn') return t('notYourTurn');
  return t('refused', { command, message: err.message });
}

/** Takes a newer answer from the server; an older one (a slow request) is ignored. */
function accept(m) {
  // Another seat of a hot-seat device numbers the entries its own way.
  if (match && m.you === match.you && m.seq < match.seq) return false;
  const changed = !match || m.seq !== match.seq || m.status !== match.status || m.you !== match.you;
  // At the end the entry numbers become the log's own (changes.js): a replay shown by an older number is left.
  if (match && m.status !== match.status && replay) {
    replay = null;
    wantedReplay = null;
  }
  match = m;
  return changed;
}

function rememberRead() {
  rememberSeen(id, match.you, match.seq, match.status === 'finished');
}

async function loadLog() {
  try {
    const log = await api('GET', `/api/matches/${id}/log`, auth);
    if (log.seq >= (match?.seq ?? 0)) {
      entries = log.entries;
      setupLines = log.setup ?? [];
    }
  } catch {
    // the next update tries again
  }
}

/** After the end, the export reveals the seed (DESIGN.md §4). */
async function loadExport() {
  if (match.status === 'finished' && !exported) exported = await api('GET', `/api/matches/${id}/export`, auth).catch(() => null);
}

async function refresh(force = false) {
  if (refreshing) {
    refreshAgain = true;
    return;
  }
  refreshing = true;
  try {
    const changed = accept(await api('GET', `/api/matches/${id}`, auth));
    if (followHotSeat()) refreshAgain = true;
    if (changed || force) await loadLog();
    await loadExport();
    render();
    // The seat's own deadline and delivery problems change with the turns.
    if ((changed || force) && settings) settings.load();
  } catch (err) {
    // The seat was given a new link, or this device signed out: say so; otherwise offline for a
    // moment, and the next signal or poll tries again.
    if (err.status === 401 || err.status === 403) fatal(t('seatLinkGone'), { href: `/m/${id}`, text: t('watchInstead') });
  } finally {
    refreshing = false;
    if (refreshAgain) {
      refreshAgain = false;
      refresh();
    }
  }
}

async function send(command, final = false) {
  command = command.trim();
  // A move that cannot be taken back is confirmed first, in the bar above the board.
  if (final) return picker.ask(command);
  if (!command || sending || !match) return;
  sending = true;
  document.body.toggleAttribute('data-busy', true);
  actionError('');
  renderCommandsCard();
  try {
    // `expect` makes a click on a stale page harmless; `id` makes a repeated request harmless. A
    // hot-seat device moves for the seat it shows, by name, whoever the turn has passed to since.
    const as = match.hotseat ? `${token}~${match.you}` : token;
    accept(await api('POST', `/api/matches/${id}/actions`, { token: as, body: { command, expect: match.seq, id: randomId() } }));
    $('#command-input').value = '';
    // On a hot-seat device the turn may have passed to another of its seats: the page follows it.
    if (match.hotseat) refreshAgain = true;
    await loadLog();
    settings?.load(); // the seat's own deadline ends with its move
  } catch (err) {
    actionError(explain(err, command));
    if (err.status === 409 || err.status === 403 || err.code === 'network') refreshAgain = true;
  } finally {
    sending = false;
    render();
    if (refreshAgain && !refreshing) {
      refreshAgain = false;
      refresh(true);
    }
  }
}

function shownView() {
  return replay ? replay.view : match;
}

function renderBoard() {
  const shown = shownView();
  // A board that offers choices of its own (buttons for what its map cannot show) reads the moves.
  const ctx = { names: namesOf(match), you: match.you, active: shown.active, moves: replay ? [] : (match.moves ?? []) };
  const board = $('#board');
  board.dataset.at = String(shown.seq);
  const summary = shown.summary.map(ctx.names.text).join('\n');
  put(board, shown.view === null ? h('p', { class: 'note' }, summary) : renderer.board(shown.view, ctx));
  board.firstElementChild?.setAttribute('aria-describedby', 'summary'); // the board in words
  const players = $('#players');
  players.hidden = !renderer.players || shown.view === null;
  put(players, renderer.players && shown.view !== null ? renderer.players(shown.view, ctx) : null);
  picker.attach(board, match.moves ?? [], !replay && !sending && match.status === 'active' && match.actions.length > 0);
  markChanged(board, shown.view === null ? new Set() : changesOf(shown));
  $('#summary').textContent = summary;
  const banner = $('#replay-banner');
  banner.hidden = !replay;
  if (replay) {
    const back = h('button', { type: 'button', class: 'small' }, t('backToNow'));
    back.addEventListener('click', () => replayTo(match.seq));
    put(banner, h('span', {}, t('replayBanner', { n: replay.seq, max: match.seq })), back);
  }
}

/** The board tokens the shown board changed: since the board shown before it, or, in a replay, what that entry changed. */
function changesOf(shown) {
  if (!renderer.marks) return new Set();
  const marks = renderer.marks(shown.view);
  if (replay) return changedTokens(replay.before, marks);
  if (shownMarks && shownMarks.seq < shown.seq) baseMarks = shownMarks;
  shownMarks = { seq: shown.seq, marks };
  return changedTokens(baseMarks?.marks, marks);
}

/** The marks of the board after entry `seq` (GET …/at/:seq), or null. */
async function marksAt(seq) {
  if (!renderer.marks || seq < 0) return null;
  const then = await api('GET', `/api/matches/${id}/at/${seq}`, auth).catch(() => null);
  return then && then.view !== null ? renderer.marks(then.view) : null;
}

function highlight(command) {
  picker.preview(replay ? null : command);
  const svg = $('#board svg');
  if (svg && renderer.highlight && !replay && match.view) renderer.highlight(svg, match.view, command);
}

function moveSentence(command) {
  const move = (match?.moves ?? []).find((m) => m.command === command);
  return move ? namesOf(match).text(move.text) : command;
}

/** The bar above the board while a move is being made there: what is chosen, or the confirmation of a final move. */
function renderPickBar({ picked, pending, commands }) {
  const bar = $('#pick-bar');
  if (pending !== null) {
    const yes = h('button', { type: 'button', class: 'primary small', 'data-testid': 'confirm-move' }, t('confirm'));
    const no = h('button', { type: 'button', class: 'secondary small' }, t('cancel'));
    yes.addEventListener('click', () => picker.confirm(true));
    no.addEventListener('click', () => picker.confirm(false));
    put(bar, h('span', {}, t('confirmFinal', { move: moveSentence(pending) })), yes, no);
    bar.hidden = false;
    bar.scrollIntoView({ block: 'nearest' });
    return;
  }
  if (!picked.length) {
    bar.hidden = true;
    bar.replaceChildren();
    return;
  }
  const cancel = h('button', { type: 'button', class: 'secondary small' }, t('cancel'));
  cancel.addEventListener('click', () => picker.cancel());
  // A few moves go on from here: each is offered by name (the board goes on for the others too).
  const offered = commands.length <= 6
    ? commands.map((command) => {
        const b = h('button', { type: 'button', class: 'small', 'data-command': command }, moveSentence(command));
        b.addEventListener('click', () => picker.pick(command));
        return b;
      })
    : [];
  put(bar, h('span', {}, t('pickNext', { n: commands.length })), ...offered, cancel);
  bar.hidden = false;
}

function renderCommandsCard() {
  const canAct = match.actions.length > 0;
  let note = '';
  if (match.status === 'open') note = t('startsWhenFull');
  else if (match.status === 'finished') note = t('gameOver');
  else if (match.you === null) note = t('spectatorNote');
  else if (!canAct) note = t('notYourTurnNote');
  else if (replay) note = t('replayNote');
  else if (sending) note = t('sending');
  $('#commands-title').textContent = match.you === null ? t('moves') : t('yourMoves');
  $('#commands-note').textContent = note;
  $('#command-form').hidden = !canAct;
  const list = $('#commands');
  if (!canAct) list.replaceChildren();
  else {
    const say = namesOf(match).text;
    renderCommands(list, match.moves ?? match.actions.map((command) => ({ command, text: command })), { renderer, say, onSend: send, onHover: highlight, onBoard: (c) => picker.canMake(c) });
  }
  const disabled = sending || replay !== null;
  for (const b of list.querySelectorAll('button')) b.disabled = disabled;
  $('#command-send').disabled = disabled;
  put($('#command-list'), match.actions.map((a) => h('option', { value: a })));
}

function renderHistory() {
  const slider = $('#replay-slider');
  slider.max = String(match.seq);
  slider.value = String(wantedReplay ?? match.seq);
  const at = Number(slider.value);
  $('#replay-label').textContent = at < match.seq ? t('replayAt', { n: at, max: match.seq }) : t('replayNow', { n: match.seq });
  $('#replay-prev').disabled = at <= 0;
  $('#replay-next').disabled = at >= match.seq;
  renderLog($('#log'), entries, { names: namesOf(match), onPick: replayTo, shown: replay ? replay.seq : null, setup: setupLines });
  fork?.render(match, at);
}

/**
 * A hot-seat device plays whichever of its seats is on turn; a seat picked by hand (`playAs`)
 * holds until it has nothing more to decide. The live socket is told the seat shown.
 */
function followHotSeat() {
  if (!match.hotseat) return false;
  const picked = auth.token === token ? null : Number(auth.token.split('~')[1]);
  const again = picked !== null && !match.hotseat.ready.includes(picked);
  if (again) auth.token = token;
  if (!again && match.you !== liveSeat) {
    liveSeat = match.you;
    live?.auth(auth.token);
  }
  return again;
}

function playAs(seat) {
  auth.token = `${token}~${seat}`;
  refresh(true);
}

let replayTimer = null;

/** Shows the board after entry `seq` (GET …/at/:seq); the newest entry means "now". */
function replayTo(seq) {
  seq = Math.max(0, Math.min(seq, match.seq));
  clearTimeout(replayTimer);
  if (seq >= match.seq) {
    wantedReplay = null;
    replay = null;
    return render();
  }
  wantedReplay = seq;
  renderHistory();
  replayTimer = setTimeout(async () => {
    try {
      const [view, before] = await Promise.all([api('GET', `/api/matches/${id}/at/${seq}`, auth), marksAt(seq - 1)]);
      if (wantedReplay !== seq) return;
      replay = { seq, view, before };
      render();
    } catch (err) {
      actionError(err.message || t('networkError'));
    }
  }, 120);
}

function render() {
  if (!match || !renderer) return;
  document.body.dataset.seq = String(match.seq);
  document.body.dataset.status = match.status;
  document.body.toggleAttribute('data-busy', sending);
  document.title = `${onTurn(match) ? `● ${t('yourTurn')} · ` : ''}${match.origin ? `${t('whatIfTag')} · ` : ''}${match.title} — ${t('brand')}`;
  $('#title').textContent = match.variant ? `${match.title} · ${match.variant}` : match.title;
  renderTurn($('#turn'), match, match.view ? { prompt: renderer.prompt(match.view), help: renderer.help?.(match.view) ?? null } : {});
  renderSinceVisit();
  renderClock($('#clock'), match);
  renderBoard();
  renderCommandsCard();
  renderHistory();
  renderResult($('#result'), match, exported);
  renderForkParts($('#what-if'), match, { onPickSeat: playAs });
  renderShare($('#share'), match, token);
  messages.render(match);
  settings?.render();
  if (!replay && document.visibilityState === 'visible') rememberRead();
}

function renderSinceVisit() {
  const el = $('#since');
  if (!since) {
    el.hidden = true;
    return;
  }
  renderSince(el, entries, {
    ...since,
    names: namesOf(match),
    onClose: () => {
      since = null;
      renderSinceVisit();
    },
  });
}

function startFailed(err) {
  $('#title').textContent = t('brand');
  if (err.status === 404) return fatal(t('noSuchMatch'));
  if (err.status === 401 || err.status === 403) return fatal(t('badToken'), { href: `/m/${id}`, text: t('watchInstead') });
  fatal(err.message || t('networkError'));
}

function connection(mode) {
  const el = $('#connection');
  el.dataset.mode = mode;
  put(el, h('span', { class: 'dot', 'aria-hidden': 'true' }, '●'), h('span', { class: 'label' }, t(`conn.${mode}`)));
}

async function main() {
  mountLangSwitch($('#lang'));
  if (!id) return fatal(t('badLink'));
  // The first visit: once the service worker has the page, the match is asked again through it, so that it keeps the board.
  startOffline({ onControlled: () => refresh(true) });
  $('#command-form').addEventListener('submit', (e) => {
    e.preventDefault();
    send($('#command-input').value);
  });
  $('#replay-slider').addEventListener('input', (e) => replayTo(Number(e.target.value)));
  $('#replay-prev').addEventListener('click', () => replayTo(Number($('#replay-slider').value) - 1));
  $('#replay-next').addEventListener('click', () => replayTo(Number($('#replay-slider').value) + 1));
  start();
}

async function start() {
  let first;
  try {
    first = await api('GET', `/api/matches/${id}`, auth);
  } catch (err) {
    startFailed(err);
    if (err.code === 'network' || err.status >= 500) setTimeout(start, 5000);
    return;
  }
  $('#fatal').hidden = true;
  // The game's words (prompts, history, results) come as messages of its catalogue.
  const [loaded, catalogue] = await Promise.all([rendererFor(first.game), api('GET', `/api/games/${first.game}/messages`).catch(() => null)]);
  renderer = loaded;
  if (catalogue) addStrings(catalogue);
  picker = createPicker({
    picks: (command) => renderer.picks?.(command, match.view) ?? null,
    anyOrderFrom: (command) => renderer.anyOrderFrom?.(command) ?? null,
    onSend: (command) => send(command),
    onChange: renderPickBar,
  });
  accept(first);
  // What happened since this browser last showed this seat the match, and the board to compare with.
  const ended = first.status === 'finished';
  const last = lastSeen(id, first.you);
  if (last && ended && !last.ended) await loadLog();
  const seen = seenNow(last, ended, entries);
  if (seen !== null && seen < first.seq) since = { from: seen, to: first.seq };
  const base = seen !== null && seen < first.seq ? seen : first.seq - 1;
  hasGuide(first.game).then((yes) => {
    $('#rules-link').href = `/rules/${first.game}`;
    $('#rules-link').hidden = !yes;
  });
  messages = messagesPanel({ id, token });
  fork = forkPanel($('#fork'), { id });
  let handover = null;
  let push = null;
  if (first.you !== null) {
    // "Your matches" on the start page: this browser remembers every seat link it opened.
    remember({ id, seat: first.hotseat?.seats[0] ?? first.you, token, how: 'opened', title: first.title });
    // A hot-seat device plays several seats: no one seat's settings, devices or pushes are its to change.
    if (!first.hotseat) {
      push = pushSwitch($('#push-device'), { id, token, seat: first.you });
      settings = settingsPanel({ id, token, onClockChange: () => refresh(true) });
      handover = handoverPanel({ id, token, seat: first.you, title: first.title });
      handover.load();
    }
  }
  const [marks] = await Promise.all([marksAt(base), loadLog(), loadExport(), messages.load(), settings?.load()]);
  if (marks) baseMarks = { seq: base, marks };
  render();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && match && !replay) rememberRead();
  });
  onLangChange(() => {
    render();
    handover?.render();
    push?.render();
    rerenderOffline();
    connection($('#connection').dataset.mode);
  });
  liveSeat = first.you;
  live = watch({
    id,
    token,
    onMode: connection,
    onSignal: (m) => {
      if (m.type === 'message') return messages.load();
      // A poll or a (re)connection may follow messages this page missed.
      if (m.type === 'poll' || m.type === 'hello') messages.load();
      if (m.type === 'poll') settings?.load();
      // An update may keep the entry number: a step that shows this reader nothing in the log can
      // still change its board (a secret pass that puts it on turn).
      if (m.type === 'poll' || m.type === 'update' || !match || m.seq !== match.seq || m.status !== match.status) refresh();
    },
  });
}

main();
