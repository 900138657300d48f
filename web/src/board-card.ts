// The board card of the match page: the board the renderer draws (now, or after an entry of the
// history), the players' side of the table, the board in words, the banner of a replay, and the
// marks of what changed (changes.ts): since the board shown before it, or, in a replay, what that
// entry changed.
import type { MatchView } from './answers';
import type { Picker } from './board-actions';
import { changedTokens, markChanged } from './changes';
import { $, h, put } from './dom';
import type { Marks, Renderer } from './games/renderer';
import { lang, t } from './i18n';
import { namesOf } from './match-parts';

/** The board as it was after entry `seq`, and the marks of the one before. */
export interface Replay {
  seq: number;
  view: MatchView;
  before: Marks | null;
}

/** A board's marks and the entry it was after. */
interface MarksAt {
  seq: number;
  marks: Marks;
}

export interface BoardState {
  /** The board of a past entry shown instead of now (null: now). */
  replay: Replay | null;
  /** A move is on its way: the board takes no clicks. */
  sending: boolean;
  /** Leaves a replay for the board of now. */
  onBackToNow: () => void;
}

export function boardCard(renderer: Renderer<unknown>, picker: Picker) {
  let shownMarks: MarksAt | null = null; // the marks of the live board on the page now
  let baseMarks: MarksAt | null = null; // the marks of the board shown before it; what "changed" compares with
  let drawn = ''; // what the board on the page was drawn from: an answer that changes none of it leaves the board as it is

  /** The board tokens the shown board changed. */
  function changesOf(shown: MatchView, replay: Replay | null): Set<string> {
    if (!renderer.marks) return new Set();
    const marks = renderer.marks(shown.view);
    if (replay) return changedTokens(replay.before, marks);
    if (shownMarks && shownMarks.seq < shown.seq) baseMarks = shownMarks;
    shownMarks = { seq: shown.seq, marks };
    return changedTokens(baseMarks?.marks, marks);
  }

  return {
    /** The board this browser showed before (entry `seq`): what the first board is compared with. */
    compareWith(seq: number, marks: Marks): void {
      baseMarks = { seq, marks };
    },

    render(match: MatchView, { replay, sending, onBackToNow }: BoardState): void {
      const shown = replay ? replay.view : match;
      // A board that offers choices of its own (buttons for what its map cannot show) reads the moves.
      const ctx = { names: namesOf(match), you: match.you, active: shown.active, moves: replay ? [] : (match.moves ?? []) };
      const board = $('#board');
      // The same board again (a poll, the worker taking the page over, a message) is not drawn
      // afresh: a drag or a pick under way and the element the player was at stay.
      const from = JSON.stringify([lang(), shown.seq, shown.view, shown.summary, match.seats, match.status, ctx.active, ctx.you, ctx.moves, match.actions.length, sending, replay?.seq ?? null, match.seq]);
      if (from === drawn && board.firstElementChild) return;
      drawn = from;
      board.dataset.at = String(shown.seq);
      const summary = shown.summary.map(ctx.names.text).join('\n');
      put(board, shown.view === null ? h('p', { class: 'note' }, summary) : renderer.board(shown.view, ctx));
      board.firstElementChild?.setAttribute('aria-describedby', 'summary'); // the board in words
      const players = $('#players');
      players.hidden = !renderer.players || shown.view === null;
      put(players, renderer.players && shown.view !== null ? renderer.players(shown.view, ctx) : null);
      picker.attach(board, match.moves ?? [], !replay && !sending && match.status === 'active' && match.actions.length > 0);
      markChanged(board, shown.view === null ? new Set() : changesOf(shown, replay));
      $('#summary').textContent = summary;
      const banner = $('#replay-banner');
      banner.hidden = !replay;
      if (replay) {
        const back = h('button', { type: 'button', class: 'small' }, t('backToNow'));
        back.addEventListener('click', onBackToNow);
        put(banner, h('span', {}, t('replayBanner', { n: replay.seq, max: match.seq })), back);
      }
    },
  };
}
