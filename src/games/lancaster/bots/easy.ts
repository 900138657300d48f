import type { SeatBot } from '../../../engine/bots';
import type { LancasterView } from '../view';

/*
 * The easy bot: random legal play. Lancaster cannot loop: AS-1 leaves no undo, a vote or a setup
 * choice is final once cast, every placement puts a knight on the board, and the castle step and
 * the ransoms each use up an item or a prisoner, so every listed command moves the game on.
 * A kind of command is drawn first, then one of that kind, so that the one `pass` of a prompt is
 * as likely as all its exchanges together and a vote's side is a coin toss whatever the markers.
 */
export const easyBot: SeatBot<LancasterView> = ({ actions }, random) => {
  const kinds = [...new Set(actions.map(kindOf))];
  const kind = kinds[Math.floor(random() * kinds.length)];
  const options = actions.filter((c) => kindOf(c) === kind);
  return options[Math.floor(random() * options.length)];
};

/** The part of a command that says what kind of decision it is: `vote yes`, `buy`, `pass`, `knight 2`. */
function kindOf(command: string): string {
  const words = command.split(' ');
  if (words[0] === 'vote' || words[0] === 'knight' || words[0] === 'ally') return `${words[0]} ${words[1]}`;
  return words[0];
}
