import { describe, expect, it } from 'vitest';
import type { Phrase } from '../../src/engine/text';
import { render } from '../../src/text/render';
import { api } from '../support/http';
import { allMessages } from '../support/words';
import { activeSeat, confirmAll, create, named, waitForMail, unique } from '../support/notify';

describe('turn emails through the outbox, the queue and send_email (captured locally)', () => {
  it('the active seat gets one "your turn" email with its board, commands, link and reply address', async () => {
    const ana = `${unique('ana')}@example.com`;
    const bo = `${unique('bo')}@example.com`;
    const m = await create({ players: [{ name: 'Ana', email: ana }, { name: 'Bo <b>', email: bo, lang: 'es' }], options: { seed: 'mail-1' } });
    await confirmAll(m.id, [ana, bo]);
    const { seat } = await activeSeat(m.id, m.tokens);
    const to = seat === 0 ? ana : bo;
    const [mail] = await waitForMail(to);
    const mine = (await api('GET', `/api/matches/${m.id}`, { token: m.tokens[seat] })).body;
    expect(mail.subject).toMatch(seat === 0 ? /^Your turn in Carolus Magnus/ : /^Te toca en Carolus Magnus/);
    // The board in words: the game names seats by reference, the mail by the players' names, in the reader's language.
    const names = ['Ana', 'Bo <b>'];
    expect(JSON.stringify(mine.summary)).toContain('{"seat":');
    const board = seat === 0 ? named(mine.summary, names) : (mine.summary as Phrase[]).map((p) => render(p, 'es', allMessages, (n) => names[n], { strict: true })).join('\n');
    expect(mail.text).toContain(board);
    expect(mail.text).not.toMatch(/Seat \d/);
    // Each legal command, after its sentence.
    for (const a of mine.actions.filter((x: string) => x !== 'undo')) expect(mail.text).toMatch(new RegExp(`^ *- .+ — ${a}$`, 'm'));
    expect(mail.text).toContain(`/m/${m.id}#${m.tokens[seat]}`);
    expect(mail.raw).not.toContain(m.tokens[1 - seat]);
    // The reply address names the match, the seat and the turn (the log entry) the email is for.
    expect(mail.replyTo?.[0].address).toMatch(new RegExp(`^play\\+${m.id}-${seat}-${mine.seq}-[0-9a-f]{24}@pbm\\.example$`));
    const header = (name: string) => mail.headers.find((h) => h.key === name)?.value;
    expect(header('list-unsubscribe')).toMatch(/^<https:\/\/pbm\.test\/api\/unsubscribe\/[a-z0-9-]+>, <mailto:unsubscribe\+/);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toContain('<ul class="board"');
    if (seat === 1) expect(mail.html).toContain('Bo &lt;b&gt;');
  });
});
