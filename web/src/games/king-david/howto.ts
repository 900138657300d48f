// How to play The Campaigns of King David (/rules/king-david), in our own words from the rulings
// (shared/rulings/king-david.md), in English and Spanish.
import type { Guide } from '../guide';

export const howTo: Guide = {
  en: {
    title: 'How to play The Campaigns of King David',
    intro:
      'The Levant, around 1000 BC. Each of you rules one of the kingdoms around the young Israel — Philistia, Judah, Aram, Tyre or Moab — over the seven turns (five years each) of David’s reign. You march armies across a map of 79 areas, fight battles, besiege cities, court or invade the minor peoples, and play event markers at the right moment. Cities taken from others are victory points: reach your country’s threshold alone and you win at once, otherwise the best weighted total after turn 7 wins.',
    sections: [
      {
        heading: 'Countries, map and pieces',
        paragraphs: [
          'With 5 players all five kingdoms play; with 4 Moab is a minor country, with 3 Tyre and Moab are, with 2 only Philistia and Judah are played. Ammon, the Bedouins, Edom, Egypt, Hamath and the Negev are always minors; Jerusalem is a neutral city-state and the Israelite and Canaanite lands are neutral areas with no forces. Countries are chosen by a roll, highest first.',
          'Each area is clear or hills and may hold a city with a fortification level from 1 to 4; some cities are ports. The Jordan can be crossed only at its fords, and the Dead Sea and the Sea of Galilee separate their shores. Each area produces food and resources for whoever controls it.',
          'Armies are chariots, phalanxes, infantry and militia. Each shows its attack strength; most have two steps (a full and a reduced side). Leaders (David, Joab, Hadadezer and others) have a rating: they add nothing in battle but double the movement of their armies and raise the stacking limit. At most 4 friendly armies may share an area, plus the rating of the best friendly leader there.',
          'Everyone sees control, city levels, stocks, victory points, alliances, the face-up phase chits and how many pieces of each country stand in each area. What a stack is made of is seen only by its controller and his formal allies, except in a battle, where both sides are shown. Your event markers and the counters waiting in your pool are yours alone.',
        ],
      },
      {
        heading: 'A turn',
        paragraphs: [
          'Diplomacy: players propose, accept, change or break formal alliances in pairs, give each other food and resources, and open or close their ports to an ally. A pair never allies twice. Ransoms of captured leaders are collected first.',
          'Initiative: everyone rolls (Judah with a larger die); the highest picks a place in the order, then the next. That order fixes the order of the action slots, the event draws and the builds.',
          'The phase track: twelve phase chits are drawn from a cup into the twelve spaces, the first six face up and the last six face down, so you know the first half of the turn but not the rest. The phases then run in track order: Action, Event, Harvest, Resource and Build (and End-Game in a shorter game).',
          'In an Action phase each player (or a pair of allies acting jointly, in the host’s place) takes one slot in initiative order: first a Movement section, then every battle, then any sieges. In an Event phase everyone draws a marker. Harvest and Resource phases add the food or the resources of the areas each country controls to its stock.',
        ],
      },
      {
        heading: 'Moving',
        paragraphs: [
          'Militia, phalanxes and infantry have 1 movement point, chariots 2 and leaders 3. Each area entered costs 1 point; chariots pay 2 for hills and 1 more across a river or a ford of the Jordan. Armies moving with one of their leaders double their points, and so does he; a leader on his own has 3 in all.',
          'A move order takes a group from one area, goes area by area, and may drop members off on the way. Entering an area with enemy armies ends the move. Between two ports you control (or an ally lets you use) a group may sail once per section at no cost. A piece that has moved may not move again in the same section.',
          'Moving into a minor country that nobody holds is an invasion: the other players bid and roll to decide who runs its defence, and that player sets its armies up in the minor before you enter.',
        ],
      },
      {
        heading: 'Battles and sieges',
        paragraphs: [
          'Wherever the phasing side’s armies share an area with enemy armies a battle must be fought, at a cost of 1 resource. In each round every army rolls its die (ten-sided for phalanxes and for chariots in the clear, eight-sided for infantry and chariots in hills, six-sided for militia); a side’s total is its dice plus the strengths of its armies plus the hits it carried over.',
          'Each side then turns the enemy total into lost steps: each step absorbs as many hits as its die has sides. You must use as many hits as possible, and every army loses one step before any army loses a second. The hits left over are carried to the next round. Then the attacker may retreat or go on, and after him the defender.',
          'A leader whose armies are all destroyed rolls for his fate: usually he escapes to the nearest friendly stack, but he may be captured or killed. A captured leader is ransomed at the next Diplomacy step for 5 resources per rating point, taken automatically when his country can pay.',
          'A siege costs 1 resource and lasts at most two rounds: each besieging army rolls a six-sided die, the city rolls a ten-sided die per fortification level. When the city falls to level 0 while besiegers remain, it is taken and drops to level 1 for its new owner.',
        ],
      },
      {
        heading: 'Event markers',
        paragraphs: [
          'Markers are drawn in Event phases and each can be played only at its moment: Surprise or Ambush at the start of a battle, Act of God after a roll, Siege Works during a siege, raids during your own movement, God’s Intervention against any marker just played, and so on. Played markers leave the game.',
          'When such a moment comes, the server asks in turn each player who holds a marker that could be played there; each plays one or passes. You are only asked when you have something to play, and you may choose to pass always at that kind of moment. Others never learn who is being asked.',
        ],
      },
      {
        heading: 'Food, resources and building',
        paragraphs: [
          'Stocks have no limit. In any payment, 3 resources count as 1 food and 3 food as 1 resource, or 2 for 1 while your country holds a port city.',
          'In a Build phase, in initiative order, each player pays the upkeep of his armies on the map in food and resources (losing steps if he cannot), restores reduced armies, buys new ones (the counter is drawn from his pool and placed in or beside a home city he holds), raises city walls by a level for 10 resources, and rebuilds the minor countries he holds.',
        ],
      },
      {
        heading: 'Minor countries and alliances',
        paragraphs: [
          'The Alliance marker lets a player try to win a free minor country to his side with a roll, helped by bribes and by his armies next to it and hindered by the other players’ bids. A minor ally’s armies move and fight in his slots, but its cities never count as his victory points.',
          'Formal allies share areas under one stacking limit, fight and besiege together and see each other’s stacks. Allies acting jointly share one action slot, in the place of the host they named; an alliance can be broken at any time, effective at the end of the phase.',
        ],
      },
      {
        heading: 'How to win',
        paragraphs: [
          'Victory points are the foreign cities your country controls, less your own home cities held by others. At the end of an Action phase, a country that alone has reached its threshold wins at once: Aram 8, Judah 10, Moab 6, Philistia 9, Tyre 7 (not with 2 players).',
          'Otherwise, after turn 7 the points are weighed: Aram ×2, Judah ×1, Moab ×2.5, Philistia ×1.5, Tyre ×2, and the highest total wins; tied players share the victory. In a shorter game End-Game chits enter the cup from turn 3 or later, and the game ends when one comes up.',
        ],
      },
      {
        heading: 'Playing here, by turns',
        paragraphs: [
          'The server makes every roll and every draw and writes them in the log; nobody can look at the face-down chits or the cup. Decisions the table makes at once — sealed bids, hit allocations of both sides — are sent in secret and revealed together.',
          'On the match page the board is the list of your moves: tap an area with your armies to form a group, then tap the highlighted areas of its path (each shows what entering it costs in movement points), drop members off on the way, and stop. Choices the map cannot show — the ways to take hits, passing a marker moment, bids — are buttons in your list of moves, next to the map, and playable markers light up in your hand. Steps that roll dice or draw ask you to confirm. The map pans and zooms with the buttons, a drag, the wheel or two fingers; when your turn comes it shows your choices, and on a phone it zooms in until each is big enough for a finger and the names of the areas fit.',
          'If your clock runs out, the server plays the safe default for you: pass, stop moving, take hits on the cheapest armies, build nothing, bid nothing.',
        ],
      },
    ],
  },
  es: {
    title: 'Cómo se juega a Las campañas del rey David',
    intro:
      'El Levante, hacia el año 1000 a. C. Cada uno gobierna uno de los reinos que rodean al joven Israel —Filistea, Judea, Aramea, Tiro o Moab— durante los siete turnos (de cinco años cada uno) del reinado de David. Marcháis con vuestros ejércitos por un mapa de 79 áreas, libráis batallas, asediáis ciudades, atraéis o invadís a los pueblos menores y jugáis marcadores de evento en el momento justo. Las ciudades tomadas a otros son puntos de victoria: si alcanzas tú solo el umbral de tu país ganas en el acto; si no, gana el mejor total ponderado tras el turno 7.',
    sections: [
      {
        heading: 'Países, mapa y piezas',
        paragraphs: [
          'Con 5 jugadores juegan los cinco reinos; con 4 Moab es un país menor, con 3 lo son Tiro y Moab, y con 2 solo se juega con Filistea y Judea. Ammón, los beduinos, Edom, Egipto, Hamath y el Negev son siempre países menores; Jerusalén es una ciudad-estado neutral y las tierras israelitas y cananeas son áreas neutrales sin fuerzas. Los países se eligen por tirada, de mayor a menor.',
          'Cada área es llana o de colinas y puede tener una ciudad con un nivel de fortificación de 1 a 4; algunas ciudades son puertos. El Jordán solo se cruza por sus vados, y el mar Muerto y el mar de Galilea separan sus orillas. Cada área produce comida y recursos para quien la controla.',
          'Los ejércitos son carros, falanges, infantería y milicia. Cada uno muestra su fuerza de ataque; casi todos tienen dos pasos (una cara completa y otra reducida). Los líderes (David, Joab, Hadadezer y otros) tienen un valor: no suman en batalla, pero duplican el movimiento de sus ejércitos y elevan el límite de apilamiento. En un área caben como mucho 4 ejércitos amigos, más el valor del mejor líder amigo que esté allí.',
          'Todos ven el control, los niveles de las ciudades, las reservas, los puntos de victoria, las alianzas, las fichas de fase boca arriba y cuántas piezas de cada país hay en cada área. De qué se compone una pila solo lo ven quien la controla y sus aliados formales, salvo en una batalla, donde se muestran los dos bandos. Tus marcadores de evento y las fichas que esperan en tu reserva son solo tuyos.',
        ],
      },
      {
        heading: 'Un turno',
        paragraphs: [
          'Diplomacia: los jugadores proponen, aceptan, cambian o rompen alianzas formales por parejas, se ceden comida y recursos y abren o cierran sus puertos a un aliado. Una pareja nunca se alía dos veces. Antes se cobran los rescates de los líderes capturados.',
          'Iniciativa: todos tiran un dado (Judea, uno mayor); el más alto elige su puesto en el orden, luego el siguiente. Ese orden fija el de los turnos de acción, los robos de eventos y la construcción.',
          'El marcador de fases: se sacan de una taza doce fichas de fase a las doce casillas, las seis primeras boca arriba y las seis últimas boca abajo, así que conoces la primera mitad del turno pero no el resto. Las fases se juegan en ese orden: Acción, Eventos, Cosecha, Recursos y Construcción (y Fin de juego en una partida corta).',
          'En una Fase de Acción cada jugador (o una pareja de aliados que actúa junta, en el puesto del anfitrión) juega su turno en orden de iniciativa: primero una sección de movimiento, luego todas las batallas y después los asedios. En una Fase de Eventos todos roban un marcador. Las fases de Cosecha y de Recursos suman a la reserva de cada país la comida o los recursos de las áreas que controla.',
        ],
      },
      {
        heading: 'El movimiento',
        paragraphs: [
          'La milicia, las falanges y la infantería tienen 1 punto de movimiento, los carros 2 y los líderes 3. Cada área en la que se entra cuesta 1 punto; los carros pagan 2 por las colinas y 1 más al cruzar un río o un vado del Jordán. Los ejércitos que mueven con uno de sus líderes duplican sus puntos, y él también; un líder solo tiene 3 en total.',
          'Una orden de movimiento saca un grupo de un área, avanza área por área y puede ir dejando miembros por el camino. Entrar en un área con ejércitos enemigos termina el movimiento. Entre dos puertos que controlas (o que un aliado te deja usar) un grupo puede navegar una vez por sección sin coste. Una pieza que ya ha movido no puede volver a mover en la misma sección.',
          'Entrar en un país menor que nadie tiene es una invasión: los demás jugadores pujan y tiran para decidir quién dirige su defensa, y ese jugador despliega sus ejércitos en el país antes de que entres.',
        ],
      },
      {
        heading: 'Batallas y asedios',
        paragraphs: [
          'Donde los ejércitos del bando que juega compartan área con ejércitos enemigos hay que librar batalla, a un coste de 1 recurso. En cada ronda cada ejército tira su dado (de diez caras las falanges y los carros en llano, de ocho la infantería y los carros en colinas, de seis la milicia); el total de un bando es la suma de sus dados, de las fuerzas de sus ejércitos y de los impactos que arrastraba.',
          'Cada bando convierte el total enemigo en pasos perdidos: cada paso absorbe tantos impactos como caras tiene su dado. Hay que aprovechar todos los impactos posibles, y cada ejército pierde un paso antes de que otro pierda el segundo. Los impactos sobrantes pasan a la ronda siguiente. Después el atacante decide si se retira o sigue, y tras él el defensor.',
          'Un líder cuyos ejércitos son destruidos tira por su destino: casi siempre escapa a la pila amiga más cercana, pero puede ser capturado o morir. Un líder capturado se rescata en el siguiente paso de diplomacia por 5 recursos por punto de valor, que se cobran solos cuando su país puede pagarlos.',
          'Un asedio cuesta 1 recurso y dura como mucho dos rondas: cada ejército sitiador tira un dado de seis caras y la ciudad uno de diez por nivel de fortificación. Si la ciudad cae a nivel 0 y quedan sitiadores, se toma y queda a nivel 1 para su nuevo dueño.',
        ],
      },
      {
        heading: 'Marcadores de evento',
        paragraphs: [
          'Los marcadores se roban en las fases de Eventos y cada uno solo se juega en su momento: Sorpresa o Emboscada al empezar una batalla, Acto de Dios tras una tirada, Elementos de sitio durante un asedio, las incursiones durante tu propio movimiento, Intervención de Dios contra el marcador que se acaba de jugar, etc. Los marcadores jugados salen de la partida.',
          'Cuando llega uno de esos momentos, el servidor pregunta por turno a cada jugador que tiene un marcador jugable allí; cada uno juega uno o pasa. Solo se te pregunta cuando tienes algo que jugar, y puedes elegir pasar siempre en ese tipo de momento. Los demás nunca saben a quién se está esperando.',
        ],
      },
      {
        heading: 'Comida, recursos y construcción',
        paragraphs: [
          'Las reservas no tienen límite. En cualquier pago, 3 recursos valen 1 de comida y 3 de comida valen 1 recurso, o 2 por 1 mientras tu país tenga una ciudad portuaria.',
          'En una Fase de Construcción, en orden de iniciativa, cada jugador paga en comida y recursos el mantenimiento de sus ejércitos en el mapa (perdiendo pasos si no puede), restaura ejércitos reducidos, compra ejércitos nuevos (la ficha se saca de su reserva y se coloca en una ciudad propia que controle o junto a ella), sube un nivel las murallas de una ciudad por 10 recursos y reconstruye los países menores que tiene.',
        ],
      },
      {
        heading: 'Países menores y alianzas',
        paragraphs: [
          'El marcador Alianza permite intentar ganarse un país menor libre con una tirada, ayudada por sobornos y por los ejércitos propios junto a él y frenada por las pujas de los demás jugadores. Los ejércitos de un aliado menor mueven y combaten en los turnos del jugador, pero sus ciudades nunca le dan puntos de victoria.',
          'Los aliados formales comparten áreas con un solo límite de apilamiento, combaten y asedian juntos y ven las pilas del otro. Los aliados que actúan juntos comparten un turno de acción, en el puesto del anfitrión que eligieron; una alianza se puede romper en cualquier momento, con efecto al final de la fase.',
        ],
      },
      {
        heading: 'Cómo se gana',
        paragraphs: [
          'Los puntos de victoria son las ciudades extranjeras que controla tu país, menos tus ciudades propias en manos de otros. Al final de una Fase de Acción, el país que ha alcanzado él solo su umbral gana en el acto: Aramea 8, Judea 10, Moab 6, Filistea 9, Tiro 7 (no con 2 jugadores).',
          'Si no, tras el turno 7 los puntos se ponderan: Aramea ×2, Judea ×1, Moab ×2,5, Filistea ×1,5, Tiro ×2, y gana el total más alto; los empatados comparten la victoria. En una partida corta las fichas de Fin de juego entran en la taza desde el turno 3 o más tarde, y la partida acaba cuando sale una.',
        ],
      },
      {
        heading: 'Jugar aquí, por turnos',
        paragraphs: [
          'El servidor hace todas las tiradas y todos los robos y los anota en el registro; nadie puede ver las fichas boca abajo ni la taza. Las decisiones que en la mesa se toman a la vez —pujas secretas, asignación de impactos de los dos bandos— se envían en secreto y se revelan juntas.',
          'En la página de la partida el tablero es tu lista de movimientos: toca un área con tus ejércitos para formar un grupo, después las áreas resaltadas de su camino (cada una muestra lo que cuesta entrar en puntos de movimiento), deja miembros por el camino y detente. Las decisiones que el mapa no puede mostrar —las formas de asignar impactos, pasar en un momento de marcadores, las pujas— son botones de tu lista de jugadas, junto al mapa, y los marcadores jugables se iluminan en tu mano. Los pasos que tiran dados o roban piden confirmación. El mapa se desplaza y se amplía con los botones, arrastrando, con la rueda o con dos dedos; cuando llega tu turno muestra tus opciones y, en un móvil, se amplía hasta que cada una es del tamaño de un dedo y caben los nombres de las áreas.',
          'Si se te acaba el reloj, el servidor juega por ti la opción prudente: pasar, dejar de mover, asignar los impactos a los ejércitos más baratos, no construir, no pujar.',
        ],
      },
    ],
  },
};
