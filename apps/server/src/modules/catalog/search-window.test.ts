import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductListQuery } from '@store/shared/schemas/catalog';
import { seedProductsToScale } from '../../db/seed-scale.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { listProducts, type ProductListScope } from './products.service.ts';

/**
 * A search matching more products than are ranked (decision 044): the newest name matches and the
 * newest matches, best first, then the other matches newest first, the same order on every page.
 * The window and the bound are lowered so a catalogue of 1,250 reaches them.
 */
let ctx: TestContext;
const WINDOW = 20;

async function everyPage(
  query: Partial<ProductListQuery>,
  scope: ProductListScope = {},
  limit = 7,
): Promise<Product[]> {
  const found: Product[] = [];
  for (let page = 1; ; page++) {
    const { items, pagination } = await listProducts(
      ctx.database.db,
      { page, limit, ...query } as ProductListQuery,
      scope,
    );
    found.push(...items);
    if (!pagination.hasNext) return found;
  }
}

const idsOf = (items: Product[]) => items.map((p) => p._id);

beforeAll(async () => {
  ctx = await createTestApp();
  await seedProductsToScale(ctx.database.db, 1_250);
});
afterAll(() => ctx.close());

describe('a search past the ranked bound', () => {
  it.each([
    ['musk', 'en'],
    ['rose', 'en'],
    ['مسك', 'ar'],
  ] as const)('ranks the window, then the rest newest first: %s', async (word, lang) => {
    const newestFirst = await everyPage({ search: word, lang, sortBy: 'createdAt' }, {}, 100);
    const ranked = await everyPage({ search: word, lang }, {}, 100);
    expect(newestFirst.length).toBeGreaterThan(3 * WINDOW);
    expect(new Set(idsOf(ranked))).toEqual(new Set(idsOf(newestFirst)));

    const inName = newestFirst.filter((p) => p.name[lang].toLowerCase().includes(word));
    expect(inName.length).toBeGreaterThan(WINDOW);
    const window = new Set(idsOf([...inName.slice(0, WINDOW), ...newestFirst.slice(0, WINDOW)]));
    const expected = [
      ...idsOf(ranked).filter((id) => window.has(id)),
      ...idsOf(newestFirst).filter((id) => !window.has(id)),
    ];

    // Pages of 7 cross the window's end inside a page; none repeats or skips a product.
    const windowed = await everyPage(
      { search: word, lang },
      { rankAllUpTo: 10, rankWindow: WINDOW },
    );
    expect(idsOf(windowed)).toEqual(expected);
    // Best first: the window opens with its name matches.
    expect(windowed[0]!.name[lang].toLowerCase()).toContain(word);
  });

  it('ranks every match when the window holds them all', async () => {
    const ranked = await everyPage({ search: 'musk', lang: 'en' }, {}, 100);
    const windowed = await everyPage(
      { search: 'musk', lang: 'en' },
      { rankAllUpTo: 10, rankWindow: 1_000 },
    );
    expect(idsOf(windowed)).toEqual(idsOf(ranked));
  });

  it('keeps a chosen sort, which walks its index without a window', async () => {
    const query = { search: 'musk', lang: 'en', sortBy: 'price', sortOrder: 'asc' } as const;
    const plain = await everyPage(query, {}, 50);
    const scoped = await everyPage(query, { rankAllUpTo: 10, rankWindow: WINDOW }, 50);
    expect(idsOf(scoped)).toEqual(idsOf(plain));
  });
});
