import { baseUrl } from './browser';

export interface Created {
  id: string;
  commitment: string;
  spectator: string;
  seats: { seat: number; name: string; url: string; token: string }[];
  open: number[];
  invite?: string;
}

export async function call<T = any>(method: string, path: string, opts: { token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl()}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  return { status: res.status, body: (await res.json()) as T };
}

/** A match with named players and a fixed seed (the service runs with ALLOW_FIXED_SEED=1). */
export async function createMatch(game: string, names: string[], seed: string, seats = names.length): Promise<Created> {
  const r = await call<Created>('POST', '/api/matches', { body: { game, seats, players: names.map((name) => ({ name })), options: { seed } } });
  if (r.status !== 201) throw new Error(`create failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}
