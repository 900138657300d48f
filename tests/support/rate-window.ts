/**
 * The local rate limiter (wrangler's `[[ratelimits]]`, `simple = { period = 60 }`) counts in
 * windows of the wall clock's minutes, and a window that rolls over in the middle of a test
 * starts every count again. A test that counts past a limit first waits, if need be, until at
 * least `needMs` are left in the current minute (by default half of one, room for a loaded machine).
 */
export async function freshWindow(needMs = 30_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((r) => setTimeout(r, left + 100));
}
