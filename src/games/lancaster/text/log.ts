import type { Pairs } from './pairs';

const OWNER_EN = '{ally, select, yes {{player}’s ally’s} other {{player}’s}}';
const OWNER_ES = '{ally, select, yes {del aliado de {player}} other {de {player}}}';
const SQUIRES_LOST_EN = '{squires, plural, =0 {} one {; its squire goes to the supply} other {; its # squires go to the supply}}';
const SQUIRES_LOST_ES = '{squires, plural, =0 {} one {; su escudero va al consejo} other {; sus # escuderos van al consejo}}';
const ATTEMPT_EN = '{attempt, select, first {at the first attempt} other {at the second attempt}}';
const ATTEMPT_ES = '{attempt, select, first {al primer intento} other {al segundo intento}}';

/** The history: what happened, as everyone at the table would see it. */
export const log: Pairs = {
  'la.log.roundBegins': ['Round {round} begins; {player} holds the start-player marker', 'Empieza la ronda {round}; {player} tiene la ficha de inicio'],
  'la.log.setupChosen': [
    '{player} chooses to build the {ext} first; secret until every player has chosen',
    '{player} elige construir primero la ampliación {ext}; en secreto hasta que todos hayan elegido',
  ],
  'la.log.setupReveal': ['Every player has chosen a first extension tile:', 'Todos han elegido su primera ampliación:'],
  'la.log.gains': ['{player} gains {goods} ({why})', '{player} recibe {goods} ({why})'],
  'la.log.pays': ['{player} pays {goods} ({why})', '{player} paga {goods} ({why})'],
  'la.log.scores': [
    '{player} scores {n, plural, one {# power point} other {# power points}} ({why})',
    '{player} gana {n, plural, one {# punto de poder} other {# puntos de poder}} ({why})',
  ],
  'la.log.build': ['{player} builds the {ext}: {effect} ({why})', '{player} construye la ampliación {ext}: {effect} ({why})'],
  'la.log.declineBuild': ['{player} builds nothing ({why})', '{player} no construye nada ({why})'],
  'la.log.buildLost': [
    '{player} has built all six extension tiles: the tile is lost ({why})',
    '{player} ya ha construido sus seis ampliaciones: se pierde la ampliación ({why})',
  ],

  'la.log.placeCounty': [
    '{force} places a strength-{n} knight in {county}{squires, plural, =0 {} one { with # squire} other { with # squires}}',
    '{force} coloca un caballero de fuerza {n} en {county}{squires, plural, =0 {} one { con # escudero} other { con # escuderos}}',
  ],
  'la.log.displaced': [
    `${OWNER_EN} strength-{n} knight is displaced from {county} and returns to court${SQUIRES_LOST_EN}`,
    `El caballero de fuerza {n} ${OWNER_ES} es desplazado de {county} y vuelve a la corte${SQUIRES_LOST_ES}`,
  ],
  'la.log.placeCastle': ['{force} places a strength-{n} knight on {space}', '{force} coloca un caballero de fuerza {n} en {space}'],
  'la.log.placeConflict': ['{force} sends a strength-{n} knight to {conflict} (space {space})', '{force} envía un caballero de fuerza {n} a {conflict} (casilla {space})'],
  'la.log.favour': ['{force} takes a King’s favour tile: {favour}', '{force} toma una tablilla de favor del rey: {favour}'],
  'la.log.favourLostAlly': [
    'An ally keeps no gold or squires: the favour ({favour}) is lost',
    'Un aliado no guarda oro ni escuderos: se pierde el favor ({favour})',
  ],
  'la.log.noPlacement': ['No knight can be placed any more: phase 1 ends', 'Ya no se puede colocar ningún caballero: termina la fase 1'],
  'la.log.upgrade': [
    '{force} upgrades a strength-{from} knight {where} to strength {to} ({why})',
    '{force} fortalece un caballero de fuerza {from} {where} a fuerza {to} ({why})',
  ],
  'la.log.upgradeLost': [
    '{force} has no knight that can be upgraded: the upgrade is lost ({why})',
    '{force} no tiene ningún caballero que se pueda fortalecer: se pierde el fortalecimiento ({why})',
  ],
  'la.log.declineUpgrade': ['{force} declines the upgrade ({why})', '{force} renuncia al fortalecimiento ({why})'],
  'la.log.recruit': ['{force} takes a new strength-1 knight to court ({why})', '{force} lleva un caballero nuevo de fuerza 1 a la corte ({why})'],
  'la.log.recruitLost': [
    '{force} has no strength-1 knight in the reserve: the new knight is lost ({why})',
    '{force} no tiene ningún caballero de fuerza 1 en las tropas de reserva: se pierde el caballero nuevo ({why})',
  ],
  'la.log.nobleSeated': [
    '{player} seats the {county} noble at the round table, which now has {n, plural, one {# noble} other {# nobles}}',
    '{player} sienta al noble de {county} en su mesa redonda, que ya tiene {n, plural, one {# noble} other {# nobles}}',
  ],
  'la.log.nobleRemoved': ['{player} removes a {county} noble from the game for the ally', '{player} retira del juego un noble de {county} por su aliado'],
  'la.log.nobleLost': ['No noble can be taken: the King’s favour is lost', 'No se puede tomar ningún noble: se pierde el favor del rey'],
  'la.log.declineNoble': ['{force} takes no noble', '{force} renuncia al noble'],

  'la.log.voteOpens': ['Parliament, proposal {proposal}: {law} Every player votes in secret.', 'Parlamento, propuesta {proposal}: {law} Todos votan en secreto.'],
  'la.log.voted': [
    '{player} votes {side, select, yes {yes} other {no}} with {n, plural, one {# voting marker} other {# voting markers}} on proposal {proposal}; secret until every player has voted',
    '{player} vota {side, select, yes {sí} other {no}} con {n, plural, one {# ficha de voto} other {# fichas de voto}} en la propuesta {proposal}; en secreto hasta que todos hayan votado',
  ],
  'la.log.voteReveal': ['Votes on proposal {proposal}: {votes}', 'Votos de la propuesta {proposal}: {votes}'],
  'la.log.voteResult': [
    '{ayes} yes to {noes} no: proposal {proposal} is {passed, select, yes {passed} other {rejected}}{tie, select, yes { (a tie passes)} other {}}',
    '{ayes} a favor y {noes} en contra: la propuesta {proposal} queda {passed, select, yes {aprobada} other {rechazada}}{tie, select, yes { (el empate aprueba)} other {}}',
  ],
  'la.log.lawReplaced': [
    'The oldest current law leaves the game and the new law joins on the right. Gone: {gone}',
    'Se deroga la ley vigente más antigua y la nueva ley entra por la derecha. Derogada: {gone}',
  ],
  'la.log.proposalDiscarded': ['The rejected proposal leaves the game; the current laws stay', 'La propuesta rechazada sale del juego; las leyes vigentes no cambian'],
  'la.log.markersReturned': ['Voting markers still held go back to the supply: {entries}', 'Las fichas de voto que quedan vuelven al consejo: {entries}'],
  'la.log.lawApplies': ['Law {n} applies: {law}', 'Se aplica la ley {n}: {law}'],
  'la.log.majority': [
    '{players} {n, plural, one {has} other {have}} the most {what, select, gold {gold} other {squires}}',
    '{players} {n, plural, one {tiene} other {tienen}} más {what, select, gold {oro} other {escuderos}}',
  ],
  'la.log.majorityNone': [
    'Nobody holds any {what, select, gold {gold} other {squires}}: nobody qualifies',
    'Nadie tiene {what, select, gold {oro} other {escuderos}}: nadie cumple la condición',
  ],
  'la.log.exchangeNone': ['{player} exchanges nothing', '{player} no cambia nada'],

  'la.log.countyNoble': ['{force} chooses the noble of {county}', '{force} elige el noble de {county}'],
  'la.log.countyReward': ['{force} chooses the reward of {county}', '{force} elige la recompensa de {county}'],
  'la.log.countyBoth': ['{force} chooses both the noble and the reward of {county}', '{force} elige el noble y la recompensa de {county}'],
  'la.log.countyNeither': ['{force} takes neither the noble nor the reward of {county}', '{force} renuncia al noble y a la recompensa de {county}'],
  'la.log.countyLostAlly': [
    '{player}’s ally holds {county}, but an ally cannot use {reward} and no noble is left',
    'El aliado de {player} ocupa {county}, pero un aliado no puede usar {reward} y no queda ningún noble',
  ],
  'la.log.lostForAlly': ['An ally cannot use {what}: that part of the reward is lost', 'Un aliado no puede usar {what}: esa parte de la recompensa se pierde'],
  'la.log.home': [`${OWNER_EN} knight returns from {county} to court${SQUIRES_LOST_EN}`, `El caballero ${OWNER_ES} vuelve de {county} a la corte${SQUIRES_LOST_ES}`],
  'la.log.passage': [
    `${OWNER_EN} strength-{n} knight crosses from Hampshire to {conflict} (space {space}), without a King’s favour tile${SQUIRES_LOST_EN}`,
    `El caballero de fuerza {n} ${OWNER_ES} cruza de Hampshire a {conflict} (casilla {space}), sin tablilla de favor del rey${SQUIRES_LOST_ES}`,
  ],
  'la.log.passageLost': [
    'No conflict has a space for the knight from Hampshire: the Passage to France is lost',
    'Ninguna batalla tiene sitio para el caballero de Hampshire: se pierde la Travesía a Francia',
  ],
  'la.log.declinePassage': ['{force} declines the Passage to France', '{force} renuncia a la Travesía a Francia'],
  'la.log.surreyEmpty': ['Nobody holds Surrey: {player} keeps the start-player marker', 'Nadie ocupa Surrey: {player} conserva la ficha de inicio'],
  'la.log.start': [
    '{player} (Surrey) names {next} start player; the marker passes at once',
    '{player} (Surrey) elige a {next} como jugador inicial; la ficha de inicio pasa en el acto',
  ],

  'la.log.castleDone': ['{player} resolves nothing more in the castle', '{player} no resuelve nada más en su castillo'],
  'la.log.castleHome': [`${OWNER_EN} castle knights return to court`, `Los caballeros del castillo ${OWNER_ES} vuelven a la corte`],

  'la.log.conflictEmpty': [
    'No knight fights at {place} (France {france}): France wins the first attempt',
    'Ningún caballero lucha en {place} (Francia {france}): Francia gana el primer intento',
  ],
  'la.log.conflictEmptyLeaves': [
    'No knight fights at {place} (France {france}): France wins the second attempt and the card leaves the game',
    'Ningún caballero lucha en {place} (Francia {france}): Francia gana el segundo intento y la carta sale del juego',
  ],
  'la.log.englandWins': [
    `At {place}, England {england} against France {france}: England wins ${ATTEMPT_EN}; ranks: {ranks}`,
    `En {place}, Inglaterra {england} contra Francia {france}: gana Inglaterra ${ATTEMPT_ES}; rangos: {ranks}`,
  ],
  'la.log.franceWins': [
    `At {place}, England {england} against France {france}: France wins ${ATTEMPT_EN}; ranks: {ranks}`,
    `En {place}, Inglaterra {england} contra Francia {france}: gana Francia ${ATTEMPT_ES}; rangos: {ranks}`,
  ],
  'la.log.allyRankLost': [
    '{player}’s ally takes rank {rank}: {n, plural, one {its # power point is lost} other {its # power points are lost}}',
    'El aliado de {player} queda en el rango {rank}: {n, plural, one {se pierde su # punto de poder} other {se pierden sus # puntos de poder}}',
  ],
  'la.log.conflictWon': ['The conflict at {place} leaves the game; its knights return to court', 'La batalla de {place} sale del juego; sus caballeros vuelven a la corte'],
  'la.log.conflictDown': [
    'The conflict at {place} moves to the bottom row for a second attempt, its knights with it',
    'La batalla de {place} pasa a la fila inferior para un segundo intento, con sus caballeros',
  ],
  'la.log.conflictStays': [
    'The conflict at {place} stays where it is: there is no second attempt after round {rounds}',
    'La batalla de {place} se queda donde está: no hay segundo intento después de la ronda {rounds}',
  ],
  'la.log.allyPrisoners': [
    '{player}’s ally’s knights at {place} cannot be ransomed and go to its reserve',
    'Los caballeros del aliado de {player} en {place} no pueden rescatarse y pasan a sus tropas de reserva',
  ],
  'la.log.prisoners': [
    'Prisoners of France at {place}: {n, plural, one {their owner ({players}) may} other {their owners ({players}) may}} pay 1 gold per strength point to free them',
    'Prisioneros de Francia en {place}: {n, plural, one {su dueño ({players}) puede} other {sus dueños ({players}) pueden}} pagar 1 moneda de oro por punto de fuerza para liberarlos',
  ],
  'la.log.freed': ['{player}’s strength-{n} knight is freed and returns to court', 'El caballero de fuerza {n} de {player} queda libre y vuelve a la corte'],
  'la.log.ransomDone': ['{player} frees no more prisoners at {place}', '{player} no libera más prisioneros en {place}'],
  'la.log.unransomed': [
    `${OWNER_EN} knights not ransomed ({knights}) go to the reserve`,
    `Los caballeros no rescatados ${OWNER_ES} ({knights}) pasan a las tropas de reserva`,
  ],
  'la.log.conflictLost': ['The conflict at {place} leaves the game', 'La batalla de {place} sale del juego'],

  'la.log.favourUp': ['The King’s favour tiles turn face up', 'Las tablillas de favor del rey vuelven a quedar boca arriba'],
  'la.log.conflictRevealed': [
    'A new conflict is revealed in the top row: {place} (France {france})',
    'Se descubre una nueva batalla en la fila superior: {place} (Francia {france})',
  ],
  'la.log.proposal': ['Proposal {n}: {law}', 'Propuesta {n}: {law}'],
  'la.log.finalScoring': ['Final scoring', 'Recuento final'],
  'la.log.knighthoodTable': [
    'Knighthood (strength of the knights owned; squires break ties): {entries}',
    'Caballería (fuerza de los caballeros propios; los escuderos desempatan): {entries}',
  ],
  'la.log.castlesTable': ['Castles (extension tiles built; gold breaks ties): {entries}', 'Castillos (ampliaciones construidas; el oro desempata): {entries}'],
  'la.log.finalScores': ['{reason}. Final power points: {scores}', '{reason}. Puntos de poder finales: {scores}'],
  'la.result.wins': [
    '{players} {n, plural, one {wins} other {share the victory}} with {pp} power points',
    '{players} {n, plural, one {gana} other {comparten la victoria}} con {pp} puntos de poder',
  ],
};
