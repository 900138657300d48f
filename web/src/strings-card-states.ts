// Two parts of the match page's cards: whom a hot-seat device's message is from (the seat the
// page shows), and the seat's part of the settings card while GET /contact has not answered or
// has failed (the device's own part, "Show commands", is there at once). Merged into STRINGS by
// strings.ts, so that every key is checked to render in both languages.
import type { Catalogue } from '../../src/engine/text';

export const CARD_STATE_STRINGS: Catalogue = {
  en: {
    writingAs: 'Writing as {name}.',
    seatSettingsLoading: 'Loading this seat’s notifications and clock…',
    seatSettingsOffline: 'This seat’s notifications and clock cannot be loaded: the service cannot be reached right now. What is above is this browser’s own and works all the same.',
    seatSettingsNoAnswer: 'This seat’s notifications and clock could not be loaded: the service did not answer as it should. What is above is this browser’s own and works all the same.',
    seatSettingsFailed: 'This seat’s notifications and clock could not be loaded ({message}). What is above is this browser’s own and works all the same.',
    seatSettingsRetry: 'Try again',
  },
  es: {
    writingAs: 'Escribes como {name}.',
    seatSettingsLoading: 'Cargando los avisos y el reloj de este puesto…',
    seatSettingsOffline: 'No se pueden cargar los avisos y el reloj de este puesto: ahora no se llega al servicio. Lo de arriba es de este navegador y funciona igual.',
    seatSettingsNoAnswer: 'No se han podido cargar los avisos y el reloj de este puesto: el servicio no ha respondido como debía. Lo de arriba es de este navegador y funciona igual.',
    seatSettingsFailed: 'No se han podido cargar los avisos y el reloj de este puesto ({message}). Lo de arriba es de este navegador y funciona igual.',
    seatSettingsRetry: 'Reintentar',
  },
};
