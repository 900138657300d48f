// The history slider of the match page: the board after an earlier entry (GET …/at/:seq) shown
// instead of now, with the marks of the entry before it (what that entry changed). The board is
// asked for a moment after the slider stops, so that dragging it asks once.
import type { MatchView } from './answers';
import { api } from './api';
import type { Replay } from './board-card';
import type { Marks, Renderer } from './games/renderer';

/** How long the slider must rest before its board is asked for (ms). */
const SETTLE = 120;

export interface ReplayOptions {
  id: string;
  auth: { token?: string };
  /** The match as the page has it now, and its game's renderer. */
  match: () => MatchView | null;
  renderer: () => Renderer<unknown> | null;
  /** The slider moved: its entry is wanted, its board not yet here. */
  onWanted: (match: MatchView) => void;
  /** A past board is shown, or the board of now again. */
  onShown: () => void;
  onError: (err: unknown) => void;
}

export function replayer({ id, auth, match, renderer, onWanted, onShown, onError }: ReplayOptions) {
  let shown: Replay | null = null;
  let wanted: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** The marks of the board after entry `seq` (GET …/at/:seq), or null. */
  async function marksAt(seq: number): Promise<Marks | null> {
    const marks = renderer()?.marks;
    if (!marks || seq < 0) return null;
    const then = await api<MatchView>('GET', `/api/matches/${id}/at/${seq}`, auth).catch(() => null);
    return then && then.view !== null ? marks(then.view) : null;
  }

  /** Back to the board of now, with nothing shown or wanted. */
  function leave(): void {
    clearTimeout(timer);
    shown = null;
    wanted = null;
  }

  /** Shows the board after entry `asked`; the newest entry means "now". */
  function to(asked: number): void {
    const now = match();
    if (!now) return;
    const seq = Math.max(0, Math.min(asked, now.seq));
    clearTimeout(timer);
    if (seq >= now.seq) {
      leave();
      return onShown();
    }
    wanted = seq;
    onWanted(now);
    timer = setTimeout(async () => {
      try {
        const [view, before] = await Promise.all([api<MatchView>('GET', `/api/matches/${id}/at/${seq}`, auth), marksAt(seq - 1)]);
        if (wanted !== seq) return;
        shown = { seq, view, before };
        onShown();
      } catch (err) {
        onError(err);
      }
    }, SETTLE);
  }

  return {
    /** The past board on the page (null: now). */
    get shown(): Replay | null {
      return shown;
    },
    /** The entry the slider asks for (null: now). */
    get wanted(): number | null {
      return wanted;
    },
    to,
    leave,
    marksAt,
  };
}
