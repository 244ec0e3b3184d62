import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@store/shared/schemas/catalog';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/**
 * The order a search answers in, pinned on the demo catalogue (decision 041): a whole word of the
 * name, then part of a name, then a whole word of the description, then part of it; newest first
 * within each. A misspelling finds words like it, the names first. The same on both databases.
 */
let ctx: TestContext;

async function search(text: string, language: 'en' | 'ar', extra = '') {
  const url = `/api/products?limit=100&search=${encodeURIComponent(text)}${extra}`;
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Product[] }).data.map((p) => p.name[language]);
}

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('search results, best first', () => {
  // A misspelling is compared with the names only (decision 041): exactly what it resembles.
  it.each([
    ['oud', ['Sahara Oud', 'Oud Al Layl', 'Honey Oud']],
    [
      'rose',
      [
        'Velours de Rose', // a whole word of the name
        'Imperial Tuberose', // part of a name
        'Oud Al Layl', // the descriptions', newest first
        'Saffron Caravan',
        'Majlis Musk',
        'Royal Saffron Attar',
        'Bergamot Royale',
      ],
    ],
    ['saffrn', ['Saffron Caravan', 'Royal Saffron Attar']],
    ['musc', ['White Linen Musk', 'Majlis Musk']],
  ])('in English: %s', async (text, expected) => {
    const found = await search(text, 'en');
    expect(found.slice(0, expected.length)).toEqual(expected);
    if (['saffrn', 'musc'].includes(text)) expect(found).toEqual(expected);
  });

  it.each([
    ['عود', ['عود الصحراء', 'عود الليل', 'عود وعسل', 'قهوة وتمر']],
    ['مسك', ['مسك الكتان الأبيض', 'مسك المجلس', 'مسك الروم الملكي']],
    // With the article written on it ("الورد"), still a whole word of the name.
    ['ورد', ['مخمل الورد', 'عود الليل', 'قافلة الزعفران', 'فانوس الزنجبيل', 'مسك المجلس']],
    ['الزعفرن', ['قافلة الزعفران', 'دهن الزعفران الملكي']],
  ])('in Arabic: %s', async (text, expected) => {
    const found = await search(text, 'ar');
    expect(found.slice(0, expected.length)).toEqual(expected);
    if (text === 'الزعفرن') expect(found).toEqual(expected);
  });

  it('looks for look-alikes only when nothing has the text as typed', async () => {
    // "musk" is written: only products with it, not every look-alike of it.
    const musk = await search('musk', 'en');
    expect(musk.length).toBeGreaterThan(2);
    const withText = await ctx.app.inject({
      method: 'GET',
      url: '/api/products?limit=100&search=musk',
    });
    for (const p of (withText.json() as { data: Product[] }).data) {
      expect(
        `${p.name.en} ${p.description.en} ${p.name.ar} ${p.description.ar}`.toLowerCase(),
      ).toContain('musk');
    }
    expect(await search('zzzzqqq', 'en')).toEqual([]);
  });

  it('keeps a sort the shopper chose', async () => {
    const byName = await search('oud', 'en', '&sortBy=name');
    expect(byName).toEqual(['Honey Oud', 'Oud Al Layl', 'Sahara Oud']);
  });
});
