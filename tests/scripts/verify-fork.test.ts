import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { play } from '../../src/engine/play';
import { randomFrom } from '../../src/engine/rng';
import { carolusMagnus } from '../../src/games/carolus-magnus';
import { randomBot } from '../../src/games/carolus-magnus/bot';
import type { CarolusState } from '../../src/games/carolus-magnus/state';
import { commitmentOf, rngSeedOf } from '../../src/match/log/dice';
import type { MatchExport } from '../../src/match/log/export';
import { forkExport } from '../../src/match/fork/view';
import { verifyExport, verifyFork } from '../../src/match/log/verify';
import { english } from '../support/words';

const SECRET = 'fork-cli';
const SALTS = ['a', 'b'];
const AT = 12;

/** Plays from `s` to the end with the random bot, numbering the new entries after `events`. */
function playOn(s: CarolusState, events: MatchExport['events'], random: () => number): { state: CarolusState; events: MatchExport['events'] } {
  const out = [...events];
  let state = s;
  while (!carolusMagnus.result(state)) {
    const seat = carolusMagnus.active(state)[0];
    const command = randomBot(state, seat, random);
    const step = play(carolusMagnus, state, seat, command);
    if (!step.ok) throw new Error(english(step.message));
    state = step.value.state;
    out.push({ seq: out.length + 1, kind: 'move', seat, command, target: null, at: 0 });
  }
  return { state, events: out };
}

async function exportOf(id: string, state: CarolusState, events: MatchExport['events']): Promise<MatchExport> {
  return {
    format: 'pbm-export/1',
    id,
    game: 'carolus-magnus',
    variant: null,
    seats: 2,
    players: [
      { seat: 0, name: 'A', bot: null },
      { seat: 1, name: 'B', bot: null },
    ],
    options: {},
    rulesVersion: carolusMagnus.rulesVersion,
    commitment: await commitmentOf(SECRET),
    salts: SALTS,
    secret: SECRET,
    status: 'finished',
    events,
    final: { seq: events.length, result: carolusMagnus.result(state), view: carolusMagnus.view(state, null) },
  };
}

/** A finished match, and a what-if of it from entry AT that the bot played on differently (as the service would export them). */
async function originAndFork(): Promise<{ origin: MatchExport; fork: MatchExport }> {
  const seed = await rngSeedOf(SECRET, SALTS);
  const start = carolusMagnus.setup({ seats: 2, seed, options: {} });
  const whole = playOn(start, [], randomFrom('origin'));
  const origin = await exportOf('origin', whole.state, whole.events);
  let s = start;
  for (const e of origin.events.slice(0, AT)) {
    const step = play(carolusMagnus, s, e.seat as number, e.command as string);
    if (!step.ok) throw new Error(english(step.message));
    s = step.value.state;
  }
  const after = playOn(s, origin.events.slice(0, AT), randomFrom('what-if'));
  const fork = await exportOf('whatif', after.state, after.events);
  fork.fork = forkExport({ origin: 'origin', at: AT }) ?? undefined;
  return { origin, fork };
}

function run(...files: string[]): { code: number; out: string } {
  try {
    return { code: 0, out: execFileSync('npx', ['tsx', 'scripts/verify.ts', ...files], { encoding: 'utf8' }) };
  } catch (e) {
    const err = e as { status: number; stdout: string; stderr: string };
    return { code: err.status, out: err.stdout + err.stderr };
  }
}

describe('verifying a what-if (issue 26)', () => {
  it('a what-if verifies on its own (its log carries the origin’s entries) and says it is a what-if', async () => {
    const { origin, fork } = await originAndFork();
    expect(fork.events.slice(AT).map((e) => e.command)).not.toEqual(origin.events.slice(AT, fork.events.length).map((e) => e.command));
    const v = await verifyExport(fork);
    expect(v.checks.filter((c) => !c.ok)).toEqual([]);
    expect(v.checks.find((c) => c.name === 'what-if')?.detail).toMatch(/^not the real match: played on from entry 12 of match origin/);
  });

  it('against its origin: the same dice and the origin’s entries up to the fork, or it says which entry differs', async () => {
    const { origin, fork } = await originAndFork();
    expect((await verifyFork(fork, origin)).ok).toBe(true);
    const changed = { ...origin, events: origin.events.map((e) => (e.seq === 5 ? { ...e, seat: 1 - (e.seat as number) } : e)) };
    const v = await verifyFork(fork, changed);
    expect(v.checks.find((c) => c.name === 'origin prefix')).toEqual({ name: 'origin prefix', ok: false, detail: "entry 5 is not the origin's" });
    const other = await verifyFork(fork, { ...origin, id: 'another', salts: ['a', 'c'] });
    expect(other.checks.filter((c) => !c.ok).map((c) => c.name)).toEqual(expect.arrayContaining(['origin', 'origin verifies', 'origin dice']));
    const notFork = await verifyFork(origin, origin);
    expect(notFork.checks.at(-1)).toEqual({ name: 'what-if', ok: false, detail: 'The first export is not a what-if.' });
  });

  it('npm run verify -- <what-if.json> <origin.json>: exit 0 when both agree, 1 when the origin is another match, 2 when one cannot be read', async () => {
    const { origin, fork } = await originAndFork();
    const dir = mkdtempSync(join(tmpdir(), 'verify-fork-'));
    const files = { fork: join(dir, 'fork.json'), origin: join(dir, 'origin.json'), other: join(dir, 'other.json') };
    writeFileSync(files.fork, JSON.stringify(fork));
    writeFileSync(files.origin, JSON.stringify(origin));
    writeFileSync(files.other, JSON.stringify({ ...origin, id: 'other' }));
    const ok = run(files.fork, files.origin);
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/^ok {3}origin prefix: entries 1 to 12 are the origin's$/m);
    const no = run(files.fork, files.other);
    expect(no.code).toBe(1);
    expect(no.out).toMatch(/^FAIL origin: the what-if names match origin; the second export is match other$/m);
    const missing = run(files.fork, join(dir, 'missing.json'));
    expect(missing.code).toBe(2);
    expect(missing.out).toMatch(/cannot read/);
  });
});
