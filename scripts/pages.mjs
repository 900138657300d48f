// The page's HTML files are written from web/templates/: each page keeps its own title, styles
// and script, and takes the <head> lines every page shares from web/templates/head.html (one
// source), where it says {{head}}, and the site header from web/templates/header.html, where it
// says {{header}} ({{header live}} on the match page, with its live status). build-web.mjs runs
// this before `wrangler dev` and `deploy`.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MARK = '  {{head}}\n';
const HEADER = /^ {2}\{\{header( live)?\}\}\n/m;
/** The live status of the match page, in the header where it says {{header live}}. */
const LIVE = '<span id="connection" class="connection" role="status"></span>';

/** A shared part: its file without its opening comment. */
function part(dir, name) {
  return readFileSync(join(dir, name), 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('<!--'))
    .join('\n');
}

/** The pages as they are served: file name -> HTML. */
export function renderPages(web) {
  const dir = join(web, 'templates');
  const shared = part(dir, 'head.html');
  const header = part(dir, 'header.html');
  const out = {};
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.html') && n !== 'head.html' && n !== 'header.html')) {
    const template = readFileSync(join(dir, name), 'utf8');
    if (template.split(MARK).length !== 2) throw new Error(`web/templates/${name} must say {{head}} once, on a line of its own`);
    const mark = HEADER.exec(template);
    if (!mark) throw new Error(`web/templates/${name} must say {{header}} (or {{header live}}) on a line of its own`);
    const withHeader = template.replace(HEADER, header.replace(/^ *\{\{live\}\}\n/m, mark[1] ? `    ${LIVE}\n` : ''));
    out[name] = withHeader.replace(MARK, shared);
  }
  return out;
}

/** Writes the pages next to the other assets in web/. */
export function writePages(web) {
  const pages = renderPages(web);
  for (const [name, html] of Object.entries(pages)) writeFileSync(join(web, name), html);
  return Object.keys(pages);
}
