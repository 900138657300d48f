import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/engine/text';
import { coreMessages } from '../../src/text/core';
import { MAX_NAME_LENGTH } from '../../src/match/log/naming';
import { NAME_STRINGS } from '../../web/src/strings-name';

describe('the pages name a match as the service does (issue 31)', () => {
  it('the page’s copies of the default name, an open seat and the rename line are the platform’s own', () => {
    // "Your matches" reads names without a game's catalogue, so the page keeps its own copy of these.
    for (const lang of LANGS) {
      for (const key of ['core.matchName', 'core.player', 'core.named']) expect(NAME_STRINGS[lang][key], `${lang} ${key}`).toBe(coreMessages[lang][key]);
    }
  });

  it('the page’s word for a bad name says the service’s limit', () => {
    for (const lang of LANGS) expect(NAME_STRINGS[lang].matchNameWrong).toContain(`1 ${lang === 'en' ? 'to' : 'a'} ${MAX_NAME_LENGTH} `);
  });
});
