import type { Text } from '../../engine/text';
import type { GameResult } from '../../engine/types';
import { COLOURS, type Colour, type Face } from './data';
import { castlesOnBoard } from './end';
import { help, prompt } from './prompts';
import { sideOf, type CarolusState, type Phase, type Step } from './state';

export type ByColour = Record<Colour, number>;

export interface TerritoryView {
  id: number;
  segments: number[];
  cubes: ByColour;
  /** `owner` is a seat, or a team index (0 = A, 1 = B) at 4 players. */
  castles: { owner: number; count: number } | null;
}

export interface PlayerView {
  seat: number;
  /** Team index at 4 players (0 = A: seats 0 and 2; 1 = B: seats 1 and 3), else null. */
  team: number | null;
  court: ByColour;
  reserve: ByColour;
  discsInHand: number[];
  discPlayed: number | null;
}

/**
 * Everything is public (CM-23): every viewer gets the same board, without the RNG; only the
 * prompt and the help speak to the viewer ("you" for the seat asked).
 */
export interface CarolusView {
  round: number;
  phase: Phase;
  step: Exclude<Step, { kind: 'none' }> | null;
  /** The pending step in words, and why it is asked: to the seat asked, or about it for others. */
  prompt: Text;
  /** A short "what can I do now?" for this viewer. */
  help: Text;
  startPlayer: number;
  /** Disc order this round: clockwise from the start player (CM-5). */
  openingOrder: number[];
  /** Action order this round once every disc is played (CM-8), else empty. */
  turnOrder: number[];
  territories: TerritoryView[];
  emperor: number;
  players: PlayerView[];
  /** Clan markers: colour → controlling seat, or null. */
  control: Record<Colour, number | null>;
  /** Castles not yet on the board, per side (seat, or team at 4 players). */
  castleSupply: number[];
  castlesOnBoard: number[];
  centre: ByColour;
  lastRoll: { seat: number; faces: Face[] } | null;
  /** Paladins the active player still plays this turn (0 outside that step). */
  paladinsLeft: number;
  teams: number[][] | null;
  result: GameResult | null;
}

function byColour<T>(values: readonly T[]): Record<Colour, T> {
  return Object.fromEntries(COLOURS.map((name, c) => [name, values[c]])) as Record<Colour, T>;
}

export function view(s: CarolusState, viewer: number | null): CarolusView {
  return {
    round: s.round,
    phase: s.phase,
    step: s.step.kind === 'none' ? null : { ...s.step },
    prompt: prompt(s, viewer),
    help: help(s, viewer),
    startPlayer: s.startPlayer,
    openingOrder: Array.from({ length: s.seats }, (_, i) => (s.startPlayer + i) % s.seats),
    turnOrder: [...s.turnOrder],
    territories: s.territories.map((t) => ({
      id: t.id,
      segments: [...t.segments],
      cubes: byColour(t.cubes),
      castles: t.owner === null ? null : { owner: t.owner, count: t.castles },
    })),
    emperor: s.emperor,
    players: Array.from({ length: s.seats }, (_, seat) => ({
      seat,
      team: s.seats === 4 ? sideOf(s, seat) : null,
      court: byColour(s.courts[seat]),
      reserve: byColour(s.reserves[seat]),
      discsInHand: [...s.hands[seat]].sort((a, b) => a - b),
      discPlayed: s.discs[seat],
    })),
    control: byColour(s.control),
    castleSupply: [...s.supply],
    castlesOnBoard: castlesOnBoard(s),
    centre: byColour(s.centre),
    lastRoll: s.lastRoll ? { seat: s.lastRoll.seat, faces: [...s.lastRoll.faces] } : null,
    paladinsLeft: s.step.kind === 'paladin' ? s.step.left : 0,
    teams: s.seats === 4 ? [[0, 2], [1, 3]] : null,
    result: s.result ? structuredClone(s.result) : null,
  };
}
