// Each player's side of the table: score, purse (or "hidden", AS-5), voting markers, knights at
// court, placed, prisoners and in the reserve, nobles, extension tiles, and the castle board (the
// viewer's own castle is on the board, where its spaces are clicked).
import { h } from '../../dom';
import { t } from '../../i18n';
import { drawCastle } from './castle';
import { prisonCard } from './conflicts';
import { icon, knight } from './pieces';
import { extension, knightTitle, placeName, say } from './text';
import type { ForceView, LancasterView, PlayerView } from '../../../../src/games/lancaster/view';
import type { BoardContext } from '../renderer';
import type { Child } from '../../dom';

/** A knight where it stands, with the squires that went with it. */
interface Deployed {
  place: string;
  strength: number;
  squires: number;
}

/** Where each of a seat's knights (or its ally's) stands on the board. */
function deployed(view: LancasterView, seat: number, ally: boolean): Deployed[] {
  const out: Deployed[] = [];
  for (const c of view.counties) {
    if (c.knight && c.knight.seat === seat && c.knight.ally === ally) out.push({ place: c.name, strength: c.knight.strength, squires: c.knight.squires });
  }
  const cards = [...view.conflicts.top, ...view.conflicts.bottom].filter((c) => c !== null);
  for (const card of cards) {
    for (const sp of card.spaces) {
      if (sp && sp.seat === seat && sp.ally === ally) for (const k of sp.knights) out.push({ place: card.id, strength: k, squires: 0 });
    }
  }
  const castle = ally ? view.players[seat].ally?.castle ?? {} : view.players[seat].castle;
  for (const [id, k] of Object.entries(castle)) if (k !== null) out.push({ place: id, strength: k, squires: 0 });
  return out;
}

function token(seat: number, strength: number, ctx: BoardContext, ally = false, size = 18): SVGSVGElement {
  return icon(knight(seat, strength, 0, 1, size, { ally, title: knightTitle(ctx, seat, strength, ally), letter: ctx.names.letter?.(seat) }), size + 4, size * 1.15 + 4);
}

function tokens(seat: number, list: readonly number[], ctx: BoardContext, ally: boolean, testid: string): HTMLElement {
  if (list.length === 0) return h('span', { class: 'none', 'data-testid': testid, 'data-count': 0 }, t('lan.none'));
  return h('span', { class: 'tokens', 'data-testid': testid, 'data-count': list.length }, list.map((k) => token(seat, k, ctx, ally)));
}

/** The deployed knights, one entry per place: "[2][1] conflict C06". */
function placedList(view: LancasterView, list: readonly Deployed[], seat: number, ctx: BoardContext, ally: boolean, testid: string): HTMLElement {
  if (list.length === 0) return h('span', { class: 'none', 'data-testid': testid, 'data-count': 0 }, t('lan.none'));
  const places = [...new Set(list.map((k) => k.place))];
  return h(
    'span',
    { class: 'placed', 'data-testid': testid, 'data-count': list.length },
    places.map((place) => {
      const here = list.filter((k) => k.place === place);
      const squires = here.reduce((n, k) => n + k.squires, 0);
      return h(
        'span',
        { class: 'placed-knight', 'data-place': place },
        here.map((k) => token(seat, k.strength, ctx, ally)),
        placeName(view, ctx, place),
        squires > 0 ? h('small', { title: t('lan.squiresWith', { n: squires }) }, ` +${squires}`) : null,
      );
    }),
  );
}

/** A purse value, or "hidden" behind the screen (AS-5). */
function purse(value: number | null, testid: string): HTMLElement {
  return value === null ? h('dd', { class: 'hidden-value', 'data-testid': testid }, t('lan.hidden')) : h('dd', { 'data-testid': testid }, String(value));
}

function knightsOf(view: LancasterView, seat: number, force: ForceView, ally: boolean, ctx: BoardContext): Child[] {
  const all = deployed(view, seat, ally);
  const prison = prisonCard(view);
  const placed = all.filter((k) => k.place !== prison);
  const prisoners = all.filter((k) => k.place === prison).map((k) => k.strength);
  const suffix = ally ? '-ally' : '';
  return [
    h('dt', {}, t('lan.court')), h('dd', {}, tokens(seat, force.court, ctx, ally, `court${suffix}`)),
    h('dt', {}, t('lan.placed')), h('dd', {}, placedList(view, placed, seat, ctx, ally, `placed${suffix}`)),
    prisoners.length ? [h('dt', {}, t('lan.prisoners')), h('dd', {}, tokens(seat, prisoners, ctx, ally, `prisoners${suffix}`))] : null,
    h('dt', {}, t('lan.reserve')), h('dd', { class: 'reserve' }, tokens(seat, force.reserve, ctx, ally, `reserve${suffix}`)),
  ];
}

function card(p: PlayerView, view: LancasterView, ctx: BoardContext): HTMLElement {
  const active = ctx.active.includes(p.seat);
  const mine = p.seat === ctx.you;
  const tags: HTMLElement[] = [];
  if (mine) tags.push(h('span', { class: 'tag you' }, t('you')));
  if (active) tags.push(h('span', { class: 'tag to-play' }, t('toPlay')));
  if (p.seat === view.startPlayer) tags.push(h('span', { class: 'tag start' }, t('lan.startPlayer')));
  const chosen = mine && view.yourFirstTile ? h('p', { class: 'secret-note' }, t('lan.yourFirstTile', { name: extension(view, ctx, view.yourFirstTile).name })) : null;
  return h(
    'article',
    { class: `lan-player${active ? ' active' : ''}${mine ? ' mine' : ''}`, 'data-seat': p.seat },
    h('header', {}, icon(knight(p.seat, '', 0, 1, 18, { letter: ctx.names.letter?.(p.seat) }), 22, 25), h('strong', {}, ctx.names.seat(p.seat)), h('span', { class: 'score', 'data-testid': 'score' }, t('lan.pp', { n: p.pp })), ...tags),
    h(
      'div',
      { class: 'lan-player-body' },
      h(
        'dl',
        {},
        h('dt', {}, t('lan.gold')), purse(p.gold, 'gold'),
        h('dt', {}, t('lan.squires')), purse(p.squires, 'squires'),
        h('dt', {}, t('lan.markers')), h('dd', { 'data-testid': 'markers' }, String(p.markers)),
        knightsOf(view, p.seat, p, false, ctx),
        h('dt', {}, t('lan.nobles')),
        h('dd', { 'data-testid': 'nobles' }, p.nobles.length ? p.nobles.map((l) => h('span', { class: 'noble-chip', title: nobleTitle(view, ctx, l) }, l)) : t('lan.none')),
        h('dt', {}, t('lan.extensions')),
        h('dd', { 'data-testid': 'built' }, p.built.map((id) => extension(view, ctx, id).name).join(', ') || t('lan.none')),
        p.ally ? [h('dt', { class: 'ally-head' }, t('lan.ally')), h('dd', {}, ''), knightsOf(view, p.seat, p.ally, true, ctx)] : null,
      ),
      h('div', { class: 'castle-wrap' }, mine ? h('p', { class: 'note' }, t('lan.castleOnBoard')) : drawCastle(p, view, ctx), chosen),
    ),
  );
}

function nobleTitle(view: LancasterView, ctx: BoardContext, letter: string): string {
  const c = view.counties.find((x) => x.letter === letter);
  return c ? say(ctx, c.title) : letter;
}

/** One card per player, in seat order. */
export function drawPlayers(view: LancasterView, ctx: BoardContext): HTMLElement {
  return h('div', { class: 'lan-players' }, view.players.map((p) => card(p, view, ctx)));
}
