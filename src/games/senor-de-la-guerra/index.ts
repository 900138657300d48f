import { normaliseCommand } from '../../engine/play';
import { fail, ok, type Applied, type Game, type Result } from '../../engine/types';
import { isListed, listActions } from './actions';
import { SIDE_NAMES } from './data';
import { isFailure, parseCommand } from './notation';
import { perform } from './perform';
import { explainRefusal } from './refusal';
import { setup } from './setup';
import { cloneState, seatOf, sideOf, type Log, type SenorState } from './state';
import { summary } from './summary';
import { view } from './view';

export type { SenorState } from './state';

function apply(s: SenorState, seat: number, command: string): Result<Applied<SenorState>> {
  const text = normaliseCommand(command);
  try {
    // Accept exactly what actions() lists; anything else gets the most specific reason we can give.
    if (!isListed(s, seat, text)) return explainRefusal(s, seat, text);
    const move = parseCommand(text);
    const side = sideOf(s, seat);
    if (isFailure(move)) return move;
    if (side === null) return fail('not_a_seat', `Seat ${seat} does not play in this game`);
    const next = cloneState(s);
    const log: Log = [];
    const secret = perform(next, side, move, log);
    return ok(secret ? { state: next, log, secret } : { state: next, log });
  } catch (e) {
    // apply never throws: a fault in the rules is reported, and the given state is never touched.
    return fail('internal_error', `The game could not apply ${JSON.stringify(text.slice(0, 40))}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/**
 * Undo must not take back a step that showed the other side something hidden (a sealed answer
 * or a turned-over tile, A-5 / A-7): they cannot forget it.
 */
function undoable(before: SenorState, after: SenorState): boolean {
  return after.reveals === before.reveals;
}

export const senorDeLaGuerra: Game<SenorState> = {
  id: 'senor-de-la-guerra',
  title: 'El Señor de la Guerra',
  rulesVersion: '1',
  seats: { min: 2, max: 2 },
  /** Seat roles; `options` (the set-up options, if the caller passes them) may put the Normans on seat 1. */
  roles: (_seats: number, _variant?: string, options?: Record<string, unknown>) =>
    options?.normans === 1 ? [SIDE_NAMES[1], SIDE_NAMES[0]] : [SIDE_NAMES[0], SIDE_NAMES[1]],
  checkOptions: (_seats, options) => {
    for (const key of Object.keys(options)) if (key !== 'normans') return `Unknown option "${key}"; the only option is "normans" (0 or 1).`;
    return options.normans === undefined || options.normans === 0 || options.normans === 1
      ? null
      : 'options.normans is the seat that plays the Normans: 0 or 1.';
  },
  setup,
  active: (s) => (s.result || s.step.kind === 'none' ? [] : [seatOf(s, s.step.side)]),
  actions: listActions,
  apply,
  view,
  summary: (s, seat) => summary(s, seat).split('\n'),
  result: (s) => s.result,
  undoable,
};
