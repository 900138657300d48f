// How to play El Señor de la Guerra (/rules/senor-de-la-guerra), in our own words from the rulings
// (shared/rulings/senor-de-la-guerra.md), in English and Spanish (with the board's own terms).
import type { Guide } from '../guide';

export const howTo: Guide = {
  en: {
    title: 'How to play El Señor de la Guerra',
    intro:
      'A survival game for two. The Norman holds a stone tower with Chrysagon’s small garrison until Draco’s relief column arrives; the Frisian throws a far larger host, peasant levies included, at the walls and must break the defence first, or find the Frisian Prince the Normans keep hidden. A game lasts about six turns.',
    sections: [
      {
        heading: 'The board and the pieces',
        paragraphs: [
          'Six zones with no distances between them: a piece may go from any zone to any other. The Frisian Rearguard, where the Frisians gather and no Norman may ever go; the East and West Plains, open ground; the Bridge; and the tower, its Entrance and its Battlements. The Bridge, the Entrance and the Battlements are good ground to defend: there the Normans shrug off one Frisian hit every round.',
          'Outside the Rearguard a zone holds at most 10 pieces of each side; the priest and the guards do not count. The Frisians may enter the Entrance only once they have built the Battering Ram, and the Battlements only once they have built the Ladders.',
          'The Normans: Chrysagon, Bors, three knights, spearmen, swordsmen and archers (a die roll at the start decides how many of each), a guard standing in each zone from the Plains to the Battlements, and a priest. The Frisians: their King, six captains, twenty peasants and two rolls’ worth of spearmen, swordsmen and archers.',
          'Three face-down tiles: one is the Frisian Prince, the other two are decoys. The Norman knows which is which; the Frisian sees only where the tiles lie.',
          'Each side has Courage and Tactics. Courage buys a better roll or a cancelled hit in combat, and the Norman’s guard back; Tactics moves pieces just before a combat, and pays for the Frisian siege structures. At the start each side chooses, in secret, 6 Courage and 4 Tactics or 4 Courage and 6 Tactics; the Normans add 3 Courage, the Frisians 3 Tactics. The only income in the game: the Normans gain 1 Courage for each combat they fight without losing a single piece.',
        ],
      },
      {
        heading: 'Setting up',
        paragraphs: [
          'The server rolls the armies for both sides, for everyone to see. Both players then choose their starting sets, the Norman first; his choice stays hidden until the Frisian has chosen too.',
          'All the Frisians start in the Rearguard. The Norman splits his twenty warriors: ten go to the Entrance, the other ten hold the Battlements; which ten is his choice. The priest joins either zone.',
        ],
      },
      {
        heading: 'A turn',
        paragraphs: [
          'Siege: the Frisian may build one structure he has not built yet, paying Tactics and giving up two peasants of his choice: the Leather Shields (1 Tactics; +1 to Frisian dice on both Plains), the Battering Ram (2) or the Ladders (3). Structures last for the rest of the game, but in a turn with a new structure no Frisian piece may change zone at all.',
          'Guard: the Norman may pay 1 Courage to bring one dead guard back to its own zone, if the Frisians do not control it.',
          'Norman movement: the Norman moves any of his pieces (not the guards) to any zone he may enter, then lays the tiles still in play face down, each in a different zone that is neither the Rearguard nor controlled by the Frisians (a decoy that no longer fits is discarded, and the Frisian is told how many). The priest must always end beside at least one Norman warrior.',
          'Frisian movement: the Frisian moves any of his pieces, unless he built a structure this turn. Every zone where both sides now stand has a combat.',
          'Combats, one zone at a time, in the order the Norman chooses. Before each, three windows of Tactics open (Norman, Frisian, Norman): each point moves one piece out of a zone still to fight into any zone not yet fought over, and the Norman may also spend a point to move a tile. A piece moved this way may not move by Tactics again this turn.',
          'After the combats, every zone where Frisians stand with no Norman left becomes theirs. Then the server rolls for Draco: on 1 or 2 he stays, on 3 to 8 he moves one step, on 9 or 10 two steps.',
        ],
      },
      {
        heading: 'Combat',
        paragraphs: [
          'A combat has up to four rounds: archers, then spearmen, then the swordsman class (swordsmen, knights, captains, Bors, Chrysagon and the King), then peasants and guards. Each piece of the round rolls its dice at once with the enemy’s; a die that reaches the number the piece needs scores a hit. The Frisian King adds 1 to every Frisian die in his zone; the Leather Shields add 1 on the Plains.',
          'After the rolls, each side may spend 1 Courage for +1 on all its dice this round, and 1 Courage to cancel one enemy hit. The defences of the Bridge and the tower, the priest and Chrysagon each cancel one Frisian hit too.',
          'Each side then chooses which of its own pieces in the zone take the hits, of any kind. A knight or a captain takes two hits before he falls. Chrysagon and the King can be chosen only when nothing else of their side is left to fall. The Norman chooses first, but the Frisian does not see his choice until both are in; then the casualties leave the board together.',
          'When one side has nothing left in the zone, the combat ends. A zone where Frisians stand and no Norman combatant does becomes Frisian for good, and a tile lying there is turned over: a decoy leaves the game; the Prince wins it for the Frisians.',
        ],
      },
      {
        heading: 'How to win',
        paragraphs: [
          'The Frisians win when they find the Prince, when they control four of the five zones outside the Rearguard, when Chrysagon dies, or when eleven Norman warriors have died (guards do not count).',
          'The Normans win when Draco reaches the end of his track, when they hold 15 Courage at once, when the Frisian King dies, or when twenty-two Frisians other than peasants have died.',
          'Victory is checked after each round’s casualties, after each combat, after the Frisians take empty zones and after Draco’s roll. If both sides win at the same check, the Normans win: it is a game of survival.',
        ],
      },
      {
        heading: 'Playing by mail',
        paragraphs: [
          'The server rolls every die from a seed whose fingerprint is published when the match is created and which is revealed at the end, so anyone can check the rolls. Every roll is in the history.',
          'One player is asked at a time, for one decision at a time: a group of pieces, then where it goes and how many; a zone to fight in; a point of Courage; a casualty. Questions whose answer could not change anything are skipped. Paired choices (the starting sets, the casualties of a round) are sealed: the Norman answers first and nobody sees his answer until the Frisian has answered too.',
          'Only the Norman, and everyone once the game is over, sees where the Prince lies. The Frisian and spectators see only which zones hold a face-down tile and how many tiles are still in play; a tile carries nothing from one turn to the next, so nothing can be followed from turn to turn.',
          'On the board, click a group of pieces, then the zone it goes to, then how many; click your Courage to spend a point; click the zone of the next combat or a tile and its new zone. Click Done to end a movement or a window of Tactics. Moves that roll dice or show the other side something cannot be taken back, and ask you to confirm first.',
          'If your time runs out: you take 6 Courage and 4 Tactics; your warriors go to the Entrance in their order, the priest with them; you build nothing, recover no guard, spend no Courage or Tactics and move nothing (except a priest who must move); the tiles stay where they may, and the others fill the free zones in map order, the Prince first; the next combat, or the priest’s new zone, is the first in map order (East Plain, West Plain, Bridge, Entrance, Battlements); and the hits fall on peasants and guards first, then archers, spearmen, swordsmen, knights and captains, Bors, and Chrysagon or the King last.',
        ],
      },
    ],
  },
  es: {
    title: 'Cómo se juega a El Señor de la Guerra',
    intro:
      'Un juego de supervivencia para dos. El normando defiende una torre de piedra con la pequeña guarnición de Chrysagon hasta que llegue la columna de socorro de Draco; el frisón lanza contra los muros una hueste mucho mayor, con levas de campesinos, y debe romper la defensa antes, o encontrar al Príncipe frisón que los normandos tienen escondido. Una partida dura unos seis turnos.',
    sections: [
      {
        heading: 'El tablero y las piezas',
        paragraphs: [
          'Seis zonas sin distancias entre ellas: una pieza puede ir de cualquier zona a cualquier otra. La Retaguardia frisona, donde se reúnen los frisones y adonde ningún normando puede ir nunca; las Llanuras Este y Oeste, terreno abierto; el Puente; y la torre, con su Entrada y sus Almenas. El Puente, la Entrada y las Almenas son buen terreno para defender: allí los normandos anulan un impacto frisón en cada ronda.',
          'Fuera de la Retaguardia, en una zona caben como mucho 10 piezas de cada bando; el sacerdote y los guardias no cuentan. Los frisones solo pueden entrar en la Entrada cuando han construido el Ariete, y en las Almenas cuando han construido las Escalas.',
          'Los normandos: Chrysagon, Bors, tres caballeros, lanceros, espadachines y arqueros (una tirada al empezar decide cuántos de cada), un guardia en cada zona desde las Llanuras hasta las Almenas, y un sacerdote. Los frisones: su rey, seis capitanes, veinte campesinos y lanceros, espadachines y arqueros de dos tiradas.',
          'Tres fichas boca abajo: una es el Príncipe frisón y las otras dos son señuelos. El normando sabe cuál es cuál; el frisón solo ve dónde están las fichas.',
          'Cada bando tiene Valor y Táctica. El Valor compra una tirada mejor o un impacto anulado en combate, y la vuelta de un guardia normando; la Táctica mueve piezas justo antes de un combate y paga las máquinas de asedio frisonas. Al empezar, cada bando elige en secreto 6 de Valor y 4 de Táctica o 4 de Valor y 6 de Táctica; los normandos suman 3 de Valor y los frisones 3 de Táctica. El único ingreso de la partida: los normandos ganan 1 de Valor por cada combate que libran sin perder ni una pieza.',
        ],
      },
      {
        heading: 'La preparación',
        paragraphs: [
          'El servidor tira los ejércitos de ambos bandos, a la vista de todos. Después los dos jugadores eligen sus recursos iniciales, primero el normando; su elección queda oculta hasta que el frisón ha elegido también.',
          'Todos los frisones empiezan en la Retaguardia. El normando reparte sus veinte guerreros: diez van a la Entrada y los otros diez defienden las Almenas; qué diez, lo decide él. El sacerdote se une a cualquiera de las dos zonas.',
        ],
      },
      {
        heading: 'Un turno',
        paragraphs: [
          'Asedio: el frisón puede construir una máquina que aún no tenga, pagando Táctica y entregando dos campesinos que él elige: los Escudos de cuero (1 de Táctica; +1 a los dados frisones en las dos Llanuras), el Ariete (2) o las Escalas (3). Las máquinas duran toda la partida, pero en un turno con máquina nueva ninguna pieza frisona puede cambiar de zona.',
          'Guardia: el normando puede pagar 1 de Valor para devolver un guardia muerto a su propia zona, si los frisones no la controlan.',
          'Movimiento normando: el normando mueve las piezas que quiera (no los guardias) a cualquier zona donde pueda entrar, y luego coloca boca abajo las fichas que siguen en juego, cada una en una zona distinta que no sea la Retaguardia ni esté controlada por los frisones (un señuelo que ya no cabe se descarta, y al frisón se le dice cuántos). El sacerdote siempre debe acabar junto a al menos un guerrero normando.',
          'Movimiento frisón: el frisón mueve las piezas que quiera, salvo si ha construido una máquina este turno. Cada zona donde ahora hay piezas de los dos bandos tiene un combate.',
          'Combates, de zona en zona, en el orden que elige el normando. Antes de cada uno se abren tres ventanas de Táctica (normando, frisón, normando): cada punto mueve una pieza de una zona aún por combatir a cualquier zona donde aún no se haya combatido, y el normando también puede gastar un punto en mover una ficha. Una pieza movida así no puede volver a moverse con Táctica este turno.',
          'Tras los combates, toda zona donde quedan frisones y ningún normando pasa a ser suya. Luego el servidor tira por Draco: con 1 o 2 no avanza, de 3 a 8 avanza un paso y con 9 o 10 avanza dos.',
        ],
      },
      {
        heading: 'El combate',
        paragraphs: [
          'Un combate tiene hasta cuatro rondas: arqueros, luego lanceros, luego la clase espadachín (espadachines, caballeros, capitanes, Bors, Chrysagon y el rey), y por último campesinos y guardias. Cada pieza de la ronda tira sus dados a la vez que las enemigas; un dado que llega al número que necesita la pieza es un impacto. El rey frisón suma 1 a cada dado frisón de su zona; los Escudos de cuero suman 1 en las Llanuras.',
          'Tras las tiradas, cada bando puede gastar 1 de Valor para sumar 1 a todos sus dados de la ronda, y 1 de Valor para anular un impacto enemigo. Las defensas del Puente y de la torre, el sacerdote y Chrysagon anulan también un impacto frisón cada uno.',
          'Después cada bando elige cuáles de sus piezas de la zona reciben los impactos, de cualquier tipo. Un caballero o un capitán aguanta dos impactos antes de caer. Chrysagon y el rey solo pueden elegirse cuando no queda nada más de su bando que pueda caer. El normando elige primero, pero el frisón no ve su elección hasta que ambos han respondido; entonces las bajas dejan el tablero a la vez.',
          'Cuando a un bando no le queda nada en la zona, el combate acaba. Una zona donde hay frisones y ningún combatiente normando pasa a ser frisona para siempre, y la ficha que haya allí se da la vuelta: un señuelo sale de la partida; el Príncipe da la victoria a los frisones.',
        ],
      },
      {
        heading: 'Cómo se gana',
        paragraphs: [
          'Los frisones ganan si encuentran al Príncipe, si controlan cuatro de las cinco zonas fuera de la Retaguardia, si muere Chrysagon o si han muerto once guerreros normandos (los guardias no cuentan).',
          'Los normandos ganan si Draco llega al final de su camino, si reúnen 15 de Valor a la vez, si muere el rey frisón o si han muerto veintidós frisones que no sean campesinos.',
          'La victoria se comprueba tras las bajas de cada ronda, tras cada combate, tras la ocupación de las zonas vacías por los frisones y tras la tirada de Draco. Si los dos bandos ganan en la misma comprobación, ganan los normandos: es un juego de supervivencia.',
        ],
      },
      {
        heading: 'Jugar por correo',
        paragraphs: [
          'El servidor tira todos los dados a partir de una semilla cuya huella se publica al crear la partida y que se revela al final, de modo que cualquiera puede comprobar las tiradas. Todas las tiradas están en el historial.',
          'Se pregunta a un jugador cada vez, y una sola decisión cada vez: un grupo de piezas, luego adónde va y cuántas; una zona donde combatir; un punto de Valor; una baja. Las preguntas cuya respuesta no podría cambiar nada se saltan. Las elecciones en pareja (los recursos iniciales, las bajas de una ronda) van selladas: el normando responde primero y nadie ve su respuesta hasta que el frisón ha respondido también.',
          'Solo el normando, y todos cuando la partida acaba, ve dónde está el Príncipe. El frisón y los espectadores solo ven qué zonas tienen una ficha boca abajo y cuántas fichas siguen en juego; una ficha no conserva nada de un turno al siguiente, así que no se puede seguir de turno en turno.',
          'En el tablero, pulsa un grupo de piezas, luego la zona adonde va y luego cuántas; pulsa tu Valor para gastar un punto; pulsa la zona del siguiente combate, o una ficha y su nueva zona. Pulsa Hecho para terminar un movimiento o una ventana de Táctica. Las jugadas que tiran dados o enseñan algo al otro bando no se pueden deshacer, y te piden confirmación antes.',
          'Si se te acaba el tiempo: tomas 6 de Valor y 4 de Táctica; tus guerreros van a la Entrada por su orden, y el sacerdote con ellos; no construyes nada, no recuperas ningún guardia, no gastas Valor ni Táctica y no mueves nada (salvo un sacerdote que deba moverse); las fichas se quedan donde puedan, y las demás ocupan las zonas libres en el orden del mapa, el Príncipe primero; el siguiente combate, o la nueva zona del sacerdote, es la primera en el orden del mapa (Llanura Este, Llanura Oeste, Puente, Entrada, Almenas); y los impactos caen primero en campesinos y guardias, luego en arqueros, lanceros, espadachines, caballeros y capitanes, Bors, y por último Chrysagon o el rey.',
        ],
      },
    ],
  },
};
