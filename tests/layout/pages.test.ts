import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderPages } from '../../scripts/pages.mjs';

const WEB = resolve(__dirname, '../../web');
const TEMPLATES = join(WEB, 'templates');
const SHARED = ['<meta charset="utf-8">', '<meta name="viewport"', '<meta name="referrer" content="no-referrer">', '<link rel="icon"', 'href="/css/base.css"'];

describe('the pages’ <head> has one source (issue 10)', () => {
  const pages = renderPages(WEB) as Record<string, string>;

  it('every page is written from its template with the shared lines exactly once, and its own title and script', () => {
    expect(Object.keys(pages).sort()).toEqual(['handover.html', 'index.html', 'join.html', 'match.html', 'rules.html']);
    for (const [name, html] of Object.entries(pages)) {
      for (const line of SHARED) expect(html.split(line).length - 1, `${name}: ${line}`).toBe(1);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<script type="module" src="\/js\/\w+\.js"><\/script>/);
      expect(html).not.toContain('{{head}}');
      // The site header, once, from header.html; the live status on the match page only.
      expect(html.split('<header class="site">').length - 1, name).toBe(1);
      expect(html).toContain('<a class="brand" href="/" data-i18n="brand">Play by mail</a>');
      expect(html).not.toMatch(/\{\{(header|live)/);
      expect(html.includes('id="connection"'), name).toBe(name === 'match.html');
    }
  });

  it('no template repeats a shared line: they live in head.html only', () => {
    for (const name of readdirSync(TEMPLATES).filter((n) => n !== 'head.html' && n !== 'header.html')) {
      const template = readFileSync(join(TEMPLATES, name), 'utf8');
      for (const line of SHARED) expect(template, `${name}: ${line}`).not.toContain(line);
      expect(template, `${name}: the header lives in header.html`).not.toContain('<header class="site">');
    }
  });
});
