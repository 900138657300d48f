// Carolus Magnus on the match page: the ring as SVG with, under it, the side of the table the
// player acts from; the players' courts and reserves; every legal command made by clicks.
//
// Tokens (`data-pick`): "territory:<id>" each territory, "centre:<colour>" each colour of the
// centre supply, "colour:<colour>" each colour of the acting side's reserve, "court" its court,
// "disc:<n>" its discs; in the player cards "court:<seat>", "reserve:<seat>", "discs:<seat>".
import { h } from '../js/dom.js';
import { t } from '../js/i18n.js';
import { drawRing, emperorTarget, highlight } from './carolus-magnus/board.js';
import { drawHand } from './carolus-magnus/hand.js';
import { drawPlayers, sideNamer } from './carolus-magnus/players.js';
import { COLOURS } from './carolus-magnus/pieces.js';
import { strings } from './carolus-magnus/strings.js';

/**
 * The clicks that make a listed command: "take red" → the red of the centre supply; "disc 3" →
 * disc 3; "court red" → a red paladin of the reserve, then the court; "land red 7" → a red
 * paladin, then territory 7; "emperor 2" → the territory two steps on. A move longer than the
 * ring that stops where a shorter one does (4 territories, disc 5) is left to the list.
 */
export function picks(command, view) {
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
      const steps = Number(words[1]);
      if (!view || steps > view.territories.length) return null;
      const target = emperorTarget(view, steps);
      return target === null ? null : [`territory:${target}`];
    }
    default:
      return null;
  }
}

function cubeMarks(byColour) {
  return COLOURS.map((c) => byColour[c]).join(',');
}

/** What each token shows now, to mark what the last entry changed. */
export function marks(view) {
  const out = {};
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

export default {
  strings,
  stylesheet: '/games/carolus-magnus.css',
  board: (view, ctx) => h('div', { class: 'cm-table' }, drawRing(view, ctx.names, sideNamer(view, ctx.names)), drawHand(view, ctx)),
  players: (view, ctx) => drawPlayers(view, ctx),
  prompt: (view) => view.prompt ?? null,
  help: (view) => view.help ?? null,
  groupLabel: (key) => {
    const label = t(`cm.ui.group.${key}`);
    return label === `cm.ui.group.${key}` ? null : label;
  },
  picks,
  marks,
  highlight,
};
