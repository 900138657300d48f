import { runInDurableObject } from 'cloudflare:test';
import { api } from './http';
import { stubOf } from './notify';

/** Hands the seat of the owner link `owner` to a new device, as its page and the other device do; returns the device's token. */
export async function handDevice(id: string, owner: string): Promise<string> {
  const made = await api('POST', `/api/matches/${id}/handover`, { token: owner });
  if (made.status !== 201) throw new Error(`no hand-over code: ${made.status} ${JSON.stringify(made.body)}`);
  const got = await api('POST', '/api/handover', { body: { code: made.body.code } });
  if (got.status !== 201) throw new Error(`code not redeemed: ${got.status} ${JSON.stringify(got.body)}`);
  return got.body.token as string;
}

/** Runs `fn` on the match's SQLite storage, and lets the object forget the tokens it had checked (as after a restart). */
export async function inStorage<T>(id: string, fn: (sql: SqlStorage) => T): Promise<T> {
  return runInDurableObject(stubOf(id), (room, state) => {
    const out = fn(state.storage.sql);
    (room as unknown as { m: { holders: { forget(): void } } }).m.holders.forget();
    return out;
  });
}
