import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env';
import { matchView, visibleLog, type LogEntry, type MatchContext, type MatchView } from './answers';
import { indexRow, loadContext, notFound, setupOptions } from './context';
import { sha256Hex } from './crypto';
import { buildExport, type MatchExport } from './export';
import { rebuild } from './history';
import { IndexSync } from './index-sync';
import { broadcast, liveSeats, parseClientMessage, type LiveMessage, type SocketTag } from './live';
import { done, refuse, type Outcome } from './outcome';
import type { Snapshot } from './records';
import { checkRulesVersion } from './rules-version';
import { prepareClaim, prepareMatch, writeSeating, type CreateInput, type Created, type JoinInput, type Joined } from './seating';
import { decide, sameCommand } from './steps';
import { MatchStore } from './store';

export interface ActInput {
  command: string;
  expect?: number;
  id?: string;
}

/**
 * One match: its seats, its append-only event log and a snapshot of the current state, all in
 * the object's SQLite storage (DESIGN.md §5). Every method returns results as data: errors
 * thrown across the RPC boundary would lose their meaning.
 */
export class MatchRoom extends DurableObject<Env> {
  private readonly store: MatchStore;
  private readonly index: IndexSync;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new MatchStore(ctx.storage);
    this.index = new IndexSync(ctx, env, this.store, () => indexRow(this.store));
    ctx.blockConcurrencyWhile(async () => {
      await this.index.load();
      if (checkRulesVersion(this.store)) this.index.request();
    });
  }

  // ---- creation and joining (rare: other requests wait while they hash) -----------------

  async create(input: CreateInput): Promise<Outcome<Created>> {
    return this.ctx.blockConcurrencyWhile(async () => {
      if (this.store.meta()) return refuse(409, 'match_exists', 'A match with this id already exists.');
      const now = Date.now();
      const { meta, rows, created } = await prepareMatch(input, now);
      writeSeating(this.store, meta, rows, now);
      this.index.request();
      return done(created);
    });
  }

  async join(input: JoinInput): Promise<Outcome<Joined>> {
    return this.ctx.blockConcurrencyWhile(async () => {
      const meta = this.store.meta();
      if (!meta) return notFound();
      const now = Date.now();
      const claim = await prepareClaim(meta, this.store.seats(), input, now);
      if (!claim.ok) return claim;
      const { claimed, full, token } = claim.value;
      writeSeating(this.store, meta, [claimed], now);
      this.index.request();
      broadcast(this.ctx, { type: 'update', seq: 0, status: full ? 'active' : 'open' });
      return done({ seat: claimed.seat, name: input.name, token });
    });
  }

  // ---- reading -------------------------------------------------------------------------

  async view(token?: string): Promise<Outcome<MatchView>> {
    const who = await this.identify(token, false);
    if (!who.ok) return who;
    const c = loadContext(this.store);
    if (!c) return notFound();
    const snap = this.store.snapshot();
    return done(matchView(c, snap?.state ?? null, snap?.seq ?? 0, who.value, { undoSeat: snap?.undo?.seat ?? null }));
  }

  async log(token?: string): Promise<Outcome<{ seq: number; entries: LogEntry[] }>> {
    const who = await this.identify(token, false);
    if (!who.ok) return who;
    const c = loadContext(this.store);
    if (!c) return notFound();
    const seq = this.store.snapshot()?.seq ?? 0;
    return done({ seq, entries: visibleLog(this.store.events(), who.value, c.status === 'finished') });
  }

  /** The viewer's view as it was after entry `seq` (replay; no commands offered). */
  async at(token: string | undefined, seq: number): Promise<Outcome<MatchView>> {
    const who = await this.identify(token, false);
    if (!who.ok) return who;
    const c = loadContext(this.store);
    if (!c) return notFound();
    const last = this.store.snapshot()?.seq;
    if (last === undefined || !Number.isInteger(seq) || seq < 0 || seq > last) {
      return refuse(404, 'no_such_entry', `The log has entries 0 to ${last ?? 0}; there is no entry ${seq}.`);
    }
    const past = this.snapshotAt(c, seq);
    if (!past.ok) return past;
    return done(matchView(c, past.value.state, seq, who.value, null));
  }

  async exportMatch(token?: string): Promise<Outcome<MatchExport>> {
    const who = await this.identify(token, false);
    if (!who.ok) return who;
    const c = loadContext(this.store);
    if (!c) return notFound();
    if (c.status !== 'finished' && who.value === null) {
      return refuse(401, 'missing_token', 'Until the match ends, only its players may export it.');
    }
    return done(buildExport(c, this.store.events(), this.store.snapshot()?.state ?? null, who.value));
  }

  // ---- acting --------------------------------------------------------------------------

  async act(token: string | undefined, input: ActInput): Promise<Outcome<MatchView>> {
    const who = await this.identify(token, true);
    if (!who.ok) return who;
    // From here on nothing awaits: the checks and the commit below see one consistent state.
    const seat = who.value as number;
    const c = loadContext(this.store);
    if (!c) return notFound();
    if (input.id !== undefined) {
      const first = this.store.eventByIdem(seat, input.id);
      if (first) {
        if (!sameCommand(first, input.command)) {
          return refuse(409, 'id_reused', `Request id "${input.id}" was already used for another command.`);
        }
        return this.answerAt(c, seat, first.seq);
      }
    }
    if (c.status === 'frozen') return refuse(409, 'frozen', c.meta.frozen as string);
    if (c.status === 'open') return refuse(409, 'not_started', 'The match starts when every seat is taken.');
    const snap = this.store.snapshot() as Snapshot;
    if (input.expect !== undefined && input.expect !== snap.seq) {
      return refuse(409, 'stale', `The match has moved on: you saw entry ${input.expect}, it is now at ${snap.seq}. Reload and try again.`);
    }
    if (c.status === 'finished') return refuse(409, 'game_over', 'The match is over.');
    const step = decide(c, snap, () => this.store.events(), seat, input.command, input.id ?? null, Date.now());
    if (!step.ok) return step;
    // DESIGN.md §5, §10: one event row and one snapshot row, in one transaction.
    const { event, snapshot } = step.value;
    this.store.atomically(() => {
      this.store.appendEvent(event);
      this.store.putSnapshot(snapshot);
    });
    this.index.request();
    const now = loadContext(this.store) as MatchContext<unknown>;
    broadcast(this.ctx, { type: 'update', seq: snapshot.seq, status: now.status });
    return done(matchView(now, snapshot.state, snapshot.seq, seat, { undoSeat: snapshot.undo?.seat ?? null }));
  }

  /** The answer a seat got right after entry `seq`: what a retried request returns. */
  private answerAt(c: MatchContext<unknown>, seat: number, seq: number): Outcome<MatchView> {
    const past = this.snapshotAt(c, seq);
    if (!past.ok) return past;
    return done(matchView(c, past.value.state, seq, seat, { undoSeat: past.value.undo?.seat ?? null }));
  }

  private snapshotAt(c: MatchContext<unknown>, seq: number): Outcome<Snapshot> {
    const current = this.store.snapshot() as Snapshot;
    if (seq === current.seq) return done(current);
    const r = rebuild(c.game, setupOptions(c.meta), this.store.events(seq));
    return r.ok ? done(r.snapshot) : refuse(409, 'frozen', c.meta.frozen ?? r.message);
  }

  // ---- live updates --------------------------------------------------------------------

  /** `GET /api/matches/:id/live` with `Upgrade: websocket`, forwarded by the Worker. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') {
      return Response.json({ error: { code: 'upgrade_required', message: 'This address expects a WebSocket.' } }, { status: 426 });
    }
    const c = loadContext(this.store);
    if (!c) return Response.json({ error: { code: 'unknown_match', message: 'There is no match with this id.' } }, { status: 404 });
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
    const who = await this.identify(m.token, true);
    const c = loadContext(this.store);
    if (!who.ok || !c) return send(ws, { type: 'error', message: who.ok ? 'Unknown match.' : who.message });
    ws.serializeAttachment({ seat: who.value } satisfies SocketTag);
    send(ws, this.hello(c, who.value));
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    ws.close(code === 1005 || code === 1006 ? 1000 : code, 'closing');
  }

  private hello(c: MatchContext<unknown>, seat: number | null): LiveMessage {
    return { type: 'hello', seq: this.store.snapshot()?.seq ?? 0, status: c.status, seat };
  }

  /** The seats whose page is open and connected (notifications skip them). */
  async watchingSeats(): Promise<number[]> {
    return liveSeats(this.ctx);
  }

  // ---- index ---------------------------------------------------------------------------

  override async alarm(): Promise<void> {
    await this.index.run();
  }

  // ---- who is asking -------------------------------------------------------------------

  /** The seat a bearer token stands for; null is a spectator (when no token is required). */
  private async identify(token: string | undefined, required: boolean): Promise<Outcome<number | null>> {
    if (token === undefined || token === '') {
      return required ? refuse(401, 'missing_token', 'This needs your seat link (a Bearer token).') : done(null);
    }
    const seat = this.store.seatByTokenHash(await sha256Hex(token));
    if (seat) return done(seat.seat);
    return this.store.meta() ? refuse(403, 'bad_token', 'This seat link is not valid for this match.') : notFound();
  }
}

function send(ws: WebSocket, message: LiveMessage): void {
  ws.send(JSON.stringify(message));
}
