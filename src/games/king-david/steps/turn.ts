import { text } from '../../../engine/text';
import { drawTrack, returnChits, revealTrack } from '../chits';
import { TRACK_SPACES, TURNS } from '../data/tables';
import type { PhaseFrame, TurnFrame } from '../frames';
import { pop, push, type Handler } from '../handler';
import { chitName } from '../names';
import { openWindow } from '../windows';
import { breakAlliances } from '../alliances';
import { finalScoring } from '../victory';

/**
 * KD-12: each turn runs Diplomacy, Initiative, the chit draw (not in turn 1) and the twelve
 * phases in track order; after turn 7, victory determination (KD-83).
 */
export const turnStep: Handler<TurnFrame> = {
  run(s, f, log) {
    switch (f.stage) {
      case 'start':
        log.push({ text: text('kd.log.turn', { turn: s.turn }) });
        push(s, { k: 'diplomacy', stage: 'ransom', done: Array.from({ length: s.seats }, () => false), proposals: [], used: [], giving: Array.from({ length: s.seats }, () => null) });
        f.stage = 'initiative';
        return true;
      case 'initiative':
        push(s, { k: 'initiative', order: [], idx: 0, places: Array.from({ length: s.seats }, () => null) });
        f.stage = 'draw';
        return true;
      case 'draw':
        // KD-15 (not in turn 1, whose chits were drawn at set-up: KD-7).
        if (s.turn > 1) drawTrack(s, log);
        s.phase = 0;
        f.stage = 'phases';
        return true;
      case 'phases':
        if (s.phase >= Math.min(TRACK_SPACES, s.track.length)) {
          f.stage = 'end';
          return true;
        }
        s.phase++;
        push(s, { k: 'phase', stage: 'start' });
        return true;
      case 'end':
        s.phase = 0;
        returnChits(s);
        if (s.turn >= TURNS) {
          finalScoring(s, 'turns', log);
          return true;
        }
        s.turn++;
        f.stage = 'start';
        return true;
    }
  },
  who: () => [],
  list: () => [],
  perform() {},
  prompt: () => text('kd.prompt.none'),
  describe: () => ({ text: text('kd.prompt.none') }),
};

/** One phase of the track: the reveal before phase 7, W-PB, then the chit's phase (KD-17). */
export const phaseStep: Handler<PhaseFrame> = {
  run(s, f, log) {
    switch (f.stage) {
      case 'start':
        if (s.phase === 7) revealTrack(s, log);
        f.stage = 'pb';
        openWindow(s, 'pb');
        return true;
      case 'pb': {
        const chit = s.track[s.phase - 1];
        f.stage = 'end';
        log.push({ text: text('kd.log.phase', { n: s.phase, chit: chitName(chit.kind) }) });
        if (chit.kind === 'endgame') {
          // KD-84 / R-57: the game ends at once when play reaches an End-Game chit.
          finalScoring(s, 'endgame', log);
          return true;
        }
        if (chit.kind === 'action') push(s, { k: 'action', stage: 'start', slots: [], idx: 0 });
        else if (chit.kind === 'event') push(s, { k: 'event', stage: 'draw' });
        else if (chit.kind === 'harvest') push(s, { k: 'produce', what: 'food', stage: 'window', mods: {} });
        else if (chit.kind === 'resource') push(s, { k: 'produce', what: 'res', stage: 'window', mods: {} });
        else push(s, { k: 'builds', idx: 0 });
        return true;
      }
      case 'end':
        // a broken alliance takes effect at the end of the current phase.
        breakAlliances(s, log);
        pop(s, f);
        return true;
    }
  },
  who: () => [],
  list: () => [],
  perform() {},
  prompt: () => text('kd.prompt.none'),
  describe: () => ({ text: text('kd.prompt.none') }),
};
