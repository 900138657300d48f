// "Find my matches" on the start page: asks the service to email the links of the seats an
// address holds (POST /api/signin). The answer is the same whether or not it holds any.
import { api } from './api.js';
import { $ } from './dom.js';
import { lang, t } from './i18n.js';

function show(selector, text) {
  const el = $(selector);
  el.textContent = text;
  el.hidden = !text;
}

function explain(err) {
  if (err.code === 'network') return t('networkError');
  if (err.status === 429) return t('signinTooSoon');
  if (err.status === 503) return t('signinUnavailable');
  if (err.status === 400) return t('invalidEmail');
  return err.message;
}

async function submit(event) {
  event.preventDefault();
  show('#signin-answer', '');
  show('#signin-error', '');
  const email = $('#signin-email').value.trim();
  if (!email) return show('#signin-error', t('invalidEmail'));
  const button = $('#signin-button');
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

export function mountSignin() {
  $('#signin').addEventListener('submit', submit);
}
