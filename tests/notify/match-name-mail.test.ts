import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/engine/text';
import { defaultName } from '../../src/match/log/default-name';
import type { MatchMeta, SeatRow } from '../../src/match/records/records';
import { render } from '../../src/text/render';
import { api } from '../support/http';
import { activeSeat, calledIn, hooksAt, confirmAll, confirmEmail, create, eventually, notices, playUntilActive, unique, waitForMail, type Mail } from '../support/notify';
import { allMessages } from '../support/words';

/** Two matches of Carolus Magnus with the same two players, at the same addresses, English and Spanish. */
async function samePlayers(names: (string | undefined)[], seed: string) {
  const ana = `${unique('ana')}@example.com`;
  const bo = `${unique('bo')}@example.com`;
  const players = [
    { name: 'Ana', email: ana },
    { name: 'Bo', email: bo, lang: 'es' },
  ];
  const matches = [];
  for (const [i, name] of names.entries()) {
    const m = await create({ ...(name ? { name } : {}), players, options: { seed: `${seed}-${i}` } });
    await confirmAll(m.id, [ana, bo]);
    matches.push(m);
  }
  return { ana, bo, matches };
}

/** The mails `to` got from match `id` (their link names it), once there is one. */
function mailOf(to: string, id: string): Promise<Mail[]> {
  const ofMatch = async () => (await notices(to)).filter((x) => x.text?.includes(`/m/${id}#`));
  return eventually(ofMatch, (ms) => ms.length > 0);
}

/** The default name as a reader in `lang` reads it, for two players and a creation time. */
function defaultIn(createdAt: number, lang: Lang): string {
  const meta = { createdAt } as MatchMeta;
  const seats = ['Ana', 'Bo'].map((name, seat) => ({ seat, name })) as SeatRow[];
  return render(defaultName({ meta, seats }), lang, allMessages, () => null, { strict: true });
}

describe('mail subjects name the game and the match (issue 31)', () => {
  it('a turn email names both, in the seat’s language; two matches of one game with the same players differ', async () => {
    const names = ['Friday night', 'Noche del sábado'];
    const { ana, bo, matches } = await samePlayers(names, 'subject-1');
    const toAna: string[] = [];
    for (const [i, m] of matches.entries()) {
      await playUntilActive(m.id, m.tokens, 0);
      const [mine] = await mailOf(ana, m.id);
      expect(mine.subject).toBe(`Your turn in Carolus Magnus — ${names[i]}`);
      toAna.push(mine.subject as string);
      await playUntilActive(m.id, m.tokens, 1);
      const [bos] = await mailOf(bo, m.id);
      expect(bos.subject).toBe(`Te toca en Carolus Magnus — ${names[i]}`);
    }
    expect(toAna[0]).not.toBe(toAna[1]);
  });

  it('a match renamed since: its next mail says the new name', async () => {
    const { ana, matches } = await samePlayers([undefined], 'subject-2');
    const [m] = matches;
    const { seat } = await activeSeat(m.id, m.tokens);
    expect(await calledIn(m.id)).toMatch(/^Ana and Bo · \d{1,2} [A-Z][a-z]{2}, \d\d:\d\d$/);
    expect((await api('PUT', `/api/matches/${m.id}/name`, { token: m.tokens[1], body: { name: 'Rematch' } })).status).toBe(200);
    await playUntilActive(m.id, m.tokens, 1 - seat);
    await playUntilActive(m.id, m.tokens, 0);
    const mails = await eventually(() => mailOf(ana, m.id), (ms) => ms.some((x) => x.subject?.endsWith('Rematch')));
    expect(mails.map((x) => x.subject)).toContain('Your turn in Carolus Magnus — Rematch');
  });

  it('the default name tells apart two matches of the same players created at different times, in both languages', () => {
    const friday = Date.UTC(2026, 10, 27, 20, 5);
    const later = Date.UTC(2026, 10, 27, 21, 40);
    expect(defaultIn(friday, 'en')).toBe('Ana and Bo · 27 Nov, 20:05');
    expect(defaultIn(later, 'en')).toBe('Ana and Bo · 27 Nov, 21:40');
    expect(defaultIn(friday, 'es')).toBe('Ana y Bo · 27 nov, 20:05');
    expect(defaultIn(Date.UTC(2027, 8, 3, 7, 0), 'es')).toBe('Ana y Bo · 3 sept, 07:00');
  });
});

describe('"Your matches" names each match (issue 31)', () => {
  it('two matches of one game with the same players differ by their names, in the reader’s language', async () => {
    const me = `${unique('me')}@example.com`;
    const yo = `${unique('yo')}@example.com`;
    const players = [
      { name: 'Me', email: me, notify: 'none' },
      { name: 'Yo', email: yo, notify: 'none' },
    ];
    const named = await create({ name: 'Friday night', players, options: { seed: 'signin-name-1' } });
    const unnamed = await create({ players, options: { seed: 'signin-name-2' } });
    for (const m of [named, unnamed]) {
      await confirmEmail(m.id, 0, me);
      await confirmEmail(m.id, 1, yo);
    }
    // The index (D1) learns the seats from each match's alarm.
    await new Promise((r) => setTimeout(r, 1500));
    expect((await api('POST', '/api/signin', { body: { email: me, lang: 'en' } })).status).toBe(202);
    expect((await api('POST', '/api/signin', { body: { email: yo, lang: 'es' } })).status).toBe(202);
    const [mine] = (await waitForMail(me)).filter((x) => x.subject === 'Your matches');
    const [mio] = (await waitForMail(yo)).filter((x) => x.subject === 'Tus partidas');
    expect(mine.text).toContain(`Carolus Magnus — Friday night, as Me (being played): https://pbm.test/m/${named.id}#${named.tokens[0]}`);
    expect(mine.text).toContain(`Carolus Magnus — ${await calledIn(unnamed.id, 'en')}, as Me (being played): https://pbm.test/m/${unnamed.id}#${unnamed.tokens[0]}`);
    expect(await calledIn(unnamed.id, 'en')).toMatch(/^Me and Yo · /);
    expect(mio.text).toContain(`Carolus Magnus — Friday night, como Yo (en juego): https://pbm.test/m/${named.id}#${named.tokens[1]}`);
    expect(mio.text).toContain(`Carolus Magnus — ${await calledIn(unnamed.id, 'es')}, como Yo (en juego): https://pbm.test/m/${unnamed.id}#${unnamed.tokens[1]}`);
    expect(await calledIn(unnamed.id, 'es')).toMatch(/^Me y Yo · /);
  });

  it('a webhook’s JSON carries the match’s name beside the game’s title', async () => {
    const path = `/ok/${unique('named-hook')}`;
    const webhook = `https://hooks.example.com${path}`;
    const m = await create({ name: 'Friday night', players: [{ name: 'A', webhook }, { name: 'B', webhook }], options: { seed: 'hook-name' } });
    await activeSeat(m.id, m.tokens);
    const [hit] = await eventually(() => hooksAt(path), (h) => h.length >= 1);
    expect(JSON.parse(hit.body)).toMatchObject({ match: m.id, title: 'Carolus Magnus', name: 'Friday night' });
  });
});
