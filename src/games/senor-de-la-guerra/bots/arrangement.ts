import { NORMANS, ZONES } from '../data';
import type { SenorView } from '../view';
import { cappedCount, firstListed, normanWarriors } from './read';

/*
 * the Norman movement step ends only on an arrangement that keeps the SG-5 cap and leaves the
 * priest with a warrior (SG-13); until then `done` is not listed. This mends it from the view:
 * the priest joins a warrior, or a piece leaves an overfull zone for one with room.
 */

const CAP = 10;

/** The command that mends the Norman arrangement, or null when `done` is listed or nothing is wrong. */
export function mendArrangement(view: SenorView, actions: readonly string[]): string | null {
  if (view.decision !== 'D6' || actions.includes('done') || !actions.some((c) => c === 'back' || c.startsWith('move '))) return null;
  const priestZone = view.zones.find((z) => z.normans.some((p) => p.kind === 'priest'));
  const sel = view.selection;
  if (priestZone && normanWarriors(priestZone) === 0) {
    if (!sel) return firstListed(actions, [`move priest ${priestZone.zone}`]);
    if (sel.piece !== 'priest') return 'back';
    const withWarrior = view.zones.filter((z) => normanWarriors(z) > 0).map((z) => `to ${z.zone} 1`);
    return firstListed(actions, withWarrior) ?? 'back';
  }
  const full = view.zones.find((z) => ZONES[view.zones.indexOf(z)].cap !== null && cappedCount(z, NORMANS) > CAP);
  if (!full) return null;
  if (sel && sel.from !== full.zone) return 'back';
  if (!sel) {
    const kinds = full.normans.filter((p) => p.kind !== 'guard' && p.kind !== 'priest').map((p) => `move ${p.kind} ${full.zone}`);
    return firstListed(actions, kinds);
  }
  const roomy = view.zones.filter((z) => z !== full && cappedCount(z, NORMANS) < CAP).map((z) => `to ${z.zone} 1`);
  return firstListed(actions, roomy) ?? 'back';
}
