// The kind of a card from its id (the rulings' id scheme, §1.2), for names and icons on the board.
const PREFIX = {
  T: 'territory',
  PR: 'prince',
  CO: 'counsellor',
  CA: 'captain',
  ME: 'mercenary',
  CI: 'citizen',
  RV: 'revolt',
  CJ: 'conspiracy',
  SP: 'spy',
  LR: 'reform',
  CL: 'colonists',
  FO: 'fortification',
  EP: 'punishment',
  MQ: 'machiavelli',
};

export function kindOf(id) {
  const m = /^([A-Z]+)/.exec(id);
  return m ? (PREFIX[m[1]] ?? 'card') : 'card';
}

/** A card's word in the notation: a territory by its name, any other card by its id. */
export function wordOf(id, t) {
  return kindOf(id) === 'territory' ? t(`pm.t.${id}`).toLowerCase() : id.toLowerCase();
}

/** Every territory id, T01 … T24. */
export const TERRITORY_IDS = Array.from({ length: 24 }, (_, i) => `T${String(i + 1).padStart(2, '0')}`);

/** The kinds an offer may ask for, in the order the engine lists them. */
export const WANTABLE = ['territory', 'counsellor', 'captain', 'mercenary', 'citizen', 'revolt', 'conspiracy', 'spy', 'reform', 'colonists', 'fortification', 'punishment', 'machiavelli'];
