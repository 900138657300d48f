import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replay, type Move } from '../../../src/engine/replay';
import { game } from './helpers';

interface Golden {
  seed: string;
  winners: number[];
  reason: string;
  turns: number;
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
    seed: header.get('seed') ?? '',
    winners: (header.get('winners') ?? '').split(' ').map(Number),
    reason: header.get('reason') ?? '',
    turns: Number(header.get('turns')),
    moves,
  };
}

describe('golden game', () => {
  it('SG-1 … SG-41: golden.txt replays to the same result', () => {
    const g = readGolden('golden.txt');
    expect(g.moves.length).toBeGreaterThan(100);
    const r = replay(game, { seats: 2, seed: g.seed }, g.moves);
    if (!r.ok) throw new Error(`move ${r.index + 1} (${r.move.seat}: ${r.move.command}) no longer applies: ${r.message}`);
    expect(game.result(r.state)).toEqual({ winners: g.winners, reason: g.reason });
    expect(r.state.turn).toBe(g.turns);
    // The game shows the rules at work: a structure, a recovered guard, a decoy turned over, Tactics.
    const lines = r.lines.flat().map((l) => l.text).join('\n');
    expect(lines).toMatch(/Frisians build the/);
    expect(lines).toMatch(/return the guard/);
    expect(lines).toMatch(/a decoy, removed from the game/);
    expect(lines).toMatch(/spend \d+ Tactics/);
  });
});
