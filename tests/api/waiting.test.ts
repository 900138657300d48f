import { describe, expect, it } from 'vitest';
import { api, createMatch } from '../support/http';

/**
 * Issue 14 ("the turn banner never contradicts itself"): a seat that has made its submission in a
 * simultaneous step and may only take it back (Game.waiting) is told so by the match view, so that
 * the page does not say "Your turn" while the game says it waits for the others.
 */
describe('the match view says when a seat waits on its own submission', () => {
  it('Princeps Machiavelli: "waiting" once a seat is done negotiating, gone when it resumes; never for the others', async () => {
    const m = await createMatch('princeps-machiavelli', 2, 'waiting-view');
    const view = async (seat: number | null) => (await api('GET', `/api/matches/${m.id}`, seat === null ? {} : { token: m.tokens[seat] })).body;
    const send = async (seat: number, command: string) => {
      const r = await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[seat], body: { command } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    };
    for (const seat of [0, 1]) await send(seat, 'draw always');
    expect((await view(0)).view.phase).toBe('negotiation');
    expect((await view(0)).waiting).toBeUndefined();

    await send(0, 'done');
    const done = await view(0);
    expect(done.actions).toEqual(['resume']);
    expect(done.waiting).toBe(true);
    expect(done.active).toEqual([0, 1]);
    // The other seat still has its choices to make; a spectator is never waiting.
    expect((await view(1)).waiting).toBeUndefined();
    expect((await view(null)).waiting).toBeUndefined();

    await send(0, 'resume');
    expect((await view(0)).waiting).toBeUndefined();
  });
});
