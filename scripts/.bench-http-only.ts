import { httpBench } from '/work/main/scripts/bench-http';
import { startDev } from '/work/main/scripts/dev-server';
const line = (g: string, m: string, v: number, u: string) => console.log(`bench: ${g} ${m} ${v.toFixed(v >= 100 ? 0 : v >= 1 ? 2 : 4)} ${u}`);
const dev = await startDev('.wrangler/bench', { ALLOW_FIXED_SEED: '1' });
const floor = await startDev('.wrangler/bench-floor', {}, ['-c', 'scripts/floor/wrangler.toml'], undefined, '/floor');
try { await httpBench(dev.base, line, floor.base); } finally { dev.stop(); floor.stop(); }
