import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { appVersion } from './paths.ts';
import { openTestDatabase } from './test/test-database.ts';
import type { Database } from './db/client.ts';
import type { FastifyInstance } from 'fastify';

let database: Database;
let app: FastifyInstance;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'store-web-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>store</title>');
  writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test' }, distDir);
  app = await buildApp({ config, database, logger: false });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('reports the database and the version', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        status: 'ok',
        version: appVersion,
        uptimeSeconds: expect.any(Number),
        database: { kind: database.kind, status: 'up', latencyMs: expect.any(Number) },
      },
    });
  });
});

describe('GET /api/openapi.json', () => {
  it('documents the routes from their zod schemas', async () => {
    const res = await app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const listing = doc.paths['/api/products'].get;
    const params = listing.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(
      expect.arrayContaining(['category', 'search', 'sortBy', 'page', 'limit']),
    );
    expect(doc.paths['/api/products/{id}']).toBeDefined();
  });
});

describe('routing', () => {
  it('answers unknown API paths with the 404 envelope', async () => {
    for (const url of ['/api/nope', '/api', '/api/products/x/y/z']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
    }
    const post = await app.inject({ method: 'POST', url: '/api/products/whatever' });
    expect(post.statusCode).toBe(404);
    expect(post.json().success).toBe(false);
  });

  it('serves index.html for any other path, uncached, so the app renders its own pages', async () => {
    // Storefront pages live below their language (decision 027); the admin area has none.
    for (const url of [
      '/ar',
      '/en/products',
      '/en/checkout/success?orderNumber=X',
      '/admin/orders',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>store</title>');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const res = await app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends security headers with a script policy that forbids inline scripts', async () => {
    const res = await app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a malformed JSON body with a 400 envelope, never a stack trace', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().success).toBe(false);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });
});
