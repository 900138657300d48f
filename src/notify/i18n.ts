/** The words of the service's notifications, in English and Spanish. */

export type Lang = 'en' | 'es';
export const LANGS: readonly Lang[] = ['en', 'es'];

export interface Words {
  yourTurn: (game: string) => string;
  newMessage: (game: string) => string;
  digest: (game: string) => string;
  reminder: (game: string) => string;
  overdue: (game: string) => string;
  botPlayed: (game: string) => string;
  forfeited: (game: string) => string;
  accepted: (game: string) => string;
  refused: (game: string) => string;
  earlier: (game: string) => string;
  finished: (game: string) => string;
  hello: (name: string) => string;
  over: (winners: string, reason: string) => string;
  itIsYourTurn: string;
  notYourTurn: string;
  sinceLast: string;
  /** For messages and digests, which tell what is new since the seat was last written to. */
  sinceTold: string;
  messages: string;
  board: string;
  commands: string;
  deadline: (when: string) => string;
  timeUp: string;
  botPlayedBody: string;
  forfeitedBody: string;
  acceptedBody: (command: string) => string;
  refusedBody: (command: string, why: string) => string;
  earlierBody: (command: string) => string;
  howToReply: string;
  openLink: string;
  noLink: string;
  privateTo: string;
  unsubscribe: string;
  signinSubject: string;
  signinIntro: string;
  signinNone: string;
  seatOf: (seat: number, name: string | null) => string;
  digestSubject: (matches: number) => string;
  digestIntro: string;
  stopMatch: string;
}

const en: Words = {
  yourTurn: (g) => `Your turn in ${g}`,
  newMessage: (g) => `New message in ${g}`,
  digest: (g) => `Today in ${g}`,
  reminder: (g) => `Reminder: your move in ${g}`,
  overdue: (g) => `Time is up for your move in ${g}`,
  botPlayed: (g) => `The bot played for you in ${g}`,
  forfeited: (g) => `You forfeited ${g}`,
  accepted: (g) => `Move accepted in ${g}`,
  refused: (g) => `Move not accepted in ${g}`,
  earlier: (g) => `Your reply was for an earlier turn in ${g}`,
  finished: (g) => `${g} is over`,
  hello: (n) => `Hello ${n},`,
  over: (w, r) => `The match is over. Winners: ${w || 'none'}. ${r}`,
  itIsYourTurn: 'It is your turn.',
  notYourTurn: 'It is not your turn yet.',
  sinceLast: 'What happened since your last turn:',
  sinceTold: 'What happened since we last wrote:',
  messages: 'Messages:',
  board: 'The board:',
  commands: 'Your legal commands:',
  deadline: (w) => `Please move before ${w}.`,
  timeUp: 'The time for your move has run out.',
  botPlayedBody: 'The time for your move ran out, so the bot made your move.',
  forfeitedBody: 'The time for your move ran out and this match forfeits your seat.',
  acceptedBody: (c) => `Your move "${c}" was played.`,
  refusedBody: (c, why) => `Your reply "${c}" was not played: ${why}`,
  earlierBody: (c) => `This email was for an earlier turn, so your reply "${c}" was not played. Here is the match as it is now.`,
  howToReply: 'To move, reply to this email with one command on the first line.',
  openLink: 'Open the match:',
  noLink: 'Open the match with the link you received when it started.',
  privateTo: 'private',
  unsubscribe: 'Stop these emails:',
  signinSubject: 'Your matches',
  signinIntro: 'Here are your matches and your seat links. Keep them to yourself: each link is your seat.',
  signinNone: 'We found no match for this address.',
  seatOf: (s, n) => `seat ${s}${n ? ` (${n})` : ''}`,
  digestSubject: (n) => `Your daily digest: ${n} match${n === 1 ? '' : 'es'}`,
  digestIntro: 'What happened in your matches since your last digest.',
  stopMatch: 'No more email from this match:',
};

const es: Words = {
  yourTurn: (g) => `Te toca en ${g}`,
  newMessage: (g) => `Mensaje nuevo en ${g}`,
  digest: (g) => `Hoy en ${g}`,
  reminder: (g) => `Recordatorio: te toca en ${g}`,
  overdue: (g) => `Se acabó el tiempo de tu jugada en ${g}`,
  botPlayed: (g) => `El bot jugó por ti en ${g}`,
  forfeited: (g) => `Has perdido tu puesto en ${g}`,
  accepted: (g) => `Jugada aceptada en ${g}`,
  refused: (g) => `Jugada no aceptada en ${g}`,
  earlier: (g) => `Tu respuesta era para un turno anterior en ${g}`,
  finished: (g) => `${g} ha terminado`,
  hello: (n) => `Hola ${n}:`,
  over: (w, r) => `La partida ha terminado. Ganadores: ${w || 'ninguno'}. ${r}`,
  itIsYourTurn: 'Te toca jugar.',
  notYourTurn: 'Todavía no te toca.',
  sinceLast: 'Lo que pasó desde tu último turno:',
  sinceTold: 'Lo que pasó desde nuestro último correo:',
  messages: 'Mensajes:',
  board: 'El tablero:',
  commands: 'Tus órdenes posibles:',
  deadline: (w) => `Juega antes de ${w}.`,
  timeUp: 'Se ha acabado el tiempo para tu jugada.',
  botPlayedBody: 'Se acabó el tiempo de tu jugada, así que el bot jugó por ti.',
  forfeitedBody: 'Se acabó el tiempo de tu jugada y esta partida te retira.',
  acceptedBody: (c) => `Tu jugada «${c}» se ha jugado.`,
  refusedBody: (c, why) => `Tu respuesta «${c}» no se jugó: ${why}`,
  earlierBody: (c) => `Este correo era para un turno anterior, así que tu respuesta «${c}» no se jugó. Así está la partida ahora.`,
  howToReply: 'Para jugar, responde a este correo con una orden en la primera línea.',
  openLink: 'Abre la partida:',
  noLink: 'Abre la partida con el enlace que recibiste al empezar.',
  privateTo: 'privado',
  unsubscribe: 'Dejar de recibir estos correos:',
  signinSubject: 'Tus partidas',
  signinIntro: 'Estas son tus partidas y los enlaces de tus puestos. No los compartas: cada enlace es tu puesto.',
  signinNone: 'No hay ninguna partida con esta dirección.',
  seatOf: (s, n) => `puesto ${s}${n ? ` (${n})` : ''}`,
  digestSubject: (n) => `Tu resumen diario: ${n} partida${n === 1 ? '' : 's'}`,
  digestIntro: 'Lo que pasó en tus partidas desde tu último resumen.',
  stopMatch: 'No recibir más correos de esta partida:',
};

export function words(lang: Lang): Words {
  return lang === 'es' ? es : en;
}

export function formatTime(lang: Lang, at: number): string {
  return new Date(at).toLocaleString(lang === 'es' ? 'es-ES' : 'en-GB', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' }) + ' UTC';
}
