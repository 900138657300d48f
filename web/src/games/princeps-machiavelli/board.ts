// The Princeps Machiavelli table: a status line, the confrontation in progress, the seat's moves
// and offers, its hand, then every player's row of territories and the independent territories.
import { h } from '../../dom';
import { t } from '../../i18n';
import { chipSvg, princeType, territorySvg } from './cards';
import { confrontation, controls, offers, piles, statusLine } from './panels';
import type { PMView, PlayerView, TerritoryView } from '../../../../src/games/princeps-machiavelli/view';
import type { BoardContext } from '../renderer';
import type { CardOptions } from './cards';

/** Card ids to the classes that mark them. */
type CardMarks = Record<string, string[]>;

/** Extra classes for cards in play: marked to discard, offered, in an attack, defending. */
function marksOf(view: PMView): CardMarks {
  const marks: CardMarks = {};
  const add = (ids: readonly string[] | null | undefined, cls: string) => {
    for (const id of ids ?? []) (marks[id] ??= []).push(cls);
  };
  add(view.draw?.marks, 'marked');
  add(view.negotiation?.draft?.give, 'giving');
  add(view.negotiation?.accepting?.picks, 'giving');
  if (view.attack) {
    add([view.attack.leader], 'attacking');
    add(view.attack.group, 'attacking');
  }
  const c = view.confrontation;
  if (c) {
    add([c.commander, ...c.cards], 'attacking');
    add(c.defenders, 'defending');
  }
  return marks;
}

function rowOf(territories: readonly TerritoryView[], label: string, o: CardOptions): HTMLElement {
  return h('div', { class: 'pm-grid pm-row', role: 'group', 'aria-label': label }, territories.map((ter) => territorySvg(ter, o)));
}

function playerRow(view: PMView, player: PlayerView, ctx: BoardContext, marks: CardMarks): HTMLElement {
  const name = ctx.names.seat(player.seat);
  const you = player.seat === view.you;
  return h(
    'section',
    { class: `pm-player${you ? ' mine' : ''}${player.seat === view.turn ? ' on-turn' : ''}`, 'data-seat': String(player.seat) },
    h(
      'h3',
      {},
      h('span', { class: 'pm-name', 'data-pick': `player:${player.seat + 1}` }, name, you ? ` (${t('pmb.you')})` : ''),
      ' ',
      h('small', {}, `${t('pmb.princeType', { type: player.princeType })} · ${t('pmb.handCount', { n: player.handCount, hs: player.handSize })}`),
    ),
    player.row.length ? rowOf(player.row, name, { marks, letter: ctx.names.letter?.(player.seat) }) : h('p', { class: 'note' }, t('pmb.noTerritories')),
  );
}

function hand(view: PMView, marks: CardMarks): HTMLElement | null {
  const me = view.you === null ? undefined : view.players[view.you];
  if (view.hand === null || !me) return null;
  const title = t('pmb.yourHand', { n: view.hand.length, hs: me.handSize, dt: me.drawTarget });
  const note = (id: string) => (marks[id] ?? []).map((x) => t(`pmb.${x === 'marked' ? 'marked' : 'giving'}`));
  return h(
    'section',
    { class: 'pm-panel pm-hand', 'data-testid': 'hand' },
    h('h3', {}, title),
    view.hand.length
      ? h('div', { class: 'pm-grid pm-row', role: 'group', 'aria-label': title }, view.hand.map((id) => chipSvg(id, { classes: marks[id] ?? [], notes: note(id) })))
      : h('p', { class: 'note' }, t('pmb.emptyHand')),
  );
}

export function drawBoard(view: PMView, ctx: BoardContext): HTMLElement {
  const marks = marksOf(view);
  const order = view.you === null ? view.turnOrder : [view.you, ...view.turnOrder.filter((x) => x !== view.you)];
  const independents = view.independents.length
    ? h('section', { class: 'pm-player pm-independents' }, h('h3', {}, t('pmb.independents'), ' ', h('small', {}, t('pmb.conspirators'))), rowOf(view.independents, t('pmb.independents'), { marks, independent: true }))
    : null;
  return h(
    'div',
    { class: 'pm-board', role: 'group', 'aria-label': t('pmb.boardLabel'), 'data-prince': view.you === null ? '' : princeType(view.players[view.you].prince) },
    statusLine(view, ctx),
    piles(view),
    confrontation(view, ctx),
    controls(view),
    offers(view, ctx),
    hand(view, marks),
    order.map((seat) => playerRow(view, view.players[seat], ctx, marks)),
    independents,
  );
}
