/**
 * `npm run verify -- <export.json>`: checks a finished match's export — the revealed secret
 * matches the commitment published at creation, and replaying the log from the seed it implies
 * (secret + every player's salt) reaches the exported result. Exit code 0 only if all checks pass.
 */
import { readFileSync } from 'node:fs';
import type { MatchExport } from '../src/match/log/export';
import { verifyExport } from '../src/match/log/verify';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run verify -- <export.json>');
    return 2;
  }
  let data: MatchExport;
  try {
    data = JSON.parse(readFileSync(file, 'utf8')) as MatchExport;
  } catch (e) {
    console.error(`cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`);
    return 2;
  }
  const verdict = await verifyExport(data);
  for (const c of verdict.checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
  console.log(verdict.ok ? 'verified: the dice were the committed ones and the log replays to the result' : 'NOT verified');
  return verdict.ok ? 0 : 1;
}

process.exitCode = await main();
