// One player's castle board (§7.4): the three printed knight spaces, the six extension slots
// (built or not, with their knight space, R-28), and the round table with the lord and the nobles.
import { s } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { emptySpace, knight, nobleTile, textBlock, wrap } from './pieces.js';
import { extensionEffect, extensionName, knightTitle, tr } from './text.js';

const BOX_W = 62;
const BOX_H = 58;
const GAP = 4;
const TABLE_X = 266;
const TABLE_Y = 92;
const SEATS = 9;

function box(p, id, col, row, ctx) {
  const x = 2 + col * (BOX_W + GAP);
  const y = 2 + row * (BOX_H + GAP);
  const printed = id.startsWith('s');
  const built = printed || p.built.includes(id);
  const pending = p.castleItems?.includes(id) ?? false;
  const strength = p.castle[id] ?? null;
  const label = printed ? tr(`lan.space.${id}`, id) : extensionName(id);
  const effect = printed ? label : extensionEffect(id);
  const state = printed ? '' : built ? t('lan.built') : t('lan.notBuilt');
  return s(
    'g',
    { class: `castle-space${built ? '' : ' unbuilt'}${pending ? ' pending' : ''}`, 'data-space': id, transform: `translate(${x} ${y})` },
    s('title', {}, [id, printed ? '' : ` ${label}`, effect ? `: ${effect}` : '', state ? ` (${state})` : '', pending ? ` · ${t('lan.stillToUse')}` : ''].join('')),
    s('rect', { class: 'space-bg', width: BOX_W, height: BOX_H, rx: 5 }),
    s('text', { class: 'space-id', x: 5, y: 11 }, id),
    textBlock(wrap(label, 9), 5, 24, { cls: 'space-text', lineHeight: 10.5 }),
    built ? (strength !== null ? knight(p.seat, strength, 48, 45, 17, { title: knightTitle(ctx, p.seat, strength) }) : emptySpace(48, 45, 17)) : null,
  );
}

function roundTable(p) {
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
export function drawCastle(p, ctx) {
  const ids = ['s1', 's2', 's3', 'x1', 'x2', 'x3', 'x4', 'x5', 'x6'];
  return s(
    'svg',
    { class: 'lan-svg lan-castle', viewBox: `0 0 322 ${3 * (BOX_H + GAP) + 2}`, role: 'img', 'aria-label': t('lan.castleOf', { name: ctx.names.seat(p.seat) }) },
    ids.map((id, i) => box(p, id, i % 3, Math.floor(i / 3), ctx)),
    roundTable(p),
  );
}
