import { EXTENSIONS, LAWS } from './data';
import { build } from './choices';
import { plural, say, seatName, turnOrder, whisper, type LancasterState, type Log } from './state';

/*
 * The two simultaneous secret steps: the first extension tile (AS-9) and each parliament vote
 * (LA-16 … LA-20, AS-4). Every seat stays active until the step resolves, so nobody learns
 * whether another player has already chosen; a choice is told only to its own seat until the
 * reveal line, which goes to everyone.
 */

export function lawTitle(id: string): string {
  const law = LAWS.find((l) => l.id === id);
  return `${id.toUpperCase()} (${law?.text ?? ''})`;
}

/** AS-9: each player picks one of his six tiles, secretly. */
export function setupOptions(s: LancasterState, seat: number): string[] {
  if (s.setupChoice[seat] !== null) return [];
  return EXTENSIONS.map((x) => `build ${x.id}`);
}

export function chooseSetupTile(s: LancasterState, seat: number, tile: number, log: Log): void {
  s.setupChoice[seat] = tile;
  whisper(log, seat, `${seatName(seat)} chooses to build ${EXTENSIONS[tile].id} (${EXTENSIONS[tile].name}); secret until every player has chosen (AS-9)`);
}

/** LA-3 / AS-9: when the last player has chosen, every tile is revealed and built together. */
export function revealSetup(s: LancasterState, log: Log): void {
  say(log, 'Every player has chosen a first extension tile (AS-9):');
  for (const seat of turnOrder(s)) build(s, seat, s.setupChoice[seat] ?? 0, 'LA-3', log);
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
  const law = s.proposals[proposal].law.toUpperCase();
  whisper(
    log,
    seat,
    `${seatName(seat)} votes ${yes ? 'yes' : 'no'} with ${plural(markers, 'voting marker')} on proposal ${proposal + 1} (${law}); secret until every player has voted (AS-4)`,
  );
}

export function allVoted(s: LancasterState): boolean {
  return s.votes.every((v) => v !== null);
}

/** LA-17 … LA-19: reveal together, count, spend the committed markers, pass or discard. */
export function revealVote(s: LancasterState, proposal: number, log: Log): void {
  const p = s.proposals[proposal];
  let yes = 0;
  let no = 0;
  const parts: string[] = [];
  const votes = s.votes.map((v) => v ?? { yes: false, markers: 0 });
  votes.forEach((v, seat) => {
    const weight = 1 + v.markers;
    if (v.yes) yes += weight;
    else no += weight;
    // LA-18: committed markers go to the supply whatever the result.
    s.players[seat].markers -= v.markers;
    parts.push(`${seatName(seat)} ${v.yes ? 'yes' : 'no'}${v.markers > 0 ? ` + ${v.markers}` : ''}`);
  });
  p.votes = votes;
  s.votes = s.votes.map(() => null);
  const passed = yes >= no;
  p.outcome = passed ? 'passed' : 'rejected';
  say(log, `Proposal ${proposal + 1}, ${lawTitle(p.law)}: ${parts.join(', ')}`);
  const tie = yes === no ? ' (a tie passes, LA-17)' : '';
  say(log, `${yes} yes to ${no} no: proposal ${proposal + 1} is ${passed ? 'passed' : 'rejected'}${tie}`);
  if (passed) {
    // LA-19: the leftmost law leaves, the others slide left, the new law goes rightmost.
    const gone = s.laws.shift() ?? '';
    s.laws.push(p.law);
    say(log, `${gone.toUpperCase()} leaves the game; the current laws are ${s.laws.map((l) => l.toUpperCase()).join(', ')}`);
  } else {
    say(log, `${p.law.toUpperCase()} leaves the game (LA-19)`);
  }
}

/** LA-20: after the third vote every player returns his remaining markers. */
export function returnMarkers(s: LancasterState, log: Log): void {
  const parts: string[] = [];
  for (const seat of turnOrder(s)) {
    const p = s.players[seat];
    if (p.markers > 0) parts.push(`${seatName(seat)} ${p.markers}`);
    p.markers = 0;
  }
  if (parts.length > 0) say(log, `Voting markers returned to the supply (LA-20): ${parts.join(', ')}`);
}
