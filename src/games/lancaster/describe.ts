import { seatRef, text, type Text } from '../../engine/text';
import type { CommandInfo } from '../../engine/types';
import { BOTH_PRICE, CONFLICTS, COUNTIES, EXTENSIONS, FAVOURS } from './data';
import { allyCanUse } from './counties';
import { parseLoc, whereText } from './knights';
import { castleSpaceName, conflictName, countyName, countyReward, extensionEffect, extensionName, favourText } from './names';
import { parseDestination } from './placement';
import { allyOf, forceArgs, isAlly, type LancasterState, type Task } from './state';

/*
 * What a listed command does, as an imperative sentence for the list of moves and the emails.
 * The sealed choices (the first extension tile, AS-9; a vote, AS-4) are final: once sent they
 * are out of the player's hands, and the reveal cannot be taken back.
 */

const yesNo = (b: boolean): 'yes' | 'no' => (b ? 'yes' : 'no');

function france(id: string): number {
  return CONFLICTS.find((c) => c.id === id)?.france ?? 0;
}

/** `knight 2 stafford`, `ally 2 ac1`: where the knight goes and what that means there. */
function describePlacement(s: LancasterState, seat: number, words: string[]): Text {
  const ally = words[0] === 'ally';
  const force = ally ? (allyOf(s, seat) ?? seat) : seat;
  const n = Number(words[1]);
  const loc = parseDestination(s, force, words[2]);
  const base = { ally: yesNo(ally), n };
  switch (loc?.kind) {
    case 'county': {
      const occupant = s.counties[loc.county].knight;
      if (!occupant) return text('la.do.placeCounty', { ...base, county: countyName(loc.county) });
      const held = forceArgs(s, occupant.force);
      return text('la.do.placeCountyDisplace', {
        ...base,
        county: countyName(loc.county),
        holder: held.player,
        holderAlly: held.ally,
        m: occupant.strength,
        total: occupant.strength + occupant.squires,
      });
    }
    case 'castle':
      if (!isAlly(s, force) && loc.space >= 3) {
        return text('la.do.placeExtension', { n, ext: extensionName(loc.space - 3), effect: extensionEffect(loc.space - 3) });
      }
      return text('la.do.placeCastle', { ...base, space: castleSpaceName(s, force, loc.space) });
    case 'conflict': {
      const id = s.conflicts[loc.slot]?.id ?? '';
      return text('la.do.placeConflict', { ...base, place: conflictName(id), france: france(id) });
    }
    default:
      return text('la.do.unlisted');
  }
}

function describeUpgrade(s: LancasterState, force: number, words: string[]): Text {
  if (words[0] === 'pass') return text('la.do.declineUpgrade');
  const n = Number(words[1]);
  const loc = parseLoc(s, force, words[2]);
  if (!loc) return text('la.do.unlisted');
  return text('la.do.upgrade', { ally: yesNo(isAlly(s, force)), n, next: n + 1, where: whereText(s, force, loc) });
}

function describeCastle(s: LancasterState, seat: number, words: string[]): Text {
  const step = s.castle[seat];
  if (step?.upgrading) return describeUpgrade(s, step.upgrading === 'ac2' ? (allyOf(s, seat) ?? seat) : seat, words);
  if (words[0] === 'pass') return text('la.do.castlePass', { recruit: yesNo(step?.ally.includes('ac1') ?? false) });
  if (words[1] === 'ac1' || words[1] === 'ac2') return text(`la.do.use.${words[1]}`);
  const tile = EXTENSIONS.findIndex((x) => x.id === words[1]);
  return tile < 0 ? text('la.do.unlisted') : text('la.do.use', { ext: extensionName(tile), effect: extensionEffect(tile) });
}

function describeCounty(s: LancasterState, task: Extract<Task, { t: 'countyChoice' }>, choice: string): Text {
  const county = countyName(task.county);
  const reward = countyReward(task.county);
  const ally = isAlly(s, task.force);
  switch (choice) {
    case 'noble':
      return text(ally ? 'la.do.countyNobleAlly' : 'la.do.countyNoble', { county });
    case 'reward':
      return text(ally && allyCanUse(task.county) ? 'la.do.countyRewardAlly' : 'la.do.countyReward', { county, reward });
    case 'both':
      return text('la.do.countyBoth', { county, reward, price: BOTH_PRICE });
    default:
      return text('la.do.countyPass', { county });
  }
}

function describeTask(s: LancasterState, seat: number, task: Task, words: string[]): Text {
  switch (task.t) {
    case 'place':
      return describePlacement(s, seat, words);
    case 'squires': {
      const n = Number(words[1]);
      return text('la.do.squires', { n, total: task.strength + n, county: countyName(task.county) });
    }
    case 'favour': {
      const tile = Number(words[1]) - 1;
      // AL-8: gold and squires taken for an ally are lost.
      const lost = isAlly(s, task.force) && FAVOURS[tile]?.effect.kind === 'gain';
      return text(lost ? 'la.do.favourLost' : 'la.do.favour', { favour: favourText(tile) });
    }
    case 'upgrade':
      return describeUpgrade(s, task.force, words);
    case 'noble': {
      if (words[0] === 'pass') return text('la.do.declineNoble');
      const county = COUNTIES.findIndex((c) => c.name === words[1]);
      return text(isAlly(s, task.force) ? 'la.do.nobleRemove' : 'la.do.nobleTake', { county: countyName(county) });
    }
    case 'exchange':
      return words[0] === 'pass' ? text('la.do.exchangeNone') : text(`la.do.buy.${task.law}`, { n: Number(words[1]), pp: 3 * Number(words[1]) });
    case 'build': {
      if (words[0] === 'pass') return text('la.do.declineBuild');
      const tile = EXTENSIONS.findIndex((x) => x.id === words[1]);
      return text('la.do.build', { ext: extensionName(tile), effect: extensionEffect(tile) });
    }
    case 'countyChoice':
      return describeCounty(s, task, words[0]);
    case 'passage':
      return words[0] === 'pass' ? text('la.do.declinePassage') : text('la.do.passage', { place: conflictName(words[1]), france: france(words[1]) });
    case 'start':
      return text('la.do.start', { player: seatRef(Number(words[1])) });
    case 'ransom':
      return words[0] === 'pass' ? text('la.do.ransomPass') : text('la.do.free', { n: Number(words[1]) });
    case 'setup': {
      const tile = EXTENSIONS.findIndex((x) => x.id === words[1]);
      return text('la.do.buildFirst', { ext: extensionName(tile), effect: extensionEffect(tile) });
    }
    case 'vote':
      return text('la.do.vote', { side: words[1] === 'yes' ? 'yes' : 'no', n: Number(words[2]) });
    case 'castles':
      return describeCastle(s, seat, words);
    default:
      return text('la.do.unlisted');
  }
}

/** What a command listed for `seat` does; the sealed choices are final. */
export function describeCommand(s: LancasterState, seat: number, command: string): CommandInfo {
  const task = s.tasks[0];
  if (!task) return { text: text('la.do.unlisted') };
  const info: CommandInfo = { text: describeTask(s, seat, task, command.split(' ')) };
  return task.t === 'setup' || task.t === 'vote' ? { ...info, final: true } : info;
}
