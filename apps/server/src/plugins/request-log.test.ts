import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';

const lines: Record<string, unknown>[] = [];
let ctx: TestContext;
let app: TestContext['app'];

beforeAll(async () => {
  ctx = await createTestApp({
    seed: false,
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  app = ctx.app;
});
afterAll(() => ctx.close());

describe('the request log', () => {
  it('writes one line per answered request, with what both of Fastify’s lines said', async () => {
    lines.length = 0;
    await app.inject({ url: '/api/ping', remoteAddress: '203.0.113.7' });
    await app.inject({ url: '/api/no-such-route' });
    const requestLines = lines.filter((line) => line.reqId !== undefined);
    expect(requestLines).toHaveLength(2);
    const [ping, missing] = requestLines as Record<string, Record<string, unknown>>[];
    expect(ping).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/ping', remoteAddress: '203.0.113.7' },
      res: { statusCode: 200 },
    });
    expect(ping!.responseTime).toEqual(expect.any(Number));
    expect(missing).toMatchObject({ req: { url: '/api/no-such-route' }, res: { statusCode: 404 } });
  });

  it('writes a public read answered from memory at debug, the first asking at info', async () => {
    lines.length = 0;
    const url = '/api/products?limit=3';
    const first = await app.inject({ url });
    const again = await app.inject({ url });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(app.publicCache.stats().hits).toBeGreaterThan(0);
    const requestLines = lines.filter((line) => line.reqId !== undefined);
    expect(requestLines).toEqual([
      expect.objectContaining({ level: 30, req: expect.objectContaining({ url }) }),
    ]);

    lines.length = 0;
    app.log.level = 'debug';
    try {
      await app.inject({ url });
    } finally {
      app.log.level = 'info';
    }
    const hit = lines.filter((line) => line.reqId !== undefined);
    expect(hit).toEqual([
      expect.objectContaining({ level: 20, msg: 'request completed', res: { statusCode: 200 } }),
    ]);
  });

  it('is silent below info', async () => {
    lines.length = 0;
    app.log.level = 'warn';
    try {
      await app.inject({ url: '/api/ping' });
    } finally {
      app.log.level = 'info';
    }
    expect(lines.filter((line) => line.reqId !== undefined)).toEqual([]);
  });
});
