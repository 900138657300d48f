// The rows of "Who plays" on the start page: one per seat, each a person (a name, an optional
// email; an empty name keeps the seat open for the invite link) or a bot (issue 26: easy or good,
// with a name of its own or one the service gives it). Your own row, the first, is you.
import { h } from './dom';
import type { BotLevel } from './answers';
import { $ } from './dom';
import { t } from './i18n';

/** Who plays a seat: a person, or a bot of a level. */
export type SeatKind = 'person' | BotLevel;

const KINDS: readonly SeatKind[] = ['person', 'easy', 'good'];

/** What a row holds: the name, the email, who plays. */
export interface Typed {
  name: string;
  email: string;
  kind: SeatKind;
}

function isKind(value: string | undefined): value is SeatKind {
  return KINDS.some((k) => k === value);
}

/** Who plays the seat of a row: 'person', or the level of its bot. */
export function kindOf(li: Element): SeatKind {
  const chosen = li.querySelector<HTMLSelectElement>('.kind')?.value;
  return isKind(chosen) ? chosen : 'person';
}

/** The name and email inputs of a row. */
export function rowInputs(li: Element): { name: HTMLInputElement; email: HTMLInputElement } {
  return { name: $<HTMLInputElement>('.name', li), email: $<HTMLInputElement>('.email', li) };
}

/** What was typed and chosen in each row, kept when the rows are drawn again. */
export function typedRows(list: Element): Typed[] {
  return [...list.querySelectorAll('li')].map((li) => {
    const { name, email } = rowInputs(li);
    return { name: name.value, email: email.value, kind: kindOf(li) };
  });
}

/** A bot's row asks only for a name, which it may go without. */
function showKind(li: HTMLElement, you: boolean): void {
  const bot = kindOf(li) !== 'person';
  const { name, email } = rowInputs(li);
  li.classList.toggle('bot', bot);
  name.placeholder = bot ? t('botNamePlaceholder') : you ? t('yourNamePlaceholder') : t('openSeat');
  email.hidden = bot;
}

/** The row of seat `i`; `typed` is what it held before, `onName` follows its name as it is typed. */
export function playerRow(i: number, { you, typed, onName }: { you: boolean; typed: Typed | undefined; onName: () => void }): HTMLElement {
  const name = h('input', {
    type: 'text',
    id: `player-${i}-name`,
    class: 'name',
    maxlength: 40,
    autocomplete: you ? 'nickname' : 'off',
    'aria-label': you ? t('yourName') : t('playerName', { n: i + 1 }),
  });
  const email = h('input', {
    type: 'email',
    id: `player-${i}-email`,
    class: 'email',
    maxlength: 200,
    autocomplete: you ? 'email' : 'off',
    placeholder: you ? t('yourEmailPlaceholder') : t('emailOptional'),
    'aria-label': t('playerEmail', { n: i + 1 }),
  });
  name.value = typed?.name ?? '';
  email.value = typed?.email ?? '';
  name.addEventListener('input', onName);
  const kind = you ? null : h('select', { id: `player-${i}-kind`, class: 'kind', 'aria-label': t('seatKind', { n: i + 1 }) }, KINDS.map((k) => h('option', { value: k }, t(`seatKind.${k}`))));
  const li = h('li', { class: you ? 'you' : null }, h('span', { class: 'seat-no' }, h('span', {}, you ? t('youRow') : t('seatN', { n: i + 1 })), kind), name, email);
  if (kind) {
    kind.value = typed?.kind ?? 'person';
    kind.addEventListener('change', () => showKind(li, false));
  }
  showKind(li, you);
  return li;
}
