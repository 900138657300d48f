import { keys, names, seatRef, text, type Arg, type Text } from '../../engine/text';
import type { CarolusState, Step } from './state';
import { colourName } from './words';

/*
 * What the pending step asks, and why, in words: addressed to the seat asked ("You rolled a
 * crown: choose a colour"), or about that seat for everyone else ("Ana rolled a crown and
 * chooses a colour"). Everything is public (CM-23), so the only difference is the person.
 */

type Pending = Exclude<Step, { kind: 'none' }>;

/** Which `take` it is: a set-up crown (CM-3), a rolled crown (CM-18) or CM-19's replacement. */
function takeKind(s: CarolusState, step: Extract<Step, { kind: 'take' }>): 'takeStart' | 'takeCrown' | 'takeInstead' {
  if (step.why === 'exhausted') return 'takeInstead';
  return s.phase === 'setup' ? 'takeStart' : 'takeCrown';
}

function params(step: Pending): Record<string, Arg> {
  const player = seatRef(step.seat);
  switch (step.kind) {
    case 'take':
      return step.lacking === undefined ? { player } : { player, colour: colourName(step.lacking) };
    case 'disc':
      return { player };
    case 'paladin':
      return { player, n: step.left };
    case 'emperor':
      return { player, max: step.max };
  }
}

const promptKeys = keys('cm.prompt.');
const waitKeys = keys('cm.wait.');
const helps = names('cm.help.');

function kind(s: CarolusState, step: Pending): string {
  return step.kind === 'take' ? takeKind(s, step) : step.kind;
}

/** The step for the seat asked, saying why it is asked. */
export function promptFor(s: CarolusState): Text {
  const step = s.step;
  if (step.kind === 'none') return text('cm.prompt.over');
  return text(promptKeys(kind(s, step)), params(step));
}

/** The step as others read it: who is deciding what. */
export function waitingFor(s: CarolusState): Text {
  const step = s.step;
  if (step.kind === 'none') return text('cm.prompt.over');
  return text(waitKeys(kind(s, step)), params(step));
}

/** The prompt a viewer (null = spectator) reads. */
export function prompt(s: CarolusState, viewer: number | null): Text {
  return s.step.kind !== 'none' && s.step.seat === viewer ? promptFor(s) : waitingFor(s);
}

/** A short "what can I do now?" for the page: how to make the step on the board, or that there is nothing to do. */
export function help(s: CarolusState, viewer: number | null): Text {
  const step = s.step;
  if (step.kind === 'none') return text('cm.help.over');
  if (step.seat !== viewer) return text('cm.help.wait', { player: seatRef(step.seat) });
  if (step.kind === 'emperor') return text('cm.help.emperor', { max: step.max });
  return helps(step.kind);
}
