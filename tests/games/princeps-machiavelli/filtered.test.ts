import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../src/games/princeps-machiavelli/bot';
import { kindOf } from '../../../src/games/princeps-machiavelli/data';
import { preparingSeat } from '../../../src/games/princeps-machiavelli/preparation';
import { cloneState, type PMState } from '../../../src/games/princeps-machiavelli/state';
import { sortCards } from '../../../src/games/princeps-machiavelli/table';
import { playRandom } from '../../support/game-harness';
import { english } from '../../support/words';
import { game } from './helpers';

/*
 * every state that leaves the engine is filtered through A-14. Here, for states met in
 * random games: a card in another seat's hand, or lying face down on its territory, is swapped
 * for the top card of the deck (both hidden from every other seat); what any other seat and a
 * spectator receive (the view, the board in words, its commands and their sentences) must not
 * change. (The log lines are compared by the twin games of secrets.test.ts and properties.test.ts.)
 */

/** Cards a seat has committed to something another seat takes part in, or is putting together. */
function engaged(s: PMState, seat: number): Set<string> {
  const out = new Set<string>(s.draw?.marks[seat] ?? []);
  for (const o of s.negotiation?.offers ?? []) if (o.from === seat || o.to === seat) o.give.forEach((c) => out.add(c));
  const d = s.negotiation?.drafts[seat];
  if (d?.kind === 'offer') d.give.forEach((c) => out.add(c));
  if (d?.kind === 'accept') d.picks.forEach((c) => out.add(c));
  return out;
}

/** Twins of `s` in which one card hidden from everyone but `seat` is another: from its hand, and from its table. */
function hiddenSwaps(s: PMState, seat: number): { what: string; twin: PMState }[] {
  const out: { what: string; twin: PMState }[] = [];
  if (preparingSeat(s) === seat || s.deck.length === 0) return out;
  const busy = engaged(s, seat);
  const inHand = s.hands[seat].find((c) => c !== s.princes[seat] && !busy.has(c));
  if (inHand) {
    const twin = cloneState(s);
    const top = twin.deck[0];
    twin.deck[0] = inHand;
    twin.hands[seat] = sortCards([...twin.hands[seat].filter((c) => c !== inHand), top]);
    out.push({ what: `${inHand} in hand for ${top}`, twin });
  }
  const deckCard = s.deck.findIndex((c) => kindOf(c) !== 'territory');
  const row = s.rows[seat].findIndex((t) => t.cards.some((c) => !c.up));
  if (deckCard >= 0 && row >= 0) {
    const twin = cloneState(s);
    const t = twin.rows[seat][row];
    const down = t.cards.findIndex((c) => !c.up);
    const [was, now] = [t.cards[down].id, twin.deck[deckCard]];
    twin.deck[deckCard] = was;
    t.cards = t.cards.map((c, i) => (i === down ? { id: now, up: false } : c));
    out.push({ what: `${was} face down on ${t.id} for ${now}`, twin });
  }
  return out;
}

/** Everything the engine hands a viewer: view, the board in words, its commands and what they say. */
function received(s: PMState, viewer: number | null): string {
  const commands = viewer === null ? [] : game.actions(s, viewer);
  return JSON.stringify({
    view: game.view(s, viewer),
    summary: game.summary(s, viewer).map(english),
    commands: commands.map((c) => [c, english(game.describe?.(s, viewer as number, c)?.text ?? c)]),
  });
}

describe('A-15: what leaves the engine is filtered', () => {
  it.each([2, 3, 4, 5])('A-15, A-14: a hidden card swapped for another changes nothing any other seat or a spectator receives (%i players, random games)', (seats) => {
    let compared = 0;
    for (let k = 0; k < 4; k++) {
      let n = 0;
      playRandom(game, randomBot, { seats, seed: `filtered-${seats}-${k}` }, ({ after }) => {
        if (n++ % 13 !== 0) return;
        for (let seat = 0; seat < seats; seat++) {
          for (const { what, twin } of hiddenSwaps(after, seat)) {
            for (const viewer of [null, ...Array.from({ length: seats }, (_, x) => x).filter((x) => x !== seat)]) {
              expect(received(twin, viewer), `game ${k}, step ${n}: ${what}, seen by ${viewer}`).toBe(received(after, viewer));
              compared++;
            }
            // The seat itself does see the difference.
            expect(received(twin, seat)).not.toBe(received(after, seat));
          }
        }
      });
    }
    expect(compared).toBeGreaterThan(100);
  });
});
