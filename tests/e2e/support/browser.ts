import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium (`apt-get install -y chromium`); playwright cannot download browsers here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const baseUrl = (): string => inject('baseUrl');

export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`No browser at ${CHROMIUM}: run \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`);
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
}

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * A fresh browser profile (its own cookies and storage), in English unless told otherwise. The
 * site's service worker (web/worker/sw.ts, served as /sw.js) runs in it; a test that stands in for the service's answers
 * with `route()` blocks it, since playwright does not see the requests a service worker makes.
 */
export async function context(browser: Browser, viewport = DESKTOP, locale = 'en-GB', serviceWorkers: 'allow' | 'block' = 'allow'): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport, locale, baseURL: baseUrl(), serviceWorkers });
  ctx.setDefaultTimeout(15_000);
  return ctx;
}

/**
 * Collects uncaught exceptions and console errors so that a test can assert there were none.
 * Refused requests (a 409 or 422 the page explains in words) are the page working, not errors.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
  });
  return errors;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync('test-results', { recursive: true });
  const path = `test-results/${name}.png`;
  await page.screenshot({ path, fullPage: true });
  // After a full-page capture headless Chromium's scroll position is out of step with the one
  // the page reports, and the next click can land beside its target; scrolling puts them back.
  await page.evaluate('window.scrollTo(0, 0)');
  return path;
}
