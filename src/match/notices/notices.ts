import type { Bindings } from '../../bindings';
import type { Finished, Notice, NoticeKind } from '../../notify/templates';
import { mailWords } from '../../notify/i18n';
import { listOf, type Lang, type Phrase } from '../../engine/text';
import { titleIn } from '../../text/catalogues';
import { matchName } from '../log/naming';
import { describeMoves, type LogEntry, type MatchContext } from '../log/answers';
import { readerFor, seatName } from '../log/words';
import { isYourTurn } from '../log/on-turn';
import type { ContactRow } from '../seats/contacts';
import type { MatchMessage } from '../live/messages';
import type { OutboxDetail } from './outbox';
import type { MatchMeta, SeatRow } from '../records/records';
import { matchResult, type MatchResult } from '../log/result';
import type { Frame } from '../log/sealed';
import type { Reader } from '../log/words';

/** How this deployment sends notifications (wrangler.toml [vars] and secrets). */
export interface NotifyConfig {
  secret: string | null;
  from: string;
  domain: string;
  origin: string;
  /** Events within this delay share one message. */
  delayMs: number;
  allowLocalWebhooks: boolean;
}

export const DEFAULT_DELAY_MS = 2 * 60_000;
/** At most this many log entries in one message; the page has the rest. */
const HISTORY_LIMIT = 30;

export function notifyConfig(env: Bindings, meta: Readonly<MatchMeta> | null): NotifyConfig {
  const delay = Number(env.NOTIFY_DELAY_SECONDS);
  return {
    secret: env.SERVICE_SECRET || null,
    from: env.MAIL_FROM || 'turns@pbm.example',
    domain: env.MAIL_DOMAIN || 'pbm.example',
    origin: (env.PUBLIC_URL || meta?.origin || 'http://localhost:8787').replace(/\/$/, ''),
    delayMs: Number.isFinite(delay) && env.NOTIFY_DELAY_SECONDS !== undefined && env.NOTIFY_DELAY_SECONDS !== '' ? delay * 1000 : DEFAULT_DELAY_MS,
    allowLocalWebhooks: env.ALLOW_LOCAL_WEBHOOKS === '1',
  };
}

export interface NoticeInput {
  c: MatchContext<unknown>;
  /** The match as this seat may know it (log/frames.ts). */
  frame: Frame;
  /** The seat's history after an entry, as the seat may read it. */
  history: (after: number) => LogEntry[];
  /** The entry of the seat's own last move: a turn message tells what happened since. */
  lastMove: number;
  /** What set-up wrote that the seat may read (log/frames.ts): told while nothing before it has been. */
  setup: Phrase[];
  /** The messages this seat may read that it has not been told of. */
  messages: MatchMessage[];
  contact: ContactRow;
  seat: Readonly<SeatRow>;
  kind: NoticeKind;
  detail: OutboxDetail;
  deadline: number | null;
  link: string | null;
  matchLink: string;
  canReply: boolean;
}

/**
 * The end of the match told to one seat: won, lost or shared, who won, why (the game's reason
 * says which tie-break decided), the final scores and who forfeited.
 */
export function finishedFor(c: MatchContext<unknown>, result: MatchResult, seat: number, lang: Lang, say: Reader): Finished {
  const w = mailWords(lang);
  const name = (s: number) => seatName(c, s, lang);
  const winners = result.winners.map(name);
  const mine = result.winners.includes(seat);
  const headline = mine
    ? winners.length > 1
      ? w('mail.result.shared', { names: listOf(winners) })
      : w('mail.result.won')
    : winners.length
      ? w('mail.result.lost')
      : w('mail.result.noWinner');
  const lines = [
    ...(!mine && winners.length ? [w('mail.result.wins', { names: listOf(winners), n: winners.length })] : []),
    say(result.reason),
    ...(result.forfeited?.length ? [w('mail.result.forfeited', { names: listOf(result.forfeited.map(name)) })] : []),
  ];
  // Issue 30: where the game says how each score was made, each seat's line says it; else "Ana: 5".
  const scores = result.details?.length
    ? result.details.map((d) => say(d.text))
    : result.scores?.length === c.meta.seats
      ? result.scores.map((score, s) => w('mail.result.score', { name: name(s), score }))
      : [];
  return { headline, lines, scores };
}

/** Everything a notification says, from what this seat may see and nothing else. */
export function buildNotice(i: NoticeInput): Notice {
  const { c, frame, seat } = i;
  const lang = i.contact.lang;
  const say = readerFor(c, lang);
  const ended = c.status === 'finished';
  const yourTurn = isYourTurn(c, frame, seat.seat);
  const answered = !yourTurn && c.status === 'active' && c.game.active(frame.state).includes(seat.seat) && !(frame.forfeited ?? []).includes(seat.seat);
  // A turn says what happened since the seat last moved; a message or a digest, what is new since the last one.
  const since = i.kind === 'message' || i.kind === 'digest' ? i.contact.toldSeq : i.lastMove;
  const replies = i.kind === 'confirm' || i.kind === 'refused';
  const opening = since === 0 && i.setup.length ? [{ who: null, lines: i.setup.map(say) }] : [];
  const history = replies
    ? []
    : [
        ...opening,
        ...i
          .history(since)
          .filter((e) => !e.undone && e.lines.length > 0)
          .map((e) => ({ who: e.seat === null ? null : seatName(c, e.seat, lang), lines: e.lines.map(say) })),
      ].slice(-HISTORY_LIMIT);
  const result = ended ? matchResult(c.game, frame.state, frame.forfeited ?? [], c.meta.seats) : null;
  return {
    kind: i.kind,
    lang: i.contact.lang,
    title: titleIn(c.game, lang),
    match: matchName(c, lang),
    seat: seat.seat,
    name: seat.name,
    yourTurn,
    answered,
    finished: result ? finishedFor(c, result, seat.seat, lang, say) : null,
    summary: c.game.summary(frame.state, seat.seat).map(say).join('\n'),
    actions: yourTurn
      ? describeMoves(c.game, frame.state, seat.seat, c.game.actions(frame.state, seat.seat)).map((m) => ({
          command: m.command,
          text: say(m.text),
          ...(typeof m.text === 'string' ? {} : { kind: m.text.key }),
        }))
      : [],
    history,
    messages: i.messages.map((m) => ({ from: seatName(c, m.from, lang), private: m.to !== null, text: m.text })),
    deadline: yourTurn ? i.deadline : null,
    link: i.link,
    matchLink: i.matchLink,
    canReply: i.canReply,
    ...(Object.keys(i.detail).length ? { detail: { command: i.detail.command, error: i.detail.error } } : {}),
  };
}

/** Whether a message of this kind still has something to say when its time comes. */
export function worthSending(n: Notice, toldSeq: number, seq: number): boolean {
  if (n.kind !== 'turn' && n.kind !== 'message' && n.kind !== 'digest') return true;
  if (n.messages.length > 0) return true;
  if (n.finished) return toldSeq < seq;
  if (n.kind === 'turn') return n.yourTurn;
  return n.history.length > 0 || n.yourTurn;
}
