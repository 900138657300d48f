// How to play Carolus Magnus, in our own words from the rulings (shared/rulings/carolus-magnus.md),
// shown on /rules/carolus-magnus and linked from the start and match pages.
import type { Guide } from '../guide';

export const howTo: Guide = {
  en: {
    title: 'How to play Carolus Magnus',
    intro:
      'Charlemagne’s heirs compete to build castles in the territories the emperor visits. You win the five clans of paladins in your court, then use the colours you control to hold territories where the emperor stops. Place all your castles first, and you win.',
    sections: [
      {
        heading: 'What is on the table',
        paragraphs: [
          'Fifteen territories form a ring, numbered 0 to 14 clockwise, each starting with one paladin cube. The emperor stands on one of them. Paladins come in five colours: red, yellow, green, blue and pink; the cubes nobody holds wait in the centre supply.',
          'Each player has a reserve of paladins (7 cubes with 2 or 4 players, 9 with 3), a court, five discs numbered 1 to 5 and a supply of castles: 10 each with 2 players, 8 each with 3. With 4 players you play in teams of two, partners sitting opposite; each player keeps their own reserve, court and discs, but the team shares 10 castles. Castles are black, white and grey; at 4 players one team builds black and the other white.',
          'Everything is open: reserves, courts, discs, castles and the centre supply. The only secret is the seed of the dice, revealed when the match ends so anyone can check the rolls.',
        ],
      },
      {
        heading: 'A round: discs first',
        paragraphs: [
          'Each round starts with the opening: from the round’s start player clockwise, everyone plays one disc from their hand. Discs played in one round must differ; only a player whose remaining discs were all played already this round repeats one, and then the earlier disc counts as the lower. Each disc is used once every five rounds; after the fifth round everyone takes all five back.',
          'Your disc does two things: the lowest disc acts first in the round, and your disc is the most steps you may move the emperor. Whoever played the lowest disc starts the next round.',
        ],
      },
      {
        heading: 'Your turn: paladins, the emperor, the dice',
        paragraphs: [
          'In disc order, each player plays 3 paladins from their reserve (4 with 3 players), one at a time: each goes to your own court or onto any territory. A paladin never moves again. If your reserve is short, you play what you have.',
          'Court: whoever has strictly more paladins of a colour in court than every other player takes that colour’s clan marker and controls it. A tie leaves the marker where it is. With 4 players, partners compete for colours too.',
          'Then you move the emperor clockwise, at least 1 step and at most your disc; a merged territory is a single step. Where it stops, each side’s strength is the paladins of the colours it controls (a team: either partner’s colours) plus its castles there. With no castle, the strictly strongest side builds one, whoever moved the emperor. With castles, a stronger side replaces every one of them with its own. A tie changes nothing.',
          'When castles are placed next to a territory holding the same side’s castles, the territories merge into one, on both sides, as far as it goes. A merged territory never splits and is one step for the emperor.',
          'Last, you roll as many dice as paladins you played and take a paladin of each rolled colour from the centre into your reserve. A crown lets you choose the colour. If the centre has none of a colour, every player returns the same number of that colour from court (the smallest count any court holds); if some court has none, you choose another colour instead.',
        ],
      },
      {
        heading: 'How the game ends',
        paragraphs: [
          'The moment a side has placed all its castles, it wins, even in the middle of a turn.',
          'The game also ends as soon as fewer than 4 territories remain after a merge: the side with the most castles on the board wins; on a tie, the side controlling the most colours; still tied, the victory is shared.',
          'Empty reserves do not end the game: the emperor still moves and castles can still be built and taken. It is scored the same way only at the end of a round in which every reserve is empty and either no territory could change if the emperor stopped there, or three whole rounds have passed since every reserve emptied without a castle built, taken or merged.',
        ],
      },
      {
        heading: 'Playing here, one step at a time',
        paragraphs: [
          'Every decision is a small step: a disc, one paladin, the emperor’s move, or a colour for a crown. When it is your turn, the page says what you are asked and why, and the board shows what you can click: a colour of your reserve, then your court or a territory; your discs; the territory where the emperor should stop; a colour of the centre for a crown. The list of moves beside the board does the same in sentences, and you can reply to the turn email with a command such as “land red 7”, “court red”, “disc 3”, “emperor 2” or “take red”.',
          'You can take back a paladin you just placed while it is still your turn. Moving the emperor rolls the dice and ends your turn, so the page asks you to confirm it first; a disc cannot be taken back either once the next player is asked.',
          'If a match has a clock and your time runs out, a late turn is played for you with the plainest choices: the lowest disc you may play, paladins to your own court, colours in the order red, yellow, green, blue, pink, and the emperor moved one step.',
        ],
      },
    ],
  },
  es: {
    title: 'Cómo se juega a Carolus Magnus',
    intro:
      'Los herederos de Carlomagno compiten por construir castillos en los territorios que visita el Emperador. Ganas los cinco clanes de paladines en tu corte y usas los colores que controlas para hacerte con los territorios donde se detiene el Emperador. Quien coloca primero todos sus castillos, gana.',
    sections: [
      {
        heading: 'Qué hay en la mesa',
        paragraphs: [
          'Quince territorios forman un anillo, numerados del 0 al 14 en el sentido de las agujas del reloj, y cada uno empieza con un cubo de paladín. El Emperador está en uno de ellos. Los paladines son de cinco colores: rojo, amarillo, verde, azul y rosa; los cubos que nadie tiene esperan en la reserva central.',
          'Cada jugador tiene una reserva de paladines (7 cubos con 2 o 4 jugadores, 9 con 3), una corte, cinco discos numerados del 1 al 5 y sus castillos: 10 cada uno con 2 jugadores, 8 con 3. Con 4 jugadores se juega por parejas, sentadas frente a frente; cada jugador tiene su propia reserva, corte y discos, pero la pareja comparte 10 castillos. Los castillos son negros, blancos y grises; con 4 jugadores un equipo construye en negro y el otro en blanco.',
          'Todo está a la vista: reservas, cortes, discos, castillos y la reserva central. El único secreto es la semilla de los dados, que se revela al terminar la partida para que cualquiera pueda comprobar las tiradas.',
        ],
      },
      {
        heading: 'Una ronda: primero los discos',
        paragraphs: [
          'Cada ronda empieza con la fase de apertura: desde el jugador inicial de la ronda y en el sentido de las agujas del reloj, cada uno juega un disco de su mano. Los discos de una ronda deben ser distintos; solo quien ya no tiene ningún disco sin repetir juega uno igual, y entonces el disco jugado antes cuenta como el más bajo. Cada disco se usa una vez cada cinco rondas; tras la quinta ronda, todos recogen sus cinco discos.',
          'Tu disco sirve para dos cosas: el disco más bajo actúa primero en la ronda, y tu disco es el máximo de pasos que puedes mover al Emperador. Quien jugó el disco más bajo es el jugador inicial de la ronda siguiente.',
        ],
      },
      {
        heading: 'Tu turno: paladines, Emperador, dados',
        paragraphs: [
          'Por orden de discos, cada jugador juega 3 paladines de su reserva (4 con 3 jugadores), de uno en uno: cada uno va a tu corte o a cualquier territorio. Un paladín jugado ya no se mueve. Si tu reserva no llega, juegas los que tengas.',
          'Corte: quien tiene en su corte más paladines de un color que cualquier otro jugador toma el marcador de clan de ese color y lo controla. Con empate, el marcador se queda donde está. Con 4 jugadores, los compañeros también compiten por los colores.',
          'Después mueves al Emperador en el sentido de las agujas del reloj, al menos 1 paso y como mucho tu disco; un territorio fusionado cuenta como un solo paso. Donde se detiene, la fuerza de cada bando son los paladines de los colores que controla (una pareja: los de cualquiera de los dos) más sus castillos allí. Si no hay castillo, el bando estrictamente más fuerte construye uno, mueva quien mueva al Emperador. Si hay castillos, un bando más fuerte los sustituye todos por los suyos. Un empate no cambia nada.',
          'Cuando se colocan castillos junto a un territorio con castillos del mismo bando, los territorios se fusionan en uno, por ambos lados y tan lejos como llegue. Un territorio fusionado nunca se divide y es un solo paso para el Emperador.',
          'Por último, lanzas tantos dados como paladines jugaste y tomas del centro un paladín de cada color que salga para tu reserva. Una corona te deja elegir el color. Si en el centro no queda un color, cada jugador devuelve de su corte el mismo número de ese color (lo menos que tenga cualquier corte); si alguna corte no tiene ninguno, eliges otro color.',
        ],
      },
      {
        heading: 'Cómo termina la partida',
        paragraphs: [
          'En cuanto un bando ha colocado todos sus castillos, gana, aunque sea a mitad de un turno.',
          'La partida también termina en cuanto quedan menos de 4 territorios tras una fusión: gana el bando con más castillos en el tablero; con empate, el que controla más colores; si sigue el empate, la victoria es compartida.',
          'Que las reservas se vacíen no termina la partida: el Emperador sigue moviéndose y aún se pueden construir y tomar castillos. Se puntúa igual solo al final de una ronda en la que todas las reservas están vacías y, o bien ningún territorio podría cambiar si el Emperador se detuviera allí, o bien han pasado tres rondas completas desde que se vaciaron sin construir, tomar ni fusionar ningún castillo.',
        ],
      },
      {
        heading: 'Jugar aquí, paso a paso',
        paragraphs: [
          'Cada decisión es un paso pequeño: un disco, un paladín, el movimiento del Emperador o el color de una corona. Cuando te toca, la página dice qué se te pide y por qué, y el tablero muestra lo que puedes pulsar: un color de tu reserva y después tu corte o un territorio; tus discos; el territorio donde debe detenerse el Emperador; un color de la reserva central para una corona. La lista de jugadas junto al tablero hace lo mismo con frases, y puedes responder al correo de tu turno con una orden como «land red 7», «court red», «disc 3», «emperor 2» o «take red».',
          'Puedes deshacer un paladín recién colocado mientras siga siendo tu turno. Mover al Emperador lanza los dados y termina tu turno, así que la página te pide confirmarlo antes; un disco tampoco se puede deshacer cuando ya le toca al siguiente jugador.',
          'Si la partida tiene reloj y se te acaba el tiempo, tu turno se juega con las opciones más sencillas: el disco más bajo que puedas jugar, los paladines a tu propia corte, los colores en el orden rojo, amarillo, verde, azul, rosa, y el Emperador un paso.',
        ],
      },
    ],
  },
};
