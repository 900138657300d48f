import { listOf, seatRef, text, type Phrase, type Text } from '../../engine/text';
import { armiesIn } from './army-index';
import { allied, leaderSeat } from './board';
import { AREAS, type AreaData } from './data/map';
import { COUNTER, LEADER, PLAYER_COUNTRIES, MINOR_COUNTRIES, type PlayerCountry } from './data/counters';
import { COST, markerKind, THRESHOLD } from './data/tables';
import { top } from './handler';
import { handlerOf } from './handlers';
import { areaName, armyName, chitName, countryName, leaderName, markerName, who } from './names';
import type { KdState } from './state';
import { allVictoryPoints } from './victory';

/**
 * The board in words for an email or a screen reader (A-2: nothing the reader may not see): the
 * turn and track, the step in progress, initiative, each player's stocks and VP, alliances, minors
 * and captives, then the map by country and area with control, city levels and pieces (in full
 * for the reader's own and allied stacks, as counts for the others).
 */

interface Stack {
  country: string;
  seat: number;
  count: number;
  /** Names of the pieces, only when the reader may see them. */
  pieces: Text[] | null;
}

function areaStacks(s: KdState, reader: number | null): Map<string, Stack[]> {
  const out = new Map<string, Stack[]>();
  const visible = (seat: number) => reader !== null && seat >= 0 && (reader === seat || allied(s, reader, seat));
  const add = (list: Stack[], country: string, seat: number, name: () => Text) => {
    let st: Stack | undefined;
    for (const x of list) if (x.country === country && x.seat === seat) st = x;
    if (!st) list.push((st = { country, seat, count: 0, pieces: visible(seat) ? [] : null }));
    st.count++;
    st.pieces?.push(name());
  };
  // By the army index, area by area (in counter order within each), not a walk over every counter.
  for (const area of AREAS) {
    const ids = armiesIn(s, area.id);
    if (!ids.length) continue;
    const list: Stack[] = [];
    out.set(area.id, list);
    for (const id of ids) {
      const a = s.armies[id];
      add(list, COUNTER[id].country, a.ctl, () => armyName(id, a.reduced));
    }
  }
  for (const id in s.leaders) {
    const l = s.leaders[id];
    if (l.status !== 'map' || !l.at) continue;
    let list = out.get(l.at);
    if (!list) out.set(l.at, (list = []));
    add(list, LEADER[id].country, leaderSeat(s, id), () => leaderName(id));
  }
  return out;
}

function stackText(st: Stack): Text {
  const owner = st.seat >= 0 ? text('kd.sum.stackOf', { player: seatRef(st.seat), country: countryName(st.country) }) : text('kd.sum.stackAutomaton', { country: countryName(st.country) });
  return st.pieces ? text('kd.sum.stackFull', { owner, pieces: listOf(st.pieces) }) : text('kd.sum.stackCount', { owner, n: st.count });
}

function areaText(s: KdState, a: AreaData, stacks: Stack[]): Text {
  return text('kd.sum.area', {
    area: areaName(a.id),
    holder: countryName(s.control[a.id]),
    held: s.control[a.id] !== a.country ? 'yes' : 'no',
    level: a.city ? s.fort[a.id] : 0,
    city: a.city ? 'yes' : 'no',
    stacks: listOf(stacks.map(stackText)),
    empty: stacks.length ? 'no' : 'yes',
  });
}

export function summary(s: KdState, reader: number | null): Phrase[] {
  const lines: Phrase[] = [];
  const f = top(s);
  lines.push(text('kd.sum.turn', { turn: s.turn, phase: s.phase }));
  if (s.track.length) {
    const chits = s.track.map((c, i) => text('kd.sum.space', { n: i + 1, chit: c.faceUp || (reader !== null && c.knownTo.includes(reader)) ? chitName(c.kind) : text('kd.sum.faceDown') }));
    lines.push(text('kd.sum.track', { chits: listOf(chits) }));
  }
  lines.push(f ? handlerOf(f).prompt(s, f, reader) : text('kd.prompt.over'));
  lines.push(text('kd.sum.initiative', { order: listOf(s.initiative.map((x) => who(s.country[x] ?? null, x))) }));
  const vps = allVictoryPoints(s);
  for (let seat = 0; seat < s.seats; seat++) {
    const c = s.country[seat] as PlayerCountry | null;
    if (c) lines.push(text('kd.sum.player', { who: who(c, seat), food: s.food[seat], res: s.res[seat], vp: vps[seat], threshold: THRESHOLD[c], markers: s.hands[seat].length }));
  }
  for (const a of s.alliances) {
    lines.push(text('kd.sum.alliance', { a: who(s.country[a.a], a.a), b: who(s.country[a.b], a.b), joint: a.joint ? 'yes' : 'no', host: a.host !== null ? who(s.country[a.host], a.host) : '', breaking: a.breaking ? 'yes' : 'no' }));
  }
  for (const [id, m] of Object.entries(s.minors)) {
    if (m.status === 'inactive') continue;
    const holder = m.status === 'allied' ? m.ally : m.defender;
    lines.push(text('kd.sum.minor', { minor: countryName(id), status: m.status, who: holder !== null && holder >= 0 ? who(s.country[holder], holder) : text('kd.automaton') }));
  }
  if (s.captives.length) lines.push(text('kd.sum.captives', { leaders: listOf(s.captives.map((l) => text('kd.sum.captive', { leader: leaderName(l), ransom: COST.ransomPerRating * LEADER[l].rating }))) }));
  if (reader !== null && reader >= 0 && reader < s.seats) {
    const hand = s.hands[reader].map(markerKind).sort((x, y) => x - y);
    lines.push(text('kd.sum.hand', { n: hand.length, markers: listOf(hand.map((k) => markerName(k))) }));
  }
  const stacks = areaStacks(s, reader);
  for (const c of [...PLAYER_COUNTRIES, ...MINOR_COUNTRIES, 'JEB', 'NEU']) {
    const parts: Text[] = [];
    for (const a of AREAS) {
      if (a.country !== c) continue;
      const here = stacks.get(a.id) ?? [];
      if (s.control[a.id] === c && here.length === 0 && !(a.city && s.fort[a.id] !== a.city.fort)) continue;
      parts.push(areaText(s, a, here));
    }
    lines.push(parts.length ? text('kd.sum.country', { country: countryName(c), areas: listOf(parts) }) : text('kd.sum.countryQuiet', { country: countryName(c) }));
  }
  return lines;
}
