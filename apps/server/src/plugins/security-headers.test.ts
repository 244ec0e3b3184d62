import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import Fastify from 'fastify';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { securityHeaders, securityHeadersFor, STORE_SECURITY_POLICY } from './security-headers.ts';

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
    const res = await app.inject('/framed');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });
});

describe('every answer of the store', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  it('carries them: an API answer, a refusal, an unknown address', async () => {
    const expected = helmetOnARealResponse();
    const answers = await Promise.all([
      ctx.app.inject('/api/ping'),
      ctx.app.inject('/api/admin/products'),
      ctx.app.inject('/api/no-such-route'),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 404]);
    for (const res of answers) {
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name]).toBe(value);
    }
  });
});
