// The Lancaster board: a status line and four panels (counties, conflicts with the favour tiles,
// current laws, proposals), each its own SVG so that every panel keeps a legible scale on a phone
// and two sit side by side on a wide screen.
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { drawConflicts } from './conflicts.js';
import { drawCounties } from './counties.js';
import { drawLaws, drawProposals } from './parliament.js';
import { icon, knight } from './pieces.js';

const ROUNDS = 5;

function status(view, ctx) {
  const order = view.turnOrder.map((seat, i) => [i > 0 ? ' → ' : '', h('span', { class: 'order-seat' }, icon(knight(seat, '', 0, 1, 12), 14, 16), ctx.names.seat(seat))]);
  return h(
    'div',
    { class: 'lan-status' },
    h('span', { class: 'round', 'data-testid': 'round' }, t('lan.round', { n: view.round, max: ROUNDS })),
    h('span', { class: 'phase', 'data-testid': 'phase', 'data-phase': view.phase }, t(`lan.phase.${view.phase}`)),
    h('span', { class: 'order' }, t('lan.turnOrder'), ' ', order),
  );
}

function panel(key, title, svg, note) {
  return h('figure', { class: `lan-panel lan-panel-${key}` }, h('figcaption', {}, h('span', {}, title), note ? h('small', {}, note) : null), svg);
}

export function drawBoard(view, ctx) {
  return h(
    'div',
    { class: 'lan-board', role: 'group', 'aria-label': t('lan.boardLabel') },
    status(view, ctx),
    h(
      'div',
      { class: 'lan-panels' },
      panel('counties', t('lan.counties'), drawCounties(view, ctx)),
      panel('conflicts', t('lan.conflicts'), drawConflicts(view, ctx)),
      panel('laws', t('lan.laws'), drawLaws(view), t('lan.lawDeck', { n: view.lawsLeft })),
      panel('proposals', t('lan.proposals'), drawProposals(view, ctx)),
    ),
  );
}

/** What a command points at: [selector within the board or the player cards]. */
function targets(view, command) {
  const words = command.split(' ');
  const out = [];
  const place = (name) => {
    if (!name) return;
    if (/^c\d+$/.test(name)) out.push(`.conflict[data-conflict="${name}"]`);
    else if (/^(s\d|x\d|ac\d)$/.test(name)) out.push(`.lan-player[data-seat="${view.you}"] .castle-space[data-space="${name}"]`);
    else if (view.counties.some((c) => c.name === name)) out.push(`.county[data-county="${name}"]`);
  };
  switch (words[0]) {
    case 'knight':
    case 'ally':
    case 'upgrade':
      place(words[2]);
      break;
    case 'passage':
    case 'noble':
      place(words[1]);
      break;
    case 'favour':
      out.push(`.favour[data-favour="kf${words[1]}"]`);
      break;
    case 'use':
    case 'build':
      place(words[1]);
      break;
    case 'vote': {
      const i = view.proposals.findIndex((p) => p.outcome === null);
      if (i >= 0) out.push(`.proposal[data-proposal="${i + 1}"]`);
      break;
    }
    case 'start':
      out.push(`.lan-player[data-seat="${words[1]}"]`);
      break;
  }
  return out;
}

/** Marks what a hovered or focused command would touch. */
export function highlight(svg, view, command) {
  const doc = svg.ownerDocument;
  for (const el of doc.querySelectorAll('.lan-hl')) el.classList.remove('lan-hl');
  if (!command) return;
  for (const sel of targets(view, command)) for (const el of doc.querySelectorAll(`#board ${sel}, #players ${sel}`)) el.classList.add('lan-hl');
}
