import type { Page } from 'playwright-core';

/** The entry number the page shows (body[data-seq]), or -1 before the first render. */
export async function seqOf(page: Page): Promise<number> {
  return Number((await page.locator('body').getAttribute('data-seq')) ?? -1);
}

/** Waits until the page shows entry `seq` and is not sending a command. */
export async function waitForSeq(page: Page, seq: number): Promise<void> {
  await page.locator(`body[data-seq="${seq}"]:not([data-busy])`).waitFor({ state: 'attached' });
}

export async function waitForLive(page: Page): Promise<void> {
  await page.locator('#connection[data-mode="live"]').waitFor();
}

/** The game's command buttons in view (not undo, not in a folded group), once they are enabled. */
export function commandButtons(page: Page) {
  return page.locator('#commands .group:not(.undo-group) button.command:enabled:visible');
}
