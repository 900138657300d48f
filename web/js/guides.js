// Which games have a "How to play" guide (web/games/<id>/howto.js, shown at /rules/<id>): a link
// to it appears only when there is one.
const known = new Map();

export function guideModule(gameId) {
  return `/games/${encodeURIComponent(gameId)}/howto.js`;
}

/** Whether the game has a guide (asked once per page). */
export function hasGuide(gameId) {
  if (!known.has(gameId)) {
    known.set(
      gameId,
      fetch(guideModule(gameId), { method: 'HEAD', cache: 'no-store' })
        .then((r) => r.ok)
        .catch(() => false),
    );
  }
  return known.get(gameId);
}
