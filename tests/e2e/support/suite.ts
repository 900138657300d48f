import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launch } from './browser';

/**
 * A describe block's browser, launched before its tests and closed after them, and the list its
 * pages' errors go to (watchErrors): the block ends by asking that there were none.
 */
export function browserSuite(): { browser: () => Browser; errors: string[][] } {
  let browser: Browser | undefined;
  const errors: string[][] = [];
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    expect(errors.flat()).toEqual([]);
  });
  return {
    browser: () => {
      if (!browser) throw new Error('the browser is launched before the tests');
      return browser;
    },
    errors,
  };
}
