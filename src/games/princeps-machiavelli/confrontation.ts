import { seatRef, text } from '../../engine/text';
import { border, isLeader, PRINCE_TYPES, TERRITORY_BY_ID } from './data';
import { cardList, territoryName, theCard } from './names';
import { armiesOn, findTerritory, firstOfKind, fixedCard, isLed, reveal } from './table';
import type { AttackDraft, Confrontation, ConfrontationKind, Log, PMState, Territory } from './state';

/*
 * Declaring a confrontation (PM-23 … PM-26, PM-34 … PM-36): the acting card and the cards it uses
 * turn face up, the defending cards are revealed, and both sides are shown the strengths and the
 * provisional outcome before the windows.
 */

/** PM-25: all armies of a led target defend; an unled target's single army, if any. */
export function defendingArmies(t: Territory): string[] {
  const armies = armiesOn(t).sort();
  return isLed(t) ? armies : armies.slice(0, 1);
}

/** PM-25: when an army defends, it and every Captain and Prince there are involved and turn face up. */
export function involvedDefenders(t: Territory): string[] {
  const armies = defendingArmies(t);
  if (armies.length === 0) return [];
  return [...armies, ...t.cards.filter((c) => isLeader(c.id)).map((c) => c.id)];
}

/** PM-36: the defender's Prince guards all its territories against some uprisings. */
export function princeBonus(s: PMState, defender: number, kind: ConfrontationKind): number {
  const type = PRINCE_TYPES[s.princes[defender]];
  if (type === 'ecclesiastical') return kind === 'attack' ? 0 : 1;
  if (type === 'hereditary') return kind === 'conspiracy' ? 1 : 0;
  if (type === 'popular') return kind === 'revolt' ? 1 : 0;
  return 0;
}

export type Outcome = 'win' | 'lose' | 'tie' | 'fail';

/** PM-28, PM-38: the outcome if nobody plays a card in the windows, seen from the attacker. */
export function provisional(c: Confrontation): Outcome {
  if (c.kind === 'attack' && c.defender !== null && c.defenders.length === 0) return c.strength > c.defence ? 'win' : 'fail';
  return c.strength > c.defence ? 'win' : c.strength < c.defence ? 'lose' : 'tie';
}

function open(s: PMState, c: Confrontation, log: Log): void {
  if (s.actions) s.actions.conflict = c;
  const shown = { a: c.strength, d: c.defence, kind: c.kind, outcome: provisional(c) };
  log.push({ text: text('pm.log.strengths', shown) });
}

/** PM-23: the leader is exhausted; it and the attacking group turn face up; the attack cannot be withdrawn. */
export function declareAttack(s: PMState, seat: number, d: AttackDraft, log: Log): void {
  const origin = findTerritory(s, d.origin)?.territory;
  const target = findTerritory(s, d.target);
  if (!origin || !target) return;
  s.exhausted.push(d.leader);
  reveal(origin, [d.leader, ...d.group]);
  // PM-22, PM-24: by sea when every shared shield is a sea shield; then the attacker has −1.
  const bySea = border(d.origin, d.target) === 'sea';
  const defenders = target.owner === null ? [] : defendingArmies(target.territory);
  const involved = target.owner === null ? [] : involvedDefenders(target.territory);
  reveal(target.territory, involved);
  // PM-26: D counts the defending armies and a fixed Fortification; conspirators defend with 1.
  const fort = fixedCard(target.territory, 'fortification') ? 1 : 0;
  const defence = (target.owner === null ? 1 : defenders.length) + fort;
  const c: Confrontation = {
    kind: 'attack',
    attacker: seat,
    defender: target.owner,
    origin: d.origin,
    target: d.target,
    commander: d.leader,
    cards: [...d.group],
    bySea,
    strength: d.group.length - (bySea ? 1 : 0),
    defence,
    defenders,
    window: 'w1',
    w1: null,
  };
  log.push({
    text: text(bySea ? 'pm.log.attackBySea' : 'pm.log.attack', {
      player: seatRef(seat),
      target: territoryName(d.target),
      origin: territoryName(d.origin),
      leader: theCard(d.leader),
      armies: cardList(d.group),
    }),
  });
  describeDefence(c, involved, fort, log);
  open(s, c, log);
}

/** PM-34: the commander is exhausted; it and the one uprising card turn face up. No sea penalty. */
export function declareUprising(s: PMState, seat: number, kind: 'revolt' | 'conspiracy', commander: string, target: string, log: Log): void {
  const origin = findOrigin(s, seat, commander);
  const h = findTerritory(s, target);
  if (!origin || !h) return;
  const card = firstOfKind(origin, kind) ?? '';
  s.exhausted.push(commander);
  reveal(origin, [commander, card]);
  // PM-35, R-6: +1 for a Revolt in a Free territory or a Conspiracy in a Noble one.
  const status = TERRITORY_BY_ID[target].status;
  const strength = 1 + ((kind === 'revolt' && status === 'free') || (kind === 'conspiracy' && status === 'noble') ? 1 : 0);
  const defenders = h.owner === null ? [] : defendingArmies(h.territory);
  const involved = h.owner === null ? [] : involvedDefenders(h.territory);
  reveal(h.territory, involved);
  // PM-36, R-34: the Fortification counts against a Revolt only; the Prince's bonus everywhere.
  const fort = kind === 'revolt' && fixedCard(h.territory, 'fortification') ? 1 : 0;
  const bonus = h.owner === null ? 0 : princeBonus(s, h.owner, kind);
  const c: Confrontation = {
    kind,
    attacker: seat,
    defender: h.owner,
    origin: origin.id,
    target,
    commander,
    cards: [card],
    bySea: false,
    strength,
    defence: (h.owner === null ? 1 : defenders.length) + fort + bonus,
    defenders,
    window: 'w1',
    w1: null,
  };
  log.push({
    text: text(kind === 'revolt' ? 'pm.log.revolt' : 'pm.log.conspiracy', {
      player: seatRef(seat),
      target: territoryName(target),
      origin: territoryName(origin.id),
      commander: theCard(commander),
    }),
  });
  describeDefence(c, involved, fort, log);
  if (bonus > 0 && c.defender !== null) log.push({ text: text('pm.log.princeBonus', { player: seatRef(c.defender), type: PRINCE_TYPES[s.princes[c.defender]] }) });
  open(s, c, log);
}

function findOrigin(s: PMState, seat: number, card: string): Territory | null {
  return s.rows[seat].find((t) => t.cards.some((c) => c.id === card)) ?? null;
}

/** the revealed defending cards and the Fortification, for everyone. */
function describeDefence(c: Confrontation, involved: string[], fort: number, log: Log): void {
  const target = territoryName(c.target);
  if (c.defender === null) log.push({ text: text('pm.log.conspirators', { target, fort }) });
  else if (involved.length > 0) log.push({ text: text('pm.log.defending', { target, cards: cardList(involved), fort }) });
  else log.push({ text: text('pm.log.noDefenders', { target, fort }) });
}
