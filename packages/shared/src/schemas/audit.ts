import { z } from 'zod';
import { isoDateSchema, limitQuerySchema, pageQuerySchema } from './common.ts';

/** The audit log's contract (issue 6 point 12): `GET /api/audit-log`, admin only, newest first. */

const dateQuery = (name: string) =>
  z
    .string()
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)), {
      error: `${name} must be a date, e.g. 2026-01-31`,
    })
    .optional();

export const auditLogQuerySchema = z.object({
  page: pageQuerySchema,
  limit: limitQuerySchema,
  /** The actor: their id, or part of their email. */
  user: z.string().trim().max(200).optional(),
  /** The kind of thing changed: product, category, order, content, settings, media, session... */
  entity: z.string().trim().max(60).optional(),
  /** One record's id. */
  entityId: z.string().trim().max(200).optional(),
  action: z.string().trim().max(60).optional(),
  /** From this instant (or day, taken at 00:00 UTC) on. */
  from: dateQuery('from'),
  /** Up to this instant; a bare day (2026-01-31) includes the whole day. */
  to: dateQuery('to'),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** One changed value between before and after, at a dotted path ("name.en", "images.0.url"). */
export const auditChangeSchema = z.object({
  path: z.string(),
  /** The values as short JSON texts; null where the key is absent on that side. */
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string().nullable(), email: z.string().nullable() }),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** What changed, key by key (empty for a creation or deletion without a summary). */
  changes: z.array(auditChangeSchema),
  /** Whether the record has a before state / after state at all (creation: no before). */
  hasBefore: z.boolean(),
  hasAfter: z.boolean(),
  note: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: isoDateSchema,
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

/** What the filters can offer: the kinds of thing and actions recorded so far. */
export const auditFacetsSchema = z.object({
  entities: z.array(z.string()),
  actions: z.array(z.string()),
});
export type AuditFacets = z.infer<typeof auditFacetsSchema>;
