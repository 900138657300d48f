import { text, type Text } from '../../engine/text';
import { fail, type Failure } from '../../engine/types';
import { FRISIAN_KINDS, NORMAN_KINDS, STRUCTURES, ZONES, type Kind, type StartSet, type Structure } from './data';

/*
 * The notation: lowercase words and numbers, the same in emails, buttons, logs and tests.
 *   start courage | start tactics        D1/D2: Courage 6 / Tactics 4, or Courage 4 / Tactics 6
 *   entrance knight 2                    D3: post 2 knights in the Entrance (the rest hold the Battlements)
 *   priest battlements                   D3 and D18: where the priest goes
 *   build ram | pass                     D4: declare a structure, or none
 *   lose peasant east                    D4: a peasant lost to the structure
 *   recover bridge | pass                D5: return the Bridge guard for 1 Courage
 *   move archer entrance                 D6/D7 and D9–D11: pick pieces of a kind in a zone …
 *   to bridge 3                          … then send that many of them to a zone
 *   back                                 … or put the group down again (A-10: a timeout drops it)
 *   done                                 end the movement step or the Tactics window
 *   prince bridge decoys east west       D6: place the tiles (secret)
 *   fight east                           D8: the next combat
 *   tile east bridge                     D9/D11: move a tile for 1 Tactics
 *   courage dice | courage cancel | pass D12–D15
 *   casualty archer                      D16/D17: one casualty at a time
 */

export type Move =
  | { verb: 'start'; set: StartSet }
  | { verb: 'entrance'; kind: Kind; n: number }
  | { verb: 'priest'; zone: number }
  | { verb: 'build'; structure: Structure }
  | { verb: 'lose'; zone: number }
  | { verb: 'recover'; zone: number }
  | { verb: 'move'; kind: Kind; zone: number }
  | { verb: 'to'; zone: number; n: number }
  | { verb: 'back' }
  | { verb: 'done' }
  | { verb: 'pass' }
  | { verb: 'prince'; prince: number; decoys: number[] }
  | { verb: 'fight'; zone: number }
  | { verb: 'tile'; from: number; to: number }
  | { verb: 'courage'; use: 'dice' | 'cancel' }
  | { verb: 'casualty'; kind: Kind };

export type Verb = Move['verb'];

export const VERBS: readonly Verb[] = [
  'start', 'entrance', 'priest', 'build', 'lose', 'recover', 'move', 'to', 'back', 'done', 'pass', 'prince', 'fight', 'tile', 'courage', 'casualty',
];

/** How to write each command, for a refusal that says how (messages sg.form.<verb>). */
export function formOf(verb: Verb): Text {
  return text(`sg.form.${verb}`);
}

const ZONE_WORDS = ZONES.map((z) => z.word);
const KIND_WORDS: readonly string[] = [...new Set<string>([...NORMAN_KINDS, ...FRISIAN_KINDS])];

/** What the player typed, shortened, to show back in a refusal (verbatim: it is their notation). */
export function quote(typed: string): string {
  return typed.length > 30 ? `${typed.slice(0, 30)}…` : typed;
}

function isVerb(word: string): word is Verb {
  return (VERBS as readonly string[]).includes(word);
}

function zoneOf(word: string | undefined): number | Failure {
  const z = ZONE_WORDS.indexOf(word ?? '');
  if (z >= 0) return z;
  return fail('unknown_zone', text('sg.no.unknownZone', { word: quote(word ?? ''), zones: ZONE_WORDS.join(', ') }));
}

function kindOf(word: string | undefined): Kind | Failure {
  if (word !== undefined && KIND_WORDS.includes(word)) return word as Kind;
  return fail('unknown_piece', text('sg.no.unknownPiece', { word: quote(word ?? ''), kinds: KIND_WORDS.join(', ') }));
}

function countOf(word: string | undefined): number | Failure {
  if (word !== undefined && /^\d{1,3}$/.test(word)) return Number(word);
  return fail('bad_number', text('sg.no.badNumber', { word: quote(word ?? '') }));
}

function write(verb: Verb): Failure {
  return fail('bad_arguments', text('sg.no.write', { form: formOf(verb) }));
}

function isFailure<T>(x: T | Failure): x is Failure {
  return typeof x === 'object' && x !== null && 'ok' in x;
}

const ARITY: Readonly<Record<Verb, number[]>> = {
  start: [2],
  entrance: [3],
  priest: [2],
  build: [2],
  lose: [3],
  recover: [2],
  move: [3],
  to: [3],
  back: [1],
  done: [1],
  pass: [1],
  prince: [2, 4, 5],
  fight: [2],
  tile: [3],
  courage: [2],
  casualty: [2],
};

/** Reads a (normalised) command into a move, or says what is wrong with its shape. */
export function parseCommand(command: string): Move | Failure {
  const w = command.split(' ');
  const verb = w[0];
  if (!isVerb(verb)) return fail('unknown_command', text('sg.no.unknownCommand', { command: quote(command), verbs: VERBS.join(', ') }));
  if (!ARITY[verb].includes(w.length)) return write(verb);
  switch (verb) {
    case 'start':
      if (w[1] === 'courage' || w[1] === 'tactics') return { verb, set: w[1] };
      return write('start');
    case 'courage':
      if (w[1] === 'dice' || w[1] === 'cancel') return { verb, use: w[1] };
      return write('courage');
    case 'build': {
      const x = STRUCTURES.find((k) => k === w[1]);
      return x ? { verb, structure: x } : fail('unknown_structure', text('sg.no.unknownStructure', { word: quote(w[1]), form: formOf('build') }));
    }
    case 'back':
    case 'done':
    case 'pass':
      return { verb };
    case 'entrance': {
      const kind = kindOf(w[1]);
      if (isFailure(kind)) return kind;
      const n = countOf(w[2]);
      return isFailure(n) ? n : { verb, kind, n };
    }
    case 'move':
    case 'casualty': {
      const kind = kindOf(w[1]);
      if (isFailure(kind)) return kind;
      if (verb === 'casualty') return { verb, kind };
      const zone = zoneOf(w[2]);
      return isFailure(zone) ? zone : { verb, kind, zone };
    }
    case 'lose': {
      if (w[1] !== 'peasant') return write('lose');
      const zone = zoneOf(w[2]);
      return isFailure(zone) ? zone : { verb, zone };
    }
    case 'priest':
    case 'recover':
    case 'fight': {
      const zone = zoneOf(w[1]);
      return isFailure(zone) ? zone : { verb, zone };
    }
    case 'to': {
      const zone = zoneOf(w[1]);
      if (isFailure(zone)) return zone;
      const n = countOf(w[2]);
      return isFailure(n) ? n : { verb, zone, n };
    }
    case 'tile': {
      const from = zoneOf(w[1]);
      if (isFailure(from)) return from;
      const to = zoneOf(w[2]);
      return isFailure(to) ? to : { verb, from, to };
    }
    case 'prince': {
      const prince = zoneOf(w[1]);
      if (isFailure(prince)) return prince;
      if (w.length === 2) return { verb, prince, decoys: [] };
      const word = w.length === 4 ? 'decoy' : 'decoys';
      if (w[2] !== word) return write('prince');
      const decoys: number[] = [];
      for (const x of w.slice(3)) {
        const z = zoneOf(x);
        if (isFailure(z)) return z;
        decoys.push(z);
      }
      return { verb, prince, decoys };
    }
  }
}

export { isFailure };
