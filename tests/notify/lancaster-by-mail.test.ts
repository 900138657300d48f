import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Phrase } from '../../src/engine/text';
import { receiveMail } from '../../src/notify/inbound';
import { api } from '../support/http';
import { boardOf, expectedListing, listedInMail, listsExactly } from '../support/mail-moves';
import { confirmEmail, eventually, named, notices as mailbox, unique, type Mail } from '../support/notify';

/**
 * Issue 11, the proof: a Lancaster seat plays a whole round by replying to its emails alone. Each
 * email it reads lists every legal command with its sentence, and the board in words names what
 * a decision needs (laws, counties and rewards, conflicts, castle tiles) with no code to look up.
 */

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
    'Subject: Re: Your turn in Lancaster',
    `Message-ID: <${messageId}@example.com>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    '',
    `${text}\r\n\r\nOn Monday, Play by mail wrote:\r\n> It is your turn.\r\n`,
  ].join('\r\n');
  return { from, to, raw, rawSize: raw.length };
}

const view = async (id: string, token?: string) => (await api('GET', `/api/matches/${id}`, { token })).body;

describe('Lancaster by mail (issue 11)', () => {
  it('a seat plays a full round by replying to its emails only; every email lists each legal command with its sentence', async () => {
    const email = `${unique('ana')}@example.com`;
    const r = await api('POST', '/api/matches', {
      body: { game: 'lancaster', seats: 3, players: [{ name: NAMES[0], email }, { name: NAMES[1] }, { name: NAMES[2] }], options: { seed: 'by-mail' } },
    });
    expect(r.status).toBe(201);
    const id: string = r.body.id;
    const tokens: string[] = r.body.seats.map((s: { token: string }) => s.token);
    await confirmEmail(id, 0, email);

    // A reply that is no move comes back refused, in words, with the moves still to choose from.
    const [first] = await eventually(() => mailbox(email), (ms) => ms.length > 0);
    // Each email signs the turn it was written for into its reply address.
    const replyTo = (mail: Mail) => mail.replyTo?.[0].address ?? '';
    const refused = await receiveMail(reply(email, replyTo(first), 'knight 9 paris', 'by-mail-bad'), env);
    expect(refused.outcome).toBe('refused');
    const answer = (await eventually(() => mailbox(email), (ms) => ms.some((m) => m.subject?.startsWith('Move not accepted')))).find((m) => m.subject?.startsWith('Move not accepted'));
    expect(answer?.text).toContain(
      'Your reply "knight 9 paris" was not played: That is not a move for this step. Every player chooses, in secret, the extension tile to build first; all are revealed together.',
    );

    let replies = 0;
    let read = 0; // mails already used
    let sawBoard = false;
    for (let step = 0; step < 400; step++) {
      const all = await view(id);
      if (all.view.round > 1) break;
      const mine = await view(id, tokens[0]);
      if (mine.actions.length > 0) {
        // Seat 0 knows only what its mail tells it: the newest mail listing exactly its moves.
        const moves: Move[] = mine.moves;
        const want = expectedListing(moves.map((m) => ({ command: m.command, text: named(m.text, NAMES), kind: typeof m.text === 'string' ? undefined : m.text.key })));
        const mails = await eventually(
          () => mailbox(email),
          (ms) => ms.slice(read).some((m) => listsExactly(m, want)),
        );
        let index = mails.length - 1;
        while (index >= read && !listsExactly(mails[index], want)) index--;
        expect(index, `a mail lists the ${want.size} moves of step ${step}`).toBeGreaterThanOrEqual(read);
        const mail = mails[index];
        read = index + 1;
        // Each legal command with its sentence, as the game says it.
        expect(listedInMail(mail)).toEqual(want);
        const board = boardOf(mail);
        expect(board).toContain('Law 1: ');
        expect(board).not.toMatch(/\b(?:[cC]\d\d|[lL]\d\d|kf\d|x[1-6]|s[1-3]|ac[12]|[A-Z]{1,3}-\d+)\b/);
        if (!sawBoard && /Your turn to place a knight/.test(board)) {
          sawBoard = true;
          // The board names what the placement needs: counties with minimum and reward, conflicts with France's strength.
          expect(board).toMatch(/A Kent: needs strength 1; reward: 3 squires;/);
          expect(board).toMatch(/Top row, left: \w+, France \d+, power points \d+\/\d+\/\d+ by rank;/);
          expect(board).toMatch(/Ana’s castle: built: [^;]+\([^)]+\);/);
        }
        // Seat 0 picks a move from the mail: a county knight when there is one, else in rotation.
        const commands = [...listedInMail(mail).keys()];
        const command = commands.find((c) => /^knight \d (kent|stafford|sussex|hampshire)$/.test(c)) ?? commands[(step * 3) % commands.length];
        const played = await receiveMail(reply(email, replyTo(mail), command, `by-mail-${step}`), env);
        expect(played).toMatchObject({ outcome: 'played', seat: 0 });
        replies++;
        continue;
      }
      // The others play through the API: whoever of them has a move.
      let seat = -1;
      let actions: string[] = [];
      for (const s of (all.active as number[]).filter((x) => x !== 0)) {
        actions = (await view(id, tokens[s])).actions;
        if (actions.length > 0) {
          seat = s;
          break;
        }
      }
      expect(seat, `someone can act at entry ${all.seq}`).toBeGreaterThan(0);
      const command = actions.includes('pass') ? 'pass' : actions[0];
      const moved = await api('POST', `/api/matches/${id}/actions`, { token: tokens[seat], body: { command } });
      expect(moved.status).toBe(200);
    }
    expect((await view(id)).view.round).toBe(2);
    expect(sawBoard).toBe(true);
    // A whole round for seat 0: its first tile, placements, three votes, and more, all by mail.
    expect(replies).toBeGreaterThanOrEqual(8);
    const log = (await api('GET', `/api/matches/${id}/log`, { token: tokens[0] })).body.entries as { seat: number | null; command: string | null }[];
    const fromSeat0 = log.filter((e) => e.seat === 0 && e.command !== null).map((e) => e.command as string);
    expect(fromSeat0.filter((c) => c.startsWith('vote '))).toHaveLength(3);
    expect(fromSeat0.some((c) => c.startsWith('build '))).toBe(true);
    expect(fromSeat0.some((c) => c.startsWith('knight '))).toBe(true);
  }, 240_000);
});
