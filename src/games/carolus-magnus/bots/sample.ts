import { seedRng } from '../../../engine/rng';
import { COLOURS, TURN_SIZE } from '../data';
import { total, type CarolusState, type Stage } from '../state';
import type { ByColour, CarolusView } from '../view';

/**
 * A full state consistent with what a seat sees: the determinization the good bot searches on.
 * Everything on the board is public (CM-23); what the view does not show is
 *  - the dice to come (the seed): a fresh generator drawn from the bot's own `random`;
 *  - a few counters a player at the table keeps in mind but the view does not carry: how many
 *    paladins the player on turn has played (when the reserve ran short, R-7), the set-up crowns
 *    still to choose, the faces of a roll not yet taken, and R-8's count of quiet rounds. Each is
 *    given a value the view allows; none of them changes where a paladin or the emperor is best
 *    placed this turn.
 */
export function sampleState(v: CarolusView, random: () => number): CarolusState {
  const seats = v.players.length;
  const step = v.step ? { ...v.step } : ({ kind: 'none' } as const);
  const reserves = v.players.map((p) => counts(p.reserve));
  const discs = v.players.map((p) => p.discPlayed);
  const seed = Array.from({ length: 4 }, () => Math.floor(random() * 0x100000000).toString(16)).join('-');
  return {
    rng: seedRng(seed),
    seats,
    round: v.round,
    phase: v.phase,
    step,
    stage: stageOf(v),
    startPlayer: v.startPlayer,
    hands: v.players.map((p) => [...p.discsInHand]),
    discs,
    // CM-5: discs go clockwise from the start player, so those played so far came in that order.
    discOrder: v.openingOrder.filter((seat) => discs[seat] !== null),
    turnOrder: [...v.turnOrder],
    turn: step.kind === 'none' ? 0 : Math.max(0, v.turnOrder.indexOf(step.seat)),
    territories: v.territories.map((t) => ({
      id: t.id,
      segments: [...t.segments],
      cubes: counts(t.cubes),
      owner: t.castles ? t.castles.owner : null,
      castles: t.castles ? t.castles.count : 0,
    })),
    emperor: v.emperor,
    courts: v.players.map((p) => counts(p.court)),
    reserves,
    control: COLOURS.map((c) => v.control[c]),
    supply: [...v.castleSupply],
    centre: counts(v.centre),
    played: step.kind === 'paladin' ? TURN_SIZE[seats] - step.left : step.kind === 'emperor' && total(reserves[step.seat]) > 0 ? TURN_SIZE[seats] : 0,
    lastRoll: v.lastRoll ? { seat: v.lastRoll.seat, faces: [...v.lastRoll.faces] } : null,
    faces: [],
    crowns: step.kind === 'take' && v.phase === 'setup' ? [step.seat] : [],
    emptyAtStart: reserves.every((r) => total(r) === 0),
    castlesChanged: false,
    quietRounds: 0,
    result: v.result,
  };
}

function counts(by: ByColour): number[] {
  return COLOURS.map((c) => by[c]);
}

function stageOf(v: CarolusView): Stage {
  switch (v.step?.kind) {
    case 'paladin':
      return 'paladins';
    case 'emperor':
      return 'emperor';
    case 'take':
      return v.phase === 'action' ? 'dice' : 'done';
    default:
      return 'done';
  }
}
