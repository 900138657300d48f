// The map of El Señor de la Guerra as one SVG, laid out like the ground it stands for: the
// Frisian Rearguard at the top, the two Plains, the Bridge over the river, the tower (Entrance
// and Battlements) at the bottom, and the Draco track (SG-38) under it. Zones have no adjacency
// (1.2): the layout is only a picture. Above the map, each side's Courage, Tactics and dead.
import { s } from '../../dom';
import { t } from '../../i18n';
import { SIDES, SIDE_FILL, structure, tile } from './pieces';
import { sideName, zoneName } from './text';
import { token } from './tokens';
import { zoneCard } from './zones';
import type { Structure } from '../../../../src/games/senor-de-la-guerra/data';
import type { SenorView, ZoneView } from '../../../../src/games/senor-de-la-guerra/view';
import type { SideWord } from './tokens';
import type { Names } from '../renderer';

const W = 400;
const CARD_W = 192;
const CARD_H = 130;
const LEFT = 6;
const RIGHT = W - 6 - CARD_W;
const CENTRE = (W - CARD_W) / 2;

const Y = { title: 11, chips: 22, rear: 62, plains: 122, bridge: 258, tower: 394, draco: 556 };
const H = 600;
const STRUCTURES: readonly Structure[] = ['shields', 'ram', 'ladders'];

function zone(view: SenorView, word: string): ZoneView | null {
  return view.zones.find((z) => z.zone === word) ?? null;
}

function phaseText(view: SenorView): string {
  if (view.phase === 'combat' && view.combat) return t('sg.phase.combatIn', { zone: zoneName(view.combat.zone) });
  return t(`sg.phase.${view.phase}`);
}

function title(view: SenorView): SVGTextElement {
  const turn = view.turn === 0 ? t('sg.setUp') : t('sg.turn', { n: view.turn });
  return s('text', { class: 'sg-title', x: W / 2, y: Y.title, 'data-testid': 'turn-phase' }, `${turn} · ${phaseText(view)}`);
}

/**
 * Courage, Tactics and dead of one side, on a strip of its colour: a small label over each number.
 * Each number is a board token (its Courage is clicked to spend a point in a round, SG-23).
 */
function chip(view: SenorView, side: SideWord, x: number, w: number): SVGGElement {
  const dead = side === 'normans' ? view.thresholds.normanDead : view.thresholds.frisianDead;
  const cols: ['courage' | 'tactics' | 'dead', string, string][] = [
    ['courage', t('sg.courage'), String(view.courage[side])],
    ['tactics', t('sg.tactics'), String(view.tactics[side])],
    ['dead', t('sg.dead'), `${view.dead[side]}/${dead}`],
  ];
  const waiting = view.waitingFor === side;
  return s(
    'g',
    { class: `sg-chip side-${side}${waiting ? ' waiting' : ''}`, 'data-side': side },
    s('title', {}, `${sideName(side)}: ${cols.map((c) => `${c[1]} ${c[2]}`).join(', ')}`),
    s('rect', { x, y: Y.chips, width: w, height: 34, rx: 6, fill: SIDE_FILL[side] }),
    cols.map(([key, label, value], i) => {
      const colW = w / cols.length;
      const cx = x + colW * (i + 0.5);
      return s(
        'g',
        { class: `chip-col ${key}`, 'data-pick': token[key](side) },
        s('rect', { class: 'hit', x: x + colW * i + 2, y: Y.chips + 2, width: colW - 4, height: 30, rx: 4 }),
        s('text', { class: 'label', x: cx, y: Y.chips + 9 }, label),
        s('text', { class: 'value', x: cx, y: Y.chips + 23, 'data-testid': `${side}-${key}` }, value),
      );
    }),
  );
}

function river(): SVGGElement {
  const top = Y.bridge + 96;
  const waves: string[] = [];
  for (let x = 10; x < W; x += 38) waves.push(`M${x} ${top + 10}q6 -4 12 0t12 0`, `M${x + 18} ${top + 21}q6 -4 12 0t12 0`);
  return s('g', { class: 'sg-river', 'aria-hidden': 'true' }, s('rect', { class: 'water', x: 0, y: top, width: W, height: 30 }), s('path', { class: 'waves', d: waves.join('') }));
}

/** Beside the Bridge, left: the three tiles, in play, found or discarded (SG-34 to SG-37). */
function tilesPanel(view: SenorView, x: number, y: number, w: number, height: number): SVGGElement {
  const tl = view.tiles;
  const kinds: string[] = [...Array(tl.inPlay).fill('in-play'), ...tl.revealedDecoys.map(() => 'found'), ...Array(tl.discarded).fill('discarded')];
  const caption = tl.inHand ? t('sg.tilesInHandShort') : t('sg.tilesInPlay', { n: tl.inPlay });
  const step = 26;
  const x0 = x + w / 2 - ((kinds.length - 1) * step) / 2;
  return s(
    'g',
    { class: 'sg-side-panel sg-tiles', 'data-testid': 'tiles' },
    s('rect', { class: 'panel-bg', x, y, width: w, height, rx: 7 }),
    s('text', { class: 'panel-title', x: x + w / 2, y: y + 14 }, t('sg.tiles')),
    kinds.map((k, i) => {
      const at = x0 + i * step;
      if (k === 'in-play') return tile('face-down', at, y + 44, t('sg.tile.inPlay'));
      if (k === 'found') return tile('found', at, y + 44, t('sg.tile.found'));
      return s('g', { class: 'sg-tile tile-discarded', transform: `translate(${at} ${y + 44})` }, s('title', {}, t('sg.tile.discarded')), s('rect', { x: -8.5, y: -8.5, width: 17, height: 17, rx: 3 }));
    }),
    s('text', { class: 'panel-note', x: x + w / 2, y: y + 72 }, caption),
  );
}

/** Beside the Bridge, right: the siege structures (SG-31), built or not. */
function siegePanel(view: SenorView, x: number, y: number, w: number, height: number): SVGGElement {
  return s(
    'g',
    { class: 'sg-side-panel sg-siege', 'data-testid': 'structures' },
    s('rect', { class: 'panel-bg', x, y, width: w, height, rx: 7 }),
    s('text', { class: 'panel-title', x: x + w / 2, y: y + 14 }, t('sg.siege')),
    STRUCTURES.map((st, i) => {
      const built = view.structures[st];
      const cy = y + 33 + i * 21;
      return s(
        'g',
        { class: `structure-row${built ? ' built' : ''}`, 'data-structure': st, 'data-built': built ? 'yes' : 'no', 'data-pick': token.structure(st) },
        s('title', {}, `${t(`sg.structure.${st}`)}: ${built ? t('sg.built') : t('sg.notBuilt')}`),
        s('rect', { class: 'hit', x: x + 3, y: cy - 10, width: w - 6, height: 20, rx: 4 }),
        structure(st, x + 14, cy, 16, built),
        s('text', { class: 'structure-name', x: x + 27, y: cy + 1 }, t(`sg.structureShort.${st}`)),
      );
    }),
  );
}

function tower(): SVGGElement {
  const top = Y.tower;
  const merlons: string[] = [];
  for (let x = 0; x < W; x += 25) merlons.push(`M${x + 2} ${top}h15v10h-15z`);
  return s('g', { class: 'sg-tower', 'aria-hidden': 'true' }, s('path', { class: 'stone', d: merlons.join('') }), s('rect', { class: 'stone', x: 0, y: top + 8, width: W, height: CARD_H + 16, rx: 4 }));
}

/** SG-38 / R-23: the track from 0 to 6; Draco arrives at 6. */
function draco(view: SenorView): SVGGElement {
  const y = Y.draco + 20;
  const x0 = 120;
  const step = (W - 22 - x0) / view.draco.arrivesAt;
  const steps = Array.from({ length: view.draco.arrivesAt + 1 }, (_, i) => i);
  const roll = view.draco.lastRoll === null ? t('sg.noRollYet') : t('sg.lastRoll', { n: view.draco.lastRoll });
  return s(
    'g',
    { class: 'sg-draco', 'data-testid': 'draco', 'data-position': view.draco.position, 'data-pick': token.draco },
    s('title', {}, t('sg.dracoTitle', { n: view.draco.position, max: view.draco.arrivesAt })),
    s('rect', { class: 'panel-bg', x: LEFT, y: Y.draco, width: W - 2 * LEFT, height: 40, rx: 7 }),
    s('text', { class: 'panel-title start', x: 14, y: y - 6 }, t('sg.draco')),
    s('text', { class: 'panel-note start', x: 14, y: y + 9 }, roll),
    s('path', { class: 'track', d: `M${x0} ${y}H${x0 + step * view.draco.arrivesAt}` }),
    steps.map((i) =>
      s(
        'g',
        { class: `step${i === view.draco.position ? ' here' : ''}${i === view.draco.arrivesAt ? ' goal' : ''}`, transform: `translate(${x0 + i * step} ${y})` },
        s('circle', { r: i === view.draco.position ? 12 : 10 }),
        s('text', { y: 1 }, String(i)),
      ),
    ),
  );
}

/** The board as one SVG element; `names` gives each side's player's letter for its tokens. */
export function drawBoard(view: SenorView, names: Names): SVGSVGElement {
  const z = (word: string) => zone(view, word);
  const letter = (side: SideWord) => names.letter?.(view.seats[side]) ?? '';
  return s(
    'svg',
    { class: 'sg-board', viewBox: `0 0 ${W} ${H}`, role: 'group', 'aria-label': t('sg.boardLabel'), 'data-you': view.you ?? 'spectator' },
    s('rect', { class: 'table', x: 0, y: 0, width: W, height: H, rx: 10 }),
    title(view),
    chip(view, SIDES[0], LEFT, CARD_W),
    chip(view, SIDES[1], RIGHT, CARD_W),
    zoneCard(z('rearguard'), view, LEFT, Y.rear, W - 2 * LEFT, 54, letter),
    zoneCard(z('west'), view, LEFT, Y.plains, CARD_W, CARD_H, letter),
    zoneCard(z('east'), view, RIGHT, Y.plains, CARD_W, CARD_H, letter),
    river(),
    tilesPanel(view, LEFT, Y.bridge + 4, CENTRE - LEFT - 8, 86),
    siegePanel(view, CENTRE + CARD_W + 8, Y.bridge + 4, CENTRE - LEFT - 8, 86),
    zoneCard(z('bridge'), view, CENTRE, Y.bridge, CARD_W, CARD_H, letter),
    tower(),
    zoneCard(z('entrance'), view, LEFT, Y.tower + 14, CARD_W, CARD_H, letter),
    zoneCard(z('battlements'), view, RIGHT, Y.tower + 14, CARD_W, CARD_H, letter),
    draco(view),
  );
}

/** The zones (and the kind of piece) a command names. */
/** What a command touches: zones, and a kind of piece of a side. */
interface Targets {
  zones: string[];
  kind: string | null;
  side?: SideWord | null;
}

function targetsOf(view: SenorView, command: string): Targets {
  const w = command.split(' ');
  const zones = view.zones.map((zn) => zn.zone);
  const named = w.filter((word) => zones.includes(word));
  switch (w[0]) {
    case 'move':
      return { zones: named, kind: w[1], side: view.you };
    case 'entrance':
      return { zones: ['entrance'], kind: w[1], side: view.you };
    case 'to':
    case 'fight':
    case 'recover':
    case 'priest':
    case 'tile':
    case 'prince':
      return { zones: named, kind: null };
    case 'lose':
      return { zones: named, kind: 'peasant', side: 'frisians' };
    case 'casualty':
      return { zones: view.combat ? [view.combat.zone] : [], kind: w[1], side: view.you };
    default:
      return { zones: [], kind: null };
  }
}

/** Marks the zones (and tokens) a hovered or focused command would touch. */
export function highlight(svg: SVGSVGElement, view: SenorView, command: string | null): void {
  for (const el of svg.querySelectorAll('.hl')) el.classList.remove('hl');
  if (!command) return;
  const { zones, kind, side } = targetsOf(view, command);
  for (const word of zones) {
    const card = svg.querySelector(`.sg-zone[data-zone="${word}"]`);
    if (!card) continue;
    card.classList.add('hl');
    if (kind) card.querySelector(`.sg-token[data-kind="${kind}"][data-side="${side}"]`)?.classList.add('hl');
  }
}
