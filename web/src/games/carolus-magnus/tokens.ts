// Moves on the board (web/src/board-actions.ts): the `data-pick` tokens of Carolus Magnus and the
// clicks each listed command is made of. A plain module (no DOM, no page strings), so the engine
// tests check it against every command `actions()` lists.
//
// Tokens: "territory:<id>" each territory, "centre:<colour>" each colour of the centre supply,
// "colour:<colour>" each colour of the acting side's reserve, "court" its court, "disc:<n>" its
// discs; in the player cards "court:<seat>", "reserve:<seat>", "discs:<seat>".

import type { Colour } from '../../../../src/games/carolus-magnus/data';
import type { ByColour, CarolusView } from '../../../../src/games/carolus-magnus/view';
import type { Marks } from '../marks';

export const COLOURS: readonly Colour[] = ['red', 'yellow', 'green', 'blue', 'pink'];

/**
 * Where a move of the emperor stops (CM-11): each territory, merged or not, is one step; as many
 * steps as there are territories come back to where it stands, and a longer move goes on
 * round the ring.
 */
export function emperorTarget(view: Pick<CarolusView, 'territories' | 'emperor'>, steps: number): number | null {
  const at = view.territories.findIndex((ter) => ter.id === view.emperor);
  if (at < 0 || !Number.isInteger(steps) || steps < 1) return null;
  return view.territories[(at + steps) % view.territories.length].id;
}

/**
 * The clicks that make a listed command: "take red" → the red of the centre supply; "disc 3" →
 * disc 3; "court red" → a red paladin of the reserve, then the court; "land red 7" → a red
 * paladin, then territory 7; "emperor 2" → the territory two steps on. When the ring is shorter
 * than the disc, two moves stop on the same territory ("emperor 1" and "emperor 5" on a ring of
 * four): a click there offers both by name in the bar above the board.
 */
export function picks(command: string, view?: CarolusView | null): string[] | null {
  const words = command.split(' ');
  switch (words[0]) {
    case 'take':
      return [`centre:${words[1]}`];
    case 'disc':
      return [`disc:${words[1]}`];
    case 'court':
      return [`colour:${words[1]}`, 'court'];
    case 'land':
      return [`colour:${words[1]}`, `territory:${words[2]}`];
    case 'emperor': {
      const target = view ? emperorTarget(view, Number(words[1])) : null;
      return target === null ? null : [`territory:${target}`];
    }
    default:
      return null;
  }
}

function cubeMarks(byColour: ByColour): string {
  return COLOURS.map((c) => byColour[c]).join(',');
}

/** What each token shows now, to mark what the last entry changed. */
export function marks(view: CarolusView): Marks {
  const out: Marks = {};
  for (const ter of view.territories) {
    const castles = ter.castles ? `${ter.castles.owner}x${ter.castles.count}` : '';
    out[`territory:${ter.id}`] = `${ter.segments.join('.')}|${cubeMarks(ter.cubes)}|${castles}|${ter.id === view.emperor ? 'E' : ''}`;
  }
  for (const c of COLOURS) out[`centre:${c}`] = String(view.centre[c]);
  for (const p of view.players) {
    const markers = COLOURS.filter((c) => view.control[c] === p.seat).join('.');
    out[`court:${p.seat}`] = `${cubeMarks(p.court)}|${markers}`;
    out[`reserve:${p.seat}`] = cubeMarks(p.reserve);
    out[`discs:${p.seat}`] = `${p.discsInHand.join('.')}|${p.discPlayed ?? ''}`;
  }
  return out;
}
