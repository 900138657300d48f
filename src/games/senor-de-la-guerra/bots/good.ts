import type { SeatBot } from '../../../engine/bots';
import type { SenorView } from '../view';
import { sacrifice, siege } from './frisian';
import { frisianPlan } from './frisian-plan';
import { deploy, fight, normanTactics, placeTiles, recover, relocate } from './norman';
import { normanMove } from './norman-move';
import { chooseBoost, chooseCancel, chooseCasualty } from './rounds';
import { steerFrisians } from './steer';

/**
 * `good`: plays to win from its seat's view, by the decision asked. The Normans hold the
 * tower and hide the Prince where the Frisians cannot come until Draco arrives; the Frisians
 * weigh each zone by the odds of its combat (bots/odds.ts) and the tiles they can see.
 */
export const goodBot: SeatBot<SenorView> = ({ view, actions }, random) => {
  switch (view.decision) {
    case 'D1':
      return 'start courage';
    case 'D2':
      return 'start tactics';
    case 'D3':
      return deploy(view, actions);
    case 'D4':
      return actions.some((a) => a.startsWith('lose ')) ? sacrifice(actions) : siege(view, actions);
    case 'D5':
      return recover(view, actions);
    case 'D6':
      return actions.some((a) => a.startsWith('prince ')) ? placeTiles(view, actions, random) : normanMove(view, actions);
    case 'D7':
      return steerFrisians(view, frisianPlan(view), actions);
    case 'D8':
      return fight(view, actions, random);
    case 'D9':
    case 'D11':
      return normanTactics(view, actions, random);
    case 'D10':
      // The Frisian host was placed for this turn's fights in the movement step; a group picked
      // by someone else (a seat handed to the bot mid-window) is put down.
      return view.selection ? 'back' : 'done';
    case 'D12':
    case 'D13':
      return chooseBoost(view, actions);
    case 'D14':
    case 'D15':
      return chooseCancel(view, actions);
    case 'D16':
    case 'D17':
      return chooseCasualty(view, actions);
    case 'D18':
      return relocate(view, actions);
    default:
      return actions[0];
  }
};
