import { DEPLOY_FIRST, ENTRANCE, NORMANS, ROUND_NAMES, START_SETS, unit } from './data';
import { normanWarriorsIn } from './pieces';
import { netHitsOn } from './rounds';
import { sideName, theZone, zoneName, type SenorState } from './state';
import { pendingZones } from './tactics';
import { tilesInPlay } from './tiles';

/** A-3: the decision code of the pending prompt (D1 … D18), or null when nobody is asked. */
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

/** What the pending step asks for, in words, with the command forms. Never names the Prince's zone. */
export function describeStep(s: SenorState): string {
  const step = s.step;
  if (step.kind === 'none') return 'nothing: the game is over';
  const who = `the ${sideName(step.side)}`;
  const c = s.combat;
  const sel = s.selection;
  switch (step.kind) {
    case 'start': {
      const a = START_SETS.courage;
      const b = START_SETS.tactics;
      return `${who} to choose a starting set: start courage (Courage ${a.courage}, Tactics ${a.tactics}) or start tactics (Courage ${b.courage}, Tactics ${b.tactics})`;
    }
    case 'deploy':
      return `${who} to post warriors in the Tower Entrance, ${DEPLOY_FIRST - normanWarriorsIn(s, ENTRANCE)} more to go (entrance <piece> <number>)`;
    case 'deploy-priest':
      return `${who} to post the priest (priest entrance or priest battlements)`;
    case 'siege':
      return `${who} to declare a siege structure (build shields, build ram, build ladders) or pass`;
    case 'sacrifice':
      return `${who} to choose ${s.toLose} more peasant${s.toLose === 1 ? '' : 's'} to lose to the structure (lose peasant <zone>)`;
    case 'recover':
      return `${who} to recover a dead guard for 1 Courage (recover <zone>) or pass`;
    case 'move':
      if (sel) return `${who} to send ${unit(step.side, sel.kind).plural} from ${theZone(sel.from)} (to <zone> <number>)`;
      return `${who} to move pieces (move <piece> <zone>, then to <zone> <number>) and then say done`;
    case 'tiles': {
      const n = tilesInPlay(s);
      return `${who} to place ${n} tile${n === 1 ? '' : 's'}, each in a different zone (prince <zone> decoys <zone> <zone>)`;
    }
    case 'fight':
      return `${who} to choose the next combat (fight <zone>): ${pendingZones(s).map(zoneName).join(', ')}`;
    case 'tactics': {
      const where = c ? ` before the combat in ${theZone(c.zone)}` : '';
      const window = c ? `, window ${c.window + 1} of 3` : '';
      if (sel) return `${who} to send ${unit(step.side, sel.kind).plural} from ${theZone(sel.from)} by Tactics (to <zone> <number>)`;
      const tile = step.side === NORMANS ? ', tile <from> <to>' : '';
      return `${who} to spend Tactics${where}${window} (move <piece> <zone>${tile}) or say done`;
    }
    case 'boost':
      return `${who} to decide whether to spend 1 Courage on dice in round ${c?.round ?? 0} (${ROUND_NAMES[c?.round ?? 0]}) (courage dice or pass)`;
    case 'cancel': {
      const net = c?.roll ? netHitsOn(s, c.zone, c.roll, step.side) : 0;
      return `${who} to decide whether to spend 1 Courage to cancel one of ${net} net hit${net === 1 ? '' : 's'} (courage cancel or pass)`;
    }
    case 'casualties': {
      const net = c?.roll ? netHitsOn(s, c.zone, c.roll, step.side) : 0;
      return `${who} to choose casualties for ${net} net hit${net === 1 ? '' : 's'}${c ? ` in ${theZone(c.zone)}` : ''} (casualty <piece>)`;
    }
    case 'relocate':
      return `${who} to move the priest to a zone with a Norman warrior (priest <zone>)`;
  }
}
