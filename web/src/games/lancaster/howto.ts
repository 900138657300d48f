// How to play Lancaster (/rules/lancaster), in our own words from the rulings
// (shared/rulings/lancaster.md), in English and Spanish.
import type { Guide } from '../guide';

export const howTo: Guide = {
  en: {
    title: 'How to play Lancaster',
    intro:
      'England, 1413. Each of you leads a noble family serving Henry V. Over five rounds you send your knights to the counties, to your castle and to the war in France, and you sway parliament. The most power points after round 5 wins; tied players share the victory.',
    sections: [
      {
        heading: 'What you have',
        paragraphs: [
          'Seven knights of strengths 1, 1, 1, 2, 2, 3 and 4. You start with a 1 and a 2 at court, ready to be placed; the other five wait in your reserve. Knights come out of the reserve only as new strength-1 knights or by upgrades.',
          'An upgrade swaps one of your knights for the reserve knight exactly one stronger, in the same place. A 4 cannot be upgraded, and you never skip a level: if your next stronger knight is not in the reserve, there is no upgrade.',
          'Gold and squires, kept behind your screen: the others never see your totals, only every gain and payment as it happens. Voting markers, power points, your nobles and your castle are public. With two players nothing is hidden.',
          'A castle with three knight spaces (2 squires, 1 gold, 2 voting markers), six extension tiles of which you build one at the start, and a round table for the nobles you win.',
        ],
      },
      {
        heading: 'A round: placing knights',
        paragraphs: [
          'From the start player, each player in turn places one knight from court, until every court is empty. A player without knights is skipped.',
          'A county has one knight space and a minimum strength. You may add squires: each adds 1 to the knight’s total, though not to the minimum. A stronger total (strictly) displaces the knight there, which goes back to its court while its squires are lost. You never displace your own knights.',
          'A castle space pays its reward later, in the castle step. A knight on an extension tile’s own space makes that tile act twice.',
          'A conflict card in France: you take the topmost free space, or stack on your own space. Each of the first six knights sent to conflicts in a round takes one of the King’s favour tiles (gold, squires, an upgrade or a noble).',
        ],
      },
      {
        heading: 'Parliament',
        paragraphs: [
          'Three proposals are voted one after the other. Everyone chooses yes or no in secret and may add voting markers; each tile and each marker is one vote, a tie passes, and the markers committed are spent whatever the result.',
          'A passed proposal replaces the oldest of the three current laws; a rejected one leaves the game. Unused markers go back to the supply after the third vote. Then the three current laws apply, first to third; some of them ask each player, in turn order, how much to exchange or which knight to upgrade.',
        ],
      },
      {
        heading: 'Rewards',
        paragraphs: [
          'Counties, from Kent (A) to Surrey (I): the holder takes the county’s noble to the round table, or its reward, or pays 3 gold for both — or takes neither. You never hold two nobles of one county. Surrey’s holder also names the next start player.',
          'Castles: free gains come at once; then you use your paid tiles in the order you choose. Each noble at your round table, and the lord of the castle, gives a voting marker (not in round 5).',
          'Conflicts, bottom row first: England wins if its knights reach France’s strength, and the participants score by rank, the strongest first (on a tie, the later arrival ranks higher). If France wins the first attempt, the card moves down with its knights and pays less; if France wins again, the knights are prisoners: free them for 1 gold per strength point, or they go to your reserve.',
        ],
      },
      {
        heading: 'The end',
        paragraphs: [
          'After round 5: 8 and 4 power points for the strongest knighthood (court and board, not the reserve; squires break ties) and for the most extension tiles (gold breaks ties), then power points for your nobles: 1 for 2 nobles, 3 for 3, up to 36 for 9.',
          'With two players, each also commands an ally with its own knights and a small castle; allies vote for nothing and score nothing.',
        ],
      },
      {
        heading: 'Playing here, at your own pace',
        paragraphs: [
          'Every move is one small decision: click a knight at your court and then its place, or choose from your list of moves; in an email, reply with the move written under its sentence.',
          'Votes and the first extension tile are sealed: until everyone has chosen, nobody sees your choice, or even whether you have made it. A sealed choice cannot be taken back, and no move can be undone.',
          'All players resolve their castles at the same time; the history lists them in turn order. When the game has nothing to ask (a single possible choice, or nothing you could do), it goes on by itself.',
          'If your time runs out and the match plays for late seats, you vote no without markers, pass wherever passing is allowed, leave the start-player marker where it is, and otherwise take the first, cheapest choice.',
        ],
      },
    ],
  },
  es: {
    title: 'Cómo se juega a Lancaster',
    intro:
      'Inglaterra, 1413. Cada uno dirige una familia noble al servicio de Enrique V. Durante cinco rondas enviáis a vuestros caballeros a los condados, a vuestro castillo y a la guerra en Francia, e intentáis ganaros al parlamento. Gana quien tenga más puntos de poder tras la ronda 5; los empatados comparten la victoria.',
    sections: [
      {
        heading: 'Lo que tienes',
        paragraphs: [
          'Siete caballeros de fuerza 1, 1, 1, 2, 2, 3 y 4. Empiezas con uno de fuerza 1 y otro de fuerza 2 en la corte, listos para colocarse; los otros cinco esperan en tus tropas de reserva. Solo salen de allí como caballeros nuevos de fuerza 1 o al fortalecer.',
          'Fortalecer cambia uno de tus caballeros por el de las tropas de reserva con exactamente un punto más de fuerza, en el mismo lugar. Uno de fuerza 4 no se puede fortalecer, y nunca te saltas un nivel: si tu siguiente caballero no está en la reserva, no hay fortalecimiento.',
          'Oro y escuderos, tras tu muralla: los demás nunca ven tus totales, solo cada ganancia y cada pago en el momento. Las fichas de voto, los puntos de poder, tus nobles y tu castillo son públicos. Con dos jugadores no hay nada oculto.',
          'Un castillo con tres casillas de caballero (2 escuderos, 1 moneda de oro, 2 fichas de voto), seis ampliaciones, de las que construyes una al empezar, y una mesa redonda para los nobles que consigas.',
        ],
      },
      {
        heading: 'Una ronda: distribución de tropas',
        paragraphs: [
          'Desde el jugador inicial, cada uno coloca por turno un caballero de su corte, hasta que todas las cortes queden vacías. Quien no tiene caballeros pasa.',
          'Un condado tiene una casilla de caballero y una fuerza mínima. Puedes añadir escuderos: cada uno suma 1 al total del caballero, pero no al mínimo. Un total mayor (estrictamente) desplaza al caballero que hay, que vuelve a su corte y pierde sus escuderos. Nunca desplazas a los tuyos.',
          'Una casilla del castillo paga su recompensa más tarde, al valorar el castillo. Un caballero en la casilla de una ampliación hace que esa ampliación actúe dos veces.',
          'Una batalla en Francia: ocupas la casilla libre más alta o te apilas en la tuya. Cada uno de los seis primeros caballeros enviados a batallas en una ronda toma una tablilla de favor del rey (oro, escuderos, fortalecer o un noble).',
        ],
      },
      {
        heading: 'El parlamento',
        paragraphs: [
          'Se votan tres propuestas, una tras otra. Todos eligen sí o no en secreto y pueden añadir fichas de voto; cada pergamino y cada ficha valen un voto, el empate aprueba y las fichas empleadas se gastan sea cual sea el resultado.',
          'Una propuesta aprobada sustituye a la más antigua de las tres leyes vigentes; una rechazada sale del juego. Tras la tercera votación, las fichas que sobran vuelven al consejo. Después se aplican las tres leyes vigentes, de la primera a la tercera; algunas preguntan a cada jugador, por orden de turno, cuánto cambia o qué caballero fortalece.',
        ],
      },
      {
        heading: 'El recuento',
        paragraphs: [
          'Condados, de Kent (A) a Surrey (I): quien lo ocupa se queda con su noble para la mesa redonda, o con su recompensa, o paga 3 monedas de oro por ambos, o con ninguno. Nunca tienes dos nobles del mismo condado. Quien ocupa Surrey elige además al próximo jugador inicial.',
          'Castillos: lo gratuito llega en el acto; después usas tus ampliaciones de pago en el orden que quieras. Cada noble de tu mesa redonda, y el señor de la fortaleza, dan una ficha de voto (no en la ronda 5).',
          'Batallas, primero la fila inferior: gana Inglaterra si sus caballeros alcanzan la fuerza de Francia, y los participantes puntúan por rango, de más a menos fuerza (en caso de empate, manda quien llegó después). Si Francia gana el primer intento, la carta baja con sus caballeros y paga menos; si vuelve a ganar, los caballeros quedan prisioneros: libéralos por 1 moneda de oro por punto de fuerza, o pasan a tus tropas de reserva.',
        ],
      },
      {
        heading: 'El final',
        paragraphs: [
          'Tras la ronda 5: 8 y 4 puntos de poder para la caballería más fuerte (corte y tablero, sin la reserva; desempatan los escuderos) y para quien tenga más ampliaciones (desempata el oro), y después puntos por tus nobles: 1 por 2 nobles, 3 por 3, hasta 36 por 9.',
          'Con dos jugadores, cada uno dirige además un aliado con sus propios caballeros y un pequeño castillo; los aliados no votan ni puntúan.',
        ],
      },
      {
        heading: 'Jugar aquí, a tu ritmo',
        paragraphs: [
          'Cada jugada es una pequeña decisión: pulsa un caballero de tu corte y después su destino, o elige en tu lista de jugadas; por correo, responde con la jugada escrita bajo su frase.',
          'Las votaciones y la primera ampliación son secretas: hasta que todos hayan elegido, nadie ve tu elección, ni siquiera si ya la has hecho. Una elección secreta no se puede retirar, y ninguna jugada se puede deshacer.',
          'Todos valoran su castillo a la vez; el historial los recoge por orden de turno. Cuando el juego no tiene nada que preguntar (una sola opción posible, o nada que puedas hacer), sigue solo.',
          'Si se te acaba el tiempo y la partida juega por los jugadores que se retrasan, votas no sin fichas, pasas donde se puede pasar, dejas la ficha de inicio donde está y, si no, tomas la primera opción, la más barata.',
        ],
      },
    ],
  },
};
