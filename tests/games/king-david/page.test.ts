import { describe, expect, it } from 'vitest';
import { expectCompleteGuide } from '../../support/guides';
import { MARKERS } from '../../../src/games/king-david/data/tables';
// The page's own modules (web/src/games/king-david/…), shown on the match page and at /rules/king-david.
import { howTo } from '../../../web/src/games/king-david/howto';
import { MARKER_WORDS } from '../../../web/src/games/king-david/markers';
import { picks } from '../../../web/src/games/king-david/picks';
import { strings } from '../../../web/src/games/king-david/strings';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

describe('The Campaigns of King David on the page', () => {
  it('How to play is complete in English and Spanish, section for section, with no rule, window or piece ids', () => {
    expectCompleteGuide(howTo, /\b(?:KD|[RAT]|W)-[A-Z0-9]+\b|\b[A-Z]{3}-[A-Z]\d\d|\b[A-Z]{3}\b(?! BC)/);
  });

  it('the board’s own words exist in English and Spanish with the same arguments', () => {
    const args = (els: MessageFormatElement[], out = new Set<string>()): Set<string> => {
      for (const el of els) {
        if (el.type !== TYPE.literal && el.type !== TYPE.pound) out.add(el.value);
        if (el.type === TYPE.plural || el.type === TYPE.select) for (const o of Object.values(el.options)) args(o.value, out);
      }
      return out;
    };
    expect(Object.keys(strings.es).sort()).toEqual(Object.keys(strings.en).sort());
    for (const key of Object.keys(strings.en)) {
      const en = strings.en[key as keyof typeof strings.en];
      const es = strings.es[key as keyof typeof strings.es];
      expect([...args(parse(es))].sort(), key).toEqual([...args(parse(en))].sort());
    }
  });

  it('A-6: each event marker in the hand is the board element of the command that plays it', () => {
    expect(MARKER_WORDS).toEqual(Object.fromEntries(MARKERS.map((m) => [m.n, m.word])));
    expect(picks('play surprise')).toEqual(['marker:surprise']);
    expect(picks('pass')).toBeNull();
    expect(picks('to gaz')).toEqual(['area:GAZ']);
    expect(picks('lose ppc')).toBeNull();
  });

  it('A-10 / KD-73: a piece is tapped where the board shows it as a chip (the moving group); otherwise its command is in the list of moves', () => {
    const chip = { id: 'JUD-I32-4', type: 'I', strength: 3, full: 3, reduced: 2, isReduced: true };
    const moving = { order: { members: [chip] }, battle: null, siege: null };
    const building = { order: null, battle: null, siege: null };
    expect(picks('drop jud-i32-4', moving)).toEqual(['piece:jud-i32-4']);
    expect(picks('restore jud-i32-4', building)).toBeNull();
  });
});
