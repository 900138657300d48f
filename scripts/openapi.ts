// Writes the OpenAPI document of the Worker's routes to a file (default test-results/openapi.json),
// from the app itself without starting a server: `npm test` lints it with @redocly/cli.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { apiDocument } from '../src/api/app';

const out = process.argv[2] ?? 'test-results/openapi.json';
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(apiDocument(), null, 2)}\n`);
console.log(`wrote ${out}`);
