// "Make a new link for this seat" in the device card of the owner link's page (POST
// /api/matches/:id/seat-link), for a lost or lent device that holds the seat's link: the old link
// and every device the seat was handed to stop working, the emails carry the new link, and the
// seat's confirmed address is told. This page moves to the new link, which "Your matches"
// remembers in place of the old one.
import type { NewLinkAnswer } from './answers';
import { api, ApiError } from './api';
import type { CardPart } from './device-list';
import { h } from './dom';
import { t } from './i18n';
import { remember } from './my-matches';

const JUST_MADE = (id: string): string => `new-link:${id}`;

/** Reads and clears the note that this page was just moved to a new link (sessionStorage may be unavailable). */
function justMade(id: string): boolean {
  try {
    const made = sessionStorage.getItem(JUST_MADE(id)) === '1';
    sessionStorage.removeItem(JUST_MADE(id));
    return made;
  } catch {
    return false;
  }
}

/**
 * The part of the device card that makes a new link, asked twice. `onChange` redraws the card;
 * `button(label, testid, onClick, cls)` is the card's button maker. Returns its `render`.
 */
export function newLinkPart({ id, token, title, onChange, button }: CardPart & { title: string }): () => HTMLElement {
  let sure = false;
  let busy = false;
  let error = '';
  const made = justMade(id);

  async function make(): Promise<void> {
    if (busy) return;
    busy = true;
    error = '';
    onChange();
    try {
      const r = await api<NewLinkAnswer>('POST', `/api/matches/${id}/seat-link`, { token });
      remember({ id, seat: r.seat, token: r.token, how: 'opened', title });
      try {
        sessionStorage.setItem(JUST_MADE(id), '1');
      } catch {
        // the note after the reload is only a courtesy
      }
      const url = new URL(r.url, location.href);
      history.replaceState(null, '', `${url.pathname}${url.hash}`);
      location.reload();
    } catch (err) {
      const code = err instanceof ApiError ? err.code : '';
      error = code === 'network' ? t('networkError') : code === 'owner_only' && err instanceof Error ? err.message : code === 'too_many_changes' ? t('newLinkTooMany') : t('newLinkFailed');
      busy = false;
      sure = false;
      onChange();
    }
  }

  const toggle = () => {
    sure = !sure;
    onChange();
  };

  let opened = false;
  return function render() {
    // Just moved here: the card opens once to say so.
    if (made && !opened) {
      opened = true;
      const card = document.querySelector<HTMLDetailsElement>('#device-card');
      if (card) card.open = true;
    }
    return h(
      'div',
      { class: 'new-link', 'data-testid': 'new-link' },
      made ? h('p', { class: 'note', 'data-testid': 'new-link-made' }, t('newLinkMade')) : null,
      h('p', { class: 'hint' }, t('newLinkIntro')),
      sure
        ? [h('p', {}, t('newLinkSure')), button(t('newLinkYes'), 'new-link-yes', make, 'danger', busy), ' ', button(t('cancel'), 'new-link-cancel', toggle, 'secondary', busy)]
        : button(t('newLinkAsk'), 'new-link-ask', toggle, 'secondary', busy),
      error ? h('p', { class: 'error', role: 'alert' }, error) : null,
    );
  };
}
