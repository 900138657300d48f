import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildWeb } from '../../scripts/build-web.mjs';
import { renderPages } from '../../scripts/pages.mjs';

const WEB = resolve(__dirname, '../../web');
const TEMPLATES = join(WEB, 'templates');
const SHARED = ['<meta charset="utf-8">', '<meta name="viewport"', '<meta name="referrer" content="no-referrer">', '<link rel="icon"'];
/** A file of the build: /assets/…-HASH.ext. */
const HASHED = /^\/assets\/[\w/-]+-[A-Z0-9]{8}\.(js|css)$/;

describe('the pages’ <head> has one source (issue 10), and names the built files (issue 28)', () => {
  let files: Map<string, string | Uint8Array>;
  let pages: Record<string, string>;
  /** A built file's text. */
  const text = (name: string) => {
    const contents = files.get(name) ?? '';
    return typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8');
  };

  beforeAll(async () => {
    files = (await buildWeb()).files;
    pages = Object.fromEntries(['handover.html', 'index.html', 'join.html', 'match.html', 'rules.html'].map((name) => [name, text(name)]));
  });

  /** The address of each element of `html` matching `pattern` (its first group). */
  const addresses = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]);

  it('every page is written from its template with the shared lines exactly once, and its own title and script', () => {
    expect([...files.keys()].filter((name) => name.endsWith('.html')).sort()).toEqual(Object.keys(pages).sort());
    for (const [name, html] of Object.entries(pages)) {
      for (const line of SHARED) expect(html.split(line).length - 1, `${name}: ${line}`).toBe(1);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).not.toContain('{{head}}');
      // The site header, once, from header.html; the live status on the match page only.
      expect(html.split('<header class="site">').length - 1, name).toBe(1);
      expect(html).toContain('<a class="brand" href="/" data-i18n="brand">Play by mail</a>');
      expect(html).not.toMatch(/\{\{(header|live)/);
      expect(html.includes('id="connection"'), name).toBe(name === 'match.html');
    }
  });

  it('each page loads one script, its own bundle, and the shared stylesheet: hashed files the build made, never a source', () => {
    const scripts = new Set<string>();
    for (const [name, html] of Object.entries(pages)) {
      const script = addresses(html, /<script type="module" src="([^"]+)"><\/script>/g);
      expect(script, name).toHaveLength(1);
      expect(script[0], name).toMatch(HASHED);
      scripts.add(script[0]);
      const styles = addresses(html, /<link rel="stylesheet" href="([^"]+)">/g);
      expect(styles.filter((href) => href.startsWith('/assets/css/base-')), name).toHaveLength(1);
      for (const href of [...script, ...styles, ...addresses(html, /<link rel="modulepreload" href="([^"]+)">/g)]) {
        expect(href, name).toMatch(HASHED);
        expect(files.has(href.slice(1)), `${name}: ${href} is built`).toBe(true);
      }
      expect(html, name).not.toMatch(/\/src\/|\.ts"/);
    }
    expect(scripts.size, 'one bundle per page').toBe(Object.keys(pages).length);
  });

  it('a page preloads exactly the chunks its script imports, so that the browser asks for them at once', () => {
    const match = pages['match.html'];
    const script = addresses(match, /<script type="module" src="([^"]+)"><\/script>/g)[0];
    const preloaded = addresses(match, /<link rel="modulepreload" href="([^"]+)">/g);
    const code = text(script.slice(1));
    // Static imports only (`from"…"`, `import"…"`): a game's board comes by import("…"), when it is needed.
    const imported = [...code.matchAll(/(?:from|import)\s*"(\/assets\/chunks\/[\w-]+\.js)"/g)].map((m) => m[1]);
    expect(preloaded.length).toBeGreaterThan(0);
    expect([...preloaded].sort()).toEqual([...new Set(imported)].sort());
  });

  it('a template that names no built file is refused, not served with a broken script', () => {
    expect(() => renderPages(WEB, {})).toThrow(/was not built/);
  });

  it('no template repeats a shared line: they live in head.html only', () => {
    for (const name of readdirSync(TEMPLATES).filter((n) => n !== 'head.html' && n !== 'header.html')) {
      const template = readFileSync(join(TEMPLATES, name), 'utf8');
      for (const line of [...SHARED, 'href="/css/base.css"']) expect(template, `${name}: ${line}`).not.toContain(line);
      expect(template, `${name}: the header lives in header.html`).not.toContain('<header class="site">');
    }
  });
});
