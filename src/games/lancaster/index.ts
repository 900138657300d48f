import { normaliseCommand } from '../../engine/play';
import { ok, type Applied, type Game, type Result } from '../../engine/types';
import { activeSeats, isListed, listActions } from './actions';
import { explainRefusal } from './refusals';
import { advance, perform } from './flow';
import { describeCommand } from './describe';
import { messages } from './messages';
import { setup } from './setup';
import { cloneState, type LancasterState, type Log } from './state';
import { summary } from './summary';
import { view, type LancasterView } from './view';

export type { LancasterState } from './state';

/** AS-4 / AS-9: the steps whose commands stay hidden from the other seats until the end. */
function isSecretStep(s: LancasterState): boolean {
  const t = s.tasks[0]?.t;
  return t === 'setup' || t === 'vote';
}

function apply(s: LancasterState, seat: number, command: string): Result<Applied<LancasterState>> {
  const text = normaliseCommand(command);
  // Accept exactly what actions() lists; anything else gets the most specific reason we can give.
  if (!isListed(s, seat, text)) return explainRefusal(s, seat, text);
  const secret = isSecretStep(s);
  const next = cloneState(s);
  const log: Log = [];
  perform(next, seat, text, log);
  advance(next, log);
  return ok(secret ? { state: next, log, secret: true } : { state: next, log });
}

export const lancaster: Game<LancasterState, LancasterView> = {
  id: 'lancaster',
  title: 'Lancaster',
  // 2: AL-12, the ally castle's two spaces in the order the player chooses (issue 16).
  rulesVersion: '2',
  seats: { min: 2, max: 5 },
  // §4: the ally variant; LA-1 applies it at 2 seats and never at 3–5, named or not.
  variants: ['allies'],
  variantNames: { allies: { en: 'Two players with allies', es: 'Dos jugadores con aliados' } },
  messages,
  setup,
  active: activeSeats,
  actions: listActions,
  apply,
  view,
  summary,
  describe: describeCommand,
  result: (s) => s.result,
  // AS-1: an accepted action is final; there is no undo within the rules.
  undoable: () => false,
};
