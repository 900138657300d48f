import { canSee } from '../../engine/visibility';
import { flatString, text, type Lang, type Phrase, type Text } from '../../engine/text';
import type { CommandInfo, Game, Withheld } from '../../engine/types';
import type { ClockRule, EventRow, MatchMeta, MatchStatus, SeatRow } from '../records/records';
import { undoneSeqs } from './history';
import { matchResult, type MatchResult } from './result';
import type { BotLevel } from '../../engine/bots';
import { botLevelOf } from '../records/bot-seats';
import { seatMarks, type SeatMark } from './marks';
import { titlesOf, variantNamesOf } from '../../text/catalogues';
import { defaultName } from './default-name';

/** The platform's own command, offered next to the game's when the seat may take a step back. */
export const UNDO = 'undo';

export interface SeatInfo {
  seat: number;
  name: string | null;
  role: Phrase | null;
  joined: boolean;
  /** The level of the bot that plays the seat, or null for a person. */
  bot: BotLevel | null;
  /** A letter and a pattern that tell the seat apart without its colour (log/marks.ts). */
  mark: SeatMark;
}

/** The body of `GET /api/matches/:id` (and of a successful action). */
export interface MatchView {
  id: string;
  game: string;
  title: string;
  /** The game's name in each language (King David's is Spanish in Spanish). */
  titles: Record<Lang, string>;
  /** The match's name as given (at creation or since); null when none was given. */
  name: string | null;
  /** What the match is called while it has no given name: its players and when it was created (log/default-name.ts). */
  defaultName: Text;
  variant: string | null;
  /** The variant's name in each language, or null without a variant. */
  variantName: Record<Lang, string> | null;
  seq: number;
  status: MatchStatus;
  active: number[];
  you: number | null;
  actions: string[];
  /**
   * The seat has made its submission in a simultaneous step and may only take it back (Game.waiting):
   * it waits for the others and is not on turn, though `actions` lists the command that takes it back.
   */
  waiting?: true;
  /** The same commands, each with what it does in words (the list of moves, emails, replies). */
  moves: Move[];
  /**
   * The commands that would close the seat's step and are not listed now, each with the rule that
   * keeps it back and the place it is about (Game.withheld): absent when nothing is held back.
   */
  withheld?: Withheld[];
  view: unknown;
  /** The board in words, a line each. */
  summary: Phrase[];
  result?: MatchResult;
  /** Shared by the answers of one write (one context): never changed in place. */
  seats: SeatInfo[];
  commitment: string;
  rulesVersion: string | null;
  frozen?: string;
  /** The time control and the deadlines of the seats on turn (live views only; null without one). */
  clock?: ClockView | null;
  /** When the last entry this viewer may know of was written, or the match started for entry 0 (live views only). */
  at?: number | null;
  /** A what-if (issue 26): the finished match it was played on from, and the entry it started at. */
  origin?: { id: string; at: number };
  /** A finished match's what-ifs, oldest first (live views only; fork/source.ts). */
  forks?: { id: string; at: number; createdAt: number }[];
  /** To a hot-seat link: the seats it plays, and those with a decision to take now (seats/hot-seat.ts). */
  hotseat?: { seats: number[]; ready: number[] };
}

/**
 * The match's time control as everyone may see it (the `clock` field of the match view): the
 * time per move, the policy at the deadline, and the deadline of each seat whose turn it is.
 * Deadlines are public, as on a chess clock, but in a step where several seats act at once
 * (each sees its own there: clock/deadlines.ts); a seat's contact settings are not.
 */
export interface ClockView {
  hoursPerMove: number;
  policy: ClockRule['policy'];
  deadlines: { seat: number; deadline: number; vacationUntil: number | null }[];
}

/**
 * The seats as the answers show them, worked out once for each pair of the store's cached meta
 * and seats (their copies change only when they are written, not with every command): shared by
 * the answers, never changed in place.
 */
const seatInfos = new WeakMap<readonly Readonly<SeatRow>[], { meta: Readonly<MatchMeta>; game: Game<unknown>; info: SeatInfo[] }>();

function seatInfoOf<S>(c: MatchContext<S>): SeatInfo[] {
  const known = seatInfos.get(c.seats);
  if (known?.meta === c.meta && known.game === c.game) return known.info;
  const info = seatInfo(c.game, c.meta, c.seats);
  seatInfos.set(c.seats, { meta: c.meta, game: c.game as Game<unknown>, info });
  return info;
}

export function seatInfo<S>(game: Game<S> | undefined, meta: Readonly<MatchMeta>, seats: readonly Readonly<SeatRow>[]): SeatInfo[] {
  const roles = game?.roles?.(meta.seats, meta.variant ?? undefined, meta.options) ?? [];
  const marks = seatMarks(seats.map((s) => s.name));
  return seats.map((s, i) => ({
    seat: s.seat,
    name: s.name,
    role: roles[s.seat] ?? null,
    joined: s.tokenHash !== null,
    bot: botLevelOf(meta, s.seat),
    mark: marks[i],
  }));
}

export interface MatchContext<S> {
  game: Game<S>;
  meta: Readonly<MatchMeta>;
  seats: readonly Readonly<SeatRow>[];
  status: MatchStatus;
}

/** What `you` may see of the match in `state` after entry `seq`; `live` adds the legal commands. */
export function matchView<S>(
  c: MatchContext<S>,
  state: S | null,
  seq: number,
  you: number | null,
  live: { undoSeat: number | null } | null,
  forfeited: readonly number[] = [],
): MatchView {
  const { game, meta } = c;
  const result = state === null ? null : matchResult(game, state, forfeited, meta.seats);
  // A seat a bot plays (taken over at a deadline) is the match's to move: its old link only reads.
  const canAct = live !== null && c.status === 'active' && you !== null && state !== null && botLevelOf(meta, you) === null;
  const actions = canAct ? game.actions(state, you).map(flatCommand) : [];
  if (canAct && live.undoSeat === you) actions.push(UNDO);
  const moves = canAct ? describeMoves(game, state, you, actions) : [];
  const waiting = canAct && game.waiting?.(state, you) === true;
  const withheld = canAct ? (game.withheld?.(state, you) ?? []) : [];
  return {
    id: meta.id,
    game: meta.game,
    title: game.title,
    titles: titlesOf(game),
    name: meta.name ?? null,
    defaultName: defaultName(c),
    variant: meta.variant,
    variantName: meta.variant === null ? null : (variantNamesOf(game)[meta.variant] ?? null),
    seq,
    status: c.status,
    active: state === null || c.status !== 'active' ? [] : game.active(state),
    you,
    actions,
    ...(waiting ? { waiting: true as const } : {}),
    moves,
    ...(withheld.length ? { withheld } : {}),
    view: state === null ? null : game.view(state, you),
    summary: state === null ? waitingSummary(c.seats) : game.summary(state, you),
    ...(result ? { result } : {}),
    seats: seatInfoOf(c),
    commitment: meta.commitment,
    rulesVersion: meta.rulesVersion,
    ...(meta.frozen ? { frozen: meta.frozen } : {}),
    ...(meta.fork ? { origin: { id: meta.fork.origin, at: meta.fork.at } } : {}),
  };
}

/**
 * A command as one flat string. Games make their commands by joining words (`drop ${id}`), and
 * V8 holds a joined string of 13 characters or more as a tree of its parts: workerd's fast
 * `JSON.stringify` gives up at the first such string and writes the rest of the answer (its view
 * and summary, most of it) on its slow path, twice as slow for King David (docs/PERF-NOTES.md).
 * A shorter string is always flat.
 */
function flatCommand(command: string): string {
  return command.length < 13 ? command : flatString(command);
}

function waitingSummary(seats: readonly Readonly<SeatRow>[]): Phrase[] {
  return [text('core.waitingForPlayers', { n: seats.filter((s) => s.tokenHash === null).length })];
}

/** A listed command with its sentence; a game that cannot say it yet shows the notation. */
export interface Move {
  command: string;
  text: Phrase;
  /** It cannot be taken back (dice, a draw, a reveal). */
  final?: boolean;
}

export function describeMoves<S>(game: Game<S>, state: S, seat: number, actions: readonly string[]): Move[] {
  return actions.map((command) => {
    if (command === UNDO) return { command, text: text('core.undoCommand') };
    const info: CommandInfo | undefined = game.describe?.(state, seat, command);
    return info ? { command, text: info.text, ...(info.final ? { final: true } : {}) } : { command, text: command };
  });
}

export interface LogEntry {
  /** The entry's number in its reader's own numbering (log/numbering.ts). */
  seq: number;
  /** Who acted; null when it was another seat's secret step (a vote) that has not been revealed. */
  seat: number | null;
  kind: EventRow['kind'];
  /** The command as typed; null when it is another seat's secret. */
  command: string | null;
  /** The entry an undo took back, in the reader's numbering. */
  target?: number;
  lines: Phrase[];
  undone: boolean;
  at: number;
  /**
   * After the end, when every reader numbers as the log does: this reader's number of the entry
   * while the match ran (absent when the entry showed it nothing then).
   */
  was?: number;
}

/** A line of the history beside the log's entries (a seat's owner named the match, log/naming.ts): said by the platform, placed by its time. */
export interface LogNote {
  at: number;
  line: Text;
}

/**
 * The history as `you` may read it: the entries `events` it may read (frames.ts), each numbered
 * by `numberOf` in its own numbering, with only the lines addressed to everyone or to that seat.
 */
export function visibleLog(
  events: readonly EventRow[],
  you: number | null,
  ended: boolean,
  numberOf: (seq: number) => number,
  before?: ReadonlyMap<number, number>,
): LogEntry[] {
  const undone = undoneSeqs(events);
  return events.map((e) => {
    const target = e.target === null ? null : numberOf(e.target);
    return {
      seq: numberOf(e.seq),
      seat: hiddenFrom(e, you, ended) ? null : e.seat,
      kind: e.kind,
      command: commandFor(e, you, ended),
      ...(target !== null ? { target } : {}),
      lines: e.lines.filter((l) => canSee(l, you)).map((l) => (target === null ? l.text : renumbered(l.text, target))),
      undone: undone.has(e.seq),
      at: e.at,
      ...(before?.has(e.seq) ? { was: before.get(e.seq) } : {}),
    };
  });
}

/** An undo's line names the log's number of its target; its reader reads its own (`entry`). */
function renumbered(line: Phrase, target: number): Phrase {
  return typeof line !== 'string' && line.key === 'core.undo' ? { ...line, params: { ...line.params, entry: target } } : line;
}

/** A secret step stays its seat's own until the end: others see neither the command nor who. */
export function hiddenFrom(e: EventRow, you: number | null, ended: boolean): boolean {
  return e.secret && !ended && e.seat !== you;
}

export function commandFor(e: EventRow, you: number | null, ended: boolean): string | null {
  return hiddenFrom(e, you, ended) ? null : e.command;
}
