import { text, type Text } from '../../../engine/text';
import { enemyArmiesIn, moveArmy } from '../board';
import { passThrough } from '../control';
import { AREA, edgeBetween } from '../data/map';
import { COUNTER, LEADER } from '../data/counters';
import { MARKER, MARKER_BY_WORD, markerKind, RAIDS } from '../data/tables';
import type { MovementFrame, Order } from '../frames';
import { pop, push, skips, type Handler } from '../handler';
import { loneLeaderFates } from '../leaders';
import { canGroupAnywhere, groupAreas, movablePieces } from '../groups';
import { anyCanGoOn, canDrop, canStop, entryCost, landMoves, orderCost, seaMoves } from '../moves';
import { areaName, markerName, pieceName, who } from '../names';
import { poolOf } from '../pools';
import type { KdState, Log } from '../state';
import { reveal } from '../windows';
import { setLeader } from '../shared';

/**
 * A player's Movement section (KD-18, A-10): move orders one at a time, each a group formed in
 * one area (`group`), moved area by area (`to`, one `sea` leg at most), with members dropped off
 * on the way (`drop`), until `stop`; raids may be played between orders; `end` closes the section.
 */

/** KD-48: raid markers the phasing player may play between his move orders. */
function raidKinds(s: KdState, seat: number): number[] {
  const kinds = [...new Set(s.hands[seat].map(markerKind))].filter((k) => RAIDS[k]);
  return kinds.sort((a, b) => a - b).filter((k) => poolOf(s, RAIDS[k].minor).length > 0);
}

/** One command per distinct piece: identical counters in the same state are one choice. */
function distinct(s: KdState, pieces: string[], o: Order | null): string[] {
  const seen = new Set<string>();
  return pieces.filter((p) => {
    if (LEADER[p]) return true;
    const c = COUNTER[p];
    const a = s.armies[p];
    const key = `${c.country}${c.type}${c.full}${c.reduced}${a.reduced}${a.role}${o?.spent[p] ?? 0}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function finish(s: KdState, f: MovementFrame, log: Log): void {
  const o = f.order as Order;
  if (o.left && o.members.length) log.push({ text: text('kd.log.moveEnds', { who: who(s.country[f.seat] ?? null, f.seat), n: o.members.length, area: areaName(o.at) }) });
  f.order = null;
}

/** Carries the group into `dest` (R-60: after any roll-off), then applies what entering does. */
function enter(s: KdState, f: MovementFrame, dest: string, log: Log): void {
  const o = f.order as Order;
  const edge = o.sea ? null : (edgeBetween(o.at, dest) ?? null);
  for (const m of o.members) {
    o.spent[m] = (o.spent[m] ?? 0) + entryCost(m, edge);
    if (LEADER[m]) setLeader(s, m, { ...s.leaders[m], at: dest });
    else moveArmy(s, m, dest);
  }
  // the pieces have moved (and sailed) this section. New records, as states share
  // the slot's and the Action phase's, which are never changed in place (clone.ts).
  const slot = s.slot;
  if (slot) {
    const moved = [...slot.moved, ...o.members.filter((m) => !slot.moved.includes(m))];
    s.slot = { ...slot, moved, sailed: o.sea ? [...slot.sailed, ...o.members.filter((m) => !slot.sailed.includes(m))] : slot.sailed };
  }
  // remember where pieces entered from during this Action phase.
  const act = s.act;
  if (act) s.act = { ...act, entered: { ...act.entered, [dest]: [...(act.entered[dest] ?? []), { from: o.at, seat: f.seat }] } };
  log.push({ text: text(o.sea ? 'kd.log.sails' : 'kd.log.moves', { who: who(s.country[f.seat] ?? null, f.seat), n: o.members.length, from: areaName(o.at), to: areaName(dest) }) });
  o.at = dest;
  o.left = true;
  o.sea = false;
  o.entering = null;
  passThrough(s, f.seat, dest, log);
  // KD-22: entering an area with enemy armies ends the move.
  if (enemyArmiesIn(s, f.seat, dest).length > 0) {
    finish(s, f, log);
    return;
  }
  const army = o.members.find((m) => !LEADER[m]);
  if (army) loneLeaderFates(s, s.armies[army], dest, false);
}

function go(s: KdState, f: MovementFrame, dest: string, sea: boolean, log: Log): void {
  const o = f.order as Order;
  o.sea = sea;
  const minor = s.minors[AREA[dest].country];
  if (minor?.status === 'inactive') {
    // KD-77 / R-60: the move pauses for the roll-off and the placement, then enters.
    o.entering = dest;
    log.push({ text: text('kd.log.invades', { who: who(s.country[f.seat] ?? null, f.seat), minor: text(`kd.country.${AREA[dest].country}`), area: areaName(dest) }) });
    push(s, { k: 'rolloff', minor: AREA[dest].country, invader: f.seat, participants: [], bids: [], tied: [], stage: 'bids' });
    return;
  }
  enter(s, f, dest, log);
}

/** KD-19: the MP a step costs, for each kind of member when chariots pay more than the others. */
function costText({ foot, chariots }: { foot: number | null; chariots: number | null }): Text {
  if (foot !== null && chariots !== null && foot !== chariots) return text('kd.mpMixed', { foot, chariots });
  return text('kd.mp', { n: foot ?? chariots ?? 0 });
}

/** The commands of a group on the move (with `only`, see Handler.list). */
function orderCommands(s: KdState, f: MovementFrame, o: Order, only?: string): string[] {
  const out = skips(only, 'to ') ? [] : landMoves(s, f.seat, o, only?.slice(3).toUpperCase()).map((a) => `to ${a.toLowerCase()}`);
  if (!skips(only, 'sea ')) for (const a of seaMoves(s, f.seat, o)) out.push(`sea ${a.toLowerCase()}`);
  if (!skips(only, 'drop ')) for (const p of distinct(s, o.members, o)) if (canDrop(s, f.seat, o, p)) out.push(`drop ${p.toLowerCase()}`);
  if (!skips(only, 'stop') && (!o.left || canStop(s, f.seat, o.members, o.at))) out.push('stop');
  return out;
}

export const movementStep: Handler<MovementFrame> = {
  run(s, f, log) {
    const o = f.order;
    if (o?.entering) {
      enter(s, f, o.entering, log);
      return true;
    }
    if (o && o.members.length === 0) {
      f.order = null;
      return true;
    }
    if (o && o.left && !anyCanGoOn(s, f.seat, o) && landMoves(s, f.seat, o).length === 0 && seaMoves(s, f.seat, o).length === 0) {
      // Nowhere further to go, as a group or for one piece alone: the group stops where it is.
      finish(s, f, log);
      return true;
    }
    if (!o && !canGroupAnywhere(s, f.seat) && raidKinds(s, f.seat).length === 0) {
      log.push({ text: text('kd.log.movementEnds', { who: who(s.country[f.seat] ?? null, f.seat) }) });
      pop(s, f);
      return true;
    }
    return false;
  },
  who: (_s, f) => [f.seat],
  list(s, f, seat, only) {
    if (seat !== f.seat) return [];
    if (f.order) return orderCommands(s, f, f.order, only);
    // A check of one `group` command looks at that area only.
    const groups = skips(only, 'group ') ? [] : groupAreas(s, seat, only?.slice(6).toUpperCase());
    const raids = skips(only, 'play ') ? [] : raidKinds(s, seat);
    return [...groups.map((a) => `group ${a.toLowerCase()}`), ...raids.map((k) => `play ${MARKER[k].word}`), 'end'];
  },
  perform(s, f, seat, command, log) {
    const [verb, arg] = command.split(' ');
    const id = arg?.toUpperCase();
    switch (verb) {
      case 'group':
        f.order = { from: id, at: id, members: movablePieces(s, seat, id), spent: {}, left: false, entering: null, sea: false };
        return;
      case 'to':
        go(s, f, id, false, log);
        return;
      case 'sea':
        go(s, f, id, true, log);
        return;
      case 'drop': {
        const o = f.order as Order;
        o.members = o.members.filter((m) => m !== id);
        if (o.left) log.push({ text: text('kd.log.dropped', { piece: pieceName(id, s.armies[id]?.reduced ?? false), area: areaName(o.at) }), to: [seat] });
        return;
      }
      case 'stop':
        finish(s, f, log);
        return;
      case 'play': {
        const kind = MARKER_BY_WORD[arg].n;
        const marker = s.hands[seat].find((m) => markerKind(m) === kind) as string;
        reveal(s, { seat, kind, marker, params: [] }, log);
        return;
      }
      case 'end':
        log.push({ text: text('kd.log.movementEnds', { who: who(s.country[seat] ?? null, seat) }) });
        pop(s, f);
        return;
    }
  },
  prompt(s, f, seat) {
    if (seat !== f.seat) return text('kd.prompt.othersMove', { who: who(s.country[f.seat] ?? null, f.seat) });
    if (!f.order) return text('kd.prompt.move');
    return text('kd.prompt.order', { n: f.order.members.length, area: areaName(f.order.at) });
  },
  describe(s, f, _seat, command) {
    const [verb, arg] = command.split(' ');
    const id = arg?.toUpperCase();
    switch (verb) {
      case 'group':
        return { text: text('kd.do.group', { area: areaName(id) }) };
      case 'to':
      case 'sea': {
        // An invasion rolls dice: that step cannot be taken back. The sentence says what
        // the step costs in MP (KD-19), so that the cost is known before the order is sent.
        const cost = f.order ? orderCost(f.order, id, verb === 'sea') : { foot: null, chariots: null };
        // an area where the group may not stop is one it passes through.
        const through = f.order !== null && !canStop(s, f.seat, f.order.members, id);
        const key = verb === 'to' ? (through ? 'kd.do.toThrough' : 'kd.do.to') : through ? 'kd.do.seaThrough' : 'kd.do.sea';
        return { text: text(key, { area: areaName(id), cost: costText(cost) }), final: s.minors[AREA[id].country]?.status === 'inactive' };
      }
      case 'drop':
        return { text: text('kd.do.drop', { piece: pieceName(id, s.armies[id]?.reduced ?? false) }) };
      case 'stop':
        return { text: text(f.order?.left ? 'kd.do.stop' : 'kd.do.cancelOrder') };
      case 'play':
        return { text: text('kd.do.play', { marker: markerName(MARKER_BY_WORD[arg].n) }), final: true };
      default:
        return { text: text('kd.do.endMovement') };
    }
  },
  // a stack's contents are its owner's secret, so the piece dropped off (its type and
  // strength are in the command) stays the moving seat's until the end.
  secret: (command) => command.startsWith('drop '),
  open: true,
};
