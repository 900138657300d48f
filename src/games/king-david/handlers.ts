import type { Frame } from './frames';
import type { Handler, Handlers } from './handler';
import { actionStep, slotStep } from './steps/action';
import { allocateStep } from './steps/allocate';
import { battleStep } from './steps/battle';
import { buildsStep, buildStep } from './steps/build';
import { combatStep } from './steps/combat';
import { countriesStep } from './steps/countries';
import { diplomacyStep } from './steps/diplomacy';
import { fateStep } from './steps/fate';
import { handFateStep } from './steps/handfate';
import { eventStep, produceStep } from './steps/income';
import { initiativeStep } from './steps/initiative';
import { movementStep } from './steps/movement';
import { overstackStep } from './steps/overstack';
import { placeStep } from './steps/place';
import { recruitStep } from './steps/recruit';
import { retreatStep } from './steps/retreat';
import { attemptStep, rolloffStep } from './steps/rolloff';
import { setupStep } from './steps/setup';
import { siegesStep, siegeStep } from './steps/siege';
import { phaseStep, turnStep } from './steps/turn';
import { windowStep } from './steps/window';

const HANDLERS: Handlers = {
  countries: countriesStep,
  setup: setupStep,
  place: placeStep,
  turn: turnStep,
  diplomacy: diplomacyStep,
  initiative: initiativeStep,
  phase: phaseStep,
  action: actionStep,
  slot: slotStep,
  movement: movementStep,
  combat: combatStep,
  battle: battleStep,
  allocate: allocateStep,
  retreat: retreatStep,
  fate: fateStep,
  sieges: siegesStep,
  siege: siegeStep,
  window: windowStep,
  rolloff: rolloffStep,
  attempt: attemptStep,
  event: eventStep,
  produce: produceStep,
  builds: buildsStep,
  build: buildStep,
  handfate: handFateStep,
  recruit: recruitStep,
  overstack: overstackStep,
};

/** The handler of a frame. */
export function handlerOf(f: Frame): Handler {
  return HANDLERS[f.k] as unknown as Handler;
}
