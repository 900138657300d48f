import type { IndexedMatch } from '../../db/queries';
import { text } from '../../engine/text';
import type { Game, SetupOptions } from '../../engine/types';
import { findGame } from '../../games';
import type { MatchContext } from './answers';
import { refuse } from '../records/outcome';
import type { MatchMeta, MatchStatus } from '../records/records';
import { matchResult } from './result';
import type { MatchStore } from './store';
import type { Frame } from './sealed';

export function notFound() {
  return refuse(404, 'unknown_match', 'There is no match with this id.');
}

export function setupOptions(meta: Readonly<MatchMeta>): SetupOptions {
  return {
    seats: meta.seats,
    seed: meta.rngSeed as string,
    ...(meta.variant ? { variant: meta.variant } : {}),
    options: meta.options,
  };
}

function statusOf(store: MatchStore, meta: Readonly<MatchMeta>, game: Game<unknown>): MatchStatus {
  if (meta.frozen) return 'frozen';
  if (!meta.rngSeed) return 'open';
  const snap = store.snapshot();
  return snap && matchResult(game, snap.state, snap.forfeited ?? [], meta.seats) ? 'finished' : 'active';
}

/** Each store's context, worked out once per write (the store's version). */
const contexts = new WeakMap<MatchStore, { version: number; context: MatchContext<unknown> | null }>();

/** The match as the object knows it now, or null when no match was created here. */
export function loadContext(store: MatchStore): MatchContext<unknown> | null {
  const known = contexts.get(store);
  if (known?.version === store.version) return known.context;
  const meta = store.meta();
  // A match whose game has left the registry can only be read, never played.
  const game = meta && (findGame(meta.game)?.game ?? retiredGame(meta.game));
  const context = meta && game ? { game, meta, seats: store.seats(), status: statusOf(store, meta, game) } : null;
  contexts.set(store, { version: store.version, context });
  return context;
}

/** The row of the D1 index for this match, as `frame` (a spectator's) shows it. */
export function indexRow(store: MatchStore, frame: Frame | null): IndexedMatch | null {
  const c = loadContext(store);
  if (!c) return null;
  return {
    id: c.meta.id,
    game: c.meta.game,
    name: c.meta.name ?? null,
    variant: c.meta.variant,
    status: c.status,
    seats: c.meta.seats,
    active: frame && c.status === 'active' ? c.game.active(frame.state) : [],
    result: frame ? matchResult(c.game, frame.state, frame.forfeited, c.meta.seats) : null,
    seq: frame?.seq ?? 0,
    createdAt: c.meta.createdAt,
    updatedAt: Date.now(),
    players: c.seats.map((s) => ({ seat: s.seat, name: s.name, email: s.email })),
  };
}

function retiredGame(id: string): Game<unknown> {
  return {
    id,
    title: id,
    rulesVersion: 'retired',
    seats: { min: 0, max: 0 },
    setup: () => null,
    active: () => [],
    actions: () => [],
    apply: () => ({ ok: false, code: 'retired', message: text('core.retired') }),
    view: () => null,
    summary: () => [text('core.retired')],
    result: () => null,
  };
}
