// Moves on the board (web/src/board-actions.ts): every element of the Señor board that stands for a
// place, a group of pieces or a choice carries a `data-pick` token, and `picks(command, view)`
// says which tokens a listed command is made of, in click order ("to bridge 3": the Bridge, then
// 3). `marks(view)` gives what each token shows now, so the page can mark what the last step
// changed. A plain module (no DOM, no page strings): the engine tests check it against every
// command `actions()` lists.
//
// Tokens never name a tile by what it is: a tile is known by its zone only, so nothing in
// the Frisian's or a spectator's markup can tell the Prince from a decoy.
import type { Structure } from '../../../../src/games/senor-de-la-guerra/data';
import type { PieceView, SenorView, ZoneView } from '../../../../src/games/senor-de-la-guerra/view';
import type { Marks } from '../marks';

/** A side as the view names it. */
export type SideWord = NonNullable<SenorView['you']>;

export const SIDES: readonly SideWord[] = ['normans', 'frisians'];

/** SG-5: at most 10 capped pieces per side outside the Rearguard; R-25: the set-up puts 10 in the Entrance. */
export const CAP = 10;

/** Warriors are the pieces that count toward the Entrance's ten at set-up (not the guard, not the priest). */
const NOT_WARRIORS = new Set(['guard', 'priest']);

export const token = {
  /** A zone of the map: a destination, a combat, the priest's zone, a tile's zone, a guard's zone. */
  zone: (word: string) => `zone:${word}`,
  /** The pieces of one kind of one side in one zone (one token on the map). */
  piece: (side: SideWord, kind: string, zone: string) => `piece:${side}:${kind}:${zone}`,
  /** The tile lying in a zone, whatever it is. */
  tile: (zone: string) => `tile:${zone}`,
  /** How many pieces go (the second click of "to bridge 3" or "entrance archer 4"). */
  count: (n: number | string) => `count:${n}`,
  /** A starting set (SG-2). */
  set: (name: string) => `set:${name}`,
  /** A siege structure in the Siege panel. */
  structure: (name: Structure | string) => `structure:${name}`,
  /** A side's Courage, Tactics and dead on the strips above the map. */
  courage: (side: SideWord) => `courage:${side}`,
  tactics: (side: SideWord) => `tactics:${side}`,
  dead: (side: SideWord) => `dead:${side}`,
  draco: 'draco',
  pass: 'do:pass',
  done: 'do:done',
};

function zoneOf(view: SenorView, word: string): ZoneView | null {
  return view.zones.find((z) => z.zone === word) ?? null;
}

function countKind(pieces: readonly PieceView[], kind: string): number {
  return pieces.filter((p) => p.kind === kind).length;
}

/** D3: how many of a kind may still go from the Battlements to the Entrance (the Entrance takes ten warriors). */
export function deployMax(view: SenorView, kind: string): number {
  const entrance = zoneOf(view, 'entrance');
  const battlements = zoneOf(view, 'battlements');
  if (!entrance || !battlements || NOT_WARRIORS.has(kind)) return 0;
  const room = CAP - entrance.normans.filter((p) => !NOT_WARRIORS.has(p.kind)).length;
  return Math.max(0, Math.min(room, countKind(battlements.normans, kind)));
}

/** The largest count any click of "how many" can mean now: deploying, or sending a picked group. */
export function countsOffered(view: SenorView): number {
  if (view.phase === 'deploy') {
    const kinds = new Set((zoneOf(view, 'battlements')?.normans ?? []).map((p) => p.kind));
    return Math.max(0, ...[...kinds].map((k) => deployMax(view, k)));
  }
  return Math.max(0, ...(view.selection?.dests ?? []).map((d) => d.max));
}

/** A count is a second click only when more than one could be meant; "1 of at most 1" is the first click alone. */
function withCount(first: string, n: string, max: number): string[] {
  return max <= 1 && n === '1' ? [first] : [first, token.count(n)];
}

/**
 * The tokens of a listed command in click order, or null when the board cannot make it:
 *   start courage            the starting set, above the map
 *   entrance archer 4        the archers on the Battlements, then 4
 *   priest entrance          the Entrance (set-up, and after his zone falls)
 *   build ram | pass | done  the Ram in the Siege panel; Pass; Done
 *   lose peasant east        the peasants in the East Plain
 *   recover bridge           the Bridge
 *   move archer east         the archers in the East Plain (the side's own) …
 *   to bridge 3 | back       … then the Bridge and 3; or the same archers again
 *   prince bridge decoys east west   the Prince's zone, then each decoy's, in any order (anyOrderFrom)
 *   fight east               the East Plain
 *   tile east bridge         the tile in the East Plain, then the Bridge
 *   courage dice | courage cancel    the side's Courage
 *   casualty archer          the side's archers in the combat's zone
 */
export function picks(command: string, view?: SenorView | null): string[] | null {
  if (!view || !view.you) return null;
  const me = view.you;
  const w = command.split(' ');
  const [, a = '', b = ''] = w;
  switch (w[0]) {
    case 'start':
      return [token.set(a)];
    case 'entrance':
      return withCount(token.piece(me, a, 'battlements'), b, deployMax(view, a));
    case 'priest':
    case 'recover':
    case 'fight':
      return [token.zone(a)];
    case 'build':
      return [token.structure(a)];
    case 'pass':
      return [token.pass];
    case 'done':
      return [token.done];
    case 'lose':
      return [token.piece(me, a, b)];
    case 'move':
      return [token.piece(me, a, b)];
    case 'to': {
      const dest = view.selection?.dests.find((d) => d.zone === a);
      return dest ? withCount(token.zone(a), b, dest.max) : null;
    }
    case 'back': {
      const sel = view.selection;
      return sel ? [token.piece(me, sel.piece, sel.from)] : null;
    }
    case 'prince':
      return w.slice(1).filter((x) => x !== 'decoy' && x !== 'decoys').map((x) => token.zone(x));
    case 'tile':
      return [token.tile(a), token.zone(b)];
    case 'courage':
      return [token.courage(me)];
    case 'casualty':
      return view.combat ? [token.piece(me, a, view.combat.zone)] : null;
    default:
      return null;
  }
}

/** The decoys' zones may be clicked in any order: the command names them in map order, the player need not. */
export function anyOrderFrom(command: string): number | null {
  return command.startsWith('prince ') ? 1 : null;
}

/** What the viewer may know of the tile in a zone: only what the view holds. */
/** What a viewer may know of a tile: face down, the Prince or a decoy (its own, or after the end), or a decoy found. */
export type TileKind = 'prince' | 'decoy' | 'face-down' | 'found';

export function tileKind(view: SenorView, word: string): TileKind | null {
  const tiles = view.tiles;
  if (typeof tiles.prince === 'string' && tiles.prince === word) return 'prince';
  if (Array.isArray(tiles.decoys) && tiles.decoys.includes(word)) return 'decoy';
  if (view.zones.some((z) => z.zone === word && z.tile)) return 'face-down';
  if (tiles.revealedDecoys.includes(word)) return 'found';
  return null;
}

/** Pieces of one side in a zone by kind: { kind: [count, marked] }. */
function byKind(pieces: readonly PieceView[]): Record<string, [number, number]> {
  const out: Record<string, [number, number]> = {};
  for (const p of pieces) {
    const c = (out[p.kind] ??= [0, 0]);
    c[0] += 1;
    if (p.marked) c[1] += 1;
  }
  return out;
}

/**
 * What every token of the board shows now, a short signature each: a zone by its flags (Frisian
 * control, a combat to fight, being fought or fought) and how many pieces of each side stand
 * there; a group by its count and how many of it moved by Tactics (SG-29); a tile by what the
 * viewer knows of it; the numbers of each side; the structures; the Draco track.
 */
export function marks(view: SenorView): Marks {
  const out: Marks = {};
  for (const z of view.zones) {
    const flags = `${z.controlled ? 'c' : ''}${z.pending ? 'p' : ''}${z.current ? '*' : ''}${z.resolved ? 'r' : ''}`;
    out[token.zone(z.zone)] = `${flags}|${z.normans.length}|${z.frisians.length}`;
    for (const side of SIDES) {
      for (const [kind, [n, marked]] of Object.entries(byKind(z[side]))) out[token.piece(side, kind, z.zone)] = `${n}|${marked}`;
    }
    const tk = tileKind(view, z.zone);
    if (tk) out[token.tile(z.zone)] = tk;
  }
  for (const side of SIDES) {
    out[token.courage(side)] = String(view.courage[side]);
    out[token.tactics(side)] = String(view.tactics[side]);
    out[token.dead(side)] = String(view.dead[side]);
  }
  for (const [name, built] of Object.entries(view.structures)) out[token.structure(name)] = built ? 'built' : '';
  out[token.draco] = `${view.draco.position}|${view.draco.lastRoll ?? ''}`;
  return out;
}
