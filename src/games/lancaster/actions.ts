import type { Text } from '../../engine/text';
import { castleOptions } from './castles';
import { buildLost, buildOptions, nobleLost, nobleOptions, upgradeLost, upgradeOptions } from './choices';
import { ransomOptions } from './conflicts';
import { countyLost, countyOptions, passageLost, passageOptions, startOptions } from './counties';
import { exchangeOptions } from './laws';
import { setupOptions, voteOptions } from './parliament';
import { favourOptions, isPlaceOption, placeOptions, squireOptions } from './placement';
import type { LancasterState, Prompt } from './state';

/*
 * The notation, lowercase and short, the same in emails, buttons, logs and tests:
 *   build x3               choose an extension tile (AS-9 at setup, R-20 later)
 *   knight 2 stafford      place a knight of strength 2: county, castle space (s1 … x6) or conflict (c04)
 *   ally 2 c04             the same with the ally's knight (2 players, AL-4)
 *   squires 1              squires going with a knight into a county (LA-10)
 *   favour 4               take King's favour tile kf4 (LA-14)
 *   upgrade 1 court        upgrade a knight of strength 1 where it stands
 *   noble kent             take (or, for an ally, remove) a Kent noble (R-10, AL-8)
 *   vote yes 2             secret vote: tile and voting markers (LA-17, AS-4)
 *   buy 3                  exchange 3 units in a law (LW-3)
 *   noble | reward | both  a county's reward (LA-22)
 *   passage c04            Hampshire's Passage to France
 *   start 2                Surrey names the next start player (LA-24)
 *   use x1                 resolve a paid castle item (LA-25)
 *   free 2                 ransom a strength-2 prisoner (LA-32)
 *   pass                   decline
 */

/**
 * The commands a single-seat prompt offers now. `limit` lets a caller that only counts stop the
 * one long list (placements) early; the other lists are short.
 */
export function promptOptions(s: LancasterState, task: Prompt, limit = Infinity): string[] {
  switch (task.t) {
    case 'place':
      return placeOptions(s, task.seat, limit);
    case 'squires':
      return squireOptions(s, task);
    case 'favour':
      return favourOptions(s);
    case 'upgrade':
      return upgradeOptions(s, task);
    case 'noble':
      return nobleOptions(s, task);
    case 'exchange':
      return exchangeOptions(s, task);
    case 'build':
      return buildOptions(s, task);
    case 'countyChoice':
      return countyOptions(s, task);
    case 'passage':
      return passageOptions(s, task);
    case 'start':
      return startOptions(s);
    case 'ransom':
      return ransomOptions(s, task);
  }
}

/** What is said when a prompt is skipped because nothing can be done. */
export function skipNote(s: LancasterState, task: Prompt): Text | null {
  switch (task.t) {
    case 'upgrade':
      return upgradeLost(s, task);
    case 'noble':
      return nobleLost();
    case 'build':
      return buildLost(task);
    case 'countyChoice':
      return countyLost(s, task);
    case 'passage':
      return passageLost();
    default:
      return null;
  }
}

/** Seats that must act now. Secret steps keep every voter listed until the reveal (AS-4, AS-9). */
export function activeSeats(s: LancasterState): number[] {
  const task = s.tasks[0];
  if (!task || s.result) return [];
  // Asked before every command (engine/play.ts), so a plain loop rather than a list to filter.
  switch (task.t) {
    case 'setup':
    case 'vote':
    case 'castles': {
      const out: number[] = [];
      for (let seat = 0; seat < s.seats; seat++) if (task.t !== 'castles' || s.castle[seat] !== null) out.push(seat);
      return out;
    }
    default:
      return 'seat' in task ? [task.seat] : [];
  }
}

/** Every legal command for `seat` now; empty when it is not that seat's decision. */
export function listActions(s: LancasterState, seat: number): string[] {
  const task = s.tasks[0];
  if (!task || s.result) return [];
  switch (task.t) {
    case 'setup':
      return setupOptions(s, seat);
    case 'vote':
      return voteOptions(s, seat);
    case 'castles':
      return castleOptions(s, seat);
    default:
      return 'seat' in task && task.seat === seat ? promptOptions(s, task) : [];
  }
}

/**
 * Whether `listActions(s, seat)` includes `text`. A placement is checked on its own (listing every
 * placement is the costly part of a step); every other decision has a short list to search.
 */
export function isListed(s: LancasterState, seat: number, text: string): boolean {
  const task = s.tasks[0];
  if (task?.t === 'place' && !s.result) return task.seat === seat && isPlaceOption(s, seat, text);
  return listActions(s, seat).includes(text);
}
