// France: the conflict cards, top row (first attempt) and bottom row (second attempt, LA-27),
// with each participant's stack of knights, and the six King's favour tiles (LA-14). A card is a
// board token (a knight is sent there); each knight of a stack is one too (it is upgraded or
// ransomed there).
import { s } from '../../dom';
import { t } from '../../i18n';
import { knight, seatText, textBlock, wrap } from './pieces';
import { knightTitle, say } from './text';
import { token } from './tokens';
import type { CardView, LancasterView } from '../../../../src/games/lancaster/view';
import type { BoardContext } from '../renderer';

const W = 360;
const CARD_W = 174;
const CARD_H = 132;
const ROW_GAP = 22;
const KNIGHT = 17;

/** LA-32: while ransoms are asked, the view names the card that holds prisoners. */
export function prisonCard(view: LancasterView): string | null {
  return view.prisonCard ?? null;
}

function stackRow(card: CardView, space: CardView['spaces'][number], i: number, ctx: BoardContext): SVGGElement {
  const y = 46 + i * 22;
  const label = [s('circle', { class: 'space-no', cx: 12, cy: y + 11, r: 7 }), s('text', { class: 'space-no-text', x: 12, y: y + 11.5 }, String(i + 1))];
  if (!space) return s('g', { class: 'stack empty' }, label);
  const total = space.knights.reduce((a, b) => a + b, 0);
  const name = ctx.names.seat(space.seat);
  const who = space.ally ? t('lan.allyOf', { name }) : name;
  const endX = 28 + space.knights.length * (KNIGHT - 2);
  return s(
    'g',
    { class: 'stack', 'data-seat': space.seat },
    s('title', {}, t('lan.stackTitle', { who, knights: space.knights.join(' + '), n: total })),
    label,
    space.knights.map((k, j) =>
      s(
        'g',
        { class: 'stack-knight', 'data-pick': token.stack(card.id, space.seat, space.ally, k) },
        knight(space.seat, k, 30 + j * (KNIGHT - 2), y + 11, KNIGHT, { ally: space.ally, title: knightTitle(ctx, space.seat, k, space.ally), letter: ctx.names.letter?.(space.seat) }),
      ),
    ),
    s('text', { class: 'stack-who', x: endX + 6, y: y + 12, fill: seatText(space.seat) }, who.length > 14 ? `${who.slice(0, 13)}…` : who),
  );
}

function card(c: CardView | null, x: number, y: number, ctx: BoardContext, { prison }: { prison: boolean }): SVGGElement {
  if (!c) {
    return s(
      'g',
      { class: 'conflict-slot', transform: `translate(${x} ${y})` },
      s('rect', { class: 'slot-empty', width: CARD_W, height: CARD_H, rx: 7 }),
      s('text', { class: 'slot-text', x: CARD_W / 2, y: CARD_H / 2 }, t('lan.noCard')),
    );
  }
  const england = c.spaces.reduce((n, sp) => n + (sp ? sp.knights.reduce((a, b) => a + b, 0) : 0), 0);
  const wins = england >= c.france;
  const name = say(ctx, c.name);
  return s(
    'g',
    { class: `conflict${prison ? ' prison' : ''}`, 'data-pick': token.conflict(c.id), 'data-conflict': c.id, transform: `translate(${x} ${y})` },
    s('title', {}, t('lan.conflictTitle', { place: name, france: c.france, pp: c.pp.join(' / '), england })),
    s('rect', { class: 'card-bg', width: CARD_W, height: CARD_H, rx: 7 }),
    s('path', { class: 'card-head', d: `M0 7A7 7 0 0 1 7 0H${CARD_W - 7}A7 7 0 0 1 ${CARD_W} 7V22H0Z` }),
    s('text', { class: 'card-id', x: 8, y: 11.5 }, name.length > 13 ? `${name.slice(0, 12)}…` : name),
    s('text', { class: 'france', x: CARD_W - 8, y: 11.5 }, t('lan.france', { n: c.france })),
    s('text', { class: 'pp', x: 8, y: 36 }, t('lan.ppRanks', { pp: c.pp.join(' · ') })),
    c.spaces.map((sp, i) => stackRow(c, sp, i, ctx)),
    s('text', { class: `england${wins ? ' wins' : ''}`, x: 8, y: CARD_H - 6 }, prison ? t('lan.prisoners') : t('lan.england', { n: england, france: c.france })),
  );
}

function favourTile(f: LancasterView['favour'][number], i: number, ctx: BoardContext): SVGGElement {
  const w = 56;
  const x = 2 + i * (w + 4);
  const words = say(ctx, f.text);
  return s(
    'g',
    { class: `favour${f.faceUp ? '' : ' taken'}`, 'data-pick': token.favour(f.id), 'data-favour': f.id, transform: `translate(${x} 0)` },
    s('title', {}, f.faceUp ? words : `${words} (${t('lan.favourTaken')})`),
    s('rect', { class: 'favour-bg', width: w, height: 46, rx: 6 }),
    s('path', { class: 'favour-crown', d: `M${w / 2 - 7} 10L${w / 2 - 8} 3L${w / 2 - 3} 6.5L${w / 2} 1.5L${w / 2 + 3} 6.5L${w / 2 + 8} 3L${w / 2 + 7} 10Z` }),
    f.faceUp
      ? textBlock(wrap(words, 10).slice(0, 3), w / 2, 21, { cls: 'favour-text', lineHeight: 10.5, anchor: 'middle' })
      : s('text', { class: 'favour-text', x: w / 2, y: 30, 'text-anchor': 'middle' }, t('lan.favourTaken')),
  );
}

/** Both rows of conflicts and the favour tiles as one SVG. */
export function drawConflicts(view: LancasterView, ctx: BoardContext): SVGSVGElement {
  const prison = prisonCard(view);
  const xs = [3, W - 3 - CARD_W];
  const topY = 16;
  const bottomY = topY + CARD_H + ROW_GAP;
  const favourY = bottomY + CARD_H + ROW_GAP;
  const row = (cards: (CardView | null)[], y: number) => cards.map((c, i) => card(c, xs[i], y, ctx, { prison: c !== null && c.id === prison }));
  return s(
    'svg',
    { class: 'lan-svg lan-conflicts', viewBox: `0 0 ${W} ${favourY + 48}`, role: 'img', 'aria-label': t('lan.conflictsLabel') },
    s('text', { class: 'row-label', x: 4, y: topY - 5 }, t('lan.topRow')),
    s('text', { class: 'row-label right', x: W - 4, y: topY - 5 }, t('lan.deckLeft', { n: view.conflictsLeft })),
    row(view.conflicts.top, topY),
    s('text', { class: 'row-label', x: 4, y: bottomY - 5 }, t('lan.bottomRow')),
    row(view.conflicts.bottom, bottomY),
    s('text', { class: 'row-label', x: 4, y: favourY - 5 }, t('lan.favourRow')),
    s('g', { transform: `translate(0 ${favourY})` }, view.favour.map((f, i) => favourTile(f, i, ctx))),
  );
}
