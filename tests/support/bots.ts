import { runInDurableObject } from 'cloudflare:test';
import { readyBots } from '../../src/match/bots/turns';
import { MatchStore } from '../../src/match/log/store';
import type { EventRow } from '../../src/match/log/records';
import { api } from './http';
import { eventually, stubOf } from './notify';

/** Whether a view says its seat has a move to make now (not only a submission to take back). */
export function onTurn(view: { status: string; actions: string[]; waiting?: boolean }): boolean {
  return view.status === 'active' && !view.waiting && view.actions.some((a) => a !== 'undo');
}

/** The bot seats of a match that have a move to make now, from its storage. */
export async function botsToMove(id: string): Promise<number[]> {
  return runInDurableObject(stubOf(id), (_room, state) => readyBots(new MatchStore(state.storage)));
}

/** Every entry of the log, from the match's storage (secrets included). */
export async function storedEvents(id: string): Promise<EventRow[]> {
  return runInDurableObject(stubOf(id), (_room, state) => new MatchStore(state.storage).events());
}

/**
 * Waits until the bots have played what they can (the match's alarm plays them, a moment after
 * the step that put them on turn) and returns the view of `token`'s seat (a spectator's without).
 */
export async function afterBots(id: string, token?: string, timeoutMs = 60_000): Promise<any> {
  await eventually(() => botsToMove(id), (seats) => seats.length === 0, timeoutMs);
  const left = await botsToMove(id);
  if (left.length) throw new Error(`the bots of seats ${left.join(', ')} did not play within ${timeoutMs} ms`);
  return (await api('GET', `/api/matches/${id}`, { token })).body;
}

/**
 * Plays the person of `token` to the end: a random listed move whenever it is its turn, the bots
 * in between. Returns the last view and how many moves the person made.
 */
export async function playAlongBots(id: string, token: string, random: () => number, maxMoves = 2_000): Promise<{ last: any; moves: number }> {
  let moves = 0;
  for (;;) {
    const view = await afterBots(id, token);
    if (view.status !== 'active') return { last: view, moves };
    if (!onTurn(view)) throw new Error(`at entry ${view.seq} neither the person nor a bot can move`);
    if (moves++ >= maxMoves) throw new Error(`no end after ${maxMoves} moves of the person`);
    const choices = (view.actions as string[]).filter((a) => a !== 'undo');
    const command = choices[Math.floor(random() * choices.length)];
    const r = await api('POST', `/api/matches/${id}/actions`, { token, body: { command, expect: view.seq, id: `person-${moves}` } });
    if (r.status !== 200) throw new Error(`"${command}" refused: ${r.status} ${JSON.stringify(r.body)}`);
  }
}
