import { AREA } from '../../../src/games/king-david/data/map';
import { COUNTER, LEADER } from '../../../src/games/king-david/data/counters';
import { CHIT_MIX, MARKER_IDS, MAX_LEVEL } from '../../../src/games/king-david/data/tables';
import type { KdState } from '../../../src/games/king-david/state';

/** Plain checks (expect() is too slow to call thousands of times a game); the message is built only on failure. */
export function check(condition: boolean, message: string | (() => string)): void {
  if (!condition) throw new Error(typeof message === 'string' ? message : message());
}

/**
 * What must hold after every step: counters conserved (every army on the map or in its pool,
 * with a controller and role the rules allow), every marker in the cup, a hand or played, the
 * chits accounted for, leaders where their status says, stocks and levels in range.
 */
const IDS = Object.keys(COUNTER);

function fail(message: string): never {
  throw new Error(message);
}
const TOTAL_CHITS = Object.values(CHIT_MIX).reduce((a, b) => a + b, 0);

export function invariants(s: KdState): void {
  const placing = new Set(s.stack.flatMap((f) => (f.k === 'place' ? f.pieces : [])));
  for (const id of IDS) {
    const a = s.armies[id];
    if (!(a !== undefined)) fail(`${id} lost`);
    const c = COUNTER[id];
    if (a.at === null && placing.has(id)) continue;
    if (a.at === null) {
      // KD-2: off the map, an army is in its country's pool, full side up and nobody's.
      if (!(a.ctl === -1 && a.role === 'own' && !a.reduced)) fail(`${id} off the map but ${JSON.stringify(a)}`);
      continue;
    }
    if (!(AREA[a.at] !== undefined)) fail(`${id} in no area (${a.at})`);
    if (!(!a.reduced || c.reduced !== null)) fail(`${id} is a 1-step counter shown reduced`);
    if (a.role === 'own') if (!(a.ctl >= 0 && s.country[a.ctl] === c.country)) fail(`${id} is its own country's but controlled by ${a.ctl}`);
    if (a.role === 'raider') if (!(s.raids.some((r) => r.id === a.raid && r.seat === a.ctl && r.minor === c.country))) fail(`${id} is a raider of no live raid`);
    if (a.role === 'ally') if (!(s.minors[c.country]?.status === 'allied' && s.minors[c.country].ally === a.ctl)) fail(`${id} is an ally's army but ${c.country} is ${JSON.stringify(s.minors[c.country])}`);
    if (a.role === 'defence') {
      const m = s.minors[c.country];
      if (!(m?.status === 'invaded' && m.defender === a.ctl)) fail(`${id} defends ${c.country} (${JSON.stringify(m)}) for ${a.ctl}`);
      // KD-78: minor-defence armies stay inside their minor.
      if (!(AREA[a.at].country === c.country)) fail(`${id} left its minor (${a.at})`);
    }
  }
  const markers = new Set(s.cup);
  for (const h of s.hands) for (const m of h) markers.add(m);
  for (const m of s.played) markers.add(m);
  const count = s.cup.length + s.played.length + s.hands.reduce((n, h) => n + h.length, 0);
  if (!(count === MARKER_IDS.length && markers.size === MARKER_IDS.length)) fail(`markers: ${count} (cup ${s.cup.length}, played ${s.played.length})`);
  if (s.track.length) {
    const total = TOTAL_CHITS;
    const held = s.stack.filter((f) => f.k === 'handfate').reduce((n, f) => n + (f.k === 'handfate' ? f.chits.length : 0), 0);
    if (!(s.track.length + s.chitCup.length + s.setAside.length + held === total)) fail(`chits: track ${s.track.length}, cup ${s.chitCup.length}, aside ${s.setAside.length}`);
  }
  for (const [id, l] of Object.entries(s.leaders)) {
    if (l.status === 'map') if (!(l.at === null ? s.stack.some((f) => f.k === 'place' && f.pieces.includes(id)) : AREA[l.at] !== undefined)) fail(`${id} on the map nowhere`);
    if (!((l.status === 'captive') === s.captives.includes(id))) fail(`${id} captive ${l.status} vs ${s.captives}`);
    if (l.status !== 'out') if (!(s.country.includes(LEADER[id].country))) fail(`${id} in play without his country`);
  }
  for (let seat = 0; seat < s.seats; seat++) if (!(s.food[seat] >= 0 && s.res[seat] >= 0 && Number.isInteger(s.food[seat]) && Number.isInteger(s.res[seat]))) fail(`stocks of ${seat}: ${s.food[seat]} / ${s.res[seat]}`);
  for (const [area, level] of Object.entries(s.fort)) if (!(level >= (s.siege?.area === area ? 0 : 1) && level <= MAX_LEVEL)) fail(`${area} at level ${level}`);
  const pairs = s.alliances.map((x) => `${Math.min(x.a, x.b)}-${Math.max(x.a, x.b)}`);
  if (!(new Set(pairs).size === pairs.length && pairs.every((p) => s.pastAllies.includes(p)))) fail(`alliances ${pairs} / past ${s.pastAllies}`);
}
