import { expect } from 'vitest';
import { play } from '../../src/engine/play';
import type { Game, LogLine } from '../../src/engine/types';

/** The one seat whose decision it is (the test fails when none or several are active). */
export function soleActive<S>(game: Game<S>, s: S): number {
  const active = game.active(s);
  expect(active).toHaveLength(1);
  return active[0];
}

/** Plays commands through the engine's `play`, each by the sole active seat, failing the test on a refusal. */
export function runAll<S>(game: Game<S>, s: S, commands: readonly string[]): { state: S; log: LogLine[] } {
  let state = s;
  const log: LogLine[] = [];
  for (const command of commands) {
    const r = play(game, state, soleActive(game, state), command);
    if (!r.ok) throw new Error(`${command}: ${r.message}`);
    state = r.value.state;
    log.push(...r.value.log);
  }
  return { state, log };
}
