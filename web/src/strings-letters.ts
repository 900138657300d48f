// What a screen reader hears of a board place and what stands there (issue 30, "pages anyone can
// use"): "Kent, 2 knights of Ana". Merged into STRINGS by strings.ts, so that every key is checked
// to render in both languages.
import type { Catalogue } from '../../src/engine/text';

export const LETTERS_STRINGS: Catalogue = {
  en: {
    'place.heldBy': 'held by {country}',
    'place.kdStack': '{n, plural, one {# piece} other {# pieces}} of {country} ({name})',
    'place.kdNeutralStack': '{n, plural, one {# piece} other {# pieces}} of {country} (neutral)',
    'place.kdLevel': 'city level {n}',
    'place.sgSide': '{side} ({name}): {pieces}',
    'place.lanKnight': 'a strength-{n} knight of {name}',
    'place.lanAllyKnight': 'a strength-{n} knight of {name}’s ally',
    'place.pmHeldBy': 'held by {name}',
    'place.pmIndependent': 'independent',
    'place.pmCards': '{up, plural, one {# card} other {# cards}} face up, {down} face down',
  },
  es: {
    'place.heldBy': 'en manos de {country}',
    'place.kdStack': '{n, plural, one {# pieza} other {# piezas}} de {country} ({name})',
    'place.kdNeutralStack': '{n, plural, one {# pieza} other {# piezas}} de {country} (neutral)',
    'place.kdLevel': 'ciudad de nivel {n}',
    'place.sgSide': '{side} ({name}): {pieces}',
    'place.lanKnight': 'un caballero de fuerza {n} de {name}',
    'place.lanAllyKnight': 'un caballero de fuerza {n} del aliado de {name}',
    'place.pmHeldBy': 'de {name}',
    'place.pmIndependent': 'independiente',
    'place.pmCards': '{up, plural, one {# carta boca arriba} other {# cartas boca arriba}}, {down} boca abajo',
  },
};
