import { and, count, desc, eq, gte, ilike, lt, lte, type SQL } from 'drizzle-orm';
import type { AuditEntryView, AuditFacets, AuditLogQuery } from '@store/shared/schemas/audit';
import { idSchema, paginationOf, type Pagination } from '@store/shared/schemas/common';
import type { Db } from '../../db/client.ts';
import { auditChanges } from './audit-diff.ts';
import { auditLog } from './audit.table.ts';

const DAY_MS = 24 * 60 * 60_000;
const BARE_DAY = /^\d{4}-\d{2}-\d{2}$/;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

function filters(query: AuditLogQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.user) {
    where.push(
      idSchema.safeParse(query.user).success
        ? eq(auditLog.actorId, query.user)
        : ilike(auditLog.actorEmail, `%${escapeLike(query.user)}%`),
    );
  }
  if (query.entity) where.push(eq(auditLog.entity, query.entity));
  if (query.entityId) where.push(eq(auditLog.entityId, query.entityId));
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.from) where.push(gte(auditLog.createdAt, new Date(query.from)));
  if (query.to) {
    where.push(
      BARE_DAY.test(query.to)
        ? lt(auditLog.createdAt, new Date(new Date(query.to).getTime() + DAY_MS))
        : lte(auditLog.createdAt, new Date(query.to)),
    );
  }
  return where.length > 0 ? and(...where) : undefined;
}

type AuditRow = typeof auditLog.$inferSelect;

export function toAuditEntry(row: AuditRow): AuditEntryView {
  const details = row.details ?? {};
  const before = details.before ?? null;
  const after = details.after ?? null;
  return {
    id: row.id,
    actor: { id: row.actorId, email: row.actorEmail },
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    changes: auditChanges(before, after),
    hasBefore: before !== null,
    hasAfter: after !== null,
    note: typeof details.note === 'string' ? details.note : null,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The audit log, newest first, filtered by actor, entity, action and dates. */
export async function listAuditLog(
  db: Db,
  query: AuditLogQuery,
): Promise<{ items: AuditEntryView[]; pagination: Pagination }> {
  const where = filters(query);
  const [totals] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    items: rows.map(toAuditEntry),
    pagination: paginationOf(query.page, query.limit, totals?.total ?? 0),
  };
}

export async function auditFacets(db: Db): Promise<AuditFacets> {
  const [entities, actions] = await Promise.all([
    db.selectDistinct({ value: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
    db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(auditLog.action),
  ]);
  return { entities: entities.map((r) => r.value), actions: actions.map((r) => r.value) };
}
