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
  },
};
