// The headings of the list of moves, one per first word of Princeps Machiavelli's commands (issue
// 30): what the moves under it do, never the word itself. tests/e2e/notation.test.ts finds every
// first word the engine lists in played matches and asks for its heading in both languages.
import type { Catalogue } from '../../../../src/engine/text';

const GROUPS: Record<string, [en: string, es: string]> = {
  accept: ['Answer an offer', 'Responder a una oferta'],
  add: ['Add an army to the attack', 'Añadir un ejército al ataque'],
  attack: ['Attack a territory', 'Atacar un territorio'],
  autodraw: ['How you draw', 'Cómo robas'],
  back: ['Stop answering this offer', 'Dejar de responder a esta oferta'],
  cancel: ['Give it up', 'Desistir'],
  colonists: ['Settle Colonists', 'Asentar Colonos'],
  conspire: ['Plot a Conspiracy', 'Tramar una Conjura'],
  declare: ['Declare the attack', 'Declarar el ataque'],
  decline: ['Decline an offer', 'Rechazar una oferta'],
  discard: ['Mark a card to discard', 'Marcar una carta para descartar'],
  done: ['Done negotiating', 'Terminar de negociar'],
  draw: ['Draw cards', 'Robar cartas'],
  drop: ['Leave an army out of the attack', 'Dejar un ejército fuera del ataque'],
  end: ['End this step', 'Terminar este paso'],
  fortify: ['Fortify a territory', 'Fortificar un territorio'],
  give: ['Cards you offer', 'Cartas que ofreces'],
  keep: ['Keep a card', 'Conservar una carta'],
  machiavelli: ['Play Machiavelli', 'Jugar Maquiavelo'],
  offer: ['Start an offer', 'Empezar una oferta'],
  orders: ['Standing defence orders', 'Órdenes permanentes de defensa'],
  pass: ['Play no card', 'No jugar ninguna carta'],
  pick: ['Cards you give', 'Cartas que das'],
  place: ['Place a card face down', 'Colocar una carta boca abajo'],
  punish: ['Exemplary Punishment', 'Castigo Ejemplar'],
  reform: ['Apply a Legal Reform', 'Aplicar una Reforma Legal'],
  reset: ['Start your preparation again', 'Empezar de nuevo tu preparación'],
  resume: ['Negotiate again', 'Volver a negociar'],
  revolt: ['Stir up a Revolt', 'Alentar una Revuelta'],
  sacrifice: ['Sacrifice Citizen Armies', 'Sacrificar Ejércitos Ciudadanos'],
  send: ['Send the offer', 'Enviar la oferta'],
  spy: ['Send a Spy', 'Enviar un Espía'],
  stabilise: ['Stabilise a territory', 'Estabilizar un territorio'],
  territory: ['Add a territory to your row', 'Añadir un territorio a tu fila'],
  ungive: ['Take a card out of the offer', 'Quitar una carta de la oferta'],
  unwant: ['No longer ask for', 'Dejar de pedir'],
  want: ['Ask for', 'Pedir'],
  withdraw: ['Take back', 'Retirar'],
};

const KEY = 'pmb.group.';

export const groupStrings: Catalogue = {
  en: Object.fromEntries(Object.entries(GROUPS).map(([verb, [en]]) => [KEY + verb, en])),
  es: Object.fromEntries(Object.entries(GROUPS).map(([verb, [, es]]) => [KEY + verb, es])),
};

/** The heading of the moves whose command begins with `verb` (null: none). */
export function groupKey(verb: string): string | null {
  return Object.hasOwn(GROUPS, verb) ? KEY + verb : null;
}
