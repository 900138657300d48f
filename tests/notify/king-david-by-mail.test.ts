import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Phrase } from '../../src/engine/text';
import { receiveMail } from '../../src/notify/inbound';
import { api } from '../support/http';
import { boardOf, expectedListing, listedInMail, listsExactly } from '../support/mail-moves';
import { confirmEmail, eventually, named, notices as mailbox, unique, type Mail } from '../support/notify';

/**
 * Issue 13: King David can be played by email. Each turn email lists every legal command as a
 * sentence with its code; a reply with the code, or with the sentence itself, plays it. The
 * board in words gives the map by country and area, and no counter id or rule id (A-2: and no
 * other seat's secrets: the other side's stacks are counts only).
 */

const NAMES = ['Ana', 'Ben'];

interface Move {
  command: string;
  text: Phrase;
}

function reply(from: string, to: string, text: string, messageId: string) {
  const raw = [
    `From: <${from}>`,
    `To: <${to}>`,
    'Subject: Re: Your turn in The Campaigns of King David',
    `Message-ID: <${messageId}@example.com>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    '',
    `${text}\r\n\r\nOn Monday, Play by mail wrote:\r\n> It is your turn.\r\n`,
  ].join('\r\n');
  return { from, to, raw, rawSize: raw.length };
}

const view = async (id: string, token?: string) => (await api('GET', `/api/matches/${id}`, { token })).body;

/** Counter ids (JUD-p43-1), marker ids and rule ids never reach a reader. */
const IDS = /\b(?:[A-Z]{3}-[a-z]\d+-\d+|[a-z]{3}-[a-z]\d+-\d+|KD-\d+|R-\d+|A-\d+|T-\d+|Seat \d)\b/;

describe('King David by mail (issue 13)', () => {
  it('A-2: a seat chooses its country and places its set-up armies by replying to its emails; each email lists every legal command with its sentence', async () => {
    const email = `${unique('ana')}@example.com`;
    const r = await api('POST', '/api/matches', {
      body: { game: 'king-david', seats: 2, players: [{ name: NAMES[0], email }, { name: NAMES[1] }], options: { seed: 'kd-by-mail' } },
    });
    expect(r.status).toBe(201);
    const id: string = r.body.id;
    const tokens: string[] = r.body.seats.map((s: { token: string }) => s.token);
    await confirmEmail(id, 0, email);
    // Each email signs the turn it was written for into its reply address.
    const replyTo = (mail: Mail) => mail.replyTo?.[0].address ?? '';

    let replies = 0;
    let bySentence = 0;
    let read = 0;
    let sawMap = false;
    for (let step = 0; step < 300 && replies < 12; step++) {
      const mine = await view(id, tokens[0]);
      if (mine.actions.length > 0) {
        // Seat 0 knows only what its mail tells it: the newest mail listing exactly its moves.
        // (Taking back one's own step is offered on the page, not by mail.)
        const moves = (mine.moves as Move[]).filter((m) => m.command !== 'undo');
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
        expect(listedInMail(mail)).toEqual(want);
        expect(mail.text).not.toMatch(IDS);
        const board = boardOf(mail);
        // The map by country and area, the reader's own pieces by name, the other side's as counts.
        if (/Judah: Hebron city level 3: Judah \(Ana\) Judah /.test(board) && /Philistia: Gaza city level 2: Philistia \(Ben\) \d pieces/.test(board)) sawMap = true;
        // Seat 0 picks a move from its mail: its sentence when no other move says the same, else its code.
        const commands = [...listedInMail(mail)];
        const [command, sentence] = commands[(step * 5) % commands.length];
        const unique = [...listedInMail(mail).values()].filter((s) => s === sentence).length === 1;
        const played = await receiveMail(reply(email, replyTo(mail), unique ? sentence : command, `kd-mail-${step}`), env);
        expect(played, `reply "${unique ? sentence : command}"`).toMatchObject({ outcome: 'played', seat: 0 });
        if (unique) bySentence++;
        replies++;
        continue;
      }
      // The other seat plays through the API, by its timeout defaults' first choice.
      const all = await view(id);
      const other = await view(id, tokens[1]);
      expect(all.active, `someone can act at entry ${all.seq}`).toContain(1);
      const command = (other.actions as string[]).find((a) => a === 'pass' || a === 'done') ?? other.actions[0];
      const moved = await api('POST', `/api/matches/${id}/actions`, { token: tokens[1], body: { command } });
      expect(moved.status).toBe(200);
    }
    expect(replies).toBe(12);
    expect(bySentence).toBeGreaterThan(0);
    expect(sawMap).toBe(true);
    const log = (await api('GET', `/api/matches/${id}/log`, { token: tokens[0] })).body.entries as { seat: number | null; command: string | null }[];
    expect(log.filter((e) => e.seat === 0 && e.command !== null)).toHaveLength(12);
  }, 240_000);
});
