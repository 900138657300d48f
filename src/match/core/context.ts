import type { IndexedMatch } from '../../db/queries';
import { text } from '../../engine/text';
import type { Game, SetupOptions } from '../../engine/types';
import { findGame } from '../../games';
import type { MatchContext } from './answers';
import { refuse } from './outcome';
import type { MatchMeta, MatchStatus } from '../log/records';
import { matchResult } from '../log/result';
import type { MatchStore } from '../log/store';

export function notFound() {
  return refuse(404, 'unknown_match', 'There is no match with this id.');
}

export function setupOptions(meta: MatchMeta): SetupOptions {
  return {
    seats: meta.seats,
    seed: meta.rngSeed as string,
    ...(meta.variant ? { variant: meta.variant } : {}),
    options: meta.options,
  };
}

function statusOf(store: MatchStore, meta: MatchMeta, game: Game<unknown>): MatchStatus {
  if (meta.frozen) return 'frozen';
  if (!meta.rngSeed) return 'open';
  const snap = store.snapshot();
  return snap && matchResult(game, snap.state, snap.forfeited ?? [], meta.seats) ? 'finished' : 'active';
}

/** The match as the object knows it now, or null when no match was created here. */
export function loadContext(store: MatchStore): MatchContext<unknown> | null {
  const meta = store.meta();
  if (!meta) return null;
  // A match whose game has left the registry can only be read, never played.
  const game = findGame(meta.game)?.game ?? retiredGame(meta.game);
  return { game, meta, seats: store.seats(), status: statusOf(store, meta, game) };
}

/** The row of the D1 index for this match. */
export function indexRow(store: MatchStore): IndexedMatch | null {
  const c = loadContext(store);
  if (!c) return null;
  const snap = store.snapshot();
  return {
    id: c.meta.id,
    game: c.meta.game,
    variant: c.meta.variant,
    status: c.status,
    seats: c.meta.seats,
    active: snap && c.status === 'active' ? c.game.active(snap.state) : [],
    result: snap ? matchResult(c.game, snap.state, snap.forfeited ?? [], c.meta.seats) : null,
    seq: snap?.seq ?? 0,
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
