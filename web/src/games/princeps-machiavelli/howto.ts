// How to play Princeps Machiavelli (/rules/princeps-machiavelli), in our own words from the rulings
// (shared/rulings/princeps-machiavelli.md), in English and Spanish (with the rulebook's terms).
import type { Guide } from '../guide';

export const howTo: Guide = {
  en: {
    title: 'How to play Princeps Machiavelli',
    intro:
      'Renaissance Italy, for 2 to 5 players. Each of you is a Prince with a row of territories in front of you. You hide cards on your territories, trade, bluff, attack and stir up revolts and conspiracies. After the last round, victory points go to the most territories and to the most stable Gold, Trade and Agriculture territories; the most points wins.',
    sections: [
      {
        heading: 'What you have',
        paragraphs: [
          'A Prince card (Noble, Popular, Hereditary or Ecclesiastical; everyone knows which one you are), three starting territories in your row and a few armies in hand. Your hand is secret; everybody sees how many cards you hold.',
          'Territories show shields: two territories border each other when they share a shield. A shield with a ship is a sea border, and an attack across the sea only is one army weaker.',
          'Command cards act: Captains lead attacks, Counsellors lead uprisings and domestic actions, your Prince can do both. Army cards (Mercenary and Citizen) fight. Revolts, Conspiracies, Spies, Legal Reforms, Colonists, Fortifications, Exemplary Punishments and Machiavelli are the political cards.',
        ],
      },
      {
        heading: 'A round',
        paragraphs: [
          'Draw: you may discard cards (never your Prince), must discard down to your draw target, then draw up to it: your territories plus 4, at most 12. All players choose their discards at the same time; they are carried out in turn order. You can set "no voluntary discards" once and the draw then happens for you whenever nothing is mandatory.',
          'Negotiation: everybody at once. Send a trade offer to one player (cards you give, card kinds or a named territory you want); the other accepts by picking matching cards, or declines; you may withdraw an offer. When you have finished, say you are done; a new offer to you clears it. The phase ends when everybody is done at the same time. Everybody learns that two players exchanged so many cards, never which.',
          'Preparation, one player at a time: take cards back from your territories, lay new territories from your hand at the end of your row, and place cards face down on your own territories. When you end your preparation, every territory with two or more armies must hold your Captain or Prince, and your hand may not exceed 12; if not, the page tells you which territory breaks which rule and you fix it.',
          'Actions, one player at a time: each command card on the table acts at most once a round, from the territory it lies on, with cards from the same territory. Then you end your turn.',
        ],
      },
      {
        heading: 'Attacks and uprisings',
        paragraphs: [
          'An attack: a Captain or your Prince takes one or more armies from its territory against a bordering territory of another player (who has at least two territories) or an independent one. The attack counts its armies; the defence counts the armies on the target, plus one for a Fortification. The winner of a bigger total takes the territory, turned sideways (destabilised); Mercenaries of the loser are discarded and Citizens flee to hand or are sacrificed to take enemy armies with them.',
          'An uprising: a Counsellor or your Prince sends a Revolt (the territory joins your row) or a Conspiracy (it becomes independent) against a bordering territory without Colonists. Some Princes defend better against uprisings.',
          'Before a confrontation is decided, both sides see the strengths and the provisional outcome. The attacker answers first (Machiavelli, or how many Citizens to sacrifice if it loses), then the defender. The defender is always asked, even with nothing to play, so that being asked reveals nothing, and the history never says what anyone could have played. You may set standing orders so that your defences are answered at once.',
          'Machiavelli, played from your hand in your own confrontation, wins it outright. An Exemplary Punishment on your territories, next to your Counsellor or Prince, cancels a Conspiracy against you.',
        ],
      },
      {
        heading: 'Secrets',
        paragraphs: [
          'Nobody but you sees your hand, the face-down cards on your territories, your trade offers and your answers in a confrontation. Only the two players of an offer see it. A Spy shows only its owner the face-down cards on one territory of another player, and they stay face down.',
          'Everybody sees card counts, face-up cards, the discard pile and the size of the deck. Cards are turned face up only when they act or defend.',
        ],
      },
      {
        heading: 'The end and how to win',
        paragraphs: [
          'The game lasts the rounds chosen when the match was created (5 by default, up to 12), or, with the deck option, until a draw empties the deck. It always ends after a complete Actions phase.',
          'One point each for the most territories, the most stable Gold, the most stable Trade and the most stable Agriculture territories; tied leaders all score. Ties for the win go to more stable territories, then Gold, Trade and Agriculture territories; after that the victory is shared.',
        ],
      },
      {
        heading: 'Playing by mail',
        paragraphs: [
          'Each step is final once accepted, except what you are putting together (an offer, a preparation, an attack) until you send it. Moves that cannot be taken back (drawing, sending or answering an offer, ending your preparation, declaring an action, answering in a confrontation) ask you to confirm.',
          'If your time runs out: in the draw you discard only what is mandatory, the highest cards first; in the negotiation you are done; your preparation changes nothing; your action turn ends; in a confrontation you pass and sacrifice nobody.',
        ],
      },
    ],
  },
  es: {
    title: 'Cómo se juega a Princeps Machiavelli',
    intro:
      'Italia renacentista, de 2 a 5 jugadores. Cada uno es un Príncipe con una fila de territorios delante. Escondes cartas en tus territorios, negocias, faroleas, atacas y provocas Revueltas y Conjuras. Tras la última ronda se dan puntos de victoria a quien tenga más territorios y más territorios estables de Oro, de Comercio y de Agricultura; gana quien sume más.',
    sections: [
      {
        heading: 'Lo que tienes',
        paragraphs: [
          'Una carta de Príncipe (Noble, Popular, Hereditario o Eclesiástico; todos saben cuál eres), tres territorios iniciales en tu fila y algunos ejércitos en la mano. Tu mano es secreta; todos ven cuántas cartas tienes.',
          'Los territorios llevan escudos: dos territorios son limítrofes si comparten un escudo. Un escudo con barco es una frontera por mar, y un ataque solo por mar cuenta un ejército menos.',
          'Las cartas de mando actúan: el Capitán dirige ataques, el Consejero dirige sublevaciones y acciones de política interior, y tu Príncipe puede hacer ambas cosas. Los Ejércitos Mercenarios y Ciudadanos combaten. Revuelta, Conjura, Espía, Reforma Legal, Colonos, Fortificación, Castigo Ejemplar y Maquiavelo son las cartas políticas.',
        ],
      },
      {
        heading: 'Una ronda',
        paragraphs: [
          'Robo: puedes descartar cartas (nunca tu Príncipe), debes descartar hasta tu objetivo de robo y luego robas hasta alcanzarlo: tus territorios más 4, como mucho 12. Todos eligen sus descartes a la vez y se ejecutan en orden de turno. Puedes fijar «sin descartes voluntarios» y el robo se hará solo cuando no haya descartes obligatorios.',
          'Negociaciones: todos a la vez. Envía una oferta de intercambio a un jugador (las cartas que das, los tipos de carta o el territorio que pides); el otro la acepta eligiendo cartas que encajen, o la rechaza; puedes retirar tu oferta. Cuando acabes, di que has terminado; una oferta nueva para ti lo anula. La fase acaba cuando todos han terminado a la vez. Todos saben que dos jugadores intercambiaron tantas cartas, nunca cuáles.',
          'Preparación, de uno en uno: recupera cartas de tus territorios, pon territorios nuevos de tu mano al final de tu fila y coloca cartas boca abajo en tus propios territorios. Al terminar tu preparación, todo territorio con dos o más ejércitos debe tener tu Capitán o tu Príncipe, y tu mano no puede pasar de 12; si no, la página te dice qué territorio incumple qué regla y lo corriges.',
          'Acciones, de uno en uno: cada carta de mando en la mesa actúa como mucho una vez por ronda, desde el territorio donde está y con cartas de ese mismo territorio. Después terminas tu turno.',
        ],
      },
      {
        heading: 'Ataques y sublevaciones',
        paragraphs: [
          'Un ataque: un Capitán o tu Príncipe lleva uno o más ejércitos de su territorio contra un territorio limítrofe de otro jugador (que tenga al menos dos territorios) o contra uno independiente. El ataque cuenta sus ejércitos; la defensa, los ejércitos del territorio atacado, más uno por una Fortificación. Si el ataque es mayor, el atacante se queda el territorio, de lado (desestabilizado); los Ejércitos Mercenarios del perdedor se descartan y los Ciudadanos huyen a la mano o se sacrifican para llevarse ejércitos enemigos.',
          'Una sublevación: un Consejero o tu Príncipe lanza una Revuelta (el territorio pasa a tu fila) o una Conjura (se vuelve independiente) contra un territorio limítrofe sin Colonos. Algunos Príncipes defienden mejor contra las sublevaciones.',
          'Antes de decidir un enfrentamiento, ambos bandos ven las fuerzas y el resultado provisional. Responde primero el atacante (Maquiavelo, o cuántos Ciudadanos sacrificar si pierde) y luego el defensor. Al defensor se le pregunta siempre, aunque no tenga nada que jugar, para que la pregunta no revele nada, y el historial nunca dice qué podría haber jugado nadie. Puedes fijar órdenes permanentes para que tus defensas se respondan al instante.',
          'Maquiavelo, jugado desde tu mano en un enfrentamiento tuyo, lo gana directamente. Un Castigo Ejemplar en tus territorios, junto a tu Consejero o tu Príncipe, anula una Conjura contra ti.',
        ],
      },
      {
        heading: 'Secretos',
        paragraphs: [
          'Solo tú ves tu mano, las cartas boca abajo de tus territorios, tus ofertas de intercambio y tus respuestas en un enfrentamiento. Una oferta solo la ven sus dos jugadores. Un Espía enseña solo a su dueño las cartas boca abajo de un territorio de otro jugador, y siguen boca abajo.',
          'Todos ven cuántas cartas tiene cada uno, las cartas boca arriba, el mazo de descartes y el tamaño del mazo. Las cartas se ponen boca arriba solo cuando actúan o defienden.',
        ],
      },
      {
        heading: 'El final y cómo ganar',
        paragraphs: [
          'La partida dura las rondas elegidas al crearla (5 si no se indica, hasta 12) o, con la opción del mazo, hasta que un robo vacíe el mazo. Siempre acaba tras una fase de Acciones completa.',
          'Un punto por tener más territorios, otro por más territorios estables de Oro, otro de Comercio y otro de Agricultura; si hay empate, todos los empatados puntúan. Los empates por la victoria se deciden por más territorios estables y luego por territorios de Oro, Comercio y Agricultura; si persiste, la victoria se comparte.',
        ],
      },
      {
        heading: 'Jugar por correo',
        paragraphs: [
          'Cada paso es definitivo una vez aceptado, salvo lo que estás preparando (una oferta, una preparación, un ataque) hasta que lo envías. Las jugadas que no se pueden deshacer (robar, enviar o responder una oferta, terminar la preparación, declarar una acción, responder en un enfrentamiento) te piden confirmación.',
          'Si se te acaba el tiempo: en el robo descartas solo lo obligatorio, empezando por las cartas más altas; en las negociaciones das por terminado; tu preparación no cambia nada; tu turno de acciones termina; en un enfrentamiento pasas y no sacrificas a nadie.',
        ],
      },
    ],
  },
};
