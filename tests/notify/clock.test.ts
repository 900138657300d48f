import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { verifyExport } from '../../src/match/log/verify';
import { api } from '../support/http';
import { calledIn, activeSeat, confirmAll, create, letTimePass, named, outboxOf, stubOf, unique, waitForMail } from '../support/notify';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function clockMatch(seed: string, clock: Record<string, unknown>) {
  const emails = [`${unique('a')}@example.com`, `${unique('b')}@example.com`];
  const m = await create({ players: [{ name: 'Ana', email: emails[0] }, { name: 'Bo', email: emails[1] }], options: { seed }, clock });
  await confirmAll(m.id, emails);
  const a = await activeSeat(m.id, m.tokens);
  return { ...m, ...a, email: emails[a.seat] };
}

/** The notices of the seat's outbox (the confirmation mail of its address left out). */
const kinds = async (id: string, seat: number) => (await outboxOf(id)).filter((r) => r.seat === seat && r.kind !== 'verify').map((r) => r.kind);

describe('time control: reminders, the deadline policy and vacations, all from the alarm', () => {
  it('reminds at half time and at 90 %, then, under "remind", again when the time is up', async () => {
    const m = await clockMatch('clock-1', { hours: 10 });
    const deadline = (await api('GET', `/api/matches/${m.id}/contact`, { token: m.tokens[m.seat] })).body.clock.deadline;
    expect(deadline).toBeGreaterThan(Date.now() + 9 * HOUR);
    // The match view shows everyone the time control and whose deadline falls when.
    for (const token of [undefined, m.tokens[0], m.tokens[1]]) {
      const clock = (await api('GET', `/api/matches/${m.id}`, { token })).body.clock;
      expect(clock).toEqual({ hoursPerMove: 10, policy: 'remind', deadlines: [{ seat: m.seat, deadline, vacationUntil: null }] });
    }
    await letTimePass(m.id, 5.5 * HOUR);
    expect(await kinds(m.id, m.seat)).toEqual(['turn', 'reminder']);
    await letTimePass(m.id, 4 * HOUR);
    expect(await kinds(m.id, m.seat)).toEqual(['turn', 'reminder', 'reminder']);
    await letTimePass(m.id, 1 * HOUR);
    expect(await kinds(m.id, m.seat)).toEqual(['turn', 'reminder', 'reminder', 'overdue']);
    const mails = await waitForMail(m.email, 4);
    // The outbox above gives the order; the queue's consumer sends the jobs of one batch side by
    // side, and here hours pass in milliseconds, so two of them may reach the mailbox in either order.
    expect(mails.map((x) => x.subject?.split(' in ')[0]).sort()).toEqual(['Reminder: your move', 'Reminder: your move', 'Time is up for your move', 'Your turn']);
    expect((await api('GET', `/api/matches/${m.id}`)).body.active).toContain(m.seat);
  });

  it('"bot": at the deadline the seat bot plays its turn, and the seat is told', async () => {
    const m = await clockMatch('clock-2', { hours: 1, policy: 'bot' });
    await letTimePass(m.id, HOUR + 1000);
    const view = (await api('GET', `/api/matches/${m.id}`)).body;
    expect(view.active).not.toContain(m.seat);
    const log = (await api('GET', `/api/matches/${m.id}/log`)).body.entries;
    expect(named(log[0].lines[0], ['Ana', 'Bo'])).toBe(`The bot plays for ${m.seat === 0 ? 'Ana' : 'Bo'}: the time for a move ran out.`);
    expect(log.every((e: { seat: number; kind: string }) => e.seat === m.seat && e.kind === 'move')).toBe(true);
    expect(await kinds(m.id, m.seat)).toContain('bot');
    const mail = await waitForMail(m.email, 2);
    expect(mail.map((x) => x.subject)).toContain(`The bot played for you in Carolus Magnus — ${await calledIn(m.id)}`);
  });

  it('"forfeit": the seat forfeits, the match ends with the other seat winning, and the export verifies', async () => {
    const m = await clockMatch('clock-3', { hours: 2, policy: 'forfeit' });
    await letTimePass(m.id, 2 * HOUR + 1000);
    const view = (await api('GET', `/api/matches/${m.id}`)).body;
    expect(view.status).toBe('finished');
    expect(view.active).toEqual([]);
    expect(view.result).toMatchObject({ winners: [1 - m.seat], forfeited: [m.seat] });
    const log = (await api('GET', `/api/matches/${m.id}/log`)).body.entries;
    expect(log.at(-1)).toMatchObject({ kind: 'forfeit', seat: m.seat });
    const exported = (await api('GET', `/api/matches/${m.id}/export`)).body;
    expect(exported.final.result.forfeited).toEqual([m.seat]);
    expect((await verifyExport(exported)).ok).toBe(true);
    expect((await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[m.seat], body: { command: m.command } })).status).toBe(409);
  });

  it('a vacation pauses the seat clock; its allowance is limited; ending it early gives the rest back', async () => {
    const m = await clockMatch('clock-4', { days: 1, policy: 'forfeit', vacationDays: 3 });
    const before = (await api('GET', `/api/matches/${m.id}/contact`, { token: m.tokens[m.seat] })).body.clock.deadline;
    const vac = await api('POST', `/api/matches/${m.id}/vacation`, { token: m.tokens[m.seat], body: { days: 2 } });
    expect(vac.status).toBe(200);
    expect(vac.body.clock.vacation).toMatchObject({ usedDays: 2, leftDays: 1 });
    // While it runs, the deadline shown is the one the seat will have if the vacation runs its course.
    expect(vac.body.clock.deadline).toBeGreaterThanOrEqual(before + 2 * DAY - 5_000);
    expect(vac.body.clock.deadline).toBeLessThanOrEqual(before + 2 * DAY + 60_000);
    const shared = (await api('GET', `/api/matches/${m.id}`)).body.clock.deadlines[0];
    expect(shared).toEqual({ seat: m.seat, deadline: vac.body.clock.deadline, vacationUntil: expect.any(Number) });
    await letTimePass(m.id, 1.5 * DAY);
    expect((await api('GET', `/api/matches/${m.id}`)).body.status).toBe('active');
    const back = await api('DELETE', `/api/matches/${m.id}/vacation`, { token: m.tokens[m.seat] });
    expect(back.body.clock.vacation).toMatchObject({ until: null, usedDays: 1.5, leftDays: 1.5 });
    expect(back.body.clock.deadline).toBeGreaterThan(Date.now() + 0.9 * DAY);
    const tooLong = await api('POST', `/api/matches/${m.id}/vacation`, { token: m.tokens[m.seat], body: { days: 2 } });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error).toEqual({ code: 'vacation_exhausted', message: 'You have 1.5 vacation days left in this match.' });
    await letTimePass(m.id, 0.9 * DAY);
    expect((await api('GET', `/api/matches/${m.id}`)).body.status).toBe('active');
    await letTimePass(m.id, 0.2 * DAY);
    expect((await api('GET', `/api/matches/${m.id}`)).body.status).toBe('finished');
  });

  it('the match view has no clock without a time control, and the deadline moves to the next seat', async () => {
    const plain = await create({ players: [{ name: 'A' }, { name: 'B' }], options: { seed: 'clock-8' } });
    expect((await api('GET', `/api/matches/${plain.id}`)).body.clock).toBeNull();
    const m = await clockMatch('clock-9', { days: 2, policy: 'forfeit' });
    const before = Date.now();
    const r = await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[m.seat], body: { command: m.command } });
    expect(r.status).toBe(200);
    const clock = r.body.clock;
    expect(clock.hoursPerMove).toBe(48);
    expect(clock.policy).toBe('forfeit');
    expect(clock.deadlines.map((d: { seat: number }) => d.seat)).toEqual(r.body.active);
    for (const d of clock.deadlines) expect(d.deadline).toBeGreaterThanOrEqual(before + 2 * DAY);
  });

  it('the days left, as shown, can all be taken; a hundredth more cannot', async () => {
    const m = await clockMatch('clock-10', { days: 1, vacationDays: 2 });
    const short = await api('POST', `/api/matches/${m.id}/vacation`, { token: m.tokens[m.seat], body: { days: 0.25 } });
    await letTimePass(m.id, 60_000);
    const back = await api('DELETE', `/api/matches/${m.id}/vacation`, { token: m.tokens[m.seat] });
    expect([short.status, back.status]).toEqual([200, 200]);
    const left: number = back.body.clock.vacation.leftDays;
    expect(left).toBe(2);
    const tooMuch = await api('POST', `/api/matches/${m.id}/vacation`, { token: m.tokens[m.seat], body: { days: left + 0.01 } });
    expect(tooMuch.status).toBe(422);
    const all = await api('POST', `/api/matches/${m.id}/vacation`, { token: m.tokens[m.seat], body: { days: left } });
    expect(all.status).toBe(200);
    expect(all.body.clock.vacation.leftDays).toBe(0);
  });

  it('vacation needs a clock and a valid length', async () => {
    const m = await create({ players: [{ name: 'A' }, { name: 'B' }], options: { seed: 'clock-5' } });
    const none = await api('POST', `/api/matches/${m.id}/vacation`, { token: m.tokens[0], body: { days: 1 } });
    expect(none.status).toBe(409);
    expect(none.body.error.code).toBe('no_clock');
    const c = await clockMatch('clock-6', { hours: 5 });
    expect((await api('POST', `/api/matches/${c.id}/vacation`, { token: c.tokens[0], body: { days: -1 } })).status).toBe(400);
    expect((await api('POST', `/api/matches/${c.id}/vacation`, { body: { days: 1 } })).status).toBe(401);
    const bad = await api('POST', '/api/matches', { body: { game: 'carolus-magnus', seats: 2, clock: { hours: 3, days: 1 } } });
    expect(bad.status).toBe(400);
  });

  it('timers survive a restart of the object: the stored alarm finds the due reminder', async () => {
    const m = await clockMatch('clock-7', { hours: 10 });
    await runInDurableObject(stubOf(m.id), async (_room, state) => {
      state.storage.sql.exec('UPDATE clocks SET since = since - ?', 6 * HOUR);
      // Far enough ahead that it cannot fire by itself before the test runs it.
      await state.storage.setAlarm(Date.now() + 60_000);
    });
    // The object is thrown away: its memory (the scheduler's due times) is gone, its storage stays.
    await runInDurableObject(stubOf(m.id), (_room, state) => state.abort('restart for the test')).catch(() => undefined);
    expect(await runDurableObjectAlarm(stubOf(m.id))).toBe(true);
    expect(await kinds(m.id, m.seat)).toEqual(['turn', 'reminder']);
  });
});
