import { text } from '../../engine/text';
import { canonical, cardOfWord, cardWord, isCommander, kindOf, MACHIAVELLI } from './data';
import { resolveAttack } from './combat';
import { provisional } from './confrontation';
import { territoryName } from './names';
import { resolveUprising } from './uprising';
import type { Confrontation, Log, PMState, WindowAnswer } from './state';

/*
 * The two windows of a confrontation (A-12, PM-27, PM-37), each one decision:
 *   W1, the attacker:  pass | sacrifice <k> | machiavelli
 *   W2, the defender:  pass | sacrifice <k> | machiavelli | punish <card>
 * `sacrifice k` (k ≥ 1) is offered in an attack on a player's territory: the Citizen Armies the
 * side would sacrifice if it lost (PM-30). W2 opens in every confrontation against a player, even
 * when the defender has no real choice, so that its opening tells nobody anything.
 */

export function windowSeat(c: Confrontation): number | null {
  return c.window === 'w1' ? c.attacker : c.defender;
}

function citizens(cards: readonly string[]): number {
  return cards.filter((c) => kindOf(c) === 'citizen').length;
}

/** PM-50, R-42: Punishment cards on the defender's territories whose stack holds its Counsellor or Prince. */
export function legalPunishments(s: PMState, defender: number): string[] {
  const out: string[] = [];
  for (const t of s.rows[defender]) {
    const enabled = t.cards.some((c) => isCommander(c.id) && (kindOf(c.id) === 'counsellor' || c.id === s.princes[defender]));
    if (enabled) for (const c of t.cards) if (kindOf(c.id) === 'punishment') out.push(c.id);
  }
  return out.sort(canonical);
}

export function windowOptions(s: PMState, seat: number): string[] {
  const c = s.actions?.conflict;
  if (!c || windowSeat(c) !== seat) return [];
  const out = ['pass'];
  const mine = c.window === 'w1' ? c.cards : c.defenders;
  if (c.kind === 'attack' && c.defender !== null) for (let k = 1; k <= citizens(mine); k++) out.push(`sacrifice ${k}`);
  // only from hand, only by a side of the confrontation.
  if (s.hands[seat].includes(MACHIAVELLI)) out.push('machiavelli');
  if (c.window === 'w2' && c.kind === 'conspiracy') for (const ep of legalPunishments(s, seat)) out.push(`punish ${cardWord(ep)}`);
  return out;
}

function parseAnswer(words: string[]): WindowAnswer {
  return {
    machiavelli: words[0] === 'machiavelli',
    punishment: words[0] === 'punish' ? cardOfWord(words[1] ?? '') : null,
    sacrifice: words[0] === 'sacrifice' ? Number(words[1]) : 0,
  };
}

export function answerWindow(s: PMState, seat: number, words: string[], log: Log): void {
  const c = s.actions?.conflict;
  if (!c) return;
  const answer = parseAnswer(words);
  log.push({ text: text(c.window === 'w1' ? 'pm.log.w1Private' : 'pm.log.w2Private', { ...answerWords(answer), target: territoryName(c.target) }), to: [seat] });
  if (c.window === 'w1') {
    c.w1 = answer;
    // no W2 after the attacker's Machiavelli or against an independent territory.
    if (answer.machiavelli || c.defender === null) return finish(s, c, answer, null, log);
    c.window = 'w2';
    const standing = c.defender !== null ? byOrders(s, c, c.defender) : null;
    if (standing) finish(s, c, answer, standing, log);
    return;
  }
  finish(s, c, c.w1 ?? parseAnswer(['pass']), answer, log);
}

function answerWords(a: WindowAnswer) {
  return { machiavelli: a.machiavelli ? 'yes' : 'no', punishment: a.punishment ? 'yes' : 'no', k: a.sacrifice };
}

/** the defender's standing orders answer its W2 at once. */
function byOrders(s: PMState, c: Confrontation, defender: number): WindowAnswer | null {
  const o = s.orders[defender];
  if (!o) return null;
  const answer: WindowAnswer = { machiavelli: false, punishment: null, sacrifice: 0 };
  const punishments = c.kind === 'conspiracy' ? legalPunishments(s, defender) : [];
  // The cheaper card first: a legal Punishment stops a Conspiracy as surely as Machiavelli.
  if (o.punishment === 'legal' && punishments.length > 0) answer.punishment = punishments[0];
  else if (o.machiavelli === 'losing' && s.hands[defender].includes(MACHIAVELLI) && provisional(c) === 'win') answer.machiavelli = true;
  if (o.sacrifice === 'all' && c.kind === 'attack') answer.sacrifice = citizens(c.defenders);
  return answer;
}

function finish(s: PMState, c: Confrontation, w1: WindowAnswer, w2: WindowAnswer | null, log: Log): void {
  if (c.kind === 'attack') resolveAttack(s, c, w1, w2, log);
  else resolveUprising(s, c, w1, w2, log);
  if (s.actions) s.actions.conflict = null;
}
