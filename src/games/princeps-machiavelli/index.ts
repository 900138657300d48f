import { normaliseCommand } from '../../engine/play';
import { ok, type Applied, type Game, type Result } from '../../engine/types';
import { activeSeats, isSecret, listActions, perform } from './commands';
import { describe } from './describe';
import { messages } from './messages';
import { explainRefusal } from './refusals';
import { checkOptions, setup } from './setup';
import { cloneState, type Log, type PMState } from './state';
import { summary } from './summary';
import { view, type PMView } from './view';
import { withheld } from './withheld';

export type { PMState } from './state';

function apply(s: PMState, seat: number, command: string): Result<Applied<PMState>> {
  const text = normaliseCommand(command);
  // Accept exactly what actions() lists; anything else gets the most specific reason we can give.
  if (!listActions(s, seat).includes(text)) return explainRefusal(s, seat, text);
  const words = text.split(' ');
  const secret = isSecret(s, words);
  const next = cloneState(s);
  const log: Log = [];
  perform(next, seat, words, log);
  return ok(secret ? { state: next, log, secret: true } : { state: next, log });
}

export const princepsMachiavelli: Game<PMState, PMView> = {
  id: 'princeps-machiavelli',
  title: 'Princeps Machiavelli',
  rulesVersion: '1',
  seats: { min: 2, max: 5 },
  messages,
  checkOptions,
  setup,
  active: activeSeats,
  actions: listActions,
  apply,
  view,
  summary,
  describe,
  result: (s) => s.result,
  withheld,
  // a seat that has said "done" waits for the others; it may still take it back (`resume`).
  waiting: (s, seat) => s.phase === 'negotiation' && s.negotiation !== null && s.negotiation.done[seat] === true,
  // a submission is final once accepted; the drafts have their own take-backs (reset, cancel, back).
  undoable: () => false,
};
