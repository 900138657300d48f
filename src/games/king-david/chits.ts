import { text } from '../../engine/text';
import { CHIT_MIX, FACE_UP_SPACES, TRACK_SPACES, type ChitKind } from './data/tables';
import { drawIndex } from './dice';
import { chitName } from './names';
import type { Chit, KdState, Log } from './state';

/** The phase chits (KD-15, KD-16, KD-84, R-55–R-57). */

/** §5.6: the 15 chits of the cup, with End-Game chits replacing Action chits in a short game. */
export function fullCup(s: KdState): ChitKind[] {
  const cup: ChitKind[] = [];
  for (const [kind, n] of Object.entries(CHIT_MIX) as [ChitKind, number][]) for (let i = 0; i < n; i++) cup.push(kind);
  const endGames = s.short === null || s.turn < s.short ? 0 : s.turn === s.short ? 1 : 2;
  for (let i = 0; i < endGames; i++) cup[cup.indexOf('action')] = 'endgame';
  return cup;
}

/**
 * Draws one chit from the cup for a track space. KD-16 / R-55: in turn 1 a second Build chit is
 * set aside (until the end of the turn) and another is drawn in its place.
 */
export function drawChit(s: KdState, log: Log, ignoring: number[] = []): ChitKind | null {
  for (;;) {
    if (s.chitCup.length === 0) return null;
    const kind = s.chitCup.splice(drawIndex(s, s.chitCup.length), 1)[0];
    const buildOnTrack = s.track.some((c, i) => c.kind === 'build' && !ignoring.includes(i));
    if (s.turn <= 1 && kind === 'build' && buildOnTrack) {
      s.setAside.push(kind);
      log.push({ text: text('kd.log.buildSetAside') });
      continue;
    }
    return kind;
  }
}

/** KD-15: twelve chits into spaces 1–12; 1–6 face up, 7–12 face down. */
export function drawTrack(s: KdState, log: Log): void {
  s.chitCup = fullCup(s);
  s.setAside = [];
  s.track = [];
  for (let i = 0; i < TRACK_SPACES; i++) {
    const kind = drawChit(s, log);
    if (kind === null) break;
    s.track.push({ kind, faceUp: i < FACE_UP_SPACES, knownTo: [] });
  }
  log.push({ text: text('kd.log.track', { chits: listOfChits(s.track.slice(0, FACE_UP_SPACES)) }) });
}

function listOfChits(chits: Chit[]) {
  return { list: chits.map((c) => chitName(c.kind)) };
}

/** the six face-down chits are revealed together just before phase 7. */
export function revealTrack(s: KdState, log: Log): void {
  // New chits: states share the track's chits, which are never changed in place (clone.ts).
  s.track = s.track.map((c) => ({ kind: c.kind, faceUp: true, knownTo: [] }));
  log.push({ text: text('kd.log.reveal', { chits: listOfChits(s.track.slice(FACE_UP_SPACES)) }) });
}

/** KD-15: all chits return to the cup before the next draw. */
export function returnChits(s: KdState): void {
  s.track = [];
  s.setAside = [];
  s.chitCup = [];
}
