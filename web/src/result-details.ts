// Under the result, why it went that way: one line per seat from the game's own breakdown
// (result.details: Princeps' territories, Gold, Trade and Agriculture; King David's VP, multiplier
// and the cities that counted), in the page's language.
import type { MatchView } from './answers';
import { h, type Child } from './dom';
import { t } from './i18n';
import type { Names } from './games/renderer';

/** The heading and the lines of the breakdown, or nothing when the game gives none. */
export function resultDetails(match: MatchView, names: Pick<Names, 'text'>): Child[] {
  const details = match.result?.details;
  if (!details?.length) return [];
  return [
    h('h3', {}, t('resultDetails')),
    h(
      'ul',
      { class: 'result-details', 'data-testid': 'result-details' },
      details.map((d) => h('li', { 'data-seat': String(d.seat), class: match.result?.winners.includes(d.seat) ? 'winner' : null }, names.text(d.text))),
    ),
  ];
}
