import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { findGame } from '../../src/games';
import { randomBot } from '../../src/games/king-david/bot';
import { top } from '../../src/games/king-david/handler';
import type { KdState } from '../../src/games/king-david/state';
import { MatchStore } from '../../src/match/log/store';
import { api, seededRandom } from '../support/http';
import { create, eventually, letTimePass, stubOf } from '../support/notify';

/**
 * The report of issue 13: the deadline policy "bot" was seen to play nothing in a 5-seat King
 * David match after every view had been read. Here the seats play random moves of their own, and
 * between them deadlines pass (most often in marker windows, battles, sieges, allocations and
 * retreats), each after the spectator and all five seats have read their views. Every deadline
 * must add at least one entry, and every entry the clock plays must be the game's timeout default
 * in the state it was played in.
 */

const HOUR = 3_600_000;
const STEPS = 700;
const { game, timeout } = findGame('king-david')!;
/** Frames where a deadline is most worth testing: every seat active in a window, simultaneous allocations, sealed bids. */
const TENSE = new Set(['window', 'allocate', 'battle', 'siege', 'sieges', 'retreat', 'rolloff', 'attempt', 'combat', 'recruit', 'fate', 'overstack']);

interface Row {
  seat: number | null;
  command: string | null;
  kind: string;
}

async function eventsOf(id: string): Promise<Row[]> {
  return runInDurableObject(stubOf(id), (_room, state) => new MatchStore(state.storage).events().map((e) => ({ seat: e.seat, command: e.command, kind: e.kind })));
}

describe('the deadline bot in a 5-seat King David match (issue 13 report)', () => {
  it('A-16 / A-9: every deadline after all views are read plays the late seat’s timeout default, in windows and battles too', async () => {
    const names = ['Ana', 'Bo', 'Cy', 'Di', 'Ed'];
    const m = await create({ game: 'king-david', seats: 5, players: names.map((name) => ({ name })), options: { seed: 'kd-deadline-5' }, clock: { hours: 1, policy: 'bot' } });
    const meta = await runInDurableObject(stubOf(m.id), (_room, state) => new MatchStore(state.storage).meta()!);
    let s = game.setup({ seats: 5, seed: meta.rngSeed!, options: meta.options }) as KdState;
    const random = seededRandom('kd-deadline-moves');
    let seen = 0;
    const deadlinesIn = new Map<string, number>();
    for (let step = 0; step < STEPS && !s.result; step++) {
      const f = top(s);
      const kind = f?.k === 'window' ? `window ${f.type}` : (f?.k ?? 'none');
      if (random() < (TENSE.has(f?.k ?? '') ? 0.6 : 0.08)) {
        // Every reader looks first: the spectator and the five seats (the object keeps what it read).
        const spectator = (await api('GET', `/api/matches/${m.id}`)).body;
        expect(spectator.status).toBe('active');
        if (f?.k === 'window') expect(spectator.active).toEqual([0, 1, 2, 3, 4]);
        for (const token of m.tokens) expect((await api('GET', `/api/matches/${m.id}`, { token })).status).toBe(200);
        await letTimePass(m.id, HOUR + 1000);
        const rows = await eventually(() => eventsOf(m.id), (r) => r.length > seen);
        expect(rows.length, `a deadline in ${kind} (entry ${seen}) played nothing`).toBeGreaterThan(seen);
        for (const row of rows.slice(seen)) {
          expect(row.kind).toBe('move');
          expect(row.command, `the clock's move in ${kind}`).toBe(timeout!(s, row.seat as number));
          const r = game.apply(s, row.seat as number, row.command as string);
          expect(r.ok).toBe(true);
          if (r.ok) s = r.value.state as KdState;
        }
        seen = rows.length;
        deadlinesIn.set(kind, (deadlinesIn.get(kind) ?? 0) + 1);
        continue;
      }
      // A seat plays a move of its own, as the engine's random bot would.
      const seats = game.active(s).filter((x) => game.actions(s, x).length > 0);
      const seat = seats[Math.floor(random() * seats.length)];
      const command = randomBot(s, seat, random);
      const res = await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[seat], body: { command } });
      expect(res.status, `"${command}" by seat ${seat}: ${JSON.stringify(res.body)}`).toBe(200);
      const r = game.apply(s, seat, command);
      expect(r.ok).toBe(true);
      if (r.ok) s = r.value.state as KdState;
      seen++;
    }
    // The run reached battles and windows inside slots, where every seat is active.
    for (const kind of ['window cr', 'window me', 'allocate', 'battle']) expect(deadlinesIn.get(kind) ?? 0, kind).toBeGreaterThan(0);
  }, 900_000);

  it('A-16 / R-49: a seat whose deadline passes with a gift half made (an ally named, no amount) gives it up and is DONE', async () => {
    const m = await create({ game: 'king-david', seats: 3, players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], options: { seed: 'kd-deadline-gift' }, clock: { hours: 1, policy: 'bot' } });
    const view = async (seat: number | null) => (await api('GET', `/api/matches/${m.id}`, seat === null ? {} : { token: m.tokens[seat] })).body;
    const play = async (seat: number, command: string) => expect((await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[seat], body: { command } })).status).toBe(200);
    // The clock plays the set-up (countries, placements) until Diplomacy opens.
    for (let i = 0; i < 200 && (await view(null)).view.step.kind !== 'diplomacy'; i++) await letTimePass(m.id, HOUR + 1000);
    expect((await view(null)).view.step.kind).toBe('diplomacy');
    const proposal = ((await view(0)).actions as string[]).find((c) => c.endsWith(' separate')) as string;
    const word = proposal.split(' ')[1];
    const country: Record<string, string> = { philistia: 'PHI', judah: 'JUD', aram: 'ARA' };
    const other = ((await view(null)).view.players as { seat: number; country: string }[]).find((p) => p.country === country[word])?.seat as number;
    await play(0, proposal);
    const mine = ((await view(other)).actions as string[]).find((c) => c.startsWith('accept ')) as string;
    await play(other, mine);
    const give = ((await view(0)).actions as string[]).find((c) => c.startsWith('give ')) as string;
    await play(0, give);
    expect((await view(0)).actions).toContain('back');
    const before = (await eventsOf(m.id)).length;
    for (const seat of [null, 0, 1, 2]) await view(seat);
    await letTimePass(m.id, HOUR + 1000);
    const rows = (await eventually(() => eventsOf(m.id), (r) => r.length > before + 2)).slice(before);
    // Seat 0 gives the gift up, then is DONE; the others are DONE; Diplomacy is over.
    expect(rows.filter((r) => r.seat === 0).map((r) => r.command)).toEqual(['back', 'done']);
    expect(rows.filter((r) => r.seat !== 0).map((r) => r.command)).toEqual(['done', 'done']);
    expect((await view(null)).view.step.kind).not.toBe('diplomacy');
  }, 300_000);
});
