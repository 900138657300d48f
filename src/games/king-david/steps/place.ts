import { listOf, text } from '../../../engine/text';
import { cloneState } from '../clone';
import { LEADER } from '../data/counters';
import type { PlaceFrame } from '../frames';
import { pop, top, type Handler } from '../handler';
import { areaName, pieceName, who } from '../names';
import { loneLeaderFates } from '../leaders';
import { placeAreas, putPiece } from '../placement';
import { toPool } from '../pools';
import { copy } from '../shared';
import type { KdState, Log } from '../state';

/**
 * Placing pieces (KD-8, KD-48, KD-74, KD-76, KD-77, A-5, R-23, R-52): the placer names an area
 * for the next piece (`place heb`), fills an area with the next pieces (`place 5 heb`: each in
 * turn must be allowed there), or lets the rest go where A-16's default puts them (`place rest`:
 * cities first in §5.1 order, filling each to the limit). The Automaton, and a piece with a single
 * legal area, place by themselves. A placement that makes a lone enemy leader roll for his fate
 * (R-24) ends a batch there: the roll comes before the next piece.
 */

interface Placed {
  piece: string;
  reduced: boolean;
}

/** Puts the frame's next piece in `area`; R-24: armies placed where an enemy leader stands alone make him roll for his fate. */
function putNext(s: KdState, f: PlaceFrame, area: string): Placed {
  const piece = f.pieces.shift() as string;
  const reduced = s.armies[piece]?.reduced ?? false;
  putPiece(s, f, piece, area);
  if (!LEADER[piece]) loneLeaderFates(s, s.armies[piece], area, s.battle !== null || s.siege !== null);
  return { piece, reduced };
}

/** everyone reads how many pieces went where (raiders in full, KD-48); the placer reads which. */
function logPlaced(s: KdState, f: PlaceFrame, area: string, placed: readonly Placed[], log: Log): void {
  const line = { who: who(s.country[f.seat] ?? null, f.seat), area: areaName(area) };
  if (f.rule === 'raid') {
    for (const p of placed) log.push({ text: text('kd.log.placedRaider', { ...line, piece: pieceName(p.piece, p.reduced) }) });
    return;
  }
  const names = placed.map((p) => pieceName(p.piece, p.reduced));
  if (placed.length === 1) {
    log.push({ text: text('kd.log.placed', line) });
    if (f.seat >= 0) log.push({ text: text('kd.log.placedYours', { piece: names[0], area: areaName(area) }), to: [f.seat] });
    return;
  }
  log.push({ text: text('kd.log.placedMany', { ...line, n: placed.length }) });
  if (f.seat >= 0) log.push({ text: text('kd.log.placedYoursMany', { pieces: listOf(names), area: areaName(area) }), to: [f.seat] });
}

function noRoom(s: KdState, f: PlaceFrame, log: Log): void {
  const piece = f.pieces.shift() as string;
  if (s.armies[piece]) toPool(s, piece);
  log.push({ text: text('kd.log.noRoom', { piece: LEADER[piece] ? pieceName(piece) : text('kd.anArmy') }) });
}

/** `place N area`: the next N pieces in `area`, each allowed there in turn; fewer if a fate roll cuts in. */
function placeBatch(s: KdState, f: PlaceFrame, n: number, area: string, log: Log): void {
  const placed: Placed[] = [];
  while (placed.length < n && f.pieces.length > 0 && top(s) === f && placeAreas(s, f).includes(area)) placed.push(putNext(s, f, area));
  logPlaced(s, f, area, placed, log);
}

/** `place rest`: every piece left where A-16's default puts it, or off the map when none fits; what went where, by area. */
function placeRest(s: KdState, f: PlaceFrame, log: Log): Map<string, Placed[]> {
  const byArea = new Map<string, Placed[]>();
  const lost: Log = [];
  while (f.pieces.length > 0 && top(s) === f) {
    const area = placeAreas(s, f)[0];
    if (area === undefined) noRoom(s, f, lost);
    else byArea.set(area, [...(byArea.get(area) ?? []), putNext(s, f, area)]);
  }
  for (const [area, placed] of byArea) logPlaced(s, f, area, placed, log);
  log.push(...lost);
  return byArea;
}

/** A copy of the state with the frame as its own, to try placements on without touching the state. */
function trial(s: KdState, f: PlaceFrame): { t: KdState; g: PlaceFrame } {
  const t = cloneState(s);
  const g = copy(f);
  t.stack[t.stack.lastIndexOf(f)] = g;
  return { t, g };
}

/** How many of the next pieces may go to `area` one after another (a fate roll ends the run after its piece). */
function fitting(s: KdState, f: PlaceFrame, area: string): number {
  const { t, g } = trial(s, f);
  let n = 0;
  while (g.pieces.length > 0 && top(t) === g && placeAreas(t, g).includes(area)) {
    putNext(t, g, area);
    n++;
  }
  return n;
}

/**
 * One click per area instead of one per piece: `place N area` fills the area with as many of the
 * next pieces as it takes (N = all that fit, at least 2), and `place rest` places them all. Every
 * count per area would list dozens of commands at set-up (a city with its leaders takes up to 9);
 * filling one area, then letting the rest go by default, covers what a count would.
 */
function batchCommands(s: KdState, f: PlaceFrame, areas: readonly string[]): string[] {
  const out: string[] = [];
  for (const a of areas) {
    const n = fitting(s, f, a);
    if (n >= 2) out.push(`place ${n} ${a.toLowerCase()}`);
  }
  out.push('place rest');
  return out;
}

/** `place heb`, `place 3 heb` or `place rest`, read back. */
function parse(command: string): { n: number | 'rest'; area: string } {
  const words = command.split(' ');
  if (words[1] === 'rest') return { n: 'rest', area: '' };
  return words.length === 3 ? { n: Number(words[1]), area: words[2].toUpperCase() } : { n: 1, area: words[1].toUpperCase() };
}

export const placeStep: Handler<PlaceFrame> = {
  run(s, f, log) {
    if (f.pieces.length === 0) {
      pop(s, f);
      return true;
    }
    const areas = placeAreas(s, f);
    if (areas.length === 0) {
      noRoom(s, f, log);
      return true;
    }
    if (f.seat < 0 || areas.length === 1) {
      logPlaced(s, f, areas[0], [putNext(s, f, areas[0])], log);
      return true;
    }
    return false;
  },
  who: (_s, f) => [f.seat],
  list(s, f, seat, only) {
    if (seat !== f.seat) return [];
    const areas = placeAreas(s, f);
    const one = areas.map((a) => `place ${a.toLowerCase()}`);
    // A check of one `place <area>` needs no trial placements (Handler.list's `only`).
    if (f.pieces.length < 2 || (only !== undefined && !/^place (rest|\d+ )/.test(only))) return one;
    return [...one, ...batchCommands(s, f, areas)];
  },
  perform(s, f, _seat, command, log) {
    const { n, area } = parse(command);
    if (n === 'rest') placeRest(s, f, log);
    else placeBatch(s, f, n, area, log);
  },
  prompt(s, f, seat) {
    if (seat !== f.seat) return text('kd.prompt.othersPlace', { who: who(s.country[f.seat] ?? null, f.seat) });
    const piece = f.pieces[0];
    return text('kd.prompt.place', { piece: pieceName(piece, s.armies[piece]?.reduced ?? false), left: f.pieces.length });
  },
  describe(s, f, _seat, command) {
    const { n, area } = parse(command);
    const piece = f.pieces[0];
    if (n === 1) return { text: text('kd.do.place', { piece: pieceName(piece, s.armies[piece]?.reduced ?? false), area: areaName(area) }) };
    const { t, g } = trial(s, f);
    if (n !== 'rest') {
      // Leaders by name, armies counted: a sentence short enough to reply with by mail.
      const next = g.pieces.slice(0, n);
      const armies = next.filter((p) => !LEADER[p]).length;
      const names = [...next.filter((p) => LEADER[p]).map((p) => pieceName(p)), ...(armies ? [text('kd.nArmies', { n: armies })] : [])];
      return { text: text('kd.do.placeMany', { n, area: areaName(area), pieces: listOf(names) }) };
    }
    const spread = [...placeRest(t, g, []).entries()].map(([a, placed]) => text('kd.nIn', { n: placed.length, area: areaName(a) }));
    return { text: text('kd.do.placeRest', { n: f.pieces.length, spread: listOf(spread) }) };
  },
  open: false,
};
