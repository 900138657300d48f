import { text } from '../../../engine/text';
import { moveArmy } from '../board';
import { LEADER } from '../data/counters';
import type { RetreatFrame } from '../frames';
import { pop, push, type Handler } from '../handler';
import { areaName, pieceName, who } from '../names';
import { toPool } from '../pools';
import { leadArmy, retreatFits, retreatRoom } from '../retreat';
import type { KdState, Log } from '../state';
import { setLeader } from '../shared';

/**
 * A retreat (KD-31, R-33): the side leader sends each piece, leaders first, to one of the legal
 * areas; a side may split. Only areas that leave room for the rest are offered. The Automaton
 * and single choices go by themselves (A-16: first legal area in §5.1 adjacency order).
 */

function options(s: KdState, f: RetreatFrame): string[] {
  const piece = f.pieces[0];
  const lead = leadArmy(s, f.pieces);
  const armies = f.pieces.filter((p) => !LEADER[p]).length;
  const leaders = f.pieces.filter((p) => LEADER[p]);
  if (!lead) return f.areas;
  if (LEADER[piece]) {
    // Asked of the state as if the leader stood in `a`: a shallow copy with its own record of
    // the leaders, sharing the rest (only read here), so that the state itself is never changed.
    const fit = f.areas.filter((a) => retreatFits({ ...s, leaders: { ...s.leaders, [piece]: { ...s.leaders[piece], at: a } } }, lead, f.seat, f.areas, armies, leaders.slice(1)));
    // A leader never counts against stacking: where not every army can fit, he may still go.
    return fit.length ? fit : f.areas;
  }
  return f.areas.filter((a) => retreatRoom(s, lead, f.seat, a) > 0);
}

function send(s: KdState, f: RetreatFrame, area: string, log: Log): void {
  const piece = f.pieces.shift() as string;
  if (LEADER[piece]) setLeader(s, piece, { ...s.leaders[piece], at: area });
  else moveArmy(s, piece, area);
  const seat = LEADER[piece] ? f.seat : s.armies[piece].ctl;
  log.push({ text: text('kd.log.retreats', { who: who(seat >= 0 ? (s.country[seat] ?? null) : null, seat), piece: LEADER[piece] ? pieceName(piece) : text('kd.anArmy'), area: areaName(area) }) });
}

export const retreatStep: Handler<RetreatFrame> = {
  run(s, f, log) {
    if (f.pieces.length === 0) {
      pop(s, f);
      return true;
    }
    const opts = options(s, f);
    if (opts.length === 0) {
      // an army that cannot retreat is eliminated; a leader with nowhere to go has lost his
      // armies with him, and makes the fate roll (KD-33).
      const piece = f.pieces.shift() as string;
      if (!LEADER[piece]) {
        toPool(s, piece);
        log.push({ text: text('kd.log.noRetreat', { piece: pieceName(piece) }) });
      } else if (s.leaders[piece].status === 'map') push(s, { k: 'fate', leader: piece, stage: 'roll', roll: 0, window: s.battle !== null || s.siege !== null });
      return true;
    }
    if (f.seat < 0 || opts.length === 1) {
      send(s, f, opts[0], log);
      return true;
    }
    return false;
  },
  who: (_s, f) => [f.seat],
  list: (s, f, seat) => (seat === f.seat ? options(s, f).map((a) => `to ${a.toLowerCase()}`) : []),
  perform(s, f, _seat, command, log) {
    send(s, f, command.split(' ')[1].toUpperCase(), log);
  },
  prompt(s, f, seat) {
    if (seat !== f.seat) return text('kd.prompt.othersRetreat', { who: who(s.country[f.seat] ?? null, f.seat) });
    const p = f.pieces[0];
    return text('kd.prompt.retreat', { piece: pieceName(p, s.armies[p]?.reduced ?? false), left: f.pieces.length });
  },
  describe: (s, f, _seat, command) => ({ text: text('kd.do.retreatTo', { piece: pieceName(f.pieces[0], s.armies[f.pieces[0]]?.reduced ?? false), area: areaName(command.split(' ')[1].toUpperCase()) }) }),
};
