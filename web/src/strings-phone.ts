// The words of the phone-first match page (issue 30): the fold of the turn banner and the legend
// of the board's two highlights. Merged into STRINGS by strings.ts, so that every key is checked
// to render in both languages.
import type { Catalogue } from '../../src/engine/text';

export const PHONE_STRINGS: Catalogue = {
  en: {
    turnMore: 'More about this turn',
    legendPickable: 'Lit up, with a glow: you can click here',
    legendChanged: 'Dashed purple border: changed since you last looked',
  },
  es: {
    turnMore: 'Más sobre este turno',
    legendPickable: 'Iluminado, con un halo: puedes hacer clic aquí',
    legendChanged: 'Borde morado discontinuo: ha cambiado desde la última vez que miraste',
  },
};
