import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Move } from '../../src/engine/replay';

export interface GoldenLog {
  header: Map<string, string>;
  moves: Move[];
  text(key: string): string;
  number(key: string): number;
  numbers(key: string): number[];
}

/**
 * Reads a golden whole-game log stored beside a test: "# key: value" header lines, then one
 * "seat: command" per line (STYLE.md: games kept as readable text, replayed on every run).
 */
export function readGolden(name: string, base: string): GoldenLog {
  const text = readFileSync(fileURLToPath(new URL(name, base)), 'utf8');
  const header = new Map<string, string>();
  const moves: Move[] = [];
  for (const line of text.split('\n')) {
    const head = /^# (\w+): (.*)$/.exec(line);
    const move = /^(\d+): (.+)$/.exec(line);
    if (head) header.set(head[1], head[2]);
    else if (move) moves.push({ seat: Number(move[1]), command: move[2] });
  }
  const value = (key: string) => header.get(key) ?? '';
  return {
    header,
    moves,
    text: value,
    number: (key) => Number(value(key)),
    numbers: (key) => value(key).split(' ').map(Number),
  };
}
