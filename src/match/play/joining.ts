import { broadcast } from '../live/live';
import { notFound } from '../log/context';
import { NOT_STARTED } from '../notices/turns';
import { done, refuse, type Outcome } from '../records/outcome';
import { defaultContact, sealSeatToken } from '../seats/contacts';
import { prepareClaim, prepareMatch, writeSeating, type CreateInput, type Created, type JoinInput, type Joined } from '../seats/seating';
import { askConfirmation } from '../settings/confirmation';
import type { Match } from './match';

/**
 * Seats taken (seats/seating.ts): a match created with the seats named at once, and a seat
 * claimed with the invite code. Each seat's link is sealed for its emails, its address asked to
 * be confirmed; when the last seat is taken, set-up is entry 0 and the first turn is told like
 * any step's. Both are rare: other requests wait while they hash.
 */

export async function create(m: Match, input: CreateInput): Promise<Outcome<Created>> {
  return m.ctx.blockConcurrencyWhile(async () => {
    if (m.store.meta()) return refuse(409, 'match_exists', 'A match with this id already exists.');
    const now = Date.now();
    const { meta, rows, created } = await prepareMatch(input, now);
    const boxes = await Promise.all(created.seats.map((s) => sealSeatToken(m.env, input.id, s.seat, s.token)));
    writeSeating(m.store, meta, rows, now, () => {
      created.seats.forEach((s, i) => {
        const p = input.players[s.seat];
        m.contacts.put({ ...defaultContact(s.seat), lang: p.lang ?? 'en', notify: p.notify ?? 'turn', webhookFormat: p.webhookFormat ?? null, tokenBox: boxes[i] });
        askConfirmation(m, s.seat, 'creator', now);
      });
      if (meta.rngSeed) m.committer.inCommit(NOT_STARTED, null, now);
    });
    m.committer.afterTransaction(now);
    return done(created);
  });
}

export async function join(m: Match, input: JoinInput): Promise<Outcome<Joined>> {
  return m.ctx.blockConcurrencyWhile(async () => {
    const stored = m.store.meta();
    if (!stored) return notFound();
    const meta = { ...stored };
    const now = Date.now();
    const claim = await prepareClaim(meta, m.store.seats(), input, now);
    if (!claim.ok) return claim;
    const { claimed, full, token } = claim.value;
    const box = await sealSeatToken(m.env, meta.id, claimed.seat, token);
    writeSeating(m.store, meta, [claimed], now, () => {
      const before = m.contacts.get(claimed.seat);
      m.contacts.put({
        ...before,
        lang: input.lang ?? before.lang,
        notify: input.notify ?? before.notify,
        webhookFormat: input.webhookFormat ?? before.webhookFormat,
        tokenBox: box,
      });
      askConfirmation(m, claimed.seat, 'holder', now);
      if (full) m.committer.inCommit(NOT_STARTED, null, now);
    });
    m.committer.afterTransaction(now);
    broadcast(m.ctx, { type: 'update', seq: 0, status: full ? 'active' : 'open' });
    return done({ seat: claimed.seat, name: input.name, token });
  });
}
