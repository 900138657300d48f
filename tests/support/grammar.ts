import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Lang } from '../../src/engine/text';
import { sampleArguments } from './icu-samples';

/*
 * Mistakes a machine can find in what players read (issue 30: "Firenze faces a attack",
 * "Venezia sufre una ataque", "Llanura Este, Llanura Oeste and Puente"): an English article that
 * does not fit the next word's sound, a Spanish article whose gender does not fit a noun the
 * games use, and English words in Spanish. `X` is the catalogue tests' sample argument: an
 * article before it says nothing of the word a player would read there.
 */

/** "a" before these vowels sounds a consonant (a one, a unit, a use, a European). */
const A_BEFORE_VOWEL = /^(?:one|once|uni|use|usu|uti|eu|ewe|X$)/i;
/** "an" before these consonants sounds a vowel (an hour, an honest, an heir). */
const AN_BEFORE_CONSONANT = /^(?:hour|honest|honou?r|heir|X$|[A-Z]$)/;

function englishProblems(words: string): string[] {
  const out: string[] = [];
  for (const m of words.matchAll(/(?<![\p{L}'’])([Aa]n?) ([\p{L}]+)/gu)) {
    const [, article, next] = m;
    const vowel = /^[aeiouáéíóú]/i.test(next);
    if (article.length === 1 && vowel && !A_BEFORE_VOWEL.test(next)) out.push(`"${article} ${next}"`);
    if (article.length === 2 && !vowel && !AN_BEFORE_CONSONANT.test(next)) out.push(`"${article} ${next}"`);
  }
  return out;
}

/** Nouns of the games that are masculine though they do not end in -o. */
const MASCULINE = new Set([
  'ataque', 'puente', 'rey', 'príncipe', 'capitán', 'jugador', 'líder', 'marcador', 'paladín', 'combate', 'sacerdote',
  'espadachín', 'noble', 'mapa', 'día', 'problema', 'sistema', 'turno', 'valor', 'señuelo', 'lugar', 'color', 'contador',
]);
/** Nouns that end in -o and are feminine. */
const FEMININE_IN_O = new Set(['mano', 'foto', 'moto', 'radio']);
/** Nouns of the games that are feminine though they do not end in -a. */
const FEMININE = new Set(['falange', 'torre', 'parte', 'fase', 'clase', 'muerte', 'suerte', 'noche', 'llave', 'nave', 'base', 'frase', 'gente', 'ciudad', 'orden']);
/** Masculine nouns in -a, and feminine nouns that take "un" (un arma, un área). */
const UN_BEFORE_A = new Set(['guarda', 'guardia', 'monarca', 'profeta', 'día', 'mapa', 'problema', 'sistema', 'tema', 'planeta', 'idioma', 'programa', 'clima', 'poema', 'drama', 'esquema', 'enigma', 'arma', 'agua', 'área', 'águila', 'alma', 'hacha', 'ala', 'aula', 'hada']);
/** English words that never belong in a Spanish sentence of ours. */
const ENGLISH_IN_SPANISH = /(?<!\p{L})(?:and|the|of|with|your|you)(?!\p{L})/giu;

function feminine(noun: string): boolean {
  if (FEMININE.has(noun)) return true;
  if (/(?:ción|sión|dad|tad|tud|umbre)$/.test(noun)) return true;
  return noun.endsWith('a') && !UN_BEFORE_A.has(noun);
}

function masculine(noun: string): boolean {
  return MASCULINE.has(noun) || (noun.endsWith('o') && !FEMININE_IN_O.has(noun));
}

function spanishProblems(words: string): string[] {
  const out: string[] = [];
  for (const m of words.matchAll(/(?<!\p{L})(una?) (\p{Ll}+)/gu)) {
    const [, article, noun] = m;
    if (article === 'una' && masculine(noun)) out.push(`"${article} ${noun}"`);
    if (article === 'un' && noun.length > 2 && feminine(noun)) out.push(`"${article} ${noun}"`);
  }
  for (const m of words.matchAll(ENGLISH_IN_SPANISH)) out.push(`the English word "${m[0]}"`);
  return out;
}

/** The grammar mistakes found in one rendered sentence, each as a short quote. */
export function grammarProblems(words: string, lang: Lang): string[] {
  return lang === 'en' ? englishProblems(words) : spanishProblems(words);
}

/**
 * Argument sets that render every branch of a message once: the sample arguments, then each
 * option of each select and each case of each plural (one, several, and any exact =N) in turn,
 * so that "faces {kind, select, attack {an attack} revolt {a Revolt}}" is read both ways.
 */
export function argumentVariants(pattern: string): Record<string, string | number>[] {
  const elements = parse(pattern);
  const base = sampleArguments(elements);
  const choices = new Map<string, Set<string | number>>();
  const walk = (els: MessageFormatElement[]) => {
    for (const el of els) {
      if (el.type === TYPE.select || el.type === TYPE.plural) {
        const set = choices.get(el.value) ?? new Set<string | number>();
        for (const key of Object.keys(el.options)) {
          if (el.type === TYPE.select) set.add(key === 'other' ? '__other__' : key);
          else if (key.startsWith('=')) set.add(Number(key.slice(1)));
        }
        if (el.type === TYPE.plural) [1, 2].forEach((n) => set.add(n));
        choices.set(el.value, set);
        for (const o of Object.values(el.options)) walk(o.value);
      }
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(elements);
  const out = [base];
  for (const [name, values] of choices) for (const v of values) out.push({ ...base, [name]: v });
  return out;
}
