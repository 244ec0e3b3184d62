import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { foldForSearch } from '@store/shared/locales';
import { seedProductsToScale } from '../../db/seed-scale.ts';
import { insertProduct } from '../../test/checkout-support.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { products } from './catalog.table.ts';
import { productSearch } from './product-search.ts';
import { SearchIndex, SearchIndexSlot } from './search-index.ts';
import {
  findSearchMatches,
  MATCHES_AR,
  MATCHES_EN,
  type MatchOrder,
  type SearchMatches,
} from './search-matches.ts';

/**
 * Decision 057: a one-word search finds its matches in the catalogue's words in memory. The
 * reference is the database's statement (`findSearchMatches`): both must hold the same products,
 * languages, ranks and every order, on both databases.
 */
let ctx: TestContext;

/** Names and texts where a word's edges, article and breaks decide the rank. */
const CRAFTED: { nameEn: string; descriptionEn: string; nameAr: string; descriptionAr: string }[] =
  [
    {
      nameEn: 'Oud-Royal',
      descriptionEn: 'Smoky, (oud) wood.',
      nameAr: 'العود الملكي',
      descriptionAr: 'دخان، عود.',
    },
    {
      nameEn: 'Roseoud Mist',
      descriptionEn: 'A mist of roses',
      nameAr: 'ضباب',
      descriptionAr: 'ورود الصباح',
    },
    {
      nameEn: 'Night',
      descriptionEn: 'oud/amber "musk" at dusk',
      nameAr: 'ليل',
      descriptionAr: 'مسك؟ عنبر؛ الورد',
    },
    {
      nameEn: 'Musky Rose',
      descriptionEn: 'musk rose rose',
      nameAr: 'وردة المسك',
      descriptionAr: 'وَرْدٌ',
    },
    {
      nameEn: 'Ámber Ìris',
      descriptionEn: 'IRIS, amber & iris.',
      nameAr: 'عنبر',
      descriptionAr: 'إيريس آيريس',
    },
    {
      nameEn: 'C++ 50%_off',
      descriptionEn: 'a+b (c) [d] {e} $f ^g |h .i *j ?k \\l',
      nameAr: 'سي',
      descriptionAr: 'ـــ',
    },
  ];

const TEXTS = [
  'oud',
  'oud-royal',
  'rose',
  'roses',
  'musk',
  'musky',
  'amber',
  'ámber',
  'iris',
  'mist',
  'c++',
  '50%_off',
  'a+b',
  '(c)',
  '[d]',
  '{e}',
  '$f',
  '^g',
  '|h',
  '.i',
  '*j',
  '?k',
  '\\l',
  'عود',
  'العود',
  'الورد',
  'ورد',
  'مسك',
  'المسك',
  'ايريس',
  'عنبر',
  'ليل',
  'ـ',
  'e',
  'ه',
  'zzzz',
];

const ORDERS: MatchOrder[] = [
  'relevance',
  'relevanceEn',
  'relevanceAr',
  'createdAt',
  'price',
  'nameEn',
  'nameAr',
];

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  await seedProductsToScale(db, 400);
  // One price and one creation time: their ties are broken by id, in every order.
  const createdAt = new Date('2026-01-02T03:04:05.678Z');
  for (const [n, texts] of CRAFTED.entries()) {
    const { id } = await insertProduct(db, { stock: n % 2, priceHalalas: 10_000 });
    await db
      .update(products)
      .set({ ...texts, createdAt })
      .where(eq(products.id, id));
  }
  // A withdrawn product is never found.
  const hidden = await insertProduct(db, { stock: 3, isActive: false });
  await db.update(products).set({ nameEn: 'Hidden Oud' }).where(eq(products.id, hidden.id));
});
afterAll(() => ctx.close());

/** The database's set for a text, as the listing reads it without the index. */
function fromDatabase(folded: string): Promise<SearchMatches> {
  const [en, ar] = (['en', 'ar'] as const).map((language) => {
    const search = productSearch(folded, language)!;
    return {
      condition: search.exact,
      score: sql`case when ${search.exact} then ${search.rank} else 3 end`,
    };
  });
  return findSearchMatches(ctx.database.db, { en: en!, ar: ar! });
}

/** Everything a listing reads of a set: each order both ways, and the languages' counts. */
function described(matches: SearchMatches) {
  const all = { accepts: () => true, offset: 0, limit: 1_000_000 };
  return {
    size: matches.size,
    counts: [matches.countIn(MATCHES_EN), matches.countIn(MATCHES_AR)],
    orders: ORDERS.flatMap((order) =>
      [false, true].map((descending) => matches.page({ order, descending, ...all }).ids),
    ),
    // The columns a listing filters by, match by match.
    columns: Array.from({ length: matches.size }, (_, i) =>
      [
        matches.idAt(i),
        matches.prices[i],
        matches.families[i],
        matches.categoryIds[matches.categories[i]!],
        matches.inStock[i],
        matches.featured[i],
        matches.languages[i],
      ].join(' '),
    ).sort(),
  };
}

describe('the catalogue’s words (decision 057)', () => {
  it('answers one word without breaks, and leaves other texts to the database', () => {
    expect(SearchIndex.answers('oud')).toBe(true);
    expect(SearchIndex.answers('مسك')).toBe(true);
    expect(SearchIndex.answers('c++')).toBe(true);
    expect(SearchIndex.answers('rose oud')).toBe(false);
    expect(SearchIndex.answers('oud-royal')).toBe(false);
    expect(SearchIndex.answers('مسك،')).toBe(false);
    expect(SearchIndex.answers('')).toBe(false);
  });

  it.each([5_000, 64])(
    'finds what the database finds, ranked and ordered the same, for every text (read %i products at a time)',
    async (chunk) => {
      const index = await SearchIndex.read(ctx.database.db, chunk);
      let found = 0;
      for (const text of TEXTS) {
        const folded = foldForSearch(text);
        if (!SearchIndex.answers(folded)) continue;
        const expected = described(await fromDatabase(folded));
        expect(described(index.matches(folded)), text).toEqual(expected);
        if (expected.size > 0) found++;
      }
      expect(found).toBeGreaterThan(20);
    },
  );

  it('reads availability again after a product sells out, and is dropped when the products change', async () => {
    const db = ctx.database.db;
    const slot = new SearchIndexSlot(db);
    const product = await insertProduct(db, { stock: 2 });
    await db.update(products).set({ nameEn: 'Tanzanite' }).where(eq(products.id, product.id));
    const inStock = async () => {
      const matches = (await slot.get()).matches('tanzanite');
      return matches.size === 1 ? matches.inStock[0] : 'missing';
    };
    expect(await inStock()).toBe(1);

    await db.update(products).set({ stock: 0 }).where(eq(products.id, product.id));
    expect(await inStock()).toBe(1); // not yet told
    await slot.refreshStock();
    expect(await inStock()).toBe(0);

    // A product published behind its back: the count differs, the index is read again.
    const added = await insertProduct(db, { stock: 1 });
    await db.update(products).set({ nameEn: 'Tanzanite Two' }).where(eq(products.id, added.id));
    await slot.refreshStock();
    expect((await slot.get()).matches('tanzanite').size).toBe(2);

    // An administrator's write: dropped, read on the next search.
    await db.update(products).set({ nameEn: 'Renamed' }).where(eq(products.id, product.id));
    slot.clear();
    expect((await slot.get()).matches('tanzanite').size).toBe(1);
  });

  it('is read ahead once kept ready, and again a second after the last of a burst of writes', async () => {
    const reads = vi.spyOn(SearchIndex, 'read');
    try {
      const slot = new SearchIndexSlot(ctx.database.db);
      const errors: unknown[] = [];
      slot.keepReady((error) => errors.push(error));
      expect(reads).toHaveBeenCalledTimes(1);
      await slot.get();
      expect(reads).toHaveBeenCalledTimes(1);

      slot.clear();
      slot.clear();
      slot.clear();
      await new Promise((resolve) => setTimeout(resolve, 1_300));
      expect(reads).toHaveBeenCalledTimes(2);
      await slot.get();
      expect(reads).toHaveBeenCalledTimes(2);

      // Stopped: a write leaves the reading to the next search.
      slot.stop();
      slot.clear();
      await new Promise((resolve) => setTimeout(resolve, 1_300));
      expect(reads).toHaveBeenCalledTimes(2);
      expect(errors).toEqual([]);
    } finally {
      reads.mockRestore();
    }
  });

  it('is read when the server starts listening, not before', async () => {
    const reads = vi.spyOn(SearchIndex, 'read');
    const app = await createTestApp();
    try {
      await app.app.inject({ method: 'GET', url: '/api/ping' });
      expect(reads).not.toHaveBeenCalled();
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      await vi.waitFor(() => expect(reads).toHaveBeenCalledTimes(1));
      // The listings use the index read ahead.
      await app.app.inject({ method: 'GET', url: '/api/products?limit=1' });
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
      await app.close();
    }
  });

  it('lists a search from the index as from the database, through the route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/products?search=musk&limit=50' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: { _id: string }[]; pagination: { total: number } };
    const expected = (await fromDatabase('musk')).page({
      order: 'relevance',
      descending: false,
      accepts: () => true,
      offset: 0,
      limit: 50,
    });
    expect(body.data.map((product) => product._id)).toEqual(expected.ids);
    expect(body.pagination.total).toBe(expected.total);
  });
});
