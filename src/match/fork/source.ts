import type { BotLevel } from '../../engine/bots';
import { text } from '../../engine/text';
import { botLevelOf } from '../bots/seats';
import { loadContext, notFound, setupOptions } from '../core/context';
import type { MatchParts } from '../core/parts';
import { done, refuse, type Outcome } from '../core/outcome';
import { rebuild } from '../log/history';
import type { EventRow, Snapshot } from '../log/records';
import { matchResult } from '../log/result';

/**
 * "Play from here" (issue 26), the finished match's side: what a what-if needs to start at one of
 * its entries, and the list of the what-ifs played from it. Only after the end: before it, the
 * seed and every hidden thing are secret, and a what-if would show them.
 */

/** What a what-if starts from: the finished match's rules, dice and players, and its log up to the entry. */
export interface ForkSource {
  id: string;
  game: string;
  variant: string | null;
  seats: number;
  options: Record<string, unknown>;
  /** The revealed secret and the commitment published at the origin's creation: the what-if's dice go on from them. */
  secret: string;
  commitment: string;
  rngSeed: string;
  rulesVersion: string | null;
  /** Each seat's salt (public: the dice seed mixes them in). */
  salts: string[];
  /** Each seat's name and bot level in the origin: what a what-if keeps when it is told nothing else. */
  names: string[];
  bots: (BotLevel | null)[];
  at: number;
  /**
   * The log's entries 1 to `at`, every one public: the origin has ended, so every reader of the
   * what-if numbers them as the origin's log does, and reads their commands as its players do now.
   */
  events: EventRow[];
  /** The match after entry `at`, as a replay of `events` gives it (nothing to take back, no sealed step). */
  snapshot: Snapshot;
}

/** A what-if as its origin lists it. */
export interface ForkNote {
  id: string;
  at: number;
  createdAt: number;
}

/** The newest what-ifs a match lists (the older ones still exist and link back to it). */
export const MAX_FORKS_LISTED = 100;

const FORKS_KEY = 'forks';

/** What a what-if of this match at its entry `at` starts from; 409 before the end. */
export function forkSource(p: MatchParts, at: number): Outcome<ForkSource> {
  const { store } = p;
  const c = loadContext(store);
  const snap = store.snapshot();
  if (!c || !snap) return notFound();
  if (c.status !== 'finished') return refuse(409, 'not_finished', text('core.forkNotFinished'));
  if (!Number.isInteger(at) || at < 0 || at > snap.seq) return refuse(404, 'no_such_entry', text('core.noSuchEntry', { entry: at, last: snap.seq }));
  const meta = c.meta;
  const events = store.events(at).map((e) => ({ ...e, secret: false, idem: null }));
  const r = rebuild(c.game, setupOptions(meta), events);
  if (!r.ok) return refuse(409, 'frozen', meta.frozen ?? text('core.forkNoReplay', { entry: r.seq }));
  if (matchResult(c.game, r.snapshot.state, r.snapshot.forfeited ?? [], meta.seats) !== null) {
    return refuse(422, 'ended_there', text('core.forkAtEnd', { entry: at }));
  }
  return done({
    id: meta.id,
    game: meta.game,
    variant: meta.variant,
    seats: meta.seats,
    options: meta.options,
    secret: meta.secret,
    commitment: meta.commitment,
    rngSeed: meta.rngSeed as string,
    rulesVersion: meta.rulesVersion,
    salts: c.seats.map((s) => s.salt),
    names: c.seats.map((s) => s.name ?? ''),
    bots: c.seats.map((s) => botLevelOf(meta, s.seat)),
    at,
    events,
    snapshot: { ...r.snapshot, undo: null, sealed: null },
  });
}

/** The what-ifs played from this match, oldest first. */
export function forksOf(p: MatchParts): ForkNote[] {
  return p.store.getJson<ForkNote[]>(FORKS_KEY) ?? [];
}

/** Lists a new what-if (the newest MAX_FORKS_LISTED are kept). */
export function noteFork(p: MatchParts, note: ForkNote): void {
  const listed = [...forksOf(p).filter((f) => f.id !== note.id), note];
  p.store.putJson(FORKS_KEY, listed.slice(-MAX_FORKS_LISTED));
}
