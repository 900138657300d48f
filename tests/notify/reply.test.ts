import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { recentInbound } from '../../src/db/mail';
import { replyAddress } from '../../src/notify/addresses';
import { sign } from '../../src/notify/keys';
import { automaticReason } from '../../src/notify/automatic';
import { receiveMail, MAX_INBOUND_BYTES } from '../../src/notify/inbound';
import { api } from '../support/http';
import { calledIn, activeSeat, confirmAll, create, named, notices, SECRET, unique, waitForMail } from '../support/notify';

function reply(o: { from: string; to: string; text?: string; html?: string; headers?: string[]; messageId?: string; subject?: string }) {
  const parts: string[] = [];
  if (o.text !== undefined) parts.push(['--b', 'Content-Type: text/plain; charset=UTF-8', '', o.text].join('\r\n'));
  if (o.html !== undefined) parts.push(['--b', 'Content-Type: text/html; charset=UTF-8', '', o.html].join('\r\n'));
  const raw = [
    `From: <${o.from}>`,
    `To: <${o.to}>`,
    `Subject: ${o.subject ?? 'Re: Your turn'}`,
    `Message-ID: <${o.messageId ?? crypto.randomUUID()}@example.com>`,
    ...(o.headers ?? []),
    'MIME-Version: 1.0',
    'Content-Type: multipart/alternative; boundary="b"',
    '',
    ...parts,
    '--b--',
    '',
  ].join('\r\n');
  return { from: o.from, to: o.to, raw, rawSize: raw.length };
}

async function setup(seed: string) {
  const emails = [`${unique('ana')}@example.com`, `${unique('bo')}@example.com`];
  const m = await create({ players: [{ name: 'Ana', email: emails[0] }, { name: 'Bo', email: emails[1] }], options: { seed } });
  await confirmAll(m.id, emails);
  const { seat, command, seq } = await activeSeat(m.id, m.tokens);
  const to = await replyAddress(SECRET, 'pbm.example', { match: m.id, seat, turn: seq });
  return { m, seat, command, seq, email: emails[seat], to };
}

const seqOf = async (id: string) => (await api('GET', `/api/matches/${id}`)).body.seq as number;

describe('playing by replying to the turn email', () => {
  it('the first line of a reply from the seat address is played, and a confirmation comes back', async () => {
    const s = await setup('reply-1');
    const [turn] = await waitForMail(s.email);
    expect(turn.replyTo?.[0].address).toBe(s.to);
    const r = await receiveMail(
      reply({ from: s.email.toUpperCase(), to: s.to, text: `${s.command}\r\n\r\nOn Sunday, Play by mail wrote:\r\n> It is your turn.\r\n`, messageId: 'r1' }),
      env,
    );
    expect(r).toMatchObject({ outcome: 'played', matchId: s.m.id, seat: s.seat });
    expect(await seqOf(s.m.id)).toBe(s.seq + 1);
    const log = (await api('GET', `/api/matches/${s.m.id}/log`)).body.entries;
    expect(log.at(-1)).toMatchObject({ seat: s.seat, command: s.command });
    const mails = await waitForMail(s.email, 2);
    const confirm = mails.find((x) => x.subject?.startsWith('Move accepted'));
    expect(confirm?.text).toContain(`"${s.command}" was played`);
    expect(confirm?.inReplyTo).toBe('<r1@example.com>');
    expect(turn.subject).toMatch(/^Your turn/);
    // The same mail delivered twice plays once.
    expect((await receiveMail(reply({ from: s.email, to: s.to, text: s.command, messageId: 'r1' }), env)).outcome).toBe('played');
    expect(await seqOf(s.m.id)).toBe(s.seq + 1);
  });

  it('an HTML-only reply works; an illegal command comes back with the legal ones', async () => {
    const s = await setup('reply-2');
    await waitForMail(s.email);
    const bad = await receiveMail(reply({ from: s.email, to: s.to, text: 'fly to the moon\n-- \nAna' }), env);
    expect(bad.outcome).toBe('refused');
    expect(await seqOf(s.m.id)).toBe(s.seq);
    const refused = (await waitForMail(s.email, 2)).find((x) => x.subject?.startsWith('Move not accepted'));
    expect(refused?.text).toContain('"fly to the moon" was not played');
    expect(refused?.text).toMatch(new RegExp(`^ *- .+ — ${s.command}$`, 'm'));
    const html = await receiveMail(reply({ from: s.email, to: s.to, html: `<div>${s.command}</div><blockquote>old</blockquote>` }), env);
    expect(html.outcome).toBe('played');
    expect(await seqOf(s.m.id)).toBe(s.seq + 1);
  });

  it('wrong sender, forged or unknown address, oversized or automatic mail: dropped, recorded, nothing played', async () => {
    const s = await setup('reply-3');
    const other = await replyAddress('another-secret', 'pbm.example', { match: s.m.id, seat: s.seat, turn: s.seq });
    const cases = [
      [reply({ from: 'eve@example.com', to: s.to, text: s.command }), 'wrong_sender'],
      [reply({ from: s.email, to: other, text: s.command }), 'unknown_recipient'],
      [reply({ from: s.email, to: s.to.replace(`-${s.seat}-`, `-${1 - s.seat}-`), text: s.command }), 'unknown_recipient'],
      [reply({ from: s.email, to: s.to.replace(`-${s.seq}-`, `-${s.seq + 1}-`), text: s.command }), 'unknown_recipient'],
      [reply({ from: s.email, to: `play+${s.m.id}@pbm.example`, text: s.command }), 'unknown_recipient'],
      [reply({ from: s.email, to: 'someone@elsewhere.example', text: s.command }), 'unknown_recipient'],
      [{ ...reply({ from: s.email, to: s.to, text: s.command }), rawSize: MAX_INBOUND_BYTES + 1 }, 'too_large'],
      [reply({ from: s.email, to: s.to, text: s.command, headers: ['Auto-Submitted: auto-replied'] }), 'automatic'],
      [{ from: s.email, to: s.to, raw: 'not a mail at all', rawSize: 17 }, 'refused'],
    ] as const;
    for (const [mail, outcome] of cases) expect((await receiveMail(mail, env)).outcome).toBe(outcome);
    expect(await seqOf(s.m.id)).toBe(s.seq);
    const recorded = await recentInbound(env.DB, cases.length);
    expect(recorded.map((r) => r.outcome).reverse()).toEqual(cases.map((c) => c[1]));
  });

  it('automatic replies (RFC 3834 and the vendors’ headers, out-of-office subjects) are dropped silently: nothing played, nothing answered', async () => {
    const s = await setup('reply-auto');
    await waitForMail(s.email);
    const before = (await notices(s.email)).length;
    const robots: { headers?: string[]; subject?: string; from?: string }[] = [
      { headers: ['Precedence: bulk'] },
      { headers: ['Precedence: junk'] },
      { headers: ['Precedence: list'] },
      { headers: ['Precedence: auto_reply'] },
      { headers: ['X-Auto-Response-Suppress: All'] },
      { headers: ['X-Autoresponder: vacation'] },
      { headers: ['X-Autoreply: yes'] },
      { headers: ['X-MS-Exchange-Inbox-Rules-Loop: ana@example.com'] },
      { headers: ['Auto-Submitted: auto-generated'] },
      { subject: 'Out of Office: Your turn in Carolus Magnus' },
      { subject: 'Automatic reply: Your turn in Carolus Magnus' },
      { subject: 'Auto: Your turn' },
      { subject: 'Respuesta automática: Te toca en Carolus Magnus' },
      { subject: 'Fuera de la oficina: Te toca en Carolus Magnus' },
      { subject: 'RE: Autoreply' },
      { from: '' },
    ];
    for (const r of robots) {
      const mail = reply({ from: s.email, to: s.to, text: s.command, ...r });
      const got = await receiveMail(r.from === undefined ? mail : { ...mail, from: r.from }, env);
      expect([JSON.stringify(r), got.outcome]).toEqual([JSON.stringify(r), 'automatic']);
    }
    expect(await seqOf(s.m.id)).toBe(s.seq);
    // A person's reply, with a reply's usual subject and "Auto-Submitted: no", still plays.
    const person = await receiveMail(reply({ from: s.email, to: s.to, text: s.command, subject: 'RE: Te toca en Carolus Magnus', headers: ['Auto-Submitted: no'] }), env);
    expect(person.outcome).toBe('played');
    // Only the confirmation of that move came back.
    const after = await waitForMail(s.email, before + 1);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await notices(s.email)).length).toBe(before + 1);
    expect(after.at(-1)?.subject).toMatch(/^Move accepted/);
  });

  it('delivery and read reports are automatic whoever sent them, and so are the other marks of a bounce (issue 25)', () => {
    const from = 'ana@example.com';
    const typed = (value: string) => [{ key: 'Content-Type', value }];
    expect(automaticReason(typed('multipart/report; report-type=delivery-status;\tboundary="x"'), 'Re: hi', from)).toBe('report: delivery-status');
    expect(automaticReason(typed('multipart/report; report-type="disposition-notification"'), 'Re: hi', from)).toBe('report: disposition-notification');
    expect(automaticReason(typed('multipart/report; boundary=x'), 'Re: hi', from)).toBe('report: multipart/report');
    expect(automaticReason(typed('message/delivery-status'), 'Re: hi', from)).toBe('report: message/delivery-status');
    // A report wrapped in another multipart.
    expect(automaticReason(typed('multipart/mixed; boundary=x'), 'Re: hi', from, ['text/plain', 'message/disposition-notification'])).toBe('report: message/disposition-notification');
    expect(automaticReason([{ key: 'x-failed-recipients', value: 'bo@example.com' }], 'Re: hi', from)).toBe('x-failed-recipients');
    expect(automaticReason([{ key: 'return-path', value: ' <> ' }], 'Re: hi', from)).toBe('null sender');
    expect(automaticReason([], 'Re: hi', 'postmaster@example.net')).toBe('null sender');
    const subjects = [
      'Undeliverable: Your turn',
      'Undelivered Mail Returned to Sender',
      'Mail delivery failed: returning message to sender',
      'Delivery Status Notification (Failure)',
      'Returned mail: see transcript for details',
      'No se puede entregar: Te toca',
      'Read: Your turn',
      'Leído: Te toca',
      'Not read: Your turn',
    ];
    for (const subject of subjects) expect(automaticReason([], subject, from)).toBe(`subject: ${subject}`);
  });

  it('a person’s reply is not mistaken for an automatic one', () => {
    const subjects = ['Re: Your turn in Lancaster', 'RE: Te toca en Lancaster', 'Fwd: office plans', 'auto pilot', 'Re: Read the rules', 'Re: delivery of the board', undefined];
    expect(automaticReason([{ key: 'content-type', value: 'multipart/alternative; boundary=x' }], 'Re: hi', 'ana@example.com', ['text/plain', 'image/png', 'message/rfc822'])).toBeNull();
    for (const subject of subjects) {
      expect(automaticReason([{ key: 'auto-submitted', value: 'no' }], subject, 'ana@example.com')).toBeNull();
    }
    expect(automaticReason([{ key: 'Precedence', value: 'first-class' }], 'Re: hi', 'ana@example.com')).toBeNull();
  });

  it('a reply to an earlier turn’s email, or the same reply sent again under a new Message-ID, plays nothing and gets the match as it is now', async () => {
    const s = await setup('reply-turn');
    const [turnMail] = await waitForMail(s.email);
    const first = await receiveMail(reply({ from: s.email, to: s.to, text: s.command }), env);
    expect(first.outcome).toBe('played');
    const seq = await seqOf(s.m.id);
    expect(seq).toBe(s.seq + 1);
    // The same words again, as a new mail to the same address: the turn it was written for is gone.
    const again = await receiveMail(reply({ from: s.email, to: s.to, text: s.command }), env);
    expect(again).toMatchObject({ outcome: 'earlier_turn', detail: s.command });
    expect(await seqOf(s.m.id)).toBe(seq);
    const answer = (await waitForMail(s.email, 3)).find((x) => x.subject?.startsWith('Your reply was for an earlier turn'));
    expect(answer?.subject).toBe(`Your reply was for an earlier turn in Carolus Magnus — ${await calledIn(s.m.id)}`);
    expect(answer?.text).toContain(`This email was for an earlier turn, so your reply "${s.command}" was not played. Here is the match as it is now.`);
    const now = (await api('GET', `/api/matches/${s.m.id}`, { token: s.m.tokens[s.seat] })).body;
    expect(answer?.text).toContain(named(now.summary, ['Ana', 'Bo']));
    for (const a of now.actions.filter((x: string) => x !== 'undo')) expect(answer?.text).toContain(`— ${a}`);
    // Its own reply address is for the turn as it is now.
    const fresh = await replyAddress(SECRET, 'pbm.example', { match: s.m.id, seat: s.seat, turn: seq });
    expect(answer?.replyTo?.[0].address).toBe(fresh);
    expect(turnMail.replyTo?.[0].address).not.toBe(fresh);
  });

  it('a move made on the page makes the turn email’s reply stale; an address from before turns were signed plays nothing either', async () => {
    const s = await setup('reply-page');
    await waitForMail(s.email);
    expect((await api('POST', `/api/matches/${s.m.id}/actions`, { token: s.m.tokens[s.seat], body: { command: s.command } })).status).toBe(200);
    const seq = await seqOf(s.m.id);
    const next = (await api('GET', `/api/matches/${s.m.id}`, { token: s.m.tokens[s.seat] })).body.actions[0] ?? s.command;
    expect((await receiveMail(reply({ from: s.email, to: s.to, text: next }), env)).outcome).toBe('earlier_turn');
    // The old form, play+<match>-<seat>-<signature>, signed as it was before.
    const legacy = `play+${s.m.id}-${s.seat}-${await sign(SECRET, 'reply', `${s.m.id}:${s.seat}`)}@pbm.example`;
    expect((await receiveMail(reply({ from: s.email, to: legacy, text: next }), env)).outcome).toBe('earlier_turn');
    expect(await seqOf(s.m.id)).toBe(seq);
    const answers = (await waitForMail(s.email, 3)).filter((x) => x.subject?.startsWith('Your reply was for an earlier turn'));
    expect(answers).toHaveLength(2);
  });
});
