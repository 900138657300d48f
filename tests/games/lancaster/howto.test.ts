import { describe, expect, it } from 'vitest';
import { expectCompleteGuide } from '../../support/guides';
// The page's guide is a module (web/src/games/lancaster/howto.ts), shown at /rules/lancaster.
import { howTo } from '../../../web/src/games/lancaster/howto';

describe('How to play Lancaster', () => {
  it('is complete in English and Spanish, section for section, with no rule or piece ids', () => {
    expectCompleteGuide(howTo, /\b(?:[A-Z]{1,3}-\d+|[cC]\d\d|[lL]\d\d|kf\d|x[1-6]|s[1-3]|ac[12])\b/);
  });
});
