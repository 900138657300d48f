import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CarolusView } from '../../src/games/carolus-magnus/view';
import { call, createMatch } from './support/api';
import { DESKTOP, PHONE, context, screenshot, watchErrors } from './support/browser';
import { browserSuite } from './support/suite';
import { waitForLive, waitForSeq } from './support/match-page';

interface Seen {
  seq: number;
  active: number[];
  actions: string[];
  view: CarolusView;
}

/** How a territory is drawn now: its group's filter (the glow) and its land's border. */
async function look(page: Page, selector: string): Promise<{ filter: string; stroke: string; dash: string; width: string }> {
  return page.evaluate(`(() => {
    const g = document.querySelector(${JSON.stringify(selector)});
    const land = getComputedStyle(g.querySelector('.land'));
    return { filter: getComputedStyle(g).filter, stroke: land.stroke, dash: land.strokeDasharray, width: land.strokeWidth };
  })()`);
}

/** Issue 30: Carolus Magnus' "changed" mark looks unlike its "click here" mark, and a legend says which is which. */
describe('Carolus Magnus: what changed and what can be clicked, told apart', () => {
  const { browser, errors } = browserSuite();

  it('a paladin landed behind the emperor is marked changed while the emperor\'s stops are marked to click: unlike in border and glow, each named in the legend', async () => {
    const match = await createMatch('carolus-magnus', ['Ana', 'Ben'], 'e2e-cm-highlights');
    const seen = async (seat: number) => (await call<Seen>('GET', `/api/matches/${match.id}`, { token: match.seats[seat].token })).body;
    const pages: Page[] = [];
    for (const [seat, viewport] of [PHONE, DESKTOP].entries()) {
      const page = await (await context(browser(), viewport)).newPage();
      errors.push(watchErrors(page));
      await page.goto(match.seats[seat].url);
      await waitForLive(page);
      pages.push(page);
    }
    // Over the API: paladins onto the territory just behind the emperor (never one of its stops), else to court, until a seat is to move the emperor after such a landing.
    let landedOn: number | null = null;
    let seat = -1;
    for (let step = 0; ; step++) {
      expect(step).toBeLessThan(80);
      seat = (await call('GET', `/api/matches/${match.id}`)).body.active[0];
      const mine = await seen(seat);
      const actions = mine.actions.filter((a) => a !== 'undo');
      if (landedOn !== null && actions.some((a) => a.startsWith('emperor '))) break;
      const ring = mine.view.territories;
      const behind = ring[(ring.findIndex((t) => t.id === mine.view.emperor) + ring.length - 1) % ring.length].id;
      const command = actions.find((a) => a.startsWith('land ') && a.endsWith(` ${behind}`)) ?? actions.find((a) => a.startsWith('court ')) ?? actions[0];
      landedOn = command.startsWith('land ') ? behind : command.startsWith('emperor ') ? null : landedOn;
      const r = await call('POST', `/api/matches/${match.id}/actions`, { token: match.seats[seat].token, body: { command, expect: mine.seq } });
      expect(r.status).toBe(200);
    }
    const page = pages[seat];
    await waitForSeq(page, (await seen(seat)).seq);
    const changed = `#board .territory.changed[data-pick="territory:${landedOn}"]`;
    await page.locator(changed).waitFor({ state: 'attached' });
    const target = page.locator('#board .territory.pickable').first();
    await target.waitFor({ state: 'attached' });
    await expect(page.locator(`${changed}.pickable`).count()).resolves.toBe(0);
    const clickHere = await look(page, '#board .territory.pickable');
    const wasChanged = await look(page, changed);
    console.log('click here:', clickHere, '· changed:', wasChanged);
    // The click-here mark glows, in gold and unbroken; the changed mark has no glow and a dashed border of another colour.
    expect(clickHere.filter).toContain('drop-shadow');
    expect(wasChanged.filter).toBe('none');
    expect(clickHere.dash).toBe('none');
    expect(wasChanged.dash).not.toBe('none');
    expect(wasChanged.stroke).not.toBe(clickHere.stroke);
    // The legend names both while both show.
    await expect(page.locator('#board [data-testid="legend-pickable"]').innerText()).resolves.toBe('Lit up, with a glow: you can click here');
    await expect(page.locator('#board [data-testid="legend-changed"]').innerText()).resolves.toBe('Dashed purple border: changed since you last looked');
    await page.locator('#board .cm-board').screenshot({ path: `test-results/cm-highlights-${seat === 0 ? 375 : 1280}.png` });
    await screenshot(page, `cm-highlights-page-${seat === 0 ? 375 : 1280}`);
    // The other page (not on turn) shows no click-here mark, nor its legend.
    const other = pages[1 - seat];
    await expect(other.locator('#board .territory.pickable').count()).resolves.toBe(0);
    await expect(other.locator('#board [data-testid="legend-pickable"]').isVisible()).resolves.toBe(false);
  });
});
