// One zone of the map (1.2) as an SVG card: its name, the flags (tile, combat, Frisian control,
// the structure that opens or helps it) and a lane of tokens per side, Frisians above (they come
// from the Rearguard), Normans below (they hold the tower). The card, each group of pieces and the
// tile are places to click (./tokens.ts).
import { s } from '../../dom';
import { t } from '../../i18n';
import { KINDS, TOKEN_W, UNCAPPED, banner, structure, swords, tile, token } from './pieces';
import { mapName, pieceCount, sideName, zoneName } from './text';
import { CAP, tileKind, token as pick, type SideWord, type TileKind } from './tokens';
import type { Structure } from '../../../../src/games/senor-de-la-guerra/data';
import type { PieceView, SenorView, ZoneView } from '../../../../src/games/senor-de-la-guerra/view';

const HEAD = 22;
const GUTTER = 34;
const SLOT = TOKEN_W + 3;
const ROW = 25;
/**
 * A space between two drawn texts of a zone (not drawn: SVG draws only the text of its <text>).
 * Without it the words of a zone run together ("Bridge7/10") for axe and screen readers.
 */
const WORD_BREAK = ' ';

/** SG-21 / SG-7: the structure that changes a zone once built. */
const STRUCTURE_AT: Record<string, Structure> = { east: 'shields', west: 'shields', entrance: 'ram', battlements: 'ladders' };

/** Pieces of one side in a zone, as [kind, count, marked] in the server's kind order. */
export function byKind(side: SideWord, pieces: readonly PieceView[]): { kind: string; n: number; marked: number }[] {
  const counts = new Map<string, { n: number; marked: number }>();
  for (const p of pieces) {
    const c = counts.get(p.kind) ?? { n: 0, marked: 0 };
    c.n += 1;
    if (p.marked) c.marked += 1;
    counts.set(p.kind, c);
  }
  const order = KINDS[side];
  return [...counts].sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0])).map(([kind, c]) => ({ kind, ...c }));
}

function tileTitle(kind: TileKind, view: SenorView): string {
  if (kind === 'prince' || kind === 'decoy') return t(`sg.tile.${kind}${view.result ? '' : 'Secret'}`);
  return t(`sg.tile.${kind}`);
}

function lane(
  side: SideWord,
  zone: string,
  pieces: readonly PieceView[],
  x: number,
  y: number,
  w: number,
  height: number,
  { capped, selected = null, letter = '' }: { capped: boolean; selected?: string | null; letter?: string },
): SVGGElement {
  const kinds = byKind(side, pieces);
  const perRow = Math.max(1, Math.floor((w - GUTTER) / SLOT));
  const rows = Math.max(1, Math.ceil(kinds.length / perRow));
  const top = y + (height - rows * ROW) / 2 + ROW / 2;
  const cappedCount = pieces.filter((p) => !UNCAPPED.has(p.kind)).length;
  // "7/10": the count in bold, the cap small beside it.
  const gutter = capped ? [s('tspan', { class: 'n' }, String(cappedCount)), s('tspan', { class: 'cap' }, `/${CAP}`)] : s('tspan', { class: 'n' }, String(pieces.length));
  const gutterTitle = capped ? t('sg.capped', { n: cappedCount, cap: CAP, side: sideName(side) }) : t('sg.total', { n: pieces.length, side: sideName(side) });
  return s(
    'g',
    { class: `sg-lane side-${side}`, 'data-side': side },
    s('text', { class: 'gutter', x: x + GUTTER / 2 + 1, y: y + height / 2 }, s('title', {}, gutterTitle), gutter),
    // A space between drawn words, as the zone's name for a screen reader reads them (./names.ts).
    WORD_BREAK,
    kinds.length === 0 ? s('text', { class: 'empty', x: x + GUTTER + 8, y: y + height / 2 }, '—') : null,
    kinds.flatMap((k, i) => {
      const col = i % perRow;
      const row = Math.floor(i / perRow);
      const title = `${pieceCount(k.kind, k.n)} · ${sideName(side)}${k.marked ? ` · ${t('sg.marked', { n: k.marked })}` : ''}`;
      const el = token(side, k.kind, k.n, x + GUTTER + SLOT / 2 + col * SLOT, top + row * ROW, { title, marked: k.marked, letter });
      el.dataset.pick = pick.piece(side, k.kind, zone);
      if (k.kind === selected) el.classList.add('selected');
      return [el, WORD_BREAK];
    }),
  );
}

function flags(zone: ZoneView, view: SenorView, right: number, y: number): SVGGElement[] {
  const out: SVGGElement[] = [];
  let x = right - 11;
  const next = () => {
    const at = x;
    x -= 21;
    return at;
  };
  const tk = tileKind(view, zone.zone);
  if (tk) {
    const el = tile(tk, next(), y, tileTitle(tk, view));
    el.dataset.pick = pick.tile(zone.zone);
    // A finger-sized place to tap around the small tile.
    el.append(s('circle', { class: 'hit', r: 11 }));
    out.push(el);
  }
  if (zone.current || zone.pending) out.push(swords(next(), y, t(zone.current ? 'sg.combatNow' : 'sg.combatPending'), zone.current));
  if (zone.controlled) out.push(banner(next(), y, t('sg.controlled')));
  const st = STRUCTURE_AT[zone.zone];
  if (st && view.structures[st]) {
    const at = next();
    out.push(s('g', { class: 'sg-zone-structure' }, s('title', {}, t(`sg.structureEffect.${st}`)), structure(st, at, y, 15)));
  }
  return out;
}

/** The card for `zone` with its top left corner at (x, y); `letter` gives each side's player's letter. */
export function zoneCard(zone: ZoneView | null, view: SenorView, x: number, y: number, w: number, height: number, letter: (side: SideWord) => string): SVGGElement | null {
  if (!zone) return null;
  const rear = zone.zone === 'rearguard';
  const cls = ['sg-zone', `zone-${zone.zone}`];
  if (zone.controlled) cls.push('controlled');
  if (zone.current) cls.push('current');
  else if (zone.pending) cls.push('pending');
  if (zone.resolved) cls.push('resolved');
  const body = height - HEAD;
  // The group picked by a "move" command, waiting for its "to" (public, like the command).
  const sel = view.selection && view.selection.from === zone.zone ? view.selection.piece : null;
  const selected = (side: SideWord) => (view.waitingFor === side ? sel : null);
  const half = (body - 4) / 2;
  return s(
    'g',
    { class: cls.join(' '), 'data-zone': zone.zone, 'data-controlled': zone.controlled ? 'yes' : 'no', 'data-pick': pick.zone(zone.zone) },
    s('title', {}, zoneName(zone)),
    s('rect', { class: 'zone-bg', x, y, width: w, height, rx: 7 }),
    s('path', { class: 'zone-rule', d: `M${x + 1} ${y + HEAD}H${x + w - 1}` }),
    s('text', { class: 'zone-name', x: x + 8, y: y + HEAD / 2 + 1 }, mapName(zone)),
    WORD_BREAK,
    flags(zone, view, x + w - 2, y + HEAD / 2),
    rear
      ? lane('frisians', zone.zone, zone.frisians, x, y + HEAD, w, body, { capped: false, selected: selected('frisians'), letter: letter('frisians') })
      : [
          lane('frisians', zone.zone, zone.frisians, x, y + HEAD + 1, w, half, { capped: true, selected: selected('frisians'), letter: letter('frisians') }),
          s('path', { class: 'lane-rule', d: `M${x + GUTTER} ${y + HEAD + 2 + half}H${x + w - 8}` }),
          lane('normans', zone.zone, zone.normans, x, y + HEAD + 3 + half, w, half, { capped: true, selected: selected('normans'), letter: letter('normans') }),
        ],
  );
}
