import { describe, expect, it } from 'vitest';
import { toPlainTranslations } from './translation-tree.ts';

describe('translations from the content API', () => {
  it('unwraps { text } values, keeps groups and drops empty texts', () => {
    expect(
      toPlainTranslations({
        home: 'Home',
        rights: { text: 'Every right reserved' },
        values: { craftsmanship: { title: { text: 'Craft' }, description: 'By hand' } },
        empty: '  ',
        wrappedEmpty: { text: '' },
      }),
    ).toEqual({
      home: 'Home',
      rights: 'Every right reserved',
      values: { craftsmanship: { title: 'Craft', description: 'By hand' } },
    });
  });
});
