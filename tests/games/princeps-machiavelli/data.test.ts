import { describe, expect, it } from 'vitest';
import {
  ALL_CARDS,
  border,
  CARD_GROUPS,
  cardOfWord,
  cardWord,
  neighbours,
  PRINCE_TYPES,
  SHIELDS,
  TERRITORIES,
  TERRITORY_BY_ID,
} from '../../../src/games/princeps-machiavelli/data';

const NAME = (id: string) => TERRITORY_BY_ID[id].name;
const ID = (name: string) => TERRITORIES.find((t) => t.name === name)!.id;

/** Every unordered pair of bordering territories, with its kind. */
function borders(): { a: string; b: string; kind: 'land' | 'sea' }[] {
  const out: { a: string; b: string; kind: 'land' | 'sea' }[] = [];
  for (const x of TERRITORIES) for (const y of TERRITORIES) if (x.id < y.id && border(x.id, y.id)) out.push({ a: x.id, b: y.id, kind: border(x.id, y.id)! });
  return out;
}

function connected(ids: string[], allow: (a: string, b: string) => boolean): boolean {
  const seen = new Set([ids[0]]);
  const queue = [ids[0]];
  while (queue.length > 0) {
    const a = queue.shift()!;
    for (const b of ids) if (!seen.has(b) && allow(a, b)) (seen.add(b), queue.push(b));
  }
  return seen.size === ids.length;
}

describe('§1.2 the deck', () => {
  it('§1.2 [seed]: 93 cards, kind by kind, with the rulings’ ids', () => {
    const counts = Object.fromEntries(CARD_GROUPS.map((g) => [g.kind, g.ids.length]));
    expect(counts).toEqual({
      territory: 24,
      prince: 5,
      counsellor: 5,
      captain: 5,
      mercenary: 10,
      citizen: 10,
      revolt: 5,
      conspiracy: 5,
      spy: 5,
      reform: 3,
      colonists: 5,
      fortification: 5,
      punishment: 5,
      machiavelli: 1,
    });
    expect(ALL_CARDS).toHaveLength(93);
    expect(new Set(ALL_CARDS).size).toBe(93);
    expect(CARD_GROUPS.every((g) => g.tag === '[seed]')).toBe(true);
    expect(CARD_GROUPS.find((g) => g.kind === 'reform')!.ids).toEqual(['LR01', 'LR02', 'LR03']);
    expect(CARD_GROUPS.find((g) => g.kind === 'machiavelli')!.ids).toEqual(['MQ']);
  });

  it('PM-2, R-5: two Noble Princes, one Popular, one Hereditary, one Ecclesiastical', () => {
    expect(PRINCE_TYPES).toEqual({ 'PR-N1': 'noble', 'PR-N2': 'noble', 'PR-P': 'popular', 'PR-H': 'hereditary', 'PR-E': 'ecclesiastical' });
  });

  it('§0.3: canonical order is plain ASCII order of the ids', () => {
    expect(ALL_CARDS.slice(0, 3)).toEqual(['CA01', 'CA02', 'CA03']);
    expect(ALL_CARDS.filter((c) => c.startsWith('PR'))).toEqual(['PR-E', 'PR-H', 'PR-N1', 'PR-N2', 'PR-P']);
    expect(ALL_CARDS.indexOf('MQ')).toBeLessThan(ALL_CARDS.indexOf('PR-E'));
  });

  it('notation: a territory is written by its name, any other card by its id, in lower case', () => {
    expect(cardWord('T12')).toBe('firenze');
    expect(cardWord('PR-N1')).toBe('pr-n1');
    expect(cardOfWord('firenze')).toBe('T12');
    expect(cardOfWord('me04')).toBe('ME04');
    expect(cardOfWord('t12')).toBeNull();
    expect(cardOfWord('zz99')).toBeNull();
  });
});

describe('§5 the 24 territory cards [designed]', () => {
  it('§5.1: 16 land and 7 sea shields; no card bears more than four', () => {
    expect(SHIELDS.filter((s) => !s.sea)).toHaveLength(16);
    expect(SHIELDS.filter((s) => s.sea)).toHaveLength(7);
    expect(SHIELDS.every((s) => s.tag === '[designed]')).toBe(true);
    expect(TERRITORIES.every((t) => t.tag === '[designed]')).toBe(true);
    expect(Math.max(...TERRITORIES.map((t) => t.land.length + t.sea.length))).toBe(4);
    const names = new Set(SHIELDS.map((s) => s.name));
    for (const t of TERRITORIES) {
      for (const s of t.land) expect(SHIELDS.find((x) => x.name === s)?.sea).toBe(false);
      for (const s of t.sea) expect(SHIELDS.find((x) => x.name === s)?.sea).toBe(true);
      for (const s of [...t.land, ...t.sea]) expect(names.has(s)).toBe(true);
    }
  });

  it('§5.4: 53 borders, 15 of them by sea; degrees 3–6, mean 4.4', () => {
    const all = borders();
    expect(all).toHaveLength(53);
    expect(all.filter((b) => b.kind === 'sea')).toHaveLength(15);
    const degrees = TERRITORIES.map((t) => neighbours(t.id).length);
    expect(Math.min(...degrees)).toBe(3);
    expect(Math.max(...degrees)).toBe(6);
    expect((degrees.reduce((a, b) => a + b, 0) / 24).toFixed(1)).toBe('4.4');
  });

  it('§5.4: connected; the 21 mainland territories by land alone; Sicilia, Sardegna and Corsica only by sea', () => {
    const ids = TERRITORIES.map((t) => t.id);
    expect(connected(ids, (a, b) => border(a, b) !== null)).toBe(true);
    const islands = ['Sicilia', 'Sardegna', 'Corsica'].map(ID);
    const mainland = ids.filter((id) => !islands.includes(id));
    expect(mainland).toHaveLength(21);
    expect(connected(mainland, (a, b) => border(a, b) === 'land')).toBe(true);
    for (const island of islands) for (const other of neighbours(island)) expect(border(island, other)).toBe('sea');
  });

  it('§5.4, R-20: the eight pairs sharing a land and a sea shield are land borders', () => {
    const both = borders().filter(({ a, b }) => {
      const x = TERRITORY_BY_ID[a];
      const y = TERRITORY_BY_ID[b];
      return x.land.some((s) => y.land.includes(s)) && x.sea.some((s) => y.sea.includes(s));
    });
    expect(both.map(({ a, b }) => `${NAME(a)}–${NAME(b)}`).sort()).toEqual(
      ['Savoia–Genova', 'Venezia–Friuli', 'Venezia–Ferrara', 'Ferrara–Romagna', 'Pisa–Siena', 'Roma–Napoli', 'Marche–Abruzzo', 'Abruzzo–Puglia'].sort(),
    );
    expect(both.every((b) => b.kind === 'land')).toBe(true);
  });

  it('§5.4: 17 cards bear a ship; 7 are landlocked', () => {
    expect(TERRITORIES.filter((t) => t.sea.length > 0)).toHaveLength(17);
    expect(TERRITORIES.filter((t) => t.sea.length === 0).map((t) => t.name)).toEqual(['Milano', 'Mantova', 'Bologna', 'Lucca', 'Firenze', 'Urbino', 'Umbria']);
  });

  it('§5.4: status × wealth, every row and column summing to 8', () => {
    const cell = (status: string, wealth: string) =>
      TERRITORIES.filter((t) => t.status === status && t.wealth === wealth)
        .map((t) => t.name)
        .sort();
    expect(cell('free', 'gold')).toEqual(['Firenze', 'Lucca', 'Siena']);
    expect(cell('free', 'trade')).toEqual(['Genova', 'Pisa', 'Venezia']);
    expect(cell('free', 'agriculture')).toEqual(['Corsica', 'Umbria']);
    expect(cell('noble', 'gold')).toEqual(['Mantova', 'Milano', 'Urbino']);
    expect(cell('noble', 'trade')).toEqual(['Bologna', 'Napoli']);
    expect(cell('noble', 'agriculture')).toEqual(['Ferrara', 'Romagna', 'Savoia']);
    expect(cell('oriental', 'gold')).toEqual(['Roma', 'Sardegna']);
    expect(cell('oriental', 'trade')).toEqual(['Abruzzo', 'Marche', 'Puglia']);
    expect(cell('oriental', 'agriculture')).toEqual(['Calabria', 'Friuli', 'Sicilia']);
    for (const v of ['free', 'noble', 'oriental']) expect(TERRITORIES.filter((t) => t.status === v)).toHaveLength(8);
    for (const v of ['gold', 'trade', 'agriculture']) expect(TERRITORIES.filter((t) => t.wealth === v)).toHaveLength(8);
  });

  it('§5.3: the adjacency list, territory by territory, "~" marking a sea border', () => {
    const table: Record<string, string> = {
      Savoia: 'Milano, Genova, Corsica~',
      Milano: 'Savoia, Genova, Mantova, Venezia, Ferrara',
      Genova: 'Savoia, Milano, Lucca, Corsica~',
      Mantova: 'Milano, Venezia, Ferrara',
      Venezia: 'Milano, Mantova, Friuli, Ferrara, Romagna~',
      Friuli: 'Venezia, Ferrara~, Romagna~',
      Ferrara: 'Milano, Mantova, Venezia, Friuli~, Bologna, Romagna',
      Bologna: 'Ferrara, Romagna, Firenze',
      Romagna: 'Venezia~, Friuli~, Ferrara, Bologna, Firenze, Urbino',
      Lucca: 'Genova, Pisa, Firenze',
      Pisa: 'Lucca, Firenze, Siena, Corsica~',
      Firenze: 'Bologna, Romagna, Lucca, Pisa, Siena, Umbria',
      Siena: 'Pisa, Firenze, Umbria, Roma, Corsica~',
      Urbino: 'Romagna, Marche, Umbria',
      Marche: 'Urbino, Umbria, Abruzzo, Puglia~',
      Umbria: 'Firenze, Siena, Urbino, Marche, Roma, Abruzzo',
      Roma: 'Siena, Umbria, Abruzzo, Napoli, Sicilia~, Sardegna~',
      Abruzzo: 'Marche, Umbria, Roma, Napoli, Puglia',
      Napoli: 'Roma, Abruzzo, Puglia, Calabria, Sicilia~, Sardegna~',
      Puglia: 'Marche~, Abruzzo, Napoli, Calabria',
      Calabria: 'Napoli, Puglia, Sicilia~',
      Sicilia: 'Roma~, Napoli~, Calabria~, Sardegna~',
      Sardegna: 'Roma~, Napoli~, Sicilia~, Corsica~',
      Corsica: 'Savoia~, Genova~, Pisa~, Siena~, Sardegna~',
    };
    for (const t of TERRITORIES) {
      const got = neighbours(t.id).map((n) => `${NAME(n)}${border(t.id, n) === 'sea' ? '~' : ''}`);
      expect(got.join(', '), t.name).toBe(table[t.name]);
    }
  });
});
