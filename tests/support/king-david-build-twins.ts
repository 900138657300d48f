import { expect } from 'vitest';
import { COUNTER } from '../../src/games/king-david/data/counters';
import type { KdView } from '../../src/games/king-david/view';

/**
 * Issue 27 (A-2, A-15): two King David matches with the same seed, driven alike by quick players
 * to one seat's Build steps, where they differ only in secret steps of that seat: which of two
 * reduced armies of one type it restores in one Build phase, and which of two full armies of one
 * type loses a step for want of upkeep in a later one. The seat that builds first buys two reduced
 * infantries in its first Build step, restores one of its reduced armies in the next, then spends
 * all it can (reduced infantries, the dearest full armies, fortifications) until an upkeep falls
 * short. Every other command is the first quick one both twins list ("done", "pass", "end",
 * "stop", else the first), naming neither of the armies the twins differ in. Over HTTP
 * (tests/api/secrets-king-david.test.ts) and by mail (tests/notify/king-david-twins-by-mail.test.ts).
 */

/** What a reader of one twin reads of the match: who is to act, its commands (no undo) and its view. */
export interface Seen {
  active: number[];
  actions: string[];
  view: KdView;
}

export interface TwinDriver {
  /** What `seat` (undefined: a spectator) reads of twin 0 (a) or 1 (b). */
  read(twin: 0 | 1, seat?: number): Promise<Seen>;
  /** Plays a command in a twin. */
  send(twin: 0 | 1, seat: number, command: string): Promise<void>;
  /** After each step once the twins differ: what every other seat and a spectator read must be the same. */
  check(secret: number, where: string): Promise<void>;
}

export interface BuildTwins {
  seat: number;
  restored: [string, string];
  lost: [string, string];
}

const QUICK = ['done', 'pass', 'end', 'stop'];

const counterOf = (command: string) => command.split(' ')[1]?.toUpperCase() ?? '';

/** Whether the seat's army is a 2-step counter, reduced or not, as its own view shows it. */
function army(view: KdView, id: string): { twoStep: boolean; reduced: boolean } | null {
  for (const area of view.areas) for (const st of area.stacks) for (const p of st.pieces ?? []) if (p.id === id) return { twoStep: p.reduced !== null, reduced: p.isReduced };
  return null;
}

/** Two listed commands of `verb` naming 2-step armies of one type, both reduced (restore) or both full (lose). */
function pairOf(view: KdView, listed: string[], verb: 'restore' | 'lose'): [string, string] | null {
  const fit = listed.filter((c) => {
    const a = c.startsWith(`${verb} `) ? army(view, counterOf(c)) : null;
    return a !== null && a.twoStep && a.reduced === (verb === 'restore');
  });
  for (const x of fit) for (const y of fit) if (x !== y && COUNTER[counterOf(x)].type === COUNTER[counterOf(y)].type) return [x, y];
  return null;
}

/** Spends all it can: reduced infantries, then the dearest full army, then a fortification. */
function spend(listed: string[]): string {
  if (listed.includes('buy infantry reduced')) return 'buy infantry reduced';
  return listed.filter((c) => c.startsWith('buy ') && c.endsWith(' full')).at(-1) ?? listed.find((c) => c.startsWith('fortify ')) ?? 'done';
}

/** Where the builder stands: its Build steps done, the infantries bought in the first, and the secret steps made. */
interface Progress {
  builds: number;
  bought: number;
  restored: [string, string] | null;
  lost: [string, string] | null;
}

/** The builder's command in each twin at a Build step of its own (`listed`: twin a's; `both`: both twins'). */
function builderStep(p: Progress, view: KdView, listed: string[], both: string[]): [string, string] {
  const same = (c: string): [string, string] => [c, c];
  if (listed.some((c) => c.startsWith('lose '))) {
    const pair = p.restored && !p.lost ? pairOf(view, both, 'lose') : null;
    if (pair) return (p.lost = pair);
    return same(both.find((c) => c.startsWith('lose ')) as string);
  }
  if (p.builds === 0) {
    if (p.bought < 2 && both.includes('buy infantry reduced')) {
      p.bought++;
      return same('buy infantry reduced');
    }
    p.builds++;
    return same('done');
  }
  const restore = p.restored ? null : pairOf(view, both, 'restore');
  if (restore) return (p.restored = restore);
  const command = p.restored && !p.lost ? spend(both) : (QUICK.find((c) => both.includes(c)) ?? both[0]);
  if (command === 'done') p.builds++;
  return same(command);
}

/** Drives the twins to the restoration and the upkeep loss, and `after` steps beyond; returns the seat and its secret commands. */
export async function playBuildTwins(d: TwinDriver, after = 30, limit = 500): Promise<BuildTwins> {
  const p: Progress = { builds: 0, bought: 0, restored: null, lost: null };
  let builder = -1;
  let beyond = -1;
  // The armies the twins differ in: commands naming them are never sent to both.
  const secret: string[] = [];
  for (let step = 0; step < limit; step++) {
    let seat = -1;
    let mine: Seen | null = null;
    for (const x of (await d.read(0)).active) {
      const seen = await d.read(0, x);
      if (seen.actions.length) {
        [seat, mine] = [x, seen];
        break;
      }
    }
    if (!mine) throw new Error(`nobody can act at step ${step}`);
    const theirs = (await d.read(1, seat)).actions;
    const both = mine.actions.filter((c) => theirs.includes(c) && !secret.includes(counterOf(c)));
    expect(both.length, `twin b lists a command of twin a for seat ${seat} at step ${step}`).toBeGreaterThan(0);
    const building = mine.view.step.kind === 'build';
    if (builder < 0 && building) builder = seat;
    const quick = QUICK.find((c) => both.includes(c)) ?? both[0];
    const [ca, cb] = seat === builder && building ? builderStep(p, mine.view, mine.actions, both) : [quick, quick];
    if (ca !== cb) secret.push(counterOf(ca), counterOf(cb));
    await d.send(0, seat, ca);
    await d.send(1, seat, cb);
    if (p.restored) await d.check(builder, `step ${step} (${ca === cb ? ca : `${ca} / ${cb}`})`);
    // The steps after the Build step of the loss are watched too.
    if (p.lost && beyond < 0 && !(building && seat === builder)) beyond = step;
    if (p.restored && p.lost && beyond >= 0 && step - beyond >= after) return { seat: builder, restored: p.restored, lost: p.lost };
  }
  throw new Error(`no restoration and upkeep loss within ${limit} steps`);
}
