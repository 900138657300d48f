import { createRoute, z } from '@hono/zod-openapi';
import { clearDecline, declineAddress } from '../../db/confirmations';
import { parseConfirmToken, type AddressRef } from '../../notify/addresses';
import { PAGE } from '../../notify/confirmation';
import type { Lang } from '../../notify/i18n';
import { escapeHtml } from '../../notify/templates';
import { langOf } from '../../text/render';
import { htmlPage } from '../html';
import { html, linkParams, routes, serve, NO_TOKEN } from '../openapi';
import { failures, SENT } from '../schemas/errors';
import type { Ctx } from '../room';

/**
 * The link of a confirmation mail (seats/confirmation.ts): a page that asks, with a button to
 * confirm and one to decline. A GET only shows it, so that mail scanners which open links
 * confirm nothing; the page's form, or the one-click POST of RFC 8058 (which declines), acts.
 */
export const confirmRoutes = routes();

async function target(c: Ctx): Promise<AddressRef | null> {
  const secret = c.env.SERVICE_SECRET;
  const token = c.req.param('token') ?? '';
  return secret && token.length <= 200 ? parseConfirmToken(secret, token) : null;
}

function stub(c: Ctx, ref: AddressRef) {
  return c.env.MATCH.get(c.env.MATCH.idFromName(ref.match));
}

/** A page in the seat's language: `body` is one paragraph of words (escaped here), or a form. */
function page(c: Ctx, lang: Lang, body: string, status: 200 | 404 | 409 = 200): Response {
  return htmlPage(c, PAGE[lang].title, `<h1>${escapeHtml(PAGE[lang].title)}</h1>${body}`, status, lang);
}

const said = (text: string) => `<p>${escapeHtml(text)}</p>`;

const tags = ['Email links'];
const confirmForm = z.object({ answer: z.enum(['yes', 'no']).optional() }).openapi({ example: { answer: 'yes' } });
const pages = {
  404: html('The link is not (or no longer) valid.'),
  409: html('The seat has another address now.'),
};

const ask = createRoute({
  operationId: 'confirmPage',
  method: 'get',
  path: '/confirm/{token}',
  tags,
  summary: 'The page of a confirmation mail',
  description: 'Asks, with a button to confirm and one to decline; it changes nothing by itself.',
  security: NO_TOKEN,
  request: { params: linkParams },
  responses: { 200: html('The question, or that the address is confirmed already.'), ...pages },
});

serve(confirmRoutes, ask, async (c) => {
  const asked = langOf(c.req.header('accept-language'));
  const ref = await target(c);
  if (!ref) return page(c, asked, said(PAGE[asked].badLink), 404);
  const state = await stub(c, ref).addressState(ref.seat, ref.emailHash);
  if (!state.ok) return page(c, asked, said(PAGE[asked].badLink), 404);
  const { lang, title, seatName, current, confirmed } = state.value;
  const w = PAGE[lang];
  if (!current) return page(c, lang, said(w.otherAddress), 409);
  if (confirmed) return page(c, lang, said(w.alreadyConfirmed(title)));
  return page(
    c,
    lang,
    `${said(w.question(title, seatName))}
<form method="post"><button type="submit" name="answer" value="yes">${escapeHtml(w.confirm)}</button></form>
<form method="post" style="margin-top:1em"><button type="submit" name="answer" value="no">${escapeHtml(w.decline)}</button></form>`,
  );
});

const answer = createRoute({
  operationId: 'confirmAnswer',
  method: 'post',
  path: '/confirm/{token}',
  tags,
  summary: 'Confirm or decline the address',
  description: 'The page’s form sends `answer=yes` or `answer=no`; any other POST (RFC 8058 one-click) declines.',
  security: NO_TOKEN,
  request: { params: linkParams, body: { content: { 'application/x-www-form-urlencoded': { schema: confirmForm } } } },
  responses: { 200: html('Confirmed, or declined.'), ...pages, ...failures(SENT) },
});

serve(confirmRoutes, answer, async (c) => {
  const asked = langOf(c.req.header('accept-language'));
  const ref = await target(c);
  if (!ref) return page(c, asked, said(PAGE[asked].badLink), 404);
  // The page's buttons send answer=yes or answer=no; a mail client's one-click unsubscribe
  // (List-Unsubscribe=One-Click) declines.
  const form = new URLSearchParams(await c.req.text());
  const yes = form.get('answer') === 'yes';
  const room = stub(c, ref);
  const r = yes ? await room.confirmAddress(ref.seat, ref.emailHash) : await room.declineAddress(ref.seat, ref.emailHash);
  if (!r.ok) return page(c, asked, said(PAGE[asked].badLink), 404);
  const { lang, title, current, confirmed } = r.value;
  const w = PAGE[lang];
  if (!current) return page(c, lang, said(w.otherAddress), 409);
  if (yes) {
    await clearDecline(c.env.DB, ref.emailHash);
    return page(c, lang, said(w.confirmed(title)));
  }
  if (confirmed) return page(c, lang, said(w.confirmedDecline));
  await declineAddress(c.env.DB, ref.emailHash, Date.now());
  return page(c, lang, said(w.declined));
});
