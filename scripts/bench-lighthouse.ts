/**
 * Lighthouse (pinned 12.2.3, with Debian's Chromium) on the start page and on each game's match
 * page mid-game, with its default mobile profile (a mid-range phone on a slow 4G link, CPU slowed
 * 4×): `bench: <page> lighthouse-performance <score>`, `lighthouse-accessibility <score>`,
 * `lcp <ms>`, `tbt <ms>`, `transfer <KiB>` (DESIGN.md §10: scores ≥ 95, a match page's first load
 * under 150 KiB). The match pages are a seat's own, after random play to entry 40 or so.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { randomFrom } from '../src/engine/rng';
import { registry } from '../src/games';
import type { Line } from './bench-http';

const STEPS = 40;
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface View {
  seq: number;
  status: string;
  active: number[];
  actions: string[];
}

async function json<T>(res: Response): Promise<T> {
  const body = await res.json();
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body as T;
}

/** A match of `game` played at random for a while: the first seat's page address (with its token). */
async function midGame(base: string, game: string, seats: number, n: number): Promise<string> {
  const created = await json<{ id: string; seats: { token: string; url: string }[] }>(
    await fetch(`${base}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': `10.7.0.${n}` },
      body: JSON.stringify({ game, seats, players: Array.from({ length: seats }, (_, i) => ({ name: ['Ana', 'Bo', 'Cy', 'Di', 'Ed'][i] })), options: { seed: `lighthouse-${game}` } }),
    }),
  );
  const tokens = created.seats.map((s) => s.token);
  const random = randomFrom(`lighthouse:${game}`);
  const look = async (t: string) => json<View>(await fetch(`${base}/api/matches/${created.id}`, { headers: { authorization: `Bearer ${t}` } }));
  let view = await look(tokens[0]);
  for (let i = 0; i < STEPS && view.status === 'active'; i++) {
    let seat = -1;
    let mine = view;
    for (const s of view.active) {
      mine = await look(tokens[s]);
      if (mine.actions.some((a) => a !== 'undo')) {
        seat = s;
        break;
      }
    }
    if (seat < 0) break;
    const choices = mine.actions.filter((a) => a !== 'undo');
    view = await json<View>(
      await fetch(`${base}/api/matches/${created.id}/actions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[seat]}` },
        body: JSON.stringify({ command: choices[Math.floor(random() * choices.length)], expect: mine.seq }),
      }),
    );
  }
  return created.seats[0].url;
}

export async function lighthouseBench(base: string, line: Line): Promise<void> {
  const pages: [string, string][] = [['start', `${base}/`]];
  let n = 1;
  for (const { game } of Object.values(registry)) pages.push([game.id, await midGame(base, game.id, game.seats.min, n++)]);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS });
  try {
    for (const [name, url] of pages) {
      const run = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      if (!run) throw new Error(`lighthouse gave no result for ${name}`);
      const { categories, audits } = run.lhr;
      const page = name === 'start' ? 'start-page' : `${name}-match-page`;
      line(page, 'lighthouse-performance', Math.round((categories.performance.score ?? 0) * 100), 'score');
      line(page, 'lighthouse-accessibility', Math.round((categories.accessibility.score ?? 0) * 100), 'score');
      line(page, 'lcp', audits['largest-contentful-paint'].numericValue ?? NaN, 'ms');
      line(page, 'tbt', audits['total-blocking-time'].numericValue ?? NaN, 'ms');
      line(page, 'transfer', (audits['total-byte-weight'].numericValue ?? NaN) / 1024, 'KiB');
    }
  } finally {
    await chrome.kill();
  }
}
