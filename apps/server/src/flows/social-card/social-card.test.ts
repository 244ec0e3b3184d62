import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@store/shared/schemas/catalog';
import type { MediaItem } from '@store/shared/schemas/media';
import { products } from '../../db/schema.ts';
import { multipartBody } from '../../modules/media/testing.ts';
import { signInTestUsers } from '../../test/admin-session.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let dataDir: string;
let product: Product;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'social-card-test-'));
  ctx = await createTestApp({ env: { DATA_DIR: dataDir } });
  product = (await ctx.app.inject({ method: 'GET', url: '/api/products?limit=1' })).json().data[0];
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const card = (id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/products/${id}/social-card.jpg?v=1` });

/** The colour of the card's pixel at (x, y). */
async function pixel(jpeg: Buffer, x: number, y: number) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}

describe('GET /api/products/{id}/social-card.jpg', () => {
  it('is a 1200×630 JPEG on the ivory canvas, cacheable, for a product whose image is not served here', async () => {
    // No web build in tests: the seed's artwork is not found, the card is the bare canvas.
    const res = await card(product._id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    const corner = await pixel(res.rawPayload, 5, 5);
    expect(corner.r).toBeGreaterThan(240);
  });

  it('fits the product’s library image whole in the middle of the card', async () => {
    const admin = (await signInTestUsers(ctx.app, ctx.database.db)).admin;
    const red = await sharp({
      create: { width: 600, height: 900, channels: 3, background: { r: 200, g: 20, b: 20 } },
    })
      .png()
      .toBuffer();
    const body = multipartBody([{ name: 'red.png', type: 'image/png', data: red }]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
    expect(uploaded.statusCode).toBe(201);
    const item = uploaded.json().data.items[0] as MediaItem;
    await ctx.database.db
      .update(products)
      .set({ images: [{ url: item.url, mediaId: item.id }] })
      .where(eq(products.id, product._id));
    await ctx.app.publicCache.invalidate('catalog');

    const res = await card(product._id);
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    // A tall image: red in the middle, canvas on both sides.
    const middle = await pixel(res.rawPayload, 600, 315);
    expect(middle.r).toBeGreaterThan(150);
    expect(middle.g).toBeLessThan(80);
    const side = await pixel(res.rawPayload, 60, 315);
    expect(side.g).toBeGreaterThan(220);
  });

  it('answers 404 for a product that does not exist', async () => {
    const res = await card('00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
