import type { ArmyType } from './data/counters';
import type { ChitKind, WindowType } from './data/tables';

/** The two sides of a battle or a siege. */
export type SideName = 'att' | 'def';

/**
 * The flow of play as a stack of frames (flow.ts): the innermost frame is the decision or the
 * automatic step now open. A frame is plain data; its handler (handlers.ts) runs it. A frame that
 * starts something pushes a new frame above itself and moves its own `stage` on, so that it
 * continues where it left off when the inner frame is done.
 */
export type Frame =
  | CountriesFrame
  | SetupFrame
  | PlaceFrame
  | TurnFrame
  | DiplomacyFrame
  | InitiativeFrame
  | PhaseFrame
  | ActionFrame
  | SlotFrame
  | MovementFrame
  | CombatFrame
  | BattleFrame
  | AllocateFrame
  | RetreatFrame
  | FateFrame
  | SiegesFrame
  | SiegeFrame
  | WindowFrame
  | RolloffFrame
  | AttemptFrame
  | EventFrame
  | ProduceFrame
  | BuildsFrame
  | BuildFrame
  | HandFateFrame
  | RecruitFrame
  | OverstackFrame;

export interface CountriesFrame {
  k: 'countries';
  /** KD-6: seats in choosing order, once rolled. */
  order: number[];
  idx: number;
}

export interface SetupFrame {
  k: 'setup';
  /** Index in the set-up order of the next country (KD-8). */
  idx: number;
}

/** Why pieces are being placed: decides the legal areas (placement.ts). */
export type PlaceRule = 'setup' | 'minor' | 'raid' | 'ransom' | 'build' | 'rebuild' | 'recruit' | 'fate' | 'home';

export interface PlaceFrame {
  k: 'place';
  /** Who places: a seat, or -1 for the Neutral Automaton. */
  seat: number;
  rule: PlaceRule;
  /** Pieces still to place, in order (leaders, then counters by id: A-16). */
  pieces: string[];
  /** The country placing (set-up) or the minor (minor, raid, rebuild). */
  country: string;
  /** Areas offered for fate or the battle area for Recruit Prisoners. */
  areas?: string[];
  /** The raid the placed raiders belong to (KD-48). */
  raid?: number;
}

export interface TurnFrame {
  k: 'turn';
  stage: 'start' | 'initiative' | 'draw' | 'phases' | 'end';
}

export interface Proposal {
  from: number;
  to: number;
  joint: boolean;
  host: number | null;
  /** A-3 RENEGOTIATE: a change of an existing alliance's mode. */
  renegotiate: boolean;
}

export interface DiplomacyFrame {
  k: 'diplomacy';
  stage: 'ransom' | 'talk';
  done: boolean[];
  proposals: Proposal[];
  /** ordered pairs "from>to" that already proposed or renegotiated this step. */
  used: string[];
  /** the ally a seat is choosing a gift for, per seat. */
  giving: (number | null)[];
}

export interface InitiativeFrame {
  k: 'initiative';
  order: number[];
  idx: number;
  /** Positions taken: seat per initiative place (null = free). */
  places: (number | null)[];
}

export interface PhaseFrame {
  k: 'phase';
  stage: 'start' | 'pb' | 'end';
}

export interface ActionFrame {
  k: 'action';
  stage: 'start' | 'as' | 'slots' | 'end';
  slots: number[][];
  idx: number;
}

export interface SlotFrame {
  k: 'slot';
  stage: 'ms' | 'move' | 'moved' | 'me' | 'combat' | 'siege' | 'end';
}

export interface Order {
  /** Where the group formed. */
  from: string;
  at: string;
  members: string[];
  /** MP spent by each member in this order. */
  spent: Record<string, number>;
  /** The group left its starting area. */
  left: boolean;
  /** an area whose entry waits for an invasion roll-off. */
  entering: string | null;
  sea: boolean;
}

export interface MovementFrame {
  k: 'movement';
  seat: number;
  order: Order | null;
}

export interface CombatFrame {
  k: 'combat';
  /** Battles already fought this section, as "area:country". */
  fought: string[];
}

export interface BattleFrame {
  k: 'battle';
}

export interface AllocSide {
  /** The battle side receiving the hits ("att" is also the besiegers). */
  side: SideName;
  /** The side leader who decides, -1 for the Automaton. */
  seat: number;
  /** Step losses already fixed by R-5's whole levels, in order (an army may appear twice). */
  fixed: string[];
  /** The armies of the level being chosen from (R-5's T), empty when nothing is left to choose. */
  level: string[];
  /** Hits used at that level: the largest reachable sum. */
  use: number;
  /** Hits carried over to the other side's marker after the choice (KD-30). */
  rest: number;
  /** The chosen shape (letters P, C, I, M), once chosen. */
  shape: string | null;
  /** Armies picked within the shape. */
  picks: string[];
  done: boolean;
}

export interface AllocateFrame {
  k: 'allocate';
  /** 'battle' or 'siege'. */
  of: 'battle' | 'siege';
  sides: AllocSide[];
}

export interface RetreatFrame {
  k: 'retreat';
  seat: number;
  /** Pieces still to place (leaders first). */
  pieces: string[];
  /** Areas the side may use. */
  areas: string[];
  /** The seats whose stacking counts (the retreating side). */
  why: 'battle' | 'unpaid' | 'revolt' | 'siege';
}

export interface FateFrame {
  k: 'fate';
  leader: string;
  stage: 'roll' | 'rolled' | 'done';
  roll: number;
  /** A W-ROLL window follows the roll (Combat or Siege section only). */
  window: boolean;
}

export interface SiegesFrame {
  k: 'sieges';
  done: string[];
}

export interface SiegeFrame {
  k: 'siege';
}

export interface Play {
  seat: number;
  kind: number;
  marker: string;
  params: string[];
}

export interface WindowFrame {
  k: 'window';
  type: WindowType;
  /** Seats in polling order. */
  order: number[];
  /** Index in `order` of the seat polled now, or -1 before the first poll. */
  pos: number;
  passed: boolean[];
  /** A marker whose parameters the polled seat is choosing. */
  choosing: { kind: number; params: string[] } | null;
  /** W-GI: the marker being answered and the God's Interventions played against it. */
  play?: Play;
  chain?: number;
  /** W-ROLL: the rolls Act of God may name ("attacker", "defender", "besiegers", "city", "fate"). */
  targets?: string[];
}

export interface RolloffFrame {
  k: 'rolloff';
  minor: string;
  invader: number;
  participants: number[];
  bids: (number | null)[];
  /** the seats still in the roll-off after ties. */
  tied: number[];
  stage: 'bids' | 'roll' | 'done';
}

export interface AttemptFrame {
  k: 'attempt';
  seat: number;
  minor: string;
  bribe: number;
  opponents: number[];
  bids: ({ res: number; armies: boolean } | null)[];
  stage: 'bids' | 'roll' | 'done';
}

export interface EventFrame {
  k: 'event';
  stage: 'draw' | 'window' | 'end';
}

export interface ProduceFrame {
  k: 'produce';
  what: 'food' | 'res';
  stage: 'window' | 'produce';
  /** net markers per country for this phase. */
  mods: Record<string, number>;
}

export interface BuildsFrame {
  k: 'builds';
  idx: number;
}

export interface BuildFrame {
  k: 'build';
  seat: number;
  /** KD-70: 0 maintenance, 1 restoration, 2 new armies, 3 fortification, 4 minor rebuilding, 5 transfers. */
  step: number;
  fortified: string[];
  rebuilt: string[];
  /** KD-76: a minor being rebuilt, with the units it may still add. */
  adding: { minor: string; left: number } | null;
  /** the ally a gift is being chosen for. */
  giving: number | null;
}

export interface HandFateFrame {
  k: 'handfate';
  seat: number;
  /** The chits drawn, still to place. */
  chits: ChitKind[];
  /** Track spaces already replaced by this marker. */
  replaced: number[];
}

export interface RecruitFrame {
  k: 'recruit';
  seat: number;
  area: string;
  /** armies that may still be taken, per type. */
  left: Partial<Record<ArmyType, number>>;
}

export interface OverstackFrame {
  k: 'overstack';
  seat: number;
}

export type FrameKind = Frame['k'];
