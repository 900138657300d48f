// The Messages panel of the match page: what the viewer may read (a spectator: only what was
// written to everyone), oldest first, and for a seat a form to write to everyone or privately.
// A hot-seat device reads and writes as the seat the page shows (`<token>~<seat>`, hot-seat.ts),
// and says which when it plays several. Message text is the players' own: it is only ever
// inserted as text.
import type { MatchMessage, MatchView, MessagePage } from './answers';
import { api, ApiError } from './api';
import { $, h, put, refillAtEnd } from './dom';
import { t } from './i18n';
import { list, namesOf } from './match-parts';
import { isoTime, localTime } from './when';
import type { Names } from './games/renderer';

function explain(err: unknown): string {
  if (!(err instanceof ApiError)) return t('networkError');
  if (err.code === 'network') return t('networkError');
  if (err.status === 401 || err.status === 403) return t('badToken');
  if (err.code === 'empty_message') return t('messageEmpty');
  if (err.code === 'too_many_messages') return t('tooManyMessages');
  return t('messageRefused', { message: err.message });
}

function item(m: MatchMessage, match: MatchView, names: Names): HTMLElement {
  const who = (seat: number): string => (seat === match.you ? t('youObject') : names.seat(seat));
  const to = m.to === null ? t('toEveryone') : t('privatelyTo', { names: list(m.to.map(who)) });
  return h(
    'li',
    {
      class: `message${m.from === match.you ? ' mine' : ''}${m.to === null ? '' : ' private'}`,
      'data-testid': 'message',
      'data-id': m.id,
      'data-from': m.from,
    },
    h(
      'div',
      { class: 'meta' },
      h('span', { class: 'who' }, names.seat(m.from)),
      m.from === match.you ? h('span', { class: 'tag you' }, t('you')) : null,
      h('span', { class: 'to' }, to),
      h('time', { datetime: isoTime(m.at), title: t('afterEntry', { n: m.seq }) }, localTime(m.at)),
    ),
    h('p', { class: 'text' }, m.text),
  );
}

/**
 * The panel inside `#messages-card`. `load()` fetches the messages again (after a live
 * `{type:'message'}`, a poll or a reconnect); `render(match)` draws them for the current view.
 */
/** The radio buttons "to everyone" / "privately" of the message form. */
function toWhom(form: HTMLFormElement): RadioNodeList {
  return form.elements.namedItem('message-to') as RadioNodeList;
}

/** The seats ticked as recipients. */
function ticked(): HTMLInputElement[] {
  return [...$('#message-recipients').querySelectorAll<HTMLInputElement>('input:checked')];
}

/** `first`: the view the page opened with; `tokenFor(match)`: the token the page acts with as the seat it shows (null: a spectator). */
export function messagesPanel({ id, first, tokenFor }: { id: string; first: MatchView; tokenFor: (match: MatchView) => string | null }) {
  let messages: MatchMessage[] = [];
  let match: MatchView = first;
  let readAs: number | null = null; // the seat the messages shown were read as
  let asked = 0;
  let sending = false;
  let recipientsFor = '';

  function showError(message: string): void {
    const el = $('#message-error');
    el.textContent = message;
    el.hidden = !message;
  }

  function mode(): string {
    return toWhom($<HTMLFormElement>('#message-form')).value;
  }

  /** One checkbox per other seat; rebuilt only when the seats or the language change, so ticks survive. */
  function renderRecipients(match: MatchView, names: Names): void {
    const others = match.seats.filter((s) => s.seat !== match.you);
    const key = JSON.stringify([t('freeSeat', { n: 0 }), others.map((s) => [s.seat, s.name, s.joined])]);
    const box = $('#message-recipients');
    if (key === recipientsFor) return;
    recipientsFor = key;
    const chosen = new Set(ticked().map((i) => Number(i.value)));
    put(
      box,
      others.map((s) =>
        h(
          'label',
          { class: 'choice' },
          h('input', { type: 'checkbox', name: 'recipient', value: s.seat, checked: chosen.has(s.seat) }),
          ' ',
          s.joined ? names.seat(s.seat) : t('freeSeat', { n: s.seat + 1 }),
        ),
      ),
    );
  }

  function render(current?: MatchView): void {
    match = current ?? match;
    const shown = match;
    const names = namesOf(match);
    const seated = match.you !== null;
    const listEl = $('#messages');
    refillAtEnd(listEl, () => put(listEl, messages.map((m) => item(m, shown, names))));
    $('#messages-note').textContent = messages.length
      ? seated
        ? ''
        : t('spectatorMessagesNote')
      : seated
        ? t('noMessages')
        : t('noMessagesSpectator');
    $('#message-form').hidden = !seated;
    if (seated) renderRecipients(shown, names);
    // A device that plays several seats says which one writes: the one the page shows now.
    const as = $('#message-as');
    as.hidden = !(seated && (shown.hotseat?.seats.length ?? 0) > 1);
    as.textContent = as.hidden || shown.you === null ? '' : t('writingAs', { name: names.seat(shown.you) });
    $<HTMLButtonElement>('#message-send').disabled = sending;
    // The device now shows another of its seats: what that seat may read is another list.
    if (shown.hotseat && shown.you !== readAs) load();
  }

  /** Fetches the messages; of several requests in flight only the newest one is shown. */
  async function load(): Promise<void> {
    const mine = ++asked;
    const token = tokenFor(match);
    readAs = match.you;
    try {
      const r = await api<MessagePage>('GET', `/api/matches/${id}/messages`, token ? { token } : {});
      if (mine !== asked) return;
      // The newest page, newest first: shown oldest first.
      messages = [...r.messages].reverse();
      render();
    } catch {
      // the next signal or poll tries again
    }
  }

  async function send(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (sending) return;
    showError('');
    const input = $<HTMLTextAreaElement>('#message-text');
    const text = input.value;
    const body: { text: string; to?: number[] } = { text };
    if (mode() === 'some') {
      const to = ticked().map((i) => Number(i.value));
      if (to.length === 0) return showError(t('pickRecipient'));
      body.to = to;
    }
    if (!text.trim()) return showError(t('messageEmpty'));
    sending = true;
    render();
    try {
      // The server takes the sender from the token alone: for a hot-seat device, the seat shown.
      const m = await api<MatchMessage>('POST', `/api/matches/${id}/messages`, { token: tokenFor(match), body });
      input.value = '';
      if (!messages.some((x) => x.id === m.id)) messages = [...messages, m];
      const listEl = $('#messages');
      listEl.scrollTop = listEl.scrollHeight;
    } catch (err) {
      showError(explain(err));
    } finally {
      sending = false;
      render();
    }
  }

  function mount(): void {
    const form = $<HTMLFormElement>('#message-form');
    form.addEventListener('submit', send);
    form.addEventListener('change', (e) => {
      const input = e.target instanceof HTMLInputElement ? e.target : null;
      // Ticking a name means "privately"; choosing "everyone" clears the names.
      if (input?.name === 'recipient' && input.checked) toWhom(form).value = 'some';
      if (input?.name === 'message-to' && input.value === 'all') {
        for (const box of ticked()) box.checked = false;
      }
      showError('');
    });
    $('#message-text').addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) form.requestSubmit();
    });
  }

  mount();
  return { load, render };
}
