import { expect } from 'vitest';
import { randomBot } from '../../../src/games/lancaster/bot';
import { COUNTIES } from '../../../src/games/lancaster/data';
import type { LancasterState } from '../../../src/games/lancaster/state';
import { describeRandomPlay } from '../../support/game-harness';
import { english } from '../../support/words';
import { game, tableProblem } from './helpers';

/** Near misses for a seat: commands of every step, with places, tiles and numbers beside the legal ones. */
function nearMisses(s: LancasterState, seat: number, pick: () => number): string[] {
  const county = COUNTIES[Math.floor(pick() * COUNTIES.length)].name;
  const k = 1 + Math.floor(pick() * 4);
  return [
    'pass',
    `knight ${k} ${county}`,
    `knight ${k + 4} ${county}`,
    `knight ${k} paris`,
    `ally ${k} ${county}`,
    `knight ${k} x${1 + Math.floor(pick() * 6)}`,
    `knight ${k} c${String(1 + Math.floor(pick() * 12)).padStart(2, '0')}`,
    `squires ${Math.floor(pick() * 12)}`,
    `favour ${Math.floor(pick() * 8)}`,
    `vote yes ${s.players[seat].markers + 1}`,
    'vote maybe 0',
    `upgrade ${k} court`,
    `noble ${county}`,
    'noble',
    'both',
    'reward',
    `buy ${Math.floor(pick() * 40)}`,
    `start ${s.seats}`,
    `free ${k}`,
    `use x${1 + Math.floor(pick() * 6)}`,
    `use ac${1 + Math.floor(pick() * 2)}`,
    `build x${Math.floor(pick() * 8)}`,
    `passage c0${Math.floor(pick() * 9)}`,
  ];
}

describeRandomPlay<LancasterState>({
  game,
  bot: randomBot,
  runs: 200,
  endTitle: 'LA-35 … LA-40: random legal play ends after round 5 with scores and winners',
  checkEnd: (s, seats) => {
    const result = game.result(s);
    expect(s.round).toBe(5);
    expect(english(result?.reason ?? '')).toMatch(/ (wins|share the victory) with \d+ power points$/);
    expect(result?.winners.length).toBeGreaterThan(0);
    expect(result?.scores).toHaveLength(seats);
    expect(game.active(s)).toEqual([]);
    for (let seat = 0; seat < seats; seat++) expect(game.actions(s, seat)).toEqual([]);
  },
  invariantTitle: '§7.2: every force’s seven knights are conserved and no purse goes negative after every step',
  invariant: tableProblem,
  nearMisses,
  twins: {
    title: 'AS-4: until a vote is revealed, other seats cannot tell a yes without markers from a no with all of them',
    // The first vote a seat casts holding markers: yes with none, or no with every marker it holds.
    fork: (s, seat, actions) => {
      const all = `vote no ${s.players[seat].markers}`;
      return s.tasks[0]?.t === 'vote' && s.players[seat].markers > 0 && actions.includes('vote yes 0') && actions.includes(all) ? ['vote yes 0', all] : null;
    },
    // A cast vote is held until every seat has voted; the reveal clears it.
    revealed: (s, seat) => s.tasks[0]?.t !== 'vote' || s.votes[seat] === null,
  },
});
