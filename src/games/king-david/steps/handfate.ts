import { text } from '../../../engine/text';
import { FACE_UP_SPACES } from '../data/tables';
import type { HandFateFrame } from '../frames';
import { pop, type Handler } from '../handler';
import { chitName, who } from '../names';
import type { KdState } from '../state';

/**
 * KD-67 / R-55 Hand of Fate: the player puts the two chits he drew in place of two chits whose
 * phases have not started. Each takes the face of its space; a face-down one is known to him
 * the chits replaced return to the cup unseen.
 */

function spaces(s: KdState, f: HandFateFrame): number[] {
  const out: number[] = [];
  for (let i = Math.max(1, s.phase); i <= s.track.length; i++) if (!f.replaced.includes(i)) out.push(i);
  return out;
}

export const handFateStep: Handler<HandFateFrame> = {
  run(s, f) {
    if (f.chits.length === 0 || spaces(s, f).length === 0) {
      // fewer if fewer spaces remain; the unused chit goes back to the cup.
      s.chitCup.push(...f.chits);
      f.chits = [];
      pop(s, f);
      return true;
    }
    return false;
  },
  who: (_s, f) => [f.seat],
  list: (s, f, seat) => (seat === f.seat ? spaces(s, f).map((n) => `replace ${n}`) : []),
  perform(s, f, seat, command, log) {
    const n = Number(command.split(' ')[1]);
    const kind = f.chits.shift() as HandFateFrame['chits'][number];
    const old = s.track[n - 1];
    s.chitCup.push(old.kind);
    const faceUp = n <= FACE_UP_SPACES || s.phase >= 7;
    // A new track: states share it and its chits, which are never changed in place (clone.ts).
    s.track = s.track.map((c, i) => (i === n - 1 ? { kind, faceUp, knownTo: faceUp ? [] : [seat] } : c));
    f.replaced.push(n);
    log.push({ text: faceUp ? text('kd.log.replacedUp', { who: who(s.country[seat] ?? null, seat), n, chit: chitName(kind) }) : text('kd.log.replacedDown', { who: who(s.country[seat] ?? null, seat), n }) });
    if (!faceUp) log.push({ text: text('kd.log.replacedYours', { n, chit: chitName(kind) }), to: [seat] });
  },
  prompt: (s, f, seat) => (seat === f.seat ? text('kd.prompt.handFate', { chit: chitName(f.chits[0]) }) : text('kd.prompt.othersHandFate', { who: who(s.country[f.seat] ?? null, f.seat) })),
  describe: (_s, f, _seat, command) => ({ text: text('kd.do.replace', { chit: chitName(f.chits[0]), n: Number(command.split(' ')[1]) }) }),
};
