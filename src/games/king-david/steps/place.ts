import { text } from '../../../engine/text';
import { LEADER } from '../data/counters';
import type { PlaceFrame } from '../frames';
import { pop, type Handler } from '../handler';
import { areaName, pieceName, who } from '../names';
import { loneLeaderFates } from '../leaders';
import { placeAreas, putPiece } from '../placement';
import { toPool } from '../pools';
import type { KdState, Log } from '../state';

/**
 * Placing pieces one at a time (KD-8, KD-48, KD-74, KD-76, KD-77, A-5, R-23, R-52): the placer
 * names an area for the next piece. The Automaton, and a piece with a single legal area, place
 * by themselves (A-16 order: cities first, §5.1 order).
 */

function place(s: KdState, f: PlaceFrame, area: string, log: Log): void {
  const piece = f.pieces.shift() as string;
  const reduced = s.armies[piece]?.reduced ?? false;
  putPiece(s, f, piece, area);
  const line = { who: who(s.country[f.seat] ?? null, f.seat), area: areaName(area) };
  if (f.rule === 'raid') {
    // raiders are shown to everyone when drawn.
    log.push({ text: text('kd.log.placedRaider', { ...line, piece: pieceName(piece, reduced) }) });
  } else {
    log.push({ text: text('kd.log.placed', line) });
    if (f.seat >= 0) log.push({ text: text('kd.log.placedYours', { piece: pieceName(piece, reduced), area: areaName(area) }), to: [f.seat] });
  }
  // armies placed where an enemy leader stands alone make him roll for his fate.
  if (!LEADER[piece]) loneLeaderFates(s, s.armies[piece], area, s.battle !== null || s.siege !== null);
}

export const placeStep: Handler<PlaceFrame> = {
  run(s, f, log) {
    if (f.pieces.length === 0) {
      pop(s, f);
      return true;
    }
    const areas = placeAreas(s, f);
    if (areas.length === 0) {
      const piece = f.pieces.shift() as string;
      if (s.armies[piece]) toPool(s, piece);
      log.push({ text: text('kd.log.noRoom', { piece: LEADER[piece] ? pieceName(piece) : text('kd.anArmy') }) });
      return true;
    }
    if (f.seat < 0 || areas.length === 1) {
      place(s, f, areas[0], log);
      return true;
    }
    return false;
  },
  who: (_s, f) => [f.seat],
  list: (s, f, seat) => (seat === f.seat ? placeAreas(s, f).map((a) => `place ${a.toLowerCase()}`) : []),
  perform(s, f, _seat, command, log) {
    place(s, f, command.split(' ')[1].toUpperCase(), log);
  },
  prompt(s, f, seat) {
    if (seat !== f.seat) return text('kd.prompt.othersPlace', { who: who(s.country[f.seat] ?? null, f.seat) });
    const piece = f.pieces[0];
    return text('kd.prompt.place', { piece: pieceName(piece, s.armies[piece]?.reduced ?? false), left: f.pieces.length });
  },
  describe(s, f, _seat, command) {
    const area = command.split(' ')[1].toUpperCase();
    const piece = f.pieces[0];
    return { text: text('kd.do.place', { piece: pieceName(piece, s.armies[piece]?.reduced ?? false), area: areaName(area) }) };
  },
  open: false,
};
