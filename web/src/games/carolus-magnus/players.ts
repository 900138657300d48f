// Each player's side of the table: court with clan markers, reserve, discs, castles. Each part is
// tagged `data-pick="court:<seat>"`, `reserve:<seat>`, `discs:<seat>` for the marks of what changed.
import { h } from '../../dom';
import { letterBadge } from '../../seat-badge';
import { list, t } from '../../i18n';
import { COLOURS, SIDE_COLOURS, castle, cube, cubesOf, icon } from './pieces';
import type { ByColour, CarolusView, PlayerView } from '../../../../src/games/carolus-magnus/view';
import type { BoardContext, Names } from '../renderer';

function cubes(byColour: ByColour): HTMLElement {
  return h(
    'span',
    { class: 'cubes' },
    COLOURS.filter((c) => byColour[c] > 0).map((c) => h('span', { class: 'cube-count', title: cubesOf(c, byColour[c]) }, icon(cube(c, 1, 0, 0, 18, { title: null }), 18), h('b', {}, String(byColour[c])))),
  );
}

function court(p: PlayerView, view: CarolusView): HTMLElement {
  return h(
    'span',
    { class: 'cubes court' },
    COLOURS.map((c) => {
      const controls = view.control[c] === p.seat;
      const n = p.court[c];
      return h(
        'span',
        { class: `cube-count${n === 0 ? ' zero' : ''}${controls ? ' controlled' : ''}`, title: `${cubesOf(c, n)}${controls ? ` · ${t('cm.ui.clanMarker')}` : ''}` },
        icon(cube(c, 1, 0, 0, 18, { title: null }), 18),
        h('b', {}, String(n)),
      );
    }),
  );
}

function discs(p: PlayerView): HTMLElement {
  return h(
    'span',
    { class: 'discs' },
    [1, 2, 3, 4, 5].map((d) => {
      const state = p.discPlayed === d ? 'played' : p.discsInHand.includes(d) ? 'hand' : 'used';
      return h('span', { class: `disc ${state}`, title: t(`cm.ui.disc.${state}`, { n: d }) }, String(d));
    }),
  );
}

function total(byColour: ByColour): number {
  return COLOURS.reduce((n, c) => n + byColour[c], 0);
}

/** Who owns castles, by name: a player, or at 4 players a team named by its castles (R-2). */
export function sideNamer(view: CarolusView, names: Names): (side: number) => string {
  return (side) => (view.teams ? t('cm.ui.team', { colour: SIDE_COLOURS[side], names: view.teams[side].map(names.seat).join(' & ') }) : names.seat(side));
}

function card(p: PlayerView, view: CarolusView, ctx: BoardContext): HTMLElement {
  const side = p.team ?? p.seat;
  const controlled = COLOURS.filter((c) => view.control[c] === p.seat);
  const active = ctx.active.includes(p.seat);
  const tags: HTMLElement[] = [];
  if (p.seat === ctx.you) tags.push(h('span', { class: 'tag you' }, t('you')));
  if (active) tags.push(h('span', { class: 'tag to-play' }, t('toPlay')));
  const castles = view.teams
    ? t('cm.ui.teamCastles', { team: sideNamer(view, ctx.names)(side), supply: view.castleSupply[side], board: view.castlesOnBoard[side] })
    : t('cm.ui.castles', { supply: view.castleSupply[side], board: view.castlesOnBoard[side] });
  return h(
    'article',
    { class: `player-card${active ? ' active' : ''}${p.seat === ctx.you ? ' mine' : ''}`, 'data-seat': p.seat },
    h('header', {}, icon(castle(side, 0, 0, 0, 20), 22), letterBadge(ctx.names.letter?.(p.seat) ?? String(p.seat + 1), side), h('strong', {}, ctx.names.seat(p.seat)), h('small', {}, t('cm.ui.side', { colour: SIDE_COLOURS[side] })), ...tags),
    h('dl', {},
      h('dt', {}, t('cm.ui.castlesLabel')), h('dd', {}, castles),
      h('dt', {}, t('cm.ui.court')), h('dd', { 'data-testid': 'court', 'data-total': total(p.court), 'data-pick': `court:${p.seat}` }, court(p, view)),
      h('dt', {}, t('cm.ui.controls')), h('dd', {}, controlled.length ? list(controlled.map((c) => t(`cm.ui.colour.${c}`))) : t('cm.ui.nothing')),
      h('dt', {}, t('cm.ui.reserve')), h('dd', { 'data-pick': `reserve:${p.seat}` }, total(p.reserve) ? cubes(p.reserve) : t('cm.ui.empty')),
      h('dt', {}, t('cm.ui.discs')), h('dd', { 'data-pick': `discs:${p.seat}` }, discs(p)),
    ),
  );
}

/** One card per player, in seat order. */
export function drawPlayers(view: CarolusView, ctx: BoardContext): HTMLElement {
  return h('div', { class: 'player-cards' }, view.players.map((p) => card(p, view, ctx)));
}
