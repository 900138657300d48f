// The settings card of a hot-seat device (issue 30). A hot-seat device plays several seats and is
// the owner of none, so a seat's settings (its address, notifications, clock, vacation, pushes and
// devices) are not its to read or change; what is the device's own, a choice kept by this browser
// (the "Show commands" switch), it needs as much as a seat's page. The card keeps only its parts
// marked `data-device-own`, under a title that promises nothing else, and says why.
import { $ } from './dom';
import { applyStatic } from './i18n';

export function deviceOnlySettings(): void {
  const card = $<HTMLDetailsElement>('#settings-card');
  for (const part of card.children) {
    if (part instanceof HTMLElement && part.tagName !== 'SUMMARY') part.hidden = !part.hasAttribute('data-device-own');
  }
  const title = card.querySelector('summary');
  if (title) title.dataset.i18n = 'deviceSettings';
  applyStatic(card);
  card.hidden = false;
}
