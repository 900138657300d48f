import { findGame } from '../../src/games';
import type { Contract } from './contract';
import { seededRandom } from './http';

export interface Played {
  id: string;
  tokens: string[];
  steps: number;
  last: any;
}

/**
 * A whole match over the API, every answer checked by `contract`: created with its last seat
 * open and a clock, joined through the invite link, named by the seat that joined, then played to its end by the game's easy
 * bots, each deciding from the view and commands the API gave its seat. Along the way the
 * spectator's view, the history and past views are read, and at the end the export.
 */
export async function playChecked(contract: Contract, game: string, seats: number, seed: string, options: Record<string, unknown> = {}, maxSteps = 6_000): Promise<Played> {
  const bot = findGame(game)!.bots.easy;
  const random = seededRandom(`${seed}-bots`);
  const players = Array.from({ length: seats - 1 }, (_, i) => ({ name: `P${i}`, salt: `salt-${i}` }));
  const created = await contract.request('POST', '/api/matches', {
    body: { game, seats, players, options: { seed, ...options }, clock: { days: 3, policy: 'remind' } },
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const id: string = created.body.id;
  const waiting = await contract.request('GET', `/api/matches/${id}`);
  if (waiting.body.status !== 'open') throw new Error(`a match with an open seat is ${waiting.body.status}`);
  const code = new URL(created.body.invite).hash.slice(1);
  const joined = await contract.request('POST', `/api/matches/${id}/join`, { body: { code, name: 'Last', salt: 'salt-last' } });
  if (joined.status !== 201) throw new Error(`join: ${joined.status} ${JSON.stringify(joined.body)}`);
  const tokens: string[] = [...created.body.seats.map((s: { token: string }) => s.token), joined.body.token];
  // The seat that joined names the match (issue 31): the views, the history's notes and the export carry it.
  const named = await contract.request('PUT', `/api/matches/${id}/name`, { token: joined.body.token, body: { name: `${game} night` } });
  if (named.status !== 200) throw new Error(`name: ${named.status} ${JSON.stringify(named.body)}`);

  let current = (await contract.request('GET', `/api/matches/${id}`)).body;
  let steps = 0;
  while (current.status === 'active') {
    if (steps++ > maxSteps) throw new Error(`${game}: no end after ${maxSteps} steps`);
    const order = [...(current.active as number[])].sort(() => random() - 0.5);
    let mine: any = null;
    for (const seat of order) {
      const v = current.you === seat ? current : (await contract.request('GET', `/api/matches/${id}`, { token: tokens[seat] })).body;
      if (v.actions.some((a: string) => a !== 'undo')) {
        mine = v;
        break;
      }
    }
    if (!mine) throw new Error(`${game}: no active seat has a command at entry ${current.seq}`);
    const actions = (mine.actions as string[]).filter((a) => a !== 'undo');
    const chosen = bot({ seat: mine.you, view: mine.view, actions }, random);
    const command = actions.includes(chosen) ? chosen : actions[0];
    const r = await contract.request('POST', `/api/matches/${id}/actions`, { token: tokens[mine.you], body: { command, expect: mine.seq, id: `step-${steps}` } });
    if (r.status !== 200) throw new Error(`${game}: "${command}" by seat ${mine.you} refused: ${r.status} ${JSON.stringify(r.body)}`);
    current = r.body;
    if (steps % 40 === 0) {
      await contract.request('GET', `/api/matches/${id}`);
      await contract.request('GET', `/api/matches/${id}/log`, { token: tokens[mine.you] });
      await contract.request('GET', `/api/matches/${id}/at/${Math.max(0, current.seq - 1)}`, { token: tokens[mine.you] });
    }
  }
  await contract.request('GET', `/api/matches/${id}`);
  await contract.request('GET', `/api/matches/${id}/log`);
  await contract.request('GET', `/api/matches/${id}/at/1`);
  await contract.request('GET', `/api/matches/${id}/export`);
  return { id, tokens, steps, last: current };
}
