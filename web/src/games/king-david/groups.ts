// The headings of the list of moves, one per first word of King David's commands (issue 30): what
// the moves under it do, never the word itself. tests/e2e/notation.test.ts finds every first word
// the engine lists in played matches and asks for its heading in both languages.
import type { Catalogue } from '../../../../src/engine/text';

const GROUPS: Record<string, [en: string, es: string]> = {
  accept: ['Accept a proposal', 'Aceptar una propuesta'],
  add: ['Add a unit', 'Añadir una unidad'],
  area: ['Name an area', 'Nombrar un área'],
  army: ['Name an army', 'Nombrar un ejército'],
  autopass: ['Windows you are asked in', 'Ventanas en que te preguntan'],
  back: ['Choose again', 'Elegir de nuevo'],
  battle: ['Fight a battle', 'Librar una batalla'],
  bid: ['Bid a bribe', 'Pujar un soborno'],
  break: ['Break an alliance', 'Romper una alianza'],
  bribe: ['Bribe with resources', 'Sobornar con recursos'],
  buy: ['Buy a unit', 'Comprar una unidad'],
  continue: ['Fight on', 'Seguir combatiendo'],
  country: ['Name a country', 'Nombrar un país'],
  decline: ['Decline a proposal', 'Rechazar una propuesta'],
  done: ['Finish', 'Terminar'],
  drop: ['Leave a piece here', 'Dejar una pieza aquí'],
  end: ['End this step', 'Terminar este paso'],
  food: ['Give food', 'Ceder comida'],
  fortify: ['Fortify a city', 'Fortificar una ciudad'],
  give: ['Give food or resources', 'Ceder comida o recursos'],
  group: ['Move a group', 'Mover un grupo'],
  initiative: ['Initiative track', 'Marcador de Iniciativa'],
  lose: ['Take the losses', 'Asignar las pérdidas'],
  minor: ['Name a minor country', 'Nombrar un país menor'],
  oppose: ['Oppose', 'Oponerse'],
  pass: ['Pass', 'Pasar'],
  pick: ['Choose a piece', 'Elegir una pieza'],
  place: ['Place pieces', 'Colocar piezas'],
  play: ['Play an event marker', 'Jugar un marcador de evento'],
  ports: ['Open or close your ports', 'Abrir o cerrar tus puertos'],
  propose: ['Propose an alliance', 'Proponer una alianza'],
  rebuild: ['Rebuild forces', 'Reconstruir fuerzas'],
  recruit: ['Recruit', 'Reclutar'],
  renegotiate: ['Renegotiate an alliance', 'Renegociar una alianza'],
  replace: ['Put a chit on the track', 'Poner una ficha en el marcador'],
  res: ['Give resources', 'Ceder recursos'],
  restore: ['Restore a unit', 'Restaurar una unidad'],
  retreat: ['Retreat', 'Retirarse'],
  roll: ['Name a roll', 'Nombrar una tirada'],
  sea: ['Sail', 'Navegar'],
  siege: ['Besiege a city', 'Asediar una ciudad'],
  skip: ['Add no more units', 'No añadir más unidades'],
  stop: ['Stop the group here', 'Detener el grupo aquí'],
  to: ['March', 'Marchar'],
};

const KEY = 'kd.ui.group.';

export const groupStrings: Catalogue = {
  en: Object.fromEntries(Object.entries(GROUPS).map(([verb, [en]]) => [KEY + verb, en])),
  es: Object.fromEntries(Object.entries(GROUPS).map(([verb, [, es]]) => [KEY + verb, es])),
};

/** The heading of the moves whose command begins with `verb` (null: none). */
export function groupKey(verb: string): string | null {
  return Object.hasOwn(GROUPS, verb) ? KEY + verb : null;
}
