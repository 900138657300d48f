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

/**
 * Everything the game says on the page, without the notation hints (<code>): the board (with its
 * tooltips), the banner and prompt, the players, the history, the moves, the board in words and
 * the bar above the board. Run in the page as source text (the tests compile without the DOM library).
 */
export async function gameWords(page: Page): Promise<string> {
  return String(
    await page.evaluate(`(() => {
      const text = (sel) => [...document.querySelectorAll(sel)].map((el) => {
        const copy = el.cloneNode(true);
        copy.querySelectorAll('code').forEach((c) => c.remove());
        return copy.textContent;
      }).join('\\n');
      return ['#board', '#turn', '#players', '#log .lines', '#commands .sentence', '#summary', '#pick-bar'].map(text).join('\\n');
    })()`),
  );
}

/**
 * Turns on "Show commands" in the page's settings, as a player would (issue 30): the notation in
 * the history and under the moves, and the box to type a command, are off until then.
 */
export async function showCommands(page: Page): Promise<void> {
  const card = page.locator('#settings-card');
  await card.waitFor();
  if ((await card.getAttribute('open')) === null) await card.locator('> summary').click();
  await page.locator('#show-commands').check();
}
