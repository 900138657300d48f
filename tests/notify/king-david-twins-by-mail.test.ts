import { describe, expect, it } from 'vitest';
import { AREA } from '../../src/games/king-david/data/map';
import { api } from '../support/http';
import { playBuildTwins } from '../support/king-david-build-twins';
import { expectSameNotifications, play, twinMatches, type Twin } from '../support/twin-mail';
import { readable } from '../support/twins';

/**
 * Issue 13, A-2: twin King David matches, the same seed and the same commands but for one seat's
 * hidden choice, tell every other seat the same by mail and webhook until the reveal, one for one:
 * as many messages, in the same order, with the same subject, text and HTML, once the match id,
 * tokens, addresses and signed links are taken out (tests/support/twin-mail.ts sends each step's
 * notifications before the next step, and puts them back in the order the match wrote them).
 */

const NAMES = ['Ana', 'Ben', 'Cy'];
const EVERYWHERE = NAMES.map(() => ({ email: true, webhook: true }));
/** The quick player's choice: close the step; else the first command listed. */
const PREFER = ['done', 'pass', 'end', 'stop'];
const MINORS = new Set(['TYR', 'MOA', 'AMM', 'BED', 'EDO', 'EGY', 'HAM', 'NEG']);

const view = async (t: Twin, seat?: number) => (await api('GET', `/api/matches/${t.id}`, { token: seat === undefined ? undefined : t.tokens[seat] })).body;

/** The first active seat of twin A with a command, and its commands. */
async function next(t: Twin): Promise<{ seat: number; actions: string[] }> {
  for (const seat of (await view(t)).active as number[]) {
    const actions: string[] = (await view(t, seat)).actions;
    if (actions.length) return { seat, actions };
  }
  throw new Error('nobody can act');
}

/** The same command in both twins; twin B lists it too. Returns twin A's answer. */
async function both(a: Twin, b: Twin, seat: number, command: string) {
  expect((await view(b, seat)).actions, `twin B lists "${command}" for seat ${seat}`).toContain(command);
  const answer = await play(a, seat, command);
  await play(b, seat, command);
  return answer;
}

/** Every seat but `secret`, and a spectator, see the same views and read the same history in both twins. */
async function expectSameFor(a: Twin, b: Twin, secret: number, where: string): Promise<void> {
  for (const viewer of [undefined, 0, 1, 2].filter((x) => x !== secret)) {
    const [ra, rb] = [await readable(a, viewer), await readable(b, viewer)];
    expect(rb, `${where}: what ${viewer === undefined ? 'a spectator' : NAMES[viewer]} sees`).toEqual(ra);
  }
}

/** Plays both twins alike, every seat as a quick player, until `stop` says the command list of twin A holds what it waits for. */
async function playUntil(a: Twin, b: Twin, stop: (seat: number, actions: string[]) => boolean): Promise<{ seat: number; actions: string[] }> {
  for (let step = 0; step < 300; step++) {
    const n = await next(a);
    if (stop(n.seat, n.actions)) return n;
    await both(a, b, n.seat, PREFER.find((c) => n.actions.includes(c)) ?? n.actions[0]);
  }
  throw new Error('never reached');
}

describe('King David twins by mail and webhook (issue 13: A-2; issue 27: the Build step)', () => {
  it('A-2, A-13: a sealed bribe in an invasion roll-off: until every bid is in, the other seats and a spectator see and are told the same, one for one', async () => {
    const [a, b] = await twinMatches('king-david', 'kd-twin-bid', NAMES, EVERYWHERE);
    // The first movement that can enter an inactive minor country does so: a roll-off.
    let invaded = false;
    while (!invaded) {
      const { seat, actions } = await playUntil(a, b, (_, actions) => actions.some((c) => c.startsWith('group ')));
      for (const group of actions.filter((c) => c.startsWith('group '))) {
        const then: string[] = (await both(a, b, seat, group)).actions;
        const into = then.find((c) => /^(to|sea) /.test(c) && MINORS.has(AREA[c.split(' ')[1].toUpperCase()]?.country));
        if (into) {
          await both(a, b, seat, into);
          invaded = true;
          break;
        }
        await both(a, b, seat, 'undo');
      }
      if (!invaded) await both(a, b, seat, 'end');
    }
    // Two participants bid: the first one bids 0 in twin A and its most in twin B.
    const { seat: bidder, actions: bids } = await playUntil(a, b, (_, actions) => actions.some((c) => c.startsWith('bid ')));
    const offered = bids.filter((c) => c.startsWith('bid '));
    expect(offered.length).toBeGreaterThan(1);
    await play(a, bidder, offered[0]);
    await play(b, bidder, offered[offered.length - 1]);
    await expectSameFor(a, b, bidder, 'after the sealed bid');
    const others = [0, 1, 2].filter((x) => x !== bidder);
    expect(await expectSameNotifications(a, b, others)).toBeGreaterThanOrEqual(3);
    // The last bid reveals them all: from then on the twins differ for everyone.
    const last = await next(a);
    expect(last.seat).not.toBe(bidder);
    await both(a, b, last.seat, last.actions.find((c) => c.startsWith('bid ')) as string);
    expect(await readable(b)).not.toEqual(await readable(a));
  }, 300_000);

  it('A-2, A-10: which pieces a moving group drops off (another type, the same count): the other seats and a spectator see and are told the same, one for one, through the turn', async () => {
    const [a, b] = await twinMatches('king-david', 'kd-twin-stack', NAMES, EVERYWHERE);
    // The first group holding two types of army drops one type in twin A and the other in twin B.
    const type = (drop: string) => drop.split(' ')[1].split('-')[1].replace(/\d+$/, '');
    let secret = -1;
    let home = '';
    while (secret < 0) {
      const { seat, actions } = await playUntil(a, b, (_, actions) => actions.some((c) => c.startsWith('group ')));
      for (const group of actions.filter((c) => c.startsWith('group '))) {
        const then: string[] = (await both(a, b, seat, group)).actions;
        const drops = then.filter((c) => c.startsWith('drop '));
        const other = drops.find((d) => type(d) !== type(drops[0]));
        if (other) {
          await play(a, seat, drops[0]);
          await play(b, seat, other);
          secret = seat;
          home = AREA[group.split(' ')[1].toUpperCase()].country;
          break;
        }
        await both(a, b, seat, 'undo');
      }
      if (secret < 0) await both(a, b, seat, 'end');
    }
    // The rest of the group moves on at home, to an area both twins can reach.
    const [movesA, movesB] = [(await view(a, secret)).actions as string[], (await view(b, secret)).actions as string[]];
    const to = movesA.find((c) => c.startsWith('to ') && movesB.includes(c) && AREA[c.split(' ')[1].toUpperCase()]?.country === home) as string;
    expect(to, movesA.join(', ')).toBeDefined();
    await play(a, secret, to);
    await play(b, secret, to);
    expect((await view(a, secret)).view).not.toEqual((await view(b, secret)).view);
    // The drop is a secret step (A-2): the others' views and logs, numbers included, are the same.
    await expectSameFor(a, b, secret, 'after the drop');
    for (let step = 0; step < 40; step++) {
      const n = await next(a);
      const answer = await both(a, b, n.seat, PREFER.find((c) => n.actions.includes(c)) ?? n.actions[0]);
      expect(answer.view.battle, 'no battle shows the stacks').toBeNull();
      await expectSameFor(a, b, secret, `step ${step}`);
    }
    expect(await expectSameNotifications(a, b, [0, 1, 2].filter((x) => x !== secret))).toBeGreaterThanOrEqual(4);
  }, 300_000);

  it('A-2 / A-15 / KD-72 / KD-73: which army a seat restores, and which loses a step for want of upkeep: the other seats and a spectator see and are told the same, one for one', async () => {
    const twins = await twinMatches('king-david', 'kd-twins-build-8', NAMES, EVERYWHERE);
    const played = await playBuildTwins({
      async read(i, seat) {
        const body = await view(twins[i], seat);
        return { active: body.active as number[], actions: (body.actions as string[]).filter((c) => c !== 'undo'), view: body.view };
      },
      send: async (i, seat, command) => void (await play(twins[i], seat, command)),
      check: (secret, where) => expectSameFor(twins[0], twins[1], secret, where),
    });
    expect(played.restored[0]).not.toBe(played.restored[1]);
    expect(played.lost[0]).not.toBe(played.lost[1]);
    expect(await expectSameNotifications(twins[0], twins[1], [0, 1, 2].filter((x) => x !== played.seat))).toBeGreaterThanOrEqual(4);
  }, 900_000);
});
