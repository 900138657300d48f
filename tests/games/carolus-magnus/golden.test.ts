import { describe, expect, it } from 'vitest';
import { replay, type Move } from '../../../src/engine/replay';
import { readGolden as readShared } from '../../support/golden';
import { english } from '../../support/words';
import { game } from './helpers';

interface Golden {
  seats: number;
  seed: string;
  winners: number[];
  reason: string;
  rounds: number;
  moves: Move[];
}

function readGolden(name: string): Golden {
  const g = readShared(name, import.meta.url);
  return { seats: g.number('seats'), seed: g.text('seed'), winners: g.numbers('winners'), reason: g.text('reason'), rounds: g.number('rounds'), moves: g.moves };
}

describe('golden games', () => {
  it.each(['golden-2p.txt', 'golden-4p.txt'])('CM-1 … CM-23: %s replays to the same result', (name) => {
    const g = readGolden(name);
    expect(g.moves.length).toBeGreaterThan(50);
    const r = replay(game, { seats: g.seats, seed: g.seed }, g.moves);
    if (!r.ok) throw new Error(`move ${r.index + 1} (${r.move.seat}: ${r.move.command}) no longer applies: ${r.message}`);
    expect(game.result(r.state)?.winners).toEqual(g.winners);
    expect(english(game.result(r.state)!.reason)).toBe(g.reason);
    expect(r.state.round).toBe(g.rounds);
  });
});
