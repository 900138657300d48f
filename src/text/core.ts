import type { Catalogue } from '../engine/text';

/**
 * The platform's own messages, shared by every game's catalogue (keys start with "core."):
 * the engine's refusals, the entries the platform writes into a log, and how a seat without a
 * name reads.
 */
export const coreMessages: Catalogue = {
  en: {
    'core.player': 'Player {n}',
    'core.gameOver': 'The match is over.',
    'core.notYourTurn': 'It is not {seat}’s turn.',
    'core.emptyCommand': 'The command is empty.',
    'core.undo': '{seat} takes back a step (entry {entry}).',
    'core.undoCommand': 'Take back your last step',
    'core.cannotUndo': 'You can only take back your own steps of the current turn, before dice are rolled or anything hidden is revealed.',
    'core.notStarted': 'The match starts when every seat is taken.',
    'core.botPlays': 'The bot plays for {seat}: the time for a move ran out.',
    'core.forfeits': '{seat} forfeits: the time for a move ran out.',
    'core.takeover': 'The time for a move ran out for {name}: from now on a bot plays that seat.',
    'core.botSeat': '{name} (bot)',
    'core.botsSeat': 'A bot plays this seat: it makes its moves itself.',
    'core.forfeitEnd': '{seats} forfeited: the time for a move ran out.',
    'core.idleEnd': 'Nobody has moved for {days, plural, one {# day} other {# days}}: the match ends and every seat forfeits.',
    'core.waitingForPlayers': 'Waiting for {n, plural, one {# more player} other {# more players}} to join.',
    'core.retired': 'This game is no longer offered by the service.',
    'core.stale': 'The match has moved on: you saw entry {seen}, it is now at {now}. Reload and try again.',
    'core.idReused': 'Request id “{id}” was already used for another command.',
    'core.ownerOnly':
      'Only the seat’s own link may {what, select, newLink {make a new link for it} signOut {sign out the devices it was handed to} contact {change where its emails and notifications go} confirm {ask for its confirmation mail again} handover {hand it to another device} other {do this}}. This device was handed the seat: it plays, reads and writes messages.',
  },
  es: {
    'core.player': 'Jugador {n}',
    'core.gameOver': 'La partida ha terminado.',
    'core.notYourTurn': 'No es el turno de {seat}.',
    'core.emptyCommand': 'La orden está vacía.',
    'core.undo': '{seat} deshace un paso (entrada {entry}).',
    'core.undoCommand': 'Deshacer tu último paso',
    'core.cannotUndo': 'Solo puedes deshacer tus propios pasos del turno en curso, antes de que se tiren dados o se revele algo oculto.',
    'core.notStarted': 'La partida empieza cuando todos los puestos están ocupados.',
    'core.botPlays': 'El bot juega por {seat}: se acabó el tiempo para mover.',
    'core.forfeits': '{seat} abandona: se acabó el tiempo para mover.',
    'core.takeover': 'A {name} se le acabó el tiempo para mover: desde ahora un bot juega ese puesto.',
    'core.botSeat': '{name} (bot)',
    'core.botsSeat': 'Un bot juega este puesto: hace sus jugadas él mismo.',
    'core.forfeitEnd': '{seats} abandonó la partida: se acabó el tiempo para mover.',
    'core.idleEnd': 'Nadie ha movido en {days, plural, one {# día} other {# días}}: la partida termina y todos los puestos abandonan.',
    'core.waitingForPlayers': 'Esperando a que se {n, plural, one {una un jugador más} other {unan # jugadores más}}.',
    'core.retired': 'El servicio ya no ofrece este juego.',
    'core.stale': 'La partida ha avanzado: viste la entrada {seen} y ahora va por la {now}. Recarga e inténtalo otra vez.',
    'core.idReused': 'El identificador de petición «{id}» ya se usó para otra orden.',
    'core.ownerOnly':
      'Solo el enlace propio del puesto puede {what, select, newLink {crearle un enlace nuevo} signOut {cerrar la sesión de los dispositivos a los que se traspasó} contact {cambiar adónde van sus correos y avisos} confirm {pedir otra vez su correo de confirmación} handover {traspasarlo a otro dispositivo} other {hacer esto}}. A este dispositivo se le traspasó el puesto: juega, lee y escribe mensajes.',
  },
};
