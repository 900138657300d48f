// Why a step cannot be closed yet (issue 30 "say why"): the seat's view lists each closing command
// the game keeps back (Princeps "end", Señor "done", King David "stop") with the rule in words and
// the place it is about. The move list says each reason where the command would have been, and the
// board marks that place (a territory, zone or area) with a warning sign whose name is the reason.
import type { MatchView, Phrase } from './answers';
import { h, s } from './dom';
import { t } from './i18n';

const MARKED = 'withheld-at';

/** The places of the boards that a `where` can name: Princeps territories, King David areas, Señor zones. */
function placeOf(board: Element, where: string): SVGGraphicsElement | null {
  const id = CSS.escape(where);
  return board.querySelector<SVGGraphicsElement>(`.territory[data-territory="${id}"], .kd-area[data-area="${id}"], .sg-zone[data-zone="${id}"]`);
}

/** Takes the marks of an earlier answer off the board. */
function unmark(board: Element): void {
  for (const el of board.querySelectorAll(`.${MARKED}`)) el.classList.remove(MARKED);
  for (const el of board.querySelectorAll('.withheld-sign')) el.remove();
}

function mark(board: Element, where: string, reason: string): void {
  const place = placeOf(board, where);
  if (!place) return;
  place.classList.add(MARKED);
  // The sign goes in the place's top right corner, wherever the board drew it.
  const box = place.getBBox();
  const size = Math.max(10, Math.min(18, box.width / 6));
  place.append(
    s(
      'g',
      { class: 'withheld-sign', 'data-testid': 'withheld-sign', 'data-where': where, role: 'img', 'aria-label': reason },
      s('title', {}, reason),
      s('circle', { cx: box.x + box.width - size * 0.7, cy: box.y + size * 0.7, r: size * 0.6 }),
      s('text', { x: box.x + box.width - size * 0.7, y: box.y + size * 0.7, 'font-size': size * 0.9, 'text-anchor': 'middle', 'dominant-baseline': 'central' }, '!'),
    ),
  );
}

/** Each kept-back command's reason, in the page's language. */
function reasonsOf(match: MatchView, say: (p: Phrase) => string) {
  return (match.withheld ?? []).map((w) => ({ ...w, said: say(w.reason) }));
}

/** After the list of moves: why each kept-back command is missing, in the page's language. */
export function listWithheld(list: HTMLElement, match: MatchView, say: (p: Phrase) => string): void {
  const reasons = reasonsOf(match, say);
  if (!reasons.length) return;
  list.append(
    h(
      'div',
      { class: 'group withheld', 'data-testid': 'withheld' },
      h('h3', {}, t('cannotFinishYet')),
      h(
        'ul',
        {},
        reasons.map((w) => h('li', { 'data-command': w.command, 'data-where': w.where ?? null }, w.said)),
      ),
      reasons.some((w) => w.where) ? h('p', { class: 'hint' }, t('withheldMarked')) : null,
    ),
  );
}

/** The places the kept-back commands name, marked on the board (not on a past board shown by the replay); an earlier answer's marks go. */
export function markWithheld(match: MatchView, say: (p: Phrase) => string, replaying: boolean): void {
  const board = document.querySelector('#board');
  if (!board) return;
  unmark(board);
  if (!replaying) for (const w of reasonsOf(match, say)) if (w.where) mark(board, w.where, w.said);
}
