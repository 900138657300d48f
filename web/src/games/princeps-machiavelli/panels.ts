// The parts of the board around the rows: the status line, the confrontation in progress, the
// trade offers, and the buttons of the moves that start from no card (draw, done, end, pass …).
import { h, s } from '../../dom';
import { list, t } from '../../i18n';
import { cardName } from './cards';
import { TERRITORY_IDS, WANTABLE } from './kinds';
import type { PMView } from '../../../../src/games/princeps-machiavelli/view';
import type { BoardContext } from '../renderer';
import type { Child } from '../../dom';

export function statusLine(view: PMView, ctx: BoardContext): HTMLElement {
  const order = view.turnOrder.map((seat) =>
    h(
      'li',
      { class: `order-seat${seat === view.turn ? ' current' : ''}`, 'data-seat': String(seat) },
      ctx.names.seat(seat),
      seat === view.starter ? h('small', {}, ` (${t('pmb.starts')})`) : null,
    ),
  );
  return h(
    'div',
    { class: 'pm-status' },
    h('span', { class: 'round', 'data-testid': 'round' }, t('pmb.round', { n: view.round, rounds: view.rounds ?? 0 }), view.lastRound && view.phase !== 'over' ? h('small', {}, ` · ${t('pmb.lastRound')}`) : null),
    h('span', { class: 'phase', 'data-testid': 'phase', 'data-phase': view.phase }, t(`pmb.phase.${view.phase}`)),
    h('span', { class: 'order' }, t('pmb.turnOrder'), ' ', h('ol', {}, order)),
  );
}

export function piles(view: PMView): HTMLElement {
  const recent = view.discard.slice(-3).reverse().map(cardName);
  return h(
    'div',
    { class: 'pm-piles' },
    h('span', { 'data-testid': 'deck' }, t('pmb.deck', { n: view.deck })),
    h(
      'details',
      { class: 'discard', 'data-testid': 'discard' },
      h('summary', {}, t('pmb.discard', { n: view.discard.length }), recent.length ? ` · ${recent.join(', ')}…` : ''),
      h('p', {}, t('pmb.discardAll')),
      h('ol', {}, view.discard.map((id) => h('li', { 'data-card': id }, cardName(id)))),
    ),
  );
}

/** The confrontation in progress: who attacks what from where, with what; A against D; whose window. */
export function confrontation(view: PMView, ctx: BoardContext): HTMLElement | null {
  const c = view.confrontation;
  if (!c) return null;
  const names = {
    attacker: ctx.names.seat(c.attacker),
    target: t(`pm.t.${c.target}`),
    origin: t(`pm.t.${c.origin}`),
  };
  const waiting = c.window === 'w1' ? c.attacker : c.defender;
  const cards = [c.commander, ...c.cards].map(cardName).join(', ');
  const defenders = c.defenders.map(cardName).join(', ');
  const lines: [string, string][] = [
    [t(`pmb.conf.${c.kind}`, names), 'headline'],
    [c.defender === null ? t('pmb.conf.independent') : t('pmb.conf.defender', { name: ctx.names.seat(c.defender) }), ''],
    [`${t('pmb.conf.with')}: ${cards}${c.bySea ? ` (${t('pmb.conf.bySea')})` : ''}`, ''],
    [defenders ? `${t('pmb.conf.defence')}: ${defenders}` : '', ''],
  ];
  return h(
    'figure',
    { class: 'pm-panel pm-confrontation', 'data-testid': 'confrontation', 'data-kind': c.kind, 'data-window': c.window },
    h('figcaption', {}, t('pmb.confrontation')),
    s(
      'svg',
      { viewBox: '0 0 340 118', role: 'img', 'aria-label': lines.map((l) => l[0]).join('. ') },
      lines.map(([text, cls], i) => s('text', { class: `line ${cls}`, x: 6, y: 16 + i * 15 }, text)),
      s('g', { class: 'score', transform: 'translate(6 78)' }, s('text', { class: 'big', 'data-testid': 'strengths' }, `${t('pmb.conf.strength', { kind: c.kind })} ${c.strength} – ${c.defence} ${t('pmb.conf.defence')}`)),
      s('text', { class: 'line outcome', x: 6, y: 98, 'data-outcome': c.outcome }, t('pmb.conf.outcome', { outcome: c.outcome })),
      s('text', { class: 'line window', x: 6, y: 113 }, t('pmb.conf.window', { window: c.window, name: ctx.names.seat(waiting ?? c.attacker) })),
    ),
  );
}

function wantWords(want: readonly string[]): string {
  if (!want.length) return t('pmb.nothing');
  return list(want.map((w) => (/^T\d\d$/.test(w) ? t(`pm.t.${w}`) : t(`pm.kind.${w}`))));
}

function giveWords(give: readonly string[]): string {
  return give.length ? list(give.map(cardName)) : t('pmb.nothing');
}

function pickButton(token: string, label: string): HTMLButtonElement {
  return h('button', { type: 'button', class: 'small pm-pick', 'data-pick': token }, label);
}

/** The offers this seat sent or received, and the offer it is putting together. */
export function offers(view: PMView, ctx: BoardContext): HTMLElement | null {
  const n = view.negotiation;
  if (!n) return null;
  const items = n.offers.map((o) => {
    const mine = o.from === view.you;
    const other = mine ? o.to : o.from;
    const text = t(mine ? 'pmb.offerTo' : 'pmb.offerFrom', { id: o.id, name: ctx.names.seat(other), give: giveWords(o.give), want: wantWords(o.want) });
    const key = `${other + 1}-${o.id}`;
    return h(
      'li',
      { class: `offer ${mine ? 'sent' : 'received'}`, 'data-testid': 'offer' },
      h('span', {}, text),
      mine ? pickButton(`withdraw:${key}`, t('pmb.withdrawOffer')) : [pickButton(`accept:${key}`, t('pmb.accept')), pickButton(`decline:${key}`, t('pmb.decline'))],
    );
  });
  const parts: Child[] = [];
  if (n.draft) {
    parts.push(h('p', { class: 'draft', 'data-testid': 'draft' }, t('pmb.draft', { name: ctx.names.seat(n.draft.to), give: giveWords(n.draft.give), want: wantWords(n.draft.want) })));
    const onTable = new Set([...view.players.flatMap((p) => p.row.map((r) => r.id)), ...view.independents.map((r) => r.id)]);
    const wants: [string, string][] = [...WANTABLE.map((k): [string, string] => [k, t(`pm.kind.${k}`)]), ...TERRITORY_IDS.filter((id) => !onTable.has(id)).map((id): [string, string] => [t(`pm.t.${id}`).toLowerCase(), t(`pm.t.${id}`)])];
    parts.push(h('p', { class: 'wants' }, h('span', {}, t('pmb.ask')), ' ', wants.map(([w, label]) => pickButton(`want:${w}`, label))));
    const asked = [...new Set(n.draft.want)].map((w): [string, string] => (/^T\d\d$/.test(w) ? [t(`pm.t.${w}`).toLowerCase(), t(`pm.t.${w}`)] : [w, t(`pm.kind.${w}`)]));
    if (asked.length) parts.push(h('p', { class: 'unwants' }, h('span', {}, t('pmb.stopAsking')), ' ', asked.map(([w, label]) => pickButton(`unwant:${w}`, `✕ ${label}`))));
  }
  if (n.accepting) parts.push(h('p', { class: 'answering' }, t('pmb.answering', { id: n.accepting.id, name: ctx.names.seat(n.accepting.from) })));
  if (n.done) parts.push(h('p', { class: 'done-note' }, t('pmb.done')));
  if (!items.length && !parts.length) return null;
  return h('section', { class: 'pm-panel pm-offers', 'aria-label': t('pmb.offers') }, h('h3', {}, t('pmb.offers')), items.length ? h('ul', {}, items) : null, parts);
}

const VERBS = ['attack', 'revolt', 'conspire', 'spy', 'fortify', 'colonists', 'reform', 'stabilise'];
const BUTTONS = ['draw', 'draw-always', 'done', 'resume', 'send', 'cancel', 'back', 'reset', 'declare', 'pass', 'end'];
const ORDERS = ['autodraw-on', 'autodraw-off', 'orders-sacrifice-all', 'orders-sacrifice-none', 'orders-machiavelli-losing', 'orders-machiavelli-never', 'orders-punishment-legal', 'orders-punishment-never', 'orders-off'];

/**
 * The buttons of moves that start from no card, and the verbs of a selected command card. Only
 * those the seat may use now show (the picker marks them; the style sheet hides the rest).
 */
export function controls(view: PMView): HTMLElement | null {
  if (view.you === null || view.phase === 'over') return null;
  const sacrifices = Array.from({ length: 10 }, (_, i) => pickButton(`do:sacrifice-${i + 1}`, t('pmb.do.sacrifice', { k: i + 1 })));
  return h(
    'section',
    { class: 'pm-panel pm-controls', 'aria-label': t('pmb.actions') },
    h('div', { class: 'verbs' }, VERBS.map((v) => pickButton(`verb:${v}`, t(`pmb.verb.${v}`)))),
    h('div', { class: 'buttons' }, BUTTONS.map((b) => pickButton(`do:${b}`, t(`pmb.do.${b}`))), sacrifices),
    h('details', { class: 'orders' }, h('summary', {}, t('pmb.orders')), ORDERS.map((o) => pickButton(`do:${o}`, t(`pmb.do.${o}`)))),
  );
}
