import { describe, expect, it } from 'vitest';
import { api, type TestMatch } from '../support/http';
import { unique } from '../support/notify';
import { nextChoice, readable, send } from '../support/twins';

/**
 * A-2 / A-9 twins over HTTP: two King David matches with the same seed and the same commands,
 * except that in the first marker window one seat answers PASS in one twin and PASS ALWAYS (its
 * private auto-pass) in the other. Every other seat and a spectator read the same view, log and
 * history. (What the other seats are told by mail and webhook, in twins differing in a sealed bid
 * or in the contents of a stack: tests/notify/king-david-twins-by-mail.test.ts.)
 */

const NAMES = ['Ana', 'Ben', 'Cy'];

async function twin(tag: string): Promise<TestMatch & { emails: string[] }> {
  const emails = NAMES.map((n) => `${unique(`${n.toLowerCase()}-${tag}`)}@example.com`);
  const players = NAMES.map((name, i) => ({ name, email: emails[i], salt: `salt-${i}` }));
  const r = await api('POST', '/api/matches', { body: { game: 'king-david', seats: 3, players, options: { seed: 'kd-twins' } } });
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
});
