// The hand-over page: /handover#<code> (from the QR image or the link on the seat's page), or a
// code typed by hand. Redeems the code for this device's own token of the seat
// (POST /api/handover), remembers it under "Your matches" and opens the match.
import type { RedeemedAnswer } from './answers';
import { api, ApiError, secretFromHash } from './api';
import { $ } from './dom';
import { mountLangSwitch, onLangChange, t } from './i18n';
import { remember } from './my-matches';

let problem: string | null = null; // the message key of the last refusal, shown again in a new language

function show(key: string | null): void {
  problem = key;
  const el = $('#code-error');
  el.textContent = key ? t(key) : '';
  el.hidden = !key;
  $('#code').toggleAttribute('aria-invalid', !!key);
}

/** What went wrong, in words (the server's codes, never its text). */
function reason(err: unknown): string {
  if (!(err instanceof ApiError)) return 'handoverFailed';
  if (err.code === 'network') return 'networkError';
  if (err.code === 'code_expired') return 'handoverCodeExpired';
  if (err.code === 'code_used') return 'handoverCodeUsed';
  if (err.code === 'bad_code') return 'handoverBadCode';
  if (err.status === 429) return 'tooManyTries';
  if (err.status === 400) return 'handoverCodeFormat';
  return 'handoverFailed';
}

async function submit(event: SubmitEvent): Promise<void> {
  event.preventDefault();
  const code = $<HTMLInputElement>('#code').value.trim();
  if (!/^[0-9a-z]{5}[\s-]?[0-9a-z]{5}$/i.test(code)) return show('handoverCodeFormat');
  show(null);
  const button = $<HTMLButtonElement>('#redeem-button');
  button.disabled = true;
  try {
    const r = await api<RedeemedAnswer>('POST', '/api/handover', { body: { code } });
    remember({ id: r.id, seat: r.seat, token: r.token, how: 'handed' });
    location.replace(r.url);
  } catch (err) {
    show(reason(err));
    button.disabled = false;
  }
}

function main(): void {
  mountLangSwitch($<HTMLSelectElement>('#lang'));
  onLangChange(() => show(problem));
  $('#redeem').addEventListener('submit', submit);
  // Disabled in the HTML until now: a form sent before this script runs would put the code in the address.
  $<HTMLButtonElement>('#redeem-button').disabled = false;
  const fromLink = () => {
    const code = secretFromHash();
    if (code) $<HTMLInputElement>('#code').value = code;
    show(null);
  };
  // Another link opened in the same tab changes only the fragment: no new page.
  window.addEventListener('hashchange', fromLink);
  fromLink();
  $('#code').focus();
}

main();
