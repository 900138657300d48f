/// <reference types="vite/client" />
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../src/index';
import { recentInbound } from '../../src/db/mail';
import { replyAddress } from '../../src/notify/addresses';
import { api } from '../support/http';
import type { Lang } from '../../src/engine/text';
import { calledIn, confirmAll, create, eventually, notices, outboxOf, SECRET, unique } from '../support/notify';

/**
 * Issue 25: replies as real mail clients write them (tests/notify/fixtures/*.eml, one raw message
 * each), handed to the Worker's own `email()` handler as Email Routing hands them over: the
 * envelope sender is the seat's address, the envelope recipient the turn email's signed reply
 * address, the raw message a stream of its bytes. The files' own From and To headers are what
 * those clients wrote; the service goes by the envelope.
 *
 * Every fixture is a Señor de la Guerra match at its first step (seed "fixtures"), where the
 * seat's moves are `start courage` and `start tactics`.
 */

const FIXTURES = import.meta.glob('./fixtures/*.eml', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

type Expected = { played: 'start courage' | 'start tactics' } | { refused: string } | { automatic: string };

const NO_MOVE = 'Your reply was not played: The reply has no move: write it on the first line, above the quoted email.';

/** What each fixture must come to; `es`: the seat reads Spanish (its answers come in Spanish). */
const CASES: Record<string, { es?: true; expect: Expected }> = {
  'gmail-web-top-posted': { expect: { played: 'start courage' } },
  'gmail-web-spanish-sentence-base64': { es: true, expect: { played: 'start tactics' } },
  'gmail-web-bottom-posted': { expect: { played: 'start tactics' } },
  'gmail-web-empty-reply': { expect: { refused: NO_MOVE } },
  'outlook-desktop-original-message-latin1-qp': { expect: { played: 'start tactics' } },
  'outlook-desktop-spanish-windows-1252-qp': { es: true, expect: { played: 'start courage' } },
  'outlook-web-top-posted': { expect: { played: 'start tactics' } },
  'outlook-web-html-only-base64': { expect: { played: 'start courage' } },
  'apple-mail-top-posted': { expect: { played: 'start courage' } },
  'apple-mail-plain-windows-1252-qp': { es: true, expect: { played: 'start tactics' } },
  'ios-mail-html-only-signature-br': { expect: { played: 'start tactics' } },
  'ios-mail-html-only-invalid-character-references': { expect: { played: 'start courage' } },
  // Its first line is two character references that name no character: each reads as U+FFFD.
  'ios-mail-html-only-invalid-character-first-line': { expect: { refused: 'Your reply "\ufffd\ufffd" was not played:' } },
  'ios-mail-spanish-top-posted': { es: true, expect: { played: 'start courage' } },
  'thunderbird-bottom-posted-flowed': { expect: { played: 'start courage' } },
  'thunderbird-html-only-top-posted': { expect: { played: 'start tactics' } },
  'thunderbird-spanish-bottom-posted-base64': { es: true, expect: { played: 'start courage' } },
  'k9-top-posted-qp': { expect: { played: 'start tactics' } },
  'fairemail-spanish-sentence-qp': { es: true, expect: { played: 'start tactics' } },
  'fairemail-html-only-base64': { es: true, expect: { played: 'start tactics' } },
  'mutt-bottom-posted-latin1-8bit': { es: true, expect: { played: 'start courage' } },
  'report-bounce-postfix': { expect: { automatic: 'report: delivery-status' } },
  'report-bounce-exchange-ndr': { expect: { automatic: 'report: delivery-status' } },
  'report-delay-gmail': { expect: { automatic: 'report: delivery-status' } },
  'report-read-receipt-outlook': { expect: { automatic: 'report: disposition-notification' } },
  'report-read-receipt-thunderbird': { expect: { automatic: 'report: disposition-notification' } },
};

const nameOf = (path: string) => path.replace(/^.*\//, '').replace(/\.eml$/, '');

/**
 * The bytes a client sent. The files are UTF-8 text (vite reads them so); a message its client
 * sent in ISO-8859-1 with 8-bit transfer encoding ("-latin1-8bit") goes back to those bytes.
 */
function bytesOf(name: string, text: string): Uint8Array {
  if (!name.endsWith('-latin1-8bit')) return new TextEncoder().encode(text);
  return Uint8Array.from(text, (c) => {
    const code = c.charCodeAt(0);
    if (code > 0xff) throw new Error(`${name}: ${c} is not in ISO-8859-1`);
    return code;
  });
}

/** Hands the message to the Worker's `email()` handler, as Email Routing does, and returns what it recorded. */
async function deliver(from: string, to: string, raw: Uint8Array) {
  const message = { from, to, raw: new Response(raw).body, rawSize: raw.byteLength, headers: new Headers() };
  await worker.email(message as unknown as ForwardableEmailMessage, env);
  const [rec] = await recentInbound(env.DB, 1);
  expect(rec.sender).toBe(from);
  return rec;
}

async function seatOnTurn(es: boolean) {
  const emails = [`${unique('seat')}@example.com`, `${unique('other')}@example.com`];
  const players = [{ name: es ? 'María' : 'Ana', email: emails[0], ...(es ? { lang: 'es' } : {}) }, { name: 'Bo', email: emails[1] }];
  const m = await create({ game: 'senor-de-la-guerra', players, options: { seed: 'fixtures' } });
  await confirmAll(m.id, emails);
  const mine = (await api('GET', `/api/matches/${m.id}`, { token: m.tokens[0] })).body;
  expect(mine.actions).toEqual(expect.arrayContaining(['start courage', 'start tactics']));
  const to = await replyAddress(SECRET, 'pbm.example', { match: m.id, seat: 0, turn: mine.seq });
  return { id: m.id, token: m.tokens[0], email: emails[0], to, seq: mine.seq as number };
}

describe('replies from real mail clients, through the Worker’s email handler (issue 25)', () => {
  it('every fixture has an expected outcome, and every expected outcome its fixture', () => {
    expect(Object.keys(FIXTURES).map(nameOf).sort()).toEqual(Object.keys(CASES).sort());
  });

  for (const [path, text] of Object.entries(FIXTURES)) {
    const name = nameOf(path);
    const c = CASES[name];
    if (!c) continue;
    const e = c.expect;
    const what = 'played' in e ? `plays "${e.played}"` : 'refused' in e ? 'is answered with a refusal' : `is dropped unanswered (${e.automatic})`;
    it(`${name}: ${what}`, async () => {
      const s = await seatOnTurn(c.es === true);
      const outbox = (await outboxOf(s.id)).length;
      const rec = await deliver(s.email, s.to, bytesOf(name, text));
      const now = (await api('GET', `/api/matches/${s.id}`, { token: s.token })).body;
      const log = (await api('GET', `/api/matches/${s.id}/log`, { token: s.token })).body.entries as { seat: number; command?: string }[];
      if ('automatic' in e) {
        expect([rec.outcome, rec.detail]).toEqual(['automatic', e.automatic]);
        expect(now.seq).toBe(s.seq);
        // Nothing is written to the seat: no answer waits in the outbox.
        expect((await outboxOf(s.id)).length).toBe(outbox);
        return;
      }
      // A subject names the game and then the match (issue 31).
      const answer = async (start: string, lang: Lang) => {
        const subject = `${start} — ${await calledIn(s.id, lang)}`;
        return (await eventually(() => notices(s.email), (ms) => ms.some((m) => m.subject === subject))).find((m) => m.subject === subject);
      };
      if ('played' in e) {
        expect(rec.outcome).toBe('played');
        expect(log.at(-1)).toMatchObject({ seat: 0, command: e.played });
        const accepted = await answer(c.es ? 'Jugada aceptada en El Señor de la Guerra' : 'Move accepted in El Señor de la Guerra', c.es ? 'es' : 'en');
        expect(accepted?.text).toContain(c.es ? `Tu jugada «${e.played}» se ha jugado.` : `Your move "${e.played}" was played.`);
        return;
      }
      expect(rec.outcome).toBe('refused');
      expect(now.seq).toBe(s.seq);
      const refused = await answer('Move not accepted in El Señor de la Guerra', 'en');
      expect(refused?.text).toContain(e.refused);
      // The moves still to choose from come with it.
      expect(refused?.text).toContain('— start tactics');
    });
  }
});

/** A person's reply whose parts nest deeper than postal-mime reads (256 levels): the parse fails. */
function nestedTooDeep(headers: string[]): Uint8Array {
  const depth = 300;
  const lines = ['From: María <maria@example.com>', 'Subject: Re: Te toca', 'Message-ID: <deep@example.com>', ...headers, 'MIME-Version: 1.0'];
  for (let i = 0; i < depth; i++) lines.push(`Content-Type: multipart/mixed; boundary="b${i}"`, '', `--b${i}`);
  lines.push('Content-Type: text/plain; charset=UTF-8', '', 'start courage', '');
  for (let i = depth - 1; i >= 0; i--) lines.push(`--b${i}--`);
  return new TextEncoder().encode(lines.join('\r\n'));
}

describe('no reply vanishes (issue 25)', () => {
  it('a reply that cannot be read at all is answered, politely and in the seat’s language; nothing is played', async () => {
    const s = await seatOnTurn(true);
    const rec = await deliver(s.email, s.to, nestedTooDeep([]));
    expect([rec.outcome, rec.detail]).toEqual(['refused', 'The reply could not be read; send the move again as a plain reply.']);
    expect((await api('GET', `/api/matches/${s.id}`, { token: s.token })).body.seq).toBe(s.seq);
    const subject = `Jugada no aceptada en El Señor de la Guerra — ${await calledIn(s.id, 'es')}`;
    const answer = (await eventually(() => notices(s.email), (ms) => ms.some((m) => m.subject === subject))).find((m) => m.subject === subject);
    expect(answer?.text).toContain(
      'Tu respuesta no se jugó: No hemos podido leer tu correo. ¡Lo sentimos! Responde de nuevo con solo la jugada en la primera línea; en texto sin formato es lo más seguro.',
    );
    expect(answer?.text).toContain('— start courage');
  });

  it('an unreadable mail that its headers mark as automatic is still dropped unanswered', async () => {
    const s = await seatOnTurn(false);
    const outbox = (await outboxOf(s.id)).length;
    const rec = await deliver(s.email, s.to, nestedTooDeep(['Auto-Submitted: auto-replied']));
    expect([rec.outcome, rec.detail]).toEqual(['automatic', 'auto-submitted: auto-replied']);
    expect((await outboxOf(s.id)).length).toBe(outbox);
  });
});
