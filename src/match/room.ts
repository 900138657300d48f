import { DurableObject } from 'cloudflare:workers';
import { canUndo } from '../engine/undo';
import { normaliseCommand, play } from '../engine/play';
import type { Game, SetupOptions } from '../engine/types';
import { findGame } from '../games';
import type { Env } from '../env';
import { matchView, UNDO, visibleLog, type LogEntry, type MatchContext, type MatchView } from './answers';
import { buildExport, type MatchExport } from './export';
import { rebuild } from './history';
import { IndexSync } from './index-sync';
import { broadcast, liveSeats, parseClientMessage, type LiveMessage, type SocketTag } from './live';
import { commitmentOf, rngSeedOf } from './dice';
import { randomHex, randomToken, sha256Hex } from './crypto';
import { done, refuse, type Outcome } from './outcome';
import type { EventRow, MatchMeta, MatchStatus, SeatRow, Snapshot } from './records';
import { MatchStore } from './store';

export interface NewPlayer {
  name: string;
  email?: string;
  webhook?: string;
  salt?: string;
}

export interface CreateInput {
  id: string;
  game: string;
  seats: number;
  variant?: string;
  players: NewPlayer[];
  options: Record<string, unknown>;
  /** A fixed secret for reproducible runs (only when the service allows it). */
  fixedSecret?: string;
}

export interface Created {
  id: string;
  commitment: string;
  seats: { seat: number; name: string; token: string }[];
  open: number[];
  invite: string | null;
}

export interface Joined {
  seat: number;
  name: string;
  token: string;
}

export interface ActInput {
  command: string;
  expect?: number;
  id?: string;
}

/** Seat identified from a bearer token: null is a spectator. */
type Viewer = number | null;

/**
 * One match: its seats, its append-only event log and a snapshot of the current state, all in
 * the object's SQLite storage (DESIGN.md §5). Every method returns results as data.
 */
export class MatchRoom extends DurableObject<Env> {
  private readonly store: MatchStore;
  private readonly index: IndexSync;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new MatchStore(ctx.storage);
    this.index = new IndexSync(ctx, env, this.store, () => this.indexRow());
    ctx.blockConcurrencyWhile(async () => {
      await this.index.load();
      if (this.checkRulesVersion()) this.index.request();
    });
  }

  // ---- creation and joining -------------------------------------------------------------

  async create(input: CreateInput): Promise<Outcome<Created>> {
    return this.ctx.blockConcurrencyWhile(async () => {
      if (this.store.meta()) return refuse(409, 'match_exists', 'A match with this id already exists.');
      const secret = input.fixedSecret ?? randomHex(32);
      const commitment = await commitmentOf(secret);
      const now = Date.now();
      const named: Created['seats'] = [];
      const rows: SeatRow[] = [];
      for (let seat = 0; seat < input.seats; seat++) {
        const p = input.players[seat];
        if (p) {
          const token = randomToken();
          named.push({ seat, name: p.name, token });
          rows.push({
            seat,
            name: p.name,
            email: p.email ?? null,
            webhook: p.webhook ?? null,
            tokenHash: await sha256Hex(token),
            salt: p.salt ?? '',
            joinedAt: now,
          });
        } else {
          rows.push({ seat, name: null, email: null, webhook: null, tokenHash: null, salt: '', joinedAt: null });
        }
      }
      const open = rows.filter((r) => r.tokenHash === null).map((r) => r.seat);
      const invite = open.length ? randomToken(16) : null;
      const meta: MatchMeta = {
        id: input.id,
        game: input.game,
        variant: input.variant ?? null,
        seats: input.seats,
        options: input.options,
        commitment,
        secret,
        inviteHash: invite ? await sha256Hex(invite) : null,
        rngSeed: open.length ? null : await rngSeedOf(secret, rows.map((r) => r.salt)),
        rulesVersion: null,
        migratedFrom: [],
        frozen: null,
        createdAt: now,
        startedAt: null,
      };
      this.store.atomically(() => {
        for (const r of rows) this.store.putSeat(r);
        if (meta.rngSeed) this.start(meta, now);
        else this.store.putMeta(meta);
      });
      this.index.request();
      return done({ id: input.id, commitment, seats: named, open, invite });
    });
  }

  async join(input: { code: string; name: string; salt?: string }): Promise<Outcome<Joined>> {
    return this.ctx.blockConcurrencyWhile(async () => {
      const meta = this.store.meta();
      if (!meta) return notFound();
      if (!meta.inviteHash || (await sha256Hex(input.code)) !== meta.inviteHash) {
        return refuse(403, 'bad_invite', 'This invite code is not valid for this match.');
      }
      const seats = this.store.seats();
      const free = seats.find((s) => s.tokenHash === null);
      if (!free) return refuse(409, 'match_full', 'Every seat of this match is already taken.');
      const token = randomToken();
      const now = Date.now();
      const claimed: SeatRow = { ...free, name: input.name, tokenHash: await sha256Hex(token), salt: input.salt ?? '', joinedAt: now };
      const after = seats.map((s) => (s.seat === claimed.seat ? claimed : s));
      const full = after.every((s) => s.tokenHash !== null);
      if (full) meta.rngSeed = await rngSeedOf(meta.secret, after.map((s) => s.salt));
      this.store.atomically(() => {
        this.store.putSeat(claimed);
        if (full) this.start(meta, now);
        else this.store.putMeta(meta);
      });
      this.index.request();
      broadcast(this.ctx, { type: 'update', seq: 0, status: full ? 'active' : 'open' });
      return done({ seat: claimed.seat, name: input.name, token });
    });
  }

  /** Set-up runs when the last seat is taken: entry 0 of the log is the initial state. */
  private start(meta: MatchMeta, now: number): void {
    const game = findGame(meta.game)!.game;
    meta.startedAt = now;
    meta.rulesVersion = game.rulesVersion;
    this.store.putMeta(meta);
    this.store.putSnapshot({ seq: 0, state: game.setup(this.setupOptions(meta)), undo: null });
  }

  // ---- reading -------------------------------------------------------------------------

  async view(token?: string): Promise<Outcome<MatchView>> {
    const who = await this.identify(token, false);
    if (!who.ok) return who;
    const c = this.context();
    if (!c) return notFound();
    const snap = this.store.snapshot();
    return done(matchView(c, snap?.state ?? null, snap?.seq ?? 0, who.value, { undoSeat: snap?.undo?.seat ?? null }));
  }

  async log(token?: string): Promise<Outcome<{ seq: number; entries: LogEntry[] }>> {
    const who = await this.identify(token, false);
    if (!who.ok) return who;
    const c = this.context();
    if (!c) return notFound();
    const events = this.store.events();
    const seq = this.store.snapshot()?.seq ?? 0;
    return done({ seq, entries: visibleLog(events, who.value, c.status === 'finished') });
  }

  async at(token: string | undefined, seq: number): Promise<Outcome<MatchView>> {
    const who = await this.identify(token, false);
    if (!who.ok) return who;
    const c = this.context();
    if (!c) return notFound();
    const snap = this.store.snapshot();
    if (!snap || !Number.isInteger(seq) || seq < 0 || seq > snap.seq) {
      return refuse(404, 'no_such_entry', `The log has entries 0 to ${snap?.seq ?? 0}; there is no entry ${seq}.`);
    }
    const meta = c.meta;
    const r = rebuild(c.game, this.setupOptions(meta), this.store.events(seq));
    if (!r.ok) return refuse(409, 'frozen', meta.frozen ?? r.message);
    return done(matchView(c, r.snapshot.state, seq, who.value, null));
  }

  async exportMatch(token?: string): Promise<Outcome<MatchExport>> {
    const who = await this.identify(token, false);
    if (!who.ok) return who;
    const c = this.context();
    if (!c) return notFound();
    const ended = c.status === 'finished';
    if (!ended && who.value === null) {
      return refuse(401, 'missing_token', 'Until the match ends, only its players may export it.');
    }
    const snap = this.store.snapshot();
    return done(buildExport(c, this.store.events(), snap?.state ?? null, who.value));
  }

  // ---- acting --------------------------------------------------------------------------

  async act(token: string | undefined, input: ActInput): Promise<Outcome<MatchView>> {
    const who = await this.identify(token, true);
    if (!who.ok) return who;
    // From here on nothing awaits, so the checks and the commit below see one consistent state.
    const seat = who.value as number;
    const c = this.context();
    if (!c) return notFound();
    const command = normaliseCommand(input.command);
    if (input.id !== undefined) {
      const first = this.store.eventByIdem(seat, input.id);
      if (first) {
        const same = first.kind === 'undo' ? command === UNDO : first.command === command;
        if (!same) return refuse(409, 'id_reused', `Request id "${input.id}" was already used for another command.`);
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
    return command === UNDO ? this.undo(c, seat, snap, input.id) : this.move(c, seat, snap, command, input.id);
  }

  private move<S>(c: MatchContext<S>, seat: number, snap: Snapshot, command: string, idem?: string): Outcome<MatchView> {
    const before = snap.state as S;
    const r = play(c.game, before, seat, command);
    if (!r.ok) {
      if (r.code === 'not_your_turn') return refuse(409, r.code, r.message);
      return refuse(422, r.code, r.message);
    }
    const seq = snap.seq + 1;
    const after = r.value.state;
    const event: EventRow = {
      seq,
      kind: 'move',
      seat,
      command,
      target: null,
      lines: r.value.log,
      secret: r.value.secret === true,
      idem: idem ?? null,
      at: Date.now(),
    };
    const undo = canUndo(c.game, before, after, seat) ? { seat, target: seq, before } : null;
    return this.commit(event, { seq, state: after, undo }, seat);
  }

  private undo<S>(c: MatchContext<S>, seat: number, snap: Snapshot, idem?: string): Outcome<MatchView> {
    if (!snap.undo || snap.undo.seat !== seat) {
      return refuse(422, 'cannot_undo', 'You can only take back your own steps of the current turn, before dice are rolled or anything hidden is revealed.');
    }
    const seq = snap.seq + 1;
    const event: EventRow = {
      seq,
      kind: 'undo',
      seat,
      command: null,
      target: snap.undo.target,
      lines: [{ text: `Seat ${seat} takes back a step (entry ${snap.undo.target}).` }],
      secret: false,
      idem: idem ?? null,
      at: Date.now(),
    };
    // Replay decides whether the step before it may be taken back too.
    const r = rebuild(c.game, this.setupOptions(c.meta), [...this.store.events(), event]);
    if (!r.ok) return refuse(409, 'frozen', `The log no longer replays: ${r.message}`);
    return this.commit(event, r.snapshot, seat);
  }

  /** One event row and one snapshot row, in one transaction (DESIGN.md §5, §10). */
  private commit(event: EventRow, snapshot: Snapshot, seat: number): Outcome<MatchView> {
    this.store.atomically(() => {
      this.store.appendEvent(event);
      this.store.putSnapshot(snapshot);
    });
    this.index.request();
    const c = this.context() as MatchContext<unknown>;
    broadcast(this.ctx, { type: 'update', seq: snapshot.seq, status: c.status });
    return done(matchView(c, snapshot.state, snapshot.seq, seat, { undoSeat: snapshot.undo?.seat ?? null }));
  }

  /** The answer a seat got right after entry `seq`: what a retried request returns. */
  private answerAt<S>(c: MatchContext<S>, seat: number, seq: number): Outcome<MatchView> {
    const snap = this.store.snapshot() as Snapshot;
    if (seq === snap.seq) return done(matchView(c, snap.state as S, seq, seat, { undoSeat: snap.undo?.seat ?? null }));
    const r = rebuild(c.game, this.setupOptions(c.meta), this.store.events(seq));
    if (!r.ok) return refuse(409, 'frozen', c.meta.frozen ?? r.message);
    return done(matchView(c, r.snapshot.state as S, seq, seat, { undoSeat: r.snapshot.undo?.seat ?? null }));
  }

  // ---- live updates ------------------------------------------------------------------

  /** `GET /api/matches/:id/live` with `Upgrade: websocket`, forwarded by the Worker. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') {
      return Response.json({ error: { code: 'upgrade_required', message: 'This address expects a WebSocket.' } }, { status: 426 });
    }
    const c = this.context();
    if (!c) return Response.json({ error: { code: 'unknown_match', message: 'There is no match with this id.' } }, { status: 404 });
    const pair = new WebSocketPair();
    const tag: SocketTag = { seat: null };
    this.ctx.acceptWebSocket(pair[1]);
    pair[1].serializeAttachment(tag);
    pair[1].send(JSON.stringify(this.hello(c, null)));
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const m = parseClientMessage(raw);
    if (!m) return ws.send(JSON.stringify({ type: 'error', message: 'Send {"type":"auth","token":…} or {"type":"ping"}.' } satisfies LiveMessage));
    if (m.type === 'ping') return ws.send(JSON.stringify({ type: 'pong' } satisfies LiveMessage));
    const who = await this.identify(m.token, true);
    const c = this.context();
    if (!who.ok || !c) return ws.send(JSON.stringify({ type: 'error', message: who.ok ? 'Unknown match.' : who.message } satisfies LiveMessage));
    ws.serializeAttachment({ seat: who.value } satisfies SocketTag);
    ws.send(JSON.stringify(this.hello(c, who.value)));
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

  private indexRow() {
    const c = this.context();
    if (!c) return null;
    const snap = this.store.snapshot();
    const result = snap ? c.game.result(snap.state) : null;
    return {
      id: c.meta.id,
      game: c.meta.game,
      variant: c.meta.variant,
      status: c.status,
      seats: c.meta.seats,
      active: snap && c.status === 'active' ? c.game.active(snap.state) : [],
      result,
      seq: snap?.seq ?? 0,
      createdAt: c.meta.createdAt,
      updatedAt: Date.now(),
      players: c.seats.map((s) => ({ seat: s.seat, name: s.name, email: s.email })),
    };
  }

  // ---- helpers -------------------------------------------------------------------------

  private async identify(token: string | undefined, required: boolean): Promise<Outcome<Viewer>> {
    if (token === undefined || token === '') {
      return required ? refuse(401, 'missing_token', 'This needs your seat link (a Bearer token).') : done(null);
    }
    const seat = this.store.seatByTokenHash(await sha256Hex(token));
    if (!seat) {
      if (!this.store.meta()) return notFound();
      return refuse(403, 'bad_token', 'This seat link is not valid for this match.');
    }
    return done(seat.seat);
  }

  private context(): MatchContext<unknown> | null {
    const meta = this.store.meta();
    if (!meta) return null;
    const entry = findGame(meta.game);
    // A match whose game has left the registry can only be read, never played.
    const game = entry?.game ?? retiredGame(meta.game);
    const seats = this.store.seats();
    return { game, meta, seats, status: this.status(meta, game) };
  }

  private status(meta: MatchMeta, game: Game<unknown>): MatchStatus {
    if (meta.frozen) return 'frozen';
    if (!meta.rngSeed) return 'open';
    const snap = this.store.snapshot();
    return snap && game.result(snap.state) ? 'finished' : 'active';
  }

  private setupOptions(meta: MatchMeta): SetupOptions {
    return {
      seats: meta.seats,
      seed: meta.rngSeed as string,
      ...(meta.variant ? { variant: meta.variant } : {}),
      options: meta.options,
    };
  }

  /**
   * DESIGN.md §5: a match records the rules version it started with. After a deploy that
   * changes the rules, the log is replayed; if it no longer replays, the match is frozen with
   * a message instead of continuing on a state the log cannot explain. Returns whether the
   * match changed (so the index must hear of it).
   */
  private checkRulesVersion(): boolean {
    const meta = this.store.meta();
    if (!meta || !meta.rngSeed || meta.frozen) return false;
    const entry = findGame(meta.game);
    if (!entry) {
      meta.frozen = `The game "${meta.game}" is no longer offered by this service; the match is kept read-only.`;
      this.store.putMeta(meta);
      return true;
    }
    if (meta.rulesVersion === entry.game.rulesVersion) return false;
    const r = rebuild(entry.game, this.setupOptions(meta), this.store.events());
    this.store.atomically(() => {
      if (r.ok) {
        meta.migratedFrom.push(meta.rulesVersion ?? 'unknown');
        meta.rulesVersion = entry.game.rulesVersion;
        this.store.putSnapshot(r.snapshot);
      } else {
        meta.frozen =
          `The rules of ${entry.game.title} changed (version ${meta.rulesVersion} to ${entry.game.rulesVersion}) ` +
          `and entry ${r.seq} ("${r.command}" by seat ${r.seat}) no longer applies: ${r.message}. ` +
          'The match is frozen; its log can still be read and exported.';
      }
      this.store.putMeta(meta);
    });
    return true;
  }
}

function notFound() {
  return refuse(404, 'unknown_match', 'There is no match with this id.');
}

function retiredGame(id: string): Game<unknown> {
  return {
    id,
    title: id,
    rulesVersion: 'retired',
    seats: { min: 0, max: 0 },
    setup: () => null,
    active: () => [],
    actions: () => [],
    apply: () => ({ ok: false, code: 'retired', message: 'This game is no longer offered.' }),
    view: () => null,
    summary: () => 'This game is no longer offered by the service.',
    result: () => null,
  };
}
