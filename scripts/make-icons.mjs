// Draws the app's icons (web/icons/*.png, committed) from web/favicon.svg with Debian's Chromium:
// the sizes installers ask for (192 and 512 pixels, "any" purpose), a maskable one whose picture
// keeps inside the central safe zone (80 %) on the icon's own blue, and Apple's 180-pixel touch
// icon. Run again after changing the favicon: `node scripts/make-icons.mjs`.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
const svg = readFileSync(join(root, 'web', 'favicon.svg'), 'utf8');
const out = join(root, 'web', 'icons');
mkdirSync(out, { recursive: true });

const ICONS = [
  { name: 'icon-192.png', size: 192, inset: 0 },
  { name: 'icon-512.png', size: 512, inset: 0 },
  { name: 'maskable-512.png', size: 512, inset: 0.1 },
  { name: 'apple-touch-icon.png', size: 180, inset: 0.06 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  for (const { name, size, inset } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const pad = Math.round(size * inset);
    // A padded icon stands on the favicon's own blue, so that a mask of any shape shows no white corner.
    const html = `<html><body style="margin:0;background:${inset ? '#1f4e79' : 'transparent'}"><div style="padding:${pad}px;width:${size - 2 * pad}px;height:${size - 2 * pad}px">${svg.replace('<svg ', `<svg width="${size - 2 * pad}" height="${size - 2 * pad}" `)}</div></body></html>`;
    await page.setContent(html);
    await page.screenshot({ path: join(out, name), omitBackground: !inset, clip: { x: 0, y: 0, width: size, height: size } });
    console.log(`web/icons/${name}`);
  }
} finally {
  await browser.close();
}
