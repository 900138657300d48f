// Each player's side of the table: court with clan markers, reserve, discs, castles.
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { COLOURS, castle, cube, icon } from './pieces.js';

function cubes(byColour, { showZero }) {
  return h(
    'span',
    { class: 'cubes' },
    COLOURS.filter((c) => showZero || byColour[c] > 0).map((c) =>
      h('span', { class: `cube-count${byColour[c] === 0 ? ' zero' : ''}`, title: `${byColour[c]} ${t(`cm.colour.${c}`)}` }, icon(cube(c, 1, 0, 0, 18), 18), h('b', {}, String(byColour[c]))),
    ),
  );
}

function court(p, view) {
  return h(
    'span',
    { class: 'cubes court' },
    COLOURS.map((c) => {
      const controls = view.control[c] === p.seat;
      const n = p.court[c];
      return h(
        'span',
        { class: `cube-count${n === 0 ? ' zero' : ''}${controls ? ' controlled' : ''}`, title: `${n} ${t(`cm.colour.${c}`)}${controls ? ` · ${t('cm.clanMarker')}` : ''}` },
        icon(cube(c, 1, 0, 0, 18), 18),
        h('b', {}, String(n)),
      );
    }),
  );
}

function discs(p) {
  return h(
    'span',
    { class: 'discs' },
    [1, 2, 3, 4, 5].map((d) => {
      const state = p.discPlayed === d ? 'played' : p.discsInHand.includes(d) ? 'hand' : 'used';
      return h('span', { class: `disc ${state}`, title: t(`cm.disc.${state}`, { n: d }) }, String(d));
    }),
  );
}

function total(byColour) {
  return COLOURS.reduce((n, c) => n + byColour[c], 0);
}

function card(p, view, ctx) {
  const side = p.team ?? p.seat;
  const controlled = COLOURS.filter((c) => view.control[c] === p.seat);
  const active = ctx.active.includes(p.seat);
  const tags = [];
  if (p.seat === ctx.you) tags.push(h('span', { class: 'tag you' }, t('you')));
  if (active) tags.push(h('span', { class: 'tag to-play' }, t('toPlay')));
  const castles = view.teams ? t('cm.teamCastles', { team: ctx.names.side(side), supply: view.castleSupply[side], board: view.castlesOnBoard[side] }) : t('cm.castles', { supply: view.castleSupply[side], board: view.castlesOnBoard[side] });
  return h(
    'article',
    { class: `player-card${active ? ' active' : ''}${p.seat === ctx.you ? ' mine' : ''}`, 'data-seat': p.seat },
    h('header', {}, icon(castle(side, 0, 0, 0, 20), 22), h('strong', {}, ctx.names.seat(p.seat)), ...tags),
    h('dl', {},
      h('dt', {}, t('cm.castlesLabel')), h('dd', {}, castles),
      h('dt', {}, t('cm.court')), h('dd', { 'data-testid': 'court', 'data-total': total(p.court) }, court(p, view)),
      h('dt', {}, t('cm.controls')), h('dd', {}, controlled.length ? controlled.map((c) => t(`cm.colour.${c}`)).join(', ') : t('cm.nothing')),
      h('dt', {}, t('cm.reserve')), h('dd', {}, total(p.reserve) ? cubes(p.reserve, { showZero: false }) : t('cm.empty')),
      h('dt', {}, t('cm.discs')), h('dd', {}, discs(p)),
    ),
  );
}

/** One card per player, in seat order. */
export function drawPlayers(view, ctx) {
  return h('div', { class: 'player-cards' }, view.players.map((p) => card(p, view, ctx)));
}
