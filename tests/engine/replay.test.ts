import { describe, expect, it } from 'vitest';
import { play } from '../../src/engine/play';
import { replay, type Move } from '../../src/engine/replay';
import { randomFrom } from '../../src/engine/rng';
import { canUndo } from '../../src/engine/undo';
import { carolusMagnus as game } from '../../src/games/carolus-magnus';
import { randomBot } from '../../src/games/carolus-magnus/bot';
import { english } from '../support/words';

function randomMoves(seed: string, count: number): Move[] {
  const random = randomFrom(seed);
  let s = game.setup({ seats: 2, seed });
  const moves: Move[] = [];
  while (moves.length < count && !game.result(s)) {
    const seat = game.active(s)[0];
    const command = randomBot(s, seat, random);
    const step = play(game, s, seat, command);
    if (!step.ok) throw new Error(english(step.message));
    s = step.value.state;
    moves.push({ seat, command });
  }
  return moves;
}

describe('replay is a fold over the log', () => {
  it('reaches the same state as playing, and keeps each move’s log lines', () => {
    const moves = randomMoves('fold', 40);
    const r = replay(game, { seats: 2, seed: 'fold' }, moves);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.lines).toHaveLength(40);
    const again = replay(game, { seats: 2, seed: 'fold' }, moves);
    expect(again.ok && again.state).toEqual(r.state);
  });

  it('stops at the first move that no longer applies and says which', () => {
    const moves = randomMoves('stop', 30);
    const broken = [...moves.slice(0, 12), { seat: moves[12].seat, command: 'emperor 42' }, ...moves.slice(13)];
    const r = replay(game, { seats: 2, seed: 'stop' }, broken);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.index).toBe(12);
    expect(r.move.command).toBe('emperor 42');
    expect(english(r.message).length).toBeGreaterThan(5);
    const upTo = replay(game, { seats: 2, seed: 'stop' }, moves.slice(0, 12));
    expect(upTo.ok && upTo.state).toEqual(r.state);
  });

  it('a move by a seat that is not active is refused by play() with not_your_turn', () => {
    const s = game.setup({ seats: 2, seed: 'turn' });
    const idle = 1 - game.active(s)[0];
    const r = play(game, s, idle, game.actions(s, game.active(s)[0])[0]);
    expect(r).toMatchObject({ ok: false, code: 'not_your_turn' });
  });
});

describe('canUndo', () => {
  it('allows a paladin step but not a step that rolled dice or passed the turn', () => {
    let s = game.setup({ seats: 2, seed: 'undo' });
    const seen = { paladin: false, emperor: false, disc: false };
    const random = randomFrom('u');
    for (let i = 0; i < 200 && !game.result(s); i++) {
      const seat = game.active(s)[0];
      const command = randomBot(s, seat, random);
      const step = play(game, s, seat, command);
      if (!step.ok) throw new Error(english(step.message));
      const undoable = canUndo(game, s, step.value.state, seat);
      const verb = command.split(' ')[0];
      if (verb === 'court' || verb === 'land') {
        // Undoable unless it was the last paladin of the turn and the turn moved on.
        if (game.active(step.value.state).includes(seat)) {
          expect(undoable).toBe(true);
          seen.paladin = true;
        }
      }
      if (verb === 'emperor') {
        expect(undoable).toBe(false);
        seen.emperor = true;
      }
      if (verb === 'disc' && !game.active(step.value.state).includes(seat)) {
        expect(undoable).toBe(false);
        seen.disc = true;
      }
      s = step.value.state;
    }
    expect(seen).toEqual({ paladin: true, emperor: true, disc: true });
  });
});
