import type { Lang } from './i18n';
import { escapeHtml } from './templates';

/**
 * The mail a seat's former address gets when the seat's address or owner link changes
 * (match/settings/ownership.ts), and the words of the page its link opens: nothing to do if it was
 * you; otherwise take the seat back within the week. English and Spanish, in the seat's language.
 */

/** What changed: the address (to another, or removed), or the owner link. */
export type Change = 'address' | 'removed' | 'link';

export interface OwnershipFacts {
  lang: Lang;
  game: string;
  /** The match's name in the seat's language: the subject names the game and the match. */
  match: string;
  /** The seat's player, as the match names it. */
  seatName: string;
  change: Change;
  url: string;
  /** Until when the link works, said in the reader's language. */
  until: string;
}

interface MailWords {
  subject: Record<Change, (game: string) => string>;
  what: Record<Change, (game: string, seat: string) => string>;
  ifYou: string;
  ifNot: (until: string) => string;
  whatHappens: string;
}

const MAIL: Record<Lang, MailWords> = {
  en: {
    subject: {
      address: (g) => `The email address of your seat in ${g} was changed`,
      removed: (g) => `The email address of your seat in ${g} was removed`,
      link: (g) => `Your seat in ${g} has a new link`,
    },
    what: {
      address: (g, s) => `The seat of ${s} in a match of ${g} now has another email address: this address gets no more of its emails.`,
      removed: (g, s) => `The seat of ${s} in a match of ${g} no longer has an email address: this address gets no more of its emails.`,
      link: (g, s) => `The seat of ${s} in a match of ${g} was given a new link: its old link and every device it was handed to stopped working.`,
    },
    ifYou: 'If you did this, there is nothing to do.',
    ifNot: (u) => `If you did not, take the seat back with this link (it works once, until ${u}):`,
    whatHappens: 'Then the seat’s current link and every device it was handed to stop working, this address is the seat’s again, and you get a new link for the seat.',
  },
  es: {
    subject: {
      address: (g) => `Se cambió la dirección de correo de tu puesto en ${g}`,
      removed: (g) => `Se quitó la dirección de correo de tu puesto en ${g}`,
      link: (g) => `Tu puesto en ${g} tiene un enlace nuevo`,
    },
    what: {
      address: (g, s) => `El puesto de ${s} en una partida de ${g} tiene ahora otra dirección de correo: esta dirección ya no recibe sus correos.`,
      removed: (g, s) => `El puesto de ${s} en una partida de ${g} ya no tiene dirección de correo: esta dirección ya no recibe sus correos.`,
      link: (g, s) => `El puesto de ${s} en una partida de ${g} recibió un enlace nuevo: su enlace antiguo y todos los dispositivos a los que se traspasó dejaron de funcionar.`,
    },
    ifYou: 'Si lo hiciste tú, no tienes que hacer nada.',
    ifNot: (u) => `Si no fuiste tú, recupera el puesto con este enlace (sirve una vez, hasta el ${u}):`,
    whatHappens: 'Entonces el enlace actual del puesto y todos los dispositivos a los que se traspasó dejan de funcionar, esta dirección vuelve a ser la del puesto, y recibes un enlace nuevo para el puesto.',
  },
};

export function renderOwnership(f: OwnershipFacts): { subject: string; text: string; html: string } {
  const w = MAIL[f.lang];
  const what = w.what[f.change](f.game, f.seatName);
  const text = [what, w.ifYou, `${w.ifNot(f.until)} ${f.url}`, w.whatHappens].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;max-width:40em">
<p>${escapeHtml(what)}</p>
<p>${escapeHtml(w.ifYou)}</p>
<p>${escapeHtml(w.ifNot(f.until))} <a href="${escapeHtml(f.url)}">${escapeHtml(f.url)}</a></p>
<p>${escapeHtml(w.whatHappens)}</p>
</body></html>`;
  return { subject: `${w.subject[f.change](f.game)} — ${f.match}`, text, html };
}

/** The words of the page behind the link. */
export interface RestoreWords {
  title: string;
  question: (game: string, seat: string) => string;
  restore: string;
  restored: (game: string) => string;
  keep: string;
  open: string;
  used: string;
  expired: string;
  void: string;
  badLink: string;
}

export const RESTORE_PAGE: Record<Lang, RestoreWords> = {
  en: {
    title: 'Take your seat back',
    question: (g, s) =>
      `Take back the seat of ${s} in ${g}? Its current link and every device it was handed to stop working at once, this address becomes the seat’s address again, and you get a new link for the seat.`,
    restore: 'Yes, take the seat back',
    restored: (g) => `Done: the seat in ${g} is yours again. Its other links and devices no longer work.`,
    keep: 'This is the seat’s new link. Keep it: it is yours alone, and your turn emails carry it too.',
    open: 'Open the match',
    used: 'This link was used already: it works once.',
    expired: 'This link has expired: it worked for seven days.',
    void: 'This link no longer works: the seat was taken back with an earlier link.',
    badLink: 'This link is not valid. Check that it was copied whole.',
  },
  es: {
    title: 'Recupera tu puesto',
    question: (g, s) =>
      `¿Recuperar el puesto de ${s} en ${g}? Su enlace actual y todos los dispositivos a los que se traspasó dejan de funcionar al momento, esta dirección vuelve a ser la del puesto, y recibes un enlace nuevo para el puesto.`,
    restore: 'Sí, recuperar el puesto',
    restored: (g) => `Hecho: el puesto en ${g} vuelve a ser tuyo. Sus otros enlaces y dispositivos ya no funcionan.`,
    keep: 'Este es el enlace nuevo del puesto. Guárdalo: es solo tuyo, y tus correos de turno también lo llevan.',
    open: 'Abrir la partida',
    used: 'Este enlace ya se usó: sirve una vez.',
    expired: 'Este enlace ha caducado: servía durante siete días.',
    void: 'Este enlace ya no funciona: el puesto se recuperó con un enlace anterior.',
    badLink: 'Este enlace no es válido. Comprueba que se copió entero.',
  },
};
