import { describe, expect, it } from 'vitest';
import { play } from '../../../src/engine/play';
import { canSee } from '../../../src/engine/visibility';
import type { LogLine } from '../../../src/engine/types';
import type { LancasterState } from '../../../src/games/lancaster/state';
import { from, game, go, logText, look, refused, runAs, table } from './helpers';
import { playRandom } from '../../support/game-harness';
import { randomBot } from '../../../src/games/lancaster/bot';
import { english } from '../../support/words';

function voting(seats: number, markers: number[], tasks = from('vote')): LancasterState {
  const s = table(seats);
  s.laws = ['l03', 'l07', 'l12'];
  s.proposals = ['l04', 'l16', 'l17'].map((law) => ({ law, outcome: null, votes: null }));
  markers.forEach((m, seat) => (s.players[seat].markers = m));
  // Nothing to exchange later: keep the law step short.
  for (const p of s.players) {
    p.gold = 0;
    p.squires = 0;
  }
  go(s, tasks);
  return s;
}

function votes(s: LancasterState, commands: string[]): { state: LancasterState; log: LogLine[] } {
  let state = s;
  const log: LogLine[] = [];
  commands.forEach((command, seat) => {
    const r = runAs(state, seat, command);
    state = r.state;
    log.push(...r.log);
  });
  return { state, log };
}

describe('phase 2: parliament', () => {
  it('LA-17 / LA-18 / LA-19 T-7: a tie passes; committed markers are spent; a rejected law is discarded', () => {
    const s = voting(4, [1, 0, 2, 0]);
    expect(game.active(s)).toEqual([0, 1, 2, 3]);
    let { state, log } = votes(s, ['vote yes 1', 'vote yes 0', 'vote no 1', 'vote no 0']);
    expect(logText(log)).toContain('3 yes to 3 no: proposal 1 is passed (a tie passes)');
    expect(state.laws).toEqual(['l07', 'l12', 'l04']);
    expect(state.players.map((p) => p.markers)).toEqual([0, 0, 1, 0]);
    ({ state, log } = votes(state, ['vote yes 0', 'vote yes 0', 'vote no 1', 'vote no 0']));
    expect(logText(log)).toContain('2 yes to 3 no: proposal 2 is rejected');
    expect(state.laws).toEqual(['l07', 'l12', 'l04']);
    expect(state.proposals[1]).toMatchObject({ law: 'l16', outcome: 'rejected' });
    expect(state.players.map((p) => p.markers)).toEqual([0, 0, 0, 0]);
  });

  it('LA-20: markers still held after the third vote go back to the supply', () => {
    // Only the votes and LA-20: the round table would hand out new markers later (LA-26).
    const s = voting(3, [3, 1, 0], from('vote').slice(0, 4));
    let state = s;
    for (let p = 0; p < 3; p++) state = votes(state, ['vote yes 0', 'vote no 0', 'vote yes 0']).state;
    expect(state.players.map((p) => p.markers)).toEqual([0, 0, 0]);
    expect(state.tasks).toEqual([]);
  });

  it('LA-17 / R-17: a tile is mandatory; markers up to those held; votes are public after the reveal', () => {
    const s = voting(3, [2, 0, 0]);
    expect(game.actions(s, 0)).toEqual(['vote yes 0', 'vote yes 1', 'vote yes 2', 'vote no 0', 'vote no 1', 'vote no 2']);
    expect(refused(s, 0, 'vote yes 3')).toBe('You hold 2 voting markers; commit from 0 to 2.');
    expect(refused(s, 0, 'vote maybe 1')).toBe('Vote yes or no with a number of voting markers: for example “vote yes 1”.');
    expect(refused(s, 0, 'pass')).toMatch(/^That is not a move for this step\. Parliament votes on proposal 1: /);
    const { state } = votes(s, ['vote no 2', 'vote yes 0', 'vote yes 0']);
    expect(look(state, 1).proposals[0]).toMatchObject({ id: 'l04', outcome: 'rejected', votes: [{ yes: false, markers: 2 }, { yes: true, markers: 0 }, { yes: true, markers: 0 }] });
  });

  it('AS-4: a voter stays active with no commands until the reveal; a second vote is refused', () => {
    const s = voting(3, [1, 1, 1]);
    const { state } = runAs(s, 1, 'vote yes 1');
    expect(game.active(state)).toEqual([0, 1, 2]);
    expect(game.actions(state, 1)).toEqual([]);
    expect(refused(state, 1, 'vote no 0')).toBe('You have already voted on proposal 1; waiting for the other players.');
  });

  it('AS-4: vote commands are secret and their log lines go only to the voter until the reveal', () => {
    const s = voting(3, [1, 1, 1]);
    const r = play(game, s, 2, 'vote no 1');
    if (!r.ok) throw new Error(english(r.message));
    expect(r.value.secret).toBe(true);
    expect(r.value.log.every((l) => l.to !== undefined && l.to.length === 1 && l.to[0] === 2)).toBe(true);
    const last = play(game, runAs(r.value.state, 0, 'vote yes 0').state, 1, 'vote yes 0');
    if (!last.ok) throw new Error(english(last.message));
    expect(last.value.secret).toBe(true);
    expect(last.value.log.some((l) => l.to === undefined && english(l.text) === 'Votes on proposal 1: Player 1 yes, Player 2 yes, and Player 3 no + 1')).toBe(true);
  });
});

/** The state before the first step of a random game at which `until` holds. */
function firstState(seats: number, seed: string, until: (s: LancasterState) => boolean): LancasterState {
  let found: LancasterState | null = null;
  playRandom(game, randomBot, { seats, seed }, ({ before }) => {
    if (!found && until(before)) found = before;
  });
  if (!found) throw new Error(`no such step in "${seed}"`);
  return found;
}

function visible(log: LogLine[], viewer: number | null): string[] {
  return log.filter((l) => canSee(l, viewer)).map((l) => english(l.text));
}

/** Every other seat and the spectator see exactly the same in both games. */
function expectSameForOthers(a: LancasterState, b: LancasterState, logA: LogLine[], logB: LogLine[], secret: number): void {
  expect(game.active(a)).toEqual(game.active(b));
  const viewers: (number | null)[] = [...Array.from({ length: a.seats }, (_, seat) => seat).filter((seat) => seat !== secret), null];
  for (const viewer of viewers) {
    expect(game.view(a, viewer)).toEqual(game.view(b, viewer));
    expect(game.summary(a, viewer).join('\n')).toBe(game.summary(b, viewer).join('\n'));
    expect(visible(logA, viewer)).toEqual(visible(logB, viewer));
    if (viewer !== null) expect(game.actions(a, viewer)).toEqual(game.actions(b, viewer));
  }
}

describe('secret steps: twin games that differ in one secret choice', () => {
  it.each([3, 5])('AS-4: until the reveal other seats cannot tell two different votes apart (%i players)', (seats) => {
    const start = firstState(seats, `vote-${seats}`, (s) => s.tasks[0]?.t === 'vote' && s.players[1].markers > 0 && s.votes.every((v) => v === null));
    const secret = 1;
    let a = runAs(start, secret, 'vote yes 0');
    let b = runAs(start, secret, `vote no ${start.players[secret].markers}`);
    const logA = [...a.log];
    const logB = [...b.log];
    expect(game.view(a.state, secret)).not.toEqual(game.view(b.state, secret));
    expectSameForOthers(a.state, b.state, logA, logB, secret);
    // The other voters but one vote the same in both games; nothing leaks at any point.
    const others = Array.from({ length: seats }, (_, seat) => seat).filter((seat) => seat !== secret);
    for (const seat of others.slice(0, -1)) {
      a = runAs(a.state, seat, 'vote yes 0');
      b = runAs(b.state, seat, 'vote yes 0');
      logA.push(...a.log);
      logB.push(...b.log);
      expectSameForOthers(a.state, b.state, logA, logB, secret);
    }
    // The reveal is public and tells the votes apart.
    const last = others[others.length - 1];
    a = runAs(a.state, last, 'vote yes 0');
    b = runAs(b.state, last, 'vote yes 0');
    expect(visible(a.log, null)).not.toEqual(visible(b.log, null));
  });

  it('AS-9: the first extension tile stays secret until every player has chosen', () => {
    const start = game.setup({ seats: 4, seed: 'tiles' });
    const a = runAs(start, 2, 'build x1');
    const b = runAs(start, 2, 'build x6');
    expect(a.log.every((l) => l.to?.length === 1 && l.to[0] === 2)).toBe(true);
    expectSameForOthers(a.state, b.state, a.log, b.log, 2);
    expect(look(a.state, 2).yourFirstTile).toBe('x1');
    expect(look(a.state, 0).yourFirstTile).toBeNull();
    let s = a.state;
    for (const seat of [0, 1]) s = runAs(s, seat, 'build x2').state;
    const reveal = runAs(s, 3, 'build x4');
    expect(logText(reveal.log)).toContain('Player 3 builds the Training yard: pay 3 squires for a new strength-1 knight (first tile)');
    expect(reveal.state.players.map((p) => p.built.findIndex((x) => x))).toEqual([1, 1, 0, 3]);
  });
});
