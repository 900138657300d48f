import { listOf, seatRef, text, type Text } from '../../engine/text';
import { fail, type Failure } from '../../engine/types';
import { activeSeats, listActions } from './commands';
import { border, cardOfWord, HAND_LIMIT, isArmy, isCommander, isLeader, kindOf, TERRITORY_BY_ID } from './data';
import { mustDiscard } from './draw';
import { territoryName, theCard } from './names';
import { preparationProblem, preparingSeat } from './preparation';
import { prompt } from './prompt';
import { findTerritory, whereIs } from './table';
import { canAnswer, findOffer, sizesAfter, tradable } from './trade';
import { actingSeat, leavesUnledArmies, targetProblem, type TargetProblem } from './turn';
import { legalPunishments } from './windows';
import type { PMState } from './state';

/*
 * Why a command that `actions()` does not list is refused, in words: which card, which territory,
 * which rule (named in words, never by its id). The message goes only to the seat that sent it,
 * so it may speak of that seat's own hand.
 */

function quote(command: string): string {
  return command.length > 40 ? `${command.slice(0, 40)}…` : command;
}

export function explainRefusal(s: PMState, seat: number, command: string): Failure {
  if (s.result) return fail('game_over', text('core.gameOver'));
  if (!Number.isInteger(seat) || !activeSeats(s).includes(seat)) return fail('not_your_turn', text('pm.refuse.notYourTurn', { now: prompt(s, null) }));
  const legal = listActions(s, seat);
  if (legal.length === 0) return fail('already_submitted', text('pm.refuse.waiting', { now: prompt(s, seat) }));
  const specific = explain(s, seat, command.split(' '));
  if (specific) return fail('illegal_command', specific);
  return fail('illegal_command', text('pm.refuse.notNow', { command: quote(command), examples: listOf(legal.slice(0, 5)) }));
}

function explain(s: PMState, seat: number, words: string[]): Text | null {
  const [verb, a, b] = words;
  const card = cardOfWord(a ?? '');
  switch (s.phase) {
    case 'draw':
      if (verb === 'discard' && card === s.princes[seat]) return text('pm.refuse.princeKept');
      if (verb === 'discard' && card && !s.hands[seat].includes(card)) return text('pm.refuse.notInHand', { card: theCard(card) });
      if (verb === 'draw') return text('pm.refuse.mustDiscard', { n: mustDiscard(s, seat) - (s.draw?.marks[seat].length ?? 0) });
      return null;
    case 'negotiation':
      return explainNegotiation(s, seat, verb, a, b, card);
    case 'preparation':
      return explainPreparation(s, seat, verb, card, b);
    case 'actions':
      return s.actions?.conflict ? explainWindow(s, seat, verb, card) : explainAction(s, seat, verb, card, b);
    default:
      return null;
  }
}

function explainNegotiation(s: PMState, seat: number, verb: string, a: string | undefined, b: string | undefined, card: string | null): Text | null {
  const n = s.negotiation;
  if (!n) return null;
  if (n.done[seat]) return text('pm.refuse.done');
  if ((verb === 'give' || verb === 'want') && (card === s.princes[seat] || a === 'prince' || kindOf(card ?? '') === 'prince')) return text('pm.refuse.princeNotTraded');
  if (verb === 'give' && card && !s.hands[seat].includes(card)) return text('pm.refuse.notInHand', { card: theCard(card) });
  if (verb === 'offer' && Number(a) - 1 === seat) return text('pm.refuse.offerSelf');
  if (verb === 'done' && n.drafts[seat]) return text('pm.refuse.draftOpen');
  if (verb === 'accept') {
    const o = findOffer(n, Number(a) - 1, seat, Number(b));
    if (!o) return text('pm.refuse.noOffer');
    const [x, y] = sizesAfter(s, o);
    // A-7, PM-10: no trade may bring a hand past 12.
    if (x > HAND_LIMIT) return text('pm.refuse.tradeLimit', { player: seatRef(o.from), n: x, limit: HAND_LIMIT });
    if (y > HAND_LIMIT) return text('pm.refuse.tradeLimit', { player: seatRef(o.to), n: y, limit: HAND_LIMIT });
    if (!canAnswer(o.want, tradable(s, seat))) return text('pm.refuse.cannotAnswer');
  }
  return null;
}

function explainPreparation(s: PMState, seat: number, verb: string, card: string | null, where: string | undefined): Text | null {
  const p = s.preparation;
  if (!p || preparingSeat(s) !== seat) return null;
  if (verb === 'end') return preparationProblem(s, seat, p);
  const territory = cardOfWord(where ?? '');
  if (verb === 'place' && territory && TERRITORY_BY_ID[territory] && !p.row.some((t) => t.id === territory)) return text('pm.refuse.notYourTerritory', { territory: territoryName(territory) });
  if (verb === 'place' && card && kindOf(card) === 'territory') return text('pm.refuse.territoryCard');
  if ((verb === 'place' || verb === 'territory') && card && !p.hand.includes(card)) return text('pm.refuse.notInHand', { card: theCard(card) });
  if (verb === 'withdraw' && card) {
    const t = p.row.find((x) => x.cards.some((c) => c.id === card));
    if (!t) return text('pm.refuse.notOnYourTerritories', { card: theCard(card) });
    return text('pm.refuse.fixed', { card: theCard(card), territory: territoryName(t.id) });
  }
  return null;
}

const TARGET_WORDS: Record<TargetProblem, string> = {
  own: 'pm.refuse.ownTarget',
  lone: 'pm.refuse.loneTarget',
  independent: 'pm.refuse.independentConspiracy',
  colonists: 'pm.refuse.colonists',
  nowhere: 'pm.refuse.notOnTable',
};

function explainAction(s: PMState, seat: number, verb: string, card: string | null, b: string | undefined): Text | null {
  if (actingSeat(s) !== seat) return null;
  const attack = s.actions?.attack;
  if (attack && verb === 'declare') {
    const origin = findTerritory(s, attack.origin)?.territory;
    if (attack.group.length === 0) return text('pm.refuse.noArmies');
    if (origin && leavesUnledArmies(origin, attack.leader, attack.group)) return text('pm.refuse.leavesArmies', { territory: territoryName(origin.id) });
  }
  const kinds: Record<string, 'attack' | 'revolt' | 'conspiracy'> = { attack: 'attack', revolt: 'revolt', conspire: 'conspiracy' };
  if (!card) return null;
  const where = whereIs(s, card);
  const acting = ['attack', 'revolt', 'conspire', 'spy', 'fortify', 'colonists', 'reform', 'stabilise'];
  if (!acting.includes(verb)) return null;
  if (!where || where.owner !== seat) return text('pm.refuse.notOnYourTerritories', { card: theCard(card) });
  if (s.exhausted.includes(card)) return text('pm.refuse.exhausted', { card: theCard(card) });
  if (verb === 'attack' && !isLeader(card)) return text('pm.refuse.notLeader', { card: theCard(card) });
  if (verb !== 'attack' && !isCommander(card)) return text('pm.refuse.notCommander', { card: theCard(card) });
  if (verb === 'stabilise' && kindOf(card) !== 'prince') return text('pm.refuse.onlyPrince');
  const t = where.territory;
  if ((verb === 'reform' || verb === 'stabilise') && t.stable) return text('pm.refuse.alreadyStable', { territory: territoryName(t.id) });
  if (verb === 'attack' && !t.cards.some((c) => isArmy(c.id))) return text('pm.refuse.noArmiesHere', { territory: territoryName(t.id) });
  const target = cardOfWord(b ?? '');
  if (kinds[verb] && target) {
    if (!border(t.id, target)) return text('pm.refuse.notBordering', { target: territoryName(target), origin: territoryName(t.id) });
    const problem = targetProblem(s, seat, target, kinds[verb]);
    const owner = findTerritory(s, target)?.owner ?? null;
    if (problem) return text(TARGET_WORDS[problem], { target: territoryName(target), player: seatRef(owner ?? seat) });
  }
  return text('pm.refuse.missingCard', { verb, territory: territoryName(t.id) });
}

function explainWindow(s: PMState, seat: number, verb: string, card: string | null): Text | null {
  const c = s.actions?.conflict;
  if (!c) return null;
  if (verb === 'machiavelli') return text('pm.refuse.noMachiavelli');
  if (verb === 'punish') {
    if (c.window !== 'w2' || c.kind !== 'conspiracy') return text('pm.refuse.punishOnlyConspiracy');
    // PM-50: the Punishment must lie with the defender's Counsellor or Prince.
    if (card && kindOf(card) === 'punishment' && !legalPunishments(s, seat).includes(card)) {
      const t = whereIs(s, card);
      if (t && t.owner === seat) return text('pm.refuse.punishNeedsCommander', { territory: territoryName(t.territory.id) });
      return text('pm.refuse.notOnYourTerritories', { card: theCard(card) });
    }
  }
  if (verb === 'sacrifice') return text('pm.refuse.sacrifice', { n: listActions(s, seat).filter((x) => x.startsWith('sacrifice')).length });
  return null;
}
