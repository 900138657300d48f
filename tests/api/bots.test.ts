import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { verifyExport } from '../../src/match/log/verify';
import { api, seededRandom } from '../support/http';
import { afterBots, onTurn, playAlongBots, storedEvents } from '../support/bots';
import { confirmEmail, outboxOf, stubOf, waitForMail } from '../support/notify';

/** A whole Lancaster match: some 40 moves of the person, the bots' between them. */
const FULL_MATCH_MS = 300_000;

async function createMatch(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return api('POST', '/api/matches', { body: { game: 'lancaster', options: { seed: 'bots' }, ...body }, headers });
}

describe('bot seats at creation (issue 26)', () => {
  it('a seat may be a bot: it gets a name (a friendly one when none is given) and no link; open seats and bots mix', async () => {
    const r = await createMatch({ seats: 4, players: [{ name: 'Ana' }, { bot: 'good' }, { bot: 'easy', name: 'Robo' }] });
    expect(r.status).toBe(201);
    expect(r.body.seats).toEqual([expect.objectContaining({ seat: 0, name: 'Ana' })]);
    expect(r.body.bots).toEqual([
      { seat: 1, name: 'Ada', level: 'good' },
      { seat: 2, name: 'Robo', level: 'easy' },
    ]);
    expect(r.body.open).toEqual([3]);
    expect(r.body.invite).toMatch(/\/join\//);
    const view = (await api('GET', `/api/matches/${r.body.id}`)).body;
    expect(view.status).toBe('open');
    expect(view.seats.map((s: { name: string | null; joined: boolean; bot: string | null }) => [s.name, s.joined, s.bot])).toEqual([
      ['Ana', true, null],
      ['Ada', true, 'good'],
      ['Robo', true, 'easy'],
      [null, false, null],
    ]);
    // The open seat is the only one the invite can take; then the match starts and the bots play their set-up choice.
    const code = new URL(r.body.invite).hash.slice(1);
    const joined = await api('POST', `/api/matches/${r.body.id}/join`, { body: { code, name: 'Dee' } });
    expect(joined.status).toBe(201);
    expect(joined.body.seat).toBe(3);
    expect((await api('POST', `/api/matches/${r.body.id}/join`, { body: { code, name: 'Eve' } })).body.error.code).toBe('match_full');
    await afterBots(r.body.id);
    const bySeat = (await storedEvents(r.body.id)).map((e) => e.seat).sort();
    expect(bySeat).toEqual([1, 2]);
  });

  it('a bot’s default name is in the request’s language, or its own `lang`, and never one a player has', async () => {
    const es = await createMatch({ seats: 3, players: [{ name: 'Alba' }, { bot: 'good' }, { bot: 'easy', lang: 'en' }] }, { 'accept-language': 'es-ES' });
    expect(es.status).toBe(201);
    expect(es.body.bots.map((b: { name: string }) => b.name)).toEqual(['Beto', 'Ada']);
  });

  it('a bot seat takes no email, webhook, salt or notification choice; a level is easy or good; a match needs a person', async () => {
    const cases: [unknown[], number, string][] = [
      [[{ name: 'Ana' }, { bot: 'good', email: 'bot@example.com' }], 2, 'players.1.email'],
      [[{ name: 'Ana' }, { bot: 'good', salt: 'x' }], 2, 'players.1.salt'],
      [[{ name: 'Ana' }, { bot: 'good', notify: 'none' }], 2, 'players.1.notify'],
      [[{ name: 'Ana' }, { bot: 'hard' }], 2, 'players.1.bot'],
      [[{ name: 'Ana' }, { email: 'bo@example.com' }], 2, 'players.1.name'],
    ];
    for (const [players, seats, where] of cases) {
      const r = await createMatch({ seats, players });
      expect(r.status, JSON.stringify(players)).toBe(400);
      expect(r.body.error.code).toBe('invalid_request');
      expect(r.body.error.message.startsWith(`${where}: `)).toBe(true);
    }
    const allBots = await createMatch({ seats: 2, players: [{ bot: 'good' }, { bot: 'easy' }] });
    expect(allBots.status).toBe(400);
    expect(allBots.body.error.code).toBe('no_person');
    // With a seat left open for a person, bots may fill the rest.
    expect((await createMatch({ seats: 3, players: [{ bot: 'good' }, { bot: 'easy' }] })).status).toBe(201);
  });
});

describe('bots play from the match’s alarm (issue 26)', () => {
  it('the person’s move is answered with the bot still to move; the bot moves a moment later, from the alarm', async () => {
    const r = await createMatch({ seats: 2, players: [{ name: 'Ana' }, { bot: 'good' }] });
    const id: string = r.body.id;
    const token: string = r.body.seats[0].token;
    let answered = 0;
    for (let step = 0; step < 40 && answered < 3; step++) {
      const view = await afterBots(id, token);
      expect(onTurn(view)).toBe(true);
      const command = (view.actions as string[]).find((a) => a !== 'undo') as string;
      const res = await api('POST', `/api/matches/${id}/actions`, { token, body: { command, expect: view.seq } });
      expect(res.status).toBe(200);
      // A turn passed to the bot: the answer holds the person's own entry and no more, since a bot
      // never plays inside another seat's request.
      if (view.active.length === 1 && res.body.active.length === 1 && res.body.active[0] === 1) {
        expect(res.body.seq).toBe(view.seq + 1);
        answered++;
        const before = (await storedEvents(id)).length;
        const after = await afterBots(id, token);
        const events = await storedEvents(id);
        expect(events.length).toBeGreaterThan(before);
        expect(events.slice(before).every((e) => e.seat === 1 && e.kind === 'move')).toBe(true);
        expect(after.seq).toBeGreaterThan(res.body.seq);
      }
    }
    expect(answered).toBe(3);
  });

  it('one person and three good bots play Lancaster to the end over the API; the bots are told nothing, and the export labels them', async () => {
    const r = await createMatch({
      seats: 4,
      players: [{ name: 'Ana', email: 'ana-bots@example.com' }, { bot: 'good' }, { bot: 'good', name: 'Bo' }, { bot: 'easy' }],
      clock: { days: 3, policy: 'remind' },
    });
    expect(r.status).toBe(201);
    const id: string = r.body.id;
    const token: string = r.body.seats[0].token;
    await confirmEmail(id, 0, 'ana-bots@example.com');
    const { last, moves } = await playAlongBots(id, token, seededRandom('bots-lancaster'));
    expect(last.status).toBe('finished');
    expect(moves).toBeGreaterThan(10);
    const events = await storedEvents(id);
    for (const seat of [1, 2, 3]) expect(events.filter((e) => e.seat === seat && e.kind === 'move').length).toBeGreaterThan(10);
    // A bot's entry is a move like any other: no line says a bot played it.
    expect(JSON.stringify(events)).not.toMatch(/core\.botPlays/);

    // Nobody tells a bot anything: every notification row is the person's, and no clock ever ran for a bot.
    const rows = await outboxOf(id);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.seat === 0)).toBe(true);
    const clocked = await runInDurableObject(stubOf(id), (_room, state) => state.storage.sql.exec('SELECT seat FROM clocks').toArray().map((row) => Number(row.seat)));
    expect(clocked).toEqual([0]);
    // The person's mail names the bots as bots.
    const mail = await waitForMail('ana-bots@example.com');
    expect(mail.some((m) => /Bo \(bot\)/.test(m.text ?? ''))).toBe(true);

    const exported = (await api('GET', `/api/matches/${id}/export`)).body;
    expect(exported.players).toEqual([
      { seat: 0, name: 'Ana', bot: null },
      { seat: 1, name: 'Ada', bot: 'good' },
      { seat: 2, name: 'Bo', bot: 'good' },
      { seat: 3, name: 'Cy', bot: 'easy' },
    ]);
    const verdict = await verifyExport(exported);
    expect(verdict.checks.filter((c) => !c.ok)).toEqual([]);
    // The result names the bots' seats too: the person's view shows who is a bot.
    expect(last.seats.map((s: { bot: string | null }) => s.bot)).toEqual([null, 'good', 'good', 'easy']);
  }, FULL_MATCH_MS);
});
