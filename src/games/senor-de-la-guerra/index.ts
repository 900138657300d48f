import { normaliseCommand } from '../../engine/play';
import { text } from '../../engine/text';
import { fail, ok, type Applied, type Game, type Result } from '../../engine/types';
import { isListed, listActions } from './actions';
import { FRISIANS, NORMANS } from './data';
import { describeCommand } from './describe';
import { messages } from './messages';
import { isFailure, parseCommand, quote } from './notation';
import { perform } from './perform';
import { explainRefusal } from './refusal';
import { setup } from './setup';
import { cloneState, seatOf, sideOf, type Log, type SenorState } from './state';
import { summary } from './summary';
import { view, type SenorView } from './view';
import { sideT } from './words';
import { withheld } from './withheld';

export type { SenorState } from './state';

function apply(s: SenorState, seat: number, command: string): Result<Applied<SenorState>> {
  const typed = normaliseCommand(command);
  try {
    // Accept exactly what actions() lists; anything else gets the most specific reason we can give.
    if (!isListed(s, seat, typed)) return explainRefusal(s, seat, typed);
    const move = parseCommand(typed);
    const side = sideOf(s, seat);
    if (isFailure(move)) return move;
    if (side === null) return fail('not_a_seat', text('sg.no.notASeat'));
    const next = cloneState(s);
    const log: Log = [];
    const secret = perform(next, side, move, log);
    return ok(secret ? { state: next, log, secret } : { state: next, log });
  } catch {
    // apply never throws: a fault in the rules is reported, and the given state is never touched.
    return fail('internal_error', text('sg.no.internal', { command: quote(typed) }));
  }
}

/**
 * Undo must not take back a step that showed the other side something hidden (a sealed answer
 * or a turned-over tile, A-5 / A-7): they cannot forget it.
 */
function undoable(before: SenorState, after: SenorState): boolean {
  return after.reveals === before.reveals;
}

export const senorDeLaGuerra: Game<SenorState, SenorView> = {
  id: 'senor-de-la-guerra',
  title: 'El Señor de la Guerra',
  rulesVersion: '1',
  seats: { min: 2, max: 2 },
  messages,
  /** Seat roles; `options` (the set-up options, if the caller passes them) may put the Normans on seat 1. */
  roles: (_seats: number, _variant?: string, options?: Record<string, unknown>) =>
    options?.normans === 1 ? [sideT(FRISIANS), sideT(NORMANS)] : [sideT(NORMANS), sideT(FRISIANS)],
  checkOptions: (_seats, options) => {
    for (const key of Object.keys(options)) if (key !== 'normans') return text('sg.no.option', { key: quote(key) });
    return options.normans === undefined || options.normans === 0 || options.normans === 1 ? null : text('sg.no.optionNormans');
  },
  setup,
  active: (s) => (s.result || s.step.kind === 'none' ? [] : [seatOf(s, s.step.side)]),
  actions: listActions,
  apply,
  view,
  summary,
  describe: describeCommand,
  result: (s) => s.result,
  withheld,
  undoable,
};
