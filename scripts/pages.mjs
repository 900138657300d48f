// The page's HTML files are written from web/templates/: each page keeps its own title, styles
// and script, and takes the <head> lines every page shares from web/templates/head.html (one
// source), where it says {{head}}, and the site header from web/templates/header.html, where it
// says {{header}} ({{header live}} on the match page, with its live status). A template names its
// script and stylesheets by their source (`/src/match.ts`, `/css/match.css`); the page names the
// files build-web.mjs made of them (hashed names under /assets/), and preloads the chunks its
// script imports so that the browser fetches them at once rather than one after the other.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const MARK = '  {{head}}\n';
const HEADER = /^ {2}\{\{header( live)?\}\}\n/m;
/** The live status of the match page, in the header where it says {{header live}}. */
const LIVE = '<span id="connection" class="connection" role="status"></span>';
/** A page's script, by its source under web/. */
const SCRIPT = /^( *)<script type="module" src="\/(src\/[\w/-]+\.ts)"><\/script>\n/m;
/** A stylesheet, by its source under web/. */
const STYLE = /<link rel="stylesheet" href="\/(css\/[\w/-]+\.css)">/g;

/** A shared part: its file without its opening comment. */
function part(dir, name) {
  return readFileSync(join(dir, name), 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('<!--'))
    .join('\n');
}

/** The pages as their templates say them, with the shared parts in place: file name -> HTML naming sources. */
export function pageSources(web) {
  const dir = join(web, 'templates');
  const shared = part(dir, 'head.html');
  const header = part(dir, 'header.html');
  const out = {};
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.html') && n !== 'head.html' && n !== 'header.html')) {
    const template = readFileSync(join(dir, name), 'utf8');
    if (template.split(MARK).length !== 2) throw new Error(`web/templates/${name} must say {{head}} once, on a line of its own`);
    const mark = HEADER.exec(template);
    if (!mark) throw new Error(`web/templates/${name} must say {{header}} (or {{header live}}) on a line of its own`);
    if (template.split('<script').length !== 2 || !SCRIPT.test(template)) {
      throw new Error(`web/templates/${name} must name one script, as <script type="module" src="/src/<page>.ts"></script> on a line of its own`);
    }
    const withHeader = template.replace(HEADER, header.replace(/^ *\{\{live\}\}\n/m, mark[1] ? `    ${LIVE}\n` : ''));
    out[name] = withHeader.replace(MARK, shared);
  }
  return out;
}

/** What the pages name: their scripts and stylesheets, as paths under web/. */
export function pageAssets(web) {
  const scripts = new Set();
  const styles = new Set();
  for (const html of Object.values(pageSources(web))) {
    scripts.add(SCRIPT.exec(html)[2]);
    for (const [, href] of html.matchAll(STYLE)) styles.add(href);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The pages as they are served: file name -> HTML. `built` says, for each source a page names
 * (a path under web/), the address of the file made of it and, for a script, the chunks it
 * imports.
 */
export function renderPages(web, built) {
  const address = (source) => {
    const file = built[source]?.file;
    if (!file) throw new Error(`web/${source} was not built`);
    return file;
  };
  const out = {};
  for (const [name, html] of Object.entries(pageSources(web))) {
    out[name] = html
      .replace(SCRIPT, (_, indent, source) =>
        [...(built[source]?.preload ?? []).map((chunk) => `${indent}<link rel="modulepreload" href="${chunk}">\n`), `${indent}<script type="module" src="${address(source)}"></script>\n`].join(''),
      )
      .replace(STYLE, (_, source) => `<link rel="stylesheet" href="${address(source)}">`);
  }
  return out;
}
