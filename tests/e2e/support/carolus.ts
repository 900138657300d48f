import { expect } from 'vitest';
import { call, type Created } from './api';

interface CarolusView {
  emperor: number;
  territories: { id: number }[];
  control: Record<string, number | null>;
}

/**
 * Plays to the end over the API, fast: paladins to court until a seat controls a colour, then
 * that colour onto the territory just ahead of the emperor, and the emperor one step, so castles
 * go up quickly (CM-20). The answer to a command already lists the acting seat's next commands.
 */
export async function playQuicklyToTheEnd(match: Created): Promise<void> {
  let current = (await call('GET', `/api/matches/${match.id}`)).body;
  for (let step = 0; current.status === 'active'; step++) {
    expect(step).toBeLessThan(2000);
    const seat: number = current.active[0];
    const token = match.seats[seat].token;
    const mine = current.you === seat ? current : (await call('GET', `/api/matches/${match.id}`, { token })).body;
    const view = mine.view as CarolusView;
    const actions = (mine.actions as string[]).filter((a) => a !== 'undo');
    const ahead = view.territories[(view.territories.findIndex((t) => t.id === view.emperor) + 1) % view.territories.length].id;
    const held = Object.keys(view.control).filter((c) => view.control[c] === seat);
    const command =
      actions.find((a) => held.some((c) => a === `land ${c} ${ahead}`)) ?? actions.find((a) => a.startsWith('court ')) ?? actions.find((a) => a === 'emperor 1') ?? actions[0];
    const r = await call('POST', `/api/matches/${match.id}/actions`, { token, body: { command, expect: mine.seq } });
    expect(r.status).toBe(200);
    current = r.body;
  }
}
