// `npm test`: the typecheck, the lint of the API's OpenAPI document, the three vitest projects in turn (engine, workers, e2e), then one closing line
// with the totals, exactly "N passed, N failed" (", N skipped" when some were), that CI reads: nothing
// may be printed after it. Each project still prints its
// own report; its JSON report goes to test-results/<project>.json for the totals.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const projects = ['engine', 'workers', 'e2e'];
const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
let ok = true;

mkdirSync('test-results', { recursive: true });
// The page as `wrangler dev` would build it (web/dist/: its bundles and its pages).
spawnSync('node', ['scripts/build-web.mjs'], { stdio: 'inherit' });
// The types first: a type error fails the run like a failing test. Three programs, each with the
// globals it runs among: the server's (Workers), the page's (web/tsconfig.json: the DOM; it reads
// the server's types) and the service worker's (web/worker).
if (!only.length) {
  const programs = [[], ['-p', 'web'], ['-p', 'web/worker']].map((project) => spawnSync('npx', ['tsc', '--noEmit', ...project], { stdio: 'inherit' }));
  const types = { status: programs.find((p) => p.status !== 0)?.status ?? 0 };
  if (types.status === 0) console.log('typecheck: no errors');
  else {
    console.error('typecheck: tsc --noEmit found errors');
    ok = false;
    failed += 1;
  }
}
// The API's OpenAPI document, written from the app (scripts/openapi.ts) and linted with Redocly's
// recommended rules (.redocly.lint-ignore.yaml names the few it cannot meet, and why): one test.
if (!only.length) {
  const doc = 'test-results/openapi.json';
  const written = spawnSync('npx', ['tsx', 'scripts/openapi.ts', doc], { stdio: 'inherit' });
  const quiet = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const lint = written.status === 0 ? spawnSync('npx', ['redocly', 'lint', doc], { stdio: 'inherit', env: quiet }) : written;
  if (lint.status === 0) {
    console.log('openapi: the document passes redocly lint');
    passed += 1;
  } else {
    console.error('openapi: the document could not be written, or redocly lint found errors');
    ok = false;
    failed += 1;
  }
}
for (const project of only.length ? only : projects) {
  const report = `test-results/${project}.json`;
  rmSync(report, { force: true });
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { stdio: 'inherit' },
  );
  if (run.status !== 0) ok = false;
  try {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + r.numTodoTests;
  } catch {
    // no report: the run broke before it could write one
    console.error(`${project}: no test report (the run stopped with status ${run.status})`);
    ok = false;
    failed += 1;
  }
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok && failed === 0 ? 0 : 1);
