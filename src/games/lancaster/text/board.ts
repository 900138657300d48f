import type { Pairs } from './pairs';

/** The board in words (summary): a line each, for emails and screen readers. */
export const board: Pairs = {
  'la.sum.over': ['The game is over: {reason}.', 'La partida ha terminado: {reason}.'],
  'la.sum.status': [
    'Round {round} of {rounds}, {phase, select, setup {setting up: first extension tiles} placement {phase 1: placing knights} parliament {phase 2: parliament votes} laws {phase 2: applying the laws} counties {phase 3: county rewards} castles {phase 3: castles} conflicts {phase 3: conflicts} other {game over}}.',
    'Ronda {round} de {rounds}, {phase, select, setup {preparación: primeras ampliaciones} placement {fase 1: distribución de tropas} parliament {fase 2: votaciones del parlamento} laws {fase 2: aplicación de las leyes} counties {fase 3: recompensas de los condados} castles {fase 3: castillos} conflicts {fase 3: batallas} other {fin de la partida}}.',
  ],
  'la.sum.start': ['Start player: {player}. Turn order: {order}.', 'Jugador inicial: {player}. Orden de turno: {order}.'],
  'la.sum.lawsHead': [
    'Current laws, applied from the first to the third after the votes:',
    'Leyes vigentes, que se aplican de la primera a la tercera tras las votaciones:',
  ],
  'la.sum.law': ['Law {n}: {law}', 'Ley {n}: {law}'],
  'la.sum.proposalsHead': [
    'Proposals this round, voted one at a time; a passed proposal replaces law 1:',
    'Propuestas de esta ronda, votadas una a una; una propuesta aprobada sustituye a la ley 1:',
  ],
  'la.sum.proposal': [
    'Proposal {n} ({outcome, select, passed {passed, {ayes} to {noes}} rejected {rejected, {ayes} to {noes}} other {not voted yet}}): {law}',
    'Propuesta {n} ({outcome, select, passed {aprobada, {ayes} a {noes}} rejected {rechazada, {ayes} a {noes}} other {aún sin votar}}): {law}',
  ],
  'la.sum.countiesHead': [
    'Counties, rewarded from A to I in phase 3; the holder takes the noble, the reward, or both for 3 gold:',
    'Condados, de la A a la I en la fase 3; quien lo ocupa se queda con el noble, con la recompensa o con ambos por 3 monedas de oro:',
  ],
  'la.sum.county': [
    '{letter} {county}: needs strength {min}; reward: {reward}; {nobles, plural, =0 {no nobles left} one {# noble left} other {# nobles left}}; {holder}.',
    '{letter} {county}: fuerza mínima {min}; recompensa: {reward}; {nobles, plural, =0 {no quedan nobles} one {queda # noble} other {quedan # nobles}}; {holder}.',
  ],
  'la.sum.countyEmpty': ['no knight', 'sin caballero'],
  'la.sum.countyHeld': [
    'held by {ally, select, yes {{player}’s ally’s} other {{player}’s}} strength-{n} knight{squires, plural, =0 {} one { with # squire} other { with # squires}} (strength {total})',
    'ocupado por el caballero de fuerza {n} {ally, select, yes {del aliado de {player}} other {de {player}}}{squires, plural, =0 {} one { con # escudero} other { con # escuderos}} (fuerza {total})',
  ],
  'la.sum.conflictsHead': [
    'Conflicts in France, the bottom row resolved first; England wins with at least France’s strength ({left, plural, one {# card} other {# cards}} left in the deck):',
    'Batallas en Francia, primero la fila inferior; gana Inglaterra con al menos la fuerza de Francia ({left, plural, one {queda # carta} other {quedan # cartas}} en el mazo):',
  ],
  'la.sum.conflict': [
    '{row, select, top {Top row} other {Bottom row (second attempt)}}, {side, select, left {left} other {right}}: {place}, France {france}, power points {first}/{second}/{third} by rank; England {england} so far; {spaces}.',
    '{row, select, top {Fila superior} other {Fila inferior (segundo intento)}}, {side, select, left {izquierda} other {derecha}}: {place}, Francia {france}, puntos de poder {first}/{second}/{third} por rango; Inglaterra {england} por ahora; {spaces}.',
  ],
  'la.sum.spaceFree': ['space {n} free', 'casilla {n} libre'],
  'la.sum.spaceHeld': [
    'space {n}: {ally, select, yes {{player}’s ally} other {{player}}} with {knights}',
    'casilla {n}: {ally, select, yes {el aliado de {player}} other {{player}}} con {knights}',
  ],
  'la.sum.noConflicts': ['No conflict card is on the board.', 'No hay ninguna carta de batalla en el tablero.'],
  'la.sum.favour': [
    'King’s favour tiles face up, one for each of the next knights sent to conflicts: {tiles}.',
    'Tablillas de favor del rey boca arriba, una para cada uno de los siguientes caballeros enviados a batallas: {tiles}.',
  ],
  'la.sum.favourNone': ['All King’s favour tiles are taken this round.', 'Todas las tablillas de favor del rey están tomadas esta ronda.'],
  'la.quoted': ['“{x}”', '«{x}»'],
  'la.sum.castleSpaces': [
    'Each castle has three printed knight spaces ({spaces}) and one more on each built extension tile, which makes that tile act twice.',
    'Cada castillo tiene tres casillas de caballero impresas ({spaces}) y una más en cada ampliación construida, que hace que esa ampliación actúe dos veces.',
  ],
  'la.sum.player': [
    '{player}: {pp, plural, one {# power point} other {# power points}}, {markers, plural, one {# voting marker} other {# voting markers}}, {purse}; knights at court: {court}; in the reserve: {reserve}; nobles at the round table: {nobles}.',
    '{player}: {pp, plural, one {# punto de poder} other {# puntos de poder}}, {markers, plural, one {# ficha de voto} other {# fichas de voto}}, {purse}; caballeros en la corte: {court}; en las tropas de reserva: {reserve}; nobles en la mesa redonda: {nobles}.',
  ],
  'la.sum.purse': [
    '{gold, plural, other {# gold}} and {squires, plural, one {# squire} other {# squires}}',
    '{gold, plural, one {# moneda de oro} other {# monedas de oro}} y {squires, plural, one {# escudero} other {# escuderos}}',
  ],
  'la.sum.purseHidden': ['gold and squires behind the screen', 'oro y escuderos tras la muralla'],
  'la.sum.castle': [
    '{player}’s castle: built: {built}; not yet built: {unbuilt}; knights on castle spaces: {knights}.',
    'Castillo de {player}: construidas: {built}; sin construir: {unbuilt}; caballeros en el castillo: {knights}.',
  ],
  'la.sum.ext': ['{ext} ({effect})', '{ext} ({effect})'],
  'la.sum.castleKnight': ['strength {n} on {space}', 'fuerza {n} en {space}'],
  'la.sum.castleOpen': ['{player} still has to resolve: {items}.', '{player} aún tiene que valorar: {items}.'],
  'la.sum.ally': [
    '{player}’s ally: knights at court: {court}; in the reserve: {reserve}; on its castle: {knights}.',
    'Aliado de {player}: caballeros en la corte: {court}; en las tropas de reserva: {reserve}; en su castillo: {knights}.',
  ],
};
