import { runAll, soleActive } from '../../support/drive';
import { play } from '../../../src/engine/play';
import type { LogLine } from '../../../src/engine/types';
import { lancaster } from '../../../src/games/lancaster';
import { COUNTIES, EXTENSIONS, KNIGHTS } from '../../../src/games/lancaster/data';
import { advance } from '../../../src/games/lancaster/flow';
import { roundTasks } from '../../../src/games/lancaster/rounds';
import { insertSorted, removeOne, type LancasterState, type Task } from '../../../src/games/lancaster/state';
import { view, type LancasterView } from '../../../src/games/lancaster/view';
import { english } from '../../support/words';

export const game = lancaster;

/** The typed view (the contract's `view` returns `unknown`). */
export function look(s: LancasterState, viewer: number | null): LancasterView {
  return view(s, viewer);
}

/**
 * A table straight after setup, with no cards on the board, the start marker on `start`, no
 * extension built and every player's knights where 1.3 puts them. Tests then arrange the pieces.
 */
export function table(seats: number, o: { start?: number; round?: number; seed?: string } = {}): LancasterState {
  const s = game.setup({ seats, seed: o.seed ?? 'test' });
  s.setupChoice = s.setupChoice.map(() => null);
  s.tasks = [];
  s.startPlayer = o.start ?? 0;
  s.round = o.round ?? 1;
  s.phase = 'placement';
  s.conflicts = [null, null, null, null];
  return s;
}

/** Takes a knight of a strength from the force's court, else its reserve (so knights stay conserved). */
function take(s: LancasterState, force: number, strength: number): void {
  const f = s.forces[force];
  if (removeOne(f.court, strength) || removeOne(f.reserve, strength)) return;
  throw new Error(`force ${force} has no free knight of strength ${strength}`);
}

/** Moves knights to the force's court (from the reserve first) so that the court is exactly `strengths`. */
export function court(s: LancasterState, force: number, strengths: number[]): void {
  const f = s.forces[force];
  for (const k of f.court) insertSorted(f.reserve, k);
  f.court = [];
  for (const k of strengths) {
    if (!removeOne(f.reserve, k)) throw new Error(`force ${force} has no reserve knight of strength ${k}`);
    insertSorted(f.court, k);
  }
}

export function countyIndex(name: string): number {
  const i = COUNTIES.findIndex((c) => c.name === name);
  if (i < 0) throw new Error(`no county ${name}`);
  return i;
}

export function inCounty(s: LancasterState, name: string, force: number, strength: number, squires = 0): void {
  take(s, force, strength);
  s.counties[countyIndex(name)].knight = { force, strength, squires };
}

/** Puts a card in a slot (0, 1 top; 2, 3 bottom) with stacks per space: [force, knights] or null. */
export function card(s: LancasterState, slot: number, id: string, spaces: ([number, number[]] | null)[] = []): void {
  const out = [0, 1, 2].map((i) => {
    const x = spaces[i];
    if (!x) return null;
    for (const k of x[1]) take(s, x[0], k);
    return { force: x[0], knights: [...x[1]] };
  });
  s.conflicts[slot] = { id, spaces: out };
}

export function inCastle(s: LancasterState, force: number, space: number, strength: number): void {
  take(s, force, strength);
  s.forces[force].castle[space] = strength;
}

export function builtTiles(s: LancasterState, seat: number, ids: string[]): void {
  s.players[seat].built = EXTENSIONS.map((x) => ids.includes(x.id));
}

/** Sets the game's program and runs it to the first decision. */
export function go(s: LancasterState, tasks: Task[]): LogLine[] {
  s.tasks = tasks;
  const log: LogLine[] = [];
  advance(s, log);
  return log;
}

/** The rest of the round's program, starting at the first task of a kind. */
export function from(kind: Task['t']): Task[] {
  const tasks = roundTasks();
  return tasks.slice(tasks.findIndex((t) => t.t === kind));
}

/** The one seat whose decision it is. */
export function who(s: LancasterState): number {
  return soleActive(game, s);
}

/** Plays commands, each by the single active seat, failing the test on a refusal. */
export function run(s: LancasterState, ...commands: string[]): { state: LancasterState; log: LogLine[] } {
  return runAll(game, s, commands);
}

/** Plays one command as a given seat (simultaneous steps), failing the test on a refusal. */
export function runAs(s: LancasterState, seat: number, command: string): { state: LancasterState; log: LogLine[] } {
  const r = play(game, s, seat, command);
  if (!r.ok) throw new Error(`${seat}: ${command}: ${english(r.message)}`);
  return { state: r.value.state, log: r.value.log };
}

export function refused(s: LancasterState, seat: number, command: string): string {
  const r = play(game, s, seat, command);
  if (r.ok) throw new Error(`${command} was accepted`);
  return english(r.message);
}

/** The log as an English reader sees it, a line each. */
export function logText(log: LogLine[]): string {
  return log.map((l) => english(l.text)).join('\n');
}

/** §7.2: every force's seven knights are at court, placed, in the reserve or prisoners on a card. */
export function knightsConserved(s: LancasterState): string | null {
  const want = [...KNIGHTS].sort().join(',');
  for (let force = 0; force < s.forces.length; force++) {
    const f = s.forces[force];
    const all = [...f.court, ...f.reserve, ...f.castle.filter((k): k is number => k !== null)];
    for (const c of s.counties) if (c.knight?.force === force) all.push(c.knight.strength);
    for (const card of s.conflicts) for (const x of card?.spaces ?? []) if (x?.force === force) all.push(...x.knights);
    const got = all.sort().join(',');
    if (got !== want) return `force ${force} has knights ${got}`;
  }
  return null;
}

/** §7.2 and R-27: the knights are conserved and no purse is ever below zero; null when all is well. */
export function tableProblem(s: LancasterState): string | null {
  return knightsConserved(s) ?? (s.players.every((p) => p.gold >= 0 && p.squires >= 0 && p.markers >= 0) ? null : 'a negative purse');
}
