import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import {
  freshMobile,
  Outboxes,
  signInShopper,
  withShopperCookie,
} from '../../modules/accounts/testing.ts';
import { insertProduct, temporaryDataDir } from '../../test/checkout-support.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const data = temporaryDataDir();
const outboxes = new Outboxes(data.dir);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ env: { DATA_DIR: data.dir } });
}, 60_000);
afterAll(async () => {
  await ctx.close();
  data.remove();
});

function change(token: string | undefined, body: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/account/wishlist',
    payload: body,
    cookies: token ? withShopperCookie(token) : {},
  });
}

async function productIds(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1)
    ids.push((await insertProduct(ctx.database.db, { stock: 5 })).id);
  return ids;
}

describe('the wishlist', () => {
  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/wishlist' })).statusCode).toBe(
      401,
    );
    expect((await change(undefined, { add: [] })).statusCode).toBe(401);
  });

  it('merges two devices’ lists into one, losing nothing, and drops what is not a product', async () => {
    const [a, b, c] = await productIds(3);
    const mobile = freshMobile();
    const phone = await signInShopper(ctx.app, outboxes, mobile.local);
    // The phone's list at sign-in: a and b, and two entries that are not products.
    const first = await change(phone.token, {
      add: [a, b, 'not-an-id', '00000000-0000-4000-8000-000000000000'],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect([...first.json().data.productIds].sort()).toEqual([a, b].sort());

    // The laptop's list at sign-in: b and c; the answer is the union.
    const laptop = await signInShopper(ctx.app, outboxes, mobile.e164);
    const merged = await change(laptop.token, { add: [b, c] });
    expect([...merged.json().data.productIds].sort()).toEqual([a, b, c].sort());

    // Removed on the laptop: gone for the phone too.
    await change(laptop.token, { remove: [a] });
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/wishlist',
      cookies: withShopperCookie(phone.token),
    });
    expect([...read.json().data.productIds].sort()).toEqual([b, c].sort());

    // A product deleted from the catalogue leaves every wishlist.
    await ctx.database.db.delete(products).where(eq(products.id, c!));
    const after = await change(phone.token, {});
    expect(after.json().data.productIds).toEqual([b]);
  });

  it('refuses a body that is not lists of ids', async () => {
    const { token } = await signInShopper(ctx.app, outboxes, freshMobile().local);
    expect((await change(token, { add: 'everything' })).statusCode).toBe(400);
    expect((await change(token, { add: Array.from({ length: 201 }, () => 'x') })).statusCode).toBe(
      400,
    );
  });
});
