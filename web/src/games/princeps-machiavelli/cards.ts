// Cards as SVG: territory cards with their shields and stacks, and the small card chips of stacks
// and hands. Every card and territory that a move can start from or end on carries a data-pick token.
import { s } from '../../dom';
import { t } from '../../i18n';
import { kindOf, wordOf } from './kinds';
import type { TerritoryView } from '../../../../src/games/princeps-machiavelli/view';

/** How a card or territory is drawn: extra classes, words for screen readers, marks of the moves in hand. */
export interface CardOptions {
  classes?: string[];
  notes?: string[];
  /** Card ids to extra classes (in an attack, being given …). */
  marks?: Record<string, string[]>;
  independent?: boolean;
  /** The owner's letter, on a tag at the card's top right corner (issue 30: rows told apart by more than place). */
  letter?: string;
}

/** The elements with a space between each two (a text node, which SVG does not draw). */
function spaced(els: readonly (SVGElement | null)[]): (SVGElement | string)[] {
  return els.filter((el): el is SVGElement => el !== null).flatMap((el) => [el, ' ']);
}

/** A territory card's width in its own SVG units; each card is one SVG in a CSS grid. */
export const CARD_W = 108;
const HEAD = 40;
/** A destabilised card says so on a line of its own under its status and wealth. */
const UNSTABLE_LINE = 9;
const LINE = 14;

function headOf(ter: TerritoryView): number {
  return HEAD + (ter.stable ? 0 : UNSTABLE_LINE);
}

const PRINCES: Record<string, string> = { 'PR-N1': 'noble', 'PR-N2': 'noble', 'PR-P': 'popular', 'PR-H': 'hereditary', 'PR-E': 'ecclesiastical' };

/** A card's name in the page's language (the game's catalogue). */
export function cardName(id: string): string {
  const kind = kindOf(id);
  if (kind === 'territory') return t(`pm.t.${id}`);
  if (kind === 'prince') return t(`pm.prince.${PRINCES[id] ?? 'noble'}`);
  return t(`pm.kind.${kind}`);
}

export function princeType(id: string): string {
  return PRINCES[id] ?? 'noble';
}

/** Short, distinct marks for the shields: initials of two-word names, else the first letters. */
export function shieldMark(name: string): string {
  const words = name.split(' ');
  if (words.length > 1) return words.map((w) => w[0]).join('').slice(0, 2).toUpperCase();
  return name.slice(0, 3);
}

function shields(list: TerritoryView['shields'], x: number, y: number): SVGGElement[] {
  return list.map((sh, i) =>
    s(
      'g',
      { class: `shield ${sh.sea ? 'sea' : 'land'}`, transform: `translate(${x + i * 25} ${y})` },
      s('title', {}, t('pmb.shield', { name: sh.name, sea: sh.sea ? 'yes' : 'no' })),
      s('rect', { width: 23, height: 12, rx: sh.sea ? 6 : 2 }),
      s('text', { x: 11.5, y: 9 }, shieldMark(sh.name)),
    ),
  );
}

/**
 * One card in a stack or a hand: a chip with the card's name. `state` adds classes (face down,
 * has acted, marked …) and a word for screen readers.
 */
export function chip(id: string, x: number, y: number, w: number, o: CardOptions = {}): SVGGElement {
  const classes = ['card', `kind-${kindOf(id)}`, ...(o.classes ?? [])];
  const notes = o.notes ?? [];
  return s(
    'g',
    { class: classes.join(' '), transform: `translate(${x} ${y})`, 'data-pick': `card:${wordOf(id, t)}`, 'data-card': id },
    s('title', {}, [cardName(id), ...notes].join(' · ')),
    s('rect', { width: w, height: LINE - 2, rx: 3 }),
    s('text', { x: 4, y: 9 }, cardName(id)),
    classes.includes('exhausted') ? s('text', { class: 'tick', x: w - 4, y: 9 }, '✓') : null,
  );
}

/** How tall a territory card is with its stack. */
export function territoryHeight(ter: TerritoryView): number {
  const lines = ter.up.length + (ter.hidden ? ter.hidden.length : ter.down > 0 ? 1 : 0);
  return headOf(ter) + 6 + Math.max(1, lines) * LINE + 4;
}

/**
 * A territory card and the cards on it. `marks` maps card ids to extra classes (in an attack,
 * being given …); `owner` is a seat or null for an independent territory.
 */
export function territoryCard(ter: TerritoryView, x: number, y: number, o: CardOptions = {}): SVGGElement {
  const h = territoryHeight(ter);
  const tilt = ter.stable ? '' : ` rotate(-4 ${CARD_W / 2} ${h / 2})`;
  const lines: SVGGElement[] = [];
  let row = 0;
  const head = headOf(ter);
  const at = () => head + 4 + LINE * row++;
  for (const c of ter.up) {
    const classes = ['up', ...(c.exhausted ? ['exhausted'] : []), ...(o.marks?.[c.id] ?? [])];
    lines.push(chip(c.id, 4, at(), CARD_W - 8, { classes, notes: c.exhausted ? [t('pmb.exhausted')] : [] }));
  }
  if (ter.hidden) {
    for (const id of ter.hidden) lines.push(chip(id, 4, at(), CARD_W - 8, { classes: ['down', 'mine', ...(o.marks?.[id] ?? [])], notes: [t('pmb.hidden')] }));
  } else if (ter.down > 0) {
    const yy = at();
    lines.push(s('g', { class: 'card back', transform: `translate(4 ${yy})` }, s('rect', { width: CARD_W - 8, height: LINE - 2, rx: 3 }), s('text', { x: 4, y: 9 }, t('pmb.faceDown', { n: ter.down }))));
  }
  const name = t(`pm.t.${ter.id}`);
  const sub = `${t(`pmb.status.${ter.status}`)} · ${t(`pmb.wealth.${ter.wealth}`)}`;
  const band = 26 + (ter.stable ? 0 : UNSTABLE_LINE);
  return s(
    'g',
    {
      class: `territory wealth-${ter.wealth}${ter.stable ? '' : ' unstable'}${o.independent ? ' independent' : ''}`,
      transform: `translate(${x} ${y})${tilt}`,
      'data-pick': `terr:${name.toLowerCase()}`,
      'data-territory': ter.id,
      'data-stable': ter.stable ? 'yes' : 'no',
      'data-down': String(ter.down),
    },
    s('title', {}, `${name} — ${sub}${ter.stable ? '' : ` · ${t('pmb.destabilised')}`}`),
    s('rect', { class: 'frame', width: CARD_W, height: h, rx: 6 }),
    s('rect', { class: 'band', width: CARD_W, height: band, rx: 6 }),
    // A space (not drawn: SVG draws only the text of its <text>) between the texts drawn on the
    // card keeps their words apart for axe and screen readers (./names.ts starts with them).
    spaced([
      s('text', { class: 'name', x: 6, y: 13 }, name),
      s('text', { class: 'sub', x: 6, y: 23 }, sub),
      ter.stable ? null : s('text', { class: 'sub unstable-note', x: 6, y: 32 }, t('pmb.destabilised')),
      ...shields(ter.shields, 4, band + 2),
      ...lines,
    ]),
    o.letter
      ? s(
          'g',
          { class: 'owner-letter', 'data-letter': o.letter, transform: `translate(${CARD_W - 9} 9)` },
          s('circle', { r: 7 }),
          s('text', { y: 0.5 }, o.letter),
        )
      : null,
  );
}

/** A territory card as its own SVG, for a grid that fits three on a phone and more on a wide screen. */
export function territorySvg(ter: TerritoryView, o: CardOptions = {}): SVGSVGElement {
  const h = territoryHeight(ter);
  return s('svg', { class: 'pm-card-svg', viewBox: `-5 -5 ${CARD_W + 10} ${h + 10}`, role: 'group', 'aria-label': t(`pm.t.${ter.id}`) }, territoryCard(ter, 0, 0, o));
}

/** A card of a hand as its own small SVG. */
export function chipSvg(id: string, o: CardOptions = {}): SVGSVGElement {
  return s('svg', { class: 'pm-chip-svg', viewBox: `-2 -2 ${CARD_W + 4} ${LINE + 2}`, role: 'img', 'aria-label': cardName(id) }, chip(id, 0, 0, CARD_W, o));
}
