// The rule of the next click on the board (board-actions.ts): which of a command's tokens may be
// clicked after those picked so far. No DOM: the tests check every game's commands against it.

/**
 * The tokens of a command that may be clicked next after `picked`, or null when the command does
 * not go on from `picked`: its tokens in order up to `from`, then the rest in any order, each once.
 */
export function nextClicks(tokens: readonly string[], picked: readonly string[], from = Infinity): string[] | null {
  const fixed = Math.min(from, tokens.length);
  if (!picked.slice(0, fixed).every((p, i) => tokens[i] === p)) return null;
  const rest = tokens.slice(fixed);
  for (const p of picked.slice(fixed)) {
    const i = rest.indexOf(p);
    if (i < 0) return null;
    rest.splice(i, 1);
  }
  return picked.length < fixed ? [tokens[picked.length]] : rest;
}
