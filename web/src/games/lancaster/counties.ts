// England: the nine counties in letter order (LA-22), each with its minimum strength, reward,
// nobleman tiles left, and the knight holding it with its squires. A county is one board token:
// a knight goes there, a King's favour noble comes from there, its knight is upgraded there.
import { s } from '../../dom';
import { t } from '../../i18n';
import { emptySpace, knight, nobleTile, seatFill, squires, textBlock, wrap } from './pieces';
import { knightTitle, say } from './text';
import { token } from './tokens';
import type { CountyView, LancasterView } from '../../../../src/games/lancaster/view';
import type { BoardContext } from '../renderer';

const W = 360;
const COLS = 3;
const TILE_W = 114;
const TILE_H = 110;
const GAP = 6;
const X0 = (W - COLS * TILE_W - (COLS - 1) * GAP) / 2;
export const REWARD_LINES = 4;
/** A space between two drawn texts of a county (not drawn: SVG draws only the text of its <text>), so that their words do not run together for axe and screen readers. */
const WORD_BREAK = ' ';

/** At most `n` lines, the last one cut with an ellipsis when the text goes on. */
export function lines(text: string, chars: number, n: number): string[] {
  const all = wrap(text, chars);
  if (all.length <= n) return all;
  return [...all.slice(0, n - 1), `${all[n - 1].slice(0, chars - 1)}…`];
}

function county(c: CountyView, i: number, ctx: BoardContext): SVGGElement {
  const x = X0 + (i % COLS) * (TILE_W + GAP);
  const y = 2 + Math.floor(i / COLS) * (TILE_H + GAP);
  const k = c.knight;
  const title = say(ctx, c.title);
  const reward = say(ctx, c.reward);
  const holder = k ? (k.ally ? t('lan.heldByAlly', { name: ctx.names.seat(k.seat) }) : t('lan.heldBy', { name: ctx.names.seat(k.seat) })) : t('lan.emptyCounty');
  return s(
    'g',
    { class: `county${k ? ' held' : ''}`, 'data-pick': token.county(c.name), 'data-county': c.name, 'data-holder': k ? k.seat : null, transform: `translate(${x} ${y})` },
    s('title', {}, `${c.letter} ${title}: ${t('lan.minStrength', { n: c.min })}; ${reward}; ${t('lan.noblesLeft', { n: c.nobles })}; ${holder}`),
    s('rect', { class: 'county-bg', width: TILE_W, height: TILE_H, rx: 7, stroke: k ? seatFill(k.seat) : null }),
    s('circle', { class: 'letter-badge', cx: 13, cy: 13, r: 9 }),
    s('text', { class: 'letter', x: 13, y: 13.5 }, c.letter),
    WORD_BREAK,
    s('text', { class: 'county-name', x: 27, y: 14 }, title),
    WORD_BREAK,
    textBlock(lines(reward, 19, REWARD_LINES), 7, 32, { cls: 'reward', lineHeight: 11.5 }),
    WORD_BREAK,
    s('text', { class: 'min', x: 7, y: 80 }, t('lan.min', { n: c.min })),
    WORD_BREAK,
    Array.from({ length: c.nobles }, (_, n) => nobleTile(13 + n * 14, 96)),
    k
      ? [
          knight(k.seat, k.strength, 84, 87, 26, { ally: k.ally, title: knightTitle(ctx, k.seat, k.strength, k.ally), letter: ctx.names.letter?.(k.seat) }),
          WORD_BREAK,
          k.squires > 0 ? squires(k.squires, 103, 99, t('lan.squiresWith', { n: k.squires })) : null,
        ]
      : emptySpace(84, 87, 26),
  );
}

/** The counties as one SVG, three by three. */
export function drawCounties(view: LancasterView, ctx: BoardContext): SVGSVGElement {
  const rows = Math.ceil(view.counties.length / COLS);
  return s(
    'svg',
    { class: 'lan-svg lan-counties', viewBox: `0 0 ${W} ${rows * (TILE_H + GAP) - GAP + 4}`, role: 'img', 'aria-label': t('lan.countiesLabel') },
    view.counties.map((c, i) => county(c, i, ctx)),
  );
}
