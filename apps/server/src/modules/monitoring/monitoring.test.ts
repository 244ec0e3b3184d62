import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonitoringSnapshot } from '@store/shared/schemas/monitoring';
import { adminSessions } from '../../db/schema.ts';
import { bearer, createAccount, signInAs } from '../auth/testing.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { auditLog } from './audit.table.ts';
import { RequestMonitor } from './request-monitor.ts';

/** A route that fails like a bug would, with a secret-looking message in its error. */
const failingRoutes: FastifyPluginAsync = async (app) => {
  app.get('/test-fail/:id', { config: { public: true } }, async () => {
    throw new Error(
      'database exploded: Bearer abc.def.ghi eyJhbGciOi.eyJzdWIi.c2lnbmF0dXJl\nparams: hunter2',
    );
  });
};

let ctx: TestContext;
let users: AdminTestHeaders;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false, routes: failingRoutes });
  users = await signInTestUsers(ctx.app, ctx.database.db);
}, 60_000);
afterAll(() => ctx.close());

async function snapshot(headers = users.admin): Promise<MonitoringSnapshot> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/monitoring', headers });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('GET /api/admin/monitoring', () => {
  it('reports health: database up with its latency, uptime, memory', async () => {
    const { health } = await snapshot();
    expect(health.status).toBe('ok');
    expect(health.database).toMatchObject({ kind: expect.any(String), status: 'up' });
    expect(health.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(health.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(health.memory.rssBytes).toBeGreaterThan(0);
    expect(health.memory.heapUsedBytes).toBeGreaterThan(0);
  });

  it('counts requests, 4xx and 5xx of the current minute, and remembers server errors without secrets', async () => {
    const before = (await snapshot()).traffic;
    await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    await ctx.app.inject({ method: 'GET', url: '/api/admin/monitoring' });
    const failed = await ctx.app.inject({
      method: 'GET',
      url: '/api/test-fail/42?token=supersecret',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(failed.statusCode).toBe(500);

    const { traffic, errors } = await snapshot();
    expect(traffic.windowMinutes).toBe(60);
    expect(traffic.perMinute).toHaveLength(60);
    // The three above and the first snapshot's own request.
    expect(traffic.totals.requests - before.totals.requests).toBe(4);
    expect(traffic.totals.clientErrors - before.totals.clientErrors).toBe(2);
    expect(traffic.totals.serverErrors - before.totals.serverErrors).toBe(1);
    expect(traffic.perMinute.at(-1)!.requests).toBeGreaterThan(0);

    expect(errors[0]).toMatchObject({
      method: 'GET',
      route: '/api/test-fail/:id',
      status: 500,
      message: expect.stringContaining('database exploded'),
    });
    const text = JSON.stringify(errors);
    expect(text).not.toContain('supersecret');
    expect(text).not.toContain('abc.def.ghi');
    expect(text).not.toContain('eyJzdWIi');
    expect(text).not.toContain('hunter2');
  });

  it('lists live sessions with user, address and agent, marking the caller’s own', async () => {
    const { sessions } = await snapshot();
    const mine = sessions.filter((s) => s.current);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.user.email).toBe(users.adminEmail);
    expect(mine[0]).toMatchObject({
      ipAddress: expect.any(String),
      userAgent: expect.any(String),
      createdAt: expect.any(String),
      lastActivityAt: expect.any(String),
    });
    expect(sessions.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 401 anonymous and 403 to a non-admin', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/monitoring' })).statusCode).toBe(
      401,
    );
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/monitoring',
          headers: users.customer,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /api/admin/sessions/:id', () => {
  async function otherAdmin() {
    const account = await createAccount(ctx.database.db);
    const signed = await signInAs(ctx.app, account);
    const headers = bearer(signed.token);
    const [row] = await ctx.database.db
      .select({ id: adminSessions.id })
      .from(adminSessions)
      .where(eq(adminSessions.userId, account.id));
    return { account, headers, sessionId: row!.id };
  }

  function end(id: string, headers: Record<string, string> = users.admin) {
    return ctx.app.inject({ method: 'DELETE', url: `/api/admin/sessions/${id}`, headers });
  }

  it('ends another session: its next call gets 401, and the ending is audited', async () => {
    const other = await otherAdmin();
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/monitoring',
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(200);

    const res = await end(other.sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { id: other.sessionId } });

    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/monitoring',
      headers: other.headers,
    });
    expect(after.statusCode).toBe(401);
    expect((await snapshot()).sessions.some((s) => s.id === other.sessionId)).toBe(false);

    const [record] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, other.sessionId));
    expect(record).toMatchObject({ action: 'ended', entity: 'session', actorId: users.adminId });
    expect(record?.details).toMatchObject({ before: { user: other.account.email }, after: null });
  });

  it('refuses to end the caller’s own session (409) and keeps it', async () => {
    const own = (await snapshot()).sessions.find((s) => s.current)!;
    const res = await end(own.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Sign out');
    await snapshot();
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await end('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await end('nope')).statusCode).toBe(404);
  });

  it('answers 401 and 403 and the session lives on', async () => {
    const other = await otherAdmin();
    expect((await end(other.sessionId, {})).statusCode).toBe(401);
    expect((await end(other.sessionId, users.customer)).statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/monitoring',
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('RequestMonitor', () => {
  it('keeps an hour of minutes and the latest 50 errors', () => {
    let now = Date.UTC(2026, 0, 1, 12, 0, 30);
    const monitor = new RequestMonitor(() => now);
    monitor.record(200, 10);
    monitor.record(404, 20);
    now += 61 * 60_000;
    monitor.record(503, 5);
    const traffic = monitor.traffic();
    expect(traffic.totals).toEqual({ requests: 1, clientErrors: 0, serverErrors: 1 });
    expect(traffic.perMinute.at(-1)).toMatchObject({ requests: 1, serverErrors: 1, avgMs: 5 });
    for (let i = 0; i < 60; i++) {
      monitor.recordError({
        method: 'GET',
        route: `/r/${i}`,
        status: 500,
        message: 'x'.repeat(500),
      });
    }
    const errors = monitor.latestErrors();
    expect(errors).toHaveLength(50);
    expect(errors[0]!.route).toBe('/r/59');
    expect(errors[0]!.message.length).toBeLessThanOrEqual(300);
  });
});
