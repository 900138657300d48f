// The words that stand in for the notation on the match page (issue 30): the "Show commands"
// switch, a history entry that tells nothing by itself, a group of moves without a heading of its
// game, and a typed command that is not a move now. Added to the page's messages by strings.ts.
import type { Catalogue } from '../../src/engine/text';

export const WORDS_STRINGS: Catalogue = {
  en: {
    settingsWithCommands: 'Notifications, clock and commands',
    showCommands: 'Show commands',
    showCommandsHint: 'For players who like to type: shows each move’s command in the history and under the moves, and a box to type one. Remembered on this device.',
    quietStep: 'a choice whose outcome the next entries tell',
    otherMoves: 'Other moves',
    typedNotAMove: '“{command}” is not one of your moves now.',
    typedMovesAre: '{more, select, yes {Your moves now include: {moves}.} other {Your moves now: {moves}.}}',
  },
  es: {
    settingsWithCommands: 'Avisos, reloj y órdenes',
    showCommands: 'Mostrar las órdenes',
    showCommandsHint: 'Para quien prefiere escribir: muestra la orden de cada jugada en el historial y bajo las jugadas, y un cuadro para escribirla. Se recuerda en este dispositivo.',
    quietStep: 'una elección cuyo resultado cuentan las entradas siguientes',
    otherMoves: 'Otras jugadas',
    typedNotAMove: '«{command}» no es una de tus jugadas ahora.',
    typedMovesAre: '{more, select, yes {Entre tus jugadas ahora: {moves}.} other {Tus jugadas ahora: {moves}.}}',
  },
};
