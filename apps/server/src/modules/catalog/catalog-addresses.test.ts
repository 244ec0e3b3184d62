import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { categories, products } from '../../db/schema.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { findCatalogAddress } from './catalog-addresses.service.ts';

let database: Database;
let productId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  const notes = { top: { en: [], ar: [] }, middle: { en: [], ar: [] }, base: { en: [], ar: [] } };
  const [row] = await database.db
    .insert(products)
    .values({
      nameEn: 'Address Oud',
      nameAr: 'عود العنوان',
      notes,
      priceHalalas: 100,
      family: 'woody',
    })
    .returning();
  productId = row!.id;
  await database.db.update(products).set({ slugEn: 'new-oud' }).where(eq(products.id, productId));
});
afterAll(() => database.close());

describe('findCatalogAddress', () => {
  const current = () => ({ id: productId, slugs: { en: 'new-oud', ar: 'عود-العنوان' } });

  it.each([
    ['its id', () => productId],
    ['its English slug', () => 'new-oud'],
    ['its Arabic slug', () => 'عود-العنوان'],
    ['a slug it had before', () => 'address-oud'],
  ])('finds a product by %s, with its current slugs', async (_, segment) => {
    expect(await findCatalogAddress(database.db, 'product', segment())).toEqual(current());
  });

  it('finds nothing for an unknown slug or an inactive product', async () => {
    expect(await findCatalogAddress(database.db, 'product', 'no-such-oud')).toBeNull();
    await database.db.update(products).set({ isActive: false }).where(eq(products.id, productId));
    expect(await findCatalogAddress(database.db, 'product', 'new-oud')).toBeNull();
    await database.db.update(products).set({ isActive: true }).where(eq(products.id, productId));
  });

  it('finds a category by either slug', async () => {
    const [row] = await database.db
      .insert(categories)
      .values({ nameEn: 'Address Gifts', nameAr: 'هدايا العنوان' })
      .returning();
    const expected = { id: row!.id, slugs: { en: 'address-gifts', ar: 'هدايا-العنوان' } };
    expect(await findCatalogAddress(database.db, 'category', 'هدايا-العنوان')).toEqual(expected);
    expect(await findCatalogAddress(database.db, 'category', 'address-gifts')).toEqual(expected);
  });
});
