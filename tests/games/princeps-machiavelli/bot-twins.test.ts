import { describe, expect, it } from 'vitest';
import { sightOf } from '../../../src/engine/bots';
import { randomFrom, seedRng, shuffle } from '../../../src/engine/rng';
import { registry } from '../../../src/games';
import { princepsBots } from '../../../src/games/princeps-machiavelli/bots';
import { isArmy, isLeader, kindOf } from '../../../src/games/princeps-machiavelli/data';
import { openDraw } from '../../../src/games/princeps-machiavelli/draw';
import { openNegotiation } from '../../../src/games/princeps-machiavelli/negotiation';
import { cloneState, type PMState } from '../../../src/games/princeps-machiavelli/state';
import { playBotMatch } from '../../../scripts/bot-arena';
import { actionsFor, game, hand, table, territory } from './helpers';

/*
 * Twins (issue 26, A-14): two states that differ only in what another seat keeps secret (its
 * face-down stack, its hand, the deck order). The good bot, asked through its seat's sight with the
 * same random stream, must choose the same command in both. Each pair is checked to differ, and
 * the first is built so that a bot that saw the secret would choose otherwise.
 */

const good = princepsBots.good;

function choice(s: PMState, seat: number): string {
  return good(sightOf(game, s, seat), randomFrom('twin-stream'));
}

/** The same table with every card on other seats' territories face up: what a bot reading the state would know. */
function seeingAll(s: PMState, seat: number): PMState {
  const t = cloneState(s);
  t.rows = t.rows.map((row, owner) => (owner === seat ? row : row.map((x) => ({ ...x, cards: x.cards.map((c) => ({ id: c.id, up: true })) }))));
  return t;
}

/** Seat 0's Prince and two Citizen Armies on Firenze; seat 1's Siena holds three face-down cards. */
function attackTwin(siena: string[]): PMState {
  const s = table(2);
  territory(s, 0, 'T12', ['PR-N1', 'CI01', 'CI02']);
  territory(s, 1, 'T13', siena);
  territory(s, 1, 'T17');
  return actionsFor(s, 0);
}

describe('twins: the good bot decides the same whatever the other seats hide', () => {
  it('A-14, PM-25: Siena guarded by a hidden Captain and two armies, or holding three bluffs: the same command; seeing the cards would change it', () => {
    const guarded = attackTwin(['CA02', 'CI03', 'CI04']);
    const bluffed = attackTwin(['SP01', 'SP02', 'EP01']);
    expect(JSON.stringify(guarded)).not.toBe(JSON.stringify(bluffed));
    expect(choice(guarded, 0)).toBe(choice(bluffed, 0));
    // The secret matters: with the cards in sight, the good bot attacks the bluffs only.
    expect(choice(seeingAll(bluffed, 0), 0)).toBe('attack pr-n1 siena');
    expect(choice(seeingAll(guarded, 0), 0)).not.toBe('attack pr-n1 siena');
  });

  it('A-14, A-6: the other seat holding a territory card or a Captain in hand: the same Negotiation step', () => {
    const twin = (card: string) => {
      const s = table(2);
      territory(s, 0, 'T01');
      territory(s, 1, 'T02');
      hand(s, 0, 'SP01', 'CI01');
      hand(s, 1, card, 'ME01');
      openNegotiation(s);
      return s;
    };
    const withTerritory = twin('T12');
    const withCaptain = twin('CA03');
    expect(withTerritory.hands[1]).not.toEqual(withCaptain.hands[1]);
    expect(choice(withTerritory, 0)).toBe(choice(withCaptain, 0));
  });

  it('A-14, PM-8: a deck whose next cards are territory cards, or the same deck the other way round: the same discards', () => {
    const twin = (reverse: boolean) => {
      const s = table(2);
      territory(s, 0, 'T01');
      territory(s, 1, 'T02');
      hand(s, 0, 'SP01', 'EP01', 'CI01', 'CA01');
      const territories = s.deck.filter((c) => kindOf(c) === 'territory');
      s.deck = [...territories, ...s.deck.filter((c) => kindOf(c) !== 'territory')];
      if (reverse) s.deck.reverse();
      openDraw(s);
      return s;
    };
    expect(twin(false).deck).not.toEqual(twin(true).deck);
    expect(choice(twin(false), 0)).toBe(choice(twin(true), 0));
  });

  it('A-14: at every decision of the good bot in two matches, the same command when the other seats’ hands, face-down bluffs and the deck are dealt anew', () => {
    const entry = registry[game.id];
    let compared = 0;
    for (const [levels, seed] of [[['good', 'easy'], 'twins-2'], [['easy', 'good', 'easy'], 'twins-3']] as const) {
      const deal = randomFrom(`redeal-${seed}`);
      playBotMatch<PMState>(entry, levels, { seats: levels.length, seed }, {
        onStep: ({ before, seat }) => {
          if (levels[seat] !== 'good' || game.actions(before, seat).length < 2) return;
          const twin = redeal(before, seat, deal);
          if (JSON.stringify(twin) === JSON.stringify(before)) return;
          expect(JSON.stringify(sightOf(game, twin, seat))).toBe(JSON.stringify(sightOf(game, before, seat)));
          expect(choice(twin, seat)).toBe(choice(before, seat));
          compared++;
        },
      });
    }
    expect(compared).toBeGreaterThan(150);
  });
});

/**
 * A twin of `s` for `seat`: the deck shuffled anew, and the other seats' cards in hand and their
 * face-down cards that neither lead nor fight (bluffs, political cards) swapped with deck cards of
 * the same sort, so the stacking rule (PM-13) holds. Cards that a pending offer or a draft names,
 * and any draft of a seat preparing, stay as they are: their owner sees them there.
 */
function redeal(s: PMState, seat: number, random: () => number): PMState {
  const t = cloneState(s);
  const named = new Set<string>();
  for (const o of t.negotiation?.offers ?? []) o.give.forEach((c) => named.add(c));
  for (const d of t.negotiation?.drafts ?? []) (d?.kind === 'offer' ? d.give : (d?.picks ?? [])).forEach((c) => named.add(c));
  t.draw?.marks.forEach((m) => m.forEach((c) => named.add(c)));
  t.deck = shuffle(seedRng(String(random())), t.deck);
  const swap = (card: string, fits: (c: string) => boolean): string => {
    const i = t.deck.findIndex((c) => fits(c) && !named.has(c));
    if (i < 0 || named.has(card) || random() < 0.5) return card;
    const other = t.deck[i];
    t.deck[i] = card;
    return other;
  };
  const plain = (c: string) => kindOf(c) !== 'territory' && !isArmy(c) && !isLeader(c);
  for (let other = 0; other < t.seats; other++) {
    if (other === seat || t.preparation) continue;
    t.hands[other] = t.hands[other].map((c) => (c === t.princes[other] ? c : swap(c, (x) => kindOf(x) !== 'prince'))).sort();
    for (const x of t.rows[other]) x.cards = x.cards.map((c) => (c.up || !plain(c.id) ? c : { id: swap(c.id, plain), up: false }));
  }
  return t;
}
