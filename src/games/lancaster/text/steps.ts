import type { Pairs } from './pairs';

const YOUR_EN = '{ally, select, yes {your ally’s} other {your}} strength-{n} knight';
const YOUR_ES = '{ally, select, yes {el caballero de fuerza {n} de tu aliado} other {tu caballero de fuerza {n}}}';

/** What the game waits for (prompts), what the viewer can do (help), and what each move does. */
export const steps: Pairs = {
  'la.prompt.setup': [
    'Every player chooses, in secret, the extension tile to build first; all are revealed together.',
    'Cada jugador elige en secreto la ampliación que construye primero; se descubren todas a la vez.',
  ],
  'la.prompt.setupDone': [
    'You have chosen your first extension tile; the others are still choosing theirs in secret.',
    'Ya has elegido tu primera ampliación; los demás aún eligen la suya en secreto.',
  ],
  'la.prompt.placeYou': [
    'Your turn to place a knight: take one from your court{ally, select, yes { or your ally’s court} other {}} and put it on a county (its reward or noble comes in phase 3), on a castle space (it pays in the castle step) or on a conflict (power points; each of the first six knights sent to conflicts takes a King’s favour tile).',
    'Te toca colocar un caballero: toma uno de tu corte{ally, select, yes { o de la corte de tu aliado} other {}} y ponlo en un condado (su recompensa o su noble llegan en la fase 3), en una casilla del castillo (cobra al valorar el castillo) o en una batalla (puntos de poder; cada uno de los seis primeros caballeros enviados a batallas toma una tablilla de favor del rey).',
  ],
  'la.prompt.place': ['{player} is placing a knight.', '{player} está colocando un caballero.'],
  'la.prompt.squiresYou': [
    'How many squires go with your strength-{n} knight into {county}? Each adds 1 to the strength that holds the county (not to its minimum) and is lost when the knight leaves{min, plural, =0 {} other {; you need at least # to displace the knight there}}.',
    '¿Cuántos escuderos acompañan a tu caballero de fuerza {n} a {county}? Cada uno suma 1 a la fuerza con la que defiende el condado (no al mínimo) y se pierde cuando el caballero se va{min, plural, =0 {} other {; necesitas al menos # para desplazar al caballero que hay}}.',
  ],
  'la.prompt.squires': [
    '{player} chooses how many squires go with a strength-{n} knight into {county}.',
    '{player} elige cuántos escuderos acompañan a un caballero de fuerza {n} a {county}.',
  ],
  'la.prompt.favourYou': [
    '{ally, select, yes {Your ally’s knight} other {Your knight}} is one of the first six sent to conflicts this round: take a face-up King’s favour tile{ally, select, yes { (an ally loses gold and squires)} other {}}.',
    '{ally, select, yes {El caballero de tu aliado} other {Tu caballero}} es uno de los seis primeros enviados a batallas esta ronda: toma una tablilla de favor del rey boca arriba{ally, select, yes { (un aliado pierde el oro y los escuderos)} other {}}.',
  ],
  'la.prompt.favour': ['{player} takes a King’s favour tile.', '{player} toma una tablilla de favor del rey.'],
  'la.prompt.upgradeYou': [
    'Upgrade one of {ally, select, yes {your ally’s knights} other {your knights}} ({why}): it is swapped for the reserve knight one stronger, in the same place. You may pass.',
    'Fortalece uno de {ally, select, yes {los caballeros de tu aliado} other {tus caballeros}} ({why}): se cambia por el caballero de las tropas de reserva con un punto más de fuerza, en el mismo lugar. Puedes pasar.',
  ],
  'la.prompt.upgrade': ['{player} chooses a knight to upgrade.', '{player} elige un caballero para fortalecerlo.'],
  'la.prompt.nobleYou': [
    'King’s favour: choose a county and seat its top noble at your round table (at most one noble from each county).',
    'Favor del rey: elige un condado y sienta a su noble en tu mesa redonda (como mucho un noble de cada condado).',
  ],
  'la.prompt.nobleAllyYou': [
    'Your ally’s King’s favour: choose a county whose top noble leaves the game, or pass.',
    'Favor del rey de tu aliado: elige un condado cuyo noble sale del juego, o pasa.',
  ],
  'la.prompt.noble': ['{player} chooses a noble (King’s favour).', '{player} elige un noble (favor del rey).'],
  'la.prompt.exchangeYou': [
    'The current law lets you {law, select, l04 {buy voting markers at 1 gold each} l05 {hand in pairs of 1 squire and 1 gold for 3 power points each} l16 {buy power points at 1 gold each} other {hand in squires for 1 power point each}}: how many? You may pass.',
    'La ley vigente te permite {law, select, l04 {comprar fichas de voto a 1 moneda de oro cada una} l05 {entregar parejas de 1 escudero y 1 moneda de oro por 3 puntos de poder cada una} l16 {comprar puntos de poder a 1 moneda de oro cada uno} other {entregar escuderos a 1 punto de poder cada uno}}: ¿cuántos? Puedes pasar.',
  ],
  'la.prompt.exchange': ['{player} decides how much to exchange under the current law.', '{player} decide cuánto cambia según la ley vigente.'],
  'la.prompt.buildYou': [
    'Build one of your extension tiles ({why}): it works already in this round’s castle step. You may pass.',
    'Construye una de tus ampliaciones ({why}): ya funciona al valorar el castillo en esta ronda. Puedes pasar.',
  ],
  'la.prompt.build': ['{player} chooses an extension tile to build.', '{player} elige una ampliación para construirla.'],
  'la.prompt.countyYou': [
    'Your knight holds {county}: take its noble (to your round table), its reward ({reward}), both for {price} gold, or neither.',
    'Tu caballero ocupa {county}: quédate con su noble (para tu mesa redonda), con su recompensa ({reward}), con ambos por {price} monedas de oro, o con ninguno.',
  ],
  'la.prompt.countyYouWarning': [
    'Your knight holds {county}: take its noble (to your round table), its reward ({reward}), both for {price} gold, or neither. Note: {warning}, so that part of the reward would be lost.',
    'Tu caballero ocupa {county}: quédate con su noble (para tu mesa redonda), con su recompensa ({reward}), con ambos por {price} monedas de oro, o con ninguno. Ojo: {warning}, así que esa parte de la recompensa se perdería.',
  ],
  'la.prompt.countyAllyYou': [
    'Your ally holds {county}: remove its top noble from the game{usable, select, yes {, take the reward for the ally ({reward}; only what an ally can use)} other {}}, or pass.',
    'Tu aliado ocupa {county}: retira del juego su noble{usable, select, yes {, toma la recompensa para el aliado ({reward}; solo lo que un aliado puede usar)} other {}}, o pasa.',
  ],
  'la.prompt.countyChoice': ['{player} chooses the noble or the reward of {county}.', '{player} elige entre el noble y la recompensa de {county}.'],
  'la.prompt.passageYou': [
    'Passage to France: send your knight from Hampshire to a conflict (your own space on it, or the topmost free one); it fights this round. Or pass, and it comes home.',
    'Travesía a Francia: envía tu caballero de Hampshire a una batalla (a tu casilla, o a la casilla libre más alta); luchará esta ronda. O pasa, y vuelve a casa.',
  ],
  'la.prompt.passage': ['{player} chooses where the knight from {county} crosses to France.', '{player} elige a qué batalla cruza el caballero de {county}.'],
  'la.prompt.startYou': [
    'You hold Surrey: name the start player of the next round; you may name yourself. The marker passes at once.',
    'Ocupas Surrey: elige al jugador inicial de la próxima ronda; puedes elegirte a ti. La ficha de inicio pasa en el acto.',
  ],
  'la.prompt.start': ['{player} (Surrey) names the next start player.', '{player} (Surrey) elige al próximo jugador inicial.'],
  'la.prompt.ransomYou': [
    'France holds your knights at {place} prisoner: free each for 1 gold per strength point, or pass and the rest go to your reserve.',
    'Francia tiene prisioneros a tus caballeros en {place}: libera a cada uno por 1 moneda de oro por punto de fuerza, o pasa y los demás irán a tus tropas de reserva.',
  ],
  'la.prompt.ransom': ['{player} decides which prisoners to free at {place}.', '{player} decide qué prisioneros libera en {place}.'],
  'la.prompt.vote': [
    'Parliament votes on proposal {proposal}: {law} Each player chooses yes or no in secret and may add voting markers: each tile and each marker is one vote, a tie passes, and the markers committed are spent.',
    'El parlamento vota la propuesta {proposal}: {law} Cada jugador elige sí o no en secreto y puede añadir fichas de voto: cada pergamino y cada ficha valen un voto, el empate aprueba y las fichas empleadas se gastan.',
  ],
  'la.prompt.voteDone': [
    'You have voted on proposal {proposal} ({law}); the votes are revealed when every player has voted.',
    'Ya has votado la propuesta {proposal} ({law}); los votos se descubren cuando todos hayan votado.',
  ],
  'la.prompt.castles': [
    'Castles: {players} {n, plural, one {is resolving a castle} other {are resolving their castles}}.',
    'Castillos: {players} {n, plural, one {está valorando su castillo} other {están valorando sus castillos}}.',
  ],
  'la.prompt.castlesYou': [
    'Your castle: the free gains are in; now use your paid extension tiles{ally, select, yes { and your ally’s castle spaces} other {}} in the order you choose, or pass to finish.',
    'Tu castillo: ya has recibido lo gratuito; ahora usa tus ampliaciones de pago{ally, select, yes { y las casillas del castillo de tu aliado} other {}} en el orden que quieras, o pasa para terminar.',
  ],
  'la.prompt.castleUpgradeYou': [
    'Choose {ally, select, yes {your ally’s knight} other {the knight}} to upgrade, or pass.',
    'Elige {ally, select, yes {el caballero de tu aliado} other {el caballero}} que quieres fortalecer, o pasa.',
  ],
  'la.prompt.continue': ['The game goes on.', 'La partida continúa.'],
  'la.prompt.over': ['The game is over.', 'La partida ha terminado.'],

  'la.help.setup': [
    'Click an extension tile in your castle to build it first. A built tile acts once in every castle step, and twice with a knight on its space.',
    'Pulsa una ampliación de tu castillo para construirla primero. Una ampliación construida actúa una vez en cada valoración del castillo, y dos veces con un caballero en su casilla.',
  ],
  'la.help.place': [
    'Click one of your knights at court, then where it goes: a county, one of your castle spaces or a conflict card. The places it can go light up.',
    'Pulsa uno de tus caballeros de la corte y después su destino: un condado, una casilla de tu castillo o una batalla. Se iluminan los sitios posibles.',
  ],
  'la.help.squires': ['Click how many squires go with the knight.', 'Pulsa cuántos escuderos acompañan al caballero.'],
  'la.help.favour': ['Click a face-up King’s favour tile.', 'Pulsa una tablilla de favor del rey boca arriba.'],
  'la.help.upgrade': ['Click the knight to upgrade (at court or on the board), or Pass.', 'Pulsa el caballero que quieres fortalecer (en la corte o en el tablero), o Pasar.'],
  'la.help.noble': ['Click the nobles of a county, or Pass.', 'Pulsa los nobles de un condado, o Pasar.'],
  'la.help.exchange': ['Click how many to exchange, or Pass.', 'Pulsa cuántos quieres cambiar, o Pasar.'],
  'la.help.build': ['Click an extension tile not yet built in your castle, or Pass.', 'Pulsa una ampliación aún sin construir de tu castillo, o Pasar.'],
  'la.help.countyChoice': [
    'Click the county’s nobles to take the noble, its reward to take the reward, or Both or Pass.',
    'Pulsa los nobles del condado para quedarte con el noble, su recompensa para quedarte con la recompensa, o Ambos o Pasar.',
  ],
  'la.help.passage': ['Click the conflict card the knight crosses to, or Pass.', 'Pulsa la batalla a la que cruza el caballero, o Pasar.'],
  'la.help.start': ['Click a player in the turn order at the top of the board.', 'Pulsa un jugador en el orden de turno, arriba del tablero.'],
  'la.help.ransom': ['Click a prisoner on the card to free it, or Pass.', 'Pulsa un prisionero de la carta para liberarlo, o Pasar.'],
  'la.help.vote': ['Click Yes or No, then how many voting markers to add (0 for none).', 'Pulsa Sí o No y después cuántas fichas de voto añades (0 para ninguna).'],
  'la.help.castles': [
    'Click a paid extension tile or a space of your ally’s castle to resolve it now, or Pass to finish your castle.',
    'Pulsa una ampliación de pago o una casilla del castillo de tu aliado para valorarla ahora, o Pasar para terminar tu castillo.',
  ],
  'la.help.sealed': [
    'Your choice is sealed: nobody sees it, or whether you have chosen, until every player has.',
    'Tu elección está sellada: nadie la ve, ni sabe si ya has elegido, hasta que todos lo hayan hecho.',
  ],
  'la.help.wait': ['Nothing to do now: you will be told when it is your turn.', 'Ahora no tienes nada que hacer: se te avisará cuando te toque.'],
  'la.help.watch': ['You are watching: the board and the history show everything that is public.', 'Estás mirando: el tablero y el historial muestran todo lo público.'],
  'la.help.over': ['The game is over: the history shows every step.', 'La partida ha terminado: el historial muestra cada paso.'],

  'la.do.buildFirst': [
    'Build the {ext} first ({effect}); your choice stays secret until every player has chosen',
    'Construye primero la ampliación {ext} ({effect}); tu elección es secreta hasta que todos hayan elegido',
  ],
  'la.do.placeCounty': [`Send ${YOUR_EN} to {county}`, `Envía ${YOUR_ES} a {county}`],
  'la.do.placeCountyDisplace': [
    `Send ${YOUR_EN} to {county} to displace {holderAlly, select, yes {{holder}’s ally’s} other {{holder}’s}} strength-{m} knight (strength {total} there)`,
    `Envía ${YOUR_ES} a {county} para desplazar al caballero de fuerza {m} {holderAlly, select, yes {del aliado de {holder}} other {de {holder}}} (fuerza {total} allí)`,
  ],
  'la.do.placeCastle': [`Put ${YOUR_EN} on {space}`, `Pon ${YOUR_ES} en {space}`],
  'la.do.placeExtension': [
    'Put your strength-{n} knight on your {ext}, so that it acts twice ({effect})',
    'Pon tu caballero de fuerza {n} en tu ampliación {ext}, para que actúe dos veces ({effect})',
  ],
  'la.do.placeConflict': [`Send ${YOUR_EN} to the conflict at {place} (France {france})`, `Envía ${YOUR_ES} a la batalla de {place} (Francia {france})`],
  'la.do.squires': [
    'Add {n, plural, =0 {no squires} one {# squire} other {# squires}}: strength {total} in {county}',
    'Añade {n, plural, =0 {ningún escudero} one {# escudero} other {# escuderos}}: fuerza {total} en {county}',
  ],
  'la.do.favour': ['Take the King’s favour tile: {favour}', 'Toma la tablilla de favor del rey: {favour}'],
  'la.do.favourLost': ['Take the King’s favour tile: {favour} (lost for an ally)', 'Toma la tablilla de favor del rey: {favour} (se pierde con un aliado)'],
  'la.do.upgrade': [`Upgrade ${YOUR_EN} {where} to strength {next}`, `Fortalece ${YOUR_ES} {where} a fuerza {next}`],
  'la.do.declineUpgrade': ['Decline the upgrade', 'Renuncia al fortalecimiento'],
  'la.do.nobleTake': ['Seat a {county} noble at your round table', 'Sienta a un noble de {county} en tu mesa redonda'],
  'la.do.nobleRemove': ['Remove a {county} noble from the game', 'Retira del juego un noble de {county}'],
  'la.do.declineNoble': ['Take no noble', 'No tomes ningún noble'],
  'la.do.buy.l04': [
    'Pay {n, plural, other {# gold}} for {n, plural, one {# voting marker} other {# voting markers}}',
    'Paga {n, plural, one {# moneda de oro} other {# monedas de oro}} por {n, plural, one {# ficha de voto} other {# fichas de voto}}',
  ],
  'la.do.buy.l05': [
    'Hand in {n, plural, one {# squire and # gold} other {# squires and # gold}} for {pp} power points',
    'Entrega {n, plural, one {# escudero y # moneda de oro} other {# escuderos y # monedas de oro}} por {pp} puntos de poder',
  ],
  'la.do.buy.l16': [
    'Pay {n, plural, other {# gold}} for {n, plural, one {# power point} other {# power points}}',
    'Paga {n, plural, one {# moneda de oro} other {# monedas de oro}} por {n, plural, one {# punto de poder} other {# puntos de poder}}',
  ],
  'la.do.buy.l17': [
    'Hand in {n, plural, one {# squire} other {# squires}} for {n, plural, one {# power point} other {# power points}}',
    'Entrega {n, plural, one {# escudero} other {# escuderos}} por {n, plural, one {# punto de poder} other {# puntos de poder}}',
  ],
  'la.do.exchangeNone': ['Exchange nothing', 'No cambies nada'],
  'la.do.build': ['Build the {ext}: {effect}', 'Construye la ampliación {ext}: {effect}'],
  'la.do.declineBuild': ['Build nothing', 'No construyas nada'],
  'la.do.countyNoble': ['Take the {county} noble to your round table', 'Quédate con el noble de {county} para tu mesa redonda'],
  'la.do.countyNobleAlly': ['Remove the top {county} noble from the game', 'Retira del juego el noble de {county}'],
  'la.do.countyReward': ['Take the reward of {county}: {reward}', 'Quédate con la recompensa de {county}: {reward}'],
  'la.do.countyRewardAlly': [
    'Take the reward of {county} for your ally: {reward} (only what an ally can use)',
    'Toma la recompensa de {county} para tu aliado: {reward} (solo lo que un aliado puede usar)',
  ],
  'la.do.countyBoth': [
    'Pay {price} gold for both the {county} noble and the reward ({reward})',
    'Paga {price} monedas de oro por el noble de {county} y la recompensa ({reward})',
  ],
  'la.do.countyPass': ['Take neither the noble nor the reward of {county}', 'No te quedes ni con el noble ni con la recompensa de {county}'],
  'la.do.passage': [
    'Send the knight from Hampshire across to the conflict at {place} (France {france})',
    'Envía el caballero de Hampshire a la batalla de {place} (Francia {france})',
  ],
  'la.do.declinePassage': ['Bring the knight from Hampshire home instead', 'Haz volver a casa al caballero de Hampshire'],
  'la.do.start': ['Name {player} start player for the next round', 'Elige a {player} como jugador inicial de la próxima ronda'],
  'la.do.free': [
    'Pay {n, plural, other {# gold}} to free your strength-{n} knight',
    'Paga {n, plural, one {# moneda de oro} other {# monedas de oro}} para liberar a tu caballero de fuerza {n}',
  ],
  'la.do.ransomPass': ['Free no more prisoners: the rest go to your reserve', 'No liberes más prisioneros: los demás van a tus tropas de reserva'],
  'la.do.vote': [
    'Vote {side, select, yes {yes} other {no}} {n, plural, =0 {with no voting markers} one {with # voting marker} other {with # voting markers}}',
    'Vota {side, select, yes {sí} other {no}} {n, plural, =0 {sin fichas de voto} one {con # ficha de voto} other {con # fichas de voto}}',
  ],
  'la.do.use': ['Use your {ext}: {effect}', 'Usa tu ampliación {ext}: {effect}'],
  'la.do.use.ac1': [
    'Resolve your ally’s new-knight space now: a strength-1 knight from its reserve to its court',
    'Valora ahora la casilla de caballero nuevo de tu aliado: un caballero de fuerza 1 de sus tropas de reserva a su corte',
  ],
  'la.do.use.ac2': [
    'Resolve your ally’s upgrade space now: upgrade one of its knights',
    'Valora ahora la casilla de fortalecimiento de tu aliado: fortalece uno de sus caballeros',
  ],
  'la.do.castlePass': [
    'Finish your castle and use nothing more{recruit, select, yes { (your ally’s new knight still comes)} other {}}',
    'Termina tu castillo sin usar nada más{recruit, select, yes { (el caballero nuevo de tu aliado llega igualmente)} other {}}',
  ],
  'la.do.unlisted': ['This is not one of your moves now', 'Esta no es una de tus jugadas ahora'],
};
