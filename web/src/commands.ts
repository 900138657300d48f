// The legal moves as a list of sentences, grouped by step (the first word of the notation): the
// keyboard and screen-reader way to play, beside the board. Each button says what the move does
// in the reader's language (the notation under it only with "Show commands"), under a heading of
// the game's; a move that cannot be taken back says so. A large group (e.g. 75 "land …") starts
// folded.
import type { MatchView, Move, Phrase } from './answers';
import { $, h, put } from './dom';
import type { Renderer } from './games/renderer';
import { namesOf } from './match-parts';
import { lang, list, t } from './i18n';
import { showCommands } from './settings';
import { listWithheld, markWithheld } from './withheld';

const LARGE = 12;
export const UNDO = 'undo';

function byFirstWord(moves: readonly Move[]): { key: string; moves: Move[] }[] {
  const groups = new Map<string, Move[]>();
  for (const m of moves) {
    const key = m.command.split(' ')[0];
    const group = groups.get(key) ?? [];
    group.push(m);
    groups.set(key, group);
  }
  return [...groups].map(([key, list]) => ({ key, moves: list }));
}

interface Handlers {
  /** Sends a move (`final`: it cannot be taken back, so it is confirmed first). */
  onSend: (command: string, final?: boolean) => void;
  /** A move hovered or focused in the list (null: none any more). */
  onHover: (command: string | null) => void;
}

function button(move: Move, sentence: string, { onSend, onHover }: Handlers): HTMLButtonElement {
  const b = h(
    'button',
    { type: 'button', class: `command${move.final ? ' final' : ''}`, 'data-command': move.command },
    h('span', { class: 'sentence' }, sentence),
    showCommands() && sentence !== move.command ? h('code', { class: 'notation' }, move.command) : null,
    move.final ? h('small', { class: 'final-note' }, t('cannotTakeBack')) : null,
  );
  b.addEventListener('click', () => onSend(move.command, move.final));
  b.addEventListener('mouseenter', () => onHover(move.command));
  b.addEventListener('focus', () => onHover(move.command));
  b.addEventListener('mouseleave', () => onHover(null));
  b.addEventListener('blur', () => onHover(null));
  return b;
}

/**
 * Fills `container` with a button per move ({ command, text, final }); `say` renders a move's
 * text, `renderer.groupLabel(key)` names a group, and a large group the board can make
 * (`onBoard`) starts folded.
 */
export interface CommandsOptions extends Handlers {
  renderer: Pick<Renderer<unknown>, 'groupLabel'>;
  say: (words: Phrase) => string;
  /** Whether the board can make a command by clicks. */
  onBoard?: (command: string) => boolean;
}

export function renderCommands(container: HTMLElement, moves: readonly Move[], { renderer, say, onSend, onHover, onBoard = () => false }: CommandsOptions): void {
  const opts = { onSend, onHover };
  const groups: HTMLElement[] = byFirstWord(moves.filter((m) => m.command !== UNDO)).map((g) => {
    // Never the verb itself: it is notation, not a word of the page's language.
    const title = renderer.groupLabel?.(g.key) ?? t('otherMoves');
    const buttons = h('span', { class: 'buttons' }, g.moves.map((m) => button(m, say(m.text), opts)));
    if (g.moves.length > LARGE && g.moves.every((m) => onBoard(m.command))) {
      return h('details', { class: 'group', 'data-group': g.key }, h('summary', {}, t('movesInGroup', { title, n: g.moves.length })), buttons);
    }
    return h('div', { class: 'group', 'data-group': g.key }, h('h3', {}, title), buttons);
  });
  const undo = moves.find((m) => m.command === UNDO);
  if (undo) {
    const b = button(undo, t('undo'), opts);
    b.classList.add('secondary');
    groups.push(h('div', { class: 'group undo-group' }, b, h('p', { class: 'hint' }, t('canTakeBack'))));
  }
  container.replaceChildren(...groups);
}

export interface CardOptions extends Handlers {
  renderer: Pick<Renderer<unknown>, 'groupLabel'>;
  /** A past board is shown: nothing can be played from it. */
  replaying: boolean;
  /** A move is on its way to the server. */
  sending: boolean;
  onBoard: (command: string) => boolean;
}

/** What the list of moves on the page was made from. */
let listedFrom = '';

/** The card of moves: its title and note, the list of the seat's moves, and the form to type one. */
export function renderCommandsCard(match: MatchView, { renderer, replaying, sending, onSend, onHover, onBoard }: CardOptions): void {
  const canAct = match.actions.length > 0;
  let note = '';
  if (match.status === 'open') note = t('startsWhenFull');
  else if (match.status === 'finished') note = t('gameOver');
  else if (match.you === null) note = t('spectatorNote');
  else if (!canAct) note = t('notYourTurnNote');
  else if (replaying) note = t('replayNote');
  else if (sending) note = t('sending');
  $('#commands-title').textContent = match.you === null ? t('moves') : t('yourMoves');
  $('#commands-note').textContent = note;
  $('#command-form').hidden = !canAct || !showCommands();
  const list = $('#commands');
  // The same moves again (a poll, the worker taking the page over) leave the list as it is: a
  // group the player opened stays open, and the button they were at keeps the focus.
  const from = JSON.stringify([lang(), showCommands(), canAct, match.moves ?? match.actions, match.withheld ?? [], match.seats]);
  const say = namesOf(match).text;
  if (from !== listedFrom) {
    listedFrom = from;
    if (canAct) renderCommands(list, match.moves ?? match.actions.map((command) => ({ command, text: command })), { renderer, say, onSend, onHover, onBoard });
    else list.replaceChildren();
    listWithheld(list, match, say);
  }
  markWithheld(match, say, replaying);
  const disabled = sending || replaying;
  for (const b of list.querySelectorAll('button')) b.disabled = disabled;
  $<HTMLButtonElement>('#command-send').disabled = disabled;
  put($('#command-list'), showCommands() ? match.actions.map((a) => h('option', { value: a })) : []);
}

const NAMED = 5;

/**
 * Why a typed command is not sent (null: it is one of the seat's moves now), in words: the
 * sentences of a few of the moves, those beginning like what was typed first. The engine's own
 * refusal names the verbs (notation); this one names the moves.
 */
export function typedRefusal(match: MatchView, typed: string): string | null {
  // Read as the engine reads it (src/engine/play.ts normaliseCommand; the page bundles no server code).
  const command = typed.trim().replace(/\s+/g, ' ').toLowerCase();
  if (match.actions.includes(command)) return null;
  const say = namesOf(match).text;
  const moves = (match.moves ?? []).filter((m) => m.command !== UNDO);
  const verb = command.split(' ')[0];
  const alike = [...moves.filter((m) => m.command.split(' ')[0] === verb), ...moves.filter((m) => m.command.split(' ')[0] !== verb)];
  const named = alike.slice(0, NAMED).map((m) => say(m.text));
  const notAMove = t('typedNotAMove', { command: typed.trim() });
  if (!named.length) return notAMove;
  return `${notAMove} ${t('typedMovesAre', { moves: list(named), more: moves.length > named.length ? 'yes' : 'no' })}`;
}
