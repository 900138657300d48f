// What changed since the board a player saw before (DESIGN.md §8): a renderer's `marks(view)`
// gives a short signature of what each board token shows ({ "territory:7": "red2,castle" }); the
// page compares the board it shows with the one it showed before (or, on arrival, the one this
// browser showed last time, else the board before the last entry) and marks the elements whose
// token changed. The last entry seen is remembered per match and seat in this browser.

const CHANGED = 'changed';

/** The tokens whose signature differs between two boards' marks (a token that appeared counts). */
export function changedTokens(before, after) {
  const out = new Set();
  if (!before || !after) return out;
  for (const token of Object.keys(after)) if (before[token] !== after[token]) out.add(token);
  return out;
}

/** Gives class `changed` to exactly the board elements whose token is in `tokens`. */
export function markChanged(root, tokens) {
  for (const el of root.querySelectorAll('[data-pick]')) el.classList.toggle(CHANGED, tokens.has(el.dataset.pick));
}

function key(id, you) {
  return `seen:${id}:${you === null ? 'spectator' : you}`;
}

/** The last entry this browser showed to this seat (or spectator) of the match, or null. */
export function lastSeen(id, you) {
  const raw = localStorage.getItem(key(id, you));
  return raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

export function rememberSeen(id, you, seq) {
  if ((lastSeen(id, you) ?? -1) < seq) localStorage.setItem(key(id, you), String(seq));
}
