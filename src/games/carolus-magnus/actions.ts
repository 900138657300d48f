import { fail, type Failure } from '../../engine/types';
import { COLOURS, SEGMENTS } from './data';
import { legalDiscs } from './opening';
import { takeOptions } from './replenish';
import { colourName, seatName, territoryIndex, type CarolusState, type Move, type Step } from './state';

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
      return takeOptions(s, step.why).map((c) => `take ${colourName(c)}`);
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
const FORMS: Record<(typeof VERBS)[number], string> = {
  take: 'take <colour>, e.g. take red',
  disc: 'disc <number>, e.g. disc 3',
  court: 'court <colour>, e.g. court red',
  land: 'land <colour> <territory>, e.g. land red 7',
  emperor: 'emperor <steps>, e.g. emperor 2',
};

function quote(text: string): string {
  return text.length > 30 ? `"${text.slice(0, 30)}…"` : `"${text}"`;
}

function isVerb(word: string): word is (typeof VERBS)[number] {
  return (VERBS as readonly string[]).includes(word);
}

function parseColour(word: string): number | Failure {
  const c = (COLOURS as readonly string[]).indexOf(word);
  if (c >= 0) return c;
  return fail('unknown_colour', `${quote(word)} is not a colour; the colours are ${COLOURS.join(', ')}`);
}

function parseNumber(word: string, what: string): number | Failure {
  if (/^\d{1,6}$/.test(word)) return Number(word);
  return fail('bad_number', `${quote(word)} is not a ${what} number`);
}

/** Reads a (normalised) command into a move, or says what is wrong with its shape. */
export function parseCommand(text: string): Move | Failure {
  const words = text.split(' ');
  const verb = words[0];
  if (!isVerb(verb)) {
    return fail('unknown_command', `Unknown command ${quote(text)}; commands are ${VERBS.join(', ')}`);
  }
  const arity = verb === 'land' ? 3 : 2;
  if (words.length !== arity) return fail('bad_arguments', `Write ${FORMS[verb]}`);
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

/** What the pending step asks for, in words. */
export function describeStep(s: CarolusState): string {
  const step = s.step;
  switch (step.kind) {
    case 'none':
      return 'nothing: the game is over';
    case 'take':
      return `${seatName(step.seat)} to choose a colour to take (take <colour>)`;
    case 'disc':
      return `${seatName(step.seat)} to play a disc (disc <number>)`;
    case 'paladin':
      return `${seatName(step.seat)} to play a paladin, ${step.left} left this turn (court <colour> or land <colour> <territory>)`;
    case 'emperor':
      return `${seatName(step.seat)} to move the emperor 1 to ${step.max} steps (emperor <steps>)`;
  }
}

const VERBS_FOR_STEP: Record<Exclude<Step['kind'], 'none'>, Move['verb'][]> = {
  take: ['take'],
  disc: ['disc'],
  paladin: ['court', 'land'],
  emperor: ['emperor'],
};

/** Why a command that `listActions` does not list is refused, as a player would want to hear it. */
export function explainRefusal(s: CarolusState, seat: number, text: string): Failure {
  const step = s.step;
  if (step.kind === 'none') return fail('game_over', 'The game is over');
  if (step.seat !== seat) return fail('not_your_turn', `It is not your turn: waiting for ${describeStep(s)}`);
  const move = parseCommand(text);
  if ('ok' in move) return move;
  if (!VERBS_FOR_STEP[step.kind].includes(move.verb)) {
    return fail('wrong_step', `Not now: waiting for ${describeStep(s)}`);
  }
  return explainMove(s, seat, move) ?? fail('illegal_command', `${quote(text)} is not a legal command now; waiting for ${describeStep(s)}`);
}

function explainMove(s: CarolusState, seat: number, move: Move): Failure | null {
  const step = s.step;
  switch (move.verb) {
    case 'take':
      if (step.kind === 'take' && !takeOptions(s, step.why).includes(move.colour)) {
        return fail('colour_unavailable', `The centre has no ${colourName(move.colour)} paladins to take`);
      }
      return null;
    case 'disc':
      if (!s.hands[seat].includes(move.disc)) return fail('disc_not_in_hand', `Disc ${move.disc} is not in your hand`);
      if (!legalDiscs(s, seat).includes(move.disc)) {
        return fail('disc_taken', `Disc ${move.disc} was already played this round; play a different disc (CM-6)`);
      }
      return null;
    case 'court':
    case 'land':
      if (move.verb === 'land' && territoryIndex(s, move.territory) < 0) return noTerritory(s, move.territory);
      if (s.reserves[seat][move.colour] === 0) {
        return fail('not_in_reserve', `You have no ${colourName(move.colour)} paladins in reserve`);
      }
      return null;
    case 'emperor':
      if (step.kind === 'emperor' && (move.steps < 1 || move.steps > step.max)) {
        const range = step.max === 1 ? 'exactly 1 step (emperor 1)' : `1 to ${step.max} steps`;
        return fail('bad_steps', `Move the emperor ${range}`);
      }
      return null;
  }
}

function noTerritory(s: CarolusState, id: number): Failure {
  const holder = s.territories.find((t) => t.segments.includes(id));
  if (id < SEGMENTS && holder) {
    return fail('no_territory', `Territory ${id} does not exist: it merged into territory ${holder.id}`);
  }
  return fail('no_territory', `Territory ${id} does not exist; territories are ${s.territories.map((t) => t.id).join(', ')}`);
}
