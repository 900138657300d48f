// The fold of the turn banner (issue 30: a phone-first page): on a phone the banner's first screen
// is its headline, the game's prompt and who the viewer plays, with the board right under them;
// the help and the seats fold under "More about this turn". On a wider screen they start open. A reader's own opening or closing is kept while the page is open.
import { h, type Child } from './dom';
import { t } from './i18n';

/** The page's width of a phone (the stylesheets' own breakpoint). */
const PHONE = '(max-width: 30rem)';
/** The reader's choice (null: none made yet). */
let chosen: boolean | null = null;

/** The folded part of the banner, open unless on a phone or the reader closed it. */
export function turnMore(children: Child[]): HTMLDetailsElement {
  const open = chosen ?? !matchMedia(PHONE).matches;
  const more = h('details', { class: 'turn-more', 'data-testid': 'turn-more', open }, h('summary', {}, t('turnMore')), children);
  more.addEventListener('toggle', () => {
    chosen = more.open;
  });
  return more;
}
