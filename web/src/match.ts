// The match page: /m/:id (spectator) or /m/:id#<seat token>. The token stays in the fragment
// and in memory; it reaches the server only as `Authorization: Bearer` and in the socket's
// auth message.
import type { Catalogue, ExportAnswer, LogAnswer, LogNote, MatchView, Phrase } from './answers';
import { api, ApiError, matchIdFromPath, secretFromHash } from './api';
import { renderClock } from './clock';
import { createPicker, type Picker } from './board-actions';
import { renderCommandsCard, typedRefusal } from './commands';
import { $, randomId, reveal } from './dom';
import { announcer } from './announce';
import { renderHistoryCard, renderSince } from './history';
import { renderPickBar } from './pick-bar';
import { boardCard } from './board-card';
import { lastSeen, rememberSeen, seenNow } from './changes';
import { addStrings, mountLangSwitch, onLangChange, t } from './i18n';
import { watch, type Mode } from './live';
import { namesOf, onTurn, renderResult, renderShare, renderTurn } from './match-parts';
import { actionError, connection, explain, fatal, startFailed } from './match-status';
import { seatPanels, showRulesLink } from './match-panels';
import { messagesPanel } from './messages';
import { mountCommandsSwitch, onShowCommandsChange, type settingsPanel } from './settings';
import { gameTitle, matchVariant } from './titles';
import { matchNameOf, matchNamePanel } from './match-name';
import { renderForkParts } from './fork';
import { forkPanel } from './fork-form';
import { hotSeatDevice } from './hot-seat';
import { rerenderOffline, startOffline } from './offline';
import { rememberedToken } from './push';
import { replayer } from './replay';
import { rendererFor } from './games/registry';
import type { Renderer } from './games/renderer';

const id = matchIdFromPath() ?? '';
// Opened from a notification, the address names the seat and this browser has its link.
const token = secretFromHash() ?? rememberedToken(id);
// A hot-seat device (hot-seat.ts) asks as the seat it shows: `${token}~${seat}`.
const auth: { token?: string } = token ? { token } : {};
const hotSeat = hotSeatDevice(token, auth);

let match: MatchView | null = null;
let entries: LogAnswer['entries'] = [];
let setupLines: Phrase[] = []; // what set-up wrote before the first entry (the opening rolls), shown at the start of the history
let notes: LogNote[] = []; // lines of the history that are no entry (the match named), placed by their time
const namePanel = matchNamePanel({ id, token, onRenamed: () => refresh(true) });
let renderer: Renderer<unknown> | null = null;
let exported: ExportAnswer | null = null;
let sending = false;
let refreshing = false;
let refreshAgain = false;
let messages: ReturnType<typeof messagesPanel> | null = null;
let settings: ReturnType<typeof settingsPanel> | null = null; // only for a seated viewer
let picker: Picker | null = null; // moves made by clicking the board
let board: ReturnType<typeof boardCard> | null = null;
let since: { from: number; to: number } | null = null; // the entries this browser had not shown this seat when the page opened
let fork: ReturnType<typeof forkPanel> | null = null; // "play from here" under the history of a finished match
let live: ReturnType<typeof watch> | null = null;
let gameId: string | null = null; // known once the first answer came: the game's words are asked for after it
const announce = announcer(); // what a screen reader hears as the match goes on
const replay = replayer({
  id,
  auth,
  match: () => match,
  renderer: () => renderer,
  onWanted: (m) => renderHistory(m),
  onShown: () => render(),
  onError: (err) => actionError((err instanceof Error && err.message) || t('networkError')),
});

/** Takes a newer answer from the server; an older one (a slow request) is ignored. */
function accept(m: MatchView): boolean {
  // Another seat of a hot-seat device numbers the entries its own way.
  if (match && m.you === match.you && m.seq < match.seq) return false;
  const changed = !match || m.seq !== match.seq || m.status !== match.status || m.you !== match.you;
  // At the end the entry numbers become the log's own (changes.ts): a replay shown by an older number is left.
  if (match && m.status !== match.status && replay.shown) replay.leave();
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
      notes = log.notes ?? [];
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
    if (match && hotSeat.follow(match, (as) => live?.auth(as))) refreshAgain = true;
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

/**
 * The match and its log asked again through the worker that has just taken the page over, so
 * that it keeps them; the page is drawn again only if the match moved meanwhile since it was
 * drawn (drawing the same answer again would cost a phone its first seconds twice).
 */
async function keepForOffline(): Promise<void> {
  try {
    const [m] = await Promise.all([api<MatchView>('GET', `/api/matches/${id}`, auth), api<LogAnswer>('GET', `/api/matches/${id}/log`, auth)]);
    // Before the page's own first answer is drawn (start), there is nothing to draw again.
    if (match && accept(m)) refresh(true);
  } catch {
    if (match) refresh(true);
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
  renderMoves(match);
  try {
    // `expect` makes a click on a stale page harmless; `id` makes a repeated request harmless.
    accept(await api<MatchView>('POST', `/api/matches/${id}/actions`, { token: hotSeat.sendAs(match), body: { command, expect: match.seq, id: randomId() } }));
    $<HTMLInputElement>('#command-input').value = '';
    // On a hot-seat device the turn may have passed to another of its seats: the page follows it.
    if (match.hotseat) refreshAgain = true;
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

function highlight(command: string | null): void {
  picker?.preview(replay.shown ? null : command);
  const svg = document.querySelector<SVGSVGElement>('#board svg');
  if (svg && renderer?.highlight && !replay.shown && match?.view) renderer.highlight(svg, match.view, command);
}

function moveSentence(command: string): string {
  const move = (match?.moves ?? []).find((m) => m.command === command);
  return match && move ? namesOf(match).text(move.text) : command;
}

/** The card of moves: the list of the seat's moves, the form to type one. */
function renderMoves(match: MatchView): void {
  if (!renderer) return;
  renderCommandsCard(match, { renderer, replaying: replay.shown !== null, sending, onSend: send, onHover: highlight, onBoard: (c) => picker?.canMake(c) ?? false });
}

function renderHistory(match: MatchView): void {
  renderHistoryCard(match, { wanted: replay.wanted, entries, setup: setupLines, notes, shown: replay.shown?.seq ?? null, onPick: replay.to });
  fork?.render(match, replay.wanted ?? match.seq);
}

function render(): void {
  if (!match || !renderer || !board || !messages) return;
  document.body.dataset.seq = String(match.seq);
  document.body.dataset.status = match.status;
  document.body.toggleAttribute('data-busy', sending);
  document.title = `${onTurn(match) ? `● ${t('yourTurn')} · ` : ''}${match.origin ? `${t('whatIfTag')} · ` : ''}${gameTitle(match)} · ${matchNameOf(match)} — ${t('brand')}`;
  const variant = matchVariant(match);
  $('#title').textContent = variant ? `${gameTitle(match)} · ${variant}` : gameTitle(match);
  namePanel.show(match);
  renderTurn($('#turn'), match, match.view ? { prompt: renderer.prompt(match.view), help: renderer.help?.(match.view) ?? null } : {});
  renderSinceVisit(match);
  renderClock($('#clock'), match);
  board.render(match, { replay: replay.shown, sending, onBackToNow: () => replay.to(match?.seq ?? 0) });
  renderMoves(match);
  renderHistory(match);
  announce.update(match, entries);
  renderResult($('#result'), match, exported);
  renderForkParts($('#what-if'), match, {
    onPickSeat: (seat) => {
      hotSeat.pick(seat);
      refresh(true);
    },
  });
  renderShare($('#share'), match, token);
  messages.render(match);
  settings?.render();
  reveal();
  if (!replay.shown && document.visibilityState === 'visible') rememberRead();
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

async function main(): Promise<void> {
  mountLangSwitch($<HTMLSelectElement>('#lang'));
  if (!id) return fatal(t('badLink'));
  // The first visit: once the service worker has the page, the match (and the game's words, if
  // they were asked for already) is asked again through it, so that it keeps the board.
  startOffline({
    onControlled: () => {
      void keepForOffline();
      if (gameId) void api('GET', `/api/games/${gameId}/messages`).catch(() => null);
    },
  });
  $('#command-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const typed = $<HTMLInputElement>('#command-input').value;
    // A command that is not a move now is answered here, with the moves in words.
    const refusal = match && typed.trim() ? typedRefusal(match, typed) : null;
    if (refusal) return actionError(refusal);
    send(typed);
  });
  mountCommandsSwitch($<HTMLInputElement>('#show-commands'));
  onShowCommandsChange(render);
  const slider = $<HTMLInputElement>('#replay-slider');
  slider.addEventListener('input', () => replay.to(Number(slider.value)));
  $('#replay-prev').addEventListener('click', () => replay.to(Number(slider.value) - 1));
  $('#replay-next').addEventListener('click', () => replay.to(Number(slider.value) + 1));
  start();
}

async function start(): Promise<void> {
  let first: MatchView;
  try {
    first = await api<MatchView>('GET', `/api/matches/${id}`, auth);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    startFailed(err, id);
    if (err.code === 'network' || err.status >= 500) setTimeout(start, 5000);
    return;
  }
  $('#fatal').hidden = true;
  gameId = first.game;
  // The game's words (prompts, history, results) come as messages of its catalogue.
  const [loaded, catalogue] = await Promise.all([rendererFor(first.game), api<Catalogue>('GET', `/api/games/${first.game}/messages`).catch(() => null)]);
  renderer = loaded;
  if (catalogue) addStrings(catalogue);
  picker = createPicker({
    picks: (command) => (match ? (loaded.picks?.(command, match.view) ?? null) : null),
    anyOrderFrom: (command) => loaded.anyOrderFrom?.(command) ?? null,
    name: (token) => (match && loaded.placeName ? loaded.placeName(token, match.view, namesOf(match)) : null),
    onSend: (command) => send(command),
    onChange: (state) => {
      if (picker) renderPickBar($('#pick-bar'), state, picker, moveSentence);
    },
  });
  board = boardCard(loaded, picker);
  accept(first);
  // What happened since this browser last showed this seat the match, and the board to compare with.
  const ended = first.status === 'finished';
  const last = lastSeen(id, first.you);
  if (last && ended && !last.ended) await loadLog();
  const seen = seenNow(last, ended, entries);
  if (seen !== null && seen < first.seq) since = { from: seen, to: first.seq };
  const base = seen !== null && seen < first.seq ? seen : first.seq - 1;
  showRulesLink(first.game);
  messages = messagesPanel({ id, first, tokenFor: (shown) => hotSeat.sendAs(shown) });
  fork = forkPanel($('#fork'), { id });
  const panels = seatPanels(first, { id, token, onClockChange: () => refresh(true), onOwner: namePanel.setOwner });
  settings = panels.settings;
  const [marks] = await Promise.all([replay.marksAt(base), loadLog(), loadExport(), messages.load(), settings?.load()]);
  if (marks) board.compareWith(base, marks);
  render();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && match && !replay.shown) rememberRead();
  });
  onLangChange(() => {
    render();
    panels.handover?.render();
    panels.push?.render();
    rerenderOffline();
    connection(($('#connection').dataset.mode as Mode | undefined) ?? 'connecting');
  });
  hotSeat.told(first.you);
  live = watch({
    id,
    token,
    onMode: connection,
    onSignal: (m) => {
      if (m.type === 'message') return void messages?.load();
      // The hello a socket gets before it says the seat's token counts the entries as a spectator
      // does (another seat's secret steps included): the seat's own hello follows at once.
      if (m.type === 'hello' && token && m.seat === null) return;
      // A seat's owner named the match: the name, and the history's line that says so.
      if (m.type === 'named') return void refresh(true);
      // A poll or a (re)connection may follow messages this page missed.
      if (m.type === 'poll' || m.type === 'hello') messages?.load();
      if (m.type === 'poll') settings?.load();
      if (m.type === 'hello') settings?.loadIfFailed();
      // An update may keep the entry number: a step that shows this reader nothing in the log can
      // still change its board (a secret pass that puts it on turn).
      if (m.type === 'poll' || m.type === 'update' || !match || m.seq !== match.seq || m.status !== match.status) refresh();
    },
  });
}

main();
