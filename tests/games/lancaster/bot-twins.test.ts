import { describe, expect, it } from 'vitest';
import { sightOf } from '../../../src/engine/bots';
import { randomFrom, seedRng, shuffle } from '../../../src/engine/rng';
import { randomBot } from '../../../src/games/lancaster/bot';
import { lancasterBots } from '../../../src/games/lancaster/bots';
import { LAW_SLOTS } from '../../../src/games/lancaster/data';
import { cloneState, type LancasterState } from '../../../src/games/lancaster/state';
import { check, playRandom } from '../../support/game-harness';
import { court, from, game, go, runAs, table } from './helpers';

/*
 * Twins: two states that differ only in what one seat may not know (another seat's purse behind
 * its screen, a sealed vote, a secret first tile, the order of the decks). The good bot of that
 * seat must choose the same command in both, given the same chances. Each twin is built so that a
 * bot reading the state would have reason to choose differently.
 */

const good = lancasterBots.good;

function choose(s: LancasterState, seat: number, chances: string): string {
  return good(sightOf(game, s, seat), randomFrom(chances));
}

/** LA-17: the fewest markers `seat` needs for its side to carry the vote, knowing every sealed vote; null if none suffice. */
function cheapestWin(s: LancasterState, seat: number, yes: boolean): number | null {
  let ayes = 0;
  let noes = 0;
  s.votes.forEach((v, q) => {
    if (q === seat || !v) return;
    if (v.yes) ayes += 1 + v.markers;
    else noes += 1 + v.markers;
  });
  for (let k = 0; k <= s.players[seat].markers; k++) {
    if (yes ? ayes + 1 + k >= noes : noes + 1 + k > ayes) return k;
  }
  return null;
}

/** LA-11: the fewest squires that keep a knight of `strength` safe in a county from every rival knight at court, knowing their purses. */
function cheapestSafe(s: LancasterState, seat: number, strength: number, min: number): number {
  let n = 0;
  for (let q = 0; q < s.seats; q++) {
    if (q === seat) continue;
    for (const k of s.forces[q].court) if (k >= min) n = Math.max(n, k + s.players[q].squires - strength);
  }
  return n;
}

/** A copy of `s` with every secret `seat` may not know drawn anew: purses (3–5 players), sealed choices, deck orders. */
function twinOf(s: LancasterState, seat: number, pick: () => number): LancasterState {
  const t = cloneState(s);
  const rng = seedRng(String(pick()));
  for (let q = 0; q < t.seats; q++) {
    if (q === seat) continue;
    // AS-5: gold and squires behind the screens (2 players have none).
    if (t.seats > 2) {
      t.players[q].gold += 1 + Math.floor(pick() * 6);
      t.players[q].squires += 1 + Math.floor(pick() * 6);
    }
    // AS-4: a sealed vote is turned over, with other markers.
    const vote = t.votes[q];
    if (vote) t.votes[q] = { yes: !vote.yes, markers: Math.floor(pick() * (t.players[q].markers + 1)) };
    // AS-9: another first tile.
    const tile = t.setupChoice[q];
    if (tile !== null) t.setupChoice[q] = (tile + 1 + Math.floor(pick() * 5)) % 6;
  }
  // AS-2: the conflict deck in another order; each law group in another order (§3.1).
  t.conflictDeck = shuffle(rng, t.conflictDeck);
  const laws: string[] = [];
  for (let i = 0; i < t.lawDeck.length; i += LAW_SLOTS) laws.push(...shuffle(rng, t.lawDeck.slice(i, i + LAW_SLOTS)));
  t.lawDeck = laws;
  return t;
}

describe('twins: the good bot decides from its seat’s view only', () => {
  it('AS-4: a vote where the others’ sealed votes differ gets the same vote, though knowing them would change the markers worth committing', () => {
    const s = table(3);
    s.players[0].markers = 3;
    s.players[1].markers = 2;
    s.players[2].markers = 1;
    go(s, from('vote'));
    const a = runAs(runAs(s, 1, 'vote no 2').state, 2, 'vote yes 0').state;
    const b = runAs(runAs(s, 1, 'vote yes 0').state, 2, 'vote yes 0').state;
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
    const chosen = choose(a, 0, 'vote-twins');
    expect(choose(b, 0, 'vote-twins')).toBe(chosen);
    const yes = chosen.startsWith('vote yes');
    expect(cheapestWin(a, 0, yes)).not.toBe(cheapestWin(b, 0, yes));
  });

  it('AS-5 / LA-11: the squires sent into Sussex are the same whether a rival holds 0 or 3 squires behind his screen, though only 3 could displace 2 + 2', () => {
    const base = table(3);
    court(base, 0, [2]);
    court(base, 1, [2]);
    court(base, 2, [1]);
    base.players[0].squires = 12;
    go(base, from('placement'));
    const [a, b] = [0, 3].map((squires) => {
      const t = cloneState(base);
      t.players[1].squires = squires;
      t.players[2].gold = 7 - squires;
      return runAs(t, 0, 'knight 2 sussex').state;
    });
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
    expect(a.tasks[0]).toMatchObject({ t: 'squires', seat: 0 });
    const chosen = choose(a, 0, 'squire-twins');
    expect(choose(b, 0, 'squire-twins')).toBe(chosen);
    // Sussex asks strength 2 (§7.3): a bot that saw the purses would send 0 squires in one twin and 3 in the other.
    expect([a, b].map((t) => cheapestSafe(t, 0, 2, 2))).toEqual([0, 3]);
  });

  it('AS-2 / AS-9: the same first tile and the same placement whatever the others chose in secret and however the decks lie', () => {
    const s = game.setup({ seats: 3, seed: 'twins-setup' });
    const a = runAs(s, 1, 'build x6').state;
    const b = runAs(runAs(s, 1, 'build x3').state, 2, 'build x4').state;
    expect(a.setupChoice).not.toEqual(b.setupChoice);
    expect(choose(b, 0, 'setup-twins')).toBe(choose(a, 0, 'setup-twins'));
    const placing = game.setup({ seats: 2, seed: 'twins-decks' });
    const first = runAs(runAs(placing, 0, 'build x4').state, 1, 'build x3').state;
    const other = twinOf(first, first.tasks[0].t === 'place' ? first.tasks[0].seat : 0, randomFrom('decks'));
    expect(other.conflictDeck.slice(0, 2)).not.toEqual(first.conflictDeck.slice(0, 2));
    const seat = game.active(first)[0];
    expect(choose(other, seat, 'deck-twins')).toBe(choose(first, seat, 'deck-twins'));
  });

  it('AS-2 … AS-9: at every step of random games at 2–5 players, a twin with every secret of the other seats drawn anew looks the same to the acting seat and gets the same command', () => {
    let twins = 0;
    for (let seats = 2; seats <= 5; seats++) {
      const pick = randomFrom(`twins-${seats}`);
      playRandom(game, randomBot, { seats, seed: `bot-twins-${seats}` }, ({ before, seat }) => {
        const twin = twinOf(before, seat, pick);
        if (JSON.stringify(twin) === JSON.stringify(before)) return;
        const sight = sightOf(game, before, seat);
        check(JSON.stringify(sightOf(game, twin, seat)) === JSON.stringify(sight), `${seats}p: seat ${seat} sees a twin's secret`);
        const chances = `twin-${seats}-${twins++}`;
        check(good(sightOf(game, twin, seat), randomFrom(chances)) === good(sight, randomFrom(chances)), `${seats}p: the good bot of seat ${seat} told the twins apart`);
      });
    }
    expect(twins).toBeGreaterThan(300);
  });
});
