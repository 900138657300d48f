import { describe, expect, it } from 'vitest';
import { api, type TestMatch } from '../support/http';
import { unique } from '../support/notify';
import { connect } from '../support/sockets';
import { playBuildTwins } from '../support/king-david-build-twins';
import { nextChoice, readable, send } from '../support/twins';

/**
 * A-2 / A-9 twins over HTTP: two King David matches with the same seed and the same commands,
 * except that in the first marker window one seat answers PASS in one twin and PASS ALWAYS (its
 * private auto-pass) in the other. Every other seat and a spectator read the same view, log and
 * history. (What the other seats are told by mail and webhook, in twins differing in a sealed bid
 * or in the contents of a stack: tests/notify/king-david-twins-by-mail.test.ts.) And twins that differ in
 * which army one seat restores, and which loses a step for want of upkeep, in its Build steps
 * (tests/support/king-david-build-twins.ts).
 */

const NAMES = ['Ana', 'Ben', 'Cy'];

async function twin(tag: string, seed = 'kd-twins'): Promise<TestMatch & { emails: string[] }> {
  const emails = NAMES.map((n) => `${unique(`${n.toLowerCase()}-${tag}`)}@example.com`);
  const players = NAMES.map((name, i) => ({ name, email: emails[i], salt: `salt-${i}` }));
  const r = await api('POST', '/api/matches', { body: { game: 'king-david', seats: 3, players, options: { seed } } });
  expect(r.status).toBe(201);
  return { id: r.body.id, commitment: r.body.commitment, tokens: r.body.seats.map((s: { token: string }) => s.token), body: r.body, emails };
}

const PREFER = ['done', 'pass', 'end', 'stop'];

describe('King David twins over HTTP (A-2, A-9)', () => {
  it('A-2 / A-9: PASS and a private PASS ALWAYS in a marker window look the same to every other seat and a spectator: views, logs and history', async () => {
    const a = await twin('a');
    const b = await twin('b');
    let secretSeat = -1;
    for (let step = 0; step < 400 && secretSeat < 0; step++) {
      const { seat, actions } = await nextChoice(a);
      if (actions.includes('pass always')) {
        await send(a, seat, 'pass');
        await send(b, seat, 'pass always');
        secretSeat = seat;
        break;
      }
      const command = PREFER.find((c) => actions.includes(c)) ?? actions[0];
      await send(a, seat, command);
      await send(b, seat, command);
    }
    expect(secretSeat, 'a marker window was reached').toBeGreaterThanOrEqual(0);
    for (const viewer of [undefined, 0, 1, 2].filter((x) => x !== secretSeat)) {
      const [ra, rb] = [await readable(a, viewer), await readable(b, viewer)];
      expect(rb, `seen by ${viewer ?? 'a spectator'}`).toEqual(ra);
    }
    // The seat itself was told, privately, that it now passes automatically.
    const own = (await readable(b, secretSeat)).log.entries.flatMap((e: { lines: { key: string }[] }) => e.lines.map((l) => l.key));
    expect(own).toContain('kd.log.autopassOn');
  }, 240_000);

  it('A-2 / A-15 / KD-72 / KD-73: which army a seat restores, and which loses a step for want of upkeep, look the same to every other seat and a spectator: views, logs and history', async () => {
    const twins = [await twin('build-a', 'kd-twins-build-8'), await twin('build-b', 'kd-twins-build-8')];
    const read = async (i: 0 | 1, seat?: number) => {
      const body = (await api('GET', `/api/matches/${twins[i].id}`, { token: seat === undefined ? undefined : twins[i].tokens[seat] })).body;
      return { active: body.active as number[], actions: (body.actions as string[]).filter((c) => c !== 'undo'), view: body.view };
    };
    const played = await playBuildTwins({
      read,
      send: async (i, seat, command) => void (await send(twins[i], seat, command)),
      async check(secret, where) {
        for (const viewer of [undefined, 0, 1, 2].filter((x) => x !== secret)) {
          const [ra, rb] = [await readable(twins[0], viewer), await readable(twins[1], viewer)];
          expect(rb, `${where}: seen by ${viewer ?? 'a spectator'}`).toEqual(ra);
        }
      },
    });
    expect(played.restored[0]).not.toBe(played.restored[1]);
    expect(played.lost[0]).not.toBe(played.lost[1]);
    // The others read that the seat restored an army and lost a step, not which; the seat reads which.
    const keys = async (seat?: number) => (await readable(twins[0], seat)).log.entries.flatMap((e: { lines: { key: string }[] }) => e.lines.map((l) => l.key));
    const other = [0, 1, 2].find((x) => x !== played.seat) as number;
    expect(await keys(other)).toEqual(expect.arrayContaining(['kd.log.restores', 'kd.log.hunger']));
    expect(await keys(other)).not.toContain('kd.log.restoresYours');
    expect(await keys(played.seat)).toEqual(expect.arrayContaining(['kd.log.restoresYours', 'kd.log.hungerYours']));
    expect(await readable(twins[1], played.seat)).not.toEqual(await readable(twins[0], played.seat));
  }, 600_000);

  it('A-9: the answers of a marker window (PASS by each polled seat) move no other reader’s entry number, live or not', async () => {
    const m = await twin('window');
    const read = async (viewer?: number) => (await api('GET', `/api/matches/${m.id}`, { token: viewer === undefined ? undefined : m.tokens[viewer] })).body;
    const pages = [await connect(m.id, m.tokens[0]), await connect(m.id, m.tokens[1]), await connect(m.id, m.tokens[2]), await connect(m.id)];
    let checked = 0;
    for (let step = 0; step < 600 && checked < 4; step++) {
      const { seat, actions } = await nextChoice(m);
      if (!actions.includes('pass always')) {
        await send(m, seat, PREFER.find((c) => actions.includes(c)) ?? actions[0]);
        continue;
      }
      // A seat is polled in a marker window: the others read "reactions pending", never who is awaited.
      const prompt = JSON.stringify((await read()).view.prompt);
      expect(prompt).toContain('kd.prompt.reactionsPending');
      const others = [undefined, 0, 1, 2].filter((x) => x !== seat);
      const before = await Promise.all(others.map(async (x) => (await read(x)).seq));
      const own = (await read(seat)).seq;
      const heard = pages.map((p) => p.heard.length);
      await send(m, seat, 'pass');
      // A pass that closed the window lets it do its work, in public: only a pass that left it open is judged.
      if (JSON.stringify((await read()).view.prompt) !== prompt) continue;
      checked++;
      expect(await Promise.all(others.map(async (x) => (await read(x)).seq)), `seat ${seat}'s pass, as the others number it`).toEqual(before);
      expect((await read(seat)).seq).toBe(own + 1);
      for (const p of pages) await p.settle();
      // The passing seat's page hears of its entry; another page hears at most that its board
      // changed (the seat polled next), at the number it had.
      const updates = pages.map((p, i) => p.heard.slice(heard[i]).filter((x) => x.type === 'update'));
      const readers = [0, 1, 2, undefined];
      expect(updates[readers.indexOf(seat)]).toEqual([{ type: 'update', seq: own + 1, status: 'active' }]);
      for (const [i, x] of others.entries()) expect(updates[readers.indexOf(x)].every((u) => u.seq === before[i])).toBe(true);
    }
    expect(checked, 'passes that left a window open').toBeGreaterThan(0);
    for (const p of pages) p.ws.close(1000);
  }, 240_000);
});
