import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../src/index';
import { randomFrom } from '../../src/engine/rng';

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * One request to the Worker, as a client would send it. It calls the Worker's own fetch handler
 * with the test bindings: going through `SELF` costs more with every request made in a test file
 * (from a few ms to over 100 ms each after a few hundred), which made full matches take minutes.
 */
export async function api<T = any>(
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token !== undefined) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.raw !== undefined) body = opts.raw;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`https://pbm.test${path}`, { method, headers, body }), env as any, ctx);
  await waitOnExecutionContext(ctx);
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text so that an assertion shows it
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

export interface TestMatch {
  id: string;
  commitment: string;
  tokens: string[];
  body: any;
}

/** Creates a match with every seat named and a fixed seed. */
export async function createMatch(game: string, seats: number, seed: string): Promise<TestMatch> {
  const players = Array.from({ length: seats }, (_, i) => ({ name: `P${i}`, salt: `salt-${i}` }));
  const r = await api('POST', '/api/matches', { body: { game, seats, players, options: { seed } } });
  if (r.status !== 201) throw new Error(`create failed: ${r.status} ${JSON.stringify(r.body)}`);
  return { id: r.body.id, commitment: r.body.commitment, tokens: r.body.seats.map((s: any) => s.token), body: r.body };
}

/** A deterministic `random()` for the bots in tests. */
export const seededRandom = randomFrom;

/**
 * Plays the match to its end over HTTP: each time, one active seat picks a random command
 * among those the API lists for it (never `undo`, so the game keeps moving). The answer to a
 * command already lists the acting seat's next commands, so a seat that keeps the turn needs
 * no extra request.
 */
export async function playToEnd(m: TestMatch, seed: string, maxSteps = 20_000): Promise<{ steps: number; last: any }> {
  const random = seededRandom(seed);
  let current = (await api('GET', `/api/matches/${m.id}`)).body;
  let steps = 0;
  while (current.status === 'active') {
    if (steps++ > maxSteps) throw new Error(`no end after ${maxSteps} steps`);
    // In a simultaneous step a seat that has already submitted stays active with no commands.
    const order = [...(current.active as number[])].sort(() => random() - 0.5);
    let seat = -1;
    let mine: any = null;
    for (const candidate of order) {
      const v = current.you === candidate ? current : (await api('GET', `/api/matches/${m.id}`, { token: m.tokens[candidate] })).body;
      if (v.actions.some((a: string) => a !== 'undo')) {
        seat = candidate;
        mine = v;
        break;
      }
    }
    if (!mine) throw new Error(`no active seat has a command at entry ${current.seq}`);
    const choices = (mine.actions as string[]).filter((a) => a !== 'undo');
    const command = choices[Math.floor(random() * choices.length)];
    const r = await api('POST', `/api/matches/${m.id}/actions`, {
      token: m.tokens[seat],
      body: { command, expect: mine.seq, id: `step-${steps}` },
    });
    if (r.status !== 200) throw new Error(`"${command}" by seat ${seat} refused: ${r.status} ${JSON.stringify(r.body)}`);
    current = r.body;
  }
  return { steps, last: current };
}
