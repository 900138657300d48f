/**
 * Princeps Machiavelli's components (rulings §1.2 and §5), each value tagged as the rulings tag
 * it: [seed] for what the Spanish rulebook states, [designed] for what the rulings decided (the
 * published territory data are unknown). Someone holding the physical cards corrects them here.
 */

export type Tag = '[seed]' | '[designed]';

export type Kind =
  | 'territory'
  | 'prince'
  | 'counsellor'
  | 'captain'
  | 'mercenary'
  | 'citizen'
  | 'revolt'
  | 'conspiracy'
  | 'spy'
  | 'reform'
  | 'colonists'
  | 'fortification'
  | 'punishment'
  | 'machiavelli';

export type PrinceType = 'noble' | 'popular' | 'hereditary' | 'ecclesiastical';
export type Status = 'free' | 'noble' | 'oriental';
export type Wealth = 'gold' | 'trade' | 'agriculture';

/** §1.2: the 93 cards by kind: how many and their ids. */
export interface CardGroup {
  kind: Kind;
  ids: string[];
  tag: Tag;
}

function numbered(prefix: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => `${prefix}${String(i + 1).padStart(2, '0')}`);
}

export const CARD_GROUPS: readonly CardGroup[] = [
  { kind: 'territory', ids: numbered('T', 24), tag: '[seed]' },
  { kind: 'prince', ids: ['PR-N1', 'PR-N2', 'PR-P', 'PR-H', 'PR-E'], tag: '[seed]' },
  { kind: 'counsellor', ids: numbered('CO', 5), tag: '[seed]' },
  { kind: 'captain', ids: numbered('CA', 5), tag: '[seed]' },
  { kind: 'mercenary', ids: numbered('ME', 10), tag: '[seed]' },
  { kind: 'citizen', ids: numbered('CI', 10), tag: '[seed]' },
  { kind: 'revolt', ids: numbered('RV', 5), tag: '[seed]' },
  { kind: 'conspiracy', ids: numbered('CJ', 5), tag: '[seed]' },
  { kind: 'spy', ids: numbered('SP', 5), tag: '[seed]' },
  { kind: 'reform', ids: numbered('LR', 3), tag: '[seed]' },
  { kind: 'colonists', ids: numbered('CL', 5), tag: '[seed]' },
  { kind: 'fortification', ids: numbered('FO', 5), tag: '[seed]' },
  { kind: 'punishment', ids: numbered('EP', 5), tag: '[seed]' },
  { kind: 'machiavelli', ids: ['MQ'], tag: '[seed]' },
];

/** PM-2, R-5: the five Prince cards and their principality. [seed] */
export const PRINCE_TYPES: Readonly<Record<string, PrinceType>> = {
  'PR-N1': 'noble',
  'PR-N2': 'noble',
  'PR-P': 'popular',
  'PR-H': 'hereditary',
  'PR-E': 'ecclesiastical',
};

/** §5.1: a named shield; every territory bearing it borders every other. [designed] */
export interface Shield {
  name: string;
  sea: boolean;
  tag: Tag;
}

export const SHIELDS: readonly Shield[] = [
  { name: 'Monferrato', sea: false, tag: '[designed]' },
  { name: 'Po', sea: false, tag: '[designed]' },
  { name: 'Livenza', sea: false, tag: '[designed]' },
  { name: 'Reno', sea: false, tag: '[designed]' },
  { name: 'Mugello', sea: false, tag: '[designed]' },
  { name: 'Marecchia', sea: false, tag: '[designed]' },
  { name: 'Magra', sea: false, tag: '[designed]' },
  { name: 'Arno', sea: false, tag: '[designed]' },
  { name: 'Elsa', sea: false, tag: '[designed]' },
  { name: 'Chiana', sea: false, tag: '[designed]' },
  { name: 'Bolsena', sea: false, tag: '[designed]' },
  { name: 'Catria', sea: false, tag: '[designed]' },
  { name: 'Sibillini', sea: false, tag: '[designed]' },
  { name: 'Liri', sea: false, tag: '[designed]' },
  { name: 'Sannio', sea: false, tag: '[designed]' },
  { name: 'Lucania', sea: false, tag: '[designed]' },
  { name: 'Mar Ligure', sea: true, tag: '[designed]' },
  { name: 'Golfo di Venezia', sea: true, tag: '[designed]' },
  { name: 'Arcipelago', sea: true, tag: '[designed]' },
  { name: 'Adriatico', sea: true, tag: '[designed]' },
  { name: 'Tirreno', sea: true, tag: '[designed]' },
  { name: 'Bocche', sea: true, tag: '[designed]' },
  { name: 'Stretto', sea: true, tag: '[designed]' },
];

/** §5.2: a territory card. `name` is also its word in the notation, lowercased. [designed] */
export interface TerritoryCard {
  id: string;
  name: string;
  land: string[];
  sea: string[];
  status: Status;
  wealth: Wealth;
  tag: Tag;
}

function territory(id: string, name: string, land: string[], sea: string[], status: Status, wealth: Wealth): TerritoryCard {
  return { id, name, land, sea, status, wealth, tag: '[designed]' };
}

export const TERRITORIES: readonly TerritoryCard[] = [
  territory('T01', 'Savoia', ['Monferrato'], ['Mar Ligure'], 'noble', 'agriculture'),
  territory('T02', 'Milano', ['Monferrato', 'Po'], [], 'noble', 'gold'),
  territory('T03', 'Genova', ['Monferrato', 'Magra'], ['Mar Ligure'], 'free', 'trade'),
  territory('T04', 'Mantova', ['Po'], [], 'noble', 'gold'),
  territory('T05', 'Venezia', ['Po', 'Livenza'], ['Golfo di Venezia'], 'free', 'trade'),
  territory('T06', 'Friuli', ['Livenza'], ['Golfo di Venezia'], 'oriental', 'agriculture'),
  territory('T07', 'Ferrara', ['Po', 'Reno'], ['Golfo di Venezia'], 'noble', 'agriculture'),
  territory('T08', 'Bologna', ['Reno', 'Mugello'], [], 'noble', 'trade'),
  territory('T09', 'Romagna', ['Reno', 'Mugello', 'Marecchia'], ['Golfo di Venezia'], 'noble', 'agriculture'),
  territory('T10', 'Lucca', ['Magra', 'Arno'], [], 'free', 'gold'),
  territory('T11', 'Pisa', ['Arno', 'Elsa'], ['Arcipelago'], 'free', 'trade'),
  territory('T12', 'Firenze', ['Mugello', 'Arno', 'Elsa', 'Chiana'], [], 'free', 'gold'),
  territory('T13', 'Siena', ['Elsa', 'Chiana', 'Bolsena'], ['Arcipelago'], 'free', 'gold'),
  territory('T14', 'Urbino', ['Marecchia', 'Catria'], [], 'noble', 'gold'),
  territory('T15', 'Marche', ['Catria', 'Sibillini'], ['Adriatico'], 'oriental', 'trade'),
  territory('T16', 'Umbria', ['Chiana', 'Bolsena', 'Catria', 'Sibillini'], [], 'free', 'agriculture'),
  territory('T17', 'Roma', ['Bolsena', 'Liri'], ['Tirreno'], 'oriental', 'gold'),
  territory('T18', 'Abruzzo', ['Sibillini', 'Liri', 'Sannio'], ['Adriatico'], 'oriental', 'trade'),
  territory('T19', 'Napoli', ['Liri', 'Sannio', 'Lucania'], ['Tirreno'], 'noble', 'trade'),
  territory('T20', 'Puglia', ['Sannio', 'Lucania'], ['Adriatico'], 'oriental', 'trade'),
  territory('T21', 'Calabria', ['Lucania'], ['Stretto'], 'oriental', 'agriculture'),
  territory('T22', 'Sicilia', [], ['Stretto', 'Tirreno'], 'oriental', 'agriculture'),
  territory('T23', 'Sardegna', [], ['Bocche', 'Tirreno'], 'oriental', 'gold'),
  territory('T24', 'Corsica', [], ['Mar Ligure', 'Arcipelago', 'Bocche'], 'free', 'agriculture'),
];

/** PM-52: the one card played from hand. [seed] */
export const MACHIAVELLI = 'MQ';

/** Hand size limit (PM-10) and the draw target's bonus over the row (PM-7). [seed] */
export const HAND_LIMIT = 12;
export const DRAW_BONUS = 4;

/** §1.3, R-11: the match option `length`. [seed, R-11] */
export const MIN_ROUNDS = 5;
export const MAX_ROUNDS = 12;
export const DEFAULT_ROUNDS = 5;

/** Territories dealt to each player at setup (PM-3). [seed] */
export const STARTING_TERRITORIES = 3;

// ---------------------------------------------------------------------------------------------
// Derived tables, computed once.

export const ALL_CARDS: readonly string[] = CARD_GROUPS.flatMap((g) => g.ids).sort(canonical);

const KIND_OF = new Map<string, Kind>(CARD_GROUPS.flatMap((g) => g.ids.map((id): [string, Kind] => [id, g.kind])));

export const TERRITORY_BY_ID: Readonly<Record<string, TerritoryCard>> = Object.fromEntries(TERRITORIES.map((t) => [t.id, t]));

const TERRITORY_BY_WORD: Record<string, string> = Object.fromEntries(TERRITORIES.map((t) => [t.name.toLowerCase(), t.id]));

/** §0.3: canonical order is plain-ASCII order of card ids. */
export function canonical(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function kindOf(card: string): Kind | undefined {
  return KIND_OF.get(card);
}

export function isArmy(card: string): boolean {
  const k = kindOf(card);
  return k === 'mercenary' || k === 'citizen';
}

/** §0.3: a leader (Captain or Prince) may lead armies; a commander (Counsellor or Prince) uses political cards. */
export function isLeader(card: string): boolean {
  const k = kindOf(card);
  return k === 'captain' || k === 'prince';
}

export function isCommander(card: string): boolean {
  const k = kindOf(card);
  return k === 'counsellor' || k === 'prince';
}

/** A card's word in the notation: a territory's name, any other card's id, lowercased. */
export function cardWord(card: string): string {
  return kindOf(card) === 'territory' ? TERRITORY_BY_ID[card].name.toLowerCase() : card.toLowerCase();
}

/** The card a notation word names, or null. */
export function cardOfWord(word: string): string | null {
  if (Object.prototype.hasOwnProperty.call(TERRITORY_BY_WORD, word)) return TERRITORY_BY_WORD[word];
  const id = word.toUpperCase();
  return kindOf(id) && kindOf(id) !== 'territory' ? id : null;
}

/** The shields two territories share, or none when they do not border (PM-22, R-20). */
export function sharedShields(a: string, b: string): string[] {
  const x = TERRITORY_BY_ID[a];
  const y = TERRITORY_BY_ID[b];
  if (!x || !y || a === b) return [];
  const theirs = new Set([...y.land, ...y.sea]);
  return [...x.land, ...x.sea].filter((s) => theirs.has(s));
}

const BORDERS: Record<string, Record<string, 'land' | 'sea'>> = (() => {
  const out: Record<string, Record<string, 'land' | 'sea'>> = {};
  for (const a of TERRITORIES) {
    out[a.id] = {};
    for (const b of TERRITORIES) {
      const shared = sharedShields(a.id, b.id);
      // one shared land shield makes it a land border; only sea shields make it by sea.
      if (shared.length > 0) out[a.id][b.id] = shared.some((s) => a.land.includes(s)) ? 'land' : 'sea';
    }
  }
  return out;
})();

/** PM-22: how `a` borders `b`: by land, by sea, or not at all. */
export function border(a: string, b: string): 'land' | 'sea' | null {
  return BORDERS[a]?.[b] ?? null;
}

/** The territories bordering one, in canonical order. */
export function neighbours(id: string): string[] {
  return Object.keys(BORDERS[id] ?? {}).sort(canonical);
}
