import type { Lang } from './i18n';
import { escapeHtml } from './templates';

/**
 * The one mail an unconfirmed address gets (an address put on a seat, by the match's creator or
 * by the seat's holder), and the words of the page its link opens: confirm to get turn emails,
 * or decline and get nothing more. English and Spanish, in the seat's language.
 */

/** Who put the address on the seat: whoever created the match (an invitation), or the seat's own holder. */
export type PutBy = 'creator' | 'holder';

export interface ConfirmationFacts {
  lang: Lang;
  game: string;
  /** The match's name in the seat's language: the subject names the game and the match. */
  match: string;
  /** The seat's player, as the match names it. */
  seatName: string;
  /** The other players who have a name so far. */
  others: string[];
  by: PutBy;
  url: string;
}

interface MailWords {
  invited: (game: string, others: string) => string;
  yours: (game: string) => string;
  whyInvited: (game: string, seat: string, others: string) => string;
  whyYours: (game: string, seat: string, others: string) => string;
  untilThen: string;
  link: string;
  notYou: string;
}

const MAIL: Record<Lang, MailWords> = {
  en: {
    invited: (g, o) => `You are invited to play ${g}${o ? ` with ${o}` : ''}: confirm to get turn emails`,
    yours: (g) => `Confirm your email to get turn emails of ${g}`,
    whyInvited: (g, s, o) => `Someone starting a match of ${g} put this address on the seat of ${s}${o ? `, to play with ${o}` : ''}.`,
    whyYours: (g, s, o) => `This address was given for the seat of ${s} in a match of ${g}${o ? ` with ${o}` : ''}.`,
    untilThen: 'Confirm it to get an email when it is your turn. Until you do, this is the only email you get from that match.',
    link: 'Confirm or decline:',
    notYou: 'Not for you? Decline on the same page, and we will send nothing more to this address.',
  },
  es: {
    invited: (g, o) => `Te invitan a jugar a ${g}${o ? ` con ${o}` : ''}: confirma para recibir los correos de turno`,
    yours: (g) => `Confirma tu correo para recibir los correos de turno de ${g}`,
    whyInvited: (g, s, o) => `Alguien que empieza una partida de ${g} ha puesto esta dirección en el puesto de ${s}${o ? `, para jugar con ${o}` : ''}.`,
    whyYours: (g, s, o) => `Esta dirección se dio para el puesto de ${s} en una partida de ${g}${o ? ` con ${o}` : ''}.`,
    untilThen: 'Confírmala para recibir un correo cuando te toque. Hasta entonces, este es el único correo que recibes de esa partida.',
    link: 'Confirmar o rechazar:',
    notYou: '¿No es para ti? Recházalo en la misma página y no enviaremos nada más a esta dirección.',
  },
};

function names(lang: Lang, list: string[]): string {
  return list.length ? new Intl.ListFormat(lang, { type: 'conjunction' }).format(list) : '';
}

export function renderConfirmation(f: ConfirmationFacts): { subject: string; text: string; html: string } {
  const w = MAIL[f.lang];
  const others = names(f.lang, f.others);
  const subject = `${f.by === 'creator' ? w.invited(f.game, others) : w.yours(f.game)} — ${f.match}`;
  const why = f.by === 'creator' ? w.whyInvited(f.game, f.seatName, others) : w.whyYours(f.game, f.seatName, others);
  const text = [why, w.untilThen, `${w.link} ${f.url}`, w.notYou].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;max-width:40em">
<p>${escapeHtml(why)}</p>
<p>${escapeHtml(w.untilThen)}</p>
<p>${escapeHtml(w.link)} <a href="${escapeHtml(f.url)}">${escapeHtml(f.url)}</a></p>
<p>${escapeHtml(w.notYou)}</p>
</body></html>`;
  return { subject, text, html };
}

/** The words of the page behind the link. */
export interface PageWords {
  title: string;
  question: (game: string, seat: string) => string;
  confirm: string;
  decline: string;
  confirmed: (game: string) => string;
  alreadyConfirmed: (game: string) => string;
  declined: string;
  confirmedDecline: string;
  otherAddress: string;
  badLink: string;
}

export const PAGE: Record<Lang, PageWords> = {
  en: {
    title: 'Turn emails',
    question: (g, s) => `Get an email when it is your turn in ${g} (the seat of ${s})?`,
    confirm: 'Yes, send me turn emails',
    decline: 'No, send nothing more to this address',
    confirmed: (g) => `Confirmed: you will get an email when it is your turn in ${g}. Every email has a link to stop them.`,
    alreadyConfirmed: (g) => `This address is confirmed for ${g}. To stop the emails, use the link at the end of any of them.`,
    declined: 'Done: we will send no more email to this address, for this match or any other, unless you confirm one yourself.',
    confirmedDecline: 'This address is confirmed for this seat; to stop its emails, use the link at the end of any of them.',
    otherAddress: 'This link was for an address that this seat no longer uses; nothing was changed.',
    badLink: 'This link is not valid. Check that it was copied whole.',
  },
  es: {
    title: 'Correos de turno',
    question: (g, s) => `¿Quieres recibir un correo cuando te toque en ${g} (el puesto de ${s})?`,
    confirm: 'Sí, enviadme los correos de turno',
    decline: 'No, no enviéis nada más a esta dirección',
    confirmed: (g) => `Confirmado: recibirás un correo cuando te toque en ${g}. Cada correo trae un enlace para dejar de recibirlos.`,
    alreadyConfirmed: (g) => `Esta dirección ya está confirmada para ${g}. Para dejar de recibir los correos, usa el enlace del final de cualquiera de ellos.`,
    declined: 'Hecho: no enviaremos más correos a esta dirección, ni de esta partida ni de ninguna otra, salvo que confirmes alguna tú.',
    confirmedDecline: 'Esta dirección está confirmada para este puesto; para dejar de recibir sus correos, usa el enlace del final de cualquiera de ellos.',
    otherAddress: 'Este enlace era para una dirección que este puesto ya no usa; no se ha cambiado nada.',
    badLink: 'Este enlace no es válido. Comprueba que se copió entero.',
  },
};
