import { describe, expect, it } from 'vitest';
import { replay, type Move } from '../../../src/engine/replay';
import { readGolden as readShared } from '../../support/golden';
import { game } from './helpers';
import { english } from '../../support/words';

interface Golden {
  seed: string;
  winners: number[];
  reason: string;
  turns: number;
  moves: Move[];
}

function readGolden(name: string): Golden {
  const g = readShared(name, import.meta.url);
  return { seed: g.text('seed'), winners: g.numbers('winners'), reason: g.text('reason'), turns: g.number('turns'), moves: g.moves };
}

describe('golden game', () => {
  it('SG-1 … SG-41: golden.txt replays to the same result', () => {
    const g = readGolden('golden.txt');
    expect(g.moves.length).toBeGreaterThan(100);
    const r = replay(game, { seats: 2, seed: g.seed }, g.moves);
    if (!r.ok) throw new Error(`move ${r.index + 1} (${r.move.seat}: ${r.move.command}) no longer applies: ${english(r.message)}`);
    const result = game.result(r.state);
    expect(result?.winners).toEqual(g.winners);
    expect(english(result?.reason ?? '')).toBe(g.reason);
    expect(r.state.turn).toBe(g.turns);
    // The game shows the rules at work: a structure, a recovered guard, a decoy turned over, Tactics.
    const lines = r.lines.flat().map((l) => english(l.text)).join('\n');
    expect(lines).toMatch(/Player 2 builds the /);
    expect(lines).toMatch(/Player 1 pays 1 Courage to bring the guard back to the /);
    expect(lines).toMatch(/a decoy, removed from the game/);
    expect(lines).toMatch(/spends \d+ Tactics/);
  });
});
