import { describe, expect, it } from 'vitest';
import { AREA, AREAS, edgeBetween, type CountryId } from '../../../src/games/king-david/data/map';
import { COUNTERS, LEADER, MINOR_FORCES, SETUP, TYPE_ORDER, type ArmyType, type PlayerCountry } from '../../../src/games/king-david/data/counters';
import { CHIT_MIX, MARKERS, MARKER_IDS, RAIDS, UPKEEP_HALVES } from '../../../src/games/king-david/data/tables';

/** §5 component data: what the rulings state about the map, the set-up, the counters and the chits. */

const TABLE: Record<string, [number, number, number, number, number]> = {
  // country: areas, cities, ports, food/phase, resources/phase (§5.1 production table)
  PHI: [9, 6, 4, 28, 30],
  JUD: [10, 7, 0, 23, 20],
  ARA: [10, 6, 0, 24, 23],
  TYR: [8, 6, 6, 24, 32],
  MOA: [7, 4, 0, 18, 24],
  AMM: [4, 2, 0, 8, 6],
  BED: [3, 1, 0, 2, 3],
  EDO: [4, 2, 0, 2, 8],
  EGY: [4, 2, 0, 6, 3],
  HAM: [3, 2, 0, 8, 4],
  NEG: [2, 2, 0, 3, 2],
  JEB: [1, 1, 0, 2, 2],
  NEU: [14, 9, 1, 31, 22],
};

describe('§5.1 the map', () => {
  it('has 79 areas and 50 cities, with unique ids', () => {
    expect(AREAS).toHaveLength(79);
    expect(AREAS.filter((a) => a.city)).toHaveLength(50);
    expect(new Set(AREAS.map((a) => a.id)).size).toBe(79);
  });

  it('counts areas, cities, ports, food and resources per country as the production table says', () => {
    for (const [c, [areas, cities, ports, food, res]] of Object.entries(TABLE)) {
      const mine = AREAS.filter((a) => a.country === c);
      expect([mine.length, mine.filter((a) => a.city).length, mine.filter((a) => a.city?.port).length, mine.reduce((n, a) => n + a.food, 0), mine.reduce((n, a) => n + a.res, 0)], c).toEqual([areas, cities, ports, food, res]);
    }
  });

  it('gives each player country a production equal to its set-up stock (§5.1, §5.2)', () => {
    for (const c of Object.keys(SETUP) as PlayerCountry[]) {
      const mine = AREAS.filter((a) => a.country === c);
      expect([mine.reduce((n, a) => n + a.food, 0), mine.reduce((n, a) => n + a.res, 0)]).toEqual([SETUP[c].food, SETUP[c].res]);
    }
  });

  it('has symmetric adjacency: every edge exists both ways with the same kind and river', () => {
    for (const a of AREAS) {
      for (const e of a.adj) {
        expect(AREA[e.to], `${a.id}→${e.to}`).toBeDefined();
        const back = edgeBetween(e.to, a.id);
        expect(back, `${e.to}→${a.id}`).toBeDefined();
        expect([back?.kind, back?.river]).toEqual([e.kind, e.river]);
      }
      expect(new Set(a.adj.map((e) => e.to)).size).toBe(a.adj.length);
    }
  });

  it('crosses the Jordan only at the four fords, with two uncrossable reaches (=JX)', () => {
    const jordan = AREAS.flatMap((a) => a.adj.filter((e) => e.river === 'Jordan' && a.id < e.to).map((e) => `${a.id}-${e.to} ${e.kind}`));
    expect(jordan.sort()).toEqual(['BSH-JAB ford', 'GAL-GOL impassable', 'GOL-HAZ ford', 'JRC-MAH impassable', 'JRC-PMO ford', 'MAH-SHE ford'].sort());
  });

  it('names the other rivers of §5.1 and nothing else', () => {
    const rivers = new Set(AREAS.flatMap((a) => a.adj.filter((e) => e.kind === 'river').map((e) => e.river)));
    expect([...rivers].sort()).toEqual(['Arnon', 'Besor', 'Jabbok', 'Kishon', 'Litani', 'Sorek', 'Yarkon', 'Yarmuk', 'Zered']);
  });

  it('starts cities at the set-up levels: Philistia 2, Judah 2 with Hebron 3, Damascus 4, Ramoth-gilead 2, Tyre and Sidon 3, Kir-Moab 3, Jerusalem 2, others 1 (KD-11)', () => {
    const level = (id: string) => AREA[id].city?.fort;
    for (const a of AREAS.filter((x) => x.country === 'PHI' && x.city)) expect(level(a.id)).toBe(2);
    for (const a of AREAS.filter((x) => x.country === 'JUD' && x.city)) expect(level(a.id)).toBe(a.id === 'HEB' ? 3 : 2);
    const special: Record<string, number> = { DAM: 4, RAM: 2, TYR: 3, SID: 3, KIR: 3, JER: 2 };
    for (const a of AREAS.filter((x) => x.city && x.country !== 'PHI' && x.country !== 'JUD')) expect(level(a.id), a.id).toBe(special[a.id] ?? 1);
  });

  it('matches the reach table: foreign cities within 1, 2 and 3 steps (undefended neutrals in brackets)', () => {
    const expected: Record<string, string[]> = { JUD: ['6 (1)', '12 (4)', '19 (6)'], PHI: ['6 (2)', '16 (7)', '22 (9)'], ARA: ['4 (3)', '18 (5)', '24 (7)'], TYR: ['6 (3)', '9 (3)', '13 (6)'], MOA: ['4 (1)', '12 (5)', '21 (7)'] };
    for (const [c, want] of Object.entries(expected)) {
      const dist = new Map<string, number>(AREAS.filter((a) => a.country === c).map((a) => [a.id, 0]));
      let frontier = [...dist.keys()];
      for (let d = 1; d <= 3; d++) {
        const next: string[] = [];
        for (const id of frontier) for (const e of AREA[id].adj) if (e.kind !== 'impassable' && !dist.has(e.to)) dist.set(e.to, d), next.push(e.to);
        frontier = next;
      }
      const got = [1, 2, 3].map((n) => {
        const cities = AREAS.filter((a) => a.city && a.country !== c && (dist.get(a.id) ?? 9) <= n);
        return `${cities.length} (${cities.filter((a) => a.country === 'NEU' || a.country === 'JEB').length})`;
      });
      expect(got, c).toEqual(want);
    }
  });

  it('lets every minor set up its whole force within stacking (§5.1: Egypt 16 in 4 areas, Bedouins 12 in 3)', () => {
    for (const [m, force] of Object.entries(MINOR_FORCES)) {
      const n = Object.values(force).reduce((a, b) => a + b, 0);
      expect(n, m).toBeLessThanOrEqual(4 * AREAS.filter((a) => a.country === (m as CountryId)).length);
    }
    expect(Object.values(MINOR_FORCES.EGY).reduce((a, b) => a + b, 0)).toBe(16);
    expect(Object.values(MINOR_FORCES.BED).reduce((a, b) => a + b, 0)).toBe(12);
  });
});

describe('§5.2–§5.4 set-up, counters and leaders', () => {
  const count = (c: string, t?: ArmyType) => COUNTERS.filter((x) => x.country === c && (t === undefined || x.type === t)).length;

  it('has counters for every set-up draw, and none of a type absent at set-up except Judah’s chariots', () => {
    for (const [c, row] of Object.entries(SETUP)) {
      for (const t of TYPE_ORDER) {
        expect(count(c, t), `${c} ${t}`).toBeGreaterThanOrEqual(row.armies[t]);
        if (row.armies[t] === 0) expect(count(c, t), `${c} ${t}`).toBe(c === 'JUD' && t === 'C' ? 2 : 0);
      }
    }
  });

  it('gives each minor exactly its force in counters (§5.2 minor forces)', () => {
    for (const [m, force] of Object.entries(MINOR_FORCES)) for (const t of TYPE_ORDER) expect(count(m, t), `${m} ${t}`).toBe(force[t]);
  });

  it('names counters COUNTRY-<type><full><reduced>-n, with Judah’s seed strengths (rule 3.1)', () => {
    expect(COUNTERS.map((c) => c.id)).toContain('JUD-P43-1');
    expect(COUNTERS.map((c) => c.id)).toContain('PHI-M1-4');
    for (const c of COUNTERS) expect(c.id).toBe(`${c.country}-${c.type}${c.full}${c.reduced ?? ''}-${c.id.split('-').pop()}`);
    const judah = new Set(COUNTERS.filter((c) => c.country === 'JUD').map((c) => `${c.type}${c.full}`));
    for (const seed of ['P4', 'P3', 'I3', 'I2', 'M3', 'M2', 'M1']) expect(judah.has(seed)).toBe(true);
  });

  it('rates the leaders: David +3, Joab +2, Abishai +1, Amasa +1, Hadadezer +2 (§5.4)', () => {
    expect(Object.fromEntries(Object.values(LEADER).map((l) => [l.id, l.rating]))).toEqual({ DAVID: 3, JOAB: 2, ABISHAI: 1, AMASA: 1, HADADEZER: 2 });
  });

  it('gives the expected starting upkeep of the balance note (§5.5, R-39)', () => {
    const expected: Record<string, [number, number]> = { JUD: [23, 12], PHI: [19, 14], ARA: [23, 19], TYR: [21, 13], MOA: [16, 12] };
    for (const [c, row] of Object.entries(SETUP)) {
      let f = 0;
      let r = 0;
      for (const t of TYPE_ORDER) {
        const mix = COUNTERS.filter((x) => x.country === c && x.type === t);
        if (!mix.length) continue;
        const steps = mix.reduce((n, x) => n + (x.reduced === null ? 1 : 2), 0) / mix.length;
        f += UPKEEP_HALVES[t][0] * steps * row.armies[t];
        r += UPKEEP_HALVES[t][1] * steps * row.armies[t];
      }
      expect([Math.ceil(f / 2 - 1e-9), Math.ceil(r / 2 - 1e-9)], c).toEqual(expected[c]);
    }
  });
});

describe('§2.5 and §5.6 markers and chits', () => {
  it('has 73 event markers of 27 kinds with the rulebook counts (KD-41 to KD-67)', () => {
    expect(MARKER_IDS).toHaveLength(73);
    expect(MARKERS).toHaveLength(27);
    expect(MARKERS.map((m) => m.count)).toEqual([4, 4, 2, 3, 3, 3, 3, 1, 1, 1, 1, 1, 1, 3, 3, 3, 5, 5, 2, 4, 4, 2, 2, 3, 2, 5, 2]);
  });

  it('makes raids last 3 or 4 Action phases with the dice of KD-48 to KD-53', () => {
    expect(Object.values(RAIDS).map((r) => `${r.minor} ${r.dice.join('+')} ${r.phases}`)).toEqual(['EGY 10 3', 'EGY 10+6 4', 'EGY 10+10 4', 'BED 8 3', 'BED 10 4', 'BED 10+6 4']);
  });

  it('puts 15 phase chits in the cup: 5 Action, 3 Harvest, 3 Resource, 2 Build, 2 Event', () => {
    expect(CHIT_MIX).toEqual({ action: 5, harvest: 3, resource: 3, build: 2, event: 2 });
  });
});
