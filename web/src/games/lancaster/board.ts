// The Lancaster board: a status line (round, phase, turn order), the tray of choices that are no
// place on the board, the viewer's own court and castle, and four panels (counties, conflicts
// with the favour tiles, current laws, proposals), each its own SVG so that every panel keeps a
// legible scale on a phone and two sit side by side on a wide screen.
import { h } from '../../dom';
import { t } from '../../i18n';
import { drawConflicts } from './conflicts';
import { drawCounties } from './counties';
import { drawHome } from './home';
import { drawLaws, drawProposals } from './parliament';
import { icon, knight } from './pieces';
import { token } from './tokens';
import { drawTray } from './tray';
import type { LancasterView, PlayerView } from '../../../../src/games/lancaster/view';
import type { BoardContext } from '../renderer';

const ROUNDS = 5;

function status(view: LancasterView, ctx: BoardContext): HTMLElement {
  // A long name is cut short here with an ellipsis (lancaster.css); the tooltip and the text a
  // screen reader reads keep it whole, and the player cards below show it in full.
  const order = view.turnOrder.map((seat, i) => [
    i > 0 ? ' → ' : '',
    h(
      'span',
      { class: 'order-seat', 'data-pick': token.seat(seat), title: ctx.names.seat(seat) },
      icon(knight(seat, '', 0, 1, 12, { letter: ctx.names.letter?.(seat) }), 14, 16),
      h('span', { class: 'order-name' }, ctx.names.seat(seat)),
    ),
  ]);
  return h(
    'div',
    { class: 'lan-status' },
    h('span', { class: 'round', 'data-testid': 'round' }, t('lan.round', { n: view.round, max: ROUNDS })),
    h('span', { class: 'phase', 'data-testid': 'phase', 'data-phase': view.phase }, t(`lan.phase.${view.phase}`)),
    h('span', { class: 'order' }, t('lan.turnOrder'), ' ', order),
  );
}

function panel(key: string, title: string, body: Node | null, note?: string): HTMLElement {
  return h('figure', { class: `lan-panel lan-panel-${key}` }, h('figcaption', {}, h('span', {}, title), note ? h('small', {}, note) : null), body);
}

export function drawBoard(view: LancasterView, ctx: BoardContext): HTMLElement {
  return h(
    'div',
    { class: 'lan-board', role: 'group', 'aria-label': t('lan.boardLabel') },
    status(view, ctx),
    drawTray(view, ctx),
    h(
      'div',
      { class: 'lan-panels' },
      view.you === null ? null : panel('home', t('lan.yourSide'), drawHome(view, ctx)),
      panel('counties', t('lan.counties'), drawCounties(view, ctx)),
      panel('conflicts', t('lan.conflicts'), drawConflicts(view, ctx)),
      panel('laws', t('lan.laws'), drawLaws(view, ctx), t('lan.lawDeck', { n: view.lawsLeft })),
      panel('proposals', t('lan.proposals'), drawProposals(view, ctx)),
    ),
  );
}
