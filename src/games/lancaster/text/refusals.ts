import type { Pairs } from './pairs';

/** Why a command is refused, said to the seat that sent it. */
export const refusals: Pairs = {
  'la.refuse.over': ['The game is over.', 'La partida ha terminado.'],
  'la.refuse.notYourTurn': ['It is not your turn. {prompt}', 'No es tu turno. {prompt}'],
  'la.refuse.alreadyChosen': [
    'You have already chosen your first extension tile; waiting for the other players.',
    'Ya has elegido tu primera ampliación; esperando a los demás jugadores.',
  ],
  'la.refuse.alreadyVoted': [
    'You have already voted on proposal {proposal}; waiting for the other players.',
    'Ya has votado la propuesta {proposal}; esperando a los demás jugadores.',
  ],
  'la.refuse.wrongStep': ['That is not a move for this step. {prompt}', 'Esa no es una jugada de este paso. {prompt}'],
  'la.refuse.illegal': ['That move is not possible now. {prompt}', 'Esa jugada no es posible ahora. {prompt}'],
  'la.refuse.squiresHow': [
    'Say how many squires go with the knight, as a whole number: for example “squires 1”.',
    'Indica cuántos escuderos acompañan al caballero con un número entero: por ejemplo «squires 1».',
  ],
  'la.refuse.squiresRange': [
    'Add from {min} to {max} squires to the knight entering {county}: enough to beat the knight there, and no more than you have.',
    'Añade entre {min} y {max} escuderos al caballero que entra en {county}: los suficientes para superar al caballero que hay, y no más de los que tienes.',
  ],
  'la.refuse.placeHow': [
    'Give the knight’s strength and where it goes: for example “knight 2 stafford”.',
    'Indica la fuerza del caballero y su destino: por ejemplo «knight 2 stafford».',
  ],
  'la.refuse.noAlly': ['Only the 2-player game has allies.', 'Solo la partida de 2 jugadores tiene aliados.'],
  'la.refuse.notAtCourt': [
    '{ally, select, yes {Your ally has} other {You have}} no knight of strength {n} at court.',
    '{ally, select, yes {Tu aliado no tiene} other {No tienes}} ningún caballero de fuerza {n} en la corte.',
  ],
  'la.refuse.allyNotInYourCastle': ['Ally knights may not enter your castle.', 'Los caballeros del aliado no pueden entrar en tu castillo.'],
  'la.refuse.notInAllyCastle': ['Your knights may not enter your ally’s castle.', 'Tus caballeros no pueden entrar en el castillo de tu aliado.'],
  'la.refuse.unknownPlace': [
    'There is no such county, castle space or conflict on the board.',
    'No hay ningún condado, casilla del castillo o batalla con ese nombre en el tablero.',
  ],
  'la.refuse.placeOnBoard': ['A knight goes to a county, a castle space or a conflict.', 'Un caballero va a un condado, a una casilla del castillo o a una batalla.'],
  'la.refuse.countyMin': [
    '{county} needs a knight of strength {min} or more; squires do not count toward it.',
    '{county} exige un caballero de fuerza {min} o más; los escuderos no cuentan para ese mínimo.',
  ],
  'la.refuse.ownCounty': [
    '{county} is held by {ally, select, yes {your ally’s knight} other {your own knight}}: you never displace your own.',
    '{county} está ocupado por {ally, select, yes {un caballero de tu aliado} other {un caballero tuyo}}: nunca desplazas a los tuyos.',
  ],
  'la.refuse.allyTooWeak': [
    '{county} is held with strength {total}; an ally knight of strength {n} needs more than that, and allies take no squires.',
    '{county} se defiende con fuerza {total}; un caballero aliado de fuerza {n} necesita más, y los aliados no llevan escuderos.',
  ],
  'la.refuse.tooWeak': [
    '{county} is held with strength {total}; a knight of strength {n} {squires, plural, =0 {and no squires} one {with your only squire} other {with your # squires}} cannot beat it.',
    '{county} se defiende con fuerza {total}; un caballero de fuerza {n} {squires, plural, =0 {sin escuderos} one {con tu único escudero} other {con tus # escuderos}} no puede superarla.',
  ],
  'la.refuse.unbuilt': [
    'Your {ext} is not built: its knight space exists only on a built tile.',
    'Tu ampliación {ext} no está construida: su casilla de caballero solo existe en una ampliación construida.',
  ],
  'la.refuse.spaceTaken': ['There is already a knight on {space}: one knight per space.', 'Ya hay un caballero en {space}: uno por casilla.'],
  'la.refuse.conflictFull': [
    'No space is free for you in {conflict}: each side holds at most one of its three spaces.',
    'No queda ninguna casilla libre para ti en {conflict}: cada uno ocupa como mucho una de sus tres casillas.',
  ],
  'la.refuse.allyNoGold': [
    'An ally has no gold and you may not pay for it, so it cannot take both.',
    'Un aliado no tiene oro y tú no puedes pagar por él, así que no puede quedarse con ambos.',
  ],
  'la.refuse.bothGold': ['Both costs {price} gold; you have {gold}.', 'Ambos cuesta {price} monedas de oro; tienes {gold}.'],
  'la.refuse.allyCannotUse': ['An ally cannot use this reward ({reward}).', 'Un aliado no puede usar esta recompensa ({reward}).'],
  'la.refuse.upgradeHow': [
    'Name the knight by strength and place: for example “upgrade 1 court”.',
    'Indica el caballero por su fuerza y su lugar: por ejemplo «upgrade 1 court».',
  ],
  'la.refuse.noUpgradeFour': ['A strength-4 knight cannot be upgraded.', 'Un caballero de fuerza 4 no se puede fortalecer.'],
  'la.refuse.noUpgradeReserve': [
    'The strength-{next} knight is not in the reserve, so a strength-{n} knight cannot be upgraded.',
    'El caballero de fuerza {next} no está en las tropas de reserva, así que un caballero de fuerza {n} no se puede fortalecer.',
  ],
  'la.refuse.unknownKnightPlace': ['There is no such place on the board, nor at court.', 'No hay ningún lugar así en el tablero ni en la corte.'],
  'la.refuse.notBuilt': ['Your {ext} is not built.', 'Tu ampliación {ext} no está construida.'],
  'la.refuse.automatic': [
    'Your {ext} ({effect}) needs no decision: it was resolved automatically.',
    'Tu ampliación {ext} ({effect}) no requiere decisión: ya se ha valorado sola.',
  ],
  'la.refuse.used': ['Your {ext} has nothing left to do this round.', 'Tu ampliación {ext} no tiene nada más que hacer esta ronda.'],
  'la.refuse.cannotUse': ['You cannot use your {ext} now ({effect}).', 'Ahora no puedes usar tu ampliación {ext} ({effect}).'],
  'la.refuse.favourTaken': [
    'That King’s favour tile ({favour}) is already taken this round.',
    'Esa tablilla de favor del rey ({favour}) ya se ha tomado esta ronda.',
  ],
  'la.refuse.favourHow': [
    'Name a face-up King’s favour tile by its number, 1 to {n}: for example “favour 1”.',
    'Indica una tablilla de favor del rey boca arriba por su número, del 1 al {n}: por ejemplo «favour 1».',
  ],
  'la.refuse.alreadyBuilt': ['Your {ext} is already built.', 'Tu ampliación {ext} ya está construida.'],
  'la.refuse.startHow': ['Name one of the players offered in your list of moves.', 'Elige a uno de los jugadores de tu lista de jugadas.'],
  'la.refuse.voteHow': [
    'Vote yes or no with a number of voting markers: for example “vote yes 1”.',
    'Vota sí o no con un número de fichas de voto: por ejemplo «vote yes 1».',
  ],
  'la.refuse.tooManyMarkers': [
    'You hold {held, plural, one {# voting marker} other {# voting markers}}; commit from 0 to {held}.',
    'Tienes {held, plural, one {# ficha de voto} other {# fichas de voto}}; puedes emplear de 0 a {held}.',
  ],
  'la.refuse.ransomHow': ['Name the prisoner by its strength: for example “free 2”.', 'Indica el prisionero por su fuerza: por ejemplo «free 2».'],
  'la.refuse.noPrisoner': ['You have no strength-{n} prisoner at {place}.', 'No tienes ningún prisionero de fuerza {n} en {place}.'],
  'la.refuse.ransomGold': [
    'Freeing a strength-{n} knight costs {n, plural, other {# gold}}; you have {gold}.',
    'Liberar a un caballero de fuerza {n} cuesta {n, plural, one {# moneda de oro} other {# monedas de oro}}; tienes {gold}.',
  ],
};
