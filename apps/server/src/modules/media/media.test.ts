import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '@store/shared/schemas/media';
import { MEDIA_MAX_BYTES } from '@store/shared/schemas/media';
import { categories, products, contentSections, settings, auditLog } from '../../db/schema.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { media } from './media.table.ts';
import { multipartBody } from './multipart-body.test-helper.ts';

let ctx: TestContext;
let users: AdminTestHeaders;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'media-test-'));
  ctx = await createTestApp({ env: { DATA_DIR: dataDir } });
  users = await signInTestUsers(ctx.app, ctx.database.db);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

function image(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 180, g: 140, b: 90 } },
  });
}

async function upload(
  files: Parameters<typeof multipartBody>[0],
  headers: Record<string, string> = users.admin,
) {
  const body = multipartBody(files);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/media',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

async function mediaCount(): Promise<number> {
  return (await ctx.database.db.select({ id: media.id }).from(media)).length;
}

async function storedFiles(): Promise<string[]> {
  try {
    return await readdir(path.join(dataDir, 'media'));
  } catch {
    return [];
  }
}

async function uploadOne(name = 'bottle.jpg'): Promise<MediaItem> {
  const res = await upload([{ name, data: await image(900, 600).jpeg().toBuffer() }]);
  expect(res.statusCode).toBe(201);
  return res.json().data.items[0];
}

describe('POST /api/admin/media', () => {
  it('accepts JPEG, PNG, WebP and AVIF in one request, judged by content, re-encoded to WebP sizes', async () => {
    const res = await upload([
      { name: 'a.jpg', data: await image(2000, 1000).jpeg().toBuffer() },
      { name: 'b.png', type: 'image/png', data: await image(500, 300).png().toBuffer() },
      { name: 'c.webp', type: 'image/webp', data: await image(1000, 1000).webp().toBuffer() },
      { name: 'd.avif', type: 'image/avif', data: await image(640, 480).avif().toBuffer() },
    ]);
    expect(res.statusCode).toBe(201);
    const { items, rejected } = res.json().data as { items: MediaItem[]; rejected: unknown[] };
    expect(rejected).toEqual([]);
    expect(items.map((i) => i.mimeType)).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/avif',
    ]);
    const [jpeg, png, , avif] = items as [MediaItem, MediaItem, MediaItem, MediaItem];
    expect(jpeg).toMatchObject({ width: 2000, height: 1000, originalName: 'a.jpg', usedBy: [] });
    expect(jpeg.variants.map((v) => [v.width, v.height, v.format])).toEqual([
      [400, 200, 'webp'],
      [800, 400, 'webp'],
      [1600, 800, 'webp'],
    ]);
    expect(jpeg.url).toBe(jpeg.variants[1]?.url);
    // Never upscaled: a 500-wide image gets 400 and its own 500.
    expect(png.variants.map((v) => v.width)).toEqual([400, 500]);
    expect(avif.variants.map((v) => v.width)).toEqual([400, 640]);

    // The files are served publicly, as WebP, cached for good.
    const served = await ctx.app.inject({ method: 'GET', url: jpeg.variants[2]!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
  });

  it('refuses a text file renamed .jpg with 415 naming the file, and stores nothing', async () => {
    const before = await mediaCount();
    const files = await storedFiles();
    const res = await upload([
      { name: 'notes.jpg', data: Buffer.from('just some text, not an image') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(res.json().message).toContain('notes.jpg');
    expect(res.json().errors).toEqual([{ field: 'notes.jpg', message: expect.any(String) }]);
    expect(await mediaCount()).toBe(before);
    expect(await storedFiles()).toEqual(files);
  });

  it('refuses GIF and SVG even though they are images', async () => {
    const gif = await image(20, 20).gif().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const res = await upload([
      { name: 'anim.gif', type: 'image/gif', data: gif },
      { name: 'logo.svg', type: 'image/svg+xml', data: svg },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'anim.gif',
      'logo.svg',
    ]);
  });

  it('refuses a file over the size limit with 413', async () => {
    const before = await mediaCount();
    const res = await upload([{ name: 'huge.jpg', data: Buffer.alloc(MEDIA_MAX_BYTES + 1024, 1) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(res.json().message).toContain('huge.jpg');
    expect(await mediaCount()).toBe(before);
  });

  it('refuses only the too-large file of a batch and takes the others', async () => {
    const res = await upload([
      { name: 'first.png', type: 'image/png', data: await image(200, 200).png().toBuffer() },
      { name: 'huge.jpg', data: Buffer.alloc(MEDIA_MAX_BYTES + 1024, 1) },
      { name: 'last.png', type: 'image/png', data: await image(220, 200).png().toBuffer() },
    ]);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.items.map((i: MediaItem) => i.originalName)).toEqual(['first.png', 'last.png']);
    expect(data.rejected).toEqual([
      expect.objectContaining({ fileName: 'huge.jpg', status: 413, code: 'PAYLOAD_TOO_LARGE' }),
    ]);
  });

  it('refuses an image with too many pixels with 413', async () => {
    const big = await image(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    const res = await upload([{ name: 'poster.png', type: 'image/png', data: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain('poster.png');
    expect(res.json().message).toContain('megapixels');
  });

  it('accepts the good files and reports the refused ones of a mixed upload', async () => {
    const res = await upload([
      { name: 'good.png', type: 'image/png', data: await image(300, 300).png().toBuffer() },
      { name: 'bad.png', type: 'image/png', data: Buffer.from('nope') },
    ]);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.items.map((i: MediaItem) => i.originalName)).toEqual(['good.png']);
    expect(data.rejected).toEqual([
      {
        fileName: 'bad.png',
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: expect.stringContaining('bad.png'),
      },
    ]);
    expect(res.json().message).toBe('1 image uploaded, 1 refused.');
  });

  it('strips EXIF (GPS, camera) and applies the orientation', async () => {
    const withExif = await image(600, 300)
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam' }, IFD3: { GPSLatitudeRef: 'N' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const source = await sharp(withExif).metadata();
    expect(source.exif).toBeDefined();
    expect(source.orientation).toBe(6);

    const res = await upload([{ name: 'photo.jpg', data: withExif }]);
    expect(res.statusCode).toBe(201);
    const item: MediaItem = res.json().data.items[0];
    // Orientation 6 is a quarter turn: upright it is 300 wide and 600 high.
    expect([item.width, item.height]).toEqual([300, 600]);
    for (const variant of item.variants) {
      const served = await ctx.app.inject({ method: 'GET', url: variant.url });
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(meta.height).toBeGreaterThan(meta.width!);
      expect(served.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    }
  });

  it('never uses the file name as a path', async () => {
    const item = await uploadOne('../../../etc/passwd.jpg');
    expect(item.originalName).toBe('passwd.jpg');
    expect(item.url).toMatch(/^\/media\/[a-f0-9]{32}-\d+\.webp$/);
    const files = await storedFiles();
    expect(files.every((f) => /^[a-f0-9]{32}-\d+\.webp$/.test(f))).toBe(true);
    expect(await readdir(dataDir)).toEqual(['media']);
  });

  it('answers 400 without any file and 415 for a JSON body', async () => {
    const empty = await upload([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('files');
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      payload: { files: [] },
      headers: users.admin,
    });
    expect(json.statusCode).toBe(415);
  });

  it('answers 400, not 500, to a body that claims to be multipart but is not', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      payload: '{}',
      headers: { ...users.admin, 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('records each upload in the audit log', async () => {
    const item = await uploadOne('audited.jpg');
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, item.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'uploaded', entity: 'media', actorId: users.adminId });
    expect(rows[0]?.details).toMatchObject({
      before: null,
      after: { originalName: 'audited.jpg' },
    });
  });

  it('answers 401 anonymous and 403 to a non-admin, storing nothing', async () => {
    const before = await mediaCount();
    const data = await image(100, 100).jpeg().toBuffer();
    const anonymous = await upload([{ name: 'x.jpg', data }], {});
    expect(anonymous.statusCode).toBe(401);
    const customer = await upload([{ name: 'x.jpg', data }], users.customer);
    expect(customer.statusCode).toBe(403);
    expect(await mediaCount()).toBe(before);
  });
});

describe('GET /api/admin/media', () => {
  it('lists newest first with pagination and searches by original name', async () => {
    await uploadOne('Amber Nights.jpg');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/media?limit=2',
      headers: users.admin,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(2);
    expect(body.data[0].originalName).toBe('Amber Nights.jpg');
    expect(body.pagination).toMatchObject({ page: 1, limit: 2, hasNext: true });

    const search = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/media?search=${encodeURIComponent('amber night')}`,
      headers: users.admin,
    });
    expect(search.json().data.map((i: MediaItem) => i.originalName)).toEqual(['Amber Nights.jpg']);
  });

  it('answers 400 for a bad page, 401 and 403', async () => {
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/media?page=0',
      headers: users.admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('page');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/media' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/media', headers: users.customer }))
        .statusCode,
    ).toBe(403);
  });
});

describe('usage and DELETE /api/admin/media/:id', () => {
  async function listed(id: string): Promise<MediaItem | undefined> {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/media?limit=100',
      headers: users.admin,
    });
    return (res.json().data as MediaItem[]).find((i) => i.id === id);
  }

  function remove(id: string, headers: Record<string, string> = users.admin) {
    return ctx.app.inject({ method: 'DELETE', url: `/api/admin/media/${id}`, headers });
  }

  it('shows where an image is used and refuses to delete it until it is not', async () => {
    const db = ctx.database.db;
    const item = await uploadOne('in-use.jpg');
    const [product] = await db.select().from(products).limit(1);
    const [category] = await db.select().from(categories).limit(1);
    const [homepage] = await db
      .select()
      .from(contentSections)
      .where(eq(contentSections.key, 'homepage'));
    if (!product || !category || !homepage) throw new Error('demo data missing');

    await db
      .update(products)
      .set({ images: [...product.images, { url: item.url, mediaId: item.id }] })
      .where(eq(products.id, product.id));
    await db
      .update(categories)
      .set({ image: `https://shop.example${item.variants[0]!.url}` })
      .where(eq(categories.id, category.id));
    const content = structuredClone(homepage.data) as {
      hero: { images: { slideshow: { id: string; url: string }[] } };
      featuredCollections: { collections: { id: string; image: string }[] };
    };
    content.hero.images.slideshow.push({
      id: 'slide-x',
      url: item.url,
      alt: { en: '', ar: '' },
    } as never);
    content.featuredCollections.collections[0]!.image = item.variants[2]!.url;
    await db
      .update(contentSections)
      .set({ data: content })
      .where(eq(contentSections.key, 'homepage'));

    const [site] = await db.select().from(settings).where(eq(settings.key, 'site'));
    const siteValue = structuredClone(site?.value ?? {}) as { siteInfo?: { logo?: string } };
    await db
      .insert(settings)
      .values({
        key: 'site',
        value: { ...siteValue, siteInfo: { ...siteValue.siteInfo, logo: item.url } },
      })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: { ...siteValue, siteInfo: { ...siteValue.siteInfo, logo: item.url } } },
      });

    const usedBy = (await listed(item.id))?.usedBy ?? [];
    expect(usedBy.map((u) => u.kind).sort()).toEqual([
      'category',
      'collection',
      'hero',
      'product',
      'site',
    ]);
    expect(usedBy.find((u) => u.kind === 'product')).toMatchObject({
      id: product.id,
      label: { en: product.nameEn, ar: product.nameAr },
    });

    const refused = await remove(item.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CONFLICT');
    expect(refused.json().message).toContain(product.nameEn);
    expect(refused.json().message).toContain('hero slideshow');
    expect(refused.json().message).toContain('site logo');
    expect(await listed(item.id)).toBeDefined();
    const served = await ctx.app.inject({ method: 'GET', url: item.url });
    expect(served.statusCode).toBe(200);

    // Put everything back: then it can go, with its files.
    await db.update(products).set({ images: product.images }).where(eq(products.id, product.id));
    await db
      .update(categories)
      .set({ image: category.image })
      .where(eq(categories.id, category.id));
    await db
      .update(contentSections)
      .set({ data: homepage.data })
      .where(eq(contentSections.key, 'homepage'));
    if (site) await db.update(settings).set({ value: site.value }).where(eq(settings.key, 'site'));
    else await db.delete(settings).where(eq(settings.key, 'site'));
    expect((await listed(item.id))?.usedBy).toEqual([]);

    const deleted = await remove(item.id);
    expect(deleted.statusCode).toBe(200);
    expect(await listed(item.id)).toBeUndefined();
    for (const variant of item.variants) {
      expect((await ctx.app.inject({ method: 'GET', url: variant.url })).statusCode).toBe(404);
    }
    const key = item.url.slice('/media/'.length, '/media/'.length + 32);
    expect((await storedFiles()).some((f) => f.startsWith(key))).toBe(false);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, item.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['deleted', 'uploaded']);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await remove('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await remove('not-an-id')).statusCode).toBe(404);
  });

  it('answers 401 and 403 and keeps the image', async () => {
    const item = await uploadOne('kept.jpg');
    expect((await remove(item.id, {})).statusCode).toBe(401);
    expect((await remove(item.id, users.customer)).statusCode).toBe(403);
    expect(await listed(item.id)).toBeDefined();
  });
});

describe('PATCH /api/admin/media/:id', () => {
  function patch(id: string, payload: unknown, headers: Record<string, string> = users.admin) {
    return ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/media/${id}`,
      payload: payload as object,
      headers,
    });
  }

  async function altOf(id: string) {
    const [row] = await ctx.database.db.select().from(media).where(eq(media.id, id));
    return { en: row?.altEn, ar: row?.altAr };
  }

  it('saves the alternative text in both languages, trimmed, and audits it', async () => {
    const item = await uploadOne('alt.jpg');
    const res = await patch(item.id, { alt: { en: '  Amber bottle ', ar: 'زجاجة عنبر' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.alt).toEqual({ en: 'Amber bottle', ar: 'زجاجة عنبر' });
    expect(await altOf(item.id)).toEqual({ en: 'Amber bottle', ar: 'زجاجة عنبر' });
    const [record] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'updated'));
    expect(record).toMatchObject({ entity: 'media', entityId: item.id });
    expect(record?.details).toMatchObject({
      before: { alt: { en: '', ar: '' } },
      after: { alt: { en: 'Amber bottle', ar: 'زجاجة عنبر' } },
    });
  });

  it('answers 400 with the field for a missing or too long text, changing nothing', async () => {
    const item = await uploadOne('alt2.jpg');
    const missing = await patch(item.id, { alt: { en: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('alt.ar');
    const long = await patch(item.id, { alt: { en: 'x'.repeat(251), ar: '' } });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].field).toBe('alt.en');
    const notObject = await patch(item.id, { alt: 'x' });
    expect(notObject.statusCode).toBe(400);
    expect(await altOf(item.id)).toEqual({ en: '', ar: '' });
  });

  it('answers 404, 401 and 403', async () => {
    const item = await uploadOne('alt3.jpg');
    const body = { alt: { en: 'a', ar: 'b' } };
    expect((await patch('00000000-0000-4000-8000-000000000000', body)).statusCode).toBe(404);
    expect((await patch('nope', body)).statusCode).toBe(404);
    expect((await patch(item.id, body, {})).statusCode).toBe(401);
    expect((await patch(item.id, body, users.customer)).statusCode).toBe(403);
    expect(await altOf(item.id)).toEqual({ en: '', ar: '' });
  });
});

describe('GET /media/:file', () => {
  it('serves only generated names', async () => {
    for (const url of ['/media/passwd', '/media/..%2F..%2Fetc%2Fpasswd', '/media/x.webp']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
