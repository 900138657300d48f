import { replay } from '../../engine/replay';
import { findGame } from '../../games';
import { commitmentOf, rngSeedOf } from './dice';
import type { MatchExport } from './export';
import { effectiveMoves } from './history';
import { forfeitsIn, matchResult } from './result';
import { inEnglish } from '../../text/catalogues';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export interface Verdict {
  ok: boolean;
  checks: Check[];
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Checks an export (DESIGN.md §4): the revealed secret matches the commitment published at
 * creation, and replaying the log from the seed it implies reaches the exported result.
 */
export async function verifyExport(x: MatchExport): Promise<Verdict> {
  const checks: Check[] = [];
  const add = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
  if (x?.format !== 'pbm-export/1') {
    add('format', false, 'This is not a pbm-export/1 file.');
    return { ok: false, checks };
  }
  if (x.secret === null) {
    add('secret', false, 'The secret is revealed only once the match has ended; export it again after the end.');
    return { ok: false, checks };
  }
  const commitment = await commitmentOf(x.secret);
  add('commitment', commitment === x.commitment, `sha256(secret) = ${commitment}, published ${x.commitment}`);
  const entry = findGame(x.game);
  if (!entry) {
    add('game', false, `Unknown game "${x.game}".`);
    return { ok: false, checks };
  }
  if (x.fork) {
    const { origin, at } = x.fork;
    const fits = Number.isInteger(at) && at >= 0 && at <= x.events.length;
    add('what-if', fits, fits ? `not the real match: played on from entry ${at} of match ${origin}, whose commitment, secret and salts it carries; its first ${at} entries are that match's (verify them against its export: npm run verify -- <what-if.json> <origin.json>)` : `the what-if says it starts at entry ${at}, but its log has ${x.events.length} entries`);
  }
  add('rules', true, `rules version ${entry.game.rulesVersion}` + (entry.game.rulesVersion === x.rulesVersion ? '' : ` (the match was played under ${x.rulesVersion})`));
  const seed = await rngSeedOf(x.secret, x.salts);
  const hidden = x.events.filter((e) => e.seat === null || (e.kind === 'move' && e.command === null)).length;
  if (hidden) {
    add('log', false, `${hidden} commands are hidden in this export; only a complete export can be replayed.`);
    return { ok: false, checks };
  }
  const r = replay(
    entry.game,
    { seats: x.seats, seed, ...(x.variant ? { variant: x.variant } : {}), options: x.options },
    effectiveMoves(x.events.map((e) => ({ ...e, seat: e.seat as number }))),
  );
  if (!r.ok) {
    add('replay', false, `Move ${r.index + 1} ("${r.move.command}" by seat ${r.move.seat}) does not apply: ${inEnglish(entry.game.id, r.message)}`);
    return { ok: false, checks };
  }
  add('replay', true, `${x.events.length} log entries replayed`);
  // Forfeits on time are log entries too (DESIGN.md §7): they change the result, not the state.
  const result = matchResult(entry.game, r.state, forfeitsIn(x.events.map((e) => ({ kind: e.kind, seat: e.seat as number }))), x.seats);
  add('result', sameJson(result, x.final.result), `replayed result ${JSON.stringify(result)}`);
  add('final view', sameJson(entry.game.view(r.state, null), x.final.view), 'the replayed board equals the exported one');
  return { ok: checks.every((c) => c.ok), checks };
}

/** The fields of an entry that make it the same step (its time and who sees it aside). */
const step = (e: MatchExport['events'][number]) => JSON.stringify([e.seq, e.kind, e.seat, e.command, e.target]);

/**
 * Checks a what-if's export against its origin's (issue 26): each verifies on its own; the
 * what-if names that origin, plays the same game with the same options, continues its dice (the
 * same commitment, secret and salts), and its first `at` entries are the origin's.
 */
export async function verifyFork(fork: MatchExport, origin: MatchExport): Promise<Verdict> {
  const own = await verifyExport(fork);
  const checks = [...own.checks];
  const add = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
  if (!fork.fork) {
    add('what-if', false, 'The first export is not a what-if.');
    return { ok: false, checks };
  }
  const { at } = fork.fork;
  add('origin', fork.fork.origin === origin.id, `the what-if names match ${fork.fork.origin}; the second export is match ${origin.id}`);
  const theirs = await verifyExport(origin);
  const failed = theirs.checks.filter((c) => !c.ok).map((c) => c.name);
  add('origin verifies', theirs.ok, theirs.ok ? `match ${origin.id} verifies on its own` : `match ${origin.id} fails: ${failed.join(', ')}`);
  const same = (k: keyof MatchExport) => sameJson(fork[k], origin[k]);
  const shared: (keyof MatchExport)[] = ['game', 'variant', 'seats', 'options', 'commitment', 'secret', 'salts'];
  const differ = shared.filter((k) => !same(k));
  add('origin dice', differ.length === 0, differ.length ? `differs from the origin in: ${differ.join(', ')}` : 'the same game, options, commitment, secret and salts: the dice go on from the origin\'s');
  const ours = fork.events.filter((e) => e.seq <= at).map(step);
  const before = origin.events.filter((e) => e.seq <= at).map(step);
  const first = ours.findIndex((e, i) => e !== before[i]);
  const prefix = ours.length === at && before.length === at && first < 0;
  add('origin prefix', prefix, prefix ? `entries 1 to ${at} are the origin's` : `entry ${first < 0 ? Math.min(ours.length, before.length) + 1 : first + 1} is not the origin's`);
  return { ok: checks.every((c) => c.ok), checks };
}
