import { createRoute, z } from '@hono/zod-openapi';
import { parseRestoreToken, type GrantRef } from '../../notify/addresses';
import type { Lang } from '../../notify/i18n';
import { RESTORE_PAGE } from '../../notify/ownership';
import { escapeHtml } from '../../notify/templates';
import { langOf } from '../../text/render';
import { htmlPage } from '../html';
import { links } from '../links';
import { html, linkParams, routes, serve, NO_TOKEN } from '../openapi';
import { failures, SENT } from '../schemas/errors';
import type { Ctx } from '../room';
import type { GrantOver } from '../../match/seats/ownership';

/**
 * The link of an ownership mail (match/seats/ownership.ts): a page that asks, with a button to
 * take the seat back. A GET only shows it, so that mail scanners which open links change
 * nothing; the page's form acts, and its answer shows the seat's fresh owner link, once. The
 * link names its match, so no index is asked: the match's object decides.
 */
export const restoreRoutes = routes();

async function target(c: Ctx): Promise<GrantRef | null> {
  const secret = c.env.SERVICE_SECRET;
  const token = c.req.param('token') ?? '';
  return secret && token.length <= 200 ? parseRestoreToken(secret, token) : null;
}

function stub(c: Ctx, ref: GrantRef) {
  return c.env.MATCH.get(c.env.MATCH.idFromName(ref.match));
}

/** A page in the seat's language: `body` is HTML made of escaped words. */
function page(c: Ctx, lang: Lang, body: string, status: 200 | 404 | 410 = 200): Response {
  return htmlPage(c, RESTORE_PAGE[lang].title, `<h1>${escapeHtml(RESTORE_PAGE[lang].title)}</h1>${body}`, status, lang);
}

const said = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** The page of a link that can no longer restore (used, expired, or undone by an earlier one). */
function over(c: Ctx, lang: Lang, state: GrantOver): Response {
  return page(c, lang, said(RESTORE_PAGE[lang][state]), 410);
}

const tags = ['Email links'];
const pages = {
  404: html('The link is not valid.'),
  410: html('The link can no longer restore the seat: used, expired, or undone by an earlier one.'),
};

const ask = createRoute({
  operationId: 'restorePage',
  method: 'get',
  path: '/restore/{token}',
  tags,
  summary: 'The page of an ownership mail',
  description: 'Asks, with a button to take the seat back; it changes nothing by itself.',
  security: NO_TOKEN,
  request: { params: linkParams },
  responses: { 200: html('The question.'), ...pages },
});

serve(restoreRoutes, ask, async (c) => {
  const asked = langOf(c.req.header('accept-language'));
  const ref = await target(c);
  const r = ref && (await stub(c, ref).restoreState(ref.seat, ref.grant));
  if (!r || !r.ok) return page(c, asked, said(RESTORE_PAGE[asked].badLink), 404);
  const { lang, state, title, seatName } = r.value;
  if (state !== 'open' && state !== 'restored') return over(c, lang, state);
  const w = RESTORE_PAGE[lang];
  return page(
    c,
    lang,
    `${said(w.question(title, seatName))}
<form method="post"><button type="submit" name="answer" value="restore">${escapeHtml(w.restore)}</button></form>`,
  );
});

const restoreForm = z.object({ answer: z.literal('restore') }).openapi({ example: { answer: 'restore' } });

const restore = createRoute({
  operationId: 'restoreSeat',
  method: 'post',
  path: '/restore/{token}',
  tags,
  summary: 'Take the seat back',
  description: 'Only the page’s own button (`answer=restore`) restores; any other POST is sent back to the question. Every other link and device of the seat stops working.',
  security: NO_TOKEN,
  request: { params: linkParams, body: { content: { 'application/x-www-form-urlencoded': { schema: restoreForm } } } },
  responses: {
    200: html('Restored: the page shows the seat’s fresh owner link, once.'),
    303: { description: 'Not the page’s button: back to the question.', headers: { location: { description: 'This page’s address.', schema: { type: 'string' } } } },
    ...pages,
    ...failures(SENT),
  },
});

serve(restoreRoutes, restore, async (c) => {
  const asked = langOf(c.req.header('accept-language'));
  const ref = await target(c);
  if (!ref) return page(c, asked, said(RESTORE_PAGE[asked].badLink), 404);
  const room = stub(c, ref);
  // Only the page's own button restores: any other POST (a link checker, a client's one-click
  // unsubscribe) changes nothing and is shown the question again.
  const form = new URLSearchParams(await c.req.text());
  if (form.get('answer') !== 'restore') return c.redirect(new URL(c.req.url).pathname, 303);
  const r = await room.restoreOwner(ref.seat, ref.grant);
  if (!r.ok) return page(c, asked, said(RESTORE_PAGE[asked].badLink), 404);
  const { lang, state, title, token } = r.value;
  if (state !== 'open' && state !== 'restored') return over(c, lang, state);
  const w = RESTORE_PAGE[lang];
  if (!token) return page(c, lang, said(w.badLink), 404);
  const url = links(c, ref.match).seat(token);
  return page(
    c,
    lang,
    `${said(w.restored(title))}
${said(w.keep)}
<p><a href="${escapeHtml(url)}">${escapeHtml(w.open)}</a></p>
<p><input readonly size="60" value="${escapeHtml(url)}" aria-label="${escapeHtml(w.open)}" style="width:100%"></p>`,
  );
});
