import type { Bot, TimeoutMove } from '../../engine/types';
import { listCommands } from './flow';
import { top } from './handler';
import { defaultShape } from './hits';
import { hpsFor } from './losses';
import { cheapFirst } from './hits';
import { canStop } from './moves';
import { ownArmies } from './upkeep';
import type { Order } from './frames';
import type { KdState } from './state';

/**
 * The legal random bot: a random listed command, weighted so that games move on (it ends steps
 * more readily than it gives gifts or toggles settings). And the timeout defaults of A-16.
 */

function weight(s: KdState, command: string): number {
  const verb = command.split(' ')[0];
  const f = top(s);
  switch (verb) {
    case 'give':
    case 'ports':
    case 'autopass':
    case 'renegotiate':
      return 0.05;
    case 'break':
      return 0.02;
    case 'propose':
      return 0.3;
    case 'done':
      return f?.k === 'diplomacy' ? 4 : f?.k === 'build' ? 1 : 1;
    case 'pass':
      return command === 'pass always' ? 0.1 : 3;
    case 'back':
      return 0.1;
    case 'end':
      // The more a section has moved, the likelier the bot ends it.
      return 0.6 + 0.3 * (s.slot?.moved.length ?? 0);
    case 'group':
      return 1;
    case 'to':
    case 'sea':
      return 1.2;
    case 'stop':
      return 1.2;
    case 'drop':
      return 0.25;
    default:
      return 1;
  }
}

export const randomBot: Bot<KdState> = (s, seat, random) => {
  const options = listCommands(s, seat);
  const weights = options.map((c) => weight(s, c));
  let r = random() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < options.length; i++) {
    r -= weights[i];
    if (r < 0) return options[i];
  }
  return options[options.length - 1];
};

/**
 * what a seat does when its time runs out (deterministic). Always a listed command: the
 * deadline bot plays it and keeps playing while the seat has commands, so a default that is not
 * listed would leave the seat stuck, and one that leaves the seat with commands must not be
 * repeated for ever.
 */
export const timeoutMove: TimeoutMove<KdState> = (s, seat) => {
  const options = listCommands(s, seat);
  const chosen = defaultOf(s, seat, options);
  return options.includes(chosen) ? chosen : options[0];
};

function defaultOf(s: KdState, seat: number, options: string[]): string {
  const f = top(s);
  const has = (c: string) => options.includes(c);
  if (!f) return options[0];
  // A gift half made (`give <ally>` sent, no amount yet) is given up: no transfer (A-16 "build: nothing").
  if (has('back') && options.some((c) => c.startsWith('food ') || c.startsWith('res '))) return 'back';
  switch (f.k) {
    case 'window':
      return has('pass') ? 'pass' : 'back';
    case 'diplomacy': {
      // DONE. A seat already DONE keeps its commands while a proposal to it is pending:
      // it is declined, as declines every proposal still unanswered at the end.
      if (!f.done[seat]) return 'done';
      return options.find((c) => c.startsWith('decline ')) ?? 'done';
    }
    case 'movement':
      if (!f.order) return 'end';
      if (has('stop')) return 'stop';
      // a group passing through a full area may not stop there: it goes on to the first area where it may.
      return options.find((c) => /^(to|sea) /.test(c) && canStop(s, seat, (f.order as Order).members, c.split(' ')[1].toUpperCase())) ?? options[0];
    case 'battle':
    case 'siege':
      return has('continue') ? 'continue' : options[0];
    case 'sieges':
    case 'recruit':
      return 'done';
    case 'rolloff':
      return 'bid 0';
    case 'attempt':
      return 'oppose 0';
    case 'build':
      if (f.step === 0) return `lose ${cheapFirst(s, ownArmies(s, seat))[0].toLowerCase()}`;
      return f.adding ? 'skip' : 'done';
    case 'allocate': {
      const side = f.sides.find((a) => a.seat === seat && !a.done);
      if (side && side.shape === null) return `lose ${defaultShape(s, side.level, hpsFor(s, f.of), side.use)}`;
      return options[0];
    }
    default:
      return options[0];
  }
}
