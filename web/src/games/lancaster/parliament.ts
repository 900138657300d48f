// Parliament: the three current laws, left to right (LA-5), and this round's proposals with the
// votes once they are revealed (LA-17). A vote in progress shows only the viewer's own choice.
import { s } from '../../dom';
import { t } from '../../i18n';
import { seatFill, textBlock, wrap } from './pieces';
import { say } from './text';
import { token } from './tokens';
import type { LancasterView } from '../../../../src/games/lancaster/view';
import type { Vote } from '../../../../src/games/lancaster/state';
import type { BoardContext } from '../renderer';

const W = 360;
const TEXT_X = 52;
const CHARS = 49;
const LINE = 13.5;

function badge(label: string, y: number, cls = ''): SVGElement[] {
  return [s('rect', { class: `law-badge ${cls}`, x: 6, y, width: 40, height: 20, rx: 5 }), s('text', { class: 'law-id', x: 26, y: y + 10.5 }, label)];
}

function lawRow(law: LancasterView['laws'][number], i: number, y: number, ctx: BoardContext): { row: SVGGElement; h: number } {
  const words = say(ctx, law.text);
  const lines = wrap(words, CHARS);
  const h = 12 + lines.length * LINE;
  const row = s(
    'g',
    { class: 'law', 'data-pick': token.law(law.id), 'data-law': law.id, transform: `translate(0 ${y})` },
    s('title', {}, `${t('lan.lawN', { n: i + 1 })}: ${words}${i === 0 ? ` (${t('lan.leavesFirst')})` : ''}`),
    s('rect', { class: 'law-bg', x: 2, y: 0, width: W - 4, height: h, rx: 6 }),
    badge(String(i + 1), (h - 20) / 2),
    textBlock(lines, TEXT_X, 16, { cls: 'law-text', lineHeight: LINE }),
  );
  return { row, h };
}

/** The current laws as one SVG. */
export function drawLaws(view: LancasterView, ctx: BoardContext): SVGSVGElement {
  let y = 2;
  const rows = view.laws.map((law, i) => {
    const { row, h } = lawRow(law, i, y, ctx);
    y += h + 5;
    return row;
  });
  return s('svg', { class: 'lan-svg lan-laws', viewBox: `0 0 ${W} ${y}`, role: 'img', 'aria-label': t('lan.lawsLabel') }, rows);
}

/** The proposal being voted on: the first still undecided, during parliament. */
function votingOn(view: LancasterView): number {
  if (view.phase !== 'parliament') return -1;
  return view.proposals.findIndex((p) => p.outcome === null);
}

type Proposal = LancasterView['proposals'][number];

function status(p: Proposal, i: number, view: LancasterView): { cls: string; text: string } {
  if (p.outcome === 'passed') return { cls: 'passed', text: t('lan.passed') };
  if (p.outcome === 'rejected') return { cls: 'rejected', text: t('lan.rejected') };
  if (i === votingOn(view)) return { cls: 'voting', text: t('lan.votingNow') };
  return { cls: 'later', text: t('lan.notYetVoted') };
}

function voteText(v: Vote): string {
  return t('lan.vote', { side: v.yes ? 'yes' : 'no', n: v.markers });
}

/** The revealed votes (R-17): one chip per seat, in seat order, wrapping to a new line if needed. */
function votes(list: readonly Vote[], ctx: BoardContext, x0: number, y0: number): { nodes: SVGGElement[]; extra: number } {
  let x = x0;
  let y = y0;
  const nodes = list.map((v, seat) => {
    const label = voteText(v);
    const w = 20 + label.length * 6;
    if (x + w > W - 4 && x > x0) {
      x = TEXT_X;
      y += 17;
    }
    const g = s(
      'g',
      { class: `vote ${v.yes ? 'yes' : 'no'}`, 'data-seat': seat },
      s('title', {}, `${ctx.names.seat(seat)}: ${label}`),
      s('circle', { cx: x + 5, cy: y, r: 5, fill: seatFill(seat), stroke: 'rgba(0,0,0,.5)', 'stroke-width': 0.8 }),
      s('text', { class: 'vote-text', x: x + 13, y }, label),
    );
    x += w;
    return g;
  });
  return { nodes, extra: y - y0 };
}

function proposalRow(p: Proposal, i: number, y: number, view: LancasterView, ctx: BoardContext): { row: SVGGElement; h: number } {
  const words = say(ctx, p.text);
  const lines = wrap(words, CHARS);
  const st = status(p, i, view);
  const mine = i === votingOn(view) && view.yourVote ? view.yourVote : null;
  const statusY = 16 + lines.length * LINE + 4;
  const pillW = Math.max(52, st.text.length * 6.2 + 12);
  const mid = statusY - 3.5;
  const shown = p.votes ? votes(p.votes, ctx, TEXT_X + pillW + 8, mid) : { nodes: [], extra: 0 };
  const h = statusY + shown.extra + 9;
  return {
    h,
    row: s(
      'g',
      { class: `proposal ${st.cls}`, 'data-pick': token.proposal(i + 1), 'data-proposal': i + 1, 'data-law': p.id, transform: `translate(0 ${y})` },
      s('title', {}, `${t('lan.proposalN', { n: i + 1 })}: ${words}`),
      s('rect', { class: 'law-bg', x: 2, y: 0, width: W - 4, height: h, rx: 6 }),
      badge(String(i + 1), 6, 'proposal-badge'),
      textBlock(lines, TEXT_X, 16, { cls: 'law-text', lineHeight: LINE }),
      s('rect', { class: `pill ${st.cls}`, x: TEXT_X, y: statusY - 11, width: pillW, height: 15, rx: 7.5 }),
      s('text', { class: `pill-text ${st.cls}`, x: TEXT_X + pillW / 2, y: mid }, st.text),
      shown.nodes,
      mine ? s('text', { class: 'your-vote', 'data-testid': 'your-vote', x: TEXT_X + pillW + 8, y: mid }, t('lan.yourVote', { vote: voteText(mine) })) : null,
    ),
  };
}

/** This round's proposals as one SVG. */
export function drawProposals(view: LancasterView, ctx: BoardContext): SVGSVGElement {
  let y = 2;
  const rows = view.proposals.map((p, i) => {
    const { row, h } = proposalRow(p, i, y, view, ctx);
    y += h + 5;
    return row;
  });
  return s('svg', { class: 'lan-svg lan-proposals', viewBox: `0 0 ${W} ${Math.max(y, 20)}`, role: 'img', 'aria-label': t('lan.proposalsLabel') }, rows);
}
