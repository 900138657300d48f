import { AREA, AREAS } from '../data/map';

/**
 * The map as the bots walk it: land steps over passable edges (KD-19: an =JX edge is never
 * crossed), all pairs worked out once, and routes that go round areas a group must not enter.
 */

const IDS = AREAS.map((a) => a.id);
const INDEX: Readonly<Record<string, number>> = Object.fromEntries(IDS.map((id, i) => [id, i]));
const NEXT: readonly number[][] = AREAS.map((a) => a.adj.filter((e) => e.kind !== 'impassable').map((e) => INDEX[e.to]));

const FAR = 99;

function bfs(from: number, blocked?: (i: number) => boolean): Int8Array {
  const d = new Int8Array(IDS.length).fill(FAR);
  d[from] = 0;
  const queue = [from];
  for (let q = 0; q < queue.length; q++) {
    const at = queue[q];
    for (const to of NEXT[at]) {
      if (d[to] !== FAR) continue;
      d[to] = d[at] + 1;
      // A blocked area may be reached (it may be the goal) but not passed through.
      if (!blocked?.(to)) queue.push(to);
    }
  }
  return d;
}

const ALL: readonly Int8Array[] = IDS.map((_, i) => bfs(i));

/** Land steps between two areas, ignoring who stands where (99 when there is no way). */
export function steps(a: string, b: string): number {
  return ALL[INDEX[a]][INDEX[b]];
}

/** The areas within `n` land steps of `a` (itself included). */
export function within(a: string, n: number): string[] {
  const row = ALL[INDEX[a]];
  return IDS.filter((_, i) => row[i] <= n);
}

/**
 * Land steps from every area to `goal` without passing through a blocked area (the goal itself
 * and the start may be blocked): the field a group follows towards its goal.
 */
export function routeTo(goal: string, blocked: (area: string) => boolean): (area: string) => number {
  const d = bfs(INDEX[goal], (i) => blocked(IDS[i]));
  return (area) => d[INDEX[area]] ?? FAR;
}

export const NO_WAY = FAR;

export function isHills(area: string): boolean {
  return AREA[area].terrain === 'H';
}
