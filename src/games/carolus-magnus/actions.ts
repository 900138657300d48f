import { listOf, text } from '../../engine/text';
import { fail, type Failure } from '../../engine/types';
import { COLOURS, SEGMENTS } from './data';
import { legalDiscs } from './opening';
import { promptFor, waitingFor } from './prompts';
import { takeOptions } from './replenish';
import { territoryIndex, type CarolusState, type Move, type Step } from './state';
import { colourName, territoryName } from './words';

/*
 * The notation, lowercase and short, the same in emails, buttons, logs and tests:
 *   take red       choose a colour for a crown (CM-3, CM-18) or the CM-19 fallback
 *   disc 3         play a disc in the opening (CM-5)
 *   court red      play a paladin to your court (CM-9)
 *   land red 7     play a paladin onto territory 7 (named by its lowest segment)
 *   emperor 2      move the emperor 2 steps clockwise (CM-11)
 */

/** Every legal command for `seat` now; empty when it is not that seat's decision. */
export function listActions(s: CarolusState, seat: number): string[] {
  const step = s.step;
  if (step.kind === 'none' || step.seat !== seat) return [];
  switch (step.kind) {
    case 'take':
      return takeOptions(s, step.why).map((c) => `take ${COLOURS[c]}`);
    case 'disc':
      return legalDiscs(s, seat).map((d) => `disc ${d}`);
    case 'paladin': {
      const out: string[] = [];
      const reserve = s.reserves[seat];
      COLOURS.forEach((name, c) => {
        if (reserve[c] > 0) out.push(`court ${name}`);
      });
      COLOURS.forEach((name, c) => {
        if (reserve[c] > 0) for (const t of s.territories) out.push(`land ${name} ${t.id}`);
      });
      return out;
    }
    case 'emperor':
      return Array.from({ length: step.max }, (_, i) => `emperor ${i + 1}`);
  }
}

const VERBS = ['take', 'disc', 'court', 'land', 'emperor'] as const;
type Verb = (typeof VERBS)[number];
/** An example of each command, for the refusal of a command of the wrong shape. */
const EXAMPLES: Record<Verb, string> = {
  take: 'take red',
  disc: 'disc 3',
  court: 'court red',
  land: 'land red 7',
  emperor: 'emperor 2',
};

/** The command as the player typed it, cut short for a refusal. */
function quoted(command: string): string {
  return command.length > 30 ? `${command.slice(0, 30)}…` : command;
}

function isVerb(word: string): word is Verb {
  return (VERBS as readonly string[]).includes(word);
}

function parseColour(word: string): number | Failure {
  const c = (COLOURS as readonly string[]).indexOf(word);
  if (c >= 0) return c;
  return fail('unknown_colour', text('cm.refuse.colour', { word: quoted(word), colours: COLOURS.join(', ') }));
}

function parseNumber(word: string, what: 'disc' | 'step' | 'territory'): number | Failure {
  if (/^\d{1,6}$/.test(word)) return Number(word);
  return fail('bad_number', text('cm.refuse.number', { word: quoted(word), what }));
}

/** Reads a (normalised) command into a move, or says what is wrong with its shape. */
export function parseCommand(command: string): Move | Failure {
  const words = command.split(' ');
  const verb = words[0];
  if (!isVerb(verb)) {
    return fail('unknown_command', text('cm.refuse.unknown', { command: quoted(command), verbs: VERBS.join(', ') }));
  }
  const arity = verb === 'land' ? 3 : 2;
  if (words.length !== arity) return fail('bad_arguments', text('cm.refuse.form', { form: text(`cm.form.${verb}`), example: EXAMPLES[verb] }));
  if (verb === 'disc' || verb === 'emperor') {
    const n = parseNumber(words[1], verb === 'disc' ? 'disc' : 'step');
    if (typeof n !== 'number') return n;
    return verb === 'disc' ? { verb, disc: n } : { verb, steps: n };
  }
  const colour = parseColour(words[1]);
  if (typeof colour !== 'number') return colour;
  if (verb !== 'land') return { verb, colour };
  const territory = parseNumber(words[2], 'territory');
  if (typeof territory !== 'number') return territory;
  return { verb, colour, territory };
}

const VERBS_FOR_STEP: Record<Exclude<Step['kind'], 'none'>, Move['verb'][]> = {
  take: ['take'],
  disc: ['disc'],
  paladin: ['court', 'land'],
  emperor: ['emperor'],
};

/** Why a command that `listActions` does not list is refused, as a player would want to hear it. */
export function explainRefusal(s: CarolusState, seat: number, command: string): Failure {
  const step = s.step;
  if (step.kind === 'none') return fail('game_over', text('cm.refuse.gameOver'));
  if (step.seat !== seat) return fail('not_your_turn', text('cm.refuse.notYourTurn', { waiting: waitingFor(s) }));
  const move = parseCommand(command);
  if ('ok' in move) return move;
  if (!VERBS_FOR_STEP[step.kind].includes(move.verb)) {
    return fail('wrong_step', text('cm.refuse.wrongStep', { now: promptFor(s) }));
  }
  return explainMove(s, seat, move) ?? fail('illegal_command', text('cm.refuse.illegal', { command: quoted(command), now: promptFor(s) }));
}

function explainMove(s: CarolusState, seat: number, move: Move): Failure | null {
  const step = s.step;
  switch (move.verb) {
    case 'take':
      if (step.kind === 'take' && !takeOptions(s, step.why).includes(move.colour)) {
        return fail('colour_unavailable', text('cm.refuse.colourUnavailable', { colour: colourName(move.colour) }));
      }
      return null;
    case 'disc':
      if (!s.hands[seat].includes(move.disc)) return fail('disc_not_in_hand', text('cm.refuse.discNotInHand', { disc: move.disc }));
      if (!legalDiscs(s, seat).includes(move.disc)) {
        // CM-6: equal discs only when every disc left in hand was played already.
        return fail('disc_taken', text('cm.refuse.discTaken', { disc: move.disc }));
      }
      return null;
    case 'court':
    case 'land':
      if (move.verb === 'land' && territoryIndex(s, move.territory) < 0) return noTerritory(s, move.territory);
      if (s.reserves[seat][move.colour] === 0) {
        return fail('not_in_reserve', text('cm.refuse.notInReserve', { colour: colourName(move.colour) }));
      }
      return null;
    case 'emperor':
      if (step.kind === 'emperor' && (move.steps < 1 || move.steps > step.max)) {
        return fail('bad_steps', text('cm.refuse.steps', { max: step.max }));
      }
      return null;
  }
}

function noTerritory(s: CarolusState, id: number): Failure {
  const holder = s.territories.find((t) => t.segments.includes(id));
  if (id < SEGMENTS && holder) {
    return fail('no_territory', text('cm.refuse.merged', { territory: territoryName(id), into: territoryName(holder.id) }));
  }
  return fail('no_territory', text('cm.refuse.noTerritory', { id, ids: listOf(s.territories.map((t) => t.id)) }));
}
