import type { Bindings } from '../../bindings';
import { replyAddress, unsubscribeToken } from '../../notify/addresses';
import { guessFormat } from '../../notify/channels/webhook';
import type { Channel, DeliveryReport, NotifyJob } from '../../notify/jobs';
import { openToken } from '../../notify/keys';
import { renderNotice, withUnsubscribe, type Notice, type NoticeKind } from '../../notify/templates';
import type { MatchContext } from '../log/answers';
import { DAY_MS, shownDeadline, type Clocks } from '../clock/clock';
import { isConfirmed, type ContactRow, type Contacts } from '../seats/contacts';
import { dispatchConfirmation, type ConfirmationDeps } from './confirmation-mail';
import { dispatchOwnershipMail } from './ownership-mail';
import { loadContext } from '../log/context';
import { liveSeats } from '../live/live';
import { isBotSeat } from '../records/bot-seats';
import type { Messages } from '../live/messages';
import { buildNotice, notifyConfig, worthSending, type NotifyConfig } from './notices';
import { markTold, renumberTold } from './told';
import type { Outbox, OutboxDetail, OutboxKind, OutboxRow } from './outbox';
import type { SeatRow } from '../records/records';
import type { Scheduler } from '../clock/scheduler';
import type { MatchStore } from '../log/store';
import type { Frame, Frames } from '../log/frames';
import type { PushSubscriptions } from '../seats/push-subscriptions';

/** Kinds that say "there is news": they wait a little (to collapse) and skip a seat watching live. */
const NEWS: readonly OutboxKind[] = ['turn', 'message'];
/** Kinds that answer an emailed move: sent by email whatever the seat's preference. */
const REPLIES: readonly OutboxKind[] = ['confirm', 'refused', 'earlier'];
/** What a push tells: the news, the clock's words and the end; never a mail's own business. */
const PUSHED: readonly OutboxKind[] = ['turn', 'message', 'reminder', 'overdue', 'bot', 'forfeit'];
const QUEUE_BACKOFF_MS = 30_000;

/**
 * The match's side of notifications (DESIGN.md §7): decides who is told what and when (rows in
 * the outbox), and when a row is due, renders it from what that seat may see and hands it to
 * the queue. Delivery itself happens in the queue consumer, which reports back.
 */
export class Notifier {
  /** Due times of rows added inside a transaction; `flush` arms the alarm for them after it. */
  private wanted: number[] = [];

  constructor(
    private readonly ctx: DurableObjectState,
    private readonly env: Bindings,
    private readonly store: MatchStore,
    private readonly contacts: Contacts,
    private readonly outbox: Outbox,
    private readonly messages: Messages,
    private readonly clocks: Clocks,
    private readonly frames: Frames,
    private readonly pushes: PushSubscriptions,
  ) {}

  config(): NotifyConfig {
    return notifyConfig(this.env, this.store.meta());
  }

  /**
   * Email goes only to an address its owner confirmed, but for the mail that asks them to
   * (settings/confirmation.ts); a push to each device of the seat that switched it on.
   */
  private channelsOf(seat: SeatRow, contact: ContactRow, kind: OutboxKind): Channel[] {
    if (kind === 'verify') return seat.email && !isConfirmed(contact, seat.email) ? ['email'] : [];
    const email = isConfirmed(contact, seat.email) ? (['email'] as const) : [];
    if (REPLIES.includes(kind)) return [...email];
    const push = PUSHED.includes(kind) && this.pushes.ofSeat(seat.seat).length ? (['push'] as const) : [];
    return [...email, ...(seat.webhook ? (['webhook'] as const) : []), ...push];
  }

  /**
   * Queues a message of `kind` for `seat` on each of its channels (or on `only`). Synchronous:
   * safe inside a commit.
   */
  tell(seat: number, kind: OutboxKind, now: number, detail: OutboxDetail = {}, only?: Channel): void {
    const row = this.store.seats()[seat];
    // A bot is told nothing (nor, once a bot has taken its seat over, the player who left it).
    if (!row || row.tokenHash === null || isBotSeat(this.store.meta(), seat)) return;
    const contact = this.contacts.get(seat);
    if (contact.notify === 'none' && !REPLIES.includes(kind) && kind !== 'verify') return;
    if ((NEWS.includes(kind) || kind === 'reminder') && liveSeats(this.ctx).includes(seat)) return;
    const due = NEWS.includes(kind) ? now + this.config().delayMs : now;
    for (const channel of this.channelsOf(row, contact, kind)) {
      if (only && channel !== only) continue;
      // A device that switched push on asked for each turn: the daily digest is the mail's pace.
      const as = NEWS.includes(kind) && contact.notify === 'digest' && channel !== 'push' ? 'digest' : kind;
      // An email digest spans the player's matches and is paced per address (notify/digest.ts);
      // a webhook digest is paced here, one a day per match.
      const at = as === 'digest' && channel === 'webhook' ? Math.max(due, (contact.lastSentAt ?? 0) + DAY_MS) : due;
      this.wanted.push(this.outbox.add(seat, as, channel, at, now, detail));
    }
  }

  /** Inside the transaction of the step that ended the match (told.ts). */
  matchEnded(): void {
    renumberTold(this.store, this.contacts);
  }

  flush(scheduler: Scheduler): void {
    for (const at of this.wanted.splice(0)) scheduler.at('outbox', at);
  }

  /** The outbox timer: sends what is due, seat by seat; returns when the next row is due. */
  async run(now: number): Promise<number | null> {
    const due = this.outbox.due(now);
    if (due.length) {
      for (const seat of [...new Set(due.map((r) => r.seat))]) {
        await this.dispatchSeat(seat, due.filter((r) => r.seat === seat), now);
      }
      this.outbox.prune();
    }
    return this.outbox.nextDue();
  }

  /** The queue consumer's word on one delivery; a push subscription its push service called gone is forgotten. */
  report(r: DeliveryReport): OutboxRow | null {
    if (r.expired) this.pushes.removeById(r.expired);
    return this.outbox.report(r, Date.now());
  }

  async seatLink(cfg: NotifyConfig, id: string, contact: ContactRow): Promise<string | null> {
    if (!cfg.secret || !contact.tokenBox) return null;
    const token = await openToken(cfg.secret, `${id}:${contact.seat}`, contact.tokenBox);
    return token ? `${cfg.origin}/m/${id}#${token}` : null;
  }

  private async dispatchSeat(seatNo: number, due: OutboxRow[], now: number): Promise<void> {
    // A confirmation mail, or an ownership mail, goes out whether or not the match has started.
    for (const row of due) if (row.kind === 'verify') await dispatchConfirmation(this.confirmationDeps(), row, now);
    for (const row of due) if (row.kind === 'ownership') await dispatchOwnershipMail({ ...this.confirmationDeps(), sql: this.ctx.storage.sql }, row, now);
    const rows = due.filter((r): r is OutboxRow & { kind: NoticeKind } => r.kind !== 'verify' && r.kind !== 'ownership');
    if (!rows.length) return;
    const c = loadContext(this.store);
    // Everything a seat is told comes from what it may know now (its frame).
    const frame = this.frames.of(seatNo);
    const seat = c?.seats[seatNo];
    if (!c || !frame || !seat) {
      for (const r of rows) this.outbox.mark(r.id, 'skipped', now, { lastError: 'The match has not started.' });
      return;
    }
    const cfg = this.config();
    const contact = this.contacts.get(seatNo);
    const link = await this.seatLink(cfg, c.meta.id, contact);
    const unread = this.messages.readableBy(seatNo, contact.toldMessage, c.status === 'finished').filter((m) => m.from !== seatNo);
    const live = liveSeats(this.ctx).includes(seatNo);
    let told = false;
    for (const row of rows) {
      const skip = this.skipReason(row, seat, contact, live);
      if (skip) {
        this.outbox.mark(row.id, 'skipped', now, { lastError: skip });
        continue;
      }
      if (row.kind === 'digest' && row.channel === 'email') {
        // Only a note that there is news: the digest asks for this match's section when it goes out.
        await this.enqueue(row, { type: 'digest-note', match: c.meta.id, outbox: row.id, seat: seatNo, email: seat.email as string, lang: contact.lang }, now);
        continue;
      }
      const notice = buildNotice({
        c,
        frame,
        history: (after) => this.frames.log(seatNo, after),
        lastMove: this.frames.lastMoveOf(seatNo),
        setup: this.frames.setupLines(seatNo),
        messages: unread,
        contact,
        seat,
        kind: row.kind,
        detail: row.detail,
        deadline: c.meta.clock ? shownDeadline(c.meta.clock, this.clocks.get(seatNo)) : null,
        link: row.channel === 'email' ? link : null,
        matchLink: `${cfg.origin}/m/${c.meta.id}`,
        canReply: row.channel === 'email' && cfg.secret !== null,
      });
      if (!worthSending(notice, contact.toldSeq, frame.seq)) {
        this.outbox.mark(row.id, 'skipped', now, { lastError: null });
        continue;
      }
      const jobs = await this.jobs(cfg, c, frame, seat, contact, row, notice);
      if (typeof jobs === 'string') {
        this.outbox.mark(row.id, 'failed', now, { lastError: jobs });
        continue;
      }
      if (await this.enqueue(row, jobs, now)) told = true;
    }
    if (told) markTold(this.store, this.contacts, seatNo, { seq: frame.seq, messageId: this.messages.lastId(), endedThen: c.status === 'finished' }, now);
  }

  private confirmationDeps(): ConfirmationDeps {
    return { env: this.env, store: this.store, contacts: this.contacts, outbox: this.outbox, config: this.config(), enqueue: (row, job, now) => this.enqueue(row, job, now) };
  }

  /**
   * Hands a row's jobs to the queue (a push: one per device, in one batch, so that either all go
   * or the row tries them all again later); on failure the row waits and tries again with backoff.
   */
  private async enqueue(row: OutboxRow, job: NotifyJob | NotifyJob[], now: number): Promise<boolean> {
    const jobs = Array.isArray(job) ? job : [job];
    if (!jobs.length) {
      this.outbox.mark(row.id, 'skipped', now, { lastError: 'Nobody to send it to.' });
      return false;
    }
    try {
      if (!this.env.NOTIFY) throw new Error('No notification queue (NOTIFY) is configured.');
      if (jobs.length === 1) await this.env.NOTIFY.send(jobs[0]);
      else await this.env.NOTIFY.sendBatch(jobs.map((body) => ({ body })));
      this.outbox.mark(row.id, 'queued', now);
      return true;
    } catch (e) {
      const attempts = row.attempts + 1;
      this.outbox.mark(row.id, 'pending', now, { lastError: e instanceof Error ? e.message : String(e), attempts, dueAt: now + QUEUE_BACKOFF_MS * 2 ** Math.min(attempts, 6) });
      return false;
    }
  }

  private skipReason(row: OutboxRow, seat: Readonly<SeatRow>, contact: ContactRow, live: boolean): string | null {
    if (row.channel === 'email' && !seat.email) return 'No email address.';
    if (row.channel === 'email' && !isConfirmed(contact, seat.email)) return 'The email address is not confirmed yet.';
    if (row.channel === 'webhook' && !seat.webhook) return 'No webhook.';
    if (row.channel === 'push' && !this.pushes.ofSeat(seat.seat).length) return 'No device has push notifications on.';
    if (contact.notify === 'none' && !REPLIES.includes(row.kind)) return 'Notifications are off for this seat.';
    if ((NEWS.includes(row.kind) || row.kind === 'digest' || row.kind === 'reminder') && live) return 'The seat was watching live.';
    return null;
  }

  private async jobs(
    cfg: NotifyConfig,
    c: MatchContext<unknown>,
    frame: Frame,
    seat: Readonly<SeatRow>,
    contact: ContactRow,
    row: OutboxRow,
    notice: Notice,
  ): Promise<NotifyJob[] | string> {
    const rendered = renderNotice(notice);
    const ref = { match: c.meta.id, seat: seat.seat };
    if (row.channel === 'push') {
      // The title and the first line of the notice, and the match page without the seat's link:
      // the page that opens finds the seat's link in its own storage (web/js/push.js).
      const message = { title: rendered.subject, body: rendered.lead, url: `${notice.matchLink}?seat=${seat.seat}`, tag: `${c.meta.id}-${seat.seat}`, lang: contact.lang };
      const topic = `${c.meta.id}${seat.seat}`;
      return this.pushes.ofSeat(seat.seat).map((s) => ({
        type: 'deliver',
        match: c.meta.id,
        outbox: row.id,
        channel: 'push',
        push: { subscription: { id: s.id, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth }, message, topic },
      }));
    }
    if (row.channel === 'webhook') {
      const url = seat.webhook as string;
      const payload = {
        type: row.kind,
        match: c.meta.id,
        game: c.meta.game,
        title: c.game.title,
        name: notice.match,
        seat: seat.seat,
        seq: frame.seq,
        yourTurn: notice.yourTurn,
        summary: notice.summary,
        actions: notice.actions,
        deadline: notice.deadline,
        url: notice.matchLink,
        text: rendered.short,
      };
      return [{ type: 'deliver', match: c.meta.id, outbox: row.id, channel: 'webhook', hook: { url, format: contact.webhookFormat ?? guessFormat(url), payload } }];
    }
    if (!cfg.secret) return 'SERVICE_SECRET is not set, so the service sends no email.';
    const unsubscribe = await unsubscribeToken(cfg.secret, ref);
    const unsubscribeUrl = `${cfg.origin}/api/unsubscribe/${unsubscribe}`;
    const body = withUnsubscribe(contact.lang, rendered, unsubscribeUrl);
    return [{
      type: 'deliver',
      match: c.meta.id,
      outbox: row.id,
      channel: 'email',
      mail: {
        to: seat.email as string,
        lang: contact.lang,
        subject: rendered.subject,
        text: body.text,
        html: body.html,
        // The turn this email is written for: a reply plays only while the match is still there.
        replyTo: await replyAddress(cfg.secret, cfg.domain, { ...ref, turn: frame.seq }),
        unsubscribeUrl,
        unsubscribeMailto: `unsubscribe+${unsubscribe}@${cfg.domain}`,
        messageId: `<${c.meta.id}.${row.id}@${cfg.domain}>`,
        inReplyTo: row.detail.inReplyTo ?? null,
      },
    }];
  }
}
