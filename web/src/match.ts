// The match page: /m/:id (spectator) or /m/:id#<seat token>. The token stays in the fragment
// and in memory; it reaches the server only as `Authorization: Bearer` and in the socket's
// auth message.
import type { Catalogue, ExportAnswer, LogAnswer, MatchView, Phrase } from './answers';
import { api, ApiError, matchIdFromPath, secretFromHash } from './api';
import { renderClock } from './clock';
import { createPicker, type PickState, type Picker } from './board-actions';
import { renderCommands } from './commands';
import { $, h, put, randomId } from './dom';
import { renderLog, renderSince } from './history';
import { changedTokens, lastSeen, markChanged, rememberSeen, seenNow } from './changes';
import { hasGuide } from './guides';
import { addStrings, mountLangSwitch, onLangChange, t } from './i18n';
import { watch, type Mode } from './live';
import { namesOf, onTurn, renderResult, renderShare, renderTurn } from './match-parts';
import { messagesPanel } from './messages';
import { settingsPanel } from './settings';
import { handoverPanel } from './handover-panel';
import { remember } from './my-matches';
import { rendererFor } from './games/registry';
import type { Marks, Renderer } from './games/renderer';

const id = matchIdFromPath() ?? '';
const token = secretFromHash();
const auth = token ? { token } : {};

/** The board as it was after entry `seq`, and the marks of the one before. */
interface Replay {
  seq: number;
  view: MatchView;
  before: Marks | null;
}

/** A board's marks and the entry it was after. */
interface MarksAt {
  seq: number;
  marks: Marks;
}

let match: MatchView | null = null;
let entries: LogAnswer['entries'] = [];
let setupLines: Phrase[] = []; // what set-up wrote before the first entry (the opening rolls), shown at the start of the history
let renderer: Renderer<unknown> | null = null;
let exported: ExportAnswer | null = null;
let replay: Replay | null = null;
let wantedReplay: number | null = null;
let sending = false;
let refreshing = false;
let refreshAgain = false;
let messages: ReturnType<typeof messagesPanel> | null = null;
let settings: ReturnType<typeof settingsPanel> | null = null; // only for a seated viewer
let picker: Picker | null = null; // moves made by clicking the board
let shownMarks: MarksAt | null = null; // the marks of the live board on the page now
let baseMarks: MarksAt | null = null; // the marks of the board shown before it; what "changed" compares with
let since: { from: number; to: number } | null = null; // the entries this browser had not shown this seat when the page opened

function fatal(message: string, link?: { href: string; text: string }): void {
  const el = $('#fatal');
  put(el, message, link ? [' ', h('a', { href: link.href }, link.text)] : null);
  el.hidden = false;
}

function actionError(message: string): void {
  const el = $('#action-error');
  el.textContent = message;
  el.hidden = !message;
}

function explain(err: ApiError, command: string): string {
  if (err.code === 'network') return t('networkError');
  if (err.code === 'stale') return t('staleError');
  // The link worked when the page opened: it was signed out or replaced since.
  if (err.status === 401 || err.status === 403) return t('seatLinkGone');
  if (err.code === 'not_your_turn') return t('notYourTurn');
  return t('refused', { command, message: err.message });
}

/** Takes a newer answer from the server; an older one (a slow request) is ignored. */
function accept(m: MatchView): boolean {
  if (match && m.seq < match.seq) return false;
  const changed = !match || m.seq !== match.seq || m.status !== match.status;
  // At the end the entry numbers become the log's own (changes.js): a replay shown by an older number is left.
  if (match && m.status !== match.status && replay) {
    replay = null;
    wantedReplay = null;
  }
  match = m;
  return changed;
}

function rememberRead(): void {
  if (!match) return;
  rememberSeen(id, match.you, match.seq, match.status === 'finished');
}

async function loadLog(): Promise<void> {
  try {
    const log = await api<LogAnswer>('GET', `/api/matches/${id}/log`, auth);
    if (log.seq >= (match?.seq ?? 0)) {
      entries = log.entries;
      setupLines = log.setup ?? [];
    }
  } catch {
    // the next update tries again
  }
}

/** After the end, the export reveals the seed (DESIGN.md §4). */
async function loadExport(): Promise<void> {
  if (match?.status === 'finished' && !exported) exported = await api<ExportAnswer>('GET', `/api/matches/${id}/export`, auth).catch(() => null);
}

async function refresh(force = false): Promise<void> {
  if (refreshing) {
    refreshAgain = true;
    return;
  }
  refreshing = true;
  try {
    const changed = accept(await api<MatchView>('GET', `/api/matches/${id}`, auth));
    if (changed || force) await loadLog();
    await loadExport();
    render();
    // The seat's own deadline and delivery problems change with the turns.
    if ((changed || force) && settings) settings.load();
  } catch (err) {
    // The seat was given a new link, or this device signed out: say so; otherwise offline for a
    // moment, and the next signal or poll tries again.
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) fatal(t('seatLinkGone'), { href: `/m/${id}`, text: t('watchInstead') });
  } finally {
    refreshing = false;
    if (refreshAgain) {
      refreshAgain = false;
      refresh();
    }
  }
}

async function send(typed: string, final = false): Promise<void> {
  const command = typed.trim();
  // A move that cannot be taken back is confirmed first, in the bar above the board.
  if (final) return picker?.ask(command);
  if (!command || sending || !match) return;
  sending = true;
  document.body.toggleAttribute('data-busy', true);
  actionError('');
  if (renderer) renderCommandsCard(match, renderer);
  try {
    // `expect` makes a click on a stale page harmless; `id` makes a repeated request harmless.
    accept(await api<MatchView>('POST', `/api/matches/${id}/actions`, { token, body: { command, expect: match.seq, id: randomId() } }));
    $<HTMLInputElement>('#command-input').value = '';
    await loadLog();
    settings?.load(); // the seat's own deadline ends with its move
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
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

function shownView(match: MatchView): MatchView {
  return replay ? replay.view : match;
}

function renderBoard(match: MatchView, renderer: Renderer<unknown>, picker: Picker): void {
  const shown = shownView(match);
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
  markChanged(board, shown.view === null ? new Set() : changesOf(shown, renderer));
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
function changesOf(shown: MatchView, renderer: Renderer<unknown>): Set<string> {
  if (!renderer.marks) return new Set();
  const marks = renderer.marks(shown.view);
  if (replay) return changedTokens(replay.before, marks);
  if (shownMarks && shownMarks.seq < shown.seq) baseMarks = shownMarks;
  shownMarks = { seq: shown.seq, marks };
  return changedTokens(baseMarks?.marks, marks);
}

/** The marks of the board after entry `seq` (GET …/at/:seq), or null. */
async function marksAt(seq: number): Promise<Marks | null> {
  const marks = renderer?.marks;
  if (!marks || seq < 0) return null;
  const then = await api<MatchView>('GET', `/api/matches/${id}/at/${seq}`, auth).catch(() => null);
  return then && then.view !== null ? marks(then.view) : null;
}

function highlight(command: string | null): void {
  picker?.preview(replay ? null : command);
  const svg = document.querySelector<SVGSVGElement>('#board svg');
  if (svg && renderer?.highlight && !replay && match?.view) renderer.highlight(svg, match.view, command);
}

function moveSentence(command: string): string {
  const move = (match?.moves ?? []).find((m) => m.command === command);
  return match && move ? namesOf(match).text(move.text) : command;
}

/** The bar above the board while a move is being made there: what is chosen, or the confirmation of a final move. */
function renderPickBar({ picked, pending, commands }: PickState): void {
  const bar = $('#pick-bar');
  if (pending !== null) {
    const yes = h('button', { type: 'button', class: 'primary small', 'data-testid': 'confirm-move' }, t('confirm'));
    const no = h('button', { type: 'button', class: 'secondary small' }, t('cancel'));
    yes.addEventListener('click', () => picker?.confirm(true));
    no.addEventListener('click', () => picker?.confirm(false));
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
  cancel.addEventListener('click', () => picker?.cancel());
  // A few moves go on from here: each is offered by name (the board goes on for the others too).
  const offered = commands.length <= 6
    ? commands.map((command) => {
        const b = h('button', { type: 'button', class: 'small', 'data-command': command }, moveSentence(command));
        b.addEventListener('click', () => picker?.pick(command));
        return b;
      })
    : [];
  put(bar, h('span', {}, t('pickNext', { n: commands.length })), ...offered, cancel);
  bar.hidden = false;
}

function renderCommandsCard(match: MatchView, renderer: Renderer<unknown>): void {
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
    renderCommands(list, match.moves ?? match.actions.map((command) => ({ command, text: command })), { renderer, say, onSend: send, onHover: highlight, onBoard: (c) => picker?.canMake(c) ?? false });
  }
  const disabled = sending || replay !== null;
  for (const b of list.querySelectorAll('button')) b.disabled = disabled;
  $<HTMLButtonElement>('#command-send').disabled = disabled;
  put($('#command-list'), match.actions.map((a) => h('option', { value: a })));
}

function renderHistory(match: MatchView): void {
  const slider = $<HTMLInputElement>('#replay-slider');
  slider.max = String(match.seq);
  slider.value = String(wantedReplay ?? match.seq);
  const at = Number(slider.value);
  $('#replay-label').textContent = at < match.seq ? t('replayAt', { n: at, max: match.seq }) : t('replayNow', { n: match.seq });
  $<HTMLButtonElement>('#replay-prev').disabled = at <= 0;
  $<HTMLButtonElement>('#replay-next').disabled = at >= match.seq;
  renderLog($('#log'), entries, { names: namesOf(match), onPick: replayTo, shown: replay ? replay.seq : null, setup: setupLines });
}

let replayTimer: ReturnType<typeof setTimeout> | undefined;

/** Shows the board after entry `seq` (GET …/at/:seq); the newest entry means "now". */
function replayTo(wanted: number): void {
  if (!match) return;
  const seq = Math.max(0, Math.min(wanted, match.seq));
  clearTimeout(replayTimer);
  if (seq >= match.seq) {
    wantedReplay = null;
    replay = null;
    return render();
  }
  wantedReplay = seq;
  renderHistory(match);
  replayTimer = setTimeout(async () => {
    try {
      const [view, before] = await Promise.all([api<MatchView>('GET', `/api/matches/${id}/at/${seq}`, auth), marksAt(seq - 1)]);
      if (wantedReplay !== seq) return;
      replay = { seq, view, before };
      render();
    } catch (err) {
      actionError((err instanceof Error && err.message) || t('networkError'));
    }
  }, 120);
}

function render(): void {
  if (!match || !renderer || !picker || !messages) return;
  document.body.dataset.seq = String(match.seq);
  document.body.dataset.status = match.status;
  document.body.toggleAttribute('data-busy', sending);
  document.title = `${onTurn(match) ? `● ${t('yourTurn')} · ` : ''}${match.title} — ${t('brand')}`;
  $('#title').textContent = match.variant ? `${match.title} · ${match.variant}` : match.title;
  renderTurn($('#turn'), match, match.view ? { prompt: renderer.prompt(match.view), help: renderer.help?.(match.view) ?? null } : {});
  renderSinceVisit(match);
  renderClock($('#clock'), match);
  renderBoard(match, renderer, picker);
  renderCommandsCard(match, renderer);
  renderHistory(match);
  renderResult($('#result'), match, exported);
  renderShare($('#share'), match, token);
  messages.render(match);
  settings?.render();
  if (!replay && document.visibilityState === 'visible') rememberRead();
}

function renderSinceVisit(match: MatchView): void {
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
      renderSinceVisit(match);
    },
  });
}

function startFailed(err: ApiError): void {
  $('#title').textContent = t('brand');
  if (err.status === 404) return fatal(t('noSuchMatch'));
  if (err.status === 401 || err.status === 403) return fatal(t('badToken'), { href: `/m/${id}`, text: t('watchInstead') });
  fatal(err.message || t('networkError'));
}

function connection(mode: Mode): void {
  const el = $('#connection');
  el.dataset.mode = mode;
  put(el, h('span', { class: 'dot', 'aria-hidden': 'true' }, '●'), h('span', { class: 'label' }, t(`conn.${mode}`)));
}

async function main(): Promise<void> {
  mountLangSwitch($<HTMLSelectElement>('#lang'));
  if (!id) return fatal(t('badLink'));
  $('#command-form').addEventListener('submit', (e) => {
    e.preventDefault();
    send($<HTMLInputElement>('#command-input').value);
  });
  const slider = $<HTMLInputElement>('#replay-slider');
  slider.addEventListener('input', () => replayTo(Number(slider.value)));
  $('#replay-prev').addEventListener('click', () => replayTo(Number(slider.value) - 1));
  $('#replay-next').addEventListener('click', () => replayTo(Number(slider.value) + 1));
  start();
}

async function start(): Promise<void> {
  let first: MatchView;
  try {
    first = await api<MatchView>('GET', `/api/matches/${id}`, auth);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    startFailed(err);
    if (err.code === 'network' || err.status >= 500) setTimeout(start, 5000);
    return;
  }
  $('#fatal').hidden = true;
  // The game's words (prompts, history, results) come as messages of its catalogue.
  const [loaded, catalogue] = await Promise.all([rendererFor(first.game), api<Catalogue>('GET', `/api/games/${first.game}/messages`).catch(() => null)]);
  renderer = loaded;
  if (catalogue) addStrings(catalogue);
  picker = createPicker({
    picks: (command) => (match ? (loaded.picks?.(command, match.view) ?? null) : null),
    anyOrderFrom: (command) => loaded.anyOrderFrom?.(command) ?? null,
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
    const link = $<HTMLAnchorElement>('#rules-link');
    link.href = `/rules/${first.game}`;
    link.hidden = !yes;
  });
  messages = messagesPanel({ id, token });
  let handover: ReturnType<typeof handoverPanel> | null = null;
  if (first.you !== null) {
    settings = settingsPanel({ id, token, onClockChange: () => refresh(true) });
    // "Your matches" on the start page: this browser remembers every seat link it opened.
    remember({ id, seat: first.you, token, how: 'opened', title: first.title });
    handover = handoverPanel({ id, token, title: first.title });
    handover.load();
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
    connection(($('#connection').dataset.mode as Mode | undefined) ?? 'connecting');
  });
  watch({
    id,
    token,
    onMode: connection,
    onSignal: (m) => {
      if (m.type === 'message') return void messages?.load();
      // A poll or a (re)connection may follow messages this page missed.
      if (m.type === 'poll' || m.type === 'hello') messages?.load();
      if (m.type === 'poll') settings?.load();
      // An update may keep the entry number: a step that shows this reader nothing in the log can
      // still change its board (a secret pass that puts it on turn).
      if (m.type === 'poll' || m.type === 'update' || !match || m.seq !== match.seq || m.status !== match.status) refresh();
    },
  });
}

main();
