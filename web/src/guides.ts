// Which games have a "How to play" guide (web/src/games/<id>/howto.ts, shown at /rules/<id>): a link
// to it appears only when there is one. A guide keeps a fixed address, /games/<id>/howto.js
// (scripts/build-web.mjs), so that a page can ask by it.
import type { Guide } from './games/guide';

const known = new Map<string, Promise<boolean>>();

export function guideModule(gameId: string): string {
  return `/games/${encodeURIComponent(gameId)}/howto.js`;
}

/** Whether the game has a guide (asked once per page). */
export function hasGuide(gameId: string): Promise<boolean> {
  let asked = known.get(gameId);
  if (!asked) {
    asked = fetch(guideModule(gameId), { method: 'HEAD', cache: 'no-store' })
      .then((r) => r.ok)
      .catch(() => false);
    known.set(gameId, asked);
  }
  return asked;
}

/** The game's guide, from its fixed address. */
export async function loadGuide(gameId: string): Promise<Guide | null> {
  const module: { howTo?: Guide } = await import(/* a fixed address, not a bundled module */ guideModule(gameId));
  return module.howTo ?? null;
}
