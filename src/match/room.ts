import { DurableObject } from 'cloudflare:workers';
import type { Bindings } from '../bindings';
import type { Phrase, Lang } from '../engine/text';
import type { DeliveryReport } from '../notify/jobs';
import { liveSeats } from './live/live';
import * as chat from './live/chat';
import type { MatchMessage, MessagePage } from './live/messages';
import * as sockets from './live/sockets';
import type { LogEntry, LogNote, MatchView } from './log/answers';
import type { MatchExport } from './log/export';
import * as mail from './notices/by-mail';
import * as digest from './notices/digest-section';
import * as acting from './play/acting';
import { fire, wake } from './play/alarm';
import * as forking from './play/forking';
import * as joining from './play/joining';
import { assemble, type Match } from './play/match';
import * as naming from './play/naming';
import * as reading from './play/reading';
import type { JsonText, Outcome } from './records/outcome';
import type { ForkCreated, ForkInput } from './fork/create';
import type { ForkNote, ForkSource } from './fork/source';
import type { Device } from './seats/devices';
import type { HandoverCode } from './seats/handover';
import * as push from './seats/push-subscriptions';
import type { CreateInput, Created, JoinInput, Joined } from './seats/seating';
import * as addresses from './settings/confirmation';
import * as holding from './settings/holding';
import type { GrantState } from './settings/ownership';
import * as settings from './settings/seat-settings';

/**
 * One match: its seats, its append-only event log and a snapshot of the current state, all in
 * the object's SQLite storage (DESIGN.md §5), plus what goes around the game: contacts, the
 * notification outbox, clocks and players' messages (§7). This class is the Durable Object's door
 * and nothing else: each RPC method, socket event and the alarm goes to the concern that owns it
 * (the layers of src/match, README.md there), which answers with results as data: errors thrown
 * across the RPC boundary would lose their meaning.
 */
export class MatchRoom extends DurableObject<Bindings> {
  /** The match over this object's storage (play/match.ts); built anew after retention deleted it. */
  private m: Match;

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.m = assemble(ctx, env);
    ctx.blockConcurrencyWhile(() => wake(this.m));
  }

  // ---- seats taken (play/joining.ts) -----------------------------------------------------

  async create(input: CreateInput): Promise<Outcome<Created>> {
    return joining.create(this.m, input);
  }

  async join(input: JoinInput): Promise<Outcome<Joined>> {
    return joining.join(this.m, input);
  }

  // ---- reading and acting (play/reading.ts, play/acting.ts) ------------------------------

  async view(token?: string): Promise<Outcome<JsonText<MatchView>>> {
    return reading.view(this.m, token);
  }

  async log(token?: string): Promise<Outcome<JsonText<{ seq: number; setup: Phrase[]; entries: LogEntry[]; notes: LogNote[] }>>> {
    return reading.log(this.m, token);
  }

  async at(token: string | undefined, seq: number): Promise<Outcome<JsonText<MatchView>>> {
    return reading.at(this.m, token, seq);
  }

  async exportMatch(token?: string): Promise<Outcome<JsonText<MatchExport>>> {
    return reading.exportMatch(this.m, token);
  }

  async act(token: string | undefined, input: acting.ActInput, lang: Lang = 'en'): Promise<Outcome<JsonText<MatchView>>> {
    return acting.act(this.m, token, input, lang);
  }

  // ---- what-ifs: "play from here" on a finished match (play/forking.ts) -------------------

  async forkSource(at: number): Promise<Outcome<ForkSource>> {
    return forking.forkSource(this.m, at);
  }

  async noteFork(note: ForkNote): Promise<void> {
    forking.noteFork(this.m, note);
  }

  async createFork(input: ForkInput): Promise<Outcome<ForkCreated>> {
    return forking.createFork(this.m, input);
  }

  // ---- the match's name, given by a seat's owner (play/naming.ts) ------------------------

  async rename(token: string | undefined, name: string): Promise<Outcome<{ name: string }>> {
    return naming.rename(this.m, token, name);
  }

  // ---- the seat's own settings (settings/seat-settings.ts) and messages (live/chat.ts) -----

  async contact(token: string | undefined): Promise<Outcome<settings.ContactInfo>> {
    return settings.contact(this.m, token);
  }

  async setContact(token: string | undefined, patch: settings.ContactPatch): Promise<Outcome<settings.ContactInfo>> {
    return settings.setContact(this.m, token, patch);
  }

  async confirmAgain(token: string | undefined): Promise<Outcome<settings.ContactInfo>> {
    return settings.confirmAgain(this.m, token);
  }

  async startVacation(token: string | undefined, days: number): Promise<Outcome<settings.ContactInfo>> {
    return settings.startVacation(this.m, token, days);
  }

  async stopVacation(token: string | undefined): Promise<Outcome<settings.ContactInfo>> {
    return settings.stopVacation(this.m, token);
  }

  async postMessage(token: string | undefined, input: { text: string; to?: number[] }): Promise<Outcome<MatchMessage>> {
    return chat.postMessage(this.m, token, input);
  }

  async readMessages(token: string | undefined, before: string | null, limit: number): Promise<Outcome<MessagePage>> {
    return chat.readMessages(this.m, token, before, limit);
  }

  // ---- who holds the seat (settings/holding.ts) ------------------------------------------

  async handover(token: string | undefined): Promise<Outcome<HandoverCode & { hash: string; seat: number }>> {
    return holding.handover(this.m, token);
  }

  async redeemHandover(hash: string): Promise<Outcome<{ seat: number; name: string | null; token: string }>> {
    return holding.redeemHandover(this.m, hash);
  }

  async devices(token: string | undefined): Promise<Outcome<{ seat: number; owner: boolean; devices?: Device[] }>> {
    return holding.devices(this.m, token);
  }

  async signOutDevices(token: string | undefined, device?: string): Promise<Outcome<{ seat: number; signedOut: number }>> {
    return holding.signOutDevices(this.m, token, device);
  }

  async newLink(token: string | undefined): Promise<Outcome<{ seat: number; token: string }>> {
    return holding.newLink(this.m, token);
  }

  async restoreState(seat: number, grant: string): Promise<Outcome<GrantState>> {
    return holding.restoreState(this.m, seat, grant);
  }

  async restoreOwner(seat: number, grant: string): Promise<Outcome<GrantState & { token: string | null }>> {
    return holding.restoreOwner(this.m, seat, grant);
  }

  // ---- browser push: each device's own subscription (seats/push-subscriptions.ts) ---------

  async pushState(token: string | undefined): Promise<Outcome<push.PushState>> {
    return push.pushState(this.m, token);
  }

  async subscribePush(token: string | undefined, sub: push.BrowserSubscription): Promise<Outcome<push.PushState>> {
    return push.subscribePush(this.m, token, sub);
  }

  async unsubscribePush(token: string | undefined): Promise<Outcome<push.PushState>> {
    return push.unsubscribePush(this.m, token);
  }

  // ---- the mail side: replies, unsubscribe, confirmations, delivery reports, digests, sign-in

  async mailMove(m: mail.MailMove): Promise<Outcome<mail.MailMoved>> {
    return acting.mailMove(this.m, m);
  }

  async unsubscribe(seat: number): Promise<Outcome<{ seat: number; name: string | null }>> {
    return mail.unsubscribe(this.m, seat);
  }

  async addressState(seat: number, emailHash: string): Promise<Outcome<addresses.AddressState>> {
    return addresses.addressState(this.m, seat, emailHash);
  }

  async confirmAddress(seat: number, emailHash: string): Promise<Outcome<addresses.AddressState>> {
    return addresses.confirmAddress(this.m, seat, emailHash);
  }

  async declineAddress(seat: number, emailHash: string): Promise<Outcome<addresses.AddressState>> {
    return addresses.declineAddress(this.m, seat, emailHash);
  }

  async delivered(report: DeliveryReport): Promise<void> {
    this.m.notifier.report(report);
  }

  async digestSection(seat: number, email: string): Promise<digest.DigestSectionOut | null> {
    return digest.digestSection(this.m, seat, email);
  }

  async digestDelivered(seat: number, seq: number, messageId: number, now: number, ended: boolean): Promise<void> {
    digest.digestDelivered(this.m, seat, seq, messageId, now, ended);
  }

  async digestFailed(seat: number, error: string, now: number): Promise<void> {
    digest.digestFailed(this.m, seat, error, now);
  }

  async seatLinks(email: string): Promise<mail.SeatLinks> {
    return mail.seatLinks(this.m, email);
  }

  // ---- live pages (live/sockets.ts) ------------------------------------------------------

  override async fetch(request: Request): Promise<Response> {
    return sockets.openSocket(this.m, request);
  }

  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    return sockets.hearSocket(this.m, ws, raw);
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    sockets.closeSocket(ws, code);
  }

  /** The seats whose page is open and connected (notifications skip them). */
  async watchingSeats(): Promise<number[]> {
    return liveSeats(this.ctx);
  }

  // ---- the alarm (play/alarm.ts) ---------------------------------------------------------

  override async alarm(): Promise<void> {
    await fire(this.m, () => this.rebuild());
  }

  /** After retention deleted the match: the match anew, over the empty storage. */
  private rebuild(): void {
    this.m = assemble(this.ctx, this.env);
  }
}
