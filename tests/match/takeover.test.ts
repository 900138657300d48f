import { describe, expect, it } from 'vitest';
import type { Phrase } from '../../src/engine/text';
import { verifyExport } from '../../src/match/log/verify';
import { api, seededRandom } from '../support/http';
import { afterBots, onTurn, playAlongBots, storedEvents } from '../support/bots';
import { calledIn, confirmAll, create, letTimePass, outboxOf, waitForMail } from '../support/notify';
import { english } from '../support/words';

const HOUR = 3_600_000;
const EMAILS = ['ana-takeover@example.com', 'bo-takeover@example.com'];

describe('the "takeover" deadline policy (issue 26)', () => {
  it('a King David match for two goes on after a seat forfeits at its deadline: a good bot plays that seat, and everyone is told in words', async () => {
    const m = await create({
      game: 'king-david',
      seats: 2,
      players: [
        { name: 'Ana', email: EMAILS[0] },
        { name: 'Bo', email: EMAILS[1] },
      ],
      options: { seed: 'kd-takeover' },
      clock: { hours: 1, policy: 'takeover' },
    });
    await confirmAll(m.id, EMAILS);
    const start = (await api('GET', `/api/matches/${m.id}`)).body;
    expect(start.clock.policy).toBe('takeover');
    const late: number = start.active[0];
    const other = 1 - late;

    await letTimePass(m.id, HOUR + 1000);
    const after = await afterBots(m.id);
    // Under "forfeit" a match for two would be over now; here the late seat is a good bot's and plays on.
    expect(after.status).toBe('active');
    expect(after.result).toBeUndefined();
    expect(after.seats.map((s: { bot: string | null }) => s.bot)).toEqual(late === 0 ? ['good', null] : [null, 'good']);
    expect(after.clock.deadlines.map((d: { seat: number }) => d.seat)).not.toContain(late);

    // The other seat reads it in the history, in words, with the player's name.
    const entries: { kind: string; seat: number; lines: Phrase[] }[] = (await api('GET', `/api/matches/${m.id}/log`, { token: m.tokens[other] })).body.entries;
    const told = entries.find((e) => e.kind === 'takeover');
    expect(told?.seat).toBe(late);
    expect(told?.lines.map(english)).toEqual([`The time for a move ran out for ${['Ana', 'Bo'][late]}: from now on a bot plays that seat.`]);
    // The bot moved for the seat, and the seat's own link only reads the match now.
    const events = await storedEvents(m.id);
    const takenAt = events.find((e) => e.kind === 'takeover')?.seq as number;
    expect(events.some((e) => e.seq > takenAt && e.seat === late && e.kind === 'move')).toBe(true);
    const theirs = (await api('GET', `/api/matches/${m.id}`, { token: m.tokens[late] })).body;
    expect(theirs.actions).toEqual([]);
    const refused = await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[late], body: { command: 'pass' } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('bot_seat');

    // The person keeps playing; the bot answers every turn of its seat, and the match never stalls.
    const random = seededRandom('kd-takeover-moves');
    const token = m.tokens[other];
    for (let moves = 0; moves < 40; moves++) {
      const view = await afterBots(m.id, token);
      if (view.status !== 'active') break;
      expect(onTurn(view), `entry ${view.seq}: nobody can move`).toBe(true);
      const choices = (view.actions as string[]).filter((c) => c !== 'undo');
      const r = await api('POST', `/api/matches/${m.id}/actions`, { token, body: { command: choices[Math.floor(random() * choices.length)], expect: view.seq } });
      expect(r.status).toBe(200);
    }
    const later = await storedEvents(m.id);
    expect(later.filter((e) => e.seq > takenAt && e.seat === late && e.kind === 'move').length).toBeGreaterThan(3);
    expect(later.filter((e) => e.kind === 'forfeit' || e.kind === 'takeover')).toHaveLength(1);

    // The player who left was told once, and nothing after: the seat's rows end with that notice.
    const rows = (await outboxOf(m.id)).filter((r) => r.seat === late && r.kind !== 'verify');
    expect(rows.at(-1)?.kind).toBe('takeover');
    const mail = await waitForMail(EMAILS[late], rows.length);
    expect(mail).toHaveLength(rows.length);
    const called = await calledIn(m.id);
    const notice = mail.find((x) => x.subject === `A bot plays your seat in The Campaigns of King David — ${called}`);
    expect(notice?.text).toMatch(/a bot plays your seat from now on/);
  }, 180_000);

  it('a match whose seat a bot took over plays to its end, the bot able to win, and its export verifies', async () => {
    const m = await create({ game: 'lancaster', seats: 2, players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'lan-takeover' }, clock: { hours: 1, policy: 'takeover' } });
    // Ana makes her secret set-up choice (AS-9); Bo lets the time run out.
    const mine = (await api('GET', `/api/matches/${m.id}`, { token: m.tokens[0] })).body;
    expect((await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[0], body: { command: mine.actions[0] } })).status).toBe(200);
    await letTimePass(m.id, HOUR + 1000);
    const { last } = await playAlongBots(m.id, m.tokens[0], seededRandom('lan-takeover-moves'));
    expect(last.status).toBe('finished');
    expect(last.result.forfeited).toBeUndefined();
    expect(last.seats.map((s: { bot: string | null }) => s.bot)).toEqual([null, 'good']);
    const exported = (await api('GET', `/api/matches/${m.id}/export`)).body;
    expect(exported.players.map((p: { bot: string | null }) => p.bot)).toEqual([null, 'good']);
    expect(exported.events.filter((e: { kind: string }) => e.kind === 'takeover')).toEqual([expect.objectContaining({ seat: 1, command: null })]);
    const verdict = await verifyExport(exported);
    expect(verdict.checks.filter((c) => !c.ok)).toEqual([]);
  }, 180_000);
});
