// The bar above the board while a move is being made there (board-actions.ts): what is chosen so
// far, with the moves that go on from it offered by name, or the confirmation of a move that
// cannot be taken back.
import type { PickState, Picker } from './board-actions';
import { h, put } from './dom';
import { t } from './i18n';

/** Fills `bar`; `sentence(command)` says a listed move in words. */
export function renderPickBar(bar: HTMLElement, { picked, pending, commands }: PickState, picker: Picker, sentence: (command: string) => string): void {
  if (pending !== null) {
    const yes = h('button', { type: 'button', class: 'primary small', 'data-testid': 'confirm-move' }, t('confirm'));
    const no = h('button', { type: 'button', class: 'secondary small' }, t('cancel'));
    yes.addEventListener('click', () => picker.confirm(true));
    no.addEventListener('click', () => picker.confirm(false));
    put(bar, h('span', {}, t('confirmFinal', { move: sentence(pending) })), yes, no);
    bar.hidden = false;
    bar.scrollIntoView({ block: 'nearest' });
    return;
  }
  if (!picked.length) {
    bar.hidden = true;
    bar.replaceChildren();
    return;
  }
  const cancel = h('button', { type: 'button', class: 'secondary small' }, t('cancel'));
  cancel.addEventListener('click', () => picker.cancel());
  // A few moves go on from here: each is offered by name (the board goes on for the others too).
  const offered = commands.length <= 6
    ? commands.map((command) => {
        const b = h('button', { type: 'button', class: 'small', 'data-command': command }, sentence(command));
        b.addEventListener('click', () => picker.pick(command));
        return b;
      })
    : [];
  put(bar, h('span', {}, t('pickNext', { n: commands.length })), ...offered, cancel);
  bar.hidden = false;
}
