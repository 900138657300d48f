// The page's own rule for what may be clicked next (web/src/clicks.ts).
import { nextClicks } from '../../web/src/clicks';

/**
 * What must hold for every listed command so that the board alone makes it (web/src/clicks.ts):
 * it has clicks (the renderer's `picks`), and no other listed command has the same clicks or goes
 * on from its last click (else that click would wait for more, or ask which one). Clicks from
 * `anyOrderFrom` on may come in any order, as the page takes them. Returns what is wrong, in words
 * for the failure message.
 */
export function notMadeByClicks(listed: readonly string[], picks: (command: string) => unknown, anyOrderFrom: (command: string) => number | null = () => null): string[] {
  const clicks = new Map(listed.map((c) => [c, picks(c) as string[] | null]));
  const wrong: string[] = [];
  for (const [command, tokens] of clicks) {
    if (!tokens || tokens.length === 0 || tokens.some((t) => typeof t !== 'string' || t === '')) {
      wrong.push(`"${command}" has no clicks`);
      continue;
    }
    for (const [other, more] of clicks) {
      if (other === command || !more || more.length < tokens.length) continue;
      const next = nextClicks(more, tokens, anyOrderFrom(other) ?? Infinity);
      if (next !== null) wrong.push(`"${other}" ${next.length === 0 ? 'has the same clicks as' : 'goes on from the clicks of'} "${command}"`);
    }
  }
  return wrong;
}
