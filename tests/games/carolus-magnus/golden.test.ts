import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replay, type Move } from '../../../src/engine/replay';
import { game } from './helpers';

interface Golden {
  seats: number;
  seed: string;
  winners: number[];
  reason: string;
  rounds: number;
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
  return {
    seats: Number(header.get('seats')),
    seed: header.get('seed') ?? '',
    winners: (header.get('winners') ?? '').split(' ').map(Number),
    reason: header.get('reason') ?? '',
    rounds: Number(header.get('rounds')),
    moves,
  };
}

describe('golden games', () => {
  it.each(['golden-2p.txt', 'golden-4p.txt'])('CM-1 … CM-23: %s replays to the same result', (name) => {
    const g = readGolden(name);
    expect(g.moves.length).toBeGreaterThan(50);
    const r = replay(game, { seats: g.seats, seed: g.seed }, g.moves);
    if (!r.ok) throw new Error(`move ${r.index + 1} (${r.move.seat}: ${r.move.command}) no longer applies: ${r.message}`);
    expect(game.result(r.state)).toMatchObject({ winners: g.winners, reason: g.reason });
    expect(r.state.round).toBe(g.rounds);
  });
});
