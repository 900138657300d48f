import { text, type Lang } from '../../engine/text';
import { inEnglish } from '../../text/catalogues';
import { withForks } from '../fork/view';
import type { MatchContext, MatchView } from '../log/answers';
import { loadContext, notFound } from '../log/context';
import type { Frame } from '../log/sealed';
import { decide, sameCommand } from '../log/steps';
import { readerFor } from '../log/words';
import { mailMove as byMail, type MailMove, type MailMoved } from '../notices/by-mail';
import { botSeatRefusal } from '../records/bot-seats';
import { done, jsonOutcome, refuse, type JsonText, type Outcome } from '../records/outcome';
import type { EventRow } from '../records/records';
import type { Match } from './match';
import { answer, frameAt } from './reading';

export interface ActInput {
  command: string;
  expect?: number;
  id?: string;
}

/** A command from a seat's page or program; a refusal comes back in `lang`, with the players' names. */
export async function act(m: Match, token: string | undefined, input: ActInput, lang: Lang): Promise<Outcome<JsonText<MatchView>>> {
  const who = await m.holders.holder(token);
  if (!who.ok) return who;
  const acted = spoken(m, actAs(m, who.value.seat, input), lang);
  const c = loadContext(m.store);
  return jsonOutcome(acted.ok && c ? done(withForks(m, c, acted.value, who.value)) : acted);
}

/** A move that came by email (notices/by-mail.ts), played as the seat's command; a refusal in the seat's language. */
export async function mailMove(m: Match, mail: MailMove): Promise<Outcome<MailMoved>> {
  return byMail(m, mail, (seat, input) => spoken(m, actAs(m, seat, input), m.contacts.get(seat).lang));
}

/** A refusal whose message is a game's (or the platform's) message, rendered for its reader. */
function spoken<T>(m: Match, o: Outcome<T>, lang: Lang): Outcome<T> {
  if (o.ok || typeof o.message === 'string') return o;
  const c = loadContext(m.store);
  return { ...o, message: c ? readerFor(c, lang)(o.message) : inEnglish('', o.message) };
}

/** A command by `seat`. From here on nothing awaits: the checks and the commit see one state. */
function actAs(m: Match, seat: number, input: ActInput): Outcome<MatchView> {
  const { store, frames } = m;
  const c = loadContext(store);
  if (!c) return notFound();
  if (input.id !== undefined) {
    const first = store.eventByIdem(seat, input.id);
    if (first) {
      if (!sameCommand(first, input.command)) {
        return refuse(409, 'id_reused', text('core.idReused', { id: input.id }));
      }
      return answerAt(m, c, seat, first);
    }
  }
  if (c.status === 'frozen') return refuse(409, 'frozen', c.meta.frozen as string);
  if (c.status === 'open') return refuse(409, 'not_started', text('core.notStarted'));
  // The seat checks against the entry it may know of, in its own numbering: another seat's
  // secret step (a sealed vote, a trade offer between others) moves nothing it sees.
  const seen = (frames.of(seat) as Frame).seq;
  if (input.expect !== undefined && input.expect !== seen) {
    return refuse(409, 'stale', text('core.stale', { seen: input.expect, now: seen }));
  }
  if (c.status === 'finished') return refuse(409, 'game_over', text('core.gameOver'));
  const bots = botSeatRefusal(c.meta, seat);
  if (bots) return bots;
  const now = Date.now();
  const takeBack = (target: number) => m.takeBacks.before(target);
  const entry = (target: number) => store.eventsBetween(target, target)[0] ?? null;
  const step = decide(c, store.snapshot()!, () => store.events(), seat, input.command, input.id ?? null, now, takeBack, entry);
  if (!step.ok) return step;
  const after = m.committer.commit(step.value, now);
  return done(answer(m, after, seat, frames.of(seat)));
}

/** The answer a seat got right after its entry `first`: what a retried request returns. */
function answerAt(m: Match, c: MatchContext<unknown>, seat: number, first: EventRow): Outcome<MatchView> {
  const { frames } = m;
  const frame = frames.of(seat) as Frame;
  const seq = first.seq > frame.shared ? frame.sharedSeq + frames.ownUpTo(seat, first.seq) : frames.numberOf(seat, first.seq);
  const past = frameAt(m, c, seat, seq);
  if (!past.ok) return past;
  return done(answer(m, c, seat, { ...past.value, seq }));
}
