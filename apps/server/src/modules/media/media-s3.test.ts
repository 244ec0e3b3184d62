import { execFile } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '@store/shared/schemas/media';
import { loadConfig } from '../../config.ts';
import { products } from '../../db/schema.ts';
import { serverRoot } from '../../paths.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { media } from './media.table.ts';
import { runMediaCommand } from './media-move.ts';
import { DiskMediaStorage } from './media-storage.ts';
import { multipartBody } from './multipart-body.test-helper.ts';

/**
 * Issue 24 point 1: the media library in an S3 bucket. s3rver, an S3-compatible server, runs
 * for this file; the store talks to it through the real AWS SDK client, path-style as MinIO
 * would be addressed.
 */
let s3: S3TestServer;
let ctx: TestContext;
let users: AdminTestHeaders;
let dataDir: string;
let s3Env: Record<string, string>;
const BUCKET = 'shop-media';

beforeAll(async () => {
  s3 = await startS3TestServer();
  s3Env = await s3.bucket(BUCKET);
  dataDir = await mkdtemp(path.join(tmpdir(), 'media-s3-test-'));
  ctx = await createTestApp({ env: { DATA_DIR: dataDir, ...s3Env } });
  users = await signInTestUsers(ctx.app, ctx.database.db);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await s3?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 150, g: 110, b: 60 } },
  })
    .jpeg()
    .toBuffer();
}

async function upload(app: TestContext['app'], headers: Record<string, string>, name: string) {
  const body = multipartBody([{ name, data: await jpeg(1400, 900) }]);
  return app.inject({
    method: 'POST',
    url: '/api/admin/media',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

function fileOf(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1);
}

async function diskFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(path.join(dir, 'media'))).sort();
  } catch {
    return [];
  }
}

describe('media in an S3 bucket', () => {
  let item: MediaItem;

  it('puts every size of an upload in the bucket, none on disk', async () => {
    const res = await upload(ctx.app, users.admin, 'oud.jpg');
    expect(res.statusCode).toBe(201);
    item = res.json().data.items[0];
    const names = item.variants.map((v) => fileOf(v.url));
    expect(item.variants.map((v) => v.width)).toEqual([400, 800, 1400]);
    expect(item.url).toBe(`/media/${names[1]}`);
    expect(await s3.files(BUCKET)).toEqual([...names].sort());
    for (const variant of item.variants) {
      const object = await s3.object(BUCKET, fileOf(variant.url));
      expect(object?.contentType).toBe('image/webp');
      expect(object?.cacheControl).toBe('public, max-age=31536000, immutable');
      expect(object?.body.length).toBe(variant.bytes);
      expect((await sharp(object!.body).metadata()).width).toBe(variant.width);
    }
    expect(await diskFiles(dataDir)).toEqual([]);
  });

  it('serves a file streamed from the bucket with long cache headers, its ETag and 304', async () => {
    const name = fileOf(item.url);
    const stored = await s3.object(BUCKET, name);
    const res = await ctx.app.inject({ method: 'GET', url: item.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(stored!.body.length);
    expect(res.headers.etag).toBe(stored!.etag);
    expect(res.rawPayload.equals(stored!.body)).toBe(true);

    const again = await ctx.app.inject({
      method: 'GET',
      url: item.url,
      headers: { 'if-none-match': stored!.etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(stored!.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // Another tag (an older copy elsewhere) gets the file.
    const other = await ctx.app.inject({
      method: 'GET',
      url: item.url,
      headers: { 'if-none-match': '"0123"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('answers 404 for a name of ours that is not in the bucket, and for any other name', async () => {
    for (const url of [`/media/${'0'.repeat(32)}-800.webp`, '/media/passwd', '/media/x.webp']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('lists the bucket’s images in the media library, with addresses that serve them', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/media?search=oud',
      headers: users.admin,
    });
    expect(res.statusCode).toBe(200);
    const listed = res.json().data as MediaItem[];
    expect(listed.map((i) => i.id)).toEqual([item.id]);
    for (const variant of listed[0]!.variants) {
      expect((await ctx.app.inject({ method: 'GET', url: variant.url })).statusCode).toBe(200);
    }
  });

  it('makes the social card from the image in the bucket', async () => {
    const [product] = await ctx.database.db.select().from(products).limit(1);
    await ctx.database.db
      .update(products)
      .set({ images: [{ url: item.url, mediaId: item.id }] })
      .where(eq(products.id, product!.id));
    await ctx.app.publicCache.invalidate('catalog');
    const card = await ctx.app.inject({
      method: 'GET',
      url: `/api/products/${product!.id}/social-card.jpg?v=s3`,
    });
    expect(card.statusCode).toBe(200);
    const { data, info } = await sharp(card.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const at = (315 * info.width + 600) * info.channels;
    // The image's brown in the middle, not the ivory canvas.
    expect(data[at + 2]).toBeLessThan(120);
    await ctx.database.db
      .update(products)
      .set({ images: product!.images })
      .where(eq(products.id, product!.id));
  });

  it('deletes every size from the bucket with the image', async () => {
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/media/${item.id}`,
      headers: users.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(await s3.files(BUCKET)).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: item.url })).statusCode).toBe(404);
  });
});

describe('MEDIA_PUBLIC_URL', () => {
  const PUBLIC = 'https://cdn.example.com/shop-media/media';
  let app: TestContext;

  beforeAll(async () => {
    app = await createTestApp({
      env: { DATA_DIR: dataDir, ...s3Env, MEDIA_PUBLIC_URL: `${PUBLIC}/` },
    });
  }, 60_000);
  afterAll(async () => app?.close());

  it('gives new images public addresses, still streams them under /media, and lets them be shown', async () => {
    const admin = (await signInTestUsers(app.app, app.database.db)).admin;
    const res = await upload(app.app, admin, 'rose.jpg');
    expect(res.statusCode).toBe(201);
    const item = res.json().data.items[0] as MediaItem;
    expect(item.url).toMatch(new RegExp(`^${PUBLIC}/[a-f0-9]{32}-800\\.webp$`));
    for (const variant of item.variants) {
      expect(variant.url.startsWith(`${PUBLIC}/`)).toBe(true);
      expect(await s3.object(BUCKET, fileOf(variant.url))).not.toBeNull();
    }
    const listed = await app.app.inject({
      method: 'GET',
      url: '/api/admin/media?search=rose',
      headers: admin,
    });
    expect((listed.json().data as MediaItem[])[0]!.url).toBe(item.url);
    // The store's own address keeps serving the file (addresses saved before, a CDN's origin).
    const own = await app.app.inject({ method: 'GET', url: `/media/${fileOf(item.url)}` });
    expect(own.statusCode).toBe(200);
    // The pages may show images from there.
    const csp = String(own.headers['content-security-policy']);
    expect(csp).toMatch(/img-src [^;]*https:\/\/cdn\.example\.com/);

    // A product showing the public address: the image is in use and cannot be deleted.
    const [product] = await app.database.db.select().from(products).limit(1);
    await app.database.db
      .update(products)
      .set({ images: [{ url: item.url }] })
      .where(eq(products.id, product!.id));
    const refused = await app.app.inject({
      method: 'DELETE',
      url: `/api/admin/media/${item.id}`,
      headers: admin,
    });
    expect(refused.statusCode).toBe(409);
    await app.database.db
      .update(products)
      .set({ images: product!.images })
      .where(eq(products.id, product!.id));
    const deleted = await app.app.inject({
      method: 'DELETE',
      url: `/api/admin/media/${item.id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(200);
  });
});

describe('a bucket that cannot be used', () => {
  it('stops the start with a message that names the bucket and what to check', async () => {
    const down = await startS3TestServer();
    const env = await down.bucket('gone-soon');
    await down.stop();
    await expect(createTestApp({ env: { DATA_DIR: dataDir, ...env } })).rejects.toThrow(
      /Media storage: the bucket “gone-soon” at http:\/\/127\.0\.0\.1:\d+ cannot be used: it cannot be reached \(ECONNREFUSED/,
    );
    await expect(
      createTestApp({ env: { DATA_DIR: dataDir, ...s3Env, S3_BUCKET: 'no-such-bucket' } }),
    ).rejects.toThrow(/the bucket “no-such-bucket” .* it does not exist/);
    await expect(
      createTestApp({
        // s3rver checks the key's name on a HEAD, not the signature: a key it does not know.
        env: { DATA_DIR: dataDir, ...s3Env, S3_ACCESS_KEY_ID: 'NOT-A-KEY' },
      }),
    ).rejects.toThrow(/access is denied: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
  }, 60_000);

  it('refuses an upload while the bucket is down with 503, keeping no image row', async () => {
    const down = await startS3TestServer();
    const env = await down.bucket('flaky');
    const app = await createTestApp({ env: { DATA_DIR: dataDir, ...env } });
    try {
      const admin = (await signInTestUsers(app.app, app.database.db)).admin;
      const before = (await app.database.db.select().from(media)).length;
      await down.stop();
      const res = await upload(app.app, admin, 'amber.jpg');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        message:
          '"amber.jpg" was not saved: the image storage cannot be reached. Try again in a moment.',
      });
      expect((await app.database.db.select().from(media)).length).toBe(before);
    } finally {
      await app.close();
      await down.stop();
    }
  }, 60_000);

  it('removes the sizes already stored when the bucket fails half way through an upload', async () => {
    const bucketName = 'half-way';
    const env = await s3.bucket(bucketName);
    // In front of s3rver: passes everything on, but refuses every PUT after the first once
    // told to, as a bucket that fills up or goes down in the middle of an upload would.
    let failPuts = false;
    let puts = 0;
    const target = new URL(s3.endpoint);
    const proxy = createServer((req, res) => {
      if (req.method === 'PUT' && failPuts && ++puts > 1) {
        req.resume();
        res.writeHead(500, { 'content-type': 'application/xml' });
        res.end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code><Message>down</Message></Error>',
        );
        return;
      }
      const forwarded = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(forwarded);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    const app = await createTestApp({ env: { DATA_DIR: dataDir, ...env, S3_ENDPOINT: endpoint } });
    try {
      const admin = (await signInTestUsers(app.app, app.database.db)).admin;
      const before = (await app.database.db.select().from(media)).length;
      failPuts = true;
      const res = await upload(app.app, admin, 'half.jpg');
      expect(res.statusCode).toBe(503);
      expect(puts).toBeGreaterThan(1);
      expect((await app.database.db.select().from(media)).length).toBe(before);
      expect(await s3.files(bucketName)).toEqual([]);
    } finally {
      await app.close();
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    }
  }, 60_000);

  it('is refused by the configuration: region, credentials, stray settings', () => {
    const config = (env: Record<string, string>) => () => loadConfig(env, null);
    expect(config({ S3_BUCKET: 'shop', S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      'S3_REGION: required with S3_ENDPOINT',
    );
    expect(config({ S3_BUCKET: 'shop' })).toThrow('S3_REGION: required with S3_BUCKET');
    expect(config({ S3_BUCKET: 'shop', S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'x' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither',
    );
    expect(config({ S3_ENDPOINT: 'http://minio:9000' })).toThrow('S3_ENDPOINT: set S3_BUCKET too');
    expect(config({ S3_BUCKET: 'Shop_Media', S3_REGION: 'us-east-1' })).toThrow(
      'S3_BUCKET must be a bucket name',
    );
    expect(config({ MEDIA_PUBLIC_URL: 'cdn.example.com' })).toThrow(
      'MEDIA_PUBLIC_URL must be the address',
    );
    const ok = loadConfig(
      {
        S3_BUCKET: 'shop',
        S3_REGION: 'eu-central-1',
        MEDIA_PUBLIC_URL: 'https://cdn.example.com/m/',
      },
      null,
    );
    expect(ok.media).toEqual({
      storage: {
        kind: 's3',
        bucket: 'shop',
        region: 'eu-central-1',
        endpoint: undefined,
        forcePathStyle: false,
        prefix: 'media/',
        credentials: undefined,
      },
      publicUrl: 'https://cdn.example.com/m',
    });
    expect(loadConfig({}, null).media).toEqual({ storage: { kind: 'disk' }, publicUrl: undefined });
  });
});

describe('npm run media -- to-bucket | to-disk', () => {
  const MOVE_BUCKET = 'moving';
  let moveDir: string;
  let moveEnv: Record<string, string>;
  const names = [
    `${'a'.repeat(32)}-400.webp`,
    `${'a'.repeat(32)}-800.webp`,
    `${'b'.repeat(32)}-400.webp`,
  ];

  beforeAll(async () => {
    moveDir = await mkdtemp(path.join(tmpdir(), 'media-move-test-'));
    moveEnv = await s3.bucket(MOVE_BUCKET);
    const disk = new DiskMediaStorage(path.join(moveDir, 'media'));
    for (const name of names) await disk.write(name, Buffer.from(`bytes of ${name}`));
  });
  afterAll(() => rm(moveDir, { recursive: true, force: true }));

  function run(args: string[], env: Record<string, string> = moveEnv) {
    const out: string[] = [];
    const storage = loadConfig({ DATA_DIR: moveDir, ...env }, null).media.storage;
    return runMediaCommand(
      args,
      { dataDir: moveDir, storage },
      { out: (text) => out.push(text), error: (text) => out.push(text) },
    ).then((code) => ({ code, output: out.join('\n') }));
  }

  it('copies the disk’s files into the bucket, through the command line', async () => {
    // Not spawnSync: the bucket's server runs in this process and must go on answering.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli.ts', 'media', 'to-bucket'],
      {
        cwd: serverRoot,
        env: { ...process.env, DATA_DIR: moveDir, DATABASE_URL: '', INIT_CWD: '', ...moveEnv },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(stdout).toContain(
      `3 files in the disk (${path.join(moveDir, 'media')}): 3 copied to the bucket “moving”`,
    );
    expect(stdout).toContain('0 already there.');
  }, 60_000);

  it('is idempotent, keeps the source, and brings the files back to disk byte for byte', async () => {
    expect(await s3.files(MOVE_BUCKET)).toEqual(names);
    const again = await run(['to-bucket']);
    expect(again.code).toBe(0);
    expect(again.output).toContain(': 0 copied to the bucket “moving”');
    expect(again.output).toContain('3 already there.');
    expect(await diskFiles(moveDir)).toEqual(names);

    // Moved out of the disk: only once each file is in the bucket.
    const moved = await run(['to-bucket', '--delete-source']);
    expect(moved.output).toContain('3 files removed from the disk');
    expect(await diskFiles(moveDir)).toEqual([]);

    const back = await run(['to-disk']);
    expect(back.code).toBe(0);
    expect(back.output).toContain('3 files in the bucket “moving”');
    expect(back.output).toContain('3 copied to the disk');
    expect(await diskFiles(moveDir)).toEqual(names);
    for (const name of names) {
      expect(await readFile(path.join(moveDir, 'media', name), 'utf8')).toBe(`bytes of ${name}`);
    }
    expect(await s3.files(MOVE_BUCKET)).toEqual(names);
  });

  it('says what is missing without a bucket, and how to use it', async () => {
    const noBucket = await run(['to-bucket'], {});
    expect(noBucket.code).toBe(2);
    expect(noBucket.output).toContain('S3_BUCKET is not set');
    const wrong = await run(['sideways']);
    expect(wrong.code).toBe(2);
    expect(wrong.output).toContain('Usage: npm run media -- to-bucket [--delete-source]');
  });
});
