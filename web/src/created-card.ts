// The card shown after a match is created: every seat's link, the invite link, the spectator's
// and the dice commitment. It is kept in this browser with the match (my-matches.ts), so a
// reload shows it again until its creator closes it; the links stay under "Your matches".
import { linkBox } from './copy';
import { $, h, put, type Child } from './dom';
import { t } from './i18n';
import { myMatch, type CreatorLinks, type Remembered } from './my-matches';

const SHOWN = 'pbm:created-shown';

/** The match whose card is open, from this browser's storage (null: none). */
function shown(): (Remembered & { links: CreatorLinks }) | null {
  const id = localStorage.getItem(SHOWN);
  const entry = id ? myMatch(id) : null;
  return entry?.links ? { ...entry, links: entry.links } : null;
}

export function showCreated(id: string, { scroll = false } = {}): void {
  localStorage.setItem(SHOWN, id);
  renderCreated({ scroll });
}

/** Closes the card (a new attempt to create a match closes it first: it must not look like its success). */
export function hideCreated(): void {
  localStorage.removeItem(SHOWN);
  const section = $('#created');
  section.hidden = true;
  section.replaceChildren();
}

export function renderCreated({ scroll = false } = {}): void {
  const entry = shown();
  const section = $('#created');
  if (!entry) {
    section.hidden = true;
    return;
  }
  const { seats, invite, spectator, commitment } = entry.links;
  const open = entry.links.open ?? 0;
  const done = h('button', { type: 'button', class: 'secondary', 'data-testid': 'created-done' }, t('createdDone'));
  done.addEventListener('click', hideCreated);
  const parts: Child[] = [h('h2', {}, t('createdTitle')), h('p', {}, t('createdIntro')), h('p', { class: 'hint' }, t('rememberedHere'))];
  if (seats.length > 0) {
    parts.push(h('h3', {}, t('seatLinks')), h('p', { class: 'hint' }, t('seatLinksHint')));
    for (const seat of seats) parts.push(linkBox(t('seatLinkFor', { name: seat.name, n: seat.seat + 1 }), seat.url, { testid: 'seat-link' }));
  }
  const bots = entry.links.bots ?? [];
  if (bots.length > 0) {
    parts.push(h('h3', {}, t('botsInMatch')), h('p', { class: 'hint' }, t('botsInMatchHint')));
    parts.push(h('ul', { 'data-testid': 'created-bots' }, bots.map((b) => h('li', {}, t('botLevelName', { name: b.name, level: b.level })))));
  }
  if (invite) {
    parts.push(h('h3', {}, t('inviteLink')), h('p', { class: 'hint' }, t('inviteHint', { n: open })));
    parts.push(linkBox(t('inviteLink'), invite, { testid: 'invite-link', showLabel: false }));
  }
  parts.push(h('h3', {}, t('spectatorLink')), h('p', { class: 'hint' }, t('spectatorHint')));
  parts.push(linkBox(t('spectatorLink'), spectator, { testid: 'spectator-link', showLabel: false }));
  if (commitment) {
    parts.push(
      h('h3', {}, t('commitment')),
      h('p', { class: 'commitment' }, h('code', { 'data-testid': 'commitment' }, commitment)),
      h('p', { class: 'hint' }, t('commitmentHint')),
    );
  }
  parts.push(done);
  put(section, parts);
  section.hidden = false;
  if (scroll) section.scrollIntoView({ behavior: 'smooth', block: 'start' });
}
