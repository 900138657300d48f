import { takeDigestRefs } from '../db/digests';
import { optOut } from '../db/mail';
import type { Env } from '../env';
import type { Unsubscribe } from './addresses';
import { inEnglish } from '../text/catalogues';

export type Unsubscribed = { ok: true; outcome: 'opted_out' | 'unsubscribed'; seats: number } | { ok: false; message: string };

/**
 * What every unsubscribe link and address does, by the web page's button, the one-click POST or
 * a mail to unsubscribe+…: a seat's link stops mail from that seat, a digest's link stops every
 * seat that digest spoke for, a sign-in mail's link stops sign-in mail to that address.
 */
export async function applyUnsubscribe(env: Env, what: Unsubscribe): Promise<Unsubscribed> {
  if (what.kind === 'address') {
    await optOut(env.DB, what.emailHash, Date.now());
    return { ok: true, outcome: 'opted_out', seats: 0 };
  }
  const refs = what.kind === 'seat' ? [what.ref] : await takeDigestRefs(env.DB, what.emailHash);
  let seats = 0;
  for (const r of refs) {
    const done = await env.MATCH.get(env.MATCH.idFromName(r.match)).unsubscribe(r.seat);
    if (done.ok) seats++;
    else if (what.kind === 'seat') return { ok: false, message: inEnglish('', done.message) };
  }
  return { ok: true, outcome: 'unsubscribed', seats };
}
