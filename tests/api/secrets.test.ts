import { describe, expect, it } from 'vitest';
import { api, createMatch } from '../support/http';
import { nextChoice, readable, send, stepBoth } from '../support/twins';

describe('secret simultaneous steps stay secret through the API, log and history', () => {
  it('LA parliament (AS-2/AS-3): twins differing only in one vote look the same to everyone else', async () => {
    const a = await createMatch('lancaster', 3, 'twin-vote');
    const b = await createMatch('lancaster', 3, 'twin-vote');
    for (let i = 0; i < 200; i++) {
      const mine = (await api('GET', `/api/matches/${a.id}`, { token: a.tokens[0] })).body;
      if (mine.actions.some((x: string) => x.startsWith('vote '))) break;
      await stepBoth(a, b);
    }
    const votes: string[] = (await api('GET', `/api/matches/${a.id}`, { token: a.tokens[0] })).body.actions;
    expect(votes.length).toBeGreaterThan(1);
    expect(await readable(a, 1)).toEqual(await readable(b, 1));

    const va = await send(a, 0, votes[0]);
    const vb = await send(b, 0, votes[votes.length - 1]);
    expect(va.seq).toBe(vb.seq);
    // The voter sees its own vote; the others and the spectator see no difference at all.
    expect(await readable(a, 0)).not.toEqual(await readable(b, 0));
    for (const seat of [1, 2, undefined]) expect(await readable(a, seat)).toEqual(await readable(b, seat));
    const otherLog = (await readable(a, 1)).log.entries.at(-1);
    expect(otherLog.seat).toBeNull();
    expect(otherLog.command).toBeNull();
    expect(otherLog.lines).toEqual([]);
    // Until the end, another seat's export hides the vote too.
    const exp = (await api('GET', `/api/matches/${a.id}/export`, { token: a.tokens[1] })).body;
    expect(exp.events.at(-1)).toMatchObject({ seat: null, command: null });
    expect(JSON.stringify(exp)).not.toContain(votes[0]);
  });
});

describe('El Señor de la Guerra: the Prince stays the Norman’s secret (issue 5)', () => {
  it('twins differing only in where the Normans put the Prince look the same to the Frisians and spectators', async () => {
    const a = await createMatch('senor-de-la-guerra', 2, 'twin-prince');
    const b = await createMatch('senor-de-la-guerra', 2, 'twin-prince');
    // End each decision quickly (done / pass) so that the turn reaches the tile placement.
    const last = (all: string[]) => {
      const x = all.filter((c) => c !== 'undo');
      return x.find((c) => c === 'done') ?? x.find((c) => c === 'pass') ?? x[x.length - 1];
    };
    let choice = await nextChoice(a);
    for (let i = 0; i < 40 && !choice.actions.some((x) => x.startsWith('prince ')); i++) {
      await stepBoth(a, b, last);
      choice = await nextChoice(a);
    }
    const placements = choice.actions.filter((x) => x.startsWith('prince '));
    const here = placements[0];
    const there = placements.find((x) => x.split(' ')[1] !== here.split(' ')[1])!;
    expect(there).toBeDefined();
    await send(a, choice.seat, here);
    await send(b, choice.seat, there);
    const frisians = 1 - choice.seat;
    expect(await readable(a, choice.seat)).not.toEqual(await readable(b, choice.seat));
    expect(await readable(a, frisians)).toEqual(await readable(b, frisians));
    expect(await readable(a)).toEqual(await readable(b));
    // The Frisians' next decisions (their movement) still show no trace of the Prince.
    for (let i = 0; i < 5; i++) {
      const next = await nextChoice(a);
      if (next.seat !== frisians) break;
      await stepBoth(a, b, last);
      expect(await readable(a, frisians)).toEqual(await readable(b, frisians));
    }
    const page = (await api('GET', `/api/matches/${a.id}/export`, { token: a.tokens[frisians] })).body;
    expect(JSON.stringify(page)).not.toContain(here);
  });
});
