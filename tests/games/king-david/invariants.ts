import { AREA } from '../../../src/games/king-david/data/map';
import { COUNTER, LEADER } from '../../../src/games/king-david/data/counters';
import { CHIT_MIX, MARKER_IDS, MAX_LEVEL } from '../../../src/games/king-david/data/tables';
import type { KdState } from '../../../src/games/king-david/state';

/** Plain checks (expect() is too slow to call thousands of times a game). */
export function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

/**
 * What must hold after every step: counters conserved (every army on the map or in its pool,
 * with a controller and role the rules allow), every marker in the cup, a hand or played, the
 * chits accounted for, leaders where their status says, stocks and levels in range.
 */
export function invariants(s: KdState): void {
  const placing = new Set(s.stack.flatMap((f) => (f.k === 'place' ? f.pieces : [])));
  for (const id of Object.keys(COUNTER)) {
    const a = s.armies[id];
    check(a !== undefined, `${id} lost`);
    const c = COUNTER[id];
    if (a.at === null && placing.has(id)) continue;
    if (a.at === null) {
      // KD-2: off the map, an army is in its country's pool, full side up and nobody's.
      check(a.ctl === -1 && a.role === 'own' && !a.reduced, `${id} off the map but ${JSON.stringify(a)}`);
      continue;
    }
    check(AREA[a.at] !== undefined, `${id} in no area (${a.at})`);
    check(!a.reduced || c.reduced !== null, `${id} is a 1-step counter shown reduced`);
    if (a.role === 'own') check(a.ctl >= 0 && s.country[a.ctl] === c.country, `${id} is its own country's but controlled by ${a.ctl}`);
    if (a.role === 'raider') check(s.raids.some((r) => r.id === a.raid && r.seat === a.ctl && r.minor === c.country), `${id} is a raider of no live raid`);
    if (a.role === 'ally') check(s.minors[c.country]?.status === 'allied' && s.minors[c.country].ally === a.ctl, `${id} is an ally's army but ${c.country} is ${JSON.stringify(s.minors[c.country])}`);
    if (a.role === 'defence') {
      const m = s.minors[c.country];
      check(m?.status === 'invaded' && m.defender === a.ctl, `${id} defends ${c.country} (${JSON.stringify(m)}) for ${a.ctl}`);
      // KD-78: minor-defence armies stay inside their minor.
      check(AREA[a.at].country === c.country, `${id} left its minor (${a.at})`);
    }
  }
  const markers = [...s.cup, ...s.hands.flat(), ...s.played];
  check(markers.length === MARKER_IDS.length && new Set(markers).size === MARKER_IDS.length, `markers: ${markers.length} (cup ${s.cup.length}, played ${s.played.length})`);
  if (s.track.length) {
    const total = Object.values(CHIT_MIX).reduce((a, b) => a + b, 0);
    const held = s.stack.filter((f) => f.k === 'handfate').reduce((n, f) => n + (f.k === 'handfate' ? f.chits.length : 0), 0);
    check(s.track.length + s.chitCup.length + s.setAside.length + held === total, `chits: track ${s.track.length}, cup ${s.chitCup.length}, aside ${s.setAside.length}`);
  }
  for (const [id, l] of Object.entries(s.leaders)) {
    if (l.status === 'map') check(l.at === null ? s.stack.some((f) => f.k === 'place' && f.pieces.includes(id)) : AREA[l.at] !== undefined, `${id} on the map nowhere`);
    check((l.status === 'captive') === s.captives.includes(id), `${id} captive ${l.status} vs ${s.captives}`);
    if (l.status !== 'out') check(s.country.includes(LEADER[id].country), `${id} in play without his country`);
  }
  for (let seat = 0; seat < s.seats; seat++) check(s.food[seat] >= 0 && s.res[seat] >= 0 && Number.isInteger(s.food[seat]) && Number.isInteger(s.res[seat]), `stocks of ${seat}: ${s.food[seat]} / ${s.res[seat]}`);
  for (const [area, level] of Object.entries(s.fort)) check(level >= (s.siege?.area === area ? 0 : 1) && level <= MAX_LEVEL, `${area} at level ${level}`);
  const pairs = s.alliances.map((x) => `${Math.min(x.a, x.b)}-${Math.max(x.a, x.b)}`);
  check(new Set(pairs).size === pairs.length && pairs.every((p) => s.pastAllies.includes(p)), `alliances ${pairs} / past ${s.pastAllies}`);
}
