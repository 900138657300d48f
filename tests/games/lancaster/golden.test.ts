import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replay, type Move } from '../../../src/engine/replay';
import { game } from './helpers';

interface Golden {
  seats: number;
  seed: string;
  winners: number[];
  scores: number[];
  reason: string;
  moves: Move[];
}

/** Reads a golden log: "# key: value" header lines, then one "seat: command" per line. */
function readGolden(name: string): Golden {
  const text = readFileSync(fileURLToPath(new URL(name, import.meta.url)), 'utf8');
  const header = new Map<string, string>();
  const moves: Move[] = [];
  for (const line of text.split('\n')) {
    const head = /^# (\w+): (.*)$/.exec(line);
    const move = /^(\d+): (.+)$/.exec(line);
    if (head) header.set(head[1], head[2]);
    else if (move) moves.push({ seat: Number(move[1]), command: move[2] });
  }
  const numbers = (key: string) => (header.get(key) ?? '').split(' ').map(Number);
  return {
    seats: Number(header.get('seats')),
    seed: header.get('seed') ?? '',
    winners: numbers('winners'),
    scores: numbers('scores'),
    reason: header.get('reason') ?? '',
    moves,
  };
}

describe('golden games', () => {
  it.each(['golden-2p.txt', 'golden-3p.txt', 'golden-5p.txt'])('LA-1 … LA-40: %s replays to the same result', (name) => {
    const g = readGolden(name);
    expect(g.moves.length).toBeGreaterThan(80);
    const r = replay(game, { seats: g.seats, seed: g.seed }, g.moves);
    if (!r.ok) throw new Error(`move ${r.index + 1} (${r.move.seat}: ${r.move.command}) no longer applies: ${r.message}`);
    expect(game.result(r.state)).toEqual({ winners: g.winners, scores: g.scores, reason: g.reason });
    expect(r.state.round).toBe(5);
  });
});
