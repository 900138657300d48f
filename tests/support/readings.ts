import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../src/index';
import type { TestMatch } from './http';

/**
 * The raw body of a GET as `seat` (undefined: a spectator) receives it, with the two things twins
 * cannot share written out: the match id and the times (of each log entry, and of the view's last).
 */
export async function raw(m: TestMatch, path: string, seat?: number): Promise<string> {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = seat === undefined ? {} : { authorization: `Bearer ${m.tokens[seat]}` };
  const res = await worker.fetch(new Request(`https://pbm.test/api/matches/${m.id}${path}`, { headers }), env as never, ctx);
  await waitOnExecutionContext(ctx);
  return `${res.status} ${(await res.text()).replaceAll(m.id, '<match>').replace(/"at":\d+/g, '"at":"<time>"')}`;
}

/**
 * Everything a reader can read of a match over HTTP now: its view (with its entry number), its
 * log, the match after every entry of its own numbering (at/:seq), the first number past them
 * (refused), and for a seat its export.
 */
export async function readings(m: TestMatch, seat?: number): Promise<Record<string, string>> {
  const view = await raw(m, '', seat);
  const seq: number = JSON.parse(view.slice(4)).seq;
  const out: Record<string, string> = { view, log: await raw(m, '/log', seat) };
  for (let n = 0; n <= seq + 1; n++) out[`at/${n}`] = await raw(m, `/at/${n}`, seat);
  if (seat !== undefined) out.export = await raw(m, '/export', seat);
  return out;
}
