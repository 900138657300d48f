// One player's castle board (§7.4): the three printed knight spaces, the six extension slots
// (built or not, with their knight space, R-28), and the round table with the lord and the nobles;
// and, with 2 players, the ally's castle of two spaces (AL-3). Every space is a board token: a
// knight is placed there, a tile is built or used there.
import { s } from '../../dom';
import { t } from '../../i18n';
import { emptySpace, knight, nobleTile, textBlock, wrap } from './pieces';
import { extension, knightTitle, say } from './text';
import { token } from './tokens';
import type { LancasterView, PlayerView } from '../../../../src/games/lancaster/view';
import type { BoardContext } from '../renderer';

const BOX_W = 62;
const BOX_H = 58;
const GAP = 4;
const TABLE_X = 266;
const TABLE_Y = 92;
const SEATS = 9;
const PLAYER_SPACES = ['s1', 's2', 's3', 'x1', 'x2', 'x3', 'x4', 'x5', 'x6'];

function shortOf(view: LancasterView, ctx: BoardContext, id: string): string {
  const space = view.castleSpaces.find((c) => c.id === id);
  return space ? say(ctx, space.short) : id;
}

/** A castle space: its label, whether it exists (a built tile), a knight on it, and whether it is still to use. */
/** A castle space: where it is drawn, what it says, and what stands on it. */
interface Space {
  seat: number;
  id: string;
  col: number;
  row: number;
  label: string;
  about: string;
  built: boolean;
  pending: boolean;
  strength: number | null;
  ally: boolean;
}

function box({ seat, id, col, row, label, about, built, pending, strength, ally }: Space, ctx: BoardContext): SVGGElement {
  const x = 2 + col * (BOX_W + GAP);
  const y = 2 + row * (BOX_H + GAP);
  const state = built ? '' : ` (${t('lan.notBuilt')})`;
  return s(
    'g',
    { class: `castle-space${built ? '' : ' unbuilt'}${pending ? ' pending' : ''}`, 'data-pick': token.castle(seat, id), 'data-space': id, transform: `translate(${x} ${y})` },
    s('title', {}, `${label}${about ? `: ${about}` : ''}${state}${pending ? ` · ${t('lan.stillToUse')}` : ''}`),
    s('rect', { class: 'space-bg', width: BOX_W, height: BOX_H, rx: 5 }),
    textBlock(wrap(label, 10).slice(0, 3), 5, 13, { cls: 'space-text', lineHeight: 10.5 }),
    built ? (strength !== null ? knight(seat, strength, 48, 45, 17, { ally, title: knightTitle(ctx, seat, strength, ally), letter: ctx.names.letter?.(seat) }) : emptySpace(48, 45, 17)) : null,
  );
}

function roundTable(p: PlayerView): SVGGElement {
  const r = 46;
  const seats = Array.from({ length: SEATS }, (_, i) => {
    const a = ((-90 + (i * 360) / SEATS) * Math.PI) / 180;
    const x = (TABLE_X + r * Math.cos(a)).toFixed(1);
    const y = (TABLE_Y + r * Math.sin(a)).toFixed(1);
    const letter = p.nobles[i];
    return letter ? nobleTile(x, y, { letter }) : s('circle', { class: 'seat-free', cx: x, cy: y, r: 5 });
  });
  return s(
    'g',
    { class: 'round-table' },
    s('title', {}, t('lan.roundTableTitle', { n: p.nobles.length, letters: p.nobles.join(' ') || '—' })),
    s('circle', { class: 'table', cx: TABLE_X, cy: TABLE_Y, r: 34 }),
    s('g', { transform: `translate(${TABLE_X} ${TABLE_Y - 6}) scale(1.5)` }, nobleTile(0, 0, { lord: true })),
    s('text', { class: 'table-caption', x: TABLE_X, y: TABLE_Y + 18 }, t('lan.lord')),
    seats,
  );
}

/** The castle of player `p` as one SVG. */
export function drawCastle(p: PlayerView, view: LancasterView, ctx: BoardContext): SVGSVGElement {
  const boxes = PLAYER_SPACES.map((id, i) => {
    const printed = id.startsWith('s');
    const tile = printed ? { name: shortOf(view, ctx, id), effect: '' } : extension(view, ctx, id);
    return box(
      {
        seat: p.seat,
        id,
        col: i % 3,
        row: Math.floor(i / 3),
        label: tile.name,
        about: tile.effect,
        built: printed || p.built.includes(id),
        pending: p.castleItems?.includes(id) ?? false,
        strength: p.castle[id] ?? null,
        ally: false,
      },
      ctx,
    );
  });
  return s(
    'svg',
    { class: 'lan-svg lan-castle', viewBox: `0 0 322 ${3 * (BOX_H + GAP) + 2}`, role: 'img', 'aria-label': t('lan.castleOf', { name: ctx.names.seat(p.seat) }) },
    boxes,
    roundTable(p),
  );
}

/** AL-3: the ally's castle, two spaces, as one SVG. */
export function drawAllyCastle(p: PlayerView, view: LancasterView, ctx: BoardContext): SVGSVGElement {
  const boxes = ['ac1', 'ac2'].map((id, i) =>
    box(
      { seat: p.seat, id, col: i, row: 0, label: shortOf(view, ctx, id), about: '', built: true, pending: p.castleItems?.includes(id) ?? false, strength: p.ally?.castle[id] ?? null, ally: true },
      ctx,
    ),
  );
  return s(
    'svg',
    { class: 'lan-svg lan-castle lan-ally-castle', viewBox: `0 0 ${2 * (BOX_W + GAP) + 2} ${BOX_H + 4}`, role: 'img', 'aria-label': t('lan.allyCastleOf', { name: ctx.names.seat(p.seat) }) },
    boxes,
  );
}
