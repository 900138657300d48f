// Each side's card beside the map: Courage, Tactics, the dead and the pieces lost, and for the
// Normans the Draco track and the tiles (where the Prince lies only when the view says so, A-7),
// for the Frisians the siege structures and the zones they control.
import { h } from '../../dom';
import { list, t } from '../../i18n';
import { KINDS, kindIcon } from './pieces';
import { pieceCount, pieceName, sideName, zoneName } from './text';
import type { Structure } from '../../../../src/games/senor-de-la-guerra/data';
import type { SenorView } from '../../../../src/games/senor-de-la-guerra/view';
import type { BoardContext } from '../renderer';
import type { Child } from '../../dom';
import type { SideWord } from './tokens';

/** Pieces by kind, as icons with counts (or "none"). */
function pieces(side: SideWord, byKind: Record<string, number> | undefined): Child {
  const counts = new Map(Object.entries(byKind ?? {}).filter(([, n]) => n > 0));
  if (counts.size === 0) return t('sg.none');
  const kinds = KINDS[side].filter((k) => counts.has(k));
  return h(
    'span',
    { class: 'sg-kinds' },
    kinds.map((k) => h('span', { class: 'sg-kind', title: pieceCount(k, counts.get(k) ?? 0), 'data-kind': k }, kindIcon(side, k, 18), h('b', {}, String(counts.get(k) ?? 0)))),
  );
}

function startSet(view: SenorView, side: SideWord): string {
  const set = view.startSets[side];
  if (set === null) return t('sg.notChosen');
  if (set === 'sealed') return t('sg.sealed');
  return t(`sg.set.${set}`);
}

function row(label: string, value: Child, testid?: string): HTMLElement[] {
  return [h('dt', {}, label), h('dd', testid ? { 'data-testid': testid } : {}, value)];
}

function tilesRow(view: SenorView): HTMLElement[][] {
  const tl = view.tiles;
  const parts: string[] = [];
  if (tl.inHand) parts.push(t('sg.tilesInHand'));
  else if (tl.zones.length > 0) parts.push(t('sg.tilesFaceDown', { n: tl.inPlay, zones: list(tl.zones.map(zoneName)) }));
  else parts.push(t('sg.tilesInPlay', { n: tl.inPlay }));
  if (tl.revealedDecoys.length > 0) parts.push(t('sg.decoysFound', { zones: list(tl.revealedDecoys.map(zoneName)) }));
  if (tl.discarded > 0) parts.push(t('sg.decoysDiscarded', { n: tl.discarded }));
  const out: HTMLElement[][] = [row(t('sg.tiles'), parts.join(' · '), 'tiles-text')];
  // Only a view that holds the Prince's zone (the Normans', or anyone's after the end) shows it.
  const prince = tl.prince;
  if (typeof prince === 'string') {
    const decoys = Array.isArray(tl.decoys) && tl.decoys.length > 0 ? ` · ${t('sg.decoysAt', { zones: list(tl.decoys.map(zoneName)) })}` : '';
    out.push(row(t(view.result ? 'sg.princeTile' : 'sg.princeSecret'), h('span', { 'data-testid': 'prince', 'data-zone': prince }, zoneName(prince), decoys)));
  }
  return out;
}

function structuresRow(view: SenorView): HTMLElement[] {
  const built = (['shields', 'ram', 'ladders'] as const).filter((x: Structure) => view.structures[x]);
  if (built.length === 0) return row(t('sg.structures'), t('sg.none'), 'structures-text');
  const names = built.map((x) => t(`sg.structure.${x}`));
  const note = view.builtThisTurn ? ` (${t('sg.builtThisTurn', { name: t(`sg.structure.${view.builtThisTurn}`) })})` : '';
  return row(t('sg.structures'), `${list(names)}${note}`, 'structures-text');
}

function card(view: SenorView, side: SideWord, ctx: BoardContext): HTMLElement {
  const seat = view.seats[side];
  const active = ctx.active.includes(seat);
  const mine = ctx.you === seat;
  const norman = side === 'normans';
  const deadMax = norman ? view.thresholds.normanDead : view.thresholds.frisianDead;
  const controlled = view.zones.filter((z) => z.controlled).length;
  const draco = view.draco;
  return h(
    'article',
    { class: `sg-side side-${side}${active ? ' active' : ''}${mine ? ' mine' : ''}`, 'data-side': side, 'data-seat': seat },
    h(
      'header',
      {},
      kindIcon(side, norman ? 'chrysagon' : 'king', 20),
      h('strong', {}, sideName(side)),
      h('span', { class: 'player' }, ctx.names.seat(seat)),
      mine ? h('span', { class: 'tag you' }, t('you')) : null,
      active ? h('span', { class: 'tag to-play' }, t('toPlay')) : null,
    ),
    h(
      'dl',
      {},
      row(t('sg.courage'), norman ? t('sg.courageWins', { n: view.courage[side], max: view.thresholds.courage }) : String(view.courage[side]), 'courage'),
      row(t('sg.tactics'), String(view.tactics[side]), 'tactics'),
      row(t('sg.dead'), t('sg.deadOf', { n: view.dead[side], max: deadMax }), 'dead'),
      row(t('sg.lost'), pieces(side, view.fallenByKind[side]), 'lost'),
      norman ? null : row(t('sg.lostToStructures'), view.lostToStructures.length ? pieceCount('peasant', view.lostToStructures.length) : t('sg.none')),
      norman ? row(t('sg.draco'), `${t('sg.dracoAt', { n: draco.position, max: draco.arrivesAt })}${draco.lastRoll === null ? '' : ` · ${t('sg.lastRoll', { n: draco.lastRoll })}`}`, 'draco-text') : null,
      norman ? tilesRow(view) : structuresRow(view),
      norman ? null : row(t('sg.controlledZones'), t('sg.controlledOf', { n: controlled, max: view.thresholds.zones }), 'controlled'),
      row(t('sg.army'), `${t('sg.armyRolls', { rolls: view.armyRolls[side].join(' + ') || '—' })} · ${startSet(view, side)}`),
    ),
  );
}

/** The key to the glyphs, for a reader who has not learnt them yet. */
function key(): HTMLElement {
  const item = (side: SideWord, kind: string) => h('li', {}, kindIcon(side, kind, 16), pieceName(kind));
  return h(
    'details',
    { class: 'sg-key card' },
    h('summary', {}, t('sg.key')),
    h('p', {}, h('b', {}, sideName('normans')), ' ', h('ul', {}, KINDS.normans.map((k) => item('normans', k)))),
    h('p', {}, h('b', {}, sideName('frisians')), ' ', h('ul', {}, KINDS.frisians.map((k) => item('frisians', k)))),
    h('p', { class: 'note' }, t('sg.keyNote')),
  );
}

export function drawSides(view: SenorView, ctx: BoardContext): HTMLElement[] {
  return [h('div', { class: 'sg-sides' }, card(view, 'normans', ctx), card(view, 'frisians', ctx)), key()];
}
