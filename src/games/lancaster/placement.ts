import { text, type Text } from '../../engine/text';
import { COUNTIES, FAVOURS } from './data';
import { gain } from './goods';
import { locName, parseLoc, placeTitle, toCourt, type Loc } from './knights';
import { castleSpaceName, countyName, extensionName, favourText } from './names';
import { allyOf, controller, forceArgs, forceName, isAlly, removeOne, say, type LancasterState, type Log, type Task } from './state';

/*
 * Phase 1 (LA-8 … LA-15, AS-3). A turn is `knight <strength> <place>` (or `ally …` for the ally's
 * knights, AL-4), then for a county `squires <n>`, then for a conflict `favour <tile>` while
 * King's favour tiles are face up (LA-14), then the tile's own choice.
 */

/** The place a word names for a force's placement (never its court), or null. */
export function parseDestination(s: LancasterState, force: number, word: string): Loc | null {
  const loc = parseLoc(s, force, word);
  return loc?.kind === 'court' ? null : loc;
}

/** The space a force takes on a card (LA-13): its own space, else the topmost free one; -1 if closed. */
export function spaceOnCard(s: LancasterState, force: number, slot: number): number {
  const card = s.conflicts[slot];
  if (!card) return -1;
  const own = card.spaces.findIndex((x) => x !== null && x.force === force);
  if (own >= 0) return own;
  return card.spaces.findIndex((x) => x === null);
}

function squiresOf(s: LancasterState, force: number): number {
  return isAlly(s, force) ? 0 : s.players[force].squires;
}

/** Why a knight of `strength` may not go to `loc` now (LA-10 … LA-13, AL-5, AL-6), or null if it may. */
export function placementProblem(s: LancasterState, force: number, strength: number, loc: Loc): Text | null {
  const seat = controller(s, force);
  switch (loc.kind) {
    case 'court':
      return text('la.refuse.placeOnBoard');
    case 'county': {
      const county = COUNTIES[loc.county];
      // LA-10: the printed strength alone must reach the minimum; squires do not count.
      if (strength < county.min) return text('la.refuse.countyMin', { county: countyName(loc.county), min: county.min });
      const occupant = s.counties[loc.county].knight;
      if (!occupant) return null;
      // LA-11 / AL-6: never displace your own knight or your own ally's.
      if (controller(s, occupant.force) === seat) {
        return text('la.refuse.ownCounty', { county: countyName(loc.county), ally: occupant.force === seat ? 'no' : 'yes' });
      }
      const total = occupant.strength + occupant.squires;
      const extra = squiresOf(s, force);
      if (strength + extra > total) return null;
      if (isAlly(s, force)) return text('la.refuse.allyTooWeak', { county: countyName(loc.county), total, n: strength });
      return text('la.refuse.tooWeak', { county: countyName(loc.county), total, n: strength, squires: extra });
    }
    case 'castle': {
      const f = s.forces[force];
      // the extension spaces exist only on built tiles.
      if (!isAlly(s, force) && loc.space >= 3 && !s.players[force].built[loc.space - 3]) {
        return text('la.refuse.unbuilt', { ext: extensionName(loc.space - 3) });
      }
      // LA-12: one knight per space.
      if (f.castle[loc.space] !== null) return text('la.refuse.spaceTaken', { space: castleSpaceName(s, force, loc.space) });
      return null;
    }
    case 'conflict':
      // LA-13: at most one space per card for each participant.
      if (spaceOnCard(s, force, loc.slot) < 0) return text('la.refuse.conflictFull', { conflict: placeTitle(s, force, loc) });
      return null;
  }
}

/** Every legal destination of a force, in board order: counties, castle, conflicts. */
function destinations(s: LancasterState, force: number): Loc[] {
  const out: Loc[] = [];
  COUNTIES.forEach((_, county) => out.push({ kind: 'county', county }));
  s.forces[force].castle.forEach((_, space) => out.push({ kind: 'castle', space }));
  s.conflicts.forEach((card, slot) => {
    if (card) out.push({ kind: 'conflict', slot });
  });
  return out;
}

/**
 * LA-9 / AL-4: every legal placement for the seat, its own knights first, then its ally's.
 * `limit` stops the scan early for callers that only need to know whether there are 0, 1 or more.
 */
export function placeOptions(s: LancasterState, seat: number, limit = Infinity): string[] {
  const out: string[] = [];
  const forces = [seat];
  const ally = allyOf(s, seat);
  if (ally !== null) forces.push(ally);
  for (const force of forces) {
    const verb = force === seat ? 'knight' : 'ally';
    const strengths = [...new Set(s.forces[force].court)];
    for (const strength of strengths) {
      for (const loc of destinations(s, force)) {
        if (placementProblem(s, force, strength, loc) !== null) continue;
        out.push(`${verb} ${strength} ${locName(s, force, loc)}`);
        if (out.length >= limit) return out;
      }
    }
  }
  return out;
}

/**
 * Whether `placeOptions(s, seat)` lists `text`, without listing them all: the command is read
 * back into a force, a strength at court and a destination, which must print as the same text.
 */
export function isPlaceOption(s: LancasterState, seat: number, text: string): boolean {
  const words = text.split(' ');
  if (words.length !== 3) return false;
  const force = words[0] === 'knight' ? seat : words[0] === 'ally' ? allyOf(s, seat) : null;
  if (force === null) return false;
  const strength = Number(words[1]);
  if (String(strength) !== words[1] || !s.forces[force].court.includes(strength)) return false;
  const loc = parseDestination(s, force, words[2]);
  // destinations() offers the force's own castle spaces only, and the ally castle has two.
  if (!loc || (loc.kind === 'castle' && loc.space >= s.forces[force].castle.length)) return false;
  return locName(s, force, loc) === words[2] && placementProblem(s, force, strength, loc) === null;
}

/** LA-8 / R-12: whether the seat (with its ally) has any legal placement. */
function canPlace(s: LancasterState, seat: number): boolean {
  return placeOptions(s, seat, 1).length > 0;
}

/** LA-8: the next seat clockwise that can place, starting after the last placer; null ends phase 1. */
export function nextPlacer(s: LancasterState): number | null {
  const first = s.turn === null ? s.startPlayer : (s.turn + 1) % s.seats;
  for (let i = 0; i < s.seats; i++) {
    const seat = (first + i) % s.seats;
    if (canPlace(s, seat)) return seat;
  }
  return null;
}

/** Carries out `knight|ally <strength> <place>`; county placements by players continue with squires. */
export function place(s: LancasterState, seat: number, words: string[], log: Log): void {
  const force = words[0] === 'ally' ? (allyOf(s, seat) ?? seat) : seat;
  const strength = Number(words[1]);
  const loc = parseDestination(s, force, words[2]);
  if (!loc) return;
  s.turn = seat;
  if (loc.kind === 'county' && !isAlly(s, force)) {
    // LA-10: the squires are chosen in the same turn, before the knight lands.
    s.tasks.unshift({ t: 'squires', seat, strength, county: loc.county });
    return;
  }
  removeOne(s.forces[force].court, strength);
  if (loc.kind === 'county') {
    enterCounty(s, force, strength, loc.county, 0, log);
  } else if (loc.kind === 'castle') {
    s.forces[force].castle[loc.space] = strength;
    say(log, text('la.log.placeCastle', { force: forceName(s, force, true), n: strength, space: placeTitle(s, force, loc) }));
  } else if (loc.kind === 'conflict') {
    const conflict = placeTitle(s, force, loc);
    const space = joinConflict(s, force, strength, loc.slot);
    say(log, text('la.log.placeConflict', { force: forceName(s, force, true), n: strength, conflict, space }));
    // LA-14: the first six knights sent to conflicts each take a face-up favour tile.
    if (s.favour.some((up) => up)) s.tasks.unshift({ t: 'favour', seat, force });
  }
}

/** LA-13: stacks on the force's own space or takes the topmost free one; returns its number, 1 to 3. */
export function joinConflict(s: LancasterState, force: number, strength: number, slot: number): number {
  const card = s.conflicts[slot];
  const i = spaceOnCard(s, force, slot);
  if (!card || i < 0) return 0;
  const stack = card.spaces[i];
  if (stack) stack.knights.push(strength);
  else card.spaces[i] = { force, knights: [strength] };
  return i + 1;
}

/** LA-10 / LA-11: the knight enters the county, displacing a weaker occupant to its court. */
function enterCounty(s: LancasterState, force: number, strength: number, county: number, squires: number, log: Log): void {
  const c = s.counties[county];
  say(log, text('la.log.placeCounty', { force: forceName(s, force, true), n: strength, county: countyName(county), squires }));
  if (c.knight) {
    const old = c.knight;
    toCourt(s, old.force, old.strength);
    // LA-11 / R-8: the displaced knight goes home; its squires go to the supply, unrefunded.
    say(log, text('la.log.displaced', { ...forceArgs(s, old.force), n: old.strength, county: countyName(county), squires: old.squires }));
  }
  c.knight = { force, strength, squires };
}

/** LA-10: how many squires may go with the knight: enough to win the county, at most all he has. */
export function squireRange(s: LancasterState, task: Extract<Task, { t: 'squires' }>): [number, number] {
  const occupant = s.counties[task.county].knight;
  const min = occupant ? Math.max(0, occupant.strength + occupant.squires - task.strength + 1) : 0;
  return [min, s.players[task.seat].squires];
}

export function squireOptions(s: LancasterState, task: Extract<Task, { t: 'squires' }>): string[] {
  const [min, max] = squireRange(s, task);
  return Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => `squires ${min + i}`);
}

export function addSquires(s: LancasterState, task: Extract<Task, { t: 'squires' }>, n: number, log: Log): void {
  removeOne(s.forces[task.seat].court, task.strength);
  s.players[task.seat].squires -= n;
  enterCounty(s, task.seat, task.strength, task.county, n, log);
}

/** LA-14 / R-9: the face-up tiles the placing player may take. */
export function favourOptions(s: LancasterState): string[] {
  return s.favour.flatMap((up, i) => (up ? [`favour ${i + 1}`] : []));
}

/** LA-14 / AL-8: the tile turns face down and its effect applies at once. */
export function takeFavour(s: LancasterState, task: Extract<Task, { t: 'favour' }>, tile: number, log: Log): void {
  s.favour[tile] = false;
  say(log, text('la.log.favour', { force: forceName(s, task.force, true), favour: favourText(tile) }));
  const effect = FAVOURS[tile].effect;
  if (effect.kind === 'gain') {
    // AL-8: gold and squires taken for an ally are lost.
    if (isAlly(s, task.force)) say(log, text('la.log.favourLostAlly', { favour: favourText(tile) }));
    else gain(s, task.seat, effect.gold, effect.squires, 0, text('la.why.favour'), log);
  } else if (effect.kind === 'upgrade') {
    s.tasks.unshift({ t: 'upgrade', seat: task.seat, force: task.force, why: 'favour', label: text('la.why.favour') });
  } else {
    s.tasks.unshift({ t: 'noble', seat: task.seat, force: task.force });
  }
}
