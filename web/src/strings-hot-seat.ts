// The settings card of a hot-seat device (issue 30): it holds only what is the device's own (the
// "Show commands" switch), and says why a seat's notifications and clock are not there. Merged into
// STRINGS by strings.ts, so that every key is checked to render in both languages.
import type { Catalogue } from '../../src/engine/text';

export const HOT_SEAT_STRINGS: Catalogue = {
  en: {
    deviceSettings: 'Settings of this device',
    deviceSettingsNote:
      'This device plays several seats, passed from hand to hand: there are no notifications, clock or devices of a seat to set here (nobody is told of a turn, and a what-if has no clock). What you choose here is this browser’s own.',
  },
  es: {
    deviceSettings: 'Ajustes de este dispositivo',
    deviceSettingsNote:
      'Este dispositivo juega varios puestos y pasa de mano en mano: aquí no hay avisos, reloj ni dispositivos de un puesto que ajustar (no se avisa a nadie de su turno, y un «¿y si…?» no tiene reloj). Lo que elijas aquí es de este navegador.',
  },
};
