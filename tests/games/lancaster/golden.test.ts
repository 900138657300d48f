import { describe, expect, it } from 'vitest';
import { replay, type Move } from '../../../src/engine/replay';
import { readGolden as readShared } from '../../support/golden';
import { english } from '../../support/words';
import { game } from './helpers';

interface Golden {
  seats: number;
  seed: string;
  winners: number[];
  scores: number[];
  reason: string;
  moves: Move[];
}

function readGolden(name: string): Golden {
  const g = readShared(name, import.meta.url);
  return { seats: g.number('seats'), seed: g.text('seed'), winners: g.numbers('winners'), scores: g.numbers('scores'), reason: g.text('reason'), moves: g.moves };
}

describe('golden games', () => {
  it.each(['golden-2p.txt', 'golden-3p.txt', 'golden-5p.txt'])('LA-1 … LA-40: %s replays to the same result', (name) => {
    const g = readGolden(name);
    expect(g.moves.length).toBeGreaterThan(80);
    const r = replay(game, { seats: g.seats, seed: g.seed }, g.moves);
    if (!r.ok) throw new Error(`move ${r.index + 1} (${r.move.seat}: ${r.move.command}) no longer applies: ${r.message}`);
    const result = game.result(r.state);
    expect(result && { winners: result.winners, scores: result.scores, reason: english(result.reason) }).toEqual({ winners: g.winners, scores: g.scores, reason: g.reason });
    expect(r.state.round).toBe(5);
  });
});
