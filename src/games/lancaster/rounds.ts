import { seatRef, text } from '../../engine/text';
import { CONFLICTS, CONFLICTS_PER_ROUND, COUNTIES, FAVOURS, LAW_SLOTS, ROUNDS } from './data';
import { CONFLICT_ORDER } from './conflicts';
import { conflictName, lawText } from './names';
import { finalScoring } from './scoring';
import { say, type LancasterState, type Log, type Task } from './state';

/** 1.1: a round is placement, parliament (three votes, then three laws), then rewards. */
export function roundTasks(): Task[] {
  return [
    { t: 'placement' },
    ...Array.from({ length: LAW_SLOTS }, (_, proposal): Task => ({ t: 'vote', proposal, open: false })),
    { t: 'returnMarkers' },
    ...Array.from({ length: LAW_SLOTS }, (_, index): Task => ({ t: 'law', index })),
    ...COUNTIES.map((_, county): Task => ({ t: 'county', county })),
    { t: 'castles' },
    ...CONFLICT_ORDER.map((slot): Task => ({ t: 'conflict', slot })),
    { t: 'endRound' },
  ];
}

export function beginRound(s: LancasterState, log: Log): void {
  s.turn = null;
  s.phase = 'placement';
  say(log, text('la.log.roundBegins', { round: s.round, player: seatRef(s.startPlayer) }));
  s.tasks.push(...roundTasks());
}

/** LA-34 after rounds 1–4; LA-35 after round 5. */
export function endRound(s: LancasterState, log: Log): void {
  if (s.round >= ROUNDS) {
    finalScoring(s, log);
    s.tasks = [];
    return;
  }
  // LA-34: the favour tiles turn face up; two new cards fill the top row, which is empty now.
  s.favour = FAVOURS.map(() => true);
  say(log, text('la.log.favourUp'));
  for (let slot = 0; slot < CONFLICTS_PER_ROUND; slot++) {
    const id = s.conflictDeck.shift();
    if (id === undefined) continue;
    s.conflicts[slot] = { id, spaces: [null, null, null] };
    say(log, text('la.log.conflictRevealed', { place: conflictName(id), france: CONFLICTS.find((c) => c.id === id)?.france ?? 0 }));
  }
  s.proposals = s.lawDeck.splice(0, LAW_SLOTS).map((law) => ({ law, outcome: null, votes: null }));
  s.proposals.forEach((p, i) => say(log, text('la.log.proposal', { n: i + 1, law: lawText(p.law) })));
  s.round++;
  beginRound(s, log);
}
