import { gain } from './evaluate';
import { captureGain } from './act';
import type { Board } from './board';

/*
 * The good bot in a confrontation's windows (A-12, PM-30, PM-50, PM-52). It plays Machiavelli
 * only when the provisional outcome goes against it and the territory at stake is worth the card,
 * a Punishment whenever a Conspiracy would otherwise take its territory, and offers every Citizen
 * Army it may for a sacrifice: each one it gives up takes an army of the winner with it.
 */

/** A territory's swing in the standing must be at least this to spend Machiavelli on it. */
const MACHIAVELLI_WORTH = 0.25;

function mostSacrifice(actions: readonly string[]): string | null {
  const ks = actions.filter((c) => c.startsWith('sacrifice ')).map((c) => Number(c.slice(10)));
  return ks.length > 0 ? `sacrifice ${Math.max(...ks)}` : null;
}

export function windowStep(b: Board, actions: readonly string[]): string {
  const c = b.view.confrontation;
  if (!c) return actions[0];
  const target = b.spots.get(c.target);
  const worth = (v: number) => v >= MACHIAVELLI_WORTH || (b.view.lastRound && v > 0);
  if (c.window === 'w1') {
    if (c.outcome === 'win' || !target) return actions.includes('pass') ? 'pass' : actions[0];
    const prize = c.kind === 'conspiracy' ? (target.owner === null ? 0 : gain(b.view, b.me, { from: { seat: target.owner, id: target.t.id } })) : captureGain(b, target);
    if (actions.includes('machiavelli') && worth(prize)) return 'machiavelli';
    return (c.outcome === 'lose' && mostSacrifice(actions)) || 'pass';
  }
  if (c.outcome !== 'win' || !target) return 'pass';
  const punish = actions.find((a) => a.startsWith('punish '));
  if (punish) return punish;
  const loss = -gain(b.view, b.me, c.kind === 'conspiracy' ? { from: { seat: b.me, id: c.target } } : { from: { seat: b.me, id: c.target }, to: { seat: c.attacker, id: c.target, stable: false } });
  if (actions.includes('machiavelli') && worth(loss)) return 'machiavelli';
  return mostSacrifice(actions) ?? 'pass';
}
