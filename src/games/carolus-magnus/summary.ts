import { listOf, names, seatRef, text, type Text } from '../../engine/text';
import { COLOURS } from './data';
import { prompt } from './prompts';
import { sideOf, type CarolusState, type Territory } from './state';
import { castleColour, colourName, cubeList, faceName, sideRef, territoryName } from './words';

/*
 * The board in words, a line each, for the emails and screen readers: everything is public
 * (CM-23), so every viewer reads the same lines but the one naming the pending step.
 */

function territoryLine(s: CarolusState, t: Territory): Text {
  const castles = t.owner === null ? text('cm.sum.noCastle') : text('cm.sum.castles', { n: t.castles, side: sideRef(s, t.owner) });
  const cubes = cubeList(t.cubes);
  if (t.segments.length === 1) return text('cm.sum.territory', { id: t.id, cubes, castles });
  return text('cm.sum.territoryMerged', { id: t.id, segments: listOf(t.segments), cubes, castles });
}

function playerLine(s: CarolusState, seat: number): Text {
  const markers = s.control.flatMap((holder, c) => (holder === seat ? [colourName(c)] : []));
  const hand = [...s.hands[seat]].sort((a, b) => a - b);
  return text(s.seats === 4 ? 'cm.sum.partner' : 'cm.sum.player', {
    player: seatRef(seat),
    colour: castleColour(sideOf(s, seat)),
    court: cubeList(s.courts[seat]),
    reserve: cubeList(s.reserves[seat]),
    markers: markers.length > 0 ? listOf(markers) : text('cm.sum.none'),
    // discs in hand are shown from the set-up on.
    discs: hand.length > 0 ? listOf(hand) : text('cm.sum.none'),
  });
}

const phaseNames = names('cm.phase.');

export function summary(s: CarolusState, viewer: number | null): Text[] {
  const lines: Text[] = [];
  if (s.result) lines.push(text('cm.sum.over', { round: s.round, reason: s.result.reason }));
  else lines.push(text('cm.sum.round', { round: s.round, phase: phaseNames(s.phase), step: prompt(s, viewer) }));
  const played = s.discOrder.map((seat) => text('cm.orderEntry', { player: seatRef(seat), disc: s.discs[seat] ?? 0 }));
  lines.push(text('cm.sum.discs', { player: seatRef(s.startPlayer), played: played.length > 0 ? listOf(played) : text('cm.sum.noneYet') }));
  if (s.lastRoll && s.lastRoll.faces.length > 0) {
    lines.push(text('cm.sum.lastRoll', { player: seatRef(s.lastRoll.seat), faces: listOf(s.lastRoll.faces.map(faceName)) }));
  }
  lines.push(text('cm.sum.emperor', { territory: territoryName(s.emperor), n: s.territories.length }));
  for (const t of s.territories) lines.push(territoryLine(s, t));
  for (let seat = 0; seat < s.seats; seat++) lines.push(playerLine(s, seat));
  const supply = s.supply.map((n, side) => text('cm.sum.supplyEntry', { side: sideRef(s, side), n }));
  lines.push(text('cm.sum.supply', { supply: listOf(supply), centre: cubeList(s.centre) }));
  const uncontrolled = COLOURS.flatMap((_, c) => (s.control[c] === null ? [colourName(c)] : []));
  if (uncontrolled.length > 0) lines.push(text('cm.sum.uncontrolled', { colours: listOf(uncontrolled) }));
  return lines;
}
