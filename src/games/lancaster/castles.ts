import { CASTLE_SPACES, EXTENSIONS, ROUNDS } from './data';
import { gain, pay, score } from './goods';
import { locName, parseLoc, recruit, toCourt, upgrade, upgradeTargets } from './knights';
import { allyOf, forceName, say, seatName, turnOrder, type CastleStep, type LancasterState, type Log } from './state';

/*
 * Phase 3b (LA-25, LA-26, R-28, AL-12, AS-6 step 2). Castles never interact, so every
 * player resolves his own at the same time. Free gains are automatic and come first — they can
 * only widen the choices — then the player orders his paid tiles one at a time (`use x1`, `use x2`,
 * `use x6`, `use ac2` for the ally's upgrade) until he has none he can use or says `pass`.
 */

const X2 = 1;

/** LA-25 / R-28: how often each tile acts: once if built, once more with a knight on its space. */
function activations(s: LancasterState, seat: number, tile: number): number {
  if (!s.players[seat].built[tile]) return 0;
  return s.forces[seat].castle[3 + tile] !== null ? 2 : 1;
}

/**
 * Starts every player's castle step. AS-6: the step's lines wait in `castleLog`, one list per
 * seat, and are published in turn order when the last castle is done (`closeCastles`).
 */
export function openCastles(s: LancasterState): void {
  for (const seat of turnOrder(s)) {
    const log = s.castleLog[seat];
    const f = s.forces[seat];
    CASTLE_SPACES.forEach((space, i) => {
      if (f.castle[i] !== null) gain(s, seat, space.gold, space.squires, space.markers, `castle space ${space.id}`, log);
    });
    const step: CastleStep = { items: [], allyUpgrade: false, upgrading: null };
    EXTENSIONS.forEach((x, tile) => {
      const times = activations(s, seat, tile);
      for (let k = 0; k < times; k++) {
        if (x.effect.kind === 'gain') gain(s, seat, x.effect.gold, x.effect.squires, x.effect.markers, `extension ${x.id}`, log);
        else step.items.push(tile);
      }
    });
    const ally = allyOf(s, seat);
    if (ally !== null) {
      // AL-3: AC1 recruits for the ally for free; AC2's upgrade is a choice.
      if (s.forces[ally].castle[0] !== null) recruit(s, ally, log, 'ally castle ac1');
      step.allyUpgrade = s.forces[ally].castle[1] !== null;
    }
    s.castle[seat] = step;
    if (castleOptions(s, seat).length === 0) finishCastle(s, seat, log);
  }
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

/** The seat's commands in its castle step; empty once nothing is left that it could use. */
export function castleOptions(s: LancasterState, seat: number): string[] {
  const step = s.castle[seat];
  if (!step) return [];
  if (step.upgrading) {
    const force = step.upgrading === 'x2' ? seat : (allyOf(s, seat) ?? seat);
    const targets = upgradeTargets(s, force, 'owned');
    return [...targets.map((k) => `upgrade ${k.strength} ${locName(s, force, k.loc)}`), 'pass'];
  }
  const out: string[] = [];
  for (const tile of new Set(step.items)) if (usable(s, seat, tile)) out.push(`use ${EXTENSIONS[tile].id}`);
  const ally = allyOf(s, seat);
  if (step.allyUpgrade && ally !== null && upgradeTargets(s, ally, 'owned').length > 0) out.push('use ac2');
  return out.length > 0 ? [...out, 'pass'] : [];
}

/** One castle command; the step ends by itself when nothing usable is left. */
export function castleCommand(s: LancasterState, seat: number, words: string[]): void {
  const log = s.castleLog[seat];
  const step = s.castle[seat];
  if (!step) return;
  if (step.upgrading) {
    const which = step.upgrading;
    step.upgrading = null;
    const force = which === 'x2' ? seat : (allyOf(s, seat) ?? seat);
    if (words[0] === 'pass') {
      say(log, `${forceName(s, force)} declines the upgrade (${which === 'x2' ? 'extension x2' : 'ally castle ac2'})`);
    } else {
      const loc = parseLoc(s, force, words[2]);
      if (which === 'x2') pay(s, seat, 0, 2, 'extension x2', log);
      if (loc) upgrade(s, force, Number(words[1]), loc, log, which === 'x2' ? 'extension x2' : 'ally castle ac2');
    }
  } else if (words[0] === 'pass') {
    say(log, `${seatName(seat)} declines the rest of the castle (R-5)`);
    finishCastle(s, seat, log);
    return;
  } else if (words[1] === 'ac2') {
    step.allyUpgrade = false;
    step.upgrading = 'ac2';
  } else {
    const tile = EXTENSIONS.findIndex((x) => x.id === words[1]);
    step.items.splice(step.items.indexOf(tile), 1);
    const effect = EXTENSIONS[tile].effect;
    if (tile === X2) {
      step.upgrading = 'x2';
    } else if (effect.kind === 'knight') {
      pay(s, seat, 0, effect.squireCost, `extension ${EXTENSIONS[tile].id}`, log);
      recruit(s, seat, log, `extension ${EXTENSIONS[tile].id}`);
    } else if (effect.kind === 'power') {
      pay(s, seat, effect.goldCost, 0, `extension ${EXTENSIONS[tile].id}`, log);
      score(s, seat, effect.pp, `extension ${EXTENSIONS[tile].id}`, log);
    }
  }
  if (castleOptions(s, seat).length === 0) finishCastle(s, seat, log);
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
    if (home.length > 0) say(log, `${forceName(s, force)}'s castle knights return to court`);
  }
  if (s.round < ROUNDS) {
    gain(s, seat, 0, 0, s.players[seat].nobles.length + 1, 'round table and lord of the castle, LA-26', log);
  }
}

export function castlesDone(s: LancasterState): boolean {
  return s.castle.every((c) => c === null);
}

/** AS-6: the castle step goes into the log in turn order, player by player. */
export function closeCastles(s: LancasterState, log: Log): void {
  for (const seat of turnOrder(s)) log.push(...s.castleLog[seat]);
  s.castleLog = s.castleLog.map(() => []);
}
