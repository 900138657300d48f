import { text, type Phrase } from '../../engine/text';
import { COUNTRY_WORD, MINOR_COUNTRIES, PLAYER_COUNTRIES } from './data/counters';
import { MARKER, markerKind, RAIDS, type WindowType } from './data/tables';
import { maxResources, canPay } from './economy';
import type { Play, WindowFrame } from './frames';
import { push } from './handler';
import { areaName, countryName, markerName, who, pieceName } from './names';
import { poolOf } from './pools';
import { alliancePossible } from './minors';
import type { KdState, Log, SideName } from './state';
import { setSeatList } from './shared';

/**
 * The marker windows: which markers a seat may play in a window, with which
 * parameters, in what polling order; and the reveal that opens a W-GI window on a played marker.
 */

/** Windows that open inside a slot start polling with the phasing player. */
const IN_SLOT: readonly WindowType[] = ['ms', 'me', 'cr', 'roll', 'ce', 'sr'];

function rotate(order: number[], first: number): number[] {
  const i = order.indexOf(first);
  return i <= 0 ? [...order] : [...order.slice(i), ...order.slice(0, i)];
}

/** Opens a window above the current frame; it is skipped when nobody is eligible. */
export function openWindow(s: KdState, type: WindowType, targets?: string[]): void {
  const first = IN_SLOT.includes(type) && s.slot ? s.slot.actors[0] : s.initiative[0];
  const order = rotate(s.initiative, first);
  push(s, { k: 'window', type, order, pos: 0, passed: order.map(() => false), choosing: null, ...(targets ? { targets } : {}) });
}

/** The side a seat fights on in the battle in progress, if it has armies there. */
export function battleSide(s: KdState, seat: number): SideName | null {
  const b = s.battle;
  if (!b) return null;
  if (b.seats[0].includes(seat)) return 'att';
  if (b.seats[1].includes(seat)) return 'def';
  return null;
}

function opposite(side: SideName): SideName {
  return side === 'att' ? 'def' : 'att';
}

/** The armies of a battle side that an enemy may make revolt or bribe (KD-62, KD-63). */
function targetArmies(s: KdState, side: SideName): string[] {
  const b = s.battle;
  if (!b) return [];
  const i = side === 'att' ? 0 : 1;
  return b.armies[i].filter((id) => s.armies[id].at === b.area && !b.revolted.includes(id) && !(id in b.bribed));
}

/** Parameters of a marker still to choose, as the commands that choose them (A-7.3: PLAY with its parameters). */
export function paramOptions(s: KdState, w: WindowFrame, seat: number, kind: number, params: string[]): string[] {
  const n = params.length;
  switch (kind) {
    case 3: {
      if (n > 0 || !s.slot) return [];
      // an area with phasing-side armies.
      const areas = new Set<string>();
      for (const id in s.armies) {
        const a = s.armies[id];
        if (a.at && s.slot.actors.includes(a.ctl) && !s.slot.vacillating.includes(a.at)) areas.add(a.at);
      }
      return [...areas].sort().map((a) => `area ${a.toLowerCase()}`);
    }
    case 4:
      return n > 0 || (w.targets ?? []).length < 2 ? [] : (w.targets ?? []).map((t) => `roll ${t}`);
    case 14:
    case 15:
    case 16:
    case 17:
      return n > 0 ? [] : [...PLAYER_COUNTRIES, ...MINOR_COUNTRIES].map((c) => `country ${COUNTRY_WORD[c]}`);
    case 18:
      if (n === 0) return Object.keys(s.minors).filter((m) => alliancePossible(s, m)).map((m) => `minor ${COUNTRY_WORD[m as keyof typeof COUNTRY_WORD]}`);
      if (n === 1) return Array.from({ length: Math.min(5, maxResources(s, seat)) + 1 }, (_, b) => `bribe ${b}`);
      return [];
    case 22:
    case 23: {
      const side = battleSide(s, seat);
      if (n > 0 || !side) return [];
      return targetArmies(s, opposite(side)).map((id) => `army ${id.toLowerCase()}`);
    }
    case 25:
      return n > 0 ? [] : s.inPlay.map((c) => `country ${COUNTRY_WORD[c]}`);
    default:
      return [];
  }
}

/** How many parameters a marker takes. */
export function paramCount(w: WindowFrame, kind: number): number {
  if (kind === 18) return 2;
  if (kind === 4) return (w.targets ?? []).length < 2 ? 0 : 1;
  return [3, 14, 15, 16, 17, 22, 23, 25].includes(kind) ? 1 : 0;
}

/** Whether a marker may be played now by this seat in this window (KD-40, R-12, A-6). */
export function canPlayKind(s: KdState, w: WindowFrame, seat: number, kind: number): boolean {
  if (!MARKER[kind].windows.includes(w.type)) return false;
  const b = s.battle;
  switch (kind) {
    case 1:
    case 2:
      return !!b && b.round === 1;
    case 4:
      return (w.targets ?? []).length > 0;
    case 5:
    case 20:
    case 21:
      return !!s.siege;
    case 6:
    case 7:
      return !!b && battleSide(s, seat) !== null;
    case 8:
    case 9:
    case 10:
    case 11:
    case 12:
    case 13:
      return !!s.slot && s.slot.actors.includes(seat) && poolOf(s, RAIDS[kind].minor).length > 0;
    case 19:
      // KD-59 / R-61: Judah only, in the battle; once per game with 2 or 3 players.
      return !!b && s.country[seat] === 'JUD' && battleSide(s, seat) !== null && (s.seats > 3 || s.arks === 0);
    case 23:
      return canPay(s, seat, 0, 1) && paramOptions(s, w, seat, kind, []).length > 0;
    case 24:
      return recruitable(s, seat);
    case 27:
      return s.chitCup.length > 0 && s.track.length >= s.phase;
    default:
      return paramCount(w, kind) === 0 || paramOptions(s, w, seat, kind, []).length > 0;
  }
}

/** a seat that fought in the battle just ended may recruit if enemies died and it can pay. */
function recruitable(s: KdState, seat: number): boolean {
  const b = s.battle;
  if (!b || !b.fought.includes(seat) || !canPay(s, seat, 0, 1)) return false;
  const mine = b.seats[0].includes(seat) ? 0 : 1;
  const dead = b.dead[1 - mine];
  const country = s.country[seat] as string;
  return dead.some((t) => poolOf(s, country, t).length > 0);
}

/** The marker kinds a seat holds and may play now, in marker order. */
export function playableKinds(s: KdState, w: WindowFrame, seat: number): number[] {
  const kinds = [...new Set(s.hands[seat].map(markerKind))].sort((a, b) => a - b);
  return kinds.filter((k) => canPlayKind(s, w, seat, k));
}

/** eligible = holds a marker it may play here and has not set auto-pass for this window type. */
export function eligible(s: KdState, w: WindowFrame, seat: number): boolean {
  // Whether `playableKinds` would name any, asked of each marker in the hand: windows ask it of
  // every seat on every step, and the list itself is only wanted for the polled seat's commands.
  return !s.autopass[seat].includes(w.type) && s.hands[seat].some((m) => canPlayKind(s, w, seat, markerKind(m)));
}

/** the marker is revealed and leaves the hand, and a W-GI window opens on it. */
export function reveal(s: KdState, play: Play, log: Log): void {
  // New lists: states share hands and the played markers, never changed in place (shared.ts).
  const hand = [...s.hands[play.seat]];
  hand.splice(hand.indexOf(play.marker), 1);
  setSeatList(s, 'hands', play.seat, hand);
  s.played = [...s.played, play.marker];
  // an Ark counts once played, even if a God's Intervention then negates it.
  if (play.kind === 19) s.arks++;
  log.push({ text: text('kd.log.plays', { who: who(s.country[play.seat] ?? null, play.seat), marker: markerName(play.kind), detail: playDetail(s, play) }) });
  const order = rotate(s.initiative, s.initiative[(s.initiative.indexOf(play.seat) + 1) % s.initiative.length]);
  push(s, { k: 'window', type: 'gi', order, pos: 0, passed: order.map(() => false), choosing: null, play, chain: 0 });
}

/** What a played marker was aimed at, as the tail of its sentence; nothing for a marker aimed at nothing. */
export function playDetail(s: KdState, play: Play): Phrase {
  const [p, q] = play.params;
  switch (play.kind) {
    case 3:
      return text('kd.detail.area', { area: areaName(p.toUpperCase()) });
    case 4:
      return text('kd.detail.roll', { roll: text(`kd.rollName.${p}`) });
    case 14:
    case 15:
    case 16:
    case 17:
    case 25:
      return text('kd.detail.country', { country: countryName(countryOfWord(p)) });
    case 18:
      return text('kd.detail.alliance', { country: countryName(countryOfWord(p)), bribe: Number(q) });
    case 22:
    case 23:
      return text('kd.detail.army', { army: pieceName(p.toUpperCase(), s.armies[p.toUpperCase()]?.reduced ?? false) });
    default:
      return '';
  }
}

export function countryOfWord(word: string): string {
  return (Object.keys(COUNTRY_WORD) as (keyof typeof COUNTRY_WORD)[]).find((c) => COUNTRY_WORD[c] === word) as string;
}
