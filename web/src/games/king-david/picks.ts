// Which board element makes each King David command (web/src/board-actions.ts). A command that
// names an area is a tap on that area of the map (a move order is built by tapping the group's
// area, then each area of its path); one that names a piece is a tap on that piece in the order
// or engagement panel; a marker, a tap on it in the hand; every other decision (pass, stop, a
// bid, a hit allocation, a diplomatic choice) is not made on the board but in the page's list of
// moves (issue 30: one list of choices, not a second one under the map).

import type { KdView, SideView, SiegeView } from '../../../../src/games/king-david/view';
import type { Marks } from '../marks';

/** Verbs whose second word is an area of the map. */
const AREA_VERBS = new Set(['group', 'to', 'sea', 'place', 'fortify', 'battle', 'siege', 'area']);
/** Verbs whose second word is a piece (an army counter or a leader). */
const PIECE_VERBS = new Set(['drop', 'pick', 'army', 'restore']);

/** What `picks` reads of the view: the moving group's members and the engagement's armies. */
interface Shown {
  order: Pick<NonNullable<KdView['order']>, 'members'> | null;
  battle: { attacker: Pick<SideView, 'armies'>; defender: Pick<SideView, 'armies'> } | null;
  siege: Pick<SiegeView, 'besiegers'> | null;
}

const shownCache = new WeakMap<Shown, Set<string>>();

/** The pieces the board shows as chips: the moving group's members and the engagement's armies. */
function shownPieces(view: Shown): Set<string> {
  let shown = shownCache.get(view);
  if (!shown) {
    const chips = [...(view.order?.members ?? []), ...(view.battle?.attacker.armies ?? []), ...(view.battle?.defender.armies ?? []), ...(view.siege?.besiegers ?? [])];
    shown = new Set(chips.map((p) => p.id.toLowerCase()));
    shownCache.set(view, shown);
  }
  return shown;
}

/**
 * The board elements of a command, in click order; null for a command the board does not make
 * (taken from the list of moves), as one naming a piece that the board does not show as a chip
 * (a reduced army to restore in a Build phase).
 */
export function picks(command: string, view?: Shown | null): string[] | null {
  const words = command.split(' ');
  if (words.length === 2 && AREA_VERBS.has(words[0]) && /^[a-z]{3}$/.test(words[1])) return [`area:${words[1].toUpperCase()}`];
  if (words.length === 2 && PIECE_VERBS.has(words[0]) && (!view || shownPieces(view).has(words[1]))) return [`piece:${words[1]}`];
  if (words.length === 2 && words[0] === 'play') return [`marker:${words[1]}`];
  return null;
}

/** What each area shows now, for the page's "what changed" marks. */
export function marks(view: KdView): Marks {
  const out: Marks = {};
  for (const a of view.areas) {
    out[`area:${a.id}`] = `${a.control}|${a.level ?? ''}|${a.stacks.map((st) => `${st.country}${st.seat}:${st.count}`).join(',')}`;
  }
  // The pieces of the engagement in progress: a step lost shows as a change.
  const fighting = [...(view.battle?.attacker.armies ?? []), ...(view.battle?.defender.armies ?? []), ...(view.siege?.besiegers ?? [])];
  for (const p of fighting) out[`piece:${p.id.toLowerCase()}`] = `${p.strength}`;
  return out;
}
