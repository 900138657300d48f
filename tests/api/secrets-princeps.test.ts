import { describe, expect, it } from 'vitest';
import { api, createMatch, type TestMatch } from '../support/http';
import { readings } from '../support/readings';
import { connect, type LivePage } from '../support/sockets';
import { send } from '../support/twins';

/**
 * Issue 12 and DESIGN.md §3 over HTTP: twin Princeps Machiavelli matches, the same seed and the
 * same commands but for a trade offer between Ana and Ben that Ben declines (four secret entries
 * addressed to the two of them). Cyd and a spectator read exactly the same in both: the view with
 * its entry number, the log, the match after every entry of their numbering, Cyd's export before
 * the end, and the live messages; Cyd's own moves, sent with the entry she saw, are answered alike.
 */

const GAME = 'princeps-machiavelli';
const CYD = 2;

const view = async (t: TestMatch, seat?: number) => (await api('GET', `/api/matches/${t.id}`, { token: seat === undefined ? undefined : t.tokens[seat] })).body;
const phase = async (t: TestMatch) => (await view(t)).view.phase as string;

/** A seat with something to do, not waiting with its "done" said or its discards sent. */
function ready(v: { actions: string[]; view: { negotiation: { done: boolean } | null; draw: { submitted: boolean } | null } }): boolean {
  return v.actions.length > 0 && !v.view.negotiation?.done && !v.view.draw?.submitted;
}

/** The step-closing command a quick player picks, else the first listed. */
function quick(actions: string[]): string {
  return ['draw', 'done', 'end', 'pass'].find((c) => actions.includes(c)) ?? actions[0];
}

/** The same command in both twins, sent with the entry the seat saw (as a page sends it); both answers. */
async function both(a: TestMatch, b: TestMatch, seat: number, command: string): Promise<[unknown, unknown]> {
  const answers: unknown[] = [];
  for (const t of [a, b]) {
    const body = { command, expect: (await view(t, seat)).seq, id: `twin-${command}` };
    const r = await api('POST', `/api/matches/${t.id}/actions`, { token: t.tokens[seat], body });
    expect(r.status, `${command} by seat ${seat}: ${JSON.stringify(r.body)}`).toBe(200);
    const { id: _id, at: _at, ...rest } = r.body;
    answers.push(rest);
  }
  return answers as [unknown, unknown];
}

/** Both twins play on alike, each seat as a quick player, for `steps` steps (or until the match waits on nobody); `check` after each. */
async function playAlike(a: TestMatch, b: TestMatch, steps: number, check: () => Promise<void>): Promise<void> {
  for (let step = 0; step < steps; step++) {
    const seats = (await view(a)).active as number[];
    const seat = (await Promise.all(seats.map(async (s) => ((ready(await view(a, s)) ? s : -1))))).find((s) => s >= 0);
    if (seat === undefined) return;
    const [answerA, answerB] = await both(a, b, seat, quick((await view(a, seat)).actions));
    // Cyd's own answers (her entry number, her view) are the same in both.
    if (seat === CYD) expect(answerB).toEqual(answerA);
    await check();
  }
}

async function pagesOf(t: TestMatch): Promise<LivePage[]> {
  return [await connect(t.id, t.tokens[CYD]), await connect(t.id)];
}

/** What the pages heard, a message's random id taken out. */
async function transcripts(pages: LivePage[]): Promise<unknown[]> {
  for (const p of pages) await p.settle();
  return pages.map((p) => p.heard.map((m) => (m.type === 'message' ? { type: 'message' } : m)));
}

describe('a trade offer between two others changes nothing a third seat or a spectator can read over HTTP (issue 12, A-6, A-14)', () => {
  it('A-6, A-14: Cyd and a spectator read the same views, entry numbers, logs, at/:seq, export and live messages whether or not Ana offered Ben a trade', async () => {
    const a = await createMatch(GAME, 3, 'pm-http-offer');
    const b = await createMatch(GAME, 3, 'pm-http-offer');
    const same = async (where: string) => {
      for (const viewer of [CYD, undefined]) expect(await readings(b, viewer), `${where}: what ${viewer === undefined ? 'a spectator' : 'Cyd'} reads`).toEqual(await readings(a, viewer));
    };
    for (let step = 0; step < 60 && (await phase(a)) === 'draw'; step++) await playAlike(a, b, 1, async () => {});
    expect(await phase(a)).toBe('negotiation');
    const pagesA = await pagesOf(a);
    const pagesB = await pagesOf(b);
    await both(a, b, CYD, 'done');

    // Twin A only: Ana offers Ben a card, and Ben declines.
    const ana = (await view(a, 0)).seq;
    const since = [(await view(a, CYD)).at, (await view(a)).at];
    await new Promise((r) => setTimeout(r, 5));
    await send(a, 0, 'offer 2');
    await send(a, 0, ((await view(a, 0)).actions as string[]).find((c) => c.startsWith('give ')) as string);
    await send(a, 0, 'send');
    await send(a, 1, ((await view(a, 1)).actions as string[]).find((c) => c.startsWith('decline ')) as string);
    // Ana and Ben count the offer's entries; Cyd and a spectator see nothing of them.
    expect((await view(a, 0)).seq).toBe(ana + 4);
    expect((await view(a, 0)).seq).toBeGreaterThan((await view(b, 0)).seq);
    await same('after the declined offer');
    // Nor when: the time of the last entry each may see stays that of the entry before the offer.
    expect([(await view(a, CYD)).at, (await view(a)).at]).toEqual(since);
    expect((await view(a, 0)).at).toBeGreaterThan(since[0]);
    expect(await transcripts(pagesA)).toEqual(await transcripts(pagesB));
    // A message written now is "after entry N" in each reader's numbering: Cyd's and a spectator's alike in both twins.
    const written: unknown[][] = [];
    for (const t of [a, b]) {
      expect((await api('POST', `/api/matches/${t.id}/messages`, { token: t.tokens[CYD], body: { text: 'Anyone for a trade?' } })).status).toBe(201);
      const pages = [];
      for (const viewer of [CYD, undefined, 0]) {
        const page = (await api('GET', `/api/matches/${t.id}/messages`, { token: viewer === undefined ? undefined : t.tokens[viewer] })).body;
        pages.push(page.messages.map(({ id: _id, at: _at, ...m }: { id: string; at: number }) => m));
      }
      written.push(pages);
    }
    expect(written[1].slice(0, 2)).toEqual(written[0].slice(0, 2));
    expect((written[0][2] as { seq: number }[])[0].seq, 'Ana counts the offer').toBe((written[1][2] as { seq: number }[])[0].seq + 4);

    await both(a, b, 0, 'done');
    await both(a, b, 1, 'done');
    expect([await phase(a), await phase(b)]).toEqual(['preparation', 'preparation']);
    await same('at the Preparation');
    // Then the same Preparation and Actions in both: Cyd's moves are judged against what she saw.
    await playAlike(a, b, 25, async () => {
      for (const viewer of [CYD, undefined]) {
        const [va, vb] = [await view(a, viewer), await view(b, viewer)];
        expect({ ...vb, id: null, at: null }).toEqual({ ...va, id: null, at: null });
      }
    });
    await same('after the Preparation and Actions that follow');
    const [heardA, heardB] = [await transcripts(pagesA), await transcripts(pagesB)];
    expect(heardB).toEqual(heardA);
    // The pages were told of the entries they see (some updates at least), and only those.
    expect((heardA[0] as { type: string }[]).filter((m) => m.type === 'update').length).toBeGreaterThan(2);
    for (const p of [...pagesA, ...pagesB]) p.ws.close(1000);
  }, 300_000);
});
