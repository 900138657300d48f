import { DurableObject } from 'cloudflare:workers';
import type { Bindings } from '../bindings';
import type { DeliveryReport } from '../notify/jobs';
import { sealToken } from '../notify/keys';
import { matchView, type LogEntry, type MatchContext, type MatchView } from './core/answers';
import { mailMove, seatLinks, unsubscribe, type MailMove, type MailMoved } from './notices/by-mail';
import { postMessage, readPage } from './live/chat';
import { defaultContact } from './seats/contacts';
import { addressState, askConfirmation, confirmAddress, declineAddress, type AddressState } from './seats/confirmation';
import { loadContext, notFound, setupOptions } from './core/context';
import { botTurn, forfeit, takeover } from './clock/deadline-plays';
import { botSeatRefusal } from './bots/seats';
import { playBots, scheduleBots } from './bots/turns';
import { clockView } from './clock/deadlines';
import { digestDelivered, digestFailed, digestSection, type DigestSectionOut } from './notices/digest-section';
import { buildExport, type MatchExport } from './log/export';
import { rebuild } from './log/history';
import { broadcast, closeTokens, liveReaders, liveSeats, parseClientMessage, socketRefusal, tellEach, type LiveMessage, type SocketTag } from './live/live';
import type { MatchMessage, MessagePage } from './live/messages';
import { isYourTurn } from './notices/notices';
import { readerFor } from './core/words';
import { inEnglish } from '../text/catalogues';
import { text, type Lang, type Phrase } from '../engine/text';
import { done, jsonOutcome, refuse, type JsonText, type Outcome } from './core/outcome';
import { buildParts, hasTimers, type MatchParts } from './core/parts';
import type { EventRow } from './log/records';
import { matchResult } from './log/result';
import { plainFrame, sealAfter, seesTheSame, type Frame } from './log/sealed';
import { checkRulesVersion } from './log/rules-version';
import { confirmAgain, readContact, writeContact, type ContactInfo, type ContactPatch } from './seats/seat-settings';
import { prepareClaim, prepareMatch, writeSeating, type CreateInput, type Created, type JoinInput, type Joined } from './seats/seating';
import { decide, sameCommand, type Step } from './log/steps';
import { Timekeeper } from './clock/timekeeper';
import { activity, afterStep, NOT_STARTED, type Activity } from './notices/turns';
import { startVacation, stopVacation } from './clock/vacations';
import type { HandoverCode } from './seats/handover';
import { newSeatLink } from './seats/new-link';
import { Holders, ownerOnly, type Holder, type OwnerAct } from './seats/holders';
import type { Device } from './seats/devices';
import { grantState, restoreOwner, type GrantState } from './seats/ownership';
import { pushState, subscribe, unsubscribe as unsubscribePush, type BrowserSubscription, type PushState } from './seats/push-subscriptions';
import { noteRead, planRetention, retentionPlan } from './core/retention';
import { deleteMatch, endIdle } from './core/expiry';
import { forkSource, noteFork, type ForkNote, type ForkSource } from './fork/source';
import { writeFork, type ForkCreated, type ForkInput } from './fork/create';
import { hotSeatHolder } from './fork/hot-seat';
import { withForks } from './fork/view';

export interface ActInput {
  command: string;
  expect?: number;
  id?: string;
}

/**
 * One match: its seats, its append-only event log and a snapshot of the current state, all in
 * the object's SQLite storage (DESIGN.md §5), plus what goes around the game: contacts, the
 * notification outbox, clocks and players' messages (§7). Every method returns results as
 * data: errors thrown across the RPC boundary would lose their meaning.
 */
export class MatchRoom extends DurableObject<Bindings> {
  private p!: MatchParts;
  private timekeeper!: Timekeeper;
  /** The clock time asked for inside the current transaction (armed after it). */
  private pendingClock: number | null = null;
  /** Seat tokens already checked against their stored hashes: the owner link's and the handed devices'. */
  private readonly holders = new Holders();

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.assemble();
    ctx.blockConcurrencyWhile(async () => {
      await this.p.scheduler.load();
      if (checkRulesVersion(this.p.store)) this.p.scheduler.at('index', this.p.index.dueAfterCommit());
      // Timers survive restarts: the alarm is stored, and if it is missing the work is looked at now.
      if ((await ctx.storage.getAlarm()) === null) {
        if (hasTimers(this.p)) this.p.scheduler.at('clock', Date.now());
        // A match from before the retention timer, or one whose alarm was lost, gets it back.
        if (this.p.store.meta()) this.p.scheduler.at('retention', retentionPlan(this.p, Date.now()).due ?? Date.now());
      }
    });
  }

  /** The parts over the object's storage, and the clock's hands on the match (again after a deletion). */
  private assemble(): void {
    this.p = buildParts(this.ctx, this.env);
    const commit = (step: Step, now: number) => {
      this.commit(step, now);
    };
    this.timekeeper = new Timekeeper(this.p.store, this.p.clocks, this.p.notifier, {
      botTurn: (seat, now) => botTurn(this.p.store, commit, seat, now),
      forfeit: (seat, now) => forfeit(this.p.store, commit, seat, now),
      takeover: (seat, now) => takeover(this.p.store, commit, seat, now),
    });
  }

  // ---- creation and joining (rare: other requests wait while they hash) -----------------

  async create(input: CreateInput): Promise<Outcome<Created>> {
    return this.ctx.blockConcurrencyWhile(async () => {
      if (this.p.store.meta()) return refuse(409, 'match_exists', 'A match with this id already exists.');
      const now = Date.now();
      const { meta, rows, created } = await prepareMatch(input, now);
      const boxes = await Promise.all(created.seats.map((s) => this.seal(input.id, s.seat, s.token)));
      writeSeating(this.p.store, meta, rows, now, () => {
        created.seats.forEach((s, i) => {
          const p = input.players[s.seat];
          this.p.contacts.put({ ...defaultContact(s.seat), lang: p.lang ?? 'en', notify: p.notify ?? 'turn', webhookFormat: p.webhookFormat ?? null, tokenBox: boxes[i] });
          askConfirmation(this.p, s.seat, 'creator', now);
        });
        if (meta.rngSeed) this.afterCommit(NOT_STARTED, null, now);
      });
      this.afterTransaction(now);
      return done(created);
    });
  }

  async join(input: JoinInput): Promise<Outcome<Joined>> {
    return this.ctx.blockConcurrencyWhile(async () => {
      const stored = this.p.store.meta();
      if (!stored) return notFound();
      const meta = { ...stored };
      const now = Date.now();
      const claim = await prepareClaim(meta, this.p.store.seats(), input, now);
      if (!claim.ok) return claim;
      const { claimed, full, token } = claim.value;
      const box = await this.seal(meta.id, claimed.seat, token);
      writeSeating(this.p.store, meta, [claimed], now, () => {
        const before = this.p.contacts.get(claimed.seat);
        this.p.contacts.put({
          ...before,
          lang: input.lang ?? before.lang,
          notify: input.notify ?? before.notify,
          webhookFormat: input.webhookFormat ?? before.webhookFormat,
          tokenBox: box,
        });
        askConfirmation(this.p, claimed.seat, 'holder', now);
        if (full) this.afterCommit(NOT_STARTED, null, now);
      });
      this.afterTransaction(now);
      broadcast(this.ctx, { type: 'update', seq: 0, status: full ? 'active' : 'open' });
      return done({ seat: claimed.seat, name: input.name, token });
    });
  }

  /** The seat token sealed under the server secret, so that emails can carry the seat's link. */
  private async seal(id: string, seat: number, token: string): Promise<string | null> {
    return this.env.SERVICE_SECRET ? sealToken(this.env.SERVICE_SECRET, `${id}:${seat}`, token) : null;
  }

  // ---- reading -------------------------------------------------------------------------

  async view(token?: string): Promise<Outcome<JsonText<MatchView>>> {
    const who = await this.holder(token, false);
    if (!who.ok) return who;
    const c = loadContext(this.p.store);
    if (!c) return notFound();
    noteRead(this.p, Date.now());
    const seat = who.value?.seat ?? null;
    return jsonOutcome(done(withForks(this.p, c, this.answer(c, seat, this.p.frames.of(seat)), who.value)));
  }

  /**
   * The view of the present as `viewer` may know it (its frame: during a sealed step, the match
   * before it plus its own entries), with its commands and the time control.
   */
  private answer(c: MatchContext<unknown>, viewer: number | null, frame: Frame | null): MatchView {
    const view = matchView(c, frame?.state ?? null, frame?.seq ?? 0, viewer, { undoSeat: frame?.undoSeat ?? null }, frame?.forfeited);
    view.clock = clockView(this.p, c, frame, viewer);
    // When the viewer's last known entry was written: how long a turn has waited ("Your matches").
    if (frame) view.at = frame.own.at(-1)?.at ?? this.p.store.lastShownTime(frame.shared, viewer, c.status === 'finished') ?? c.meta.startedAt;
    return view;
  }

  async log(token?: string): Promise<Outcome<JsonText<{ seq: number; setup: Phrase[]; entries: LogEntry[] }>>> {
    const who = await this.identify(token, false);
    if (!who.ok) return who;
    if (!loadContext(this.p.store)) return notFound();
    noteRead(this.p, Date.now());
    const frames = this.p.frames;
    return jsonOutcome(done({ seq: frames.of(who.value)?.seq ?? 0, setup: frames.setupLines(who.value), entries: frames.log(who.value) }));
  }

  /** The viewer's view as it was after entry `seq` of its own numbering (replay; no commands offered). */
  async at(token: string | undefined, seq: number): Promise<Outcome<JsonText<MatchView>>> {
    const who = await this.identify(token, false);
    if (!who.ok) return who;
    const c = loadContext(this.p.store);
    if (!c) return notFound();
    const last = this.p.frames.of(who.value)?.seq;
    if (last === undefined || !Number.isInteger(seq) || seq < 0 || seq > last) {
      return refuse(404, 'no_such_entry', `The log has entries 0 to ${last ?? 0}; there is no entry ${seq}.`);
    }
    noteRead(this.p, Date.now());
    const past = this.frameAt(c, who.value, seq);
    if (!past.ok) return past;
    return jsonOutcome(done(matchView(c, past.value.state, seq, who.value, null, past.value.forfeited)));
  }

  async exportMatch(token?: string): Promise<Outcome<JsonText<MatchExport>>> {
    const who = await this.identify(token, false);
    if (!who.ok) return who;
    const c = loadContext(this.p.store);
    if (!c) return notFound();
    if (c.status !== 'finished' && who.value === null) {
      return refuse(401, 'missing_token', 'Until the match ends, only its players may export it.');
    }
    noteRead(this.p, Date.now());
    const frame = this.p.frames.of(who.value);
    // Before the end a seat exports what it may read, in its own numbering.
    const { entries, numberOf } = this.p.frames.readable(who.value);
    return jsonOutcome(done(buildExport(c, entries, numberOf, frame?.seq ?? 0, frame?.state ?? null, who.value)));
  }

  // ---- acting --------------------------------------------------------------------------

  /** A command from a seat's page or program; a refusal comes back in `lang`, with the players' names. */
  async act(token: string | undefined, input: ActInput, lang: Lang = 'en'): Promise<Outcome<JsonText<MatchView>>> {
    const who = await this.holder(token, true);
    if (!who.ok) return who;
    const holder = who.value as Holder;
    const acted = this.spoken(this.actAs(holder.seat, input), lang);
    const c = loadContext(this.p.store);
    return jsonOutcome(acted.ok && c ? done(withForks(this.p, c, acted.value, holder)) : acted);
  }

  /** A refusal whose message is a game's (or the platform's) message, rendered for its reader. */
  private spoken<T>(o: Outcome<T>, lang: Lang): Outcome<T> {
    if (o.ok || typeof o.message === 'string') return o;
    const c = loadContext(this.p.store);
    return { ...o, message: c ? readerFor(c, lang)(o.message) : inEnglish('', o.message) };
  }

  /** A command by `seat`. From here on nothing awaits: the checks and the commit see one state. */
  private actAs(seat: number, input: ActInput): Outcome<MatchView> {
    const { store, frames } = this.p;
    const c = loadContext(store);
    if (!c) return notFound();
    if (input.id !== undefined) {
      const first = store.eventByIdem(seat, input.id);
      if (first) {
        if (!sameCommand(first, input.command)) {
          return refuse(409, 'id_reused', text('core.idReused', { id: input.id }));
        }
        return this.answerAt(c, seat, first);
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
    const takeBack = (target: number) => this.p.takeBacks.before(target);
    const entry = (target: number) => store.eventsBetween(target, target)[0] ?? null;
    const step = decide(c, store.snapshot()!, () => store.events(), seat, input.command, input.id ?? null, now, takeBack, entry);
    if (!step.ok) return step;
    const after = this.commit(step.value, now);
    return done(this.answer(after, seat, frames.of(seat)));
  }

  /**
   * Writes one step: the event row and the snapshot (DESIGN.md §5, §10), and in the same
   * transaction what the step makes due: outbox rows for the seats whose turn began, their
   * clocks. Then arms the timers and tells each connected page its new entry number, only when
   * its number (or the match's status) moved: an entry blank to a reader (log/numbering.ts), or
   * another seat's entry of a sealed step (log/sealed.ts), tells that reader's pages nothing.
   */
  private commit(step: Step, now: number): MatchContext<unknown> {
    const { store, frames } = this.p;
    const c = loadContext(store) as MatchContext<unknown>;
    const before = activity(this.p);
    const heard = new Map(liveReaders(this.ctx).map((r) => [r, frames.seqOf(r)]));
    const { event } = step;
    const ended = matchResult(c.game, step.snapshot.state, step.snapshot.forfeited ?? [], c.meta.seats) !== null;
    const snapshot = { ...step.snapshot, sealed: sealAfter(c.game, step.before, event, step.snapshot, ended) };
    store.atomically(() => {
      store.appendEvent(event);
      store.putSnapshot(snapshot);
      this.afterCommit(before, event.kind === 'forfeit' ? null : event.seat, now);
    });
    this.p.takeBacks.committed(event, step.before, snapshot);
    frames.committed(event);
    const held = !!snapshot.sealed;
    // A held entry changes nothing a spectator sees, so the index has nothing to learn.
    this.afterTransaction(now, !held);
    const after = loadContext(store) as MatchContext<unknown>;
    const moved = after.status !== c.status;
    tellEach(this.ctx, (reader) => {
      const seq = frames.seqOf(reader);
      if (moved || seq !== heard.get(reader)) return { type: 'update', seq, status: after.status };
      // An entry that shows this reader nothing in the log may still change what its game shows
      // it (a secret pass that puts it on turn): its page is told to look again, at the same number.
      return !held && !seesTheSame(c.game, step.before.state, snapshot.state, reader) ? { type: 'update', seq, status: after.status } : null;
    });
    return after;
  }

  /** Inside a commit: notifications and clocks for what changed (see turns.ts). */
  private afterCommit(before: Activity, actor: number | null, now: number): void {
    const clockAt = afterStep(this.p, this.p.notifier, this.timekeeper, before, actor, now);
    if (clockAt !== null) this.pendingClock = Math.min(this.pendingClock ?? clockAt, clockAt);
  }

  /** After a transaction: arm the alarm for everything it made due (the index when it changed). */
  private afterTransaction(now: number, indexed = true): void {
    this.p.notifier.flush(this.p.scheduler);
    if (this.pendingClock !== null) this.p.scheduler.at('clock', this.pendingClock);
    this.pendingClock = null;
    if (indexed) this.p.scheduler.at('index', this.p.index.dueAfterCommit(now));
    scheduleBots(this.p, now);
    planRetention(this.p, now);
  }

  /** The answer a seat got right after its entry `first`: what a retried request returns. */
  private answerAt(c: MatchContext<unknown>, seat: number, first: EventRow): Outcome<MatchView> {
    const { frames } = this.p;
    const frame = frames.of(seat) as Frame;
    const seq = first.seq > frame.shared ? frame.sharedSeq + frames.ownUpTo(seat, first.seq) : frames.numberOf(seat, first.seq);
    const past = this.frameAt(c, seat, seq);
    if (!past.ok) return past;
    return done(this.answer(c, seat, { ...past.value, seq }));
  }

  /** The match as `viewer` knew it after its entry `seq`, in its own numbering (at most its frame's). */
  private frameAt(c: MatchContext<unknown>, viewer: number | null, seq: number): Outcome<Frame> {
    const { store, frames } = this.p;
    const frame = frames.of(viewer) as Frame;
    if (seq === frame.seq) return done(frame);
    if (seq > frame.sharedSeq) return done(frames.of(viewer, seq - frame.sharedSeq) as Frame);
    const sealed = store.snapshot()?.sealed;
    if (sealed && seq === frame.sharedSeq) return done({ ...frame, seq, state: sealed.base.state, forfeited: sealed.base.forfeited, undoSeat: null, own: [] });
    const r = rebuild(c.game, setupOptions(c.meta), frames.upTo(viewer, seq));
    return r.ok ? done({ ...plainFrame(r.snapshot, viewer, true), seq }) : refuse(409, 'frozen', c.meta.frozen ?? r.message);
  }

  // ---- what-ifs: "play from here" on a finished match (fork/) ----------------------------

  /** What a what-if of this finished match at its entry `at` starts from (409 before the end). */
  async forkSource(at: number): Promise<Outcome<ForkSource>> {
    const source = forkSource(this.p, at);
    if (source.ok) noteRead(this.p, Date.now());
    return source;
  }

  /** Lists a what-if made from this match; its pages open now hear of it. */
  async noteFork(note: ForkNote): Promise<void> {
    noteFork(this.p, note);
    const status = loadContext(this.p.store)?.status ?? 'finished';
    tellEach(this.ctx, (reader) => ({ type: 'update', seq: this.p.frames.seqOf(reader), status }));
  }

  /** Makes this new object a what-if (fork/create.ts): the origin's entries up to the fork, then play goes on. */
  async createFork(input: ForkInput): Promise<Outcome<ForkCreated>> {
    return this.ctx.blockConcurrencyWhile(async () => {
      if (this.p.store.meta()) return refuse(409, 'match_exists', 'A match with this id already exists.');
      const now = Date.now();
      const created = await writeFork(this.p, input, now, () => this.afterCommit(NOT_STARTED, null, now));
      this.afterTransaction(now);
      return done(created);
    });
  }

  // ---- the seat's own settings: contact, vacation, messages -----------------------------

  async contact(token: string | undefined): Promise<Outcome<ContactInfo>> {
    const who = await this.holder(token, true);
    if (!who.ok) return who;
    const { seat, owner } = who.value as Holder;
    return done(readContact(this.p, seat, this.onTurn(seat), owner));
  }

  async setContact(token: string | undefined, patch: ContactPatch): Promise<Outcome<ContactInfo>> {
    const who = await this.owner(token, 'contact');
    if (!who.ok) return who;
    const { seat } = who.value;
    const meta = this.p.store.meta();
    if (!meta) return notFound();
    // A seat from before the secret was set gets its link sealed now, from the token it presents.
    const box = this.p.contacts.get(seat).tokenBox ?? (await this.seal(meta.id, seat, token as string));
    const written = writeContact(this.p, seat, patch, box);
    return written.ok ? done(readContact(this.p, seat, this.onTurn(seat))) : written;
  }

  /** Sends the confirmation mail of the seat's address again (seat-settings.ts `confirmAgain`). */
  async confirmAgain(token: string | undefined): Promise<Outcome<ContactInfo>> {
    const who = await this.owner(token, 'confirm');
    if (!who.ok) return who;
    const { seat } = who.value;
    const asked = confirmAgain(this.p, seat);
    return asked.ok ? done(readContact(this.p, seat, this.onTurn(seat))) : asked;
  }

  /** A vacation pauses the seat's clock: part of playing, so a handed device may take one too. */
  async startVacation(token: string | undefined, days: number): Promise<Outcome<ContactInfo>> {
    const who = await this.holder(token, true);
    if (!who.ok) return who;
    const { seat, owner } = who.value as Holder;
    const r = startVacation(this.p, seat, this.onTurn(seat), days);
    return r.ok ? done(readContact(this.p, seat, this.onTurn(seat), owner)) : r;
  }

  async stopVacation(token: string | undefined): Promise<Outcome<ContactInfo>> {
    const who = await this.holder(token, true);
    if (!who.ok) return who;
    const { seat, owner } = who.value as Holder;
    const r = stopVacation(this.p, seat, this.onTurn(seat));
    return r.ok ? done(readContact(this.p, seat, this.onTurn(seat), owner)) : r;
  }

  private onTurn(seat: number): boolean {
    const c = loadContext(this.p.store);
    const snap = this.p.store.snapshot();
    return !!c && !!snap && isYourTurn(c, snap, seat);
  }

  async postMessage(token: string | undefined, input: { text: string; to?: number[] }): Promise<Outcome<MatchMessage>> {
    const who = await this.identify(token, true);
    if (!who.ok) return who;
    return postMessage(this.p, who.value as number, input);
  }

  /** A page of the messages the seat may read, newest first; a spectator (no token) reads those written to everyone. */
  async readMessages(token: string | undefined, before: string | null, limit: number): Promise<Outcome<MessagePage>> {
    const who = await this.identify(token, false);
    if (!who.ok) return who;
    return readPage(this.p, who.value, before, limit);
  }

  // ---- handing a seat to another device (seats/handover.ts), and who holds it (seats/holders.ts)

  /** A short-lived, single-use code for the seat of the owner link `token`; `hash` is what the index stores to find this match. */
  async handover(token: string | undefined): Promise<Outcome<HandoverCode & { hash: string; seat: number }>> {
    const who = await this.owner(token, 'handover');
    if (!who.ok) return who;
    const { seat } = who.value;
    const made = await this.p.handovers.create(seat, Date.now());
    return made.ok ? done({ ...made.value, seat }) : made;
  }

  /** Redeems a code by its hash: a new token of the code's seat, for the device that typed or scanned it. */
  async redeemHandover(hash: string): Promise<Outcome<{ seat: number; name: string | null; token: string }>> {
    const meta = this.p.store.meta();
    if (!meta) return notFound();
    const r = await this.p.handovers.redeem(hash, Date.now());
    if (!r.ok) return r;
    return done({ seat: r.value.seat, name: this.p.store.seats()[r.value.seat]?.name ?? null, token: r.value.token });
  }

  /** Whether `token` is its seat's owner link; to the owner, the devices the seat was handed to. */
  async devices(token: string | undefined): Promise<Outcome<{ seat: number; owner: boolean; devices?: Device[] }>> {
    const who = await this.holder(token, true);
    if (!who.ok) return who;
    const { seat, owner } = who.value as Holder;
    return done(owner ? { seat, owner, devices: this.p.handovers.devices.list(seat) } : { seat, owner });
  }

  /** The owner link signs out every device the seat was handed to, or the one of `device`; their pages connected live are closed. */
  async signOutDevices(token: string | undefined, device?: string): Promise<Outcome<{ seat: number; signedOut: number }>> {
    const who = await this.owner(token, 'signOut');
    if (!who.ok) return who;
    const { seat } = who.value;
    const gone = this.p.handovers.signOut(seat, Date.now(), device);
    if (device !== undefined && !gone.length) return refuse(404, 'no_such_device', 'No device of this seat has this id; it may have been signed out already.');
    this.tokensEnded(gone);
    return done({ seat, signedOut: gone.length });
  }

  /** A new owner link for the seat of the owner link `token` (seats/new-link.ts): the old link and every device it was handed to stop working. */
  async newLink(token: string | undefined): Promise<Outcome<{ seat: number; token: string }>> {
    const who = await this.owner(token, 'newLink');
    if (!who.ok) return who;
    const { seat } = who.value;
    const meta = this.p.store.meta();
    if (!meta) return notFound();
    const made = await newSeatLink(this.p, seat, (fresh) => this.seal(meta.id, seat, fresh));
    if (!made.ok) return made;
    this.tokensEnded(made.value.gone);
    return done({ seat, token: made.value.token });
  }

  /** The page behind an ownership mail's link (seats/ownership.ts): whether its grant may still restore the seat. */
  async restoreState(seat: number, grant: string): Promise<Outcome<GrantState>> {
    return grantState(this.p, seat, grant, Date.now());
  }

  /** Restores the seat to the grant's address: a fresh owner link; every other link and device of the seat stops working. */
  async restoreOwner(seat: number, grant: string): Promise<Outcome<GrantState & { token: string | null }>> {
    const meta = this.p.store.meta();
    if (!meta) return notFound();
    const r = await restoreOwner(this.p, seat, grant, (fresh) => this.seal(meta.id, seat, fresh), Date.now());
    if (!r.ok) return r;
    const { gone, ...page } = r.value;
    this.tokensEnded(gone);
    return done(page);
  }

  /** Tokens that stopped working, or an owner link that moved: what this object's memory knows of tokens is asked again, and their live pages are closed. */
  private tokensEnded(hashes: string[]): void {
    this.holders.forget();
    closeTokens(this.ctx, hashes);
  }

  // ---- browser push: each device's own subscription (seats/push-subscriptions.ts) ---------

  async pushState(token: string | undefined): Promise<Outcome<PushState>> {
    const who = await this.holder(token, true);
    return who.ok ? done(pushState(this.p.pushes, who.value as Holder)) : who;
  }

  async subscribePush(token: string | undefined, sub: BrowserSubscription): Promise<Outcome<PushState>> {
    const who = await this.holder(token, true);
    return who.ok ? subscribe(this.p.pushes, who.value as Holder, sub, Date.now()) : who;
  }

  async unsubscribePush(token: string | undefined): Promise<Outcome<PushState>> {
    const who = await this.holder(token, true);
    return who.ok ? unsubscribePush(this.p.pushes, who.value as Holder) : who;
  }

  // ---- the mail side: replies, unsubscribe, delivery reports, sign-in ------------------

  async mailMove(m: MailMove): Promise<Outcome<MailMoved>> {
    return mailMove(this.p, m, (seat, input) => this.spoken(this.actAs(seat, input), this.p.contacts.get(seat).lang));
  }

  async unsubscribe(seat: number): Promise<Outcome<{ seat: number; name: string | null }>> {
    return unsubscribe(this.p, seat);
  }

  /** The page behind a confirmation link: the seat, and whether its address (by hash) is confirmed. */
  async addressState(seat: number, emailHash: string): Promise<Outcome<AddressState>> {
    return addressState(this.p, seat, emailHash);
  }

  async confirmAddress(seat: number, emailHash: string): Promise<Outcome<AddressState>> {
    return confirmAddress(this.p, seat, emailHash, Date.now());
  }

  async declineAddress(seat: number, emailHash: string): Promise<Outcome<AddressState>> {
    return declineAddress(this.p, seat, emailHash, Date.now());
  }

  /** The queue consumer's word on one delivery. */
  async delivered(report: DeliveryReport): Promise<void> {
    this.p.notifier.report(report);
  }

  /** This match's section of the seat's daily digest (notify/digest.ts). */
  async digestSection(seat: number, email: string): Promise<DigestSectionOut | null> {
    return digestSection(this.p, seat, email);
  }

  async digestDelivered(seat: number, seq: number, messageId: number, now: number, ended: boolean): Promise<void> {
    digestDelivered(this.p, seat, seq, messageId, now, ended);
  }

  async digestFailed(seat: number, error: string, now: number): Promise<void> {
    digestFailed(this.p, seat, error, now);
  }

  async seatLinks(email: string): Promise<{ title: string; status: string; seats: { seat: number; name: string | null; link: string }[] }> {
    return seatLinks(this.p, email);
  }

  // ---- live updates --------------------------------------------------------------------

  /** `GET /api/matches/:id/live` with `Upgrade: websocket`, forwarded by the Worker. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') {
      return Response.json({ error: { code: 'upgrade_required', message: 'This address expects a WebSocket.' } }, { status: 426 });
    }
    const c = loadContext(this.p.store);
    if (!c) return Response.json({ error: { code: 'unknown_match', message: 'There is no match with this id.' } }, { status: 404 });
    const full = socketRefusal(this.ctx);
    if (full) return full;
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1]);
    pair[1].serializeAttachment({ seat: null } satisfies SocketTag);
    send(pair[1], this.hello(c, null));
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const m = parseClientMessage(raw);
    if (!m) return send(ws, { type: 'error', message: 'Send {"type":"auth","token":…} or {"type":"ping"}.' });
    if (m.type === 'ping') return send(ws, { type: 'pong' });
    const who = await this.holder(m.token, true);
    const c = loadContext(this.p.store);
    if (!who.ok || !c) return send(ws, { type: 'error', message: who.ok ? 'Unknown match.' : inEnglish('', who.message) });
    const { seat, hash } = who.value as Holder;
    ws.serializeAttachment({ seat, token: hash } satisfies SocketTag);
    send(ws, this.hello(c, seat));
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    ws.close(code === 1005 || code === 1006 ? 1000 : code, 'closing');
  }

  private hello(c: MatchContext<unknown>, seat: number | null): LiveMessage {
    return { type: 'hello', seq: this.p.frames.of(seat)?.seq ?? 0, status: c.status, seat };
  }

  /** The seats whose page is open and connected (notifications skip them). */
  async watchingSeats(): Promise<number[]> {
    return liveSeats(this.ctx);
  }

  // ---- timers --------------------------------------------------------------------------

  override async alarm(): Promise<void> {
    await this.p.scheduler.fire({
      index: (now) => this.p.index.run(now),
      clock: (now) => {
        const next = this.timekeeper.run(now);
        // Reminders queued by the clock (deadline plays arm their own, as commits).
        this.p.notifier.flush(this.p.scheduler);
        return next;
      },
      outbox: (now) => this.p.notifier.run(now),
      bots: (now) => playBots(this.p, (step, at) => this.commit(step, at), now),
      // Last: it may delete the match, and the parts with it.
      retention: (now) => this.retain(now),
    });
  }

  /** The retention timer (core/retention.ts): ends an idle match, deletes an abandoned or unread one. */
  private async retain(now: number): Promise<number | null> {
    const plan = retentionPlan(this.p, now);
    if (plan.act === 'end') {
      endIdle(this.p, now, { inCommit: (before, at) => this.afterCommit(before, null, at), afterCommit: (at) => this.afterTransaction(at) });
      return retentionPlan(this.p, now).due;
    }
    if (plan.act === 'delete') {
      if (await deleteMatch(this.p)) this.assemble();
      return null;
    }
    return plan.due;
  }

  // ---- who is asking -------------------------------------------------------------------

  /** The seat a bearer token stands for; null is a spectator (when no token is required). */
  private async identify(token: string | undefined, required: boolean): Promise<Outcome<number | null>> {
    const who = await this.holder(token, required);
    return who.ok ? done(who.value?.seat ?? null) : who;
  }

  /** Who holds a bearer token: its seat's owner link, or a device the seat was handed to. */
  private async holder(token: string | undefined, required: boolean): Promise<Outcome<Holder | null>> {
    if (token === undefined || token === '') {
      return required ? refuse(401, 'missing_token', 'This needs your seat link (a Bearer token).') : done(null);
    }
    const hot = await hotSeatHolder(this.p, token);
    if (hot) return hot;
    const found = await this.holders.find(this.p, token);
    if (found) return done(found);
    return this.p.store.meta() ? refuse(403, 'bad_token', 'This seat link is not valid for this match.') : notFound();
  }

  /** The owner link of a seat, for what only it may do; a handed device is told who may. */
  private async owner(token: string | undefined, what: OwnerAct): Promise<Outcome<Holder>> {
    const who = await this.holder(token, true);
    if (!who.ok) return who;
    return (who.value as Holder).owner ? done(who.value as Holder) : ownerOnly(what);
  }
}

function send(ws: WebSocket, message: LiveMessage): void {
  ws.send(JSON.stringify(message));
}
