import { expect } from 'vitest';
import { play } from '../../../src/engine/play';
import type { LogLine } from '../../../src/engine/types';
import { kingDavid } from '../../../src/games/king-david';
import { COUNTERS, LEADERS, type PlayerCountry } from '../../../src/games/king-david/data/counters';
import { MARKER_IDS, markerKind } from '../../../src/games/king-david/data/tables';
import { advance } from '../../../src/games/king-david/flow';
import { initialState } from '../../../src/games/king-david/setup';
import type { Frame } from '../../../src/games/king-david/frames';
import type { Chit, KdState } from '../../../src/games/king-david/state';
import type { ChitKind } from '../../../src/games/king-david/data/tables';
import { english } from '../../support/words';

export const game = kingDavid;

export interface Position {
  /** Countries by seat; the seat count is their number. */
  countries: PlayerCountry[];
  /** Armies by area, controlled by their own country's seat. */
  armies?: Record<string, string[]>;
  reduced?: string[];
  leaders?: Record<string, string>;
  stocks?: Partial<Record<PlayerCountry, [number, number]>>;
  /** Marker kinds in each country's hand. */
  hands?: Partial<Record<PlayerCountry, number[]>>;
  forts?: Record<string, number>;
  control?: Record<string, string>;
  /** Initiative order, by country (default: seat order). */
  initiative?: PlayerCountry[];
  track?: ChitKind[];
}

export function seatOf(s: KdState, c: PlayerCountry): number {
  return s.country.indexOf(c);
}

/** A state with exactly the pieces, stocks and hands given, and an empty flow. */
export function position(p: Position): KdState {
  const s = initialState({ seats: p.countries.length, seed: 'position' });
  s.country = [...p.countries];
  s.inPlay = [...p.countries].sort((a, b) => ['PHI', 'JUD', 'ARA', 'TYR', 'MOA'].indexOf(a) - ['PHI', 'JUD', 'ARA', 'TYR', 'MOA'].indexOf(b));
  for (const c of ['PHI', 'JUD', 'ARA', 'TYR', 'MOA'] as PlayerCountry[]) if (p.countries.includes(c)) delete s.minors[c];
  s.armies = Object.fromEntries(COUNTERS.map((c) => [c.id, { at: null, reduced: false, ctl: -1, role: 'own' as const }]));
  for (const [area, ids] of Object.entries(p.armies ?? {})) {
    for (const id of ids) {
      if (!s.armies[id]) throw new Error(`no counter ${id}`);
      const seat = s.country.indexOf(id.slice(0, 3) as PlayerCountry);
      s.armies[id] = { at: area, reduced: (p.reduced ?? []).includes(id), ctl: seat, role: seat >= 0 ? 'own' : 'defence' };
    }
  }
  for (const l of LEADERS) s.leaders[l.id] = p.leaders?.[l.id] ? { at: p.leaders[l.id], status: 'map' } : { at: null, status: 'out' };
  s.food = p.countries.map((c) => p.stocks?.[c]?.[0] ?? 20);
  s.res = p.countries.map((c) => p.stocks?.[c]?.[1] ?? 20);
  const cup = [...MARKER_IDS];
  s.hands = p.countries.map((c) =>
    (p.hands?.[c] ?? []).map((kind) => {
      const id = cup.find((m) => markerKind(m) === kind);
      if (!id) throw new Error(`no marker of kind ${kind} left`);
      cup.splice(cup.indexOf(id), 1);
      return id;
    }),
  );
  s.cup = cup;
  Object.assign(s.fort, p.forts ?? {});
  Object.assign(s.control, p.control ?? {});
  s.initiative = (p.initiative ?? p.countries).map((c) => s.country.indexOf(c));
  s.turn = 1;
  s.phase = 1;
  s.track = (p.track ?? ['action', 'action', 'harvest', 'resource', 'build', 'event', 'action', 'harvest', 'resource', 'event', 'action', 'build']).map((kind): Chit => ({ kind, faceUp: true, knownTo: [] }));
  s.chitCup = [];
  s.stack = [];
  return s;
}

/** Starts the flow from the given frames (innermost last) and runs it to the first decision. */
export function start(s: KdState, frames: Frame[]): { state: KdState; log: LogLine[] } {
  s.stack = frames;
  const log: LogLine[] = [];
  advance(s, log);
  return { state: s, log };
}

/** An Action phase about to give its slots, in the position's initiative order. */
export function actionPhase(s: KdState): { state: KdState; log: LogLine[] } {
  return start(s, [{ k: 'turn', stage: 'phases' }, { k: 'phase', stage: 'end' }, { k: 'action', stage: 'start', slots: [], idx: 0 }]);
}

/** Plays a command as `seat`, failing the test (with the game's words) on a refusal. */
export function go(s: KdState, seat: number, command: string): { state: KdState; log: LogLine[] } {
  const r = play(game, s, seat, command);
  if (!r.ok) throw new Error(`"${command}" by seat ${seat} refused: ${english(r.message)} (listed: ${game.actions(s, seat).join(' | ')})`);
  return { state: r.value.state, log: r.value.log };
}

/** Plays commands in turn, each by the seat given, and returns the final state with all lines. */
export function run(s: KdState, steps: [number, string][]): { state: KdState; log: LogLine[] } {
  let state = s;
  const log: LogLine[] = [];
  for (const [seat, command] of steps) {
    const r = go(state, seat, command);
    state = r.state;
    log.push(...r.log);
  }
  return { state, log };
}

/** The refusal of a command, in English; fails if it was accepted. */
export function refused(s: KdState, seat: number, command: string): string {
  const r = play(game, s, seat, command);
  expect(r.ok, `"${command}" should be refused`).toBe(false);
  return r.ok ? '' : english(r.message);
}

export function words(log: LogLine[], seat: number | null = null): string[] {
  return log.filter((l) => l.to === undefined || (seat !== null && l.to.includes(seat))).map((l) => english(l.text));
}

/** Armies and leaders in an area, sorted. */
export function piecesIn(s: KdState, area: string): string[] {
  const armies = Object.keys(s.armies).filter((id) => s.armies[id].at === area);
  const leaders = Object.keys(s.leaders).filter((l) => s.leaders[l].status === 'map' && s.leaders[l].at === area);
  return [...leaders, ...armies].sort();
}

export function top(s: KdState): Frame | undefined {
  return s.stack[s.stack.length - 1];
}
