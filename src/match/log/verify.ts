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
