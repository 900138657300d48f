// Builds the web page into web/dist/, the folder wrangler serves ([assets] in wrangler.toml);
// wrangler runs this before `wrangler dev` and `wrangler deploy` ([build]), and `npm test` before
// its tests.
//
// - The page's TypeScript (web/src) is bundled by esbuild: one bundle per page (the script its
//   template names), the code pages share in chunks, and each game's board in a chunk of its own
//   that only a match of that game loads (the `import()` of web/src/games/registry.ts). The
//   libraries (intl-messageformat, qr) come from node_modules.
// - The pages' stylesheets (web/css) are minified; a game's own stylesheet is imported by its
//   board and copied beside it.
// - Every file under /assets/ has a hash of its content in its name, so that it may be kept for
//   good; the HTML pages, written from web/templates/ by pages.mjs, name those files.
// - The "How to play" guides keep a fixed address, /games/<id>/howto.js: pages ask by that
//   address whether a game has one. So does the service worker, /sw.js (web/worker/sw.ts): the
//   page registers it by name, and its scope is the folder it is served from.
// - The icons, the app's manifest, the favicon and the headers (web/_headers) are copied.
// - The API reference's script (Scalar's single-file standalone build) is copied from
//   node_modules to the address /api/docs names (SCALAR_SCRIPT in src/api/docs.ts), so that the
//   reference loads nothing from another site. It is a finished bundle of its own, not the page's.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pageAssets, renderPages } from './pages.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const WEB = join(ROOT, 'web');
export const DIST = join(WEB, 'dist');
/** Files and folders under web/ served as they are. */
const STATIC = ['favicon.svg', '_headers', 'manifest.webmanifest', 'icons'];
/** Where /api/docs loads Scalar's script from (SCALAR_SCRIPT in src/api/docs.ts), under web/dist/. */
export const SCALAR_FILE = 'vendor/scalar/standalone.js';

/** Scalar's standalone script: the package exports no path to it; it sits in dist/browser/, beside the exported dist/style.css. */
function scalarScript() {
  const dist = dirname(createRequire(import.meta.url).resolve('@scalar/api-reference/style.css'));
  return readFileSync(join(dist, 'browser', 'standalone.js'));
}

/**
 * esbuild's options for the page's scripts, shared with the browser tests' build of single modules
 * (`hashed` false: each module at its own name, for a test to import).
 * @param {{ entryPoints: string[]; outdir: string; publicPath: string; hashed?: boolean }} options
 * @returns {import('esbuild').BuildOptions & { write: false; metafile: true }}
 */
export function scriptOptions({ entryPoints, outdir, publicPath, hashed = true }) {
  const names = hashed ? '[dir]/[name]-[hash]' : '[dir]/[name]';
  return {
    entryPoints,
    outbase: join(WEB, 'src'),
    outdir,
    // Chunks and a game's stylesheet are fetched from the scripts that need them: by absolute address.
    publicPath,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    tsconfig: join(WEB, 'tsconfig.json'),
    loader: { '.css': 'file' },
    entryNames: names,
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: names,
    minify: hashed,
    sourcemap: hashed ? 'linked' : false,
    metafile: true,
    write: false,
    absWorkingDir: ROOT,
    logLevel: 'warning',
  };
}

/** Each game's guide, web/src/games/<id>/howto.ts. */
function guideSources() {
  const games = join(WEB, 'src', 'games');
  return readdirSync(games, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(games, d.name, 'howto.ts')))
    .map((d) => join(games, d.name, 'howto.ts'));
}

/** A path under web/ as the pages name it, from a path esbuild reports (relative to ROOT). */
function underWeb(path) {
  return relative(WEB, join(ROOT, path)).split(sep).join('/');
}

/** The address an output file is served at, from its path on disk. */
function served(path) {
  return `/${relative(DIST, path).split(sep).join('/')}`;
}

/**
 * Builds everything in memory: the files of web/dist/ (path under it -> contents) and the
 * scripts' metafile (what went into which output: tests/layout/web-bundles.test.ts reads it).
 */
export async function buildWeb() {
  const { scripts, styles } = pageAssets(WEB);
  const assets = join(DIST, 'assets');
  const [js, css, guides, worker] = await Promise.all([
    build(scriptOptions({ entryPoints: scripts.map((s) => join(WEB, s)), outdir: assets, publicPath: '/assets' })),
    build({
      entryPoints: styles.map((s) => join(WEB, s)),
      outbase: WEB,
      outdir: assets,
      bundle: true,
      minify: true,
      entryNames: '[dir]/[name]-[hash]',
      metafile: true,
      write: false,
      absWorkingDir: ROOT,
      logLevel: 'warning',
    }),
    build({
      entryPoints: guideSources(),
      outbase: join(WEB, 'src'),
      outdir: DIST,
      bundle: true,
      format: 'esm',
      target: 'es2022',
      tsconfig: join(WEB, 'tsconfig.json'),
      minify: true,
      write: false,
      absWorkingDir: ROOT,
      logLevel: 'warning',
    }),
    // A classic script: a worker registered without `type: 'module'` imports nothing.
    build({
      entryPoints: [join(WEB, 'worker', 'sw.ts')],
      outfile: join(DIST, 'sw.js'),
      bundle: true,
      format: 'iife',
      target: 'es2022',
      tsconfig: join(WEB, 'worker', 'tsconfig.json'),
      minify: true,
      write: false,
      absWorkingDir: ROOT,
      logLevel: 'warning',
    }),
  ]);
  const built = {};
  for (const [path, output] of Object.entries({ ...js.metafile.outputs, ...css.metafile.outputs })) {
    if (!output.entryPoint) continue;
    const preload = output.imports.filter((i) => i.kind === 'import-statement').map((i) => served(join(ROOT, i.path)));
    built[underWeb(output.entryPoint)] = { file: served(join(ROOT, path)), preload };
  }
  const files = new Map();
  for (const f of [...js.outputFiles, ...css.outputFiles, ...guides.outputFiles, ...worker.outputFiles]) files.set(relative(DIST, f.path).split(sep).join('/'), f.contents);
  for (const name of STATIC.flatMap((entry) => (statSync(join(WEB, entry)).isDirectory() ? filesUnder(join(WEB, entry), `${entry}/`) : [entry]))) {
    files.set(name, readFileSync(join(WEB, name)));
  }
  files.set(SCALAR_FILE, scalarScript());
  for (const [name, html] of Object.entries(renderPages(WEB, built))) files.set(name, html);
  return { files, metafile: js.metafile, built };
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? filesUnder(join(dir, d.name), `${prefix}${d.name}/`) : [`${prefix}${d.name}`],
  );
}

/**
 * Writes the build into web/dist/ and removes what an earlier build left there. The folder itself
 * stays: a running `wrangler dev` watches it.
 */
export async function writeWeb() {
  const { files } = await buildWeb();
  mkdirSync(DIST, { recursive: true });
  for (const old of filesUnder(DIST)) if (!files.has(old)) rmSync(join(DIST, old));
  for (const [name, contents] of files) {
    const path = join(DIST, name);
    // An unchanged file is left as it is, so that a running `wrangler dev` sees only what changed.
    if (existsSync(path) && Buffer.from(contents).equals(readFileSync(path))) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, contents);
  }
  return [...files.keys()];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await writeWeb();
