import { env } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiveMail } from '../../src/notify/inbound';
import { api } from '../support/http';
import { calledIn, confirmAll, create, eventually, mailbox, notices, unique, waitForMail, type Mail } from '../support/notify';
import { registerStones } from './stones-game';

function reply(from: string, to: string, text: string) {
  const raw = [`From: <${from}>`, `To: <${to}>`, 'Subject: Re: turn', `Message-ID: <${crypto.randomUUID()}@example.com>`, 'Content-Type: text/plain; charset=UTF-8', '', text, ''].join('\r\n');
  return { from, to, raw, rawSize: raw.length };
}

/** The reply address of the newest mail to `to` (each turn's email signs its own). */
const newestReplyTo = async (to: string) => ((await notices(to)).at(-1)?.replyTo?.[0].address ?? '') as string;

const bySubject = (mails: Mail[], start: string) => mails.filter((m) => m.subject?.startsWith(start));

/** The mails to `to` whose subject starts with `subject` and whose text holds `holding`, once one has come. */
const arrived = (to: string, subject: string, holding: string) =>
  eventually(
    async () => bySubject(await mailbox(to), subject).filter((m) => m.text?.includes(holding)),
    (found) => found.length > 0,
  );

/**
 * Issue 11: every game can be played from its emails alone. The turn email lists each move with
 * its sentence and its code; a reply may give the code, or the sentence in English or Spanish,
 * whatever the case, accents and punctuation; a Spanish seat reads it all in Spanish.
 */
describe('playing a whole game by email, in words', () => {
  let unregister: () => void;
  beforeAll(() => {
    unregister = registerStones();
  });
  afterAll(() => unregister());

  it('a Spanish seat gets its turn, its confirmation and its refusals in Spanish; replies in either language’s words are played', async () => {
    const ana = `${unique('ana')}@example.com`;
    const bo = `${unique('bo')}@example.com`;
    const m = await create({ game: 'test-stones', players: [{ name: 'Ana', email: ana, lang: 'es' }, { name: 'Bo', email: bo }], options: { seed: 'words-1' } });
    await confirmAll(m.id, [ana, bo]);

    // The turn email, in Spanish: each move as a sentence with the code to reply with.
    const [turn] = await waitForMail(ana);
    expect(turn.subject).toBe(`Te toca en Stones — ${await calledIn(m.id, 'es')}`);
    // The sender's name is in her language too (issue 31).
    expect(turn.from?.name).toBe('Partidas por correo');
    // First the news and the way in, then the moves (issue 31).
    const text = turn.text ?? '';
    expect(text.startsWith('Te toca, Ana.\n\nAbrir la partida: https://')).toBe(true);
    expect(text.indexOf('Abrir la partida')).toBeLessThan(text.indexOf('Tus jugadas:'));
    expect(turn.html).toMatch(/<a class="open" href="https:[^"]+"[^>]*>Abrir la partida<\/a>/);
    expect(turn.text).toContain('Tus jugadas:\n\n  - Toma la piedra roja — take red\n  - Toma la piedra azul — take blue\n  - Toma la piedra ámbar — take amber');
    expect(turn.text).toContain('El tablero:\n\nQuedan 3 piedras: roja, azul y ámbar.\nAna tiene 0 piedras.\nBo tiene 0 piedras.');
    expect(turn.text).toContain('(en español o en inglés)');
    expect(turn.html).toContain('<h2');
    expect(turn.html).toContain('<ul class="moves"');
    expect(turn.html).toContain('Toma la piedra ámbar — <code');
    expect(turn.html).toMatch(/<ul class="board"[^>]*><li>Quedan 3 piedras: roja, azul y ámbar\.<\/li><li>Ana tiene 0 piedras\.<\/li>/);

    // The Spanish sentence, shouted and without its accent.
    expect((await receiveMail(reply(ana, await newestReplyTo(ana), '¡TOMA LA PIEDRA AMBAR!'), env)).outcome).toBe('played');
    const mine = (await api('GET', `/api/matches/${m.id}/log`)).body.entries;
    expect(mine.at(-1)).toMatchObject({ seat: 0, command: 'take amber' });
    const confirm = bySubject(await waitForMail(ana, 2), `Jugada aceptada en Stones — ${await calledIn(m.id, 'es')}`);
    expect(confirm).toHaveLength(1);
    expect(confirm[0].text).toContain('Tu jugada «take amber» se ha jugado.');
    expect(confirm[0].text).toContain('Todavía no te toca.');

    // Bo reads English and answers with the Spanish words: either language is understood.
    const boTurn = await waitForMail(bo);
    expect(boTurn[0].subject).toBe(`Your turn in Stones — ${await calledIn(m.id)}`);
    expect(boTurn[0].from?.name).toBe('Play by mail');
    expect(boTurn[0].text).toContain('  - Take the red stone — take red');
    expect(boTurn[0].text).toContain('What happened since your last turn:\n\n  - Ana takes the amber stone.');
    expect((await receiveMail(reply(bo, await newestReplyTo(bo), 'toma la piedra azul'), env)).outcome).toBe('played');

    // Words that are no move now: refused, in Spanish, with the moves she has.
    await waitForMail(ana, 3);
    expect((await receiveMail(reply(ana, await newestReplyTo(ana), 'Toma la piedra azul'), env)).outcome).toBe('refused');
    const refused = bySubject(await waitForMail(ana, 4), 'Jugada no aceptada en Stones');
    expect(refused).toHaveLength(1);
    expect(refused[0].text).toContain('Tu respuesta «Toma la piedra azul» no se jugó: Ahora no es una de tus jugadas.');
    expect(refused[0].text).toContain('Tus jugadas:\n\n  - Toma la piedra roja — take red');

    // A reply with no move: refused in Spanish too.
    expect((await receiveMail(reply(ana, await newestReplyTo(ana), '\r\n> Te toca jugar.'), env)).outcome).toBe('refused');
    const empty = bySubject(await waitForMail(ana, 5), 'Jugada no aceptada en Stones');
    expect(empty.map((x) => x.text).join('\n')).toContain('La respuesta no trae ninguna jugada');

    // The English sentence copied whole from the email, code and all, wins her the game.
    expect((await receiveMail(reply(ana, await newestReplyTo(ana), 'Take the red stone — take red'), env)).outcome).toBe('played');
    const end = (await api('GET', `/api/matches/${m.id}`)).body;
    expect(end.status).toBe('finished');
    const last = await arrived(ana, 'Jugada aceptada en Stones', '«take red»');
    expect(last[0].text).toMatch(/^Tu jugada «take red» se ha jugado\. Has ganado\.\n/);
    expect(last.map((x) => x.text).join('\n')).toMatch(/Resultado:\n\nAna tiene dos piedras\.\n\n {2}- Ana: 2\n {2}- Bo: 1/);

    // After the end, a reply is refused in her language too (the platform's words, not only the game's).
    expect((await receiveMail(reply(ana, await newestReplyTo(ana), 'take blue'), env)).outcome).toBe('refused');
    const late = await arrived(ana, 'Jugada no aceptada en Stones', '«take blue»');
    expect(late.map((x) => x.text).join('\n')).toContain('Tu respuesta «take blue» no se jugó: La partida ha terminado.');
  });
});
