// "Find my matches" on the start page: asks the service to email the links of the seats an
// address holds (POST /api/signin). The answer is the same whether or not it holds any.
import { api, ApiError } from './api';
import { $ } from './dom';
import { lang, t } from './i18n';

function show(selector: string, text: string): void {
  const el = $(selector);
  el.textContent = text;
  el.hidden = !text;
}

function explain(err: unknown): string {
  if (!(err instanceof ApiError)) return t('networkError');
  if (err.code === 'network') return t('networkError');
  if (err.status === 429) return t('signinTooSoon');
  if (err.status === 503) return t('signinUnavailable');
  if (err.status === 400) return t('invalidEmail');
  return err.message;
}

async function submit(event: SubmitEvent): Promise<void> {
  event.preventDefault();
  show('#signin-answer', '');
  show('#signin-error', '');
  const email = $<HTMLInputElement>('#signin-email').value.trim();
  if (!email) return show('#signin-error', t('invalidEmail'));
  const button = $<HTMLButtonElement>('#signin-button');
  button.disabled = true;
  try {
    await api('POST', '/api/signin', { body: { email, lang: lang() } });
    show('#signin-answer', t('signinSent'));
  } catch (err) {
    show('#signin-error', explain(err));
  } finally {
    button.disabled = false;
  }
}

export function mountSignin(): void {
  $('#signin').addEventListener('submit', submit);
}
