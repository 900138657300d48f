import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MatchStore } from '../../src/match/log/store';
import type { EventRow } from '../../src/match/records/records';

/**
 * Issue 29: the store keeps the time and the visibility of the newest entry it wrote, so that a
 * command's answer learns when its reader's last known entry was written without querying the
 * log. Whatever it keeps must answer as the queries do: a second store over the same storage,
 * which wrote nothing and so asks SQLite, is the reference, for every reader (each seat and the
 * spectator), before and after the end, over public and secret entries; and an entry whose
 * transaction failed is forgotten with its row.
 */

function entry(seq: number, seat: number, secret: boolean): EventRow {
  return { seq, kind: 'move', seat, command: `c${seq}`, target: null, lines: [secret ? { text: `line ${seq}`, to: [seat] } : { text: `line ${seq}` }], secret, idem: null, at: 1_000 * seq };
}

describe('the newest entry written, kept by the store', () => {
  it('answers when each reader last saw an entry as the log queries do, and forgets a failed write', async () => {
    const stub = env.MATCH.get(env.MATCH.idFromName('newest-time'));
    const out = await runInDurableObject(stub, (_room, state) => {
      const writer = new MatchStore(state.storage);
      const reader = new MatchStore(state.storage);
      const differences: string[] = [];
      // Public entries, then seat 1's secret ones (a sealed vote), then seat 0's, then public again.
      const plan: [number, boolean][] = [[0, false], [1, false], [1, true], [1, true], [0, true], [1, false], [0, true]];
      plan.forEach(([seat, secret], i) => {
        const seq = i + 1;
        writer.atomically(() => writer.appendEvent(entry(seq, seat, secret)));
        for (const who of [0, 1, null]) {
          for (const ended of [false, true]) {
            const kept = writer.lastShownTime(seq, who, ended);
            const asked = reader.lastShownTime(seq, who, ended);
            if (kept !== asked) differences.push(`entry ${seq}, reader ${who}, ended ${ended}: ${kept} against ${asked}`);
          }
        }
        if (writer.eventTime(seq) !== reader.eventTime(seq)) differences.push(`entry ${seq}: time`);
      });
      // A transaction that fails after writing the entry leaves neither the row nor its time.
      expect(() =>
        writer.atomically(() => {
          writer.appendEvent(entry(8, 0, false));
          throw new Error('the write fails');
        }),
      ).toThrow('the write fails');
      return { differences, failed: [writer.eventTime(8), writer.lastShownTime(8, 0, false), reader.lastShownTime(8, 0, false)], secretTime: writer.lastShownTime(4, 0, false) };
    });
    expect(out.differences).toEqual([]);
    // Entry 8 was never written: its time is unknown, and seat 0 last saw its own entry 7.
    expect(out.failed).toEqual([null, 7_000, 7_000]);
    // Seat 1's secret entries 3 and 4 (their lines its own) show seat 0 nothing: it last saw entry 2.
    expect(out.secretTime).toBe(2_000);
  });
});
