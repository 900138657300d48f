// The choices of the decision in hand that are no place on the board: how many squires go with
// a knight, the yes and no tiles and the voting markers of a vote, how many to exchange under a
// law, a county's noble, reward or both, and passing. Each is a board token like a county or a
// card; the picker lights up exactly the ones the seat may choose now.
import { h } from '../../dom';
import { t } from '../../i18n';
import { token } from './tokens';
import type { LancasterView, PlayerView } from '../../../../src/games/lancaster/view';
import type { BoardContext } from '../renderer';
import type { Child } from '../../dom';

/** Kinds of decision whose commands include `pass` (R-5: declining). */
const PASSING = new Set(['upgrade', 'noble', 'exchange', 'build', 'countyChoice', 'passage', 'ransom', 'castles']);

function chip(pick: string, label: string, cls = ''): HTMLElement {
  return h('span', { class: `lan-chip ${cls}`.trim(), 'data-pick': pick }, label);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/** How many the seat could exchange under the current law, from its own purse. */
function exchangeMax(law: string | null, me: PlayerView): number {
  const gold = me.gold ?? 0;
  const squires = me.squires ?? 0;
  if (law === 'l04' || law === 'l16') return gold;
  if (law === 'l05') return Math.min(gold, squires);
  return squires;
}

function choices(view: LancasterView, me: PlayerView): Child[] {
  const step = view.step;
  switch (step?.kind) {
    case 'squires':
      return range(0, me.squires ?? 0).map((n) => chip(token.squires(n), t('lan.squiresChip', { n }), 'squire'));
    case 'vote':
      return [
        chip(token.vote('yes'), t('lan.voteTile', { side: 'yes' }), 'vote-tile yes'),
        chip(token.vote('no'), t('lan.voteTile', { side: 'no' }), 'vote-tile no'),
        h('span', { class: 'lan-tray-label' }, t('lan.markersToAdd')),
        range(0, me.markers).map((n) => chip(token.markers(n), String(n), 'marker')),
      ];
    case 'exchange':
      return range(1, exchangeMax(step?.law ?? null, me)).map((n) => chip(token.buy(n), String(n), 'buy'));
    case 'countyChoice':
      return [chip(token.choice('noble'), t('lan.choiceNoble')), chip(token.choice('reward'), t('lan.choiceReward')), step?.ally ? null : chip(token.choice('both'), t('lan.choiceBoth'))];
    default:
      return [];
  }
}

/** The tray, or null when the viewer has no choice of this kind to make. */
export function drawTray(view: LancasterView, ctx: BoardContext): HTMLElement | null {
  const me = view.you === null ? null : view.players[view.you];
  const step = view.step;
  if (!me || !step) return null;
  const mine = step.seat === me.seat || (step.seat === null && ctx.active.includes(me.seat));
  // A sealed vote is in: nothing more to choose until the reveal (AS-4).
  if (!mine || (step.kind === 'vote' && view.yourVote)) return null;
  const own = choices(view, me);
  const pass = PASSING.has(step.kind) ? chip(token.pass, t('lan.pass'), 'pass') : null;
  if (own.length === 0 && !pass) return null;
  return h('div', { class: 'lan-tray', 'data-testid': 'tray', role: 'group', 'aria-label': t('lan.trayLabel') }, own, pass);
}
