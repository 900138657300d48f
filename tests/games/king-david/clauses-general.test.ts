import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../src/games/king-david/bot';
import { fullCup } from '../../../src/games/king-david/chits';
import { COUNTERS, LEADERS } from '../../../src/games/king-david/data/counters';
import { battleDie, CHIT_MIX, LEVEL_DIE, MARKER_IDS, SIEGE_DIE } from '../../../src/games/king-david/data/tables';
import type { KdState } from '../../../src/games/king-david/state';
import { game, go, position, seatOf, start, words } from './helpers';
import { COUNTER_MIX } from './rulings';

/** Components, the order of phases and the server's dice (KD-1, KD-17, A-1), and the §5.3 table read from the rulings. */

describe('components, phases and randomness', () => {
  it('KD-1: the components are the counter mix, 5 leaders, 73 event markers, 15 phase chits and 2 End-Game chits, and the d6, d8 and d10', () => {
    expect(LEADERS).toHaveLength(5);
    expect(MARKER_IDS).toHaveLength(73);
    expect(Object.values(CHIT_MIX).reduce((a, b) => a + b, 0)).toBe(15);
    // Two End-Game chits come into the cup of a short game after its target turn, each in place of an Action chit.
    const s = position({ countries: ['JUD', 'PHI'] });
    s.short = 3;
    s.turn = 4;
    const cup = fullCup(s);
    expect(cup).toHaveLength(15);
    expect(cup.filter((c) => c === 'endgame')).toHaveLength(2);
    expect(cup.filter((c) => c === 'action')).toHaveLength(3);
    const dice = new Set([SIEGE_DIE, LEVEL_DIE, ...(['C', 'P', 'I', 'M'] as const).flatMap((t) => [battleDie(t, false), battleDie(t, true)])]);
    expect([...dice].sort((a, b) => a - b)).toEqual([6, 8, 10]);
    expect(COUNTERS.length).toBeGreaterThan(0);
  });

  it('KD-17 / KD-12: each phase is finished before the next starts: the Harvest waits for the last Build step', () => {
    const s0 = position({ countries: ['JUD', 'PHI'], track: ['build', 'harvest', 'event', 'action', 'action', 'action', 'resource', 'resource', 'harvest', 'harvest', 'event', 'action'], stocks: { JUD: [10, 10], PHI: [10, 10] } });
    s0.phase = 0;
    s0.cup = [];
    let s = start(s0, [{ k: 'turn', stage: 'phases' }]).state;
    const [J, P] = [seatOf(s, 'JUD'), seatOf(s, 'PHI')];
    expect([s.phase, game.active(s)]).toEqual([1, [J]]);
    s = go(s, J, 'done').state;
    // Philistia's Build step: the Harvest of phase 2 has not begun.
    expect([s.phase, game.active(s), s.food]).toEqual([1, [P], [10, 10]]);
    const lines = words(go(s, P, 'done').log);
    // Then, and only then, the Harvest: its phase line, then its income.
    const done = lines.findIndex((l) => l === 'Player 2 (Philistia) has finished building.');
    expect(done).toBeGreaterThanOrEqual(0);
    expect(lines.indexOf('Phase 2: Harvest.')).toBeGreaterThan(done);
    expect(lines.findIndex((l) => l.startsWith('Harvest: '))).toBeGreaterThan(lines.indexOf('Phase 2: Harvest.'));
  });

  it('A-1: the server makes every roll and draw from the seed kept in the state and logs each result: the same seed and the same commands give the same match', () => {
    const playFrom = (seed: string) => {
      let s = game.setup({ seats: 3, seed }) as KdState;
      let x = 12345;
      const random = () => ((x = (x * 48271) % 2147483647) / 2147483647);
      const log: string[] = [];
      for (let i = 0; i < 600 && !s.result; i++) {
        const seat = game.active(s).find((k) => game.actions(s, k).length > 0) as number;
        const r = go(s, seat, randomBot(s, seat, random));
        log.push(...words(r.log, seat));
        s = r.state;
      }
      return { s, log };
    };
    const a = playFrom('a1');
    const b = playFrom('a1');
    expect(b.s).toEqual(a.s);
    expect(b.log).toEqual(a.log);
    // Every seat's country-choice roll is in the log, all in one line (rolls made together are shown together).
    const rolls = a.log.filter((l) => l.startsWith('Rolls: '));
    expect(rolls.length).toBeGreaterThan(0);
    expect(rolls[0].match(/Player \d/g)).toHaveLength(3);
    // Another seed rolls otherwise.
    expect(playFrom('a1-other').log.slice(0, 5)).not.toEqual(a.log.slice(0, 5));
  });

  it('§5.3: the counter mix is the table of the rulings, country by country and type by type', () => {
    const section = COUNTER_MIX;
    const country: Record<string, string> = { Judah: 'JUD', Philistia: 'PHI', Aram: 'ARA', Tyre: 'TYR', Moab: 'MOA', Ammon: 'AMM', Bedouins: 'BED', Edom: 'EDO', Egypt: 'EGY', Hamath: 'HAM', Negev: 'NEG' };
    const types = ['C', 'P', 'I', 'M'];
    const table: string[] = [];
    for (const line of section.split('\n')) {
      const cells = line.split('|').map((c) => c.trim()).slice(1, -1);
      if (cells.length !== 5 || !country[cells[0]]) continue;
      cells.slice(1).forEach((cell, i) => {
        if (cell === '—') return;
        for (const part of cell.split(',')) {
          const m = /^(\d+)(?:\/(\d+))? ×(\d+)$/.exec(part.trim());
          expect(m, `${cells[0]}: "${part}"`).not.toBeNull();
          if (m) table.push(`${country[cells[0]]}-${types[i]}${m[1]}${m[2] ?? ''} ×${m[3]}`);
        }
      });
    }
    const counts = new Map<string, number>();
    for (const c of COUNTERS) {
      const key = `${c.country}-${c.type}${c.full}${c.reduced ?? ''}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(table.length).toBeGreaterThan(40);
    expect([...counts].map(([k, n]) => `${k} ×${n}`).sort()).toEqual(table.sort());
  });
});
