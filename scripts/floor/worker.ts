/**
 * The durable-write floor of a command (bench-only, never deployed): what every command must do
 * and nothing of ours besides. A POST with a JSON body and a Bearer seat token reaches a Durable
 * Object over RPC; the object checks the token against its stored hash (hashed once, then known),
 * writes one event row and one snapshot row in one transaction, and answers a few bytes. No rules,
 * no view, no bookkeeping. `npm run bench` times real commands against it, side by side.
 *
 *  GET  /floor                              200 once it is up
 *  POST /floor/:id/create  { token, state }   the match: its token's hash and a snapshot of that size
 *  POST /floor/:id/actions { command, expect } one command's worth of durable writing
 */
import { DurableObject } from 'cloudflare:workers';

interface FloorEnv {
  FLOOR: DurableObjectNamespace<FloorRoom>;
}

type Outcome = { ok: true; seq: number } | { ok: false; status: number; code: string };

async function sha256Hex(s: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export class FloorRoom extends DurableObject<FloorEnv> {
  private readonly known = new Set<string>();
  private state = '';
  private seq = 0;

  constructor(ctx: DurableObjectState, env: FloorEnv) {
    super(ctx, env);
    ctx.storage.sql.exec(`
      CREATE TABLE IF NOT EXISTS seat (token_hash TEXT PRIMARY KEY);
      CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY, seat INTEGER NOT NULL, command TEXT, lines TEXT NOT NULL, at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS snapshot (id INTEGER PRIMARY KEY CHECK (id = 1), seq INTEGER NOT NULL, state TEXT NOT NULL);
    `);
    const snap = ctx.storage.sql.exec('SELECT seq, state FROM snapshot WHERE id = 1').toArray()[0];
    if (snap) {
      this.seq = Number(snap.seq);
      this.state = String(snap.state);
    }
  }

  async create(token: string, state: string): Promise<Outcome> {
    const hash = await sha256Hex(token);
    this.state = state;
    this.ctx.storage.transactionSync(() => {
      this.ctx.storage.sql.exec('INSERT OR REPLACE INTO seat (token_hash) VALUES (?)', hash);
      this.ctx.storage.sql.exec('INSERT OR REPLACE INTO snapshot (id, seq, state) VALUES (1, 0, ?)', state);
    });
    return { ok: true, seq: 0 };
  }

  async act(token: string, command: string): Promise<Outcome> {
    if (!this.known.has(token)) {
      const hash = await sha256Hex(token);
      if (this.ctx.storage.sql.exec('SELECT 1 FROM seat WHERE token_hash = ?', hash).toArray().length === 0) return { ok: false, status: 403, code: 'bad_token' };
      this.known.add(token);
    }
    const seq = this.seq + 1;
    this.ctx.storage.transactionSync(() => {
      this.ctx.storage.sql.exec('INSERT INTO events (seq, seat, command, lines, at) VALUES (?, 0, ?, ?, ?)', seq, command, '[]', Date.now());
      this.ctx.storage.sql.exec('INSERT OR REPLACE INTO snapshot (id, seq, state) VALUES (1, ?, ?)', seq, this.state);
    });
    this.seq = seq;
    return { ok: true, seq };
  }
}

function answer(o: Outcome): Response {
  return o.ok ? Response.json({ seq: o.seq }) : Response.json({ error: { code: o.code } }, { status: o.status });
}

export default {
  async fetch(request: Request, env: FloorEnv): Promise<Response> {
    const path = new URL(request.url).pathname;
    if (path === '/floor' && request.method === 'GET') return new Response('floor');
    const m = /^\/floor\/([0-9a-f]{1,40})\/(create|actions)$/.exec(path);
    if (!m || request.method !== 'POST') return Response.json({ error: { code: 'not_found' } }, { status: 404 });
    const body = (await request.json().catch(() => null)) as { token?: string; state?: string; command?: string } | null;
    if (!body) return Response.json({ error: { code: 'invalid_json' } }, { status: 400 });
    const stub = env.FLOOR.get(env.FLOOR.idFromName(m[1]));
    if (m[2] === 'create') return answer(await stub.create(String(body.token ?? ''), String(body.state ?? '')));
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    return answer(await stub.act(token, String(body.command ?? '')));
  },
} satisfies ExportedHandler<FloorEnv>;
