import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/match/records/crypto';
import { api } from '../support/http';
import { english } from '../support/words';

function inviteCode(url: string) {
  return url.slice(url.indexOf('#') + 1);
}

describe('open seats and invite links', () => {
  it('the match starts when the last open seat is taken', async () => {
    const created = await api('POST', '/api/matches', {
      body: { game: 'carolus-magnus', seats: 3, players: [{ name: 'Ana' }], options: { seed: 'invite-1' } },
    });
    expect(created.status).toBe(201);
    expect(created.body.seats).toHaveLength(1);
    expect(created.body.open).toEqual([1, 2]);
    expect(created.body.invite).toMatch(new RegExp(`/join/${created.body.id}#`));
    expect(created.body.seats[0].url).toBe(`https://pbm.test/m/${created.body.id}#${created.body.seats[0].token}`);
    expect(created.body.commitment).toBe(await sha256Hex('invite-1'));
    const id = created.body.id;
    const code = inviteCode(created.body.invite);

    const waiting = (await api('GET', `/api/matches/${id}`, { token: created.body.seats[0].token })).body;
    expect(waiting.status).toBe('open');
    expect(waiting.actions).toEqual([]);
    expect(english(waiting.summary[0])).toBe('Waiting for 2 more players to join.');
    const early = await api('POST', `/api/matches/${id}/actions`, { token: created.body.seats[0].token, body: { command: 'disc 1' } });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('not_started');

    const bad = await api('POST', `/api/matches/${id}/join`, { body: { code: 'guess', name: 'Eve' } });
    expect(bad.status).toBe(403);
    const noName = await api('POST', `/api/matches/${id}/join`, { body: { code } });
    expect(noName.status).toBe(400);

    const bo = await api('POST', `/api/matches/${id}/join`, { body: { code, name: 'Bo', salt: 'bo-salt' } });
    expect(bo.status).toBe(201);
    expect(bo.body.seat).toBe(1);
    expect((await api('GET', `/api/matches/${id}`)).body.status).toBe('open');
    const cy = await api('POST', `/api/matches/${id}/join`, { body: { code, name: 'Cy' } });
    expect(cy.body.seat).toBe(2);
    expect(cy.body.url).toBe(`https://pbm.test/m/${id}#${cy.body.token}`);

    const started = (await api('GET', `/api/matches/${id}`, { token: cy.body.token })).body;
    expect(started.status).toBe('active');
    expect(started.you).toBe(2);
    expect(started.seats.map((s: any) => s.name)).toEqual(['Ana', 'Bo', 'Cy']);
    expect(started.seq).toBe(0);

    const late = await api('POST', `/api/matches/${id}/join`, { body: { code, name: 'Dee' } });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('match_full');
  });

  it('a joining player salt changes the dice: same secret, different salts, different set-up', async () => {
    async function startWith(salt: string) {
      const c = await api('POST', '/api/matches', { body: { game: 'carolus-magnus', seats: 2, players: [{ name: 'A' }], options: { seed: 'same-secret' } } });
      await api('POST', `/api/matches/${c.body.id}/join`, { body: { code: inviteCode(c.body.invite), name: 'B', salt } });
      return (await api('GET', `/api/matches/${c.body.id}`)).body.view;
    }
    const a = await startWith('one');
    const b = await startWith('two');
    const a2 = await startWith('one');
    expect(a).toEqual(a2);
    expect(a).not.toEqual(b);
  });
});
