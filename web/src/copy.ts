import { h } from './dom';
import { t } from './i18n';

async function copyText(text: string, input: HTMLInputElement): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // no clipboard API (plain http on a LAN address): select the text and use the old command
    input.focus();
    input.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

export interface LinkBoxOptions {
  open?: boolean;
  testid?: string;
  showLabel?: boolean;
}

/** A read-only link with a copy button and an "open" link; `label` is shown unless showLabel is false. */
export function linkBox(label: string, url: string, { open = true, testid, showLabel = true }: LinkBoxOptions = {}): HTMLElement {
  const input = h('input', { type: 'text', readonly: true, value: url, class: 'link-input', 'aria-label': label, spellcheck: 'false' });
  input.value = url;
  input.addEventListener('focus', () => input.select());
  const status = h('span', { class: 'copy-status', 'aria-live': 'polite' });
  const button = h('button', { type: 'button', class: 'copy' }, t('copy'));
  button.addEventListener('click', async () => {
    const ok = await copyText(url, input);
    status.textContent = ok ? t('copied') : t('copyFailed');
    setTimeout(() => (status.textContent = ''), 2500);
  });
  return h(
    'div',
    { class: 'link-box', 'data-testid': testid },
    h('div', { class: 'link-label' }, showLabel ? label : null, status),
    h('div', { class: 'link-row' }, input, button, open ? h('a', { href: url, class: 'button secondary', target: '_blank', rel: 'noopener noreferrer' }, t('open')) : null),
  );
}
