/**
 * A local `wrangler dev` for the bench and the digest simulation: its own ports (and inspector
 * port), its own persistence folder with the D1 migrations applied, stopped by `stop()`.
 *
 * Wrangler's local trace collector is switched off (`X_LOCAL_OBSERVABILITY=false`): it writes
 * every request's spans to a SQLite file of its own and syncs it to disk, in the same workerd
 * process as the Worker, which added 1–12 ms to every request here (more under load) and is no
 * part of the platform in service. `BENCH_LOCAL_TRACES=1` keeps it, to compare with earlier runs.
 */
import { spawn, spawnSync } from 'node:child_process';
import { freePort } from './free-port.mjs';

export interface DevServer {
  base: string;
  stop(): void;
}

/** `beforeStart` runs once the local D1 has its tables and before the service starts (to write rows it should find). */
/** `probe` is the path that answers 200 once the Worker is up. */
export async function startDev(persist: string, vars: Record<string, string>, extra: string[] = [], beforeStart?: () => Promise<void>, probe = '/api/games'): Promise<DevServer> {
  const traces = process.env.BENCH_LOCAL_TRACES === '1' ? {} : { X_LOCAL_OBSERVABILITY: 'false' };
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true', ...traces };
  spawnSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persist], { stdio: 'ignore', env });
  await beforeStart?.();
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const inspector = await freePort();
  const varArgs = Object.entries(vars).flatMap(([k, v]) => ['--var', `${k}:${v}`]);
  const dev = spawn('npx', ['wrangler', 'dev', '--port', String(port), '--inspector-port', String(inspector), '--persist-to', persist, ...varArgs, ...extra], {
    stdio: 'ignore',
    detached: true,
    env,
  });
  const stop = () => {
    if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${base}${probe}`);
  } catch (e) {
    stop();
    throw e;
  }
  return { base, stop };
}

async function waitForServer(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('wrangler dev did not start');
}
