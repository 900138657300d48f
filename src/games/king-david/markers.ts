import { listOf, text } from '../../engine/text';
import { drawChit } from './chits';
import type { ArmyType, PlayerCountry } from './data/counters';
import { RAIDS } from './data/tables';
import { roll } from './dice';
import { pay } from './economy';
import type { FateFrame, Play, ProduceFrame } from './frames';
import { push } from './handler';
import { countryName, markerName, who } from './names';
import { drawAny, poolOf } from './pools';
import { ownFrame } from './shared';
import type { KdState, Log, Roll, SideName } from './state';
import { battleSide, countryOfWord } from './windows';

/**
 * What each event marker does once its God's Intervention chain leaves it standing (KD-41 to
 * KD-67, R-10 to ). Markers that start a longer procedure push its frame.
 */

export function rerollDice(s: KdState, r: Roll): Roll {
  return { ...r, dice: r.sides.map((n) => roll(s, n)) };
}

function side(s: KdState, seat: number): SideName {
  return battleSide(s, seat) as SideName;
}

function opposite(x: SideName): SideName {
  return x === 'att' ? 'def' : 'att';
}

function sideIndex(x: SideName): 0 | 1 {
  return x === 'att' ? 0 : 1;
}

/** KD-44 / R-13: the named roll is made again and the new result replaces it. */
function actOfGod(s: KdState, target: string, log: Log): void {
  if (target === 'fate') {
    const fate = [...s.stack].reverse().find((x): x is FateFrame => x.k === 'fate');
    if (!fate) return;
    const f = ownFrame(s, fate);
    f.roll = roll(s, 6);
    log.push({ text: text('kd.log.reroll', { roll: text('kd.rollName.fate'), dice: listOf([f.roll]) }) });
    return;
  }
  const holder = target === 'besiegers' || target === 'city' ? s.siege?.rolls : s.battle?.rolls;
  const key = target === 'attacker' || target === 'besiegers' ? 'att' : target === 'city' ? 'city' : 'def';
  const r = (holder as Record<string, Roll> | undefined)?.[key];
  if (!holder || !r) return;
  const again = rerollDice(s, r);
  (holder as Record<string, Roll>)[key] = again;
  log.push({ text: text('kd.log.reroll', { roll: text(`kd.rollName.${target}`), dice: listOf(again.dice) }) });
}

/** KD-48 to KD-53 / R-16 / R-64: N raiders from the counters off the map, placed by the player. */
function raid(s: KdState, play: Play, log: Log): void {
  const kind = RAIDS[play.kind];
  const dice = kind.dice.map((n) => roll(s, n));
  const n = dice.reduce((a, b) => a + b, 0);
  const pieces = drawAny(s, kind.minor, n).sort();
  const id = s.raids.reduce((m, r) => Math.max(m, r.id), 0) + 1;
  s.raids.push({ id, seat: play.seat, minor: kind.minor, left: kind.phases });
  log.push({ text: text('kd.log.raid', { who: who(s.country[play.seat] ?? null, play.seat), dice: listOf(dice), n, drawn: pieces.length, minor: countryName(kind.minor), phases: kind.phases }) });
  if (pieces.length) push(s, { k: 'place', seat: play.seat, rule: 'raid', pieces, country: kind.minor, raid: id });
}

/** KD-64 / R-52: how many of each type the player may take. */
function recruitCounts(s: KdState, seat: number): Partial<Record<ArmyType, number>> {
  const b = s.battle;
  if (!b) return {};
  const mine = b.seats[0].includes(seat) ? 0 : 1;
  const out: Partial<Record<ArmyType, number>> = {};
  for (const t of b.dead[1 - mine]) out[t] = (out[t] ?? 0) + 1;
  const country = s.country[seat] as string;
  for (const t of Object.keys(out) as ArmyType[]) out[t] = Math.min(out[t] ?? 0, poolOf(s, country, t).length);
  return out;
}

export function resolvePlay(s: KdState, play: Play, log: Log): void {
  const [p, q] = play.params;
  const b = s.battle;
  switch (play.kind) {
    case 1:
      if (b) b.surprise++;
      break;
    case 2:
      if (b) b.ambush++;
      break;
    case 3:
      if (s.slot) {
        // A new record: states share the slot's, never changed in place (clone.ts).
        const slot = s.slot;
        const area = p.toUpperCase();
        const stuck = [...slot.stuck];
        for (const id in s.armies) if (s.armies[id].at === area && slot.actors.includes(s.armies[id].ctl)) stuck.push(id);
        s.slot = { ...slot, vacillating: [...slot.vacillating, area], stuck };
      }
      break;
    case 4:
      actOfGod(s, p, log);
      break;
    case 5:
      if (s.siege) s.siege.entrance = true;
      break;
    case 6:
      if (b) b.mods[sideIndex(side(s, play.seat))] += 1;
      break;
    case 7:
      if (b) b.mods[sideIndex(opposite(side(s, play.seat)))] -= 1;
      break;
    case 8:
    case 9:
    case 10:
    case 11:
    case 12:
    case 13:
      raid(s, play, log);
      break;
    case 14:
    case 15:
    case 16:
    case 17: {
      const produce = [...s.stack].reverse().find((x): x is ProduceFrame => x.k === 'produce');
      const c = countryOfWord(p);
      if (produce) {
        const f = ownFrame(s, produce);
        f.mods[c] = (f.mods[c] ?? 0) + (play.kind % 2 === 0 ? 1 : -1);
      }
      break;
    }
    case 18:
      push(s, { k: 'attempt', seat: play.seat, minor: countryOfWord(p), bribe: Number(q), opponents: [], bids: [], stage: 'bids' });
      break;
    case 19:
      if (b) b.mods[sideIndex(side(s, play.seat))] += 2;
      break;
    case 20:
      if (s.siege) s.siege.levelDelta--;
      break;
    case 21:
      if (s.siege) s.siege.levelDelta++;
      break;
    case 22:
      if (b) b.revolted.push(p.toUpperCase());
      break;
    case 23:
      if (b) {
        pay(s, play.seat, 0, 1);
        b.bribed[p.toUpperCase()] = side(s, play.seat);
      }
      break;
    case 24: {
      const left = recruitCounts(s, play.seat);
      if (b) push(s, { k: 'recruit', seat: play.seat, area: b.area, left });
      break;
    }
    case 25:
      // A new record: states share the Action phase's, never changed in place (clone.ts).
      if (s.act) s.act = { ...s.act, royalDeath: [...s.act.royalDeath, countryOfWord(p) as PlayerCountry] };
      break;
    case 27: {
      const chits = [drawChit(s, log), drawChit(s, log)].filter((c) => c !== null);
      if (chits.length) push(s, { k: 'handfate', seat: play.seat, chits, replaced: [] });
      break;
    }
  }
  log.push({ text: text('kd.log.takesEffect', { marker: markerName(play.kind) }) });
}
