// The viewer's own side of the board: the knights at court (a placement starts by clicking one),
// the castle with its spaces and tiles, and with 2 players the ally's court and castle.
import { h } from '../../dom';
import { t } from '../../i18n';
import { drawAllyCastle, drawCastle } from './castle';
import { icon, knight } from './pieces';
import { knightTitle } from './text';
import { token } from './tokens';
import type { LancasterView, PlayerView } from '../../../../src/games/lancaster/view';
import type { BoardContext } from '../renderer';

function courtKnights(seat: number, court: readonly number[], ctx: BoardContext, ally: boolean): HTMLElement | HTMLElement[] {
  if (court.length === 0) return h('span', { class: 'none' }, t('lan.none'));
  return court.map((k) =>
    h(
      'span',
      { class: 'court-knight', 'data-pick': ally ? token.allyCourt(k) : token.court(k), title: knightTitle(ctx, seat, k, ally) },
      icon(knight(seat, k, 0, 1, 22, { ally, letter: ctx.names.letter?.(seat) }), 28, 30),
    ),
  );
}

/** "Your court and castle", for a seated viewer. */
export function drawHome(view: LancasterView, ctx: BoardContext): HTMLElement | null {
  const p = view.you === null ? undefined : view.players[view.you];
  if (!p) return null;
  return h(
    'div',
    { class: 'lan-home' },
    h('div', { class: 'lan-court', 'data-testid': 'my-court' }, h('span', { class: 'label' }, t('lan.yourCourt')), courtKnights(p.seat, p.court, ctx, false)),
    drawCastle(p, view, ctx),
    p.ally
      ? [
          h('div', { class: 'lan-court', 'data-testid': 'ally-court' }, h('span', { class: 'label' }, t('lan.allyCourt')), courtKnights(p.seat, p.ally.court, ctx, true)),
          drawAllyCastle(p, view, ctx),
        ]
      : null,
  );
}
