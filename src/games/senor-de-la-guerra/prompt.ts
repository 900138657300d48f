import { text, type Text } from '../../engine/text';
import { DEPLOY_FIRST, ENTRANCE, GUARD_RECOVERY_COST, NORMANS, SIDE_WORDS, START_SETS, type Kind, type Side } from './data';
import { normanWarriorsIn } from './pieces';
import { netHitsOn } from './rounds';
import type { SenorState, StepKind } from './state';
import { pendingZones } from './tactics';
import { tilesInPlay } from './tiles';
import { structureT, unitsT, zonesT, zoneT } from './words';

/** the decision code of the pending prompt (D1 … D18), or null when nobody is asked. */
export function decisionCode(s: SenorState): string | null {
  const step = s.step;
  if (step.kind === 'none') return null;
  const n = step.side === NORMANS;
  switch (step.kind) {
    case 'start':
      return n ? 'D1' : 'D2';
    case 'deploy':
    case 'deploy-priest':
      return 'D3';
    case 'siege':
    case 'sacrifice':
      return 'D4';
    case 'recover':
      return 'D5';
    case 'move':
      return n ? 'D6' : 'D7';
    case 'tiles':
      return 'D6';
    case 'fight':
      return 'D8';
    case 'tactics':
      return `D${9 + (s.combat?.window ?? 0)}`;
    case 'boost':
      return n ? 'D12' : 'D13';
    case 'cancel':
      return n ? 'D14' : 'D15';
    case 'casualties':
      return n ? 'D16' : 'D17';
    case 'relocate':
      return 'D18';
  }
}

/**
 * What the pending step asks for and why, as one sentence about the side that must answer (the
 * same for every viewer: A-7 wants the Frisian's view to be the spectator's). Never names the
 * Prince's zone.
 */
export function describeStep(s: SenorState): Text {
  const step = s.step;
  if (step.kind === 'none') return text('sg.ask.over');
  const side = SIDE_WORDS[step.side];
  const c = s.combat;
  const sel = s.selection;
  switch (step.kind) {
    case 'start':
      return text('sg.ask.start', { side, ...sets() });
    case 'deploy':
      return text('sg.ask.deploy', { n: DEPLOY_FIRST - normanWarriorsIn(s, ENTRANCE), total: DEPLOY_FIRST });
    case 'deploy-priest':
      return text('sg.ask.deployPriest');
    case 'siege':
      return text('sg.ask.siege');
    case 'sacrifice':
      return text('sg.ask.sacrifice', { n: s.toLose, structure: s.builtThisTurn ? structureT(s.builtThisTurn) : text('sg.nothing') });
    case 'recover':
      return text('sg.ask.recover', { cost: GUARD_RECOVERY_COST });
    case 'move':
      if (sel) return text('sg.ask.send', { side, units: unitsT(sel.kind, groupSize(s, step.side, sel.kind, sel.from, false)), from: zoneT(sel.from, 'from') });
      return text(step.side === NORMANS ? 'sg.ask.moveNormans' : 'sg.ask.moveFrisians');
    case 'tiles':
      return text('sg.ask.tiles', { n: tilesInPlay(s) });
    case 'fight':
      return text('sg.ask.fight', { zones: zonesT(pendingZones(s)) });
    case 'tactics': {
      const where = c ? zoneT(c.zone, 'in') : text('sg.nothing');
      if (sel) return text('sg.ask.sendTactics', { side, units: unitsT(sel.kind, groupSize(s, step.side, sel.kind, sel.from, true)), from: zoneT(sel.from, 'from') });
      return text('sg.ask.tactics', { side, where, window: (c?.window ?? 0) + 1, tactics: s.tactics[step.side] });
    }
    case 'boost':
      return text('sg.ask.boost', { side, round: c?.round ?? 0 });
    case 'cancel':
      return text('sg.ask.cancel', { side, n: c?.roll ? netHitsOn(s, c.zone, c.roll, step.side) : 0 });
    case 'casualties': {
      const net = c?.roll ? netHitsOn(s, c.zone, c.roll, step.side) : 0;
      const given = c?.roll ? Object.values(c.roll.picks[step.side]).reduce((a, b) => a + (b ?? 0), 0) : 0;
      return text('sg.ask.casualties', { side, n: net, left: net - given, where: c ? zoneT(c.zone, 'in') : text('sg.nothing') });
    }
    case 'relocate':
      return text('sg.ask.relocate');
  }
}

/** The starting sets' numbers (SG-2). */
function sets(): Record<string, number> {
  return { c1: START_SETS.courage.courage, t1: START_SETS.courage.tactics, c2: START_SETS.tactics.courage, t2: START_SETS.tactics.tactics };
}

/** Pieces of the picked group that may move (in a Tactics window, only those not yet moved by Tactics, SG-29). */
export function groupSize(s: SenorState, side: Side, kind: Kind, from: number, tactics: boolean): number {
  let n = 0;
  for (const p of s.pieces) if (p.status === 'map' && p.side === side && p.zone === from && p.kind === kind && !(tactics && p.marked)) n++;
  return n;
}

/** What the player asked can do now on the board, in a short line (the page shows it to that player). */
export function helpFor(s: SenorState): Text {
  const step = s.step;
  if (step.kind === 'none') return text('sg.help.over');
  switch (step.kind) {
    case 'move':
    case 'tactics':
      if (s.selection) return text('sg.help.send');
      if (step.kind === 'move') return text('sg.help.move');
      return text(step.side === NORMANS ? 'sg.help.tacticsNormans' : 'sg.help.tactics');
    default:
      return text(`sg.help.${HELP[step.kind]}`);
  }
}

const HELP: Record<Exclude<StepKind, 'move' | 'tactics'>, string> = {
  start: 'start',
  deploy: 'deploy',
  'deploy-priest': 'deployPriest',
  siege: 'siege',
  sacrifice: 'sacrifice',
  recover: 'recover',
  tiles: 'tiles',
  fight: 'fight',
  boost: 'courage',
  cancel: 'courage',
  casualties: 'casualties',
  relocate: 'relocate',
};
