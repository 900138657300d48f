import { COLOURS } from '../../../src/games/carolus-magnus/data';
import { randomBot } from '../../../src/games/carolus-magnus/bot';
import type { CarolusState } from '../../../src/games/carolus-magnus/state';
import { describeRandomPlay } from '../../support/game-harness';
import { checkEnded, conservation } from './checks';
import { game } from './helpers';

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
  checkEnd: checkEnded,
  invariantTitle: 'CM-2 / CM-4: 40 cubes of each colour and every side’s castles are conserved after every step',
  invariant: conservation,
  nearMisses,
});
