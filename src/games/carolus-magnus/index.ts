import { canUndo } from '../../engine/undo';
import { normaliseCommand } from '../../engine/play';
import { text } from '../../engine/text';
import { ok, type Applied, type Game, type Result } from '../../engine/types';
import { explainRefusal, listActions, parseCommand } from './actions';
import { describeCommand } from './describe';
import { messages } from './messages';
import { perform } from './rules';
import { setup } from './setup';
import { cloneState, type CarolusState, type Log } from './state';
import { summary } from './summary';
import { view, type CarolusView } from './view';
import { castleColour } from './words';

export type { CarolusState } from './state';

function apply(s: CarolusState, seat: number, command: string): Result<Applied<CarolusState>> {
  const normalised = normaliseCommand(command);
  // Accept exactly what actions() lists; anything else gets the most specific reason we can give.
  if (!listActions(s, seat).includes(normalised)) return explainRefusal(s, seat, normalised);
  const move = parseCommand(normalised);
  if ('ok' in move) return move;
  const next = cloneState(s);
  const log: Log = [];
  perform(next, seat, move, log);
  return ok({ state: next, log });
}

/** A step that cannot be taken back: it rolls dice, ends the seat's turn or ends the game (engine/undo.ts). */
function isFinal(s: CarolusState, seat: number, command: string): boolean {
  switch (s.step.kind) {
    case 'paladin':
      // CM-8: after a paladin the same seat plays another, or moves the emperor; nothing is rolled.
      return false;
    case 'emperor':
      // CM-8: the emperor's move rolls the dice (CM-18), or with none to roll passes the turn, or ends the game.
      return true;
    default: {
      // A disc or a colour: whether the same seat decides next depends on the order of play.
      const r = apply(s, seat, command);
      return r.ok && !canUndo(carolusMagnus, s, r.value.state, seat);
    }
  }
}

export const carolusMagnus: Game<CarolusState, CarolusView> = {
  id: 'carolus-magnus',
  title: 'Carolus Magnus',
  // 2: R-8 (empty reserves no longer end the game) can change how an old log ends.
  rulesVersion: '2',
  seats: { min: 2, max: 4 },
  messages,
  // Players are named by their castles (black, white, grey); at 4 players by their team's.
  roles: (seats) =>
    Array.from({ length: seats }, (_, seat) =>
      seats === 4 ? text('cm.role.partner', { colour: castleColour(seat % 2), n: Math.floor(seat / 2) + 1 }) : text('cm.role.player', { colour: castleColour(seat) }),
    ),
  setup,
  active: (s) => (s.step.kind === 'none' ? [] : [s.step.seat]),
  actions: listActions,
  apply,
  view,
  summary,
  describe: (s, seat, command) => {
    const normalised = normaliseCommand(command);
    return describeCommand(s, normalised, isFinal(s, seat, normalised));
  },
  result: (s) => s.result,
};
