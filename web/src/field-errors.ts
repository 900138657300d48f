// Errors shown next to the field they are about (issue 18): a message under the field, tied to
// it with aria-describedby and aria-invalid, in the page's language.
import { h } from './dom';

/** The error paragraph of `field` (made once, right after the field). */
function slotOf(field: HTMLElement): HTMLElement {
  const id = `${field.id}-error`;
  let el = document.getElementById(id);
  if (!el) {
    el = h('p', { id, class: 'error field-error', role: 'alert', hidden: true });
    field.insertAdjacentElement('afterend', el);
  }
  field.setAttribute('aria-describedby', id);
  return el;
}

/** Shows `message` next to `field`, or clears it (null). */
export function fieldError(field: HTMLElement, message: string | null): void {
  const el = slotOf(field);
  el.textContent = message ?? '';
  el.hidden = !message;
  if (message) field.setAttribute('aria-invalid', 'true');
  else field.removeAttribute('aria-invalid');
}

/** Clears every field error under `root`. */
export function clearFieldErrors(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLElement>('.field-error')) {
    el.textContent = '';
    el.hidden = true;
  }
  for (const el of root.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid');
}
