import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Phrase } from '../../src/engine/text';
import { receiveMail } from '../../src/notify/inbound';
import { api } from '../support/http';
import { expectedListing, listedInMail, listsExactly } from '../support/mail-moves';
import { confirmAll, create, eventually, named, notices as mailbox, unique, type Mail } from '../support/notify';

/**
 * Issue 12: Princeps Machiavelli by mail. A seat plays its Draw, Negotiation, Preparation and
 * action turn by replying to its turn emails, which list every legal command with its sentence.
 * (Twin matches told by mail: princeps-twins-by-mail.test.ts.)
 */

const GAME = 'princeps-machiavelli';
const NAMES = ['Ana', 'Ben', 'Cyd'];

interface Move {
  command: string;
  text: Phrase;
}

/** A reply to the seat's address, its first line the command (as a mail client sends it). */
function reply(from: string, to: string, text: string, messageId: string) {
  const raw = [
    `From: <${from}>`,
    `To: <${to}>`,
    'Subject: Re: Your turn in Princeps Machiavelli',
    `Message-ID: <${messageId}@example.com>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    '',
    `${text}\r\n\r\nOn Monday, Play by mail wrote:\r\n> It is your turn.\r\n`,
  ].join('\r\n');
  return { from, to, raw, rawSize: raw.length };
}

const view = async (id: string, token?: string) => (await api('GET', `/api/matches/${id}`, { token })).body;

async function send(id: string, token: string, command: string): Promise<void> {
  const r = await api('POST', `/api/matches/${id}/actions`, { token, body: { command } });
  expect(r.status, `${command}: ${JSON.stringify(r.body)}`).toBe(200);
}

/** A seat with something to do, not waiting with its "done" said or its discards sent. */
function ready(v: { actions: string[]; view: { negotiation: { done: boolean } | null; draw: { submitted: boolean } | null } }): boolean {
  return v.actions.length > 0 && !v.view.negotiation?.done && !v.view.draw?.submitted;
}

/** The step-closing command a quick player picks, else the first listed. */
function quick(actions: string[]): string {
  return ['draw', 'done', 'end', 'pass'].find((c) => actions.includes(c)) ?? actions[0];
}

describe('Princeps Machiavelli by mail (issue 12)', () => {
  it('A-3 … A-11: a seat plays a whole round by replying to its emails only; every email lists each legal command with its sentence', async () => {
    const email = `${unique('ana')}@example.com`;
    const m = await create({ game: GAME, seats: 3, players: [{ name: NAMES[0], email }, { name: NAMES[1] }, { name: NAMES[2] }], options: { seed: 'pm-by-mail' } });
    await confirmAll(m.id, [email]);

    // A reply that is no move comes back refused, in words. Each email signs its turn into its reply address.
    const replyTo = (mail: Mail) => mail.replyTo?.[0].address ?? '';
    const [first] = await eventually(() => mailbox(email), (ms) => ms.length > 0);
    const refused = await receiveMail(reply(email, replyTo(first), 'attack firenze', 'pm-mail-bad'), env);
    expect(refused.outcome).toBe('refused');
    const answer = (await eventually(() => mailbox(email), (ms) => ms.some((x) => x.subject?.startsWith('Move not accepted')))).find((x) => x.subject?.startsWith('Move not accepted'));
    expect(answer?.text).toContain('Your reply "attack firenze" was not played');

    let read = 0;
    const played: string[] = [];
    for (let step = 0; step < 300; step++) {
      const all = await view(m.id);
      if (all.view.round > 1 || all.status !== 'active') break;
      const mine = await view(m.id, m.tokens[0]);
      if (ready(mine)) {
        const moves: Move[] = mine.moves;
        const want = expectedListing(moves.map((x) => ({ command: x.command, text: named(x.text, NAMES), kind: typeof x.text === 'string' ? undefined : x.text.key })));
        const matches = (x: Mail) => listsExactly(x, want);
        const mails = await eventually(() => mailbox(email), (ms) => ms.slice(read).some(matches));
        let index = mails.length - 1;
        while (index >= read && !matches(mails[index])) index--;
        const mail = mails[index];
        read = index + 1;
        expect(listedInMail(mail)).toEqual(want);
        expect(mail.text).not.toMatch(/\b(?:PM|A|R)-\d+\b|\bSeat \d\b/);
        const command = quick([...listedInMail(mail).keys()]);
        const r = await receiveMail(reply(email, replyTo(mail), command, `pm-mail-${step}`), env);
        expect(r).toMatchObject({ outcome: 'played', seat: 0 });
        played.push(command);
        continue;
      }
      let moved = false;
      for (const seat of (all.active as number[]).filter((x) => x !== 0)) {
        const theirs = await view(m.id, m.tokens[seat]);
        if (!ready(theirs)) continue;
        await send(m.id, m.tokens[seat], quick(theirs.actions));
        moved = true;
        break;
      }
      expect(moved, `someone can act at entry ${all.seq}`).toBe(true);
    }
    expect((await view(m.id)).view.round).toBe(2);
    // Every step of the round by mail: the Draw, "done" in the Negotiation, the Preparation and the action turn.
    expect(played).toContain('draw');
    expect(played).toContain('done');
    expect(played.filter((c) => c === 'end')).toHaveLength(2);
  }, 240_000);
});
