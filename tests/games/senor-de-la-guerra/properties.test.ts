import { expect } from 'vitest';
import type { Game } from '../../../src/engine/types';
import { randomBot } from '../../../src/games/senor-de-la-guerra/bot';
import { FRISIANS, MAP_ZONES, NORMANS, REARGUARD, STRUCTURES, ZONES, unit } from '../../../src/games/senor-de-la-guerra/data';
import type { SenorState } from '../../../src/games/senor-de-la-guerra/state';
import { describeRandomPlay } from '../../support/game-harness';
import { english } from '../../support/words';
import { game, won } from './helpers';
import { princeTwins } from './twins';

const WORDS = ['rearguard', 'east', 'west', 'bridge', 'entrance', 'battlements', 'castle'];
const PIECES = ['king', 'chrysagon', 'guard', 'priest', 'peasant', 'knight', 'archer', 'dragon'];

/**
 * Near misses of this game's notation, each refused unless `actions()` lists it: a sample of five
 * forms per step (every form comes up thousands of times over the games), and two near misses of
 * a listed command.
 */
function nearMisses(s: SenorState, seat: number, pick: () => number): string[] {
  const any = <T>(xs: readonly T[]) => xs[Math.floor(pick() * xs.length)];
  const z = any(WORDS);
  const k = any(PIECES);
  const forms = [
    'attack',
    `move ${k} ${z}`,
    `move ${k}`,
    `to ${z} ${Math.floor(pick() * 25)}`,
    `to ${z} -1`,
    `casualty ${k}`,
    `fight ${z}`,
    `prince ${z} decoys ${any(WORDS)} ${any(WORDS)}`,
    `prince ${z}`,
    `build ${any(['shields', 'ram', 'ladders', 'tower'])}`,
    `lose peasant ${z}`,
    `recover ${z}`,
    `tile ${z} ${any(WORDS)}`,
    `priest ${z}`,
    `entrance ${k} ${Math.floor(pick() * 12)}`,
    `start ${any(['courage', 'tactics', 'both'])}`,
    `courage ${any(['dice', 'cancel', 'more'])}`,
    'done',
    'pass',
    'back',
    'done now',
  ];
  const out = Array.from({ length: 5 }, () => any(forms));
  // One more than allowed, or another zone, of a listed command.
  const base = any(game.actions(s, seat));
  if (base) {
    const w = base.split(' ');
    const last = Number(w[w.length - 1]);
    if (Number.isInteger(last)) out.push([...w.slice(0, -1), String(last + 1 + Math.floor(pick() * 10))].join(' '));
    out.push(w.map((x) => (WORDS.includes(x) ? any(WORDS) : x)).join(' '));
  }
  return out;
}

/**
 * SG-3 / SG-26 / R-6 / R-17 / SG-5 …: every piece is on the map, dead, or given up to a structure;
 * the counters, resources, caps, tiles and track stay what the rules allow. Null, or what is wrong.
 */
function conservation(s: SenorState): string | null {
  const count = { map: [0, 0], dead: [0, 0], removed: [0, 0] };
  let deadN = 0;
  let deadF = 0;
  const capped = ZONES.map(() => [0, 0]);
  for (const p of s.pieces) {
    count[p.status][p.side]++;
    if (p.status === 'dead' && p.side === NORMANS && p.kind !== 'guard' && p.kind !== 'priest') deadN++;
    if (p.status === 'dead' && p.side === FRISIANS && p.kind !== 'peasant') deadF++;
    if (p.status === 'removed' && !(p.side === FRISIANS && p.kind === 'peasant')) return `${p.id} removed but not a Frisian peasant`;
    if (p.status !== 'map') continue;
    if (unit(p.side, p.kind).capped) capped[p.zone][p.side]++;
    if (p.side === NORMANS) {
      if (p.zone === REARGUARD) return `${p.id} in the Rearguard (SG-6)`;
      if (s.controlled[p.zone] && !(p.kind === 'priest' && s.relocatePriest)) return `${p.id} in a controlled zone (SG-8)`;
      if (p.kind === 'guard' && p.zone !== ZONES.findIndex((z) => `${z.word}-guard` === p.id)) return `${p.id} moved (SG-9)`;
    } else {
      const needs = ZONES[p.zone].needs;
      if (needs !== null && !s.built[needs]) return `${p.id} in the ${ZONES[p.zone].word} without the ${needs} (SG-7)`;
    }
  }
  if (count.map[NORMANS] + count.dead[NORMANS] !== 26) return `Norman pieces ${JSON.stringify(count)}`;
  if (count.map[FRISIANS] + count.dead[FRISIANS] + count.removed[FRISIANS] !== 57) return `Frisian pieces ${JSON.stringify(count)}`;
  if (count.removed[FRISIANS] !== 2 * STRUCTURES.filter((x) => s.built[x]).length - s.toLose) return 'two peasants per structure (SG-31)';
  if (s.dead[NORMANS] !== deadN || s.dead[FRISIANS] !== deadF) return `dead counters ${s.dead} vs ${deadN}, ${deadF} (SG-26)`;
  if (![...s.courage, ...s.tactics].every((n) => Number.isInteger(n) && n >= 0)) return 'negative Courage or Tactics (SG-2)';
  for (const z of MAP_ZONES) {
    if (capped[z][FRISIANS] > 10) return `${capped[z][FRISIANS]} Frisians in the ${ZONES[z].word} (SG-5)`;
    // Norman warriors wait in the Battlements until D3, and A-6 checks D6 on its final arrangement.
    if (!['start', 'deploy', 'norman-move'].includes(s.phase) && capped[z][NORMANS] > 10) return `${capped[z][NORMANS]} Normans in the ${ZONES[z].word} (SG-5)`;
  }
  if (s.draco < 0 || s.draco > 6) return 'Draco off the track';
  const tiles = s.tiles.prince === null ? s.tiles.decoys : [s.tiles.prince, ...s.tiles.decoys];
  const legalTile = (z: number) => z !== REARGUARD && (!s.controlled[z] || (s.tiles.princeFound && z === s.tiles.prince));
  if (new Set(tiles).size !== tiles.length || !tiles.every(legalTile)) return 'tiles misplaced (SG-36)';
  if (s.tiles.decoysLeft + s.tiles.revealedDecoys.length + s.tiles.discarded !== 2) return 'decoys lost or duplicated (SG-34)';
  return null;
}

/**
 * The game as the harness plays it, with a refusal it must never give: an internal error (a fault
 * in the rules, caught by apply). It throws instead, and the harness reports the throw.
 */
const strictGame: Game<SenorState> = {
  ...game,
  apply(s, seat, command) {
    const r = game.apply(s, seat, command);
    if (!r.ok && r.code === 'internal_error') throw new Error(`internal error: ${english(r.message)}`);
    return r;
  },
};

describeRandomPlay<SenorState>({
  game: strictGame,
  bot: randomBot,
  runs: 200,
  // the Normans on either seat.
  options: (_seats, k) => ({ normans: k % 2 }),
  endTitle: 'SG-39 / SG-40 / SG-41: random legal play always ends with one victory condition, won by the side that met it',
  checkEnd: (s) => {
    const result = game.result(s);
    const condition = won(result);
    expect(condition).toMatch(/^sg\.won\.[fn][1-4]$/);
    expect(result?.winners).toEqual([condition.startsWith('sg.won.n') ? s.normanSeat : 1 - s.normanSeat]);
    expect(game.active(s)).toEqual([]);
    expect(game.actions(s, 0)).toEqual([]);
    expect(game.actions(s, 1)).toEqual([]);
  },
  invariantTitle: 'SG-3 / SG-5 / SG-26 / SG-34 / R-6 / R-17: every piece, counter, cap and tile stays as the rules allow after every step',
  invariant: conservation,
  nearMisses,
  twins: { ...princeTwins, title: 'A-7 / SG-34: twin games that differ only in where the Prince lies look the same to the Frisian and to spectators until a tile is turned over', minForks: 20 },
});
