import { describe, expect, it } from 'vitest';
import { api } from '../support/http';
import { expectSameNotifications, play, twinMatches, type Twin } from '../support/twin-mail';
import { readable } from '../support/twins';

/**
 * Issue 12, A-14 and A-15 ("every … notification is filtered"): twin Princeps Machiavelli matches,
 * the same seed and the same commands but for one seat's hidden choice, tell every other seat the
 * same by mail and webhook, one for one: as many messages, in the same order, with the same subject,
 * text and HTML, once the match id, tokens, addresses and signed links are taken out. The support
 * (tests/support/twin-mail.ts) sends each step's notifications before the next step and puts them
 * back in the order the match wrote them, so that nothing but the match decides what they say.
 */

const GAME = 'princeps-machiavelli';
const NAMES = ['Ana', 'Ben', 'Cyd'];

const view = async (t: Twin, seat?: number) => (await api('GET', `/api/matches/${t.id}`, { token: seat === undefined ? undefined : t.tokens[seat] })).body;

/** A seat with something to do, not waiting with its "done" said or its discards sent. */
function ready(v: { actions: string[]; view: { negotiation: { done: boolean } | null; draw: { submitted: boolean } | null } }): boolean {
  return v.actions.length > 0 && !v.view.negotiation?.done && !v.view.draw?.submitted;
}

/** The step-closing command a quick player picks, else the first listed. */
function quick(actions: string[]): string {
  return ['draw', 'done', 'end', 'pass'].find((c) => actions.includes(c)) ?? actions[0];
}

/** The same command in both twins. */
async function both(a: Twin, b: Twin, seat: number, command: string): Promise<void> {
  await play(a, seat, command);
  await play(b, seat, command);
}

/**
 * Both twins play on alike, each seat as a quick player, until `over`; after each step `check`
 * runs. Twin A's commands are listed in twin B too: the hidden difference changes nothing the
 * others can do.
 */
async function playAlike(a: Twin, b: Twin, over: () => Promise<boolean>, check: () => Promise<void> = async () => {}): Promise<void> {
  for (let step = 0; step < 200 && !(await over()); step++) {
    const seats = (await view(a)).active as number[];
    let moved = false;
    for (const seat of seats) {
      const mine = await view(a, seat);
      if (!ready(mine)) continue;
      const command = quick(mine.actions);
      expect((await view(b, seat)).actions, `twin B lists "${command}" for seat ${seat}`).toContain(command);
      await both(a, b, seat, command);
      await check();
      moved = true;
      break;
    }
    expect(moved, 'someone can act').toBe(true);
  }
  expect(await over()).toBe(true);
}

/** Every seat but `secret`, and a spectator, read the same views and logs in both twins. */
async function expectSameReading(a: Twin, b: Twin, secret: number): Promise<void> {
  for (const viewer of [undefined, 0, 1, 2].filter((x) => x !== secret)) {
    expect(await readable(b, viewer), `what ${viewer === undefined ? 'a spectator' : NAMES[viewer]} reads`).toEqual(await readable(a, viewer));
  }
}

const phase = async (t: Twin) => (await view(t)).view.phase as string;
const roundOver = (t: Twin) => async () => (await view(t)).view.round > 1;

describe('Princeps Machiavelli twins by mail and webhook (issue 12: A-14, A-15)', () => {
  it('A-6, A-14, A-15: a trade offer between two others (and its refusal): the third seat’s mails are the same one for one, through the rest of the round', async () => {
    const [a, b] = await twinMatches(GAME, 'pm-twin-offer', NAMES, [{}, {}, { email: true, webhook: true }]);
    const cydAndSpectator = async () => {
      for (const viewer of [undefined, 2]) expect(await readable(b, viewer), `what ${viewer === undefined ? 'a spectator' : 'Cyd'} reads`).toEqual(await readable(a, viewer));
    };
    await playAlike(a, b, async () => (await phase(a)) !== 'draw');
    expect(await phase(a)).toBe('negotiation');
    await both(a, b, 2, 'done');
    // Twin A only: Ana offers Ben a card, and Ben declines.
    await play(a, 0, 'offer 2');
    const gives: string[] = (await view(a, 0)).actions.filter((c: string) => c.startsWith('give '));
    await play(a, 0, gives[0]);
    await play(a, 0, 'send');
    const answers: string[] = (await view(a, 1)).actions.filter((c: string) => c.startsWith('decline '));
    expect(answers).toHaveLength(1);
    await play(a, 1, answers[0]);
    // The four entries of the offer show Cyd and a spectator nothing, their entry numbers included.
    expect((await view(a, 2)).seq).toBe((await view(b, 2)).seq);
    await cydAndSpectator();
    await both(a, b, 0, 'done');
    await both(a, b, 1, 'done');
    expect([await phase(a), await phase(b)]).toEqual(['preparation', 'preparation']);
    await cydAndSpectator();
    // Then the same Preparation and Actions in both, so that Cyd is told of her turns after the offer.
    await playAlike(a, b, roundOver(a), cydAndSpectator);
    // Cyd's mails word for word (with the turn signed into each Reply-To), and her webhooks with their `seq`.
    expect(await expectSameNotifications(a, b, [2])).toBeGreaterThanOrEqual(3);
  }, 240_000);

  it('A-10, A-14, A-15: a face-down placement (the same two cards on two territories, swapped): the other seats’ mails and webhooks, views and logs are the same one for one', async () => {
    const [a, b] = await twinMatches(GAME, 'pm-twin-place', NAMES, [{ email: true, webhook: true }, { email: true, webhook: true }, { email: true, webhook: true }]);
    await playAlike(a, b, async () => (await phase(a)) === 'preparation');
    // The first seat of the Preparation puts two cards of different kinds face down on two of its
    // territories: twin A one way round, twin B the other.
    const seat = ((await view(a)).active as number[])[0];
    const places: string[] = (await view(a, seat)).actions.filter((c: string) => c.startsWith('place '));
    const [card1, where1] = places[0].split(' ').slice(1);
    const kind = (card: string) => card.replace(/\d+$/, '');
    const card2 = places.map((c) => c.split(' ')[1]).find((c) => kind(c) !== kind(card1)) as string;
    const where2 = places.map((c) => c.split(' ')[2]).find((w) => w !== where1) as string;
    expect([card2, where2].every(Boolean), places.join(', ')).toBe(true);
    await play(a, seat, `place ${card1} ${where1}`);
    await play(a, seat, `place ${card2} ${where2}`);
    await play(b, seat, `place ${card2} ${where1}`);
    await play(b, seat, `place ${card1} ${where2}`);
    await expectSameReading(a, b, seat);
    await both(a, b, seat, 'end');
    await playAlike(a, b, roundOver(a), () => expectSameReading(a, b, seat));
    // The seat itself sees its own cards where it put them.
    expect(JSON.stringify((await view(a, seat)).view)).not.toEqual(JSON.stringify((await view(b, seat)).view));
    const others = [0, 1, 2].filter((x) => x !== seat);
    expect(await expectSameNotifications(a, b, others)).toBeGreaterThanOrEqual(4);
  }, 240_000);

  it('A-7, A-9, A-14, A-15: a card in hand (a gift of one card or another between two others): the third seat’s mails and webhooks, views and logs are the same one for one', async () => {
    const [a, b] = await twinMatches(GAME, 'pm-twin-hand', NAMES, [{}, {}, { email: true, webhook: true }]);
    await playAlike(a, b, async () => (await phase(a)) !== 'draw');
    await both(a, b, 2, 'done');
    // Ana gives Ben one card in twin A and another in twin B; Ben accepts: the trade's counts are public, its content is theirs.
    await both(a, b, 0, 'offer 2');
    const gives: string[] = (await view(a, 0)).actions.filter((c: string) => c.startsWith('give '));
    const other = gives.find((g) => g.replace(/\d+$/, '') !== gives[0].replace(/\d+$/, '')) as string;
    expect(other, gives.join(', ')).toBeDefined();
    await play(a, 0, gives[0]);
    await play(b, 0, other);
    await expectSameReading(a, b, 0);
    await both(a, b, 0, 'send');
    await both(a, b, 1, 'accept 1 1');
    // Ben's hand and Ana's now differ between the twins; Cyd and a spectator cannot tell.
    expect((await view(a, 1)).view).not.toEqual((await view(b, 1)).view);
    for (const viewer of [undefined, 2]) expect(await readable(b, viewer)).toEqual(await readable(a, viewer));
    await both(a, b, 0, 'done');
    await both(a, b, 1, 'done');
    await playAlike(a, b, roundOver(a), async () => {
      for (const viewer of [undefined, 2]) expect(await readable(b, viewer)).toEqual(await readable(a, viewer));
    });
    expect(await expectSameNotifications(a, b, [2])).toBeGreaterThanOrEqual(3);
  }, 240_000);
});
