import { expect } from 'vitest';
import { CASTLES_PER_SIDE, COLOURS } from '../../../src/games/carolus-magnus/data';
import { randomBot } from '../../../src/games/carolus-magnus/bot';
import type { CarolusState } from '../../../src/games/carolus-magnus/state';
import { describeRandomPlay } from '../../support/game-harness';
import { english } from '../../support/words';
import { counts, game } from './helpers';

/** Near misses for the active seat: colours, territories and steps just beside the legal ones. */
function nearMisses(s: CarolusState, _seat: number, pick: () => number): string[] {
  const colour = COLOURS[Math.floor(pick() * COLOURS.length)];
  const out = [
    'fly',
    'land',
    `land ${colour}`,
    `land ${colour} ${15 + Math.floor(pick() * 100)}`,
    'court purple',
    `court ${colour}`,
    `take ${colour}`,
    `disc ${Math.floor(pick() * 8)}`,
    `emperor ${s.step.kind === 'emperor' ? s.step.max + 1 : 1}`,
    'emperor 0',
    `land ${colour} ${Math.floor(pick() * 15)}`,
  ];
  // A territory is named by its lowest segment: its other segments are not names.
  for (const t of s.territories) if (t.segments.length > 1) out.push(`land ${colour} ${t.segments[1]}`);
  return out;
}

describeRandomPlay<CarolusState>({
  game,
  bot: randomBot,
  runs: 200,
  endTitle: 'CM-20 / CM-21 / CM-22 / R-8: random legal play always ends with a result',
  checkEnd: (s, seats) => {
    const result = game.result(s);
    const reason = result?.reason;
    expect(typeof reason === 'object' ? reason.key : reason).toMatch(/^cm\.reason\.(?:allCastles|most|colours|shared)$/);
    // CM-20 ends with a side's supply empty; CM-21 / CM-22 name why the board was scored.
    if (typeof reason === 'object' && reason.key !== 'cm.reason.allCastles') {
      expect((reason.params?.cause as { key: string }).key).toMatch(/^cm\.cause\.(?:territories|frozen|quiet)$/);
    } else {
      expect(s.supply).toContain(0);
    }
    expect(english(reason ?? '').length).toBeGreaterThan(0);
    expect(result?.winners.length).toBeGreaterThan(0);
    expect(game.active(s)).toEqual([]);
    for (let seat = 0; seat < seats; seat++) expect(game.actions(s, seat)).toEqual([]);
  },
  invariantTitle: 'CM-2 / CM-4: 40 cubes of each colour and every side’s castles are conserved after every step',
  invariant: (s) => {
    const c = counts(s);
    if (!c.cubes.every((n) => n === 40)) return `cubes ${c.cubes.join(',')}`;
    if (!c.castles.every((n) => n === CASTLES_PER_SIDE[s.seats])) return `castles ${c.castles.join(',')}`;
    const all = [s.centre, ...s.courts, ...s.reserves, s.supply, ...s.territories.map((t) => t.cubes)].flat();
    return all.every((n) => Number.isInteger(n) && n >= 0) ? null : 'a negative or broken count';
  },
  nearMisses,
});
