import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { play } from '../../src/engine/play';
import { randomFrom } from '../../src/engine/rng';
import { carolusMagnus } from '../../src/games/carolus-magnus';
import { randomBot } from '../../src/games/carolus-magnus/bot';
import { commitmentOf, rngSeedOf } from '../../src/match/log/dice';
import type { MatchExport } from '../../src/match/log/export';
import { verifyExport } from '../../src/match/log/verify';
import { english } from '../support/words';

/** Plays a whole 2-player match as the service would and exports it. */
async function finishedExport(secret: string, salts: string[]): Promise<MatchExport> {
  const seed = await rngSeedOf(secret, salts);
  const random = randomFrom('verify-bot');
  let s = carolusMagnus.setup({ seats: 2, seed, options: {} });
  const events: MatchExport['events'] = [];
  while (!carolusMagnus.result(s)) {
    const seat = carolusMagnus.active(s)[0];
    const command = randomBot(s, seat, random);
    const step = play(carolusMagnus, s, seat, command);
    if (!step.ok) throw new Error(english(step.message));
    s = step.value.state;
    events.push({ seq: events.length + 1, kind: 'move', seat, command, target: null, at: 0 });
  }
  return {
    format: 'pbm-export/1',
    id: 'test',
    game: 'carolus-magnus',
    variant: null,
    seats: 2,
    players: [
      { seat: 0, name: 'A' },
      { seat: 1, name: 'B' },
    ],
    options: {},
    rulesVersion: carolusMagnus.rulesVersion,
    commitment: await commitmentOf(secret),
    salts,
    secret,
    status: 'finished',
    events,
    final: { seq: events.length, result: carolusMagnus.result(s), view: carolusMagnus.view(s, null) },
  };
}

function failed(v: { checks: { name: string; ok: boolean }[] }) {
  return v.checks.filter((c) => !c.ok).map((c) => c.name);
}

describe('verifying an export (DESIGN.md §4)', () => {
  it('accepts an honest export', async () => {
    const v = await verifyExport(await finishedExport('s3cret', ['a', 'b']));
    expect(failed(v)).toEqual([]);
    expect(v.ok).toBe(true);
  });

  it('refuses a secret that does not match the commitment', async () => {
    const x = await finishedExport('s3cret', ['a', 'b']);
    x.commitment = await commitmentOf('another secret');
    const v = await verifyExport(x);
    expect(v.ok).toBe(false);
    expect(failed(v)).toContain('commitment');
  });

  it('refuses changed salts: the dice no longer lead to the same game', async () => {
    const x = await finishedExport('s3cret', ['a', 'b']);
    x.salts = ['a', 'c'];
    const v = await verifyExport(x);
    expect(v.ok).toBe(false);
    expect(failed(v).some((n) => ['replay', 'result', 'final view'].includes(n))).toBe(true);
  });

  it('refuses a log with a changed command', async () => {
    const x = await finishedExport('s3cret', ['a', 'b']);
    const i = x.events.findIndex((e) => e.command?.startsWith('emperor'));
    x.events[i] = { ...x.events[i], command: 'emperor 99' };
    const v = await verifyExport(x);
    expect(v.ok).toBe(false);
    expect(v.checks.find((c) => c.name === 'replay')?.detail).toMatch(/emperor 99/);
  });

  it('refuses an export made before the end (no secret yet)', async () => {
    const x = await finishedExport('s3cret', ['a', 'b']);
    const v = await verifyExport({ ...x, secret: null });
    expect(v.ok).toBe(false);
    expect(v.checks[0].detail).toMatch(/only once the match has ended/);
  });

  it('npm run verify: exit 0 on a good file, 1 on a tampered one, 2 on an unreadable one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'verify-'));
    const good = join(dir, 'good.json');
    const bad = join(dir, 'bad.json');
    const x = await finishedExport('cli', ['x', 'y']);
    writeFileSync(good, JSON.stringify(x));
    writeFileSync(bad, JSON.stringify({ ...x, commitment: '00' }));
    writeFileSync(join(dir, 'junk.json'), '{not json');
    const run = (f: string) => {
      try {
        return { code: 0, out: execFileSync('npx', ['tsx', 'scripts/verify.ts', f], { encoding: 'utf8' }) };
      } catch (e) {
        const err = e as { status: number; stdout: string; stderr: string };
        return { code: err.status, out: err.stdout + err.stderr };
      }
    };
    const ok = run(good);
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/^verified/m);
    const no = run(bad);
    expect(no.code).toBe(1);
    expect(no.out).toMatch(/FAIL commitment/);
    const junk = run(join(dir, 'junk.json'));
    expect(junk.code).toBe(2);
    expect(junk.out).toMatch(/cannot read/);
  });
});
