// The match's name (issue 31): under the match page's heading, with a control that renames it
// for the page that holds a seat's owner link (PUT /api/matches/:id/name); a handed device and a
// spectator only read it. "Your matches" on the start page names each match the same way.
import type { MatchView } from './answers';
import { api, ApiError } from './api';
import { $, h, put } from './dom';
import { say, t } from './i18n';

/** A name is at most this many characters (code points, as the service counts: src/match/log/naming.ts). */
export const MAX_MATCH_NAME = 60;

/** What a reader calls `match`: its given name, else its default name (its players and when it was made) in the page's language. */
export function matchNameOf(match: Pick<MatchView, 'name' | 'defaultName'>): string {
  // The default name holds the players' names as given, never a seat to look up.
  return match.name ?? say(match.defaultName, (seat) => t('core.player', { n: seat + 1 }));
}

/** Whether the page may send `name` (trimmed): 1 to MAX_MATCH_NAME characters on one line. */
export function goodMatchName(name: string): boolean {
  return name.length > 0 && [...name].length <= MAX_MATCH_NAME && !/[\p{Cc}\p{Zl}\p{Zp}]/u.test(name);
}

export interface MatchNameOptions {
  id: string;
  token: string | null;
  /** Asks the page to read the match (and its history, which has a line for the rename) again. */
  onRenamed: () => void;
}

/** The name line of the match page (#match-name). */
export function matchNamePanel({ id, token, onRenamed }: MatchNameOptions) {
  let owner = false; // only a seat's owner link renames (a handed device is refused: 403 owner_only)
  let editing = false;
  let draft = ''; // what is typed in the name's field: kept when a refusal redraws it
  let busy = false;
  let error = '';
  let match: MatchView | null = null;

  function explain(err: unknown): string {
    if (!(err instanceof ApiError)) return t('matchNameFailed');
    if (err.code === 'network') return t('networkError');
    if (err.code === 'invalid_request') return t('matchNameWrong');
    if (err.code === 'too_many_changes') return t('matchNameTooMany');
    // The service's own words, in the page's language (accept-language): owner_only, a seat a
    // bot took over, a match renamed too many times.
    if (err.status === 403 || err.status === 409) return err.message;
    return t('matchNameFailed');
  }

  async function save(name: string): Promise<void> {
    if (busy) return;
    if (!goodMatchName(name)) {
      error = t('matchNameWrong');
      return render();
    }
    busy = true;
    error = '';
    try {
      await api('PUT', `/api/matches/${id}/name`, { token, body: { name } });
      editing = false;
      onRenamed();
    } catch (err) {
      error = explain(err);
    } finally {
      busy = false;
      render();
    }
  }

  function form(): HTMLFormElement {
    const input = h('input', { id: 'match-name-input', type: 'text', value: draft, autocomplete: 'off', 'aria-label': t('matchNameInput') });
    input.addEventListener('input', () => {
      draft = input.value;
    });
    const cancel = h('button', { type: 'button', class: 'secondary small' }, t('matchNameCancel'));
    cancel.addEventListener('click', () => {
      editing = false;
      error = '';
      render();
    });
    const f = h('form', { class: 'match-name-form', 'data-testid': 'match-name-form' }, input, h('button', { type: 'submit', class: 'small', disabled: busy }, t('matchNameSave')), cancel);
    f.addEventListener('submit', (e) => {
      e.preventDefault();
      save(input.value.trim());
    });
    queueMicrotask(() => input.focus());
    return f;
  }

  function render(): void {
    const shown = match;
    if (!shown) return;
    const el = $('#match-name');
    el.hidden = false;
    const edit = owner && !editing ? h('button', { type: 'button', class: 'secondary small', 'data-testid': 'match-name-edit' }, t('matchNameEdit')) : null;
    edit?.addEventListener('click', () => {
      editing = true;
      draft = matchNameOf(shown);
      render();
    });
    put(
      el,
      editing ? form() : h('span', { class: 'match-name-text', 'data-testid': 'match-name-text' }, matchNameOf(shown)),
      edit ? [' ', edit] : null,
      error ? h('span', { class: 'error', role: 'alert' }, ` ${error}`) : null,
    );
  }

  /** The match as the page now has it; a name being typed is left alone. */
  function show(next: MatchView): void {
    match = next;
    if (!editing) render();
  }

  /** Whether this page holds the owner link (the device card finds out: GET /api/matches/:id/devices). */
  function setOwner(yes: boolean | null): void {
    owner = yes === true;
    if (!editing) render();
  }

  return { show, render, setOwner };
}
