import { listOf, seatRef, text } from '../../engine/text';
import { EXTENSIONS } from './data';
import { build } from './choices';
import { extensionName, lawText } from './names';
import { say, turnOrder, whisper, type LancasterState, type Log } from './state';

/*
 * The two simultaneous secret steps: the first extension tile (AS-9) and each parliament vote
 * (LA-16 … LA-20, AS-4). Every seat stays active until the step resolves, so nobody learns
 * whether another player has already chosen; a choice is told only to its own seat until the
 * reveal line, which goes to everyone.
 */

/** AS-9: each player picks one of his six tiles, secretly. */
export function setupOptions(s: LancasterState, seat: number): string[] {
  if (s.setupChoice[seat] !== null) return [];
  return EXTENSIONS.map((x) => `build ${x.id}`);
}

export function chooseSetupTile(s: LancasterState, seat: number, tile: number, log: Log): void {
  s.setupChoice[seat] = tile;
  whisper(log, seat, text('la.log.setupChosen', { player: seatRef(seat), ext: extensionName(tile) }));
}

/** LA-3 / AS-9: when the last player has chosen, every tile is revealed and built together. */
export function revealSetup(s: LancasterState, log: Log): void {
  say(log, text('la.log.setupReveal'));
  for (const seat of turnOrder(s)) build(s, seat, s.setupChoice[seat] ?? 0, text('la.why.setup'), log);
  s.setupChoice = s.setupChoice.map(() => null);
}

/** LA-17 / R-17: a tile is mandatory; markers from 0 to all held. */
export function voteOptions(s: LancasterState, seat: number): string[] {
  if (s.votes[seat] !== null) return [];
  const out: string[] = [];
  for (const side of ['yes', 'no']) {
    for (let k = 0; k <= s.players[seat].markers; k++) out.push(`vote ${side} ${k}`);
  }
  return out;
}

export function castVote(s: LancasterState, seat: number, proposal: number, yes: boolean, markers: number, log: Log): void {
  s.votes[seat] = { yes, markers };
  whisper(log, seat, text('la.log.voted', { player: seatRef(seat), side: yes ? 'yes' : 'no', n: markers, proposal: proposal + 1 }));
}

export function allVoted(s: LancasterState): boolean {
  return s.votes.every((v) => v !== null);
}

/** LA-17 … LA-19: reveal together, count, spend the committed markers, pass or discard. */
export function revealVote(s: LancasterState, proposal: number, log: Log): void {
  const p = s.proposals[proposal];
  let ayes = 0;
  let noes = 0;
  const votes = s.votes.map((v) => v ?? { yes: false, markers: 0 });
  votes.forEach((v, seat) => {
    const weight = 1 + v.markers;
    if (v.yes) ayes += weight;
    else noes += weight;
    // LA-18: committed markers go to the supply whatever the result.
    s.players[seat].markers -= v.markers;
  });
  p.votes = votes;
  s.votes = s.votes.map(() => null);
  // LA-17: a tie passes.
  const passed = ayes >= noes;
  p.outcome = passed ? 'passed' : 'rejected';
  const entries = votes.map((v, seat) => text('la.voteEntry', { player: seatRef(seat), side: v.yes ? 'yes' : 'no', n: v.markers }));
  say(log, text('la.log.voteReveal', { proposal: proposal + 1, votes: listOf(entries) }));
  say(log, text('la.log.voteResult', { ayes, noes, proposal: proposal + 1, passed: passed ? 'yes' : 'no', tie: ayes === noes ? 'yes' : 'no' }));
  if (passed) {
    // LA-19: the leftmost law leaves, the others slide left, the new law goes rightmost.
    const gone = s.laws.shift() ?? '';
    s.laws.push(p.law);
    say(log, text('la.log.lawReplaced', { gone: lawText(gone) }));
  } else {
    say(log, text('la.log.proposalDiscarded'));
  }
}

/** LA-20: after the third vote every player returns his remaining markers. */
export function returnMarkers(s: LancasterState, log: Log): void {
  const entries = [];
  for (const seat of turnOrder(s)) {
    const p = s.players[seat];
    if (p.markers > 0) entries.push(text('la.markerEntry', { player: seatRef(seat), n: p.markers }));
    p.markers = 0;
  }
  if (entries.length > 0) say(log, text('la.log.markersReturned', { entries: listOf(entries) }));
}
