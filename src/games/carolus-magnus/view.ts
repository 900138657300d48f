import type { GameResult } from '../../engine/types';
import { COLOURS, TEAM_NAMES, type Colour, type Face } from './data';
import { describeStep } from './actions';
import { castlesOnBoard } from './end';
import { colourName, seatName, sideName, sideOf, type CarolusState, type Phase, type Step } from './state';

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

/** Everything is public (CM-23): every viewer gets the same view, without the RNG. */
export interface CarolusView {
  round: number;
  phase: Phase;
  step: Exclude<Step, { kind: 'none' }> | null;
  /** The pending step in words. */
  prompt: string;
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

export function view(s: CarolusState): CarolusView {
  return {
    round: s.round,
    phase: s.phase,
    step: s.step.kind === 'none' ? null : { ...s.step },
    prompt: describeStep(s),
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
    result: s.result ? { ...s.result, winners: [...s.result.winners] } : null,
  };
}

function cubeList(cubes: readonly number[]): string {
  const parts = cubes.flatMap((n, c) => (n > 0 ? [`${n} ${colourName(c)}`] : []));
  return parts.length > 0 ? parts.join(', ') : 'none';
}

/** A few plain-text lines for an email or a screen reader. */
export function summary(s: CarolusState): string {
  const lines: string[] = [];
  if (s.result) {
    lines.push(`Game over after round ${s.round}: ${s.result.reason}.`);
  } else {
    lines.push(`Round ${s.round}, ${s.phase} phase. Waiting for ${describeStep(s)}.`);
  }
  const discs = s.discs.flatMap((d, seat) => (d === null ? [] : [`${seatName(seat)} ${d}`]));
  lines.push(`Start player: ${seatName(s.startPlayer)}. Discs played: ${discs.length > 0 ? discs.join(', ') : 'none'}.`);
  lines.push(`Emperor on territory ${s.emperor}. ${s.territories.length} territories:`);
  for (const t of s.territories) {
    const castles = t.owner === null ? '' : `; ${t.castles} castle${t.castles === 1 ? '' : 's'} of ${sideName(s, t.owner)}`;
    const segments = t.segments.length > 1 ? ` (segments ${t.segments.join(', ')})` : '';
    lines.push(`  ${t.id}${segments}: ${cubeList(t.cubes)}${castles}`);
  }
  for (let seat = 0; seat < s.seats; seat++) {
    const controls = s.control.flatMap((holder, c) => (holder === seat ? [colourName(c)] : []));
    const team = s.seats === 4 ? ` (team ${TEAM_NAMES[sideOf(s, seat)]})` : '';
    lines.push(
      `${seatName(seat)}${team}: court ${cubeList(s.courts[seat])}; reserve ${cubeList(s.reserves[seat])}; ` +
        `controls ${controls.length > 0 ? controls.join(', ') : 'nothing'}; discs in hand ${s.hands[seat].join(', ') || 'none'}.`,
    );
  }
  const supply = s.supply.map((n, side) => `${sideName(s, side)} ${n}`).join(', ');
  lines.push(`Castles in supply: ${supply}. Centre: ${cubeList(s.centre)}.`);
  return lines.join('\n');
}
