import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codOrderBody, insertProduct } from '../../test/checkout-support.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { catalogAvailability, products } from './catalog.table.ts';
import { SALES_INVALIDATION } from './listing-caches.ts';

/**
 * Decision 055: a sale keeps the listings' search sets and totals unless a product sold out or
 * came back; the database counts those flips.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function availabilityChanges(): Promise<number> {
  const [row] = await ctx.database.db.select().from(catalogAvailability);
  return row!.changes;
}

async function order(productId: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: codOrderBody(productId),
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function listed(url: string): Promise<{ ids: string[]; total: number }> {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data: { _id: string }[]; pagination: { total: number } };
  return { ids: body.data.map((product) => product._id), total: body.pagination.total };
}

describe('the listings across sales', () => {
  it('counts the flips of a product’s in_stock, and no other change', async () => {
    const db = ctx.database.db;
    const product = await insertProduct(db, { stock: 2 });
    const setProduct = async (values: Partial<typeof products.$inferInsert>) => {
      await db.update(products).set(values).where(eq(products.id, product.id));
    };
    const steps: [Partial<typeof products.$inferInsert>, number][] = [
      [{ stock: 1 }, 0],
      [{ priceHalalas: 12_300, nameEn: 'Renamed' }, 0],
      [{ stock: 0 }, 1], // sold out
      [{ stock: 0 }, 0],
      [{ stock: 4 }, 1], // back
      [{ inStockOverride: false }, 1], // marked out of stock with units left
      [{ stock: 9 }, 0],
      [{ inStockOverride: null }, 1],
      [{ inStockOverride: true }, 0], // in stock already
    ];
    for (const [values, flips] of steps) {
      const before = await availabilityChanges();
      await setProduct(values);
      expect(await availabilityChanges(), JSON.stringify(values)).toBe(before + flips);
    }
  });

  it('keeps a search’s matches and a filter’s total across an order, until one sells out', async () => {
    const db = ctx.database.db;
    const plenty = await insertProduct(db, { stock: 5 });
    const last = await insertProduct(db, { stock: 1 });
    // The other tests flipped products behind the store's back: a first sale reads the count
    // and finds it moved, so it drops what it has.
    await ctx.app.publicCache.invalidate(...SALES_INVALIDATION);
    const search = '/api/products?search=zanzibar&lang=en';
    const inStock = '/api/products?inStock=true&limit=1';
    expect((await listed(search)).ids).toEqual([]);
    const totalBefore = (await listed(inStock)).total;

    // Written behind the store's back (no invalidation): what the kept sets do not know.
    await db.update(products).set({ nameEn: 'Zanzibar Dusk' }).where(eq(products.id, last.id));
    await insertProduct(db, { stock: 3 });
    await insertProduct(db, { stock: 3 });

    // An order that sells nothing out: the cached answers go, the sets and totals stay.
    await order(plenty.id);
    expect((await listed(search)).ids).toEqual([]);
    expect((await listed(inStock)).total).toBe(totalBefore);

    // The last bottle: the sets and totals are read again.
    await order(last.id);
    expect((await listed(search)).ids).toEqual([last.id]);
    // Two more products in stock (those inserted), one fewer (sold out).
    expect((await listed(inStock)).total).toBe(totalBefore + 1);
    expect((await listed(`${inStock}&search=zanzibar`)).total).toBe(0);
    expect((await listed('/api/products?inStock=false&search=zanzibar')).ids).toEqual([last.id]);
  });

  it('drops them on an administrator’s write, which moves no stock', async () => {
    const db = ctx.database.db;
    const product = await insertProduct(db, { stock: 5 });
    const search = '/api/products?search=kilimanjaro&lang=en';
    expect((await listed(search)).ids).toEqual([]);
    await db.update(products).set({ nameEn: 'Kilimanjaro' }).where(eq(products.id, product.id));
    await ctx.app.publicCache.invalidate('catalog');
    expect((await listed(search)).ids).toEqual([product.id]);
  });
});
