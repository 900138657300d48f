// The page's HTML files are written from web/templates/: each page keeps its own title, styles
// and script, and takes the <head> lines every page shares from web/templates/head.html (one
// source), where it says {{head}}. build-web.mjs runs this before `wrangler dev` and `deploy`.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MARK = '  {{head}}\n';

/** The pages as they are served: file name -> HTML. */
export function renderPages(web) {
  const dir = join(web, 'templates');
  const shared = readFileSync(join(dir, 'head.html'), 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('<!--'))
    .join('\n');
  const out = {};
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.html') && n !== 'head.html')) {
    const template = readFileSync(join(dir, name), 'utf8');
    if (template.split(MARK).length !== 2) throw new Error(`web/templates/${name} must say {{head}} once, on a line of its own`);
    out[name] = template.replace(MARK, shared);
  }
  return out;
}

/** Writes the pages next to the other assets in web/. */
export function writePages(web) {
  const pages = renderPages(web);
  for (const [name, html] of Object.entries(pages)) writeFileSync(join(web, name), html);
  return Object.keys(pages);
}
