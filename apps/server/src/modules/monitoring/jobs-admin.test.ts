import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobsList } from '@store/shared/schemas/jobs';
import { jobs } from '../../jobs/jobs.table.ts';
import { signInTestUsers, type AdminTestHeaders } from '../../test/admin-session.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { auditLog } from './audit.table.ts';

let ctx: TestContext;
let users: AdminTestHeaders;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  users = await signInTestUsers(ctx.app, ctx.database.db);
}, 60_000);
afterAll(() => ctx.close());
beforeEach(() => ctx.database.db.execute(sql`truncate jobs`));

/** A job as the queue would leave it, straight in the table. */
async function insertJob(values: Partial<typeof jobs.$inferInsert> = {}) {
  const [row] = await ctx.database.db
    .insert(jobs)
    .values({
      type: 'email.order-confirmation',
      maxAttempts: 5,
      payload: { order: 'MA-1' },
      ...values,
    })
    .returning();
  return row!;
}

async function list(query = '', headers = users.admin) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/jobs${query}`, headers });
  return { status: res.statusCode, body: res.json() as JobsList };
}

function act(method: 'POST' | 'DELETE', url: string, headers = users.admin) {
  return ctx.app.inject({ method, url, headers });
}

describe('GET /api/admin/jobs', () => {
  it('lists every job but the done ones, newest first, with counts per state', async () => {
    const dead = await insertJob({ state: 'dead', attempts: 5, lastError: 'SMTP 550 refused' });
    await insertJob({ state: 'done', attempts: 1 });
    const queued = await insertJob({ type: 'jobs.prune' });

    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.data.jobs.map((job) => job.id)).toEqual([String(queued.id), String(dead.id)]);
    expect(body.data.jobs[1]).toMatchObject({
      type: 'email.order-confirmation',
      state: 'dead',
      attempts: 5,
      maxAttempts: 5,
      lastError: 'SMTP 550 refused',
      payload: { order: 'MA-1' },
    });
    expect(body.data.counts).toEqual({ queued: 1, running: 0, failed: 0, dead: 1, done: 1 });
    expect(body.pagination).toMatchObject({ page: 1, total: 2 });
  });

  it('filters by state and type, and pages', async () => {
    for (let n = 0; n < 3; n++) await insertJob({ state: 'failed', attempts: 1 });
    await insertJob({ type: 'jobs.prune', state: 'failed' });
    await insertJob({ state: 'done' });

    const failed = await list('?state=failed&type=email.order-confirmation&limit=2&page=2');
    expect(failed.body.data.jobs).toHaveLength(1);
    expect(failed.body.pagination).toMatchObject({ total: 3, pages: 2, hasPrev: true });
    expect((await list('?state=done')).body.data.jobs).toHaveLength(1);
  });

  it('refuses a state it does not know, and anyone but an admin', async () => {
    expect((await list('?state=exploded')).status).toBe(400);
    expect((await list('', users.customer)).status).toBe(403);
    expect((await list('', {})).status).toBe(401);
  });
});

describe('retrying and discarding a job', () => {
  it('runs a dead job again now, with its attempts counted anew, and audits it', async () => {
    const dead = await insertJob({ state: 'dead', attempts: 5, lastError: 'SMTP down' });
    const res = await act('POST', `/api/admin/jobs/${dead.id}/retry`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'queued', attempts: 0 });
    const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, dead.id));
    expect(row!.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(dead.id)));
    expect(audit).toMatchObject({ action: 'retried', entity: 'job', actorEmail: users.adminEmail });
  });

  it('refuses to retry a job that is queued, running or done (409), or unknown (404)', async () => {
    for (const state of ['queued', 'running', 'done'] as const) {
      const job = await insertJob({ state });
      const res = await act('POST', `/api/admin/jobs/${job.id}/retry`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'CONFLICT',
        message: expect.stringContaining(state),
      });
    }
    expect((await act('POST', '/api/admin/jobs/999999/retry')).statusCode).toBe(404);
    expect((await act('POST', '/api/admin/jobs/not-a-number/retry')).statusCode).toBe(400);
  });

  it('discards a failed job for good, but never a running one', async () => {
    const failed = await insertJob({ state: 'failed', attempts: 2, lastError: 'timeout' });
    const running = await insertJob({ state: 'running', attempts: 1 });

    const gone = await act('DELETE', `/api/admin/jobs/${failed.id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().data).toEqual({ id: String(failed.id) });
    const refused = await act('DELETE', `/api/admin/jobs/${running.id}`);
    expect(refused.statusCode).toBe(409);

    const left = await ctx.database.db.select({ id: jobs.id }).from(jobs);
    expect(left.map((row) => row.id)).toEqual([running.id]);
    expect((await act('DELETE', `/api/admin/jobs/${failed.id}`)).statusCode).toBe(404);
    expect((await act('DELETE', `/api/admin/jobs/${running.id}`, users.customer)).statusCode).toBe(
      403,
    );
  });
});
