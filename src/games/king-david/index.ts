import { normaliseCommand } from '../../engine/play';
import { text } from '../../engine/text';
import { fail, ok, type Applied, type Game, type Result } from '../../engine/types';
import { activeSeats, describeCommand, isListed, isSecret, listCommands, performCommand } from './flow';
import { messages } from './messages';
import { DRAWING } from './data/drawing';
import { refusal } from './refusals';
import { setup } from './setup';
import { cloneState } from './clone';
import { build } from './shared';
import type { KdState, Log } from './state';
import { summary } from './summary';
import { view, type KdView } from './view';
import { top } from './handler';
import { withheld } from './withheld';

export type { KdState } from './state';

function apply(s: KdState, seat: number, command: string): Result<Applied<KdState>> {
  const cmd = normaliseCommand(command);
  try {
    // Accept exactly what actions() lists; anything else gets the most specific reason we can give.
    if (!isListed(s, seat, cmd)) return refusal(s, seat, cmd);
    const secret = isSecret(s, cmd);
    const next = cloneState(s);
    const log: Log = [];
    build(next, () => performCommand(next, seat, cmd, log));
    return ok(secret ? { state: next, log, secret: true } : { state: next, log });
  } catch (e) {
    // apply never throws: a fault in the rules is reported, and the given state is never touched.
    return fail('internal_error', text('kd.refuse.internal', { detail: e instanceof Error ? e.message : String(e) }));
  }
}

/** Undo only within one's own movement, build or placement, never in a window or a sealed step. */
function undoable(before: KdState, after: KdState, seat: number): boolean {
  const f = top(before);
  const g = top(after);
  const own = (k: string | undefined) => k === 'movement' || k === 'build' || k === 'place';
  return !!f && !!g && own(f.k) && own(g.k) && activeSeats(after).includes(seat) && after.played.length === before.played.length;
}

export const kingDavid: Game<KdState, KdView> = {
  id: 'king-david',
  title: 'The Campaigns of King David',
  titles: { es: 'Las campañas del rey David' },
  // 3: placements of many pieces at once (`place N <area>`, `place rest`); every older command still means the same.
  rulesVersion: '3',
  seats: { min: 2, max: 5 },
  messages,
  drawing: DRAWING,
  checkOptions(_seats, options) {
    for (const key of Object.keys(options)) if (key !== 'short') return text('kd.options.unknown', { key });
    // KD-84 / R-57: a short game ends by End-Game chits from turn 3, 4 or 5.
    if (options.short === undefined || options.short === 3 || options.short === 4 || options.short === 5) return null;
    return text('kd.options.short');
  },
  setup,
  active: activeSeats,
  actions: listCommands,
  apply,
  view,
  summary,
  describe: describeCommand,
  result: (s) => s.result,
  withheld,
  undoable,
};
