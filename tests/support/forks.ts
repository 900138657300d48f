import { expect } from 'vitest';
import type { MatchExport } from '../../src/match/log/export';
import { api } from './http';

/** What-ifs (issue 26) over the API. */
export const fork = (id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => api('POST', `/api/matches/${id}/fork`, { body, headers });
export const viewOf = async (id: string, token?: string) => (await api('GET', `/api/matches/${id}`, { token })).body;
export const boardAt = async (id: string, seq: number, token?: string) => (await api('GET', `/api/matches/${id}/at/${seq}`, { token })).body;

/**
 * What a reader sees of the board: the view, the board in words and the result (not `active`: a
 * finished match's replays name nobody on turn).
 */
export const board = (v: any) => ({ view: v.view, summary: v.summary, result: v.result ?? null });

/** Plays the entries of `origin` after `from` up to `to` in the what-if, each by its seat's link there. */
export async function replayOrigin(origin: MatchExport, forkTokens: string[], forkId: string, from: number, to: number): Promise<void> {
  for (const e of origin.events.filter((x) => x.seq > from && x.seq <= to)) {
    expect(e.kind).toBe('move');
    const r = await api('POST', `/api/matches/${forkId}/actions`, { token: forkTokens[e.seat as number], body: { command: e.command } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
}
