import { seatRef, text, type Text } from '../../engine/text';
import { CASTLE_SPACES, EXTENSIONS, ROUNDS } from './data';
import { gain, pay, score } from './goods';
import { locName, parseLoc, recruit, toCourt, upgrade, upgradeTargets } from './knights';
import { extensionName } from './names';
import { allyOf, forceArgs, forceName, say, turnOrder, type CastleStep, type LancasterState, type Log } from './state';

/*
 * Phase 3b (LA-25, LA-26, R-28, AL-12, AS-6 step 2). Castles never interact, so every
 * player resolves his own at the same time. Free gains are automatic and come first — they can
 * only widen the choices — then the player orders his paid tiles one at a time (`use x1`, `use x2`,
 * `use x6`) until he has none he can use or says `pass`. AL-12: the ally castle's two spaces are
 * resolved in the order the player chooses (`use ac1`, `use ac2`): upgrading a strength-1 ally
 * knight first frees one for the new-knight space, and a new knight first can be upgraded.
 */

const X2 = 1;

/** LA-25 / R-28: how often each tile acts: once if built, once more with a knight on its space. */
function activations(s: LancasterState, seat: number, tile: number): number {
  if (!s.players[seat].built[tile]) return 0;
  return s.forces[seat].castle[3 + tile] !== null ? 2 : 1;
}

const allyCastle = (): Text => text('la.why.allyCastle');

/**
 * Starts every player's castle step. AS-6: the step's lines wait in `castleLog`, one list per
 * seat, and are published in turn order when the last castle is done (`closeCastles`).
 */
export function openCastles(s: LancasterState): void {
  for (const seat of turnOrder(s)) {
    const log = s.castleLog[seat];
    const f = s.forces[seat];
    CASTLE_SPACES.forEach((space, i) => {
      if (f.castle[i] !== null) gain(s, seat, space.gold, space.squires, space.markers, text('la.why.castleSpace'), log);
    });
    const step: CastleStep = { items: [], ally: [], upgrading: null };
    EXTENSIONS.forEach((x, tile) => {
      const times = activations(s, seat, tile);
      for (let k = 0; k < times; k++) {
        if (x.effect.kind === 'gain') gain(s, seat, x.effect.gold, x.effect.squires, x.effect.markers, extensionName(tile), log);
        else step.items.push(tile);
      }
    });
    const ally = allyOf(s, seat);
    if (ally !== null) {
      if (s.forces[ally].castle[0] !== null) step.ally.push('ac1');
      if (s.forces[ally].castle[1] !== null) step.ally.push('ac2');
    }
    s.castle[seat] = step;
    settle(s, seat, log);
  }
}

/**
 * What needs no decision is done at once (AS-8): a lone new-knight space is a free gain, and a
 * lone upgrade space with nothing to upgrade is lost. Ends the step when nothing is left.
 */
function settle(s: LancasterState, seat: number, log: Log): void {
  const step = s.castle[seat];
  if (!step) return;
  const ally = allyOf(s, seat);
  if (ally !== null && !step.upgrading && step.ally.length === 1) {
    if (step.ally[0] === 'ac1') {
      step.ally = [];
      recruit(s, ally, log, allyCastle());
    } else if (upgradeTargets(s, ally, 'owned').length === 0) {
      step.ally = [];
      say(log, text('la.log.upgradeLost', { force: forceName(s, ally, true), why: allyCastle() }));
    }
  }
  if (castleOptions(s, seat).length === 0) finishCastle(s, seat, log);
}

function usable(s: LancasterState, seat: number, tile: number): boolean {
  const p = s.players[seat];
  const effect = EXTENSIONS[tile].effect;
  switch (effect.kind) {
    case 'knight':
      return p.squires >= effect.squireCost && s.forces[seat].reserve.includes(1);
    case 'upgrade':
      return p.squires >= effect.squireCost && upgradeTargets(s, seat, 'owned').length > 0;
    case 'power':
      return p.gold >= effect.goldCost;
    case 'gain':
      return false;
  }
}

/** The force an upgrade in the castle step is for: the player (X2) or his ally (AC2). */
function upgradeForce(s: LancasterState, seat: number, which: 'x2' | 'ac2'): number {
  return which === 'x2' ? seat : (allyOf(s, seat) ?? seat);
}

/** The seat's commands in its castle step; empty once nothing is left that it could use. */
export function castleOptions(s: LancasterState, seat: number): string[] {
  const step = s.castle[seat];
  if (!step) return [];
  if (step.upgrading) {
    const force = upgradeForce(s, seat, step.upgrading);
    const targets = upgradeTargets(s, force, 'owned');
    return [...targets.map((k) => `upgrade ${k.strength} ${locName(s, force, k.loc)}`), 'pass'];
  }
  const out: string[] = [];
  for (const tile of new Set(step.items)) if (usable(s, seat, tile)) out.push(`use ${EXTENSIONS[tile].id}`);
  // AL-12: with both ally spaces to resolve, either may go first.
  for (const space of step.ally) out.push(`use ${space}`);
  return out.length > 0 ? [...out, 'pass'] : [];
}

/** One castle command; the step ends by itself when nothing usable is left. */
export function castleCommand(s: LancasterState, seat: number, words: string[]): void {
  const log = s.castleLog[seat];
  const step = s.castle[seat];
  if (!step) return;
  const ally = allyOf(s, seat);
  if (step.upgrading) {
    const which = step.upgrading;
    step.upgrading = null;
    const force = upgradeForce(s, seat, which);
    const why = which === 'x2' ? extensionName(X2) : allyCastle();
    if (words[0] === 'pass') {
      say(log, text('la.log.declineUpgrade', { force: forceName(s, force, true), why }));
    } else {
      const loc = parseLoc(s, force, words[2]);
      if (which === 'x2') pay(s, seat, 0, 2, why, log);
      if (loc) upgrade(s, force, Number(words[1]), loc, log, why);
    }
  } else if (words[0] === 'pass') {
    // the paid tiles and the ally's upgrade are declined; a free new knight still comes (LA-25).
    say(log, text('la.log.castleDone', { player: seatRef(seat) }));
    if (ally !== null && step.ally.includes('ac1')) recruit(s, ally, log, allyCastle());
    step.ally = [];
    finishCastle(s, seat, log);
    return;
  } else if (ally !== null && (words[1] === 'ac1' || words[1] === 'ac2')) {
    step.ally = step.ally.filter((x) => x !== words[1]);
    if (words[1] === 'ac1') recruit(s, ally, log, allyCastle());
    else if (upgradeTargets(s, ally, 'owned').length > 0) step.upgrading = 'ac2';
    else say(log, text('la.log.upgradeLost', { force: forceName(s, ally, true), why: allyCastle() }));
  } else {
    const tile = EXTENSIONS.findIndex((x) => x.id === words[1]);
    step.items.splice(step.items.indexOf(tile), 1);
    const effect = EXTENSIONS[tile].effect;
    const why = extensionName(tile);
    if (tile === X2) {
      step.upgrading = 'x2';
    } else if (effect.kind === 'knight') {
      pay(s, seat, 0, effect.squireCost, why, log);
      recruit(s, seat, log, why);
    } else if (effect.kind === 'power') {
      pay(s, seat, effect.goldCost, 0, why, log);
      score(s, seat, effect.pp, why, log);
    }
  }
  settle(s, seat, log);
}

/** LA-25 / LA-26: the castle knights go home; then 1 voting marker per noble and the lord (not in round 5). */
function finishCastle(s: LancasterState, seat: number, log: Log): void {
  s.castle[seat] = null;
  const ally = allyOf(s, seat);
  for (const force of ally === null ? [seat] : [seat, ally]) {
    const f = s.forces[force];
    const home = f.castle.filter((k) => k !== null);
    for (const k of home) toCourt(s, force, k);
    f.castle = f.castle.map(() => null);
    if (home.length > 0) say(log, text('la.log.castleHome', forceArgs(s, force)));
  }
  if (s.round < ROUNDS) gain(s, seat, 0, 0, s.players[seat].nobles.length + 1, text('la.why.roundTable'), log);
}

export function castlesDone(s: LancasterState): boolean {
  return s.castle.every((c) => c === null);
}

/** AS-6: the castle step goes into the log in turn order, player by player. */
export function closeCastles(s: LancasterState, log: Log): void {
  for (const seat of turnOrder(s)) log.push(...s.castleLog[seat]);
  s.castleLog = s.castleLog.map(() => []);
}
