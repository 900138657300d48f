// Puts the browser copies of the page's libraries under web/vendor/ and writes the pages from
// web/templates/ (neither committed): wrangler runs this before `wrangler dev` and
// `wrangler deploy` ([build] in wrangler.toml). The page formats
// its messages with the same ICU MessageFormat library as the server (intl-messageformat).
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { writePages } from './pages.mjs';

const require = createRequire(import.meta.url);
const root = join(dirname(new URL(import.meta.url).pathname), '..');
const out = join(root, 'web', 'vendor');
mkdirSync(out, { recursive: true });
// The package's single-file ES module build (it bundles its parser): servable as it is.
const pkg = dirname(require.resolve('intl-messageformat'));
copyFileSync(join(pkg, 'intl-messageformat.iife.js'), join(out, 'intl-messageformat.js'));
// The QR encoder for hand-over codes (paulmillr's `qr`): one self-contained ES module, no imports.
copyFileSync(join(dirname(require.resolve('qr')), 'index.js'), join(out, 'qr.js'));

// The API reference's script (Scalar's single-file standalone build), served from the Worker's
// own assets so that /api/docs loads nothing from another site (src/api/docs.ts).
mkdirSync(join(out, 'scalar'), { recursive: true });
// The package exports no path to it: it sits in dist/browser/, beside the exported dist/style.css.
const scalar = dirname(require.resolve('@scalar/api-reference/style.css'));
copyFileSync(join(scalar, 'browser', 'standalone.js'), join(out, 'scalar', 'standalone.js'));

// The HTML pages, with the <head> lines they share from one source.
writePages(join(root, 'web'));
