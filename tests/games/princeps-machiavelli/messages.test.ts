import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import type { Phrase } from '../../../src/engine/text';
import { messages } from '../../../src/games/princeps-machiavelli/messages';
import { coreMessages } from '../../../src/text/core';
import { render } from '../../../src/text/render';
import { randomBot } from '../../../src/games/princeps-machiavelli/bot';
import { playRandom } from '../../support/game-harness';
import { game } from './helpers';

const catalogue = { en: { ...coreMessages.en, ...messages.en }, es: { ...coreMessages.es, ...messages.es } };

function spanish(p: Phrase): string {
  return render(p, 'es', catalogue, (seat) => `Jugador ${seat + 1}`, { strict: true });
}

describe('the catalogue (words, not codes)', () => {
  it('English and Spanish have the same keys, all with the game’s prefix, and every message parses', () => {
    expect(Object.keys(messages.es).sort()).toEqual(Object.keys(messages.en).sort());
    for (const lang of ['en', 'es'] as const) {
      for (const [key, pattern] of Object.entries(messages[lang])) {
        expect(key.startsWith('pm.'), key).toBe(true);
        expect(() => new IntlMessageFormat(pattern, lang), `${lang} ${key}`).not.toThrow();
      }
    }
  });

  it('no rule id, card id or "Seat N" in anything a player reads', () => {
    const ids = /\b(PM|R|A|TS)-\d+\b|\b(CA|CO|ME|CI|RV|CJ|SP|LR|CL|FO|EP|T)\d\d\b|PR-[NPHE]|\bMQ\b|Seat \d/;
    for (const lang of ['en', 'es'] as const) for (const [key, pattern] of Object.entries(messages[lang])) expect(pattern, `${lang} ${key}`).not.toMatch(ids);
  });

  it('every log line, prompt, summary, refusal and command description of whole games reads in Spanish too', () => {
    for (const seats of [2, 3, 4, 5]) {
      let n = 0;
      playRandom(game, randomBot, { seats, seed: `es-${seats}` }, ({ before, after, seat, command, log }) => {
        for (const line of log) expect(spanish(line.text).length).toBeGreaterThan(0);
        if (n++ % 5 === 0) for (const viewer of [null, seat]) for (const line of game.summary(after, viewer)) spanish(line);
        spanish(game.describe!(before, seat, command).text);
        const refusal = game.apply(before, seat, 'attack pr-n1 napoli');
        if (!refusal.ok) spanish(refusal.message);
      });
    }
  });
});
