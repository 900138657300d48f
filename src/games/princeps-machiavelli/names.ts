import { keys, listOf, names, text, type Arg, type ListArg, type Text } from '../../engine/text';
import { canonical, kindOf, PRINCE_TYPES, type Kind } from './data';

/*
 * Cards and places as words (message keys of messages.ts): players read names, never ids.
 * Each kind has its bare name, its name with the definite article, and a counted form, so that
 * Spanish gets its genders right ("el Capitán", "una Revuelta").
 */

export const territoryName: (id: string) => Text = names('pm.t.');
const withArticle = names('pm.the.');
const princeNames = names('pm.prince.');
const kindNames = names('pm.kind.');
const countedKeys = keys('pm.n.');

/** A card with its definite article: "the Captain", "el Capitán", "the Noble Prince", "Firenze". */
export function theCard(card: string): Text {
  const kind = kindOf(card);
  if (kind === 'territory') return text('pm.territoryCard', { name: territoryName(card) });
  if (kind === 'prince') return text('pm.the.prince', { type: PRINCE_TYPES[card] });
  return withArticle(kind ?? 'card');
}

/** A card's bare name: "Captain", "Noble Prince", "Firenze". */
export function cardName(card: string): Text {
  const kind = kindOf(card);
  if (kind === 'territory') return territoryName(card);
  if (kind === 'prince') return princeNames(PRINCE_TYPES[card]);
  return kindNames(kind ?? 'card');
}

export function kindName(kind: Kind): Text {
  return kindNames(kind);
}

/**
 * Several cards, grouped by kind in canonical order: "2 Mercenary Armies and a Spy". Territory
 * cards and Princes are named one by one. An empty list reads "no cards".
 */
export function cardList(cards: readonly string[]): ListArg | Text {
  if (cards.length === 0) return text('pm.noCards');
  const counts = new Map<string, number>();
  const singles: Arg[] = [];
  for (const card of [...cards].sort(canonical)) {
    const kind = kindOf(card);
    if (kind === 'territory' || kind === 'prince') singles.push(theCard(card));
    else counts.set(kind ?? 'card', (counts.get(kind ?? 'card') ?? 0) + 1);
  }
  const groups: Arg[] = [...counts].map(([kind, n]) => text(countedKeys(kind), { n }));
  return listOf([...groups, ...singles]);
}

/** A want of a trade offer: a kind's word or a named territory. */
export function wantName(want: string): Text {
  return kindOf(want) === 'territory' ? territoryName(want) : kindNames(want);
}

/** The wants of an offer, counted by kind: "2 Mercenary Armies and Firenze". */
export function wantList(wants: readonly string[]): ListArg | Text {
  if (wants.length === 0) return text('pm.nothing');
  const counts = new Map<string, number>();
  const named: Arg[] = [];
  for (const w of wants) {
    if (kindOf(w) === 'territory') named.push(territoryName(w));
    else counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return listOf([...[...counts].map(([kind, n]) => text(countedKeys(kind), { n })), ...named]);
}

export function territoryList(territories: readonly string[]): ListArg {
  return listOf(territories.map(territoryName));
}
