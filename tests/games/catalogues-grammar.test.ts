import { describe, expect, it } from 'vitest';
import { LANGS, type Catalogue } from '../../src/engine/text';
import { registry } from '../../src/games';
import { coreMessages } from '../../src/text/core';
import { mailMessages } from '../../src/notify/messages';
import { render } from '../../src/text/render';
import { argumentVariants, grammarProblems } from '../support/grammar';

/**
 * Issue 30 "Grammar and language": every message of every catalogue (the platform's, the
 * emails', each game's), rendered in English and Spanish down every branch of its selects and
 * plurals, has no article that misfits its noun ("faces a attack", "sufre una ataque") and no
 * English word in Spanish. Arguments are samples here; tests/games/words.test.ts reads the same
 * checks over whole games, where the arguments are real names.
 */

function problemsOf(name: string, catalogue: Catalogue): string[] {
  const out: string[] = [];
  for (const key of Object.keys(catalogue.en)) {
    for (const params of argumentVariants(catalogue.en[key])) {
      for (const lang of LANGS) {
        const words = render({ key, params }, lang, catalogue, () => 'Ana', { strict: true });
        for (const p of grammarProblems(words, lang)) out.push(`${name} ${lang} "${key}": ${p} in "${words}"`);
      }
    }
  }
  return [...new Set(out)];
}

describe('articles and languages in every catalogue', () => {
  it('the platform’s messages and the emails’ words', () => {
    expect([...problemsOf('core', coreMessages), ...problemsOf('mail', mailMessages)]).toEqual([]);
  });

  for (const { game } of Object.values(registry)) {
    if (!game.messages) continue;
    it(`${game.title}: every branch of every message in both languages`, () => {
      expect(problemsOf(game.id, game.messages!)).toEqual([]);
    });
  }

  it('finds "a attack", "an Revolt", "una ataque", "un ciudad" and "and" in Spanish, and lets the right ones by (the check itself)', () => {
    const c: Catalogue = {
      en: { 'x.a': '{t} faces {k, select, attack {a attack} revolt {an Revolt} other {a union}}.', 'x.b': 'An hour, an X, a X, a one-off.' },
      es: { 'x.a': '{t} sufre {k, select, attack {una ataque} revolt {un ciudad} other {Llanura Este and Puente}}.', 'x.b': 'Un arma, un día, una ciudad, un ataque, una X.' },
    };
    const found = problemsOf('x', c);
    expect(found.filter((p) => p.includes('"x.a"'))).toEqual([
      'x en "x.a": "a attack" in "X faces a attack."',
      'x es "x.a": "una ataque" in "X sufre una ataque."',
      'x en "x.a": "an Revolt" in "X faces an Revolt."',
      'x es "x.a": "un ciudad" in "X sufre un ciudad."',
      'x es "x.a": the English word "and" in "X sufre Llanura Este and Puente."',
    ]);
    expect(found.filter((p) => p.includes('"x.b"'))).toEqual([]);
  });
});
