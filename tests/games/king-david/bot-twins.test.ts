import { describe, expect, it } from 'vitest';
import { playBotMatch } from '../../../scripts/bot-arena';
import { sightOf, type BotLevel, type Sight } from '../../../src/engine/bots';
import { randomFrom } from '../../../src/engine/rng';
import { registry } from '../../../src/games';
import { kingDavidBots } from '../../../src/games/king-david/bots';
import { COUNTER } from '../../../src/games/king-david/data/counters';
import type { KdState } from '../../../src/games/king-david/state';
import type { KdView } from '../../../src/games/king-david/view';
import { actionPhase, game, go, position } from './helpers';

/*
 * Twins (issue 26, A-2): two states that differ only in what another seat keeps secret (which
 * armies make up its stacks, the markers in its hand, its pool, the face-down chits and the cup).
 * The good bot, asked through its seat's sight with the same random stream, must choose the same
 * command in both. Each pair is checked to differ, and the first is built so that a bot that saw
 * the secret would choose otherwise.
 */

const good = kingDavidBots.good;

function choice(sight: Sight<KdView>): string {
  return good(sight, randomFrom('kd-twin-stream'));
}

/** The sight with every stack's pieces filled in from their controllers' views: what a bot reading the state would know. */
function seeingAll(s: KdState, seat: number): Sight<KdView> {
  const sight = sightOf(game, s, seat);
  const areas = sight.view.areas.map((a) => ({
    ...a,
    stacks: a.stacks.map((st) => (st.pieces || st.seat < 0 ? st : { ...st, pieces: game.view(s, st.seat).areas.find((x) => x.id === a.id)?.stacks.find((x) => x.seat === st.seat && x.country === st.country)?.pieces ?? null })),
  }));
  return { ...sight, view: { ...sight.view, areas } };
}

const NEUTRAL_CITIES = ['GIB', 'GEZ', 'SHE', 'DOR', 'MEG', 'BSH', 'HAZ', 'MAH', 'JAB', 'JER'];
const JUDAH_CITIES = ['HEB', 'BET', 'ADU', 'KEI', 'LAC', 'ZIK', 'DEB'];

/**
 * Philistia's four infantry at Ekron; Judah's three hidden armies at Timnah next door, next to
 * Gath and Gezer too. The neutral cities are Philistia's already and Judah's walls at level 4, so
 * the choice is between striking at Timnah and holding Gath. The good bot forms the group at
 * Ekron and leaves one army to guard it (its own first two commands, the same in both twins).
 */
function timnahTwin(judah: string[]): KdState {
  let s = position({
    countries: ['PHI', 'JUD'],
    armies: { EKR: ['PHI-I32-1', 'PHI-I32-2', 'PHI-I32-3', 'PHI-I32-4'], GEZ: ['PHI-M1-1'], TIM: judah, HEB: ['JUD-P32-1'] },
    stocks: { PHI: [40, 40], JUD: [40, 40] },
    control: Object.fromEntries(NEUTRAL_CITIES.map((c) => [c, 'PHI'])),
    forts: Object.fromEntries(JUDAH_CITIES.map((c) => [c, 4])),
  });
  s = actionPhase(s).state;
  for (const expected of ['group ekr', 'drop phi-i32-1']) {
    expect(choice(sightOf(game, s, 0))).toBe(expected);
    s = go(s, 0, expected).state;
  }
  return s;
}

describe('twins: the good bot decides the same whatever the other seats hide', () => {
  it('A-2, KD-25: three hidden militia or three hidden phalanxes at Timnah: the same step; seeing the stack would change it', () => {
    const weak = timnahTwin(['JUD-M1-1', 'JUD-M1-2', 'JUD-M1-3']);
    const strong = timnahTwin(['JUD-P43-1', 'JUD-P43-2', 'JUD-P43-3']);
    expect(JSON.stringify(weak.armies)).not.toBe(JSON.stringify(strong.armies));
    expect(JSON.stringify(sightOf(game, weak, 0))).toBe(JSON.stringify(sightOf(game, strong, 0)));
    expect(choice(sightOf(game, weak, 0))).toBe(choice(sightOf(game, strong, 0)));
    // The secret matters: with the stacks in sight, the good bot strikes at the militia only.
    expect(choice(seeingAll(weak, 0))).toBe('to tim');
    expect(choice(seeingAll(strong, 0))).not.toBe('to tim');
  });

  it('A-2, KD-40: Judah holding two God’s Interventions or Surprise and Ambush in hand: Philistia besieging Jerusalem plays its Siege Works in both', () => {
    const twin = (hand: number[]) => {
      let s = position({
        countries: ['PHI', 'JUD'],
        armies: { JER: ['PHI-C43-1', 'PHI-C43-2', 'PHI-I32-1'], HEB: ['JUD-P32-1'] },
        hands: { PHI: [20], JUD: hand },
        stocks: { PHI: [40, 40], JUD: [40, 40] },
      });
      s = actionPhase(s).state;
      for (const command of ['end', 'siege jer']) s = go(s, 0, command).state;
      return s;
    };
    const interventions = twin([26, 26]);
    const strikes = twin([1, 2]);
    expect(interventions.hands[1]).not.toEqual(strikes.hands[1]);
    expect(JSON.stringify(sightOf(game, interventions, 0))).toBe(JSON.stringify(sightOf(game, strikes, 0)));
    expect(choice(sightOf(game, interventions, 0))).toBe('play siegeworks');
    expect(choice(sightOf(game, strikes, 0))).toBe('play siegeworks');
  });

  it('A-2: at every decision of the good bot in two matches, the same command when the other seats’ hands, hidden stacks, pools, the face-down chits and the cup are dealt anew', () => {
    const entry = registry[game.id];
    let compared = 0;
    let decisions = 0;
    for (const levels of [['good', 'easy'], ['easy', 'good', 'easy']] as BotLevel[][]) {
      const seed = `kd-twins-${levels.length}`;
      const deal = randomFrom(`redeal-${seed}`);
      playBotMatch<KdState>(entry, levels, { seats: levels.length, seed, options: { short: 3 } }, {
        onStep: ({ before, seat }) => {
          // Every third decision of the good bot with a choice to make (a clone per step is slow).
          if (levels[seat] !== 'good' || game.actions(before, seat).length < 2 || ++decisions % 3 !== 0) return;
          const twin = redeal(before, seat, deal);
          if (!twin) return;
          const sight = sightOf(game, twin, seat);
          const own = sightOf(game, before, seat);
          expect(JSON.stringify(sight)).toBe(JSON.stringify(own));
          expect(choice(sight)).toBe(choice(own));
          compared++;
        },
      });
    }
    expect(compared).toBeGreaterThan(100);
  }, 120_000);
});

function shuffled<T>(xs: readonly T[], random: () => number): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * A twin of `s` for `seat`: the other seats' markers dealt anew from theirs and the cup (each
 * keeps its count), their own armies on the map swapped now and then for counters of their pool
 * (where they stand, as they stand), and the face-down chits and the chit cup shuffled together.
 * Armies named by a frame, a battle or a siege stay: their sides are in sight (A-2).
 */
function redeal(s: KdState, seat: number, random: () => number): KdState | null {
  const t = structuredClone(s);
  const others = Array.from({ length: t.seats }, (_, i) => i).filter((x) => x !== seat && !t.alliances.some((a) => (a.a === x && a.b === seat) || (a.b === x && a.a === seat)));
  const markers = shuffled([...t.cup, ...others.flatMap((x) => t.hands[x])], random);
  t.hands = t.hands.map((h, x) => (others.includes(x) ? markers.splice(0, h.length) : h));
  t.cup = markers;
  let swapped = 0;
  const named = JSON.stringify([t.stack, t.battle, t.siege]);
  const armies = { ...t.armies };
  for (const id of Object.keys(armies)) {
    const a = armies[id];
    if (a.at === null || a.role !== 'own' || !others.includes(a.ctl) || named.includes(id) || random() < 0.5) continue;
    const pool = Object.keys(armies).filter((x) => armies[x].at === null && COUNTER[x].country === COUNTER[id].country && !named.includes(x));
    if (pool.length === 0) continue;
    const other = pool[Math.floor(random() * pool.length)];
    armies[other] = { ...a, reduced: a.reduced && COUNTER[other].reduced !== null };
    armies[id] = { at: null, reduced: false, ctl: -1, role: 'own' };
    swapped++;
  }
  t.armies = armies;
  const hidden = t.track.map((c, i) => (c.faceUp || c.knownTo.includes(seat) ? -1 : i)).filter((i) => i >= 0);
  const chits = shuffled([...t.chitCup, ...hidden.map((i) => t.track[i].kind)], random);
  t.track = t.track.map((c, i) => (hidden.includes(i) ? { ...c, kind: chits.shift() as typeof c.kind } : c));
  t.chitCup = chits;
  // A twin must differ in a secret: hands, stacks or chits.
  const differs = swapped > 0 || JSON.stringify([t.hands, t.track]) !== JSON.stringify([s.hands, s.track]);
  return differs ? t : null;
}
