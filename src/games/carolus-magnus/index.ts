import { normaliseCommand } from '../../engine/play';
import { ok, type Applied, type Game, type Result } from '../../engine/types';
import { explainRefusal, listActions, parseCommand } from './actions';
import { TEAM_NAMES } from './data';
import { perform } from './rules';
import { setup } from './setup';
import { cloneState, type CarolusState, type Log } from './state';
import { summary, view } from './view';

export type { CarolusState } from './state';

function apply(s: CarolusState, seat: number, command: string): Result<Applied<CarolusState>> {
  const text = normaliseCommand(command);
  // Accept exactly what actions() lists; anything else gets the most specific reason we can give.
  if (!listActions(s, seat).includes(text)) return explainRefusal(s, seat, text);
  const move = parseCommand(text);
  if ('ok' in move) return move;
  const next = cloneState(s);
  const log: Log = [];
  perform(next, seat, move, log);
  return ok({ state: next, log });
}

export const carolusMagnus: Game<CarolusState> = {
  id: 'carolus-magnus',
  title: 'Carolus Magnus',
  rulesVersion: '1',
  seats: { min: 2, max: 4 },
  roles: (seats) =>
    Array.from({ length: seats }, (_, seat) => (seats === 4 ? `Seat ${seat} (team ${TEAM_NAMES[seat % 2]})` : `Seat ${seat}`)),
  setup,
  active: (s) => (s.step.kind === 'none' ? [] : [s.step.seat]),
  actions: listActions,
  apply,
  view: (s) => view(s),
  summary: (s) => summary(s).split('\n'),
  result: (s) => s.result,
};
