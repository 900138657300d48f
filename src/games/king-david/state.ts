import type { RngState } from '../../engine/rng';
import type { GameResult, LogLine } from '../../engine/types';
import type { CountryId } from './data/map';
import type { ArmyType, PlayerCountry } from './data/counters';
import type { ChitKind, WindowType } from './data/tables';
import type { Frame, SideName } from './frames';

export type { SideName };

/**
 * The whole game as plain JSON. Seats are numbers; countries, areas and counters are the ids of
 * data/. Hidden: stack contents (per army), hands, pools, sealed bids, face-down chits, the
 * cup; view.ts decides who sees what.
 */
export interface KdState {
  rng: RngState;
  seats: number;
  /** KD-84 / R-57: the short game's target length L (3, 4 or 5), or null for seven turns. */
  short: number | null;
  /** The country each seat plays (KD-6), null until chosen. */
  country: (PlayerCountry | null)[];
  /** The player countries in play at this seat count (§1). */
  inPlay: PlayerCountry[];
  turn: number;
  /** Action phases begun so far in the game (KD-48 raids, KD-79 conquest bar). */
  actionsBegun: number;
  /** Track space of the phase in progress (1–12), 0 outside the phases. */
  phase: number;
  /** The decisions and automatic steps still open, innermost last (flow.ts). */
  stack: Frame[];
  armies: Record<string, Army>;
  leaders: Record<string, Leader>;
  /** Controller of each area; a city area's controller is its city's. */
  control: Record<string, string>;
  /** Fortification level of each city, by area (KD-11). */
  fort: Record<string, number>;
  food: number[];
  res: number[];
  /** Event markers in each seat's hand (A-2: the holder only). */
  hands: string[][];
  /** The event cup (KD-5); order is irrelevant, draws are random. */
  cup: string[];
  /** played markers leave the game, in the order played. */
  played: string[];
  minors: Record<string, MinorState>;
  alliances: Alliance[];
  /** pairs that were ever allied may not ally again ("a-b" with a < b). */
  pastAllies: string[];
  /** port permission is on by default; `noPorts[giver]` lists seats refused. */
  noPorts: number[][];
  /** KD-14: seats in initiative order; empty before the first initiative. */
  initiative: number[];
  track: Chit[];
  chitCup: ChitKind[];
  /** KD-16: the second Build chit of turn 1, set aside until the end of the turn. */
  setAside: ChitKind[];
  /** per seat, the window types it auto-passes (private). */
  autopass: WindowType[][];
  raids: Raid[];
  /** KD-59 / R-61: Arks played by Judah, negated or not (2–3 players: once per game). */
  arks: number;
  act: ActionPhase | null;
  slot: Slot | null;
  battle: Battle | null;
  siege: Siege | null;
  /** Captured leaders and the ransom due (KD-34), public. */
  captives: string[];
  result: GameResult | null;
}

export interface Army {
  /** Area, or null when the counter is in its country's pool (off the map). */
  at: string | null;
  reduced: boolean;
  /** Controlling seat (KD glossary "controller"), -1 for the Neutral Automaton. */
  ctl: number;
  role: ArmyRole;
  /** For raiders: the raid they belong to (KD-48). */
  raid?: number;
}

/** own: a player's own army; raider: KD-48; ally: a minor ally's army (KD-58); defence: a minor's defence (KD-78). */
export type ArmyRole = 'own' | 'raider' | 'ally' | 'defence';

export interface Leader {
  at: string | null;
  status: 'map' | 'captive' | 'dead' | 'out';
}

export type MinorStatus = 'inactive' | 'allied' | 'invaded' | 'conquered';

export interface MinorState {
  status: MinorStatus;
  /** The player holding it as an ally (KD-58). */
  ally: number | null;
  invader: number | null;
  /** Who runs its defence (KD-77): a seat, or -1 for the Neutral Automaton. */
  defender: number | null;
  /** KD-79: after the conquest its former defender may not enter until this Action phase count. */
  barredUntil: number;
}

export interface Alliance {
  a: number;
  b: number;
  joint: boolean;
  /** The host of a joint alliance (KD-13). */
  host: number | null;
  /** broken, effective at the end of the current phase. */
  breaking: boolean;
}

export interface Chit {
  kind: ChitKind;
  faceUp: boolean;
  /** seats that know a face-down chit (Hand of Fate placer). */
  knownTo: number[];
}

export interface Raid {
  id: number;
  seat: number;
  minor: 'EGY' | 'BED';
  /** Action phases left, this one included (KD-48, R-16). */
  left: number;
}

export interface ActionPhase {
  /** Which Action phase of the game this is (s.actionsBegun when it began). */
  count: number;
  /** KD-65: countries whose own units may not move or attack this phase. */
  royalDeath: PlayerCountry[];
  /** entries this Action phase: area entered → entries. */
  entered: Record<string, { from: string; seat: number }[]>;
}

export interface Slot {
  /** The phasing players: the host first. */
  actors: number[];
  /** Index in `actors` of the player moving now. */
  mover: number;
  /** pieces that have moved this Movement section. */
  moved: string[];
  /** areas named by Vacillating Force; the phasing side's armies there sit out. */
  vacillating: string[];
  /** Armies that were in a vacillating area when it was named. */
  stuck: string[];
  /** Pieces each sea leg used. */
  sailed: string[];
}


export interface Roll {
  who: SideName | 'fate' | 'city' | 'roll';
  dice: number[];
  sides: number[];
}

export interface Battle {
  area: string;
  /** Seats of each side; the first is the side leader, -1 for the Automaton. */
  seats: [number[], number[]];
  armies: [string[], string[]];
  leaders: [string[], string[]];
  round: number;
  /** R-4 / KD-29: steps each army lost in this engagement. */
  lost: Record<string, number>;
  /** KD-30: carried-over hits on each side's marker. */
  carry: [number, number];
  /** Per-side die modifiers this round. */
  mods: [number, number];
  surprise: number;
  ambush: number;
  /** KD-62: armies sitting the battle out. */
  revolted: string[];
  /** KD-63: armies fighting for the other side: army → the side it fights for. */
  bribed: Record<string, SideName>;
  /** armies eliminated on each side, by type. */
  dead: [ArmyType[], ArmyType[]];
  /** The dice of the latest rolls, re-rollable by Act of God while the W-ROLL window is open. */
  rolls: Partial<Record<SideName, Roll>>;
  stage: BattleStage;
  /** Who struck first this round, when Surprise or Ambush applies. */
  first: SideName | null;
  /** Seats that had armies in the battle (W-CE eligibility). */
  fought: number[];
  /** Side that retreated, if any. */
  retreated: SideName | null;
}

export type BattleStage = 'cr' | 'roll' | 'rolled' | 'first-rolled' | 'second' | 'second-rolled' | 'fates' | 'decide-att' | 'decide-def' | 'end' | 'done';

export interface Siege {
  area: string;
  seats: number[];
  armies: string[];
  leaders: string[];
  round: number;
  lost: Record<string, number>;
  carry: [number, number];
  /** Defensive Stalwart minus Siege Works played in this round's window. */
  levelDelta: number;
  entrance: boolean;
  rolls: Partial<Record<'att' | 'city', Roll>>;
  stage: 'sr' | 'roll' | 'rolled' | 'alloc' | 'fates' | 'decide' | 'end' | 'done';
  taken: boolean;
}

export type Log = LogLine[];

export function seatOf(s: KdState, country: CountryId): number {
  return s.country.indexOf(country as PlayerCountry);
}

export function countryOf(s: KdState, seat: number): PlayerCountry {
  const c = s.country[seat];
  if (!c) throw new Error(`seat ${seat} has no country yet`);
  return c;
}

export function pairKey(a: number, b: number): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}
