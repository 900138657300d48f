import { expect } from 'vitest';
import type { SeatBot } from '../../../src/engine/bots';
import { randomFrom } from '../../../src/engine/rng';
import { call, type Created } from './api';

/**
 * Plays a match to the end over the API, each seat's move chosen by one of the game's own bots
 * from that seat's view and listed commands (as a bot seat would play, but through the seats'
 * links, so that the result is a real one of the service).
 */
export async function playByBots(match: Created, bot: SeatBot<unknown>, seed: string, limit = 1000): Promise<void> {
  await playByBotsUntil(match, bot, seed, () => false, limit);
}

/** The seat view an active seat has when it can move (`waiting`: it has submitted and may only take it back). */
export interface SeatAnswer {
  seat: number;
  seq: number;
  view: unknown;
  actions: string[];
  waiting?: true;
  withheld?: { command: string; reason: unknown; where?: string }[];
}

/** As playByBots, but stops at the first seat answer `stop` accepts (and gives it), or null at the end. */
export async function playByBotsUntil(match: Created, bot: SeatBot<unknown>, seed: string, stop: (answer: SeatAnswer) => boolean, limit = 1000): Promise<SeatAnswer | null> {
  const random = randomFrom(seed);
  let current = (await call('GET', `/api/matches/${match.id}`)).body;
  for (let step = 0; current.status === 'active'; step++) {
    expect(step).toBeLessThan(limit);
    // A seat that has made its submission in a simultaneous step (`waiting`) could only take it
    // back: like the bot arena (scripts/bot-arena.ts), it acts only when nobody else can.
    const views: SeatAnswer[] = [];
    for (const s of current.active as number[]) {
      const v = (await call('GET', `/api/matches/${match.id}`, { token: match.seats[s].token })).body;
      if (stop({ seat: s, ...v })) return { seat: s, ...v };
      if (v.actions.length) views.push({ seat: s, ...v });
    }
    const mine = views.find((v) => !v.waiting) ?? views[0];
    if (!mine) throw new Error(`no active seat has a move at entry ${current.seq}`);
    const seat = mine.seat;
    const token = match.seats[seat].token;
    const actions = mine.actions;
    const chosen = bot({ seat, view: mine.view, actions }, random);
    const command = actions.includes(chosen) ? chosen : actions[0];
    const r = await call('POST', `/api/matches/${match.id}/actions`, { token, body: { command, expect: mine.seq } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    current = (await call('GET', `/api/matches/${match.id}`)).body;
  }
  return null;
}
