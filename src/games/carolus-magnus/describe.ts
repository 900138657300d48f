import { text, type Text } from '../../engine/text';
import type { CommandInfo } from '../../engine/types';
import { parseCommand } from './actions';
import { territoryIndex, type CarolusState, type Move } from './state';
import { colourName, territoryName } from './words';

/** What a listed command does, as an imperative sentence ("Place a red paladin in territory 7"). */
function sentence(s: CarolusState, move: Move): Text {
  const step = s.step;
  switch (move.verb) {
    case 'take':
      if (step.kind === 'take' && step.lacking !== undefined) {
        return text('cm.do.takeInstead', { colour: colourName(move.colour), lacking: colourName(step.lacking) });
      }
      return text(s.phase === 'setup' ? 'cm.do.takeStart' : 'cm.do.takeCrown', { colour: colourName(move.colour) });
    case 'disc':
      return text('cm.do.disc', { disc: move.disc });
    case 'court':
      return text('cm.do.court', { colour: colourName(move.colour) });
    case 'land':
      return text('cm.do.land', { colour: colourName(move.colour), territory: territoryName(move.territory) });
    case 'emperor': {
      // as many steps as there are territories bring the emperor back where it stands.
      const to = s.territories[(territoryIndex(s, s.emperor) + move.steps) % s.territories.length];
      const key = to.id === s.emperor ? 'cm.do.emperorRound' : 'cm.do.emperor';
      return text(key, { steps: move.steps, territory: territoryName(to.id) });
    }
  }
}

/**
 * describe() of the contract. `final` comes from `isFinal`, which the caller works out by playing
 * the command: the step rolls dice, ends the seat's turn or ends the game, so it cannot be taken back.
 */
export function describeCommand(s: CarolusState, command: string, isFinal: boolean): CommandInfo {
  const move = parseCommand(command);
  if ('ok' in move) return { text: text('cm.do.unknown', { command }) };
  return isFinal ? { text: sentence(s, move), final: true } : { text: sentence(s, move) };
}
