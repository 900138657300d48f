import { baseUrl } from './browser';

export interface Created {
  id: string;
  commitment: string;
  spectator: string;
  seats: { seat: number; name: string; url: string; token: string }[];
  open: number[];
  invite?: string;
}

let client = 0;

/**
 * A request of the tests' own, as a program would make it (not the browser under test). Each
 * comes from an address of its own (CF-Connecting-IP, which `wrangler dev` passes on), so that
 * the setup of many matches does not spend the per-client limit of 30 a minute (CREATE_LIMITER)
 * that the browser's own creations, joins, hand-overs and sign-ins count against.
 */
export async function call<T = any>(method: string, path: string, opts: { token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  client++;
  const headers: Record<string, string> = { 'cf-connecting-ip': `198.18.${(client >> 8) & 255}.${client & 255}` };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl()}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  return { status: res.status, body: (await res.json()) as T };
}

/**
 * A match with named players and a fixed seed (the service runs with ALLOW_FIXED_SEED=1);
 * `extra` adds to the request body (e.g. a `clock`).
 */
export async function createMatch(game: string, names: string[], seed: string, seats = names.length, extra: Record<string, unknown> = {}): Promise<Created> {
  const r = await call<Created>('POST', '/api/matches', { body: { game, seats, players: names.map((name) => ({ name })), options: { seed }, ...extra } });
  if (r.status !== 201) throw new Error(`create failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** Plays each active seat's first legal command (through the API) until `seat` is to play. */
export async function playUntilTurnOf(id: string, tokens: string[], seat: number): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const v = (await call('GET', `/api/matches/${id}`)).body;
    if (v.active.includes(seat)) return;
    const mover: number = v.active[0];
    const mine = (await call('GET', `/api/matches/${id}`, { token: tokens[mover] })).body;
    const r = await call('POST', `/api/matches/${id}/actions`, { token: tokens[mover], body: { command: mine.actions[0], expect: mine.seq } });
    if (r.status !== 200) throw new Error(`move failed: ${r.status} ${JSON.stringify(r.body)}`);
  }
  throw new Error(`seat ${seat} never came to play`);
}
