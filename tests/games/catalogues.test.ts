import { isStructurallySame, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS, type Catalogue, type Lang } from '../../src/engine/text';
import { registry } from '../../src/games';
import { coreMessages } from '../../src/text/core';
import { mailMessages } from '../../src/notify/messages';
import { render } from '../../src/text/render';
import { sampleArguments } from '../support/icu-samples';

/**
 * Every catalogue of words (DESIGN.md §3 "Words, not codes"): the platform's, each game's, and
 * the page's. Each key is in both languages with the same arguments, every message parses as
 * ICU MessageFormat and renders in both languages, and a game's keys carry its prefix.
 */

function checkCatalogue(name: string, catalogue: Catalogue, prefix: string | null): string[] {
  const problems: string[] = [];
  const keys = new Set([...Object.keys(catalogue.en), ...Object.keys(catalogue.es)]);
  for (const key of keys) {
    if (prefix && !key.startsWith(prefix)) problems.push(`${name}: "${key}" lacks the prefix ${prefix}`);
    const parsed: Partial<Record<Lang, MessageFormatElement[]>> = {};
    for (const lang of LANGS) {
      const pattern = catalogue[lang][key];
      if (pattern === undefined) {
        problems.push(`${name}: "${key}" has no ${lang === 'en' ? 'English' : 'Spanish'}`);
        continue;
      }
      try {
        parsed[lang] = parse(pattern);
      } catch (e) {
        problems.push(`${name} ${lang}: "${key}" does not parse: ${(e as Error).message}`);
      }
    }
    if (!parsed.en || !parsed.es) continue;
    const same = isStructurallySame(parsed.en, parsed.es);
    if (!same.success) problems.push(`${name}: "${key}" has other arguments in Spanish than in English: ${same.error?.message}`);
    const values = sampleArguments(parsed.en);
    for (const lang of LANGS) {
      try {
        const params = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v]));
        render({ key, params }, lang, catalogue, () => 'Ana', { strict: true });
      } catch (e) {
        problems.push(`${name} ${lang}: "${key}" does not render: ${(e as Error).message}`);
      }
    }
  }
  return problems;
}

const WEB = resolve(__dirname, '../../web');

/** The page's own catalogues: web/src/strings*.ts and each game's web/src/games/<id>/strings.ts. */
async function webCatalogues(): Promise<[string, Catalogue][]> {
  const files = [
    join(WEB, 'src/strings.ts'),
    join(WEB, 'src/strings-notify.ts'),
    ...readdirSync(join(WEB, 'src/games'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => join(WEB, 'src/games', d.name, 'strings.ts')),
  ];
  const out: [string, Catalogue][] = [];
  for (const file of files) {
    let mod: Record<string, unknown>;
    try {
      mod = await import(file);
    } catch {
      continue; // a game drawn without strings of its own
    }
    for (const value of Object.values(mod)) {
      const c = value as Catalogue;
      if (c && typeof c === 'object' && c.en && c.es) out.push([file.slice(WEB.length + 1), c]);
    }
  }
  return out;
}

describe('catalogues of words', () => {
  it('the platform’s messages: both languages, the same arguments, all render', () => {
    expect(checkCatalogue('core', coreMessages, 'core.')).toEqual([]);
  });

  it('the emails’ words: both languages, the same arguments, all render', () => {
    expect(checkCatalogue('mail', mailMessages, 'mail.')).toEqual([]);
  });

  for (const { game } of Object.values(registry)) {
    if (!game.messages) continue;
    it(`${game.title}: every message in English and Spanish with the same arguments, each renders`, () => {
      const prefix = `${Object.keys(game.messages!.en)[0]?.split('.')[0]}.`;
      expect(checkCatalogue(game.id, game.messages!, prefix)).toEqual([]);
    });
  }

  it('the page’s words: both languages, the same arguments, all render', async () => {
    const catalogues = await webCatalogues();
    expect(catalogues.length).toBeGreaterThanOrEqual(2);
    expect(catalogues.flatMap(([name, c]) => checkCatalogue(name, c, null))).toEqual([]);
  });

  it('finds a missing language, a different argument and a broken pattern (the check itself)', () => {
    const broken: Catalogue = {
      en: { 'x.a': 'One {n}', 'x.b': '{count, plural, one {# card} other {# cards}}', 'x.c': 'Fine', 'x.d': 'Bad {' },
      es: { 'x.a': 'Uno', 'x.b': '{n, plural, one {# carta} other {# cartas}}', 'x.d': 'Mal' },
    };
    const problems = checkCatalogue('broken', broken, 'x.');
    expect(problems.some((p) => p.includes('"x.c" has no Spanish'))).toBe(true);
    expect(problems.some((p) => p.includes('"x.a" has other arguments'))).toBe(true);
    expect(problems.some((p) => p.includes('"x.b" has other arguments'))).toBe(true);
    expect(problems.some((p) => p.includes('"x.d" does not parse'))).toBe(true);
  });
});
