import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import Fastify from 'fastify';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import {
  API_SECURITY_HEADERS,
  securityHeaders,
  securityHeadersFor,
  STORE_SECURITY_POLICY,
} from './security-headers.ts';

/** What helmet itself sets on a real response with these options. */
function helmetOnARealResponse() {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(STORE_SECURITY_POLICY)(response.req, response, () => undefined);
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

describe('the security headers worked out once', () => {
  it('are exactly those helmet sets on a response', () => {
    const expected = helmetOnARealResponse();
    expect(Object.keys(expected).length).toBeGreaterThan(10);
    expect(securityHeadersFor(STORE_SECURITY_POLICY)).toEqual(expected);
  });

  it('forbid inline scripts and framing, and ask for HTTPS', () => {
    const headers = securityHeadersFor(STORE_SECURITY_POLICY);
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('let a route set one of them differently', async () => {
    const app = Fastify();
    await app.register(securityHeaders, STORE_SECURITY_POLICY);
    app.get('/framed', async (_request, reply) =>
      reply.header('x-frame-options', 'DENY').send('ok'),
    );
    app.get('/framed.json', async (_request, reply) =>
      reply.header('content-security-policy', "default-src 'none'").send({ ok: true }),
    );
    const res = await app.inject('/framed');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const json = await app.inject('/framed.json');
    expect(json.headers['content-security-policy']).toBe("default-src 'none'");
    expect(json.headers['x-frame-options']).toBe('DENY');
    await app.close();
  });
});

/** Helmet's whole set for a document; for a JSON answer, what every answer gets and the API's. */
function expectedFor(kind: 'document' | 'json') {
  const all = helmetOnARealResponse();
  if (kind === 'document') return all;
  const { 'strict-transport-security': hsts, 'x-content-type-options': nosniff } = all;
  return {
    'strict-transport-security': hsts,
    'x-content-type-options': nosniff,
    'cross-origin-resource-policy': all['cross-origin-resource-policy'],
    ...API_SECURITY_HEADERS,
  };
}

function expectExactly(headers: Record<string, unknown>, kind: 'document' | 'json') {
  const expected = expectedFor(kind);
  for (const name of Object.keys(helmetOnARealResponse())) {
    expect(headers[name], `${kind}: ${name}`).toBe(expected[name as keyof typeof expected]);
  }
}

describe('the headers by the type of the answer', () => {
  it('give a document helmet’s set, and a JSON answer what OWASP lists for an API', async () => {
    const app = Fastify();
    await app.register(securityHeaders, STORE_SECURITY_POLICY);
    app.get('/page', async (_request, reply) => reply.type('text/html').send('<p>hi</p>'));
    app.get('/file', async (_request, reply) =>
      reply.type('application/pdf').send(Buffer.from('%PDF-1.4')),
    );
    app.get('/data', async () => ({ ok: true }));
    app.get('/refused', async (_request, reply) => reply.code(400).send({ ok: false }));
    expectExactly((await app.inject('/page')).headers, 'document');
    expectExactly((await app.inject('/file')).headers, 'document');
    expectExactly((await app.inject('/data')).headers, 'json');
    expectExactly((await app.inject('/refused')).headers, 'json');
    // A JSON answer is some 400 bytes lighter.
    const bytes = (headers: Record<string, unknown>) =>
      Object.entries(headers).reduce((sum, [k, v]) => sum + k.length + String(v).length, 0);
    const json = expectedFor('json');
    expect(bytes(expectedFor('document')) - bytes(json)).toBeGreaterThan(350);
    await app.close();
  });
});

describe('every answer of the store', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  it('carries them: an API answer, a refusal, an unknown address, a document', async () => {
    const answers = await Promise.all([
      ctx.app.inject('/api/ping'),
      ctx.app.inject('/api/admin/products'),
      ctx.app.inject('/api/no-such-route'),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 404]);
    for (const res of answers) expectExactly(res.headers, 'json');
    const robots = await ctx.app.inject('/robots.txt');
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expectExactly(robots.headers, 'document');
  });
});
