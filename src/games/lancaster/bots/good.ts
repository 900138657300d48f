import type { SeatBot } from '../../../engine/bots';
import type { LancasterView } from '../view';
import { choosePlacement, chooseSquires } from './placing';
import { chooseBuild, chooseCounty, chooseFavour, chooseNoble, choosePassage, chooseStart, chooseUpgrade, promptForce } from './rewards';
import { chooseCastle, chooseExchange, chooseRansom } from './spending';
import { chooseVote } from './voting';

/*
 * The good bot: a heuristic written from the rulings. It weighs every listed command by what it
 * should bring in power points, its own against its rivals' (aim.ts), from its seat's view only:
 * the purses behind other screens are guessed (guess.ts) and the sealed votes sampled (voting.ts).
 */
export const goodBot: SeatBot<LancasterView> = ({ seat, view: v, actions }, random) => {
  if (actions.length === 1) return actions[0];
  switch (v.step?.kind) {
    case 'setup':
    case 'build':
      return chooseBuild(v, seat, actions);
    case 'place':
      return choosePlacement(v, seat, actions);
    case 'squires':
      return chooseSquires(v, seat, actions);
    case 'favour':
      return chooseFavour(v, seat, actions);
    case 'upgrade':
      return chooseUpgrade(v, seat, promptForce(v, seat), actions);
    case 'noble':
      return chooseNoble(v, seat, actions);
    case 'vote':
      return chooseVote(v, seat, actions, random);
    case 'exchange':
      return chooseExchange(v, seat, actions);
    case 'countyChoice':
      return chooseCounty(v, seat, actions);
    case 'passage':
      return choosePassage(v, seat, actions);
    case 'start':
      return chooseStart(seat, actions);
    case 'castles':
      return chooseCastle(v, seat, actions);
    case 'ransom':
      return chooseRansom(v, seat, actions);
    default:
      return actions[0];
  }
};
