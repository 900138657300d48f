import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { readMatchIndex } from '../../src/db/queries';
import type { Lang, Phrase } from '../../src/engine/text';
import { MAX_NAME_LENGTH, MAX_RENAMES } from '../../src/match/log/naming';
import { CONTACT_CHANGES_PER_HOUR, HOUR_MS } from '../../src/match/seats/change-limit';
import { verifyExport } from '../../src/match/log/verify';
import { handDevice, inStorage } from '../support/devices';
import { api } from '../support/http';
import { activeSeat, calledIn, create, eventually, letTimePass } from '../support/notify';
import { connect } from '../support/sockets';
import { allMessages } from '../support/words';
import { render } from '../../src/text/render';

const HOUR = 3_600_000;
const DEFAULT = (players: string) => new RegExp(`^${players} · \\d{1,2} [A-Za-z]{3,4}, \\d\\d:\\d\\d$`);

const view = async (id: string, token?: string) => (await api('GET', `/api/matches/${id}`, { token })).body;
const rename = (id: string, name: unknown, token?: string, lang?: Lang) =>
  api('PUT', `/api/matches/${id}/name`, { token, body: { name }, headers: lang ? { 'accept-language': lang } : {} });

/** The history's notes as a reader in `lang` reads them, with the players' names. */
async function notes(id: string, lang: Lang, names: string[], token?: string): Promise<string[]> {
  const log = (await api('GET', `/api/matches/${id}/log`, { token })).body as { notes: { at: number; line: Phrase }[] };
  return log.notes.map((n) => render(n.line, lang, allMessages, (s) => names[s] ?? null, { strict: true }));
}

describe('a match has a name (issue 31)', () => {
  it('given at creation: trimmed, in every view, the export and the index', async () => {
    const m = await create({ name: '  Friday night  ', players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'name-1' } });
    expect((await view(m.id)).name).toBe('Friday night');
    expect((await view(m.id, m.tokens[1])).name).toBe('Friday night');
    expect((await api('GET', `/api/matches/${m.id}/export`, { token: m.tokens[0] })).body.name).toBe('Friday night');
    const { seq } = await activeSeat(m.id, m.tokens);
    expect((await api('GET', `/api/matches/${m.id}/at/${seq}`)).body.name).toBe('Friday night');
    // Given at creation, it is no rename: the history has no line for it.
    expect(await notes(m.id, 'en', ['Ana', 'Bo'])).toEqual([]);
    const row = await eventually(() => readMatchIndex(env.DB, m.id), (r) => r !== null);
    expect(row?.name).toBe('Friday night');
  });

  it('without one, the default name is the players and when the match was created, in the reader’s language, and follows an open seat taken', async () => {
    const created = await api('POST', '/api/matches', { body: { game: 'carolus-magnus', seats: 2, players: [{ name: 'Ana' }], options: { seed: 'name-2' } } });
    const id = created.body.id as string;
    const open = await view(id);
    expect(open.name).toBeNull();
    expect(open.defaultName.key).toBe('core.matchName');
    expect(await calledIn(id, 'en')).toMatch(DEFAULT('Ana and Player 2'));
    expect(await calledIn(id, 'es')).toMatch(DEFAULT('Ana y Jugador 2'));
    const at = new Date();
    const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][at.getUTCMonth()];
    expect(await calledIn(id, 'en')).toContain(`· ${at.getUTCDate()} ${month}, `);
    const code = new URL(created.body.invite).hash.slice(1);
    expect((await api('POST', `/api/matches/${id}/join`, { body: { code, name: 'Bo' } })).status).toBe(201);
    expect(await calledIn(id, 'en')).toMatch(DEFAULT('Ana and Bo'));
    expect(await calledIn(id, 'es')).toMatch(DEFAULT('Ana y Bo'));
    expect((await api('GET', `/api/matches/${id}/export`, { token: created.body.seats[0].token })).body.name).toBeNull();
  });

  it('refuses a name that is empty, too long, not text or on more than one line, with a clear 400; an accent or an emoji counts as one character', async () => {
    const body = { game: 'carolus-magnus', seats: 2, players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'name-3' } };
    const bad: [unknown, string][] = [
      ['   ', 'name: a match name needs at least one character besides spaces'],
      ['x'.repeat(MAX_NAME_LENGTH + 1), `name: a match name is at most ${MAX_NAME_LENGTH} characters`],
      ['Friday\nnight', 'name: a match name is one line, with no control characters (line breaks, tabs)'],
      ['Friday\tnight', 'name: a match name is one line, with no control characters (line breaks, tabs)'],
      ['Friday\u2028night', 'name: a match name is one line, with no control characters (line breaks, tabs)'],
      [42, 'name: a match name is text'],
    ];
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'name-3b' } });
    for (const [name, message] of bad) {
      const r = await api('POST', '/api/matches', { body: { ...body, name } });
      expect([r.status, r.body.error], JSON.stringify(name)).toEqual([400, { code: 'invalid_request', message }]);
      const put = await rename(m.id, name, m.tokens[0]);
      expect([put.status, put.body.error], JSON.stringify(name)).toEqual([400, { code: 'invalid_request', message }]);
    }
    expect((await api('PUT', `/api/matches/${m.id}/name`, { token: m.tokens[0], body: {} })).status).toBe(400);
    expect((await api('PUT', `/api/matches/${m.id}/name`, { token: m.tokens[0], raw: '{' })).body.error.code).toBe('malformed_json');
    const sixty = 'ñ'.repeat(30) + '🎲'.repeat(30);
    const ok = await api('POST', '/api/matches', { body: { ...body, name: sixty } });
    expect(ok.status).toBe(201);
    expect((await view(ok.body.id)).name).toBe(sixty);
    expect((await view(m.id)).name).toBeNull();
  });

  it('a seat’s owner renames it: the other pages hear it live, and the history says who, in each reader’s language', async () => {
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'name-4' } });
    const spectator = await connect(m.id);
    const bo = await connect(m.id, m.tokens[1]);
    const r = await rename(m.id, ' Friday night ', m.tokens[0]);
    expect([r.status, r.body]).toEqual([200, { name: 'Friday night' }]);
    for (const page of [spectator, bo]) expect(await page.next()).toEqual({ type: 'named', name: 'Friday night' });
    expect((await view(m.id)).name).toBe('Friday night');
    expect(await calledIn(m.id)).toBe('Friday night');
    expect(await notes(m.id, 'en', ['Ana', 'Bo'])).toEqual(['Ana named the match “Friday night”.']);
    expect(await notes(m.id, 'es', ['Ana', 'Bo'], m.tokens[1])).toEqual(['Ana le puso a la partida el nombre «Friday night».']);
    // The same name again changes nothing and tells nobody.
    expect((await rename(m.id, 'Friday night', m.tokens[0])).status).toBe(200);
    expect((await rename(m.id, 'Saturday', m.tokens[1])).status).toBe(200);
    await bo.settle();
    expect(bo.heard.filter((x) => x.type === 'named').map((x) => x.name)).toEqual(['Friday night', 'Saturday']);
    expect(await notes(m.id, 'en', ['Ana', 'Bo'])).toEqual(['Ana named the match “Friday night”.', 'Bo named the match “Saturday”.']);
    const row = await eventually(() => readMatchIndex(env.DB, m.id), (x) => x?.name === 'Saturday');
    expect(row?.name).toBe('Saturday');
  });

  it('a handed device, a spectator and a wrong link may not rename it; nor the old link of a seat a bot took over', async () => {
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'name-5' }, clock: { hours: 1, policy: 'takeover' } });
    const device = await handDevice(m.id, m.tokens[0]);
    const handed = await rename(m.id, 'Mine', device, 'es');
    expect([handed.status, handed.body.error.code]).toEqual([403, 'owner_only']);
    expect(handed.body.error.message).toMatch(/^Solo el enlace propio del puesto puede darle nombre a la partida\./);
    const english = await rename(m.id, 'Mine', device);
    expect(english.body.error.message).toMatch(/^Only the seat’s own link may name the match\./);
    expect((await rename(m.id, 'Mine')).body.error.code).toBe('missing_token');
    expect((await rename(m.id, 'Mine')).status).toBe(401);
    expect((await rename(m.id, 'Mine', 'not-a-token')).status).toBe(403);
    expect((await api('PUT', '/api/matches/0123456789abcdef0123/name', { token: m.tokens[0], body: { name: 'x' } })).status).toBe(404);
    expect((await view(m.id)).name).toBeNull();
    // At the deadline a bot takes the late seat over: its old link only reads now.
    const late: number = (await view(m.id)).active[0];
    await letTimePass(m.id, HOUR + 1000);
    await eventually(() => view(m.id), (v) => v.seats[late].bot === 'good');
    // The default name stays as it was: it names the players as given, not the bot.
    expect(await calledIn(m.id)).toMatch(DEFAULT('Ana and Bo'));
    const taken = await rename(m.id, 'Mine', m.tokens[late]);
    expect([taken.status, taken.body.error.code]).toEqual([409, 'bot_seat']);
    expect((await rename(m.id, 'Ours', m.tokens[1 - late])).status).toBe(200);
    expect(await notes(m.id, 'en', ['Ana', 'Bo'])).toEqual([`${['Ana', 'Bo'][1 - late]} named the match “Ours”.`]);
  });

  it('renames count among the seat’s changes of the hour, and a match is renamed at most MAX_RENAMES times: each refusal in the reader’s language', async () => {
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'name-7' } });
    for (let i = 1; i <= CONTACT_CHANGES_PER_HOUR; i++) expect((await rename(m.id, `Name ${i}`, m.tokens[0])).status).toBe(200);
    const hourly = await rename(m.id, 'One more', m.tokens[0]);
    expect([hourly.status, hourly.body.error.code]).toEqual([429, 'too_many_changes']);
    // The same name again is no change: it is never refused for the limit.
    expect((await rename(m.id, `Name ${CONTACT_CHANGES_PER_HOUR}`, m.tokens[0])).status).toBe(200);
    // An hour on, the seat may rename again, until the match has been renamed MAX_RENAMES times.
    const earlier = Array.from({ length: MAX_RENAMES - CONTACT_CHANGES_PER_HOUR }, (_, i) => ({ at: Date.now() - 2 * HOUR_MS, seat: 1, name: `Old ${i}` }));
    await inStorage(m.id, (sql) => {
      sql.exec('UPDATE contact_changes SET at = at - ?', HOUR_MS + 1);
      const kept = JSON.parse(String(sql.exec("SELECT value FROM meta WHERE key = 'renames'").one().value)) as unknown[];
      expect(kept).toHaveLength(CONTACT_CHANGES_PER_HOUR);
      sql.exec("UPDATE meta SET value = ? WHERE key = 'renames'", JSON.stringify([...earlier, ...kept]));
    });
    const es = await rename(m.id, 'Otra', m.tokens[1], 'es');
    expect([es.status, es.body.error]).toEqual([409, { code: 'too_many_renames', message: `Una partida puede cambiar de nombre ${MAX_RENAMES} veces; esta ya lo ha hecho, así que su nombre se queda.` }]);
    const en = await rename(m.id, 'Another', m.tokens[0]);
    expect([en.status, en.body.error]).toEqual([409, { code: 'too_many_renames', message: `A match may be renamed ${MAX_RENAMES} times; this one has been, so its name stays.` }]);
    expect((await view(m.id)).name).toBe(`Name ${CONTACT_CHANGES_PER_HOUR}`);
    expect(await notes(m.id, 'en', ['Ana', 'Bo'])).toHaveLength(MAX_RENAMES);
  });

  it('a rename is no entry of the log: entry numbers do not move, and the export of the finished match verifies', async () => {
    const m = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { seed: 'name-6' }, clock: { hours: 1, policy: 'forfeit' } });
    const before = await view(m.id, m.tokens[0]);
    expect((await rename(m.id, 'Short one', m.tokens[0])).status).toBe(200);
    const after = await view(m.id, m.tokens[0]);
    expect(after.seq).toBe(before.seq);
    expect((await api('GET', `/api/matches/${m.id}/log`)).body.entries).toHaveLength(before.seq);
    // Nobody moves: at the deadline the late seat forfeits, and a match for two is over.
    await letTimePass(m.id, HOUR + 1000);
    const end = await eventually(() => view(m.id), (v) => v.status === 'finished');
    expect(end.name).toBe('Short one');
    const exported = (await api('GET', `/api/matches/${m.id}/export`)).body;
    expect(exported.name).toBe('Short one');
    expect(exported.events.every((e: { kind: string }) => e.kind === 'move' || e.kind === 'forfeit')).toBe(true);
    const verdict = await verifyExport(exported);
    expect(verdict.checks.filter((c) => !c.ok)).toEqual([]);
    expect(verdict.ok).toBe(true);
  });
});
