// The words of a match's name (issue 31): the start form's field, the match page's name line and
// its rename control, and the platform messages a page needs to read a name without a game's
// catalogue ("Your matches" on the start page): `core.matchName`, `core.player` and `core.named`,
// the same patterns as src/text/core.ts (tests/layout/name-strings.test.ts keeps them so). Merged
// into STRINGS by strings.ts, so that every key is checked to render in both languages.
import type { Catalogue } from '../../src/engine/text';

export const NAME_STRINGS: Catalogue = {
  en: {
    'core.matchName': '{players} · {day} {month, select, 1 {Jan} 2 {Feb} 3 {Mar} 4 {Apr} 5 {May} 6 {Jun} 7 {Jul} 8 {Aug} 9 {Sep} 10 {Oct} 11 {Nov} 12 {Dec} other {}}, {time}',
    'core.player': 'Player {n}',
    'core.named': '{seat} named the match “{name}”.',
    matchNameLabel: 'Name of the match (optional)',
    matchNameHint: 'It tells this match from your others in emails and lists, e.g. “Friday night”. Without one it is called by its players and when it was made.',
    matchNameWrong: 'A match name is 1 to 60 characters on one line.',
    matchNameEdit: 'Rename',
    matchNameInput: 'Name of the match',
    matchNameSave: 'Save the name',
    matchNameCancel: 'Cancel',
    matchNameFailed: 'The name could not be saved; try again.',
    matchNameTooMany: 'Too many changes to this seat in an hour; wait a little before renaming the match again.',
  },
  es: {
    'core.matchName': '{players} · {day} {month, select, 1 {ene} 2 {feb} 3 {mar} 4 {abr} 5 {may} 6 {jun} 7 {jul} 8 {ago} 9 {sept} 10 {oct} 11 {nov} 12 {dic} other {}}, {time}',
    'core.player': 'Jugador {n}',
    'core.named': '{seat} le puso a la partida el nombre «{name}».',
    matchNameLabel: 'Nombre de la partida (opcional)',
    matchNameHint: 'Distingue esta partida de tus otras en los correos y las listas, p. ej. «Viernes noche». Sin nombre se la llama por sus jugadores y cuándo se creó.',
    matchNameWrong: 'El nombre de una partida tiene de 1 a 60 caracteres en una sola línea.',
    matchNameEdit: 'Cambiar el nombre',
    matchNameInput: 'Nombre de la partida',
    matchNameSave: 'Guardar el nombre',
    matchNameCancel: 'Cancelar',
    matchNameFailed: 'No se pudo guardar el nombre; inténtalo otra vez.',
    matchNameTooMany: 'Demasiados cambios en este puesto en una hora; espera un poco antes de volver a cambiar el nombre de la partida.',
  },
};
