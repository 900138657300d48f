import { seatRef, text } from '../../engine/text';
import { canonical, cardOfWord, cardWord, isArmy, isCommander, isLeader, kindOf, neighbours } from './data';
import { declareAttack, declareUprising } from './confrontation';
import { performDomestic } from './domestic';
import { territoryName, theCard } from './names';
import { armiesOn, findTerritory, firstOfKind, fixedCard, isLed, whereIs } from './table';
import { turnOrder, type AttackDraft, type Log, type PMState, type Territory } from './state';

/*
 * Phase 4, the action turn (PM-16 … PM-20, A-11). One action at a time, then `end`:
 *   attack <leader> <target>     then add <army> | drop <army> | declare | cancel
 *   revolt <commander> <target> | conspire <commander> <target> | spy <commander> <target>
 *   fortify <commander> | colonists <commander> | reform <commander> | stabilise <prince>
 *   end
 * Card and territory words: `ca01`, `pr-n1`; `firenze`.
 */

export function actingSeat(s: PMState): number | null {
  return s.actions ? turnOrder(s)[s.actions.turn] : null;
}

/** A command card of the seat, on one of its territories, that has not acted this round (PM-17). */
interface Ready {
  card: string;
  territory: Territory;
}

function readyCards(s: PMState, seat: number, can: (card: string) => boolean): Ready[] {
  const out: Ready[] = [];
  for (const t of s.rows[seat]) {
    for (const c of t.cards) {
      if (!can(c.id) || s.exhausted.includes(c.id)) continue;
      // A Prince acts only for its owner (it can lie nowhere else anyway).
      if (kindOf(c.id) === 'prince' && c.id !== s.princes[seat]) continue;
      out.push({ card: c.id, territory: t });
    }
  }
  return out.sort((a, b) => canonical(a.card, b.card));
}

/**
 * PM-23, PM-34, PM-54: the territories an attack or an uprising from `origin` may target: bordering,
 * of another player who holds at least two, or independent (not for a Conspiracy); R-33: not
 * under Colonists for an uprising.
 */
export function targets(s: PMState, seat: number, origin: string, kind: 'attack' | 'revolt' | 'conspiracy'): string[] {
  return neighbours(origin).filter((id) => targetProblem(s, seat, id, kind) === null);
}

export type TargetProblem = 'own' | 'lone' | 'independent' | 'colonists' | 'nowhere';

export function targetProblem(s: PMState, seat: number, target: string, kind: 'attack' | 'revolt' | 'conspiracy'): TargetProblem | null {
  const h = findTerritory(s, target);
  if (!h) return 'nowhere';
  if (h.owner === seat) return 'own';
  if (h.owner === null) {
    if (kind === 'conspiracy') return 'independent';
  } else if (s.rows[h.owner].length < 2) return 'lone';
  if (kind !== 'attack' && fixedCard(h.territory, 'colonists')) return 'colonists';
  return null;
}

/** what stays on the origin may not be two or more armies without another leader. */
export function leavesUnledArmies(origin: Territory, leader: string, group: readonly string[]): boolean {
  const rest = { ...origin, cards: origin.cards.filter((c) => c.id !== leader && !group.includes(c.id)) };
  return armiesOn(rest).length >= 2 && !isLed(rest);
}

export function turnOptions(s: PMState, seat: number): string[] {
  const a = s.actions;
  if (!a || a.conflict || actingSeat(s) !== seat) return [];
  if (a.attack) return attackDraftOptions(s, a.attack);
  const out: string[] = [];
  for (const r of readyCards(s, seat, isLeader)) {
    if (armiesOn(r.territory).length === 0) continue;
    for (const t of targets(s, seat, r.territory.id, 'attack')) out.push(`attack ${cardWord(r.card)} ${cardWord(t)}`);
  }
  for (const r of readyCards(s, seat, isCommander)) {
    const w = cardWord(r.card);
    const t = r.territory;
    if (firstOfKind(t, 'revolt')) for (const x of targets(s, seat, t.id, 'revolt')) out.push(`revolt ${w} ${cardWord(x)}`);
    if (firstOfKind(t, 'conspiracy')) for (const x of targets(s, seat, t.id, 'conspiracy')) out.push(`conspire ${w} ${cardWord(x)}`);
    if (firstOfKind(t, 'spy')) {
      for (let other = 0; other < s.seats; other++) if (other !== seat) for (const x of s.rows[other]) out.push(`spy ${w} ${cardWord(x.id)}`);
    }
    // at most one Fortification and one Colonists fixed per territory.
    if (firstOfKind(t, 'fortification', true) && !fixedCard(t, 'fortification')) out.push(`fortify ${w}`);
    if (firstOfKind(t, 'colonists', true) && !fixedCard(t, 'colonists')) out.push(`colonists ${w}`);
    if (firstOfKind(t, 'reform') && !t.stable) out.push(`reform ${w}`);
    if (kindOf(r.card) === 'prince' && !t.stable) out.push(`stabilise ${w}`);
  }
  out.push('end');
  return out;
}

function attackDraftOptions(s: PMState, d: AttackDraft): string[] {
  const origin = findTerritory(s, d.origin)?.territory;
  if (!origin) return ['cancel'];
  const out = armiesOn(origin).map((c) => `${d.group.includes(c) ? 'drop' : 'add'} ${cardWord(c)}`);
  if (d.group.length > 0 && !leavesUnledArmies(origin, d.leader, d.group)) out.push('declare');
  out.push('cancel');
  return out;
}

export function performTurn(s: PMState, seat: number, words: string[], log: Log): void {
  const a = s.actions;
  if (!a) return;
  const [verb, x, y] = words;
  const card = cardOfWord(x ?? '') ?? '';
  const target = cardOfWord(y ?? '') ?? '';
  switch (verb) {
    case 'attack': {
      const origin = whereIs(s, card)?.territory.id ?? '';
      a.attack = { leader: card, origin, target, group: [] };
      log.push({ text: text('pm.log.attackDraft', { leader: theCard(card), origin: territoryName(origin), target: territoryName(target) }), to: [seat] });
      return;
    }
    case 'add':
    case 'drop':
      if (!a.attack || !isArmy(card)) return;
      a.attack.group = verb === 'add' ? [...a.attack.group, card].sort(canonical) : a.attack.group.filter((c) => c !== card);
      return;
    case 'cancel':
      a.attack = null;
      log.push({ text: text('pm.log.attackCancelled'), to: [seat] });
      return;
    case 'declare':
      if (a.attack) declareAttack(s, seat, a.attack, log);
      a.attack = null;
      return;
    case 'revolt':
    case 'conspire':
      declareUprising(s, seat, verb === 'revolt' ? 'revolt' : 'conspiracy', card, target, log);
      return;
    case 'end':
      log.push({ text: text('pm.log.endTurn', { player: seatRef(seat) }) });
      return;
    default:
      performDomestic(s, seat, verb, card, target, log);
  }
}
