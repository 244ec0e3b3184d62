import { z } from 'zod';
import { isoDateSchema } from './common.ts';
import { healthSchema } from './health.ts';

/**
 * The monitoring screen's contract (issue 6 point 11): `GET /api/admin/monitoring` and
 * `DELETE /api/admin/sessions/{id}`.
 */

/** How many minutes of request counts are kept and shown. */
export const MONITORING_WINDOW_MINUTES = 60;
/** How many of the latest server errors are kept. */
export const MONITORING_ERROR_BUFFER = 50;
/** How often the monitoring screen refreshes itself. */
export const MONITORING_REFRESH_MS = 30_000;

export const systemHealthSchema = healthSchema.extend({
  startedAt: isoDateSchema,
  nodeVersion: z.string(),
  memory: z.object({
    rssBytes: z.number(),
    heapUsedBytes: z.number(),
    heapTotalBytes: z.number(),
  }),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;

/** One minute of traffic: the minute's start, requests answered, 4xx and 5xx among them. */
export const trafficMinuteSchema = z.object({
  minute: isoDateSchema,
  requests: z.number().int(),
  clientErrors: z.number().int(),
  serverErrors: z.number().int(),
  /** Mean response time in milliseconds, null without requests. */
  avgMs: z.number().nullable(),
});
export type TrafficMinute = z.infer<typeof trafficMinuteSchema>;

export const trafficSchema = z.object({
  windowMinutes: z.number().int(),
  /** Oldest first, one entry per minute of the window (empty minutes included). */
  perMinute: z.array(trafficMinuteSchema),
  totals: z.object({
    requests: z.number().int(),
    clientErrors: z.number().int(),
    serverErrors: z.number().int(),
  }),
});
export type Traffic = z.infer<typeof trafficSchema>;

/** A server error (5xx) as remembered: never a body, a token or a secret. */
export const serverErrorEntrySchema = z.object({
  time: isoDateSchema,
  method: z.string(),
  /** The route's pattern (e.g. /api/products/:id), not the URL asked for. */
  route: z.string(),
  status: z.number().int(),
  message: z.string(),
});
export type ServerErrorEntry = z.infer<typeof serverErrorEntrySchema>;

export const activeSessionSchema = z.object({
  id: z.string(),
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.string(),
  }),
  ipAddress: z.string(),
  userAgent: z.string(),
  createdAt: isoDateSchema,
  lastActivityAt: isoDateSchema,
  expiresAt: isoDateSchema,
  /** The session of the admin asking. */
  current: z.boolean(),
});
export type ActiveSessionView = z.infer<typeof activeSessionSchema>;

export const monitoringSnapshotSchema = z.object({
  generatedAt: isoDateSchema,
  health: systemHealthSchema,
  traffic: trafficSchema,
  /** Newest first. */
  errors: z.array(serverErrorEntrySchema),
  /** Live sessions, most recently active first. */
  sessions: z.array(activeSessionSchema),
});
export type MonitoringSnapshot = z.infer<typeof monitoringSnapshotSchema>;

export const sessionIdParamsSchema = z.object({ id: z.string() });
