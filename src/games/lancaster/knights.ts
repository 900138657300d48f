import { text, type Text } from '../../engine/text';
import { ALLY_CASTLE_IDS, CASTLE_SLOT_IDS, COUNTIES } from './data';
import { castleSpaceName, conflictName, countyName } from './names';
import { forceName, insertSorted, isAlly, removeOne, say, type LancasterState, type Log } from './state';

/** Where an owned knight stands (§0.3): at court, or deployed on a county, castle or conflict space. */
export type Loc =
  | { kind: 'court' }
  | { kind: 'county'; county: number }
  | { kind: 'castle'; space: number }
  | { kind: 'conflict'; slot: number };

export interface Placed {
  strength: number;
  loc: Loc;
}

/** The word for a location in commands: court, kent, s1, x3, ac2, c04. */
export function locName(s: LancasterState, force: number, loc: Loc): string {
  switch (loc.kind) {
    case 'court':
      return 'court';
    case 'county':
      return COUNTIES[loc.county].name;
    case 'castle':
      return isAlly(s, force) ? ALLY_CASTLE_IDS[loc.space] : CASTLE_SLOT_IDS[loc.space];
    case 'conflict':
      return s.conflicts[loc.slot]?.id ?? '?';
  }
}

/** The location a word names for a force, or null. */
export function parseLoc(s: LancasterState, force: number, word: string): Loc | null {
  if (word === 'court') return { kind: 'court' };
  const county = COUNTIES.findIndex((c) => c.name === word);
  if (county >= 0) return { kind: 'county', county };
  const castleIds = isAlly(s, force) ? ALLY_CASTLE_IDS : CASTLE_SLOT_IDS;
  const space = castleIds.indexOf(word);
  if (space >= 0) return { kind: 'castle', space };
  const slot = cardSlot(s, word);
  if (slot >= 0) return { kind: 'conflict', slot };
  return null;
}

export function cardSlot(s: LancasterState, id: string): number {
  return s.conflicts.findIndex((c) => c !== null && c.id === id);
}

/** Deployed knights of a force (§0.3, R-18: the bottom row too), in board order: counties, castle, conflicts. */
export function deployed(s: LancasterState, force: number): Placed[] {
  const out: Placed[] = [];
  s.counties.forEach((c, county) => {
    if (c.knight && c.knight.force === force) out.push({ strength: c.knight.strength, loc: { kind: 'county', county } });
  });
  s.forces[force].castle.forEach((k, space) => {
    if (k !== null) out.push({ strength: k, loc: { kind: 'castle', space } });
  });
  s.conflicts.forEach((card, slot) => {
    const stack = card?.spaces.find((x) => x !== null && x.force === force);
    if (stack) for (const k of stack.knights) out.push({ strength: k, loc: { kind: 'conflict', slot } });
  });
  return out;
}

/** Owned knights (§0.3): at court or deployed. */
export function owned(s: LancasterState, force: number): Placed[] {
  const court: Placed[] = s.forces[force].court.map((strength) => ({ strength, loc: { kind: 'court' } }));
  return [...court, ...deployed(s, force)];
}

/**
 * the knights a force could upgrade now, one entry per strength and place (R-36: equal
 * knights in one place are interchangeable). `deployedOnly` for L01; L10 only offers 3 → 4.
 */
export function upgradeTargets(s: LancasterState, force: number, from: 'owned' | 'deployed' | 'three'): Placed[] {
  const reserve = s.forces[force].reserve;
  const pool = from === 'owned' ? owned(s, force) : deployed(s, force);
  const seen = new Set<string>();
  const out: Placed[] = [];
  for (const k of pool) {
    if (from === 'three' && (k.strength !== 3 || k.loc.kind === 'court')) continue;
    if (!reserve.includes(k.strength + 1)) continue;
    const key = `${k.strength} ${locName(s, force, k.loc)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(k);
  }
  return out;
}

/** swaps a knight for the reserve knight one stronger, in exactly the same place. */
export function upgrade(s: LancasterState, force: number, strength: number, loc: Loc, log: Log, why: Text): void {
  const f = s.forces[force];
  removeOne(f.reserve, strength + 1);
  insertSorted(f.reserve, strength);
  switch (loc.kind) {
    case 'court':
      removeOne(f.court, strength);
      insertSorted(f.court, strength + 1);
      break;
    case 'county': {
      const knight = s.counties[loc.county].knight;
      if (knight) knight.strength = strength + 1;
      break;
    }
    case 'castle':
      f.castle[loc.space] = strength + 1;
      break;
    case 'conflict': {
      const stack = s.conflicts[loc.slot]?.spaces.find((x) => x !== null && x.force === force);
      if (stack) stack.knights[stack.knights.indexOf(strength)] = strength + 1;
      break;
    }
  }
  say(log, text('la.log.upgrade', { force: forceName(s, force, true), from: strength, to: strength + 1, where: whereText(s, force, loc), why }));
}

/** a new knight is a strength-1 knight from the reserve to court; false if there is none. */
export function recruit(s: LancasterState, force: number, log: Log, why: Text): boolean {
  const f = s.forces[force];
  if (!removeOne(f.reserve, 1)) {
    // a reward part that cannot be carried out is lost.
    say(log, text('la.log.recruitLost', { force: forceName(s, force, true), why }));
    return false;
  }
  insertSorted(f.court, 1);
  say(log, text('la.log.recruit', { force: forceName(s, force, true), why }));
  return true;
}

export function toCourt(s: LancasterState, force: number, strength: number): void {
  insertSorted(s.forces[force].court, strength);
}

/** A location as a noun: "the court", "Stafford", "the castle space for 2 squires", "the conflict at Agincourt". */
export function placeTitle(s: LancasterState, force: number, loc: Loc): Text {
  switch (loc.kind) {
    case 'court':
      return text('la.court');
    case 'county':
      return countyName(loc.county);
    case 'castle':
      return castleSpaceName(s, force, loc.space);
    case 'conflict':
      return conflictAt(s.conflicts[loc.slot]?.id ?? '');
  }
}

/** Where a knight stands, after a verb: "at court", "in Stafford", "on the castle space for 2 squires". */
export function whereText(s: LancasterState, force: number, loc: Loc): Text {
  return text(`la.where.${loc.kind}`, { place: placeTitle(s, force, loc) });
}

/** A conflict card as a noun: "the conflict at Agincourt". */
export function conflictAt(id: string): Text {
  return text('la.conflictAt', { place: conflictName(id) });
}

/** Counties whose space holds one of the player's own knights (LW-2). */
export function countiesHeld(s: LancasterState, force: number): number {
  let n = 0;
  for (const c of s.counties) if (c.knight && c.knight.force === force) n++;
  return n;
}

/** Conflict cards, in either row, with at least one of the force's knights (LW-2). */
export function conflictsJoined(s: LancasterState, force: number): number {
  let n = 0;
  for (const card of s.conflicts) if (card?.spaces.some((x) => x !== null && x.force === force)) n++;
  return n;
}
