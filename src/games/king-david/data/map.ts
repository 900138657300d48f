/**
 * The map (rulings §5.1) [designed]: 79 areas and 50 cities, by country, in the order and with the
 * names of the rulings. City names marked `seed` and the starting fortification levels are
 * [seed]; everything else (areas, terrain, ports, values and edges) is [designed].
 *
 * Edges are written as in the rulings' "Adjacent" column: `ID` an ordinary edge, `ID~River` a
 * river other than the Jordan (+1 MP for chariots), `ID=JF` the Jordan at a ford (+1 MP for
 * chariots), `ID=JX` the Jordan with no ford (impassable, still adjacent for intimidation).
 * Drawing coordinates for the board belong next to each area when the board is drawn.
 */

export type CountryId = 'PHI' | 'JUD' | 'ARA' | 'TYR' | 'MOA' | 'AMM' | 'BED' | 'EDO' | 'EGY' | 'HAM' | 'NEG' | 'JEB' | 'NEU';
export type Terrain = 'C' | 'H';
export type EdgeKind = 'plain' | 'river' | 'ford' | 'impassable';

export interface Edge {
  to: string;
  kind: EdgeKind;
  /** The river crossed, for rivers and the Jordan. */
  river: string | null;
}

export interface CityData {
  name: string;
  /** Starting fortification level: the set-up table, or 1 (rule 6.3) [seed]. */
  fort: number;
  port: boolean;
  /** The city's name is in the rulebook ([seed]); otherwise [designed]. */
  seed: boolean;
}

export interface AreaData {
  id: string;
  name: string;
  country: CountryId;
  terrain: Terrain;
  city: CityData | null;
  food: number;
  res: number;
  /** Edges in the rulings' order: A-16 "first legal area in §5.1 adjacency order". */
  adj: Edge[];
}

function city(name: string, fort: number, o: { port?: boolean; seed?: boolean } = {}): CityData {
  return { name, fort, port: o.port ?? false, seed: o.seed ?? false };
}

function edges(spec: string): Edge[] {
  return spec.split(',').map((raw) => {
    const e = raw.trim();
    if (e.endsWith('=JF')) return { to: e.slice(0, -3), kind: 'ford', river: 'Jordan' };
    if (e.endsWith('=JX')) return { to: e.slice(0, -3), kind: 'impassable', river: 'Jordan' };
    const [to, river] = e.split('~');
    return river ? { to, kind: 'river', river } : { to, kind: 'plain', river: null };
  });
}

function area(id: string, name: string, country: CountryId, terrain: Terrain, c: CityData | null, food: number, res: number, adj: string): AreaData {
  return { id, name, country, terrain, city: c, food, res, adj: edges(adj) };
}

export const AREAS: readonly AreaData[] = [
  // Philistia — player
  area('GAZ', "Gaza", 'PHI', 'C', city("Gaza", 2, { port: true, seed: true }), 3, 4, 'ZIK, RAP, ASK'),
  area('ASK', "Ashkelon", 'PHI', 'C', city("Ashkelon", 2, { port: true }), 3, 3, 'LAC, GAZ, ASD, GAT'),
  area('ASD', "Ashdod", 'PHI', 'C', city("Ashdod", 2, { port: true }), 4, 3, 'ASK, GAT, EKR, JOP~Sorek'),
  area('EKR', "Ekron", 'PHI', 'C', city("Ekron", 2), 3, 4, 'GEZ, ASD, GAT, TIM, JOP~Sorek'),
  area('GAT', "Gath", 'PHI', 'H', city("Gath", 2), 2, 4, 'ADU, ELA, LAC, ASK, ASD, EKR, TIM'),
  area('JOP', "Joppa", 'PHI', 'C', city("Joppa", 2, { port: true }), 3, 4, 'GEZ, ASD~Sorek, EKR~Sorek, APH'),
  area('RAP', "Raphia", 'PHI', 'C', null, 3, 2, 'BRK, BEE~Besor, ZIK~Besor, GAZ'),
  area('APH', "Aphek (Yarkon springs)", 'PHI', 'C', null, 4, 3, 'SHA~Yarkon, SHE, EPH, GEZ, JOP'),
  area('TIM', "Timnah (Sorek valley)", 'PHI', 'C', null, 3, 3, 'GEZ, ELA, GAT, EKR'),
  // Judah — player
  area('HEB', "Hebron", 'JUD', 'H', city("Hebron", 3, { seed: true }), 3, 2, 'BET, ADU, KEI, DEB, MAO, WIL'),
  area('BET', "Bethlehem", 'JUD', 'H', city("Bethlehem", 2), 3, 2, 'JER, HEB, WIL, ADU, ELA'),
  area('WIL', "Wilderness of Judah (Tekoa, En-gedi)", 'JUD', 'H', null, 1, 2, 'ARA, ARB, JER, JRC, BET, HEB, MAO'),
  area('ADU', "Adullam", 'JUD', 'H', city("Adullam", 2), 2, 2, 'BET, HEB, KEI, ELA, GAT, LAC'),
  area('KEI', "Keilah", 'JUD', 'H', city("Keilah", 2), 3, 2, 'HEB, ADU, LAC, DEB'),
  area('LAC', "Lachish", 'JUD', 'H', city("Lachish", 2), 2, 2, 'ADU, KEI, DEB, GAT, ZIK, ASK'),
  area('ZIK', "Ziklag", 'JUD', 'C', city("Ziklag", 2), 2, 1, 'BEE, LAC, DEB, GAZ, RAP~Besor'),
  area('DEB', "Debir", 'JUD', 'H', city("Debir", 2), 2, 2, 'BEE, ARA, HEB, KEI, LAC, ZIK, MAO'),
  area('MAO', "Maon and Carmel (Ziph)", 'JUD', 'H', null, 2, 3, 'ARA, HEB, WIL, DEB'),
  area('ELA', "Valley of Elah", 'JUD', 'C', null, 3, 2, 'BET, ADU, GAT, TIM'),
  // Aram — player
  area('DAM', "Damascus", 'ARA', 'C', city("Damascus", 4, { seed: true }), 4, 3, 'BAS, ARG, ANT, STP, BRH'),
  area('ANT', "Anti-Lebanon (Hermon)", 'ARA', 'H', null, 1, 3, 'GOL, MAA, DAM, ZOB, BRH'),
  area('ZOB', "Zobah (southern Beqaa)", 'ARA', 'C', city("Zobah", 1), 3, 3, 'MAA, ANT, BRH, MLB'),
  area('BRH', "Beth-rehob (northern Beqaa)", 'ARA', 'C', null, 2, 2, 'ANT, DAM, ZOB, LEB, MLB'),
  area('MAA', "Maacah", 'ARA', 'H', city("Abel-beth-maacah", 1), 2, 2, 'GOL, HAZ, ANT, ZOB, CAB, MLB~Litani'),
  area('GOL', "Golan (Geshur)", 'ARA', 'H', null, 2, 2, 'JAB~Yarmuk, BAS, MAA, ANT, HAZ=JF, GAL=JX'),
  area('BAS', "Bashan", 'ARA', 'C', city("Ashtaroth", 1), 3, 2, 'HAU, GOL, DAM, ARG'),
  area('HAU', "Hauran", 'ARA', 'C', city("Edrei", 1), 3, 1, 'AMS, RAM, BAS, ARG'),
  area('ARG', "Argob (Jebel Hauran)", 'ARA', 'H', null, 1, 3, 'HAU, BAS, DAM, STP, SIR'),
  area('RAM', "Ramoth-gilead", 'ARA', 'H', city("Ramoth-gilead", 2, { seed: true }), 3, 2, 'RAB~Jabbok, AMS, MAH, JAB, HAU'),
  // Tyre (map territory Phoenicia) — player
  area('TYR', "Tyre", 'TYR', 'C', city("Tyre", 3, { port: true, seed: true }), 2, 6, 'ZAR~Litani, ACH, CAB'),
  area('SID', "Sidon", 'TYR', 'C', city("Sidon", 3, { port: true, seed: true }), 3, 5, 'BYB, MLB, ZAR'),
  area('ZAR', "Zarephath", 'TYR', 'C', city("Zarephath", 1, { port: true }), 3, 3, 'MLB, SID, TYR~Litani'),
  area('ACH', "Achzib", 'TYR', 'C', city("Achzib", 1, { port: true }), 3, 3, 'TYR, ACC, CAB'),
  area('ACC', "Acco", 'TYR', 'C', city("Acco", 1, { port: true }), 5, 2, 'ACH, CAB, GAL, DOR~Kishon, MEG~Kishon'),
  area('BYB', "Byblos (Gebal)", 'TYR', 'C', city("Byblos", 1, { port: true }), 3, 5, 'KAD, MLB, SID'),
  area('MLB', "Mount Lebanon", 'TYR', 'H', null, 2, 5, 'MAA~Litani, ZOB, BRH, LEB, BYB, SID, ZAR'),
  area('CAB', "Land of Cabul", 'TYR', 'H', null, 3, 3, 'MAA, TYR, ACH, ACC, GAL, HAZ'),
  // Moab — player
  area('KIR', "Kir-Moab", 'MOA', 'H', city("Kir-Moab", 3, { seed: true }), 2, 4, 'ZER, PLT, DIB~Arnon'),
  area('PLT', "Moabite Plateau (Ar)", 'MOA', 'C', null, 3, 4, 'ZER, KIR, DIB~Arnon, SIR, AMS'),
  area('DIB', "Dibon", 'MOA', 'C', city("Dibon", 1), 3, 3, 'KIR~Arnon, PLT~Arnon, MED, AMS'),
  area('MED', "Medeba", 'MOA', 'C', city("Medeba", 1), 3, 3, 'DIB, HES, PMO, MIN'),
  area('HES', "Heshbon", 'MOA', 'C', city("Heshbon", 1), 2, 3, 'MED, PMO, JAZ, RAB, MIN'),
  area('PMO', "Plains of Moab", 'MOA', 'C', null, 3, 3, 'MED, HES, JRC=JF, MAH~Jabbok, JAZ'),
  area('ZER', "Zered Valley", 'MOA', 'H', null, 2, 4, 'ARB~Zered, BOZ~Zered, KIR, PLT'),
  // Ammon — minor
  area('RAB', "Rabbah", 'AMM', 'H', city("Rabbah", 1), 2, 2, 'HES, JAZ, MIN, AMS, RAM~Jabbok'),
  area('JAZ', "Jazer", 'AMM', 'H', null, 2, 2, 'HES, PMO, RAB, MAH~Jabbok'),
  area('MIN', "Minnith", 'AMM', 'C', city("Minnith", 1), 3, 1, 'MED, HES, RAB, AMS'),
  area('AMS', "Ammonite Steppe", 'AMM', 'C', null, 1, 1, 'PLT, DIB, RAB, MIN, SIR, RAM, HAU'),
  // Edom — minor
  area('BOZ', "Bozrah", 'EDO', 'H', city("Bozrah", 1), 1, 2, 'PUN, SEL, ZER~Zered, SIR'),
  area('SEL', "Sela", 'EDO', 'H', city("Sela", 1), 1, 2, 'ARB, BOZ, PUN'),
  area('PUN', "Punon (copper mines)", 'EDO', 'H', null, 0, 3, 'ARB, BOZ, SEL'),
  area('ARB', "Arabah", 'EDO', 'C', null, 0, 1, 'ARA, PUN, SEL, ZER~Zered, WIL'),
  // Egypt — minor
  area('TJA', "Tjaru (Sile)", 'EGY', 'C', city("Tjaru", 1), 3, 1, 'MIG, HOR'),
  area('MIG', "Migdol", 'EGY', 'C', city("Migdol", 1), 2, 1, 'TJA, HOR'),
  area('HOR', "Way of Horus", 'EGY', 'C', null, 0, 1, 'MIG, TJA, BRK'),
  area('BRK', "Brook of Egypt", 'EGY', 'C', null, 1, 0, 'HOR, RAP, BEE'),
  // Hamath — minor
  area('HAM', "Hamath", 'HAM', 'C', city("Hamath", 1), 3, 2, 'KAD, TAD'),
  area('KAD', "Kadesh on the Orontes", 'HAM', 'C', city("Kadesh", 1), 3, 1, 'LEB, HAM, TAD, BYB'),
  area('LEB', "Lebo-hamath", 'HAM', 'C', null, 2, 1, 'BRH, KAD, MLB, STP'),
  // Negev — minor
  area('BEE', "Beersheba", 'NEG', 'C', city("Beersheba", 1), 2, 1, 'BRK, ARA, ZIK, DEB, RAP~Besor'),
  area('ARA', "Arad", 'NEG', 'C', city("Arad", 1), 1, 1, 'BEE, DEB, MAO, WIL, ARB'),
  // Bedouin lands — minor
  area('TAD', "Tadmor", 'BED', 'C', city("Tadmor", 1), 1, 2, 'KAD, HAM, STP'),
  area('STP', "Syrian Steppe", 'BED', 'C', null, 1, 0, 'ARG, DAM, LEB, TAD, SIR'),
  area('SIR', "Wadi Sirhan", 'BED', 'C', null, 0, 1, 'BOZ, PLT, AMS, ARG, STP'),
  // Jebus — neutral city-state
  area('JER', "Jerusalem (Jebus)", 'JEB', 'H', city("Jerusalem", 2, { seed: true }), 2, 2, 'GIB, BET, JRC, WIL'),
  // Neutral (Israelite/Canaanite areas)
  area('GIB', "Gibeah (Benjamin)", 'NEU', 'H', city("Gibeah", 1), 1, 2, 'EPH, JER, GEZ, JRC'),
  area('GEZ', "Gezer (Aijalon valley)", 'NEU', 'C', city("Gezer", 1), 3, 1, 'EPH, GIB, APH, EKR, TIM, JOP'),
  area('EPH', "Mount Ephraim (Bethel, Shiloh)", 'NEU', 'H', null, 2, 2, 'SHE, GIB, JRC, APH, GEZ'),
  area('JRC', "Jericho (lower Jordan valley)", 'NEU', 'C', null, 2, 1, 'PMO=JF, MAH=JX, SHE, EPH, GIB, JER, WIL'),
  area('SHE', "Shechem", 'NEU', 'H', city("Shechem", 1), 2, 2, 'MAH=JF, JEZ, BSH, SHA, EPH, JRC, APH'),
  area('SHA', "Sharon Plain", 'NEU', 'C', null, 2, 1, 'MEG, DOR, SHE, APH~Yarkon'),
  area('DOR', "Dor", 'NEU', 'C', city("Dor", 1, { port: true }), 2, 2, 'ACC~Kishon, MEG, SHA'),
  area('MEG', "Megiddo", 'NEU', 'C', city("Megiddo", 1), 3, 1, 'ACC~Kishon, GAL, JEZ, DOR, SHA'),
  area('JEZ', "Jezreel Valley (Gilboa)", 'NEU', 'C', null, 3, 1, 'GAL, MEG, BSH, SHE'),
  area('BSH', "Beth-shean", 'NEU', 'C', city("Beth-shean", 1), 3, 1, 'JAB=JF, JEZ, SHE'),
  area('GAL', "Lower Galilee (Tabor, Kinnereth)", 'NEU', 'H', null, 2, 2, 'GOL=JX, ACC, CAB, HAZ, MEG, JEZ'),
  area('HAZ', "Hazor (Upper Galilee, Huleh)", 'NEU', 'H', city("Hazor", 1), 2, 2, 'GOL=JF, MAA, CAB, GAL'),
  area('MAH', "Mahanaim (Gilead)", 'NEU', 'H', city("Mahanaim", 1), 2, 2, 'PMO~Jabbok, JAZ~Jabbok, JAB, RAM, SHE=JF, JRC=JX'),
  area('JAB', "Jabesh-gilead", 'NEU', 'H', city("Jabesh-gilead", 1), 2, 2, 'MAH, RAM, BSH=JF, GOL~Yarmuk'),
];

export const AREA: Readonly<Record<string, AreaData>> = Object.fromEntries(AREAS.map((a) => [a.id, a]));

/** Areas of a country, in §5.1 order. */
export function areasOf(country: CountryId): readonly AreaData[] {
  return AREAS_BY_COUNTRY[country] ?? [];
}

const AREAS_BY_COUNTRY: Partial<Record<CountryId, AreaData[]>> = {};
for (const a of AREAS) (AREAS_BY_COUNTRY[a.country] ??= []).push(a);

/** Index of each area in §5.1 order (A-16 defaults go "in §5.1 order"). */
export const AREA_ORDER: Readonly<Record<string, number>> = Object.fromEntries(AREAS.map((a, i) => [a.id, i]));

export function isArea(id: string): boolean {
  return Object.prototype.hasOwnProperty.call(AREA, id);
}

/** The edge from `a` to `b`, if they are adjacent. */
export function edgeBetween(a: string, b: string): Edge | undefined {
  return AREA[a].adj.find((e) => e.to === b);
}

/** Port areas: areas whose city is a port (R-29: sea legs go port area to port area). */
export const PORT_AREAS: readonly string[] = AREAS.filter((a) => a.city?.port).map((a) => a.id);
