import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@store/shared/errors';
import { envelopeSchema, paginationOf } from '@store/shared/schemas/common';
import {
  jobIdParamsSchema,
  jobSchema,
  jobsListSchema,
  jobsQuerySchema,
  type Job,
} from '@store/shared/schemas/jobs';
import { discardJob, listJobs, retryJob, type JobChange } from '../../jobs/job-store.ts';
import type { JobRow } from '../../jobs/jobs.table.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { ok } from '../../plugins/envelope.ts';
import { recordAudit } from './audit.service.ts';

const JOB_NOT_FOUND = 'Job not found';

function toJob(row: JobRow): Job {
  return {
    id: String(row.id),
    type: row.type,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    runAt: row.runAt.toISOString(),
    lastError: row.lastError,
    payload: row.payload,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The job a change was made to, or the error that says why there was none. */
function changed(change: JobChange, refusal: string): JobRow {
  if ('job' in change) return change.job;
  if ('missing' in change) throw notFound(JOB_NOT_FOUND);
  throw new AppError(409, ERROR_CODES.CONFLICT, `${refusal} (it is ${change.conflict}).`);
}

/** Background jobs on the monitoring screen: what waits, runs, failed or died; retry, discard. */
export const jobsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/jobs',
    { schema: { querystring: jobsQuerySchema, response: { 200: jobsListSchema } } },
    async (req, reply) => {
      const { page, limit } = req.query;
      const { rows, total, counts } = await listJobs(app.db, req.query);
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: { jobs: rows.map(toJob), counts },
        pagination: paginationOf(page, limit, total),
      };
    },
  );

  app.post(
    '/admin/jobs/:id/retry',
    { schema: { params: jobIdParamsSchema, response: { 200: envelopeSchema(jobSchema) } } },
    async (req) => {
      const job = await app.db.transaction(async (tx) => {
        const row = changed(
          await retryJob(tx, Number(req.params.id), app.jobs.now()),
          'Only a failed or dead job can be retried',
        );
        await recordAudit(tx, req, {
          action: 'retried',
          entity: 'job',
          entityId: String(row.id),
          after: { type: row.type, state: row.state },
        });
        return row;
      });
      return ok(toJob(job), 'The job will run again shortly.');
    },
  );

  app.delete(
    '/admin/jobs/:id',
    {
      schema: {
        params: jobIdParamsSchema,
        response: { 200: envelopeSchema(z.object({ id: z.string() })) },
      },
    },
    async (req) => {
      await app.db.transaction(async (tx) => {
        const row = changed(
          await discardJob(tx, Number(req.params.id)),
          'A running or finished job cannot be discarded',
        );
        await recordAudit(tx, req, {
          action: 'discarded',
          entity: 'job',
          entityId: String(row.id),
          before: {
            type: row.type,
            state: row.state,
            attempts: row.attempts,
            lastError: row.lastError,
          },
          after: null,
        });
      });
      return ok({ id: req.params.id }, 'Job discarded.');
    },
  );
};
