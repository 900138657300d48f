/**
 * King David's focused bench case (DESIGN §10: apply p99 under 5 ms even in the biggest battle
 * and the biggest marker window), run by scripts/bench.ts. Five players; Judah's largest stack
 * (David and 7 armies, the stacking limit) and Aram's (Hadadezer and 6 armies) stand in the
 * Jezreel valley, and every player holds the markers that open the combat windows (Surprise,
 * Ambush, the weaponry markers, Act of God, God's Intervention, the Ark, Troop Revolt, Bribe!,
 * Recruit Prisoners), so that each round polls all five seats and chains interventions. The
 * random bot plays the battle from Judah's slot to its end; every step is timed.
 */
import { play } from '../src/engine/play';
import { randomFrom } from '../src/engine/rng';
import { kingDavid as game } from '../src/games/king-david';
import { randomBot } from '../src/games/king-david/bot';
import { LEADERS, type PlayerCountry } from '../src/games/king-david/data/counters';
import { MARKER_IDS, markerKind } from '../src/games/king-david/data/tables';
import { advance } from '../src/games/king-david/flow';
import { initialState } from '../src/games/king-david/setup';
import type { KdState } from '../src/games/king-david/state';

const COUNTRIES: PlayerCountry[] = ['JUD', 'ARA', 'PHI', 'TYR', 'MOA'];
const JUDAH = ['JUD-C32-1', 'JUD-C32-2', 'JUD-P43-1', 'JUD-P43-2', 'JUD-P43-3', 'JUD-P43-4', 'JUD-I32-1'];
const ARAM = ['ARA-C43-1', 'ARA-C43-2', 'ARA-C43-3', 'ARA-C43-4', 'ARA-I32-1', 'ARA-I32-2'];
/** The combat-window markers each hand gets, as far as the mix allows. */
const HANDS: Record<PlayerCountry, number[]> = {
  JUD: [1, 2, 4, 6, 19, 22, 23, 24, 26],
  ARA: [1, 2, 4, 7, 22, 23, 24, 26],
  PHI: [1, 2, 4, 26],
  TYR: [1, 4, 26, 6],
  MOA: [2, 4, 26, 7],
};

function biggestBattle(seed: string): KdState {
  const s = initialState({ seats: 5, seed });
  s.country = [...COUNTRIES];
  for (const c of COUNTRIES) delete s.minors[c];
  for (const id in s.armies) s.armies[id] = { at: null, reduced: false, ctl: -1, role: 'own' };
  for (const id of JUDAH) s.armies[id] = { at: 'JEZ', reduced: false, ctl: 0, role: 'own' };
  for (const id of ARAM) s.armies[id] = { at: 'JEZ', reduced: false, ctl: 1, role: 'own' };
  for (const l of LEADERS) s.leaders[l.id] = { at: null, status: 'out' };
  s.leaders.DAVID = { at: 'JEZ', status: 'map' };
  s.leaders.HADADEZER = { at: 'JEZ', status: 'map' };
  s.food = COUNTRIES.map(() => 40);
  s.res = COUNTRIES.map(() => 40);
  const cup = [...MARKER_IDS];
  s.hands = COUNTRIES.map((c) =>
    HANDS[c].flatMap((kind) => {
      const id = cup.find((m) => markerKind(m) === kind);
      if (!id) return [];
      cup.splice(cup.indexOf(id), 1);
      return [id];
    }),
  );
  s.cup = cup;
  s.initiative = [0, 1, 2, 3, 4];
  s.turn = 1;
  s.phase = 1;
  s.track = ['action', 'harvest', 'resource', 'build', 'event', 'action', 'action', 'harvest', 'resource', 'event', 'action', 'build'].map((kind) => ({ kind: kind as KdState['track'][number]['kind'], faceUp: true, knownTo: [] }));
  s.chitCup = [];
  s.stack = [{ k: 'turn', stage: 'phases' }, { k: 'phase', stage: 'end' }, { k: 'action', stage: 'start', slots: [], idx: 0 }];
  advance(s, []);
  return s;
}

/** Apply times (ms) of every step of the battle and of the marker windows inside it, over `runs` seeds. */
export function kingDavidBattleTimes(runs: number): { battle: number[]; windows: number[]; widest: number } {
  const battle: number[] = [];
  const windows: number[] = [];
  let widest = 0;
  for (let run = 0; run < runs; run++) {
    let s = biggestBattle(`bench-battle-${run}`);
    const random = randomFrom(`bench-battle-bot-${run}`);
    let began = false;
    for (let step = 0; step < 5_000 && !game.result(s); step++) {
      if (began && !s.battle) break;
      const ready = game.active(s).filter((x) => game.actions(s, x).length > 0);
      const seat = ready[Math.floor(random() * ready.length)];
      const command = randomBot(s, seat, random);
      const inWindow = s.stack[s.stack.length - 1]?.k === 'window';
      const t0 = performance.now();
      const r = play(game, s, seat, command);
      const ms = performance.now() - t0;
      if (!r.ok) throw new Error(`king-david bench: "${command}" refused`);
      if (s.battle) {
        began = true;
        battle.push(ms);
        if (inWindow) windows.push(ms);
        widest = Math.max(widest, s.battle.armies[0].length + s.battle.armies[1].length);
      }
      s = r.value.state;
    }
  }
  return { battle, windows, widest };
}
