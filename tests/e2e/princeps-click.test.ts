import { describe, expect, it } from 'vitest';
import type { PMView } from '../../src/games/princeps-machiavelli/view';
import { call, createMatch } from './support/api';
import { PHONE, context, watchErrors } from './support/browser';
import { browserSuite } from './support/suite';
import { waitForLive, waitForSeq } from './support/match-page';

interface MatchBody {
  seq: number;
  active: number[];
  actions: string[];
  view: PMView;
}

/** Issue 30: a click in the middle of a territory holding three cards or more lands on a face-down card of its stack, and picks the territory. */
describe('Princeps Machiavelli: a click anywhere on a territory that is a target', () => {
  const { browser, errors } = browserSuite();

  it('picks the territory, where its middle is a face-down card of the seat', async () => {
    const match = await createMatch('princeps-machiavelli', ['Ana', 'Ben'], 'e2e-princeps-click');
    const api = async (seat?: number) => (await call<MatchBody>('GET', `/api/matches/${match.id}`, { token: seat === undefined ? undefined : match.seats[seat].token })).body;
    const send = async (seat: number, command: string) => {
      const r = await call('POST', `/api/matches/${match.id}/actions`, { token: match.seats[seat].token, body: { command } });
      expect(r.status, `${command}: ${JSON.stringify(r.body)}`).toBe(200);
    };
    // Both draw, and are done negotiating: the preparation starts.
    for (const seat of [0, 1]) await send(seat, 'draw');
    for (const seat of [0, 1]) await send(seat, 'done');
    const seat = (await api()).active[0];
    let mine = await api(seat);
    expect(mine.view.phase).toBe('preparation');
    // Three cards face down on one of the seat's territories; the fourth is placed by clicks.
    const where = mine.view.players[seat].row[0].id;
    const word = (await api(seat)).actions.find((a) => a.startsWith('place '))!.split(' ')[2];
    for (let i = 0; i < 3; i++) {
      const place = (await api(seat)).actions.find((a) => a.startsWith('place ') && a.endsWith(` ${word}`))!;
      await send(seat, place);
    }
    mine = await api(seat);
    expect(mine.view.players[seat].row.find((t) => t.id === where)!.hidden).toHaveLength(3);
    const fourth = mine.actions.find((a) => a.startsWith('place ') && a.endsWith(` ${word}`))!;
    const card = fourth.split(' ')[1];

    const page = await (await context(browser(), PHONE)).newPage();
    errors.push(watchErrors(page));
    await page.goto(match.seats[seat].url);
    await waitForLive(page);
    await waitForSeq(page, mine.seq);
    await page.locator(`#board [data-testid="hand"] [data-pick="card:${card}"].pickable`).click();
    const territory = page.locator(`#board .territory[data-territory="${where}"]`);
    await territory.locator('xpath=self::*[contains(@class, "pickable")]').waitFor();
    await territory.scrollIntoViewIfNeeded();
    const box = (await territory.boundingBox())!;
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // The middle is on a face-down card of the seat's, drawn over the territory.
    const under = await territory.locator('g.card').evaluateAll((els, p) => els.filter((el) => { const r = el.getBoundingClientRect(); return p.x >= r.left && p.x <= r.right && p.y >= r.top && p.y <= r.bottom; }).map((el) => el.getAttribute('class')), middle);
    expect(under).toHaveLength(1);
    expect(under[0]).toMatch(/\bdown\b/);
    await page.mouse.click(middle.x, middle.y);
    await expect.poll(async () => (await api(seat)).seq, { timeout: 30_000 }).toBeGreaterThan(mine.seq);
    expect((await api(seat)).view.players[seat].row.find((t) => t.id === where)!.hidden).toHaveLength(4);
    await page.screenshot({ path: 'test-results/princeps-click-375.png' });
  });
});
