import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/free-port.mjs';
import { DEV_VAPID } from '../../scripts/vapid.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The certificate and key of the browser tests' own push service on https://127.0.0.1 (tests/e2e/push.test.ts). */
    pushTls: { cert: string; key: string };
  }
}

/**
 * A certificate for https://127.0.0.1, made for this run, that the service trusts: workerd's
 * outbound TLS takes NODE_EXTRA_CA_CERTS as miniflare passes it on. A push service is https
 * (RFC 8030), so the local one the push test stands up needs one.
 */
function pushCertificate(): { dir: string; cert: string; key: string } {
  const dir = mkdtempSync(join(tmpdir(), 'pbm-push-tls-'));
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make the push test's certificate (apt-get install -y openssl):\n${made.stderr ?? made.error}`);
  return { dir, cert, key };
}

/**
 * Starts `wrangler dev` on a free port with its own storage under .wrangler/, for the browser
 * tests, and stops its whole process group afterwards.
 */
const wranglerCli = join(dirname(createRequire(import.meta.url).resolve('wrangler')), '..', 'bin', 'wrangler.js');
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1', CI: 'true' };

function wrangler(args: string[]): ReturnType<typeof spawnSync> {
  // process.execPath: the Node that runs vitest (22, from the `node` dev dependency under npm/npx).
  return spawnSync(process.execPath, [wranglerCli, ...args], { env, encoding: 'utf8', timeout: 120_000 });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/api/games`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`wrangler dev did not answer at ${url} within 120 s:\n${output()}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const tls = pushCertificate();
  const port = await freePort();
  // Its own inspector port too: two `wrangler dev` on one machine both want 9229, and one dies.
  const inspectorPort = await freePort();
  const persist = `.wrangler/e2e/${port}`;
  rmSync(persist, { recursive: true, force: true });
  mkdirSync(persist, { recursive: true });
  const migrate = wrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persist]);
  if (migrate.status !== 0) throw new Error(`D1 migrations failed:\n${migrate.stdout}\n${migrate.stderr}`);

  let log = '';
  const child = spawn(
    process.execPath,
    [
      wranglerCli,
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--persist-to',
      persist,
      '--var',
      'ALLOW_FIXED_SEED:1',
      // Email is simulated locally (written to files); a secret lets the service send it and
      // seal the seat links, and no delay lets a notification leave at once (DESIGN.md §7).
      // ALLOW_LOCAL_WEBHOOKS stays off as in wrangler.toml: webhooks only go to public https.
      '--var',
      'SERVICE_SECRET:e2e-service-secret',
      '--var',
      'NOTIFY_DELAY_SECONDS:0',
      // Browser push with the development key pair, to this machine's push service of the push test only.
      '--var',
      `VAPID_PUBLIC_KEY:${DEV_VAPID.publicKey}`,
      '--var',
      `VAPID_PRIVATE_KEY:${DEV_VAPID.privateKey}`,
      '--var',
      'ALLOW_LOCAL_PUSH:1',
      // Bots play as soon as the alarm fires: a whole match against them by clicks stays short.
      '--var',
      'BOT_DELAY_SECONDS:0',
      '--show-interactive-dev-session=false',
    ],
    { env: { ...env, NODE_EXTRA_CA_CERTS: tls.cert }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((r) => child.once('exit', r));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      try {
        if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    rmSync(persist, { recursive: true, force: true });
    rmSync(tls.dir, { recursive: true, force: true });
    try {
      rmdirSync('.wrangler/e2e'); // only when no other run is using it
    } catch {
      // another run's directory is still there
    }
  };

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(url, child, () => log);
  } catch (err) {
    await stop();
    throw err;
  }
  project.provide('baseUrl', url);
  project.provide('pushTls', { cert: tls.cert, key: tls.key });
  return stop;
}
