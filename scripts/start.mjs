// `npm start`: applies the D1 migrations to the local database, then serves the service with
// `wrangler dev` and its local defaults. The port is 8787, or PORT=9000, or `npm start -- --port 9000`;
// the inspector gets a free port of its own, so that a second local server (tests, another
// checkout) never takes it away.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort } from './free-port.mjs';
import { DEV_VAPID } from './vapid.mjs';

const args = process.argv.slice(2);
const flag = args.findIndex((a) => a === '--port' || a.startsWith('--port='));
let port = process.env.PORT ?? '8787';
if (flag >= 0) {
  const value = args[flag].includes('=') ? args[flag].split('=')[1] : args[flag + 1];
  args.splice(flag, args[flag].includes('=') ? 1 : 2);
  port = value;
}
if (!/^\d{1,5}$/.test(port ?? '') || Number(port) < 1 || Number(port) > 65535) {
  console.error(`npm start: "${port}" is not a port number (1 to 65535). Use PORT=9000 npm start or npm start -- --port 9000.`);
  process.exit(2);
}

const wrangler = join(dirname(createRequire(import.meta.url).resolve('wrangler')), '..', 'bin', 'wrangler.js');
const env = { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' };
const migrate = spawnSync(process.execPath, [wrangler, 'd1', 'migrations', 'apply', 'DB', '--local'], { stdio: 'inherit', env });
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

const inspector = await freePort();
const dev = spawn(
  process.execPath,
  [
    wrangler,
    'dev',
    '--port',
    port,
    '--inspector-port',
    String(inspector),
    '--var',
    'ALLOW_FIXED_SEED:1',
    '--var',
    'ALLOW_LOCAL_WEBHOOKS:1',
    '--var',
    'SERVICE_SECRET:local-development-secret',
    '--var',
    'NOTIFY_DELAY_SECONDS:10',
    // Browser push signs with the public development key pair (scripts/vapid.mjs), as mail uses the development secret.
    '--var',
    `VAPID_PUBLIC_KEY:${DEV_VAPID.publicKey}`,
    '--var',
    `VAPID_PRIVATE_KEY:${DEV_VAPID.privateKey}`,
    ...args,
  ],
  { stdio: 'inherit', env: { ...env, CI: process.env.CI ?? '' } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => dev.kill(signal));
dev.on('exit', (code) => process.exit(code ?? 0));
