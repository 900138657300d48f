// The side of the table a player acts from, drawn under the ring inside the board so that the
// board is the whole move list: the reserve's colours (`data-pick="colour:<colour>"`, the paladin a
// move plays), the court (`data-pick="court"`, where it goes instead of a territory) and the discs
// (`data-pick="disc:<n>"`). It is the viewer's own; a spectator sees the side of the player to act.
import { h } from '../../dom';
import { t } from '../../i18n';
import { COLOURS, cube, cubesOf, icon } from './pieces';
import type { CarolusView, PlayerView } from '../../../../src/games/carolus-magnus/view';
import type { BoardContext } from '../renderer';

function reserve(p: PlayerView): HTMLElement | HTMLElement[] {
  const held = COLOURS.filter((c) => p.reserve[c] > 0);
  if (!held.length) return h('span', { class: 'hint' }, t('cm.ui.empty'));
  return held.map((c) =>
    h('span', { class: 'cm-cube-pick', 'data-pick': `colour:${c}`, title: cubesOf(c, p.reserve[c]) }, icon(cube(c, 1, 0, 0, 20, { title: null }), 22), h('b', {}, String(p.reserve[c]))),
  );
}

function court(p: PlayerView, view: CarolusView, label: string): HTMLElement {
  return h(
    'div',
    { class: 'cm-court-pick', 'data-pick': 'court', 'aria-label': label },
    h('span', { class: 'cm-court-label' }, label),
    h(
      'span',
      { class: 'cubes' },
      COLOURS.map((c) => {
        const controls = view.control[c] === p.seat;
        const title = `${cubesOf(c, p.court[c])}${controls ? ` · ${t('cm.ui.clanMarker')}` : ''}`;
        return h('span', { class: `cube-count${p.court[c] === 0 ? ' zero' : ''}${controls ? ' controlled' : ''}`, title }, icon(cube(c, 1, 0, 0, 18, { title: null }), 18), h('b', {}, String(p.court[c])));
      }),
    ),
  );
}

function discs(p: PlayerView): HTMLElement[] {
  return [1, 2, 3, 4, 5].map((d) => {
    const state = p.discPlayed === d ? 'played' : p.discsInHand.includes(d) ? 'hand' : 'used';
    return h('span', { class: `disc ${state}`, 'data-pick': `disc:${d}`, title: t(`cm.ui.disc.${state}`, { n: d }) }, String(d));
  });
}

/** The panel for `seat` (the viewer's, else the acting player's), or null for nobody. */
export function drawHand(view: CarolusView, ctx: BoardContext): HTMLElement | null {
  const seat = ctx.you ?? view.step?.seat ?? null;
  if (seat === null) return null;
  const p = view.players[seat];
  if (!p) return null;
  const mine = seat === ctx.you;
  const name = ctx.names.seat(seat);
  return h(
    'section',
    { class: 'cm-hand', 'data-seat': seat, 'data-testid': 'hand' },
    h('h3', {}, mine ? t('cm.ui.hand.mine') : t('cm.ui.hand.of', { name })),
    h('div', { class: 'cm-hand-row' }, h('span', { class: 'cm-hand-label' }, t('cm.ui.reserve')), h('span', { class: 'cm-reserve' }, reserve(p))),
    court(p, view, mine ? t('cm.ui.hand.court') : t('cm.ui.hand.courtOf', { name })),
    h('div', { class: 'cm-hand-row' }, h('span', { class: 'cm-hand-label' }, t('cm.ui.discs')), h('span', { class: 'discs' }, discs(p))),
  );
}
