import type { Catalogue } from '../../engine/text';
import { en } from './words-en';
import { es } from './words-es';

/** Princeps Machiavelli's catalogue: every message a player reads, in English and Spanish. */
export const messages: Catalogue = { en, es };
