import { text, type Text } from '../../engine/text';
import type { CommandInfo } from '../../engine/types';
import { GUARD_RECOVERY_COST, NORMANS, STRUCTURE_DATA, TACTIC_COST, unit, type Kind, type Side } from './data';
import { isFailure, parseCommand, type Move } from './notation';
import { perform } from './perform';
import { groupSize } from './prompt';
import { netHitsOn } from './rounds';
import { cloneState, sideOf, zoneWord, type SenorState } from './state';
import { aUnitT, startSetT, structureT, unitsT, unitT, zonesT, zoneT } from './words';

/**
 * What a listed command does, in an imperative sentence for the list of moves and the emails
 * ("Send 3 spearmen from the East Plain to the Bridge"). `final` when the step cannot be taken
 * back: it rolls dice or shows the other side something hidden (a sealed answer, a tile).
 */
export function describeCommand(s: SenorState, seat: number, command: string): CommandInfo {
  const move = parseCommand(command);
  const side = sideOf(s, seat);
  if (isFailure(move) || side === null) return { text: text('sg.do.typed', { command }) };
  const info: CommandInfo = { text: sentence(s, side, move) };
  return isFinal(s, side, move) ? { ...info, final: true } : info;
}

/** Whether carrying the move out rolls a die, reveals something or ends the game (tried on a copy). */
function isFinal(s: SenorState, side: Side, move: Move): boolean {
  // Picking a group or putting it down changes nothing the game has to run.
  if (move.verb === 'move' || move.verb === 'back') return false;
  const t = cloneState(s);
  perform(t, side, move, []);
  const rng = s.rng;
  const rolled = t.rng.a !== rng.a || t.rng.b !== rng.b || t.rng.c !== rng.c || t.rng.d !== rng.d;
  return rolled || t.reveals !== s.reveals || t.result !== null;
}

function sentence(s: SenorState, side: Side, m: Move): Text {
  const step = s.step.kind;
  const tactics = step === 'tactics';
  switch (m.verb) {
    case 'start':
      return text(side === NORMANS ? 'sg.do.startSealed' : 'sg.do.start', { set: startSetT(m.set) });
    case 'entrance':
      return text('sg.do.entrance', { units: unitsT(m.kind, m.n) });
    case 'priest':
      return text(step === 'relocate' ? 'sg.do.relocate' : 'sg.do.deployPriest', { to: zoneT(m.zone, 'to'), where: zoneT(m.zone, 'in') });
    case 'build': {
      const d = STRUCTURE_DATA[m.structure];
      return text('sg.do.build', { structure: structureT(m.structure), cost: d.tactics, peasants: d.peasants });
    }
    case 'lose':
      return text('sg.do.losePeasant', { from: zoneT(m.zone, 'from') });
    case 'recover':
      return text('sg.do.recover', { to: zoneT(m.zone, 'to'), cost: GUARD_RECOVERY_COST });
    case 'move':
      return text(tactics ? 'sg.do.pickTactics' : 'sg.do.pick', { units: unitsT(m.kind, groupSize(s, side, m.kind, m.zone, tactics)), from: zoneT(m.zone, 'from') });
    case 'to': {
      const sel = s.selection;
      if (!sel) return text('sg.do.typed', { command: `to ${zoneWord(m.zone)} ${m.n}` });
      const params = { units: unitsT(sel.kind, m.n), from: zoneT(sel.from, 'from'), to: zoneT(m.zone, 'to'), cost: m.n * TACTIC_COST };
      return text(tactics ? 'sg.do.sendTactics' : 'sg.do.send', params);
    }
    case 'back':
      return text('sg.do.back', { units: s.selection ? unitsT(s.selection.kind, groupSize(s, side, s.selection.kind, s.selection.from, tactics)) : text('sg.nothing') });
    case 'done':
      if (tactics) return text('sg.do.closeWindow');
      return text(side === NORMANS ? 'sg.do.doneNormans' : 'sg.do.doneFrisians');
    case 'pass':
      if (step === 'siege') return text('sg.do.noStructure');
      if (step === 'recover') return text('sg.do.noRecovery');
      return text(step === 'boost' ? 'sg.do.keepDice' : 'sg.do.keepCancel');
    case 'prince':
      return text('sg.do.place', { prince: zoneT(m.prince, 'in'), n: m.decoys.length, decoys: zonesT(m.decoys, 'in') });
    case 'fight':
      return text('sg.do.fight', { where: zoneT(m.zone, 'in') });
    case 'tile':
      return text('sg.do.tile', { from: zoneT(m.from, 'from'), to: zoneT(m.to, 'to'), cost: TACTIC_COST });
    case 'courage':
      return text(m.use === 'dice' ? 'sg.do.courageDice' : 'sg.do.courageCancel');
    case 'casualty':
      return casualty(s, side, m.kind);
  }
}

/** SG-24 / R-14: one hit to a kind; a knight or captain takes two hits before he falls. */
function casualty(s: SenorState, side: Side, kind: Kind): Text {
  const c = s.combat;
  const roll = c?.roll;
  const hits = c && roll ? netHitsOn(s, c.zone, roll, side) : 0;
  const given = roll ? Object.values(roll.picks[side]).reduce((a, b) => a + (b ?? 0), 0) : 0;
  const params = { unit: aUnitT(kind), name: unitT(kind), at: given + 1, hits };
  if (unit(side, kind).absorbs < 2) return text('sg.do.casualty', params);
  // Hits go to knights (captains) two by two: an odd count means one already holds a single hit.
  const second = (roll?.picks[side][kind] ?? 0) % 2 === 1;
  return text(second ? 'sg.do.hitSecond' : 'sg.do.hitFirst', params);
}
