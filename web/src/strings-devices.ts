// The words of the devices a seat was handed to (issue 25): the owner link's list of them, with
// when each was handed and last seen, signing out one or all; and what a handed device reads
// instead of the owner's controls. Merged into STRINGS by strings.ts, so that every key is
// checked to render in both languages.
import type { Catalogue } from '../../src/engine/text';
export const DEVICE_STRINGS: Catalogue = {
  en: {
    devicesTitle: '{n, plural, one {You handed this seat to # device:} other {You handed this seat to # devices:}}',
    deviceLine: 'Device {n}, handed {handed}',
    deviceSeen: 'last seen {relative}',
    deviceSeenNow: 'seen in the last few minutes',
    deviceSignOut: 'Sign out',
    deviceSignOutLabel: 'Sign out device {n}',
    deviceSignOutSure: 'Sign out device {n}? It will need a new hand-over code to play this seat.',
    deviceSignOutYes: 'Yes, sign it out',
    devicesSignOut: 'Sign out every device',
    devicesSignOutSure: '{n, plural, one {Sign out the device?} other {Sign out all # devices?}} They will need a new hand-over code to play this seat. Your seat link keeps working.',
    devicesSignOutYes: 'Yes, sign them out',
    devicesSignedOut: '{n, plural, =0 {No device had this seat.} one {# device signed out.} other {# devices signed out.}}',
    devicesFailed: 'The devices could not be signed out right now; try again in a minute.',
    deviceNotOwner: 'This device was handed the seat: it plays, reads and writes messages. Only the seat’s own link can hand the seat to another device, sign out devices, make a new link or change where the seat’s emails go.',
  },
  es: {
    devicesTitle: '{n, plural, one {Traspasaste este puesto a # dispositivo:} other {Traspasaste este puesto a # dispositivos:}}',
    deviceLine: 'Dispositivo {n}, traspasado el {handed}',
    deviceSeen: 'visto por última vez {relative}',
    deviceSeenNow: 'visto en los últimos minutos',
    deviceSignOut: 'Cerrar la sesión',
    deviceSignOutLabel: 'Cerrar la sesión del dispositivo {n}',
    deviceSignOutSure: '¿Cerrar la sesión del dispositivo {n}? Necesitará un código de traspaso nuevo para jugar con este puesto.',
    deviceSignOutYes: 'Sí, cerrarla',
    devicesSignOut: 'Cerrar la sesión de todos los dispositivos',
    devicesSignOutSure: '{n, plural, one {¿Cerrar la sesión del dispositivo?} other {¿Cerrar la sesión de los # dispositivos?}} Necesitarán un código de traspaso nuevo para jugar con este puesto. Tu enlace del puesto sigue funcionando.',
    devicesSignOutYes: 'Sí, cerrarlas',
    devicesSignedOut: '{n, plural, =0 {Ningún dispositivo tenía este puesto.} one {# dispositivo desconectado.} other {# dispositivos desconectados.}}',
    devicesFailed: 'Ahora no se pudo cerrar la sesión de los dispositivos; inténtalo dentro de un minuto.',
    deviceNotOwner: 'A este dispositivo se le traspasó el puesto: juega, lee y escribe mensajes. Solo el enlace propio del puesto puede traspasarlo a otro dispositivo, cerrar la sesión de dispositivos, crear un enlace nuevo o cambiar adónde van sus correos.',
  },
};
