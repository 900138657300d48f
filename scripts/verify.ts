/**
 * `npm run verify -- <export.json>`: checks a finished match's export — the revealed secret
 * matches the commitment published at creation, and replaying the log from the seed it implies
 * (secret + every player's salt) reaches the exported result. Exit code 0 only if all checks pass.
 * `npm run verify -- <what-if.json> <origin.json>` also checks a what-if (issue 26) against the
 * match it was played on from: the same dice, and the origin's entries up to the fork.
 */
import { readFileSync } from 'node:fs';
import type { MatchExport } from '../src/match/log/export';
import { verifyExport, verifyFork } from '../src/match/log/verify';

/** The export in `file`, or why it cannot be read. */
function read(file: string): MatchExport | string {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as MatchExport;
  } catch (e) {
    return `cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`;
  }
}

async function main(): Promise<number> {
  const [file, originFile] = process.argv.slice(2);
  if (!file) {
    console.error('usage: npm run verify -- <export.json> [<origin.json>, for a what-if]');
    return 2;
  }
  const data = read(file);
  const origin = originFile === undefined ? null : read(originFile);
  for (const problem of [data, origin]) {
    if (typeof problem === 'string') {
      console.error(problem);
      return 2;
    }
  }
  const verdict = origin ? await verifyFork(data as MatchExport, origin as MatchExport) : await verifyExport(data as MatchExport);
  for (const c of verdict.checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
  console.log(verdict.ok ? 'verified: the dice were the committed ones and the log replays to the result' : 'NOT verified');
  return verdict.ok ? 0 : 1;
}

process.exitCode = await main();
