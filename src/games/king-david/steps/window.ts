import { text } from '../../../engine/text';
import { MARKER, MARKER_BY_WORD, markerKind } from '../data/tables';
import type { WindowFrame } from '../frames';
import { pop, skips, type Handler } from '../handler';
import { resolvePlay } from '../markers';
import { armyName, countryName, markerName, who, windowName } from '../names';
import type { KdState } from '../state';
import { countryOfWord, eligible, paramCount, paramOptions, playableKinds, playDetail, reveal } from '../windows';
import { setSeatList } from '../shared';

/**
 * A marker window. Polling runs in the window's order; each polled seat answers
 * PLAY (a marker with its parameters) or PASS. A play is revealed at once and opens W-GI;
 * passes are then cleared and polling resumes after the player. The window closes when every
 * eligible seat has passed in a row, and is skipped when nobody is eligible.
 *
 * Secrecy: `active()` during a window is every seat, whoever is polled, so neither the
 * platform's list of active seats nor anything in the views tells others who is awaited; a seat
 * reads "reactions pending" until a marker is revealed. Every answer is a secret step (its
 * command and seat stay hidden) and PASS writes no public line. Only the polled seat has
 * commands, which the platform shows to that seat alone.
 */

/** The seat polled now, or -1 when the window should close. */
function polled(s: KdState, w: WindowFrame): number {
  const seat = w.order[w.pos];
  return seat !== undefined && !w.passed[w.pos] && eligible(s, w, seat) ? seat : -1;
}

/** Moves to the next eligible seat that has not passed; false when there is none. */
function nextPoll(s: KdState, w: WindowFrame): boolean {
  for (let i = 0; i < w.order.length; i++) {
    const pos = (w.pos + i) % w.order.length;
    if (!w.passed[pos] && eligible(s, w, w.order[pos])) {
      w.pos = pos;
      return true;
    }
  }
  return false;
}

function close(s: KdState, w: WindowFrame, log: Parameters<Handler['run']>[2]): void {
  pop(s, w);
  if (w.type !== 'gi' || !w.play) return;
  // the marker takes effect only after an even number of God's Interventions.
  if ((w.chain ?? 0) % 2 === 0) resolvePlay(s, w.play, log);
  else log.push({ text: text('kd.log.negated', { marker: markerName(w.play.kind) }) });
}

function afterPlay(w: WindowFrame, seat: number): void {
  // passes are cleared and polling resumes with the next player.
  w.passed = w.order.map(() => false);
  w.pos = (w.order.indexOf(seat) + 1) % w.order.length;
}

export const windowStep: Handler<WindowFrame> = {
  run(s, w, log) {
    if (w.choosing) return false;
    if (polled(s, w) >= 0) return false;
    if (nextPoll(s, w)) return true;
    close(s, w, log);
    return true;
  },
  who: (s) => Array.from({ length: s.seats }, (_, i) => i),
  list(s, w, seat, only) {
    if (polled(s, w) !== seat) return [];
    if (w.choosing) {
      return [...paramOptions(s, w, seat, w.choosing.kind, w.choosing.params), 'back'];
    }
    const kinds = skips(only, 'play ') ? [] : playableKinds(s, w, seat);
    return [...kinds.map((k) => `play ${MARKER[k].word}`), 'pass', 'pass always'];
  },
  perform(s, w, seat, command, log) {
    const [verb, word] = command.split(' ');
    if (command === 'pass' || command === 'pass always') {
      if (command === 'pass always') {
        setSeatList(s, 'autopass', seat, [...s.autopass[seat], w.type]);
        log.push({ text: text('kd.log.autopassOn', { window: windowName(w.type) }), to: [seat] });
      }
      w.passed[w.pos] = true;
      w.pos = (w.pos + 1) % w.order.length;
      return;
    }
    if (command === 'back') {
      w.choosing = null;
      return;
    }
    if (verb === 'play') {
      const kind = MARKER_BY_WORD[word].n;
      w.choosing = { kind, params: [] };
    } else if (w.choosing) {
      w.choosing.params.push(word);
    }
    const c = w.choosing as { kind: number; params: string[] };
    if (c.params.length < paramCount(w, c.kind)) return;
    // Act of God with a single roll to name takes that roll.
    if (c.kind === 4 && c.params.length === 0) c.params.push((w.targets as string[])[0]);
    w.choosing = null;
    const marker = s.hands[seat].find((m) => markerKind(m) === c.kind) as string;
    if (w.type === 'gi') {
      // a God's Intervention joins the chain and polling restarts after its player.
      const hand = [...s.hands[seat]];
      hand.splice(hand.indexOf(marker), 1);
      setSeatList(s, 'hands', seat, hand);
      s.played = [...s.played, marker];
      w.chain = (w.chain ?? 0) + 1;
      log.push({ text: text('kd.log.intervenes', { who: who(s.country[seat] ?? null, seat), marker: markerName((w.play as { kind: number }).kind) }) });
      afterPlay(w, seat);
      return;
    }
    afterPlay(w, seat);
    reveal(s, { seat, kind: c.kind, marker, params: c.params }, log);
  },
  prompt(s, w, seat) {
    if (seat !== null && polled(s, w) === seat) {
      if (w.choosing) return text('kd.prompt.markerParam', { marker: markerName(w.choosing.kind) });
      if (w.type === 'gi' && w.play) return text('kd.prompt.intervene', { marker: markerName(w.play.kind), detail: playDetail(s, w.play) });
      return text('kd.prompt.window', { window: windowName(w.type) });
    }
    return text('kd.prompt.reactionsPending', { window: windowName(w.type) });
  },
  describe(s, w, _seat, command) {
    const [verb, word] = command.split(' ');
    if (command === 'pass') return { text: text('kd.do.pass') };
    if (command === 'pass always') return { text: text('kd.do.passAlways', { window: windowName(w.type) }) };
    if (command === 'back') return { text: text('kd.do.back') };
    if (verb === 'play') {
      const kind = MARKER_BY_WORD[word].n;
      return { text: text('kd.do.play', { marker: markerName(kind) }), final: paramCount(w, kind) === 0 };
    }
    return { text: text(`kd.do.param.${verb}`, { value: paramValue(s, verb, word) }), final: true };
  },
  secret: true,
};

function paramValue(s: KdState, verb: string, word: string) {
  switch (verb) {
    case 'area':
      return text(`kd.area.${word.toUpperCase()}`);
    case 'army':
      return armyName(word.toUpperCase(), s.armies[word.toUpperCase()].reduced);
    case 'roll':
      return text(`kd.rollName.${word}`);
    case 'bribe':
      return word;
    default:
      return countryName(countryOfWord(word));
  }
}
