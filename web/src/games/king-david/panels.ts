// Everything around the map (issue 15): the turn and the phase track, what the step's decisions
// are about (the moving group, the engagement with both sides revealed, the hand), and, beside the board, the players' stocks and VP against their thresholds,
// initiative, alliances and their modes, the minor countries, captured leaders and ransoms.
import { h, s } from '../../dom';
import { list, t } from '../../i18n';
import { countryColour } from './colours';
import { MARKER_WORDS } from './markers';
import type { AreaView, KdView, PieceView, SideView } from '../../../../src/games/king-david/view';
import type { BoardContext } from '../renderer';

const TURNS = 7;

function swatch(country: string): SVGSVGElement {
  // An SVG square: the page's policy allows no inline style.
  return s('svg', { class: 'kd-swatch', viewBox: '0 0 10 10', 'aria-hidden': 'true' }, s('rect', { width: 10, height: 10, fill: countryColour(country) }));
}

function pieceLabel(p: PieceView): string {
  if (p.type === 'L') return `★ ${t(`kd.leader.${p.id}`)} (${p.strength})`;
  const strength = p.reduced === null ? String(p.full) : p.isReduced ? `${p.reduced}/${p.full}` : `${p.full}/${p.reduced}`;
  return `${t(`kd.type.${p.type}`)} ${strength}`;
}

/** A piece as a chip; it is the board element of any command that names it. */
function pieceChip(p: PieceView): HTMLElement {
  return h('span', { class: `kd-piece${p.isReduced ? ' reduced' : ''}`, 'data-pick': `piece:${p.id.toLowerCase()}`, title: pieceLabel(p) }, pieceLabel(p));
}

export function trackPanel(view: KdView): HTMLElement {
  const chips = view.track.map((c) =>
    h(
      'li',
      { class: `kd-chit${c.space === view.phase ? ' now' : ''}${c.faceUp ? '' : ' down'}`, title: c.chit ? t(`kd.chit.${c.chit}`) : t('kd.ui.faceDown') },
      h('small', {}, String(c.space)),
      c.chit ? t(`kd.chit.${c.chit}`) : '?',
    ),
  );
  return h(
    'div',
    { class: 'kd-status' },
    h('span', { class: 'kd-turn', 'data-testid': 'turn-number' }, t('kd.ui.turn', { n: view.turn, max: TURNS })),
    view.short ? h('span', { class: 'kd-short' }, t('kd.ui.short', { n: view.short })) : null,
    h('ol', { class: 'kd-track', 'aria-label': t('kd.ui.track') }, chips),
    h('span', { class: 'kd-down' }, t('kd.ui.faceDownCount', { n: view.track.filter((c) => !c.faceUp).length })),
    h('span', { class: 'kd-cups' }, t('kd.ui.cups', { chits: view.chitsInCup, markers: view.markersInCup })),
  );
}

function side(label: string, sv: SideView, ctx: BoardContext): HTMLElement {
  return h(
    'div',
    { class: 'kd-side' },
    h('h4', {}, label, ' · ', list(sv.seats.map((seat) => ctx.names.seat(seat)))),
    h('div', { class: 'kd-pieces-list' }, sv.armies.map(pieceChip), sv.leaders.map((l) => h('span', { class: 'kd-piece leader' }, `★ ${t(`kd.leader.${l}`)}`))),
    h('p', { class: 'kd-dice' }, t('kd.ui.hitsDice', { hits: sv.hits, dice: sv.dice.length ? sv.dice.join(' ') : '—' })),
  );
}

function engagement(view: KdView, ctx: BoardContext): HTMLElement | null {
  if (view.battle) {
    const b = view.battle;
    return h(
      'section',
      { class: 'kd-engagement', 'aria-label': t('kd.ui.battle') },
      h('h3', {}, t('kd.ui.battleAt', { area: t(`kd.area.${b.area}`), round: b.round })),
      h('div', { class: 'kd-sides' }, side(t('kd.ui.attacker'), b.attacker, ctx), side(t('kd.ui.defender'), b.defender, ctx)),
    );
  }
  if (view.siege) {
    const g = view.siege;
    return h(
      'section',
      { class: 'kd-engagement', 'aria-label': t('kd.ui.siege') },
      h('h3', {}, t('kd.ui.siegeAt', { area: t(`kd.area.${g.area}`), round: g.round, level: g.level })),
      h('div', { class: 'kd-pieces-list' }, g.besiegers.map(pieceChip)),
      h('p', { class: 'kd-dice' }, t('kd.ui.siegeDice', { hits: g.hits, cityHits: g.cityHits, dice: g.dice.join(' ') || '—', cityDice: g.cityDice.join(' ') || '—' })),
    );
  }
  return null;
}

function order(view: KdView, ctx: BoardContext): HTMLElement | null {
  const o = view.order;
  if (!o) return null;
  return h(
    'section',
    { class: 'kd-order-panel' },
    h('h3', {}, t('kd.ui.order', { who: ctx.names.seat(o.seat), n: o.count, from: t(`kd.area.${o.from}`), at: t(`kd.area.${o.at}`) })),
    o.members
      ? h(
          'div',
          { class: 'kd-pieces-list' },
          o.members.map((p) => h('span', { class: 'kd-member' }, pieceChip(p), h('small', {}, t('kd.ui.mpLeft', { spent: o.spent?.[p.id] ?? 0, of: o.allowance?.[p.id] ?? 0 })))),
        )
      : null,
    o.costs && Object.keys(o.costs).length ? h('p', { class: 'kd-costs note' }, t('kd.ui.costsHint')) : null,
  );
}

/**
 * The viewer's event markers: each is the board element of "play" with that marker, so in a
 * window the ones the engine lists are highlighted and a tap plays them (passing is in the list
 * of moves).
 */
function hand(view: KdView, ctx: BoardContext): HTMLElement | null {
  if (!view.hand) return null;
  const playable = new Set((ctx.moves ?? []).filter((m) => m.command.startsWith('play ')).map((m) => m.command.split(' ')[1]));
  return h(
    'section',
    { class: 'kd-hand' },
    h('h3', {}, t('kd.ui.hand', { n: view.hand.length })),
    view.hand.length
      ? h(
          'ul',
          { class: 'kd-markers' },
          view.hand.map((k) => h('li', { class: 'kd-marker', 'data-pick': `marker:${MARKER_WORDS[k]}`, 'data-kind': String(k) }, t(`kd.marker.${k}`))),
        )
      : h('p', { class: 'note' }, t('kd.ui.noMarkers')),
    playable.size ? h('p', { class: 'note' }, t('kd.ui.playable')) : null,
  );
}

/**
 * Under the map: what the step's decisions are about. The decisions the map cannot show (pass, a
 * bid, a hit allocation) are in the page's one list of moves, next to the board (issue 30).
 */
export function stepPanels(view: KdView, ctx: BoardContext): HTMLElement {
  return h('div', { class: 'kd-step' }, order(view, ctx), engagement(view, ctx), hand(view, ctx));
}

function vp(p: KdView['players'][number]): string {
  if (p.threshold === null) return '—';
  return t('kd.ui.vp', { vp: p.vp, threshold: p.threshold, x: p.multiplier });
}

/** A-4: the ports each ally opens to the other (on unless refused). */
function ports(a: KdView['alliances'][number], ctx: BoardContext): string {
  if (a.portsAtoB && a.portsBtoA) return ` · ${t('kd.ui.portsOpen')}`;
  const open = [a.portsAtoB ? [a.a, a.b] : null, a.portsBtoA ? [a.b, a.a] : null].filter((pair) => pair !== null);
  if (!open.length) return ` · ${t('kd.ui.portsClosed')}`;
  return ` · ${t('kd.ui.portsOneWay', { giver: ctx.names.seat(open[0][0]), taker: ctx.names.seat(open[0][1]) })}`;
}

/** Beside the board: the players, initiative, alliances, minors, captives. */
export function drawPanels(view: KdView, ctx: BoardContext): HTMLElement {
  const rows = view.players.map((p) =>
    h(
      'tr',
      { class: p.seat === view.you ? 'mine' : '' },
      h('th', { scope: 'row' }, ctx.names.seat(p.seat)),
      h('td', {}, p.country ? [swatch(p.country), ' ', t(`kd.country.${p.country}`)] : '—'),
      h('td', {}, String(p.food), p.country ? h('small', { class: 'kd-prod', title: t('kd.ui.prodFood', { n: p.production.food }) }, ` +${p.production.food}`) : null),
      h('td', {}, String(p.res), p.country ? h('small', { class: 'kd-prod', title: t('kd.ui.prodRes', { n: p.production.res }) }, ` +${p.production.res}`) : null),
      h('td', {}, vp(p)),
      h('td', {}, String(p.markers)),
    ),
  );
  const players = h(
    'table',
    { class: 'kd-players' },
    h('thead', {}, h('tr', {}, ['kd.ui.player', 'kd.ui.country', 'kd.ui.food', 'kd.ui.res', 'kd.ui.vpHead', 'kd.ui.markers'].map((k) => h('th', { scope: 'col' }, t(k))))),
    h('tbody', {}, rows),
  );
  const alliances = view.alliances.map((a) =>
    h(
      'li',
      {},
      a.joint && a.host !== null
        ? t('kd.ui.allianceHosted', { a: ctx.names.seat(a.a), b: ctx.names.seat(a.b), host: ctx.names.seat(a.host) })
        : t(a.joint ? 'kd.ui.allianceJoint' : 'kd.ui.allianceSeparate', { a: ctx.names.seat(a.a), b: ctx.names.seat(a.b) }),
      ports(a, ctx),
      a.breaking ? ` (${t('kd.ui.breaking')})` : '',
    ),
  );
  const minors = view.minors.map((m) =>
    h('li', {}, swatch(m.id), ' ', t(`kd.country.${m.id}`), ': ', t(`kd.ui.minor.${m.status}`), m.ally !== null ? ` (${ctx.names.seat(m.ally)})` : ''),
  );
  const captives = view.captives.map((c) => h('li', {}, t('kd.ui.captive', { leader: t(`kd.leader.${c.leader}`), country: t(`kd.country.${c.country}`), ransom: c.ransom })));
  return h(
    'div',
    { class: 'kd-panels' },
    h(
      'section',
      { class: 'kd-players-card' },
      h('h3', {}, t('kd.ui.players')),
      h('div', { class: 'kd-table-scroll', tabindex: 0, role: 'group', 'aria-label': t('kd.ui.players') }, players),
      h('p', { class: 'note' }, t('kd.ui.prodNote')),
      h('p', { class: 'kd-initiative' }, t('kd.ui.initiative'), ' ', view.initiative.length ? view.initiative.map((seat) => ctx.names.seat(seat)).join(' → ') : '—'),
    ),
    view.raids.length ? h('section', {}, h('h3', {}, t('kd.ui.raids')), h('ul', {}, view.raids.map((r) => h('li', {}, t('kd.ui.raid', { who: ctx.names.seat(r.seat), minor: t(`kd.country.${r.minor}`), n: r.left }))))) : null,
    h('section', {}, h('h3', {}, t('kd.ui.alliances')), alliances.length ? h('ul', {}, alliances) : h('p', { class: 'note' }, t('kd.ui.noAlliances'))),
    h('section', {}, h('h3', {}, t('kd.ui.minors')), h('ul', { class: 'kd-minors' }, minors)),
    captives.length || view.dead.length
      ? h('section', {}, h('h3', {}, t('kd.ui.leaders')), h('ul', {}, captives, view.dead.map((l) => h('li', {}, t('kd.ui.deadLeader', { leader: t(`kd.leader.${l}`) })))))
      : null,
    view.pool ? h('section', { class: 'kd-pool' }, h('h3', {}, t('kd.ui.pool')), h('p', {}, Object.entries(view.pool).map(([k, n]) => poolKind(k, n)).join(', ') || '—')) : null,
  );
}

/**
 * One kind of counter in the pool, as the rulebook writes it: "phalanx 4/3 ×2" (full strength 4,
 * reduced 3), "militia 1 ×4" (a counter of one step). `kind` is the view's key: type, full, reduced.
 */
function poolKind(kind: string, n: number): string {
  const [type, full, reduced] = kind;
  return t(reduced === undefined ? 'kd.ui.poolKindSingle' : 'kd.ui.poolKind', { type: t(`kd.type.${type}`), full, reduced, n });
}

/** The details of one area, for a tap on an area that makes no move. */
export function areaDetails(area: AreaView): HTMLElement {
  return h(
    'div',
    { class: 'kd-area-details' },
    h('h3', {}, t(`kd.area.${area.id}`)),
    h('p', {}, t('kd.ui.controlledBy', { country: t(`kd.country.${area.control}`) }), area.level !== null ? ` · ${t('kd.ui.cityLevel', { n: area.level })}` : ''),
    area.stacks.length
      ? h(
          'ul',
          {},
          area.stacks.map((st) =>
            h('li', { 'data-country': st.country, 'data-seat': st.seat }, swatch(st.country), ' ', t('kd.ui.stackCount', { country: t(`kd.country.${st.country}`), n: st.count }), st.pieces ? [': ', st.pieces.map(pieceLabel).join(', ')] : ''),
          ),
        )
      : h('p', { class: 'note' }, t('kd.ui.empty')),
  );
}
