import { beforeAll, describe, expect, it } from 'vitest';
import { buildWeb } from '../../scripts/build-web.mjs';
import { answerMatch, assetsNamed, KEPT_MATCHES, matchesToDrop, unreachedAssets } from '../../web/worker/bounds';

const GAMES = ['carolus-magnus', 'king-david', 'lancaster', 'princeps-machiavelli', 'senor-de-la-guerra'];

/**
 * What the service worker keeps (web/worker/bounds.ts), read against the real build: the names it
 * finds in a page and its scripts are the ones build-web.mjs writes, so a file the page goes on to
 * load is never taken for a stale one. The browser side is tests/e2e/offline-cache.test.ts.
 */
describe('the service worker’s bounds', () => {
  /** The build: file name -> contents (the pages as text, the rest as bytes). */
  let files: Map<string, string | Uint8Array>;
  /** Every built hashed file by its address, with its text when it is a script or stylesheet. */
  let assets: Map<string, string | null>;
  const text = (name: string) => Buffer.from(files.get(name) ?? '').toString('utf8');

  beforeAll(async () => {
    files = (await buildWeb()).files as Map<string, string | Uint8Array>;
    assets = new Map([...files.keys()].filter((n) => n.startsWith('assets/')).map((n) => [`/${n}`, /\.(?:js|css)$/.test(n) ? text(n) : null]));
  });

  it('a built page names its script, its stylesheets and the chunks it preloads, and nothing else', () => {
    const named = assetsNamed(text('match.html'));
    expect(named.filter((p) => /^\/assets\/match-\w+\.js$/.test(p))).toHaveLength(1);
    expect(named.filter((p) => /^\/assets\/css\/(?:base|match|panels)-\w+\.css$/.test(p))).toHaveLength(3);
    expect(named.filter((p) => p.startsWith('/assets/chunks/')).length).toBeGreaterThan(0);
    for (const p of named) expect(assets.has(p), p).toBe(true);
    // No game's board: a match loads only its own game's, when it knows the game.
    expect(named.filter((p) => !/^\/assets\/(?:match-\w+\.js|css\/(?:base|match|panels)-\w+\.css|chunks\/chunk-\w+\.js)$/.test(p))).toEqual([]);
  });

  it('from the match page alone, every game’s board and stylesheet is reached, and no source map', () => {
    const unreached = unreachedAssets([text('match.html')], assets);
    for (const game of GAMES) {
      const board = [...assets.keys()].find((p) => new RegExp(`^/assets/chunks/${game}-\\w+\\.js$`).test(p));
      const style = [...assets.keys()].find((p) => new RegExp(`^/assets/games/${game}-\\w+\\.css$`).test(p));
      expect(board, game).toBeDefined();
      expect(style, game).toBeDefined();
      expect(unreached).not.toContain(board);
      expect(unreached).not.toContain(style);
    }
    expect(unreached.filter((p) => !p.endsWith('.map'))).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/start-\w+\.js$/)]));
    expect([...assets.keys()].filter((p) => p.endsWith('.map')).every((p) => unreached.includes(p))).toBe(true);
  });

  it('from every built page, only the source maps and an older deploy’s files are unreached', () => {
    const pages = [...files.keys()].filter((n) => n.endsWith('.html')).map(text);
    const withOld = new Map(assets).set('/assets/match-OLDDEPLOY.js', 'import"/assets/chunks/chunk-OLDDEPLOY.js";').set('/assets/chunks/chunk-OLDDEPLOY.js', '');
    expect(unreachedAssets(pages, withOld).filter((p) => !p.endsWith('.map')).sort()).toEqual(['/assets/chunks/chunk-OLDDEPLOY.js', '/assets/match-OLDDEPLOY.js']);
  });

  it('an answer belongs to its match by its view or its history; the games’ answers to none', () => {
    expect(answerMatch('/api/matches/ab12')).toBe('ab12');
    expect(answerMatch('/api/matches/ab12/log')).toBe('ab12');
    expect(answerMatch('/api/games')).toBeNull();
    expect(answerMatch('/api/games/lancaster/messages')).toBeNull();
  });

  it(`keeps the ${KEPT_MATCHES} matches saved last, a match by its latest answer, and never the one being saved`, () => {
    const saved = Array.from({ length: KEPT_MATCHES + 3 }, (_, i) => ({ match: `m${i}`, at: 1000 + i }));
    // m0's history was saved last of all: m0 is the newest, m1..m3 the oldest.
    saved.push({ match: 'm0', at: 5000 });
    expect(matchesToDrop(saved, `m${KEPT_MATCHES + 2}`).sort()).toEqual(['m1', 'm2', 'm3']);
    // The match being saved stays even when its answers carry the oldest time (a clock set back).
    const dropped = matchesToDrop([...saved, { match: 'late', at: 1 }], 'late');
    expect(dropped).not.toContain('late');
    expect(dropped.sort()).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(matchesToDrop(saved.slice(0, 3), 'm0')).toEqual([]);
  });
});
