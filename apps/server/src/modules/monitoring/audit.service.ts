import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { auditLog } from './audit.table.ts';

/** What an admin write records besides who and from where. */
export interface AuditEntry {
  /** A verb in the past tense of the entity's life: 'created', 'updated', 'deleted', 'stock-updated', ... */
  action: string;
  /** The kind of thing changed: 'product', 'category', 'order', 'content', 'settings', 'media', ... */
  entity: string;
  entityId?: string | null;
  /** The state before the write (null for a creation); keep it a summary, never a secret. */
  before?: unknown;
  /** The state after the write (null for a deletion); keep it a summary, never a secret. */
  after?: unknown;
  /** Anything else worth knowing (a change log, counts of a bulk update). */
  note?: string;
}

/**
 * Appends who did what, when and from where to the audit log (issue 6 point 12). Call it with the
 * transaction of the write itself, so a write and its record land together or not at all.
 */
export async function recordAudit(
  db: Db,
  request: FastifyRequest,
  entry: AuditEntry,
): Promise<void> {
  const user = request.auth?.user;
  const userAgent = request.headers['user-agent'];
  await db.insert(auditLog).values({
    actorId: user?.id ?? null,
    actorEmail: user?.email ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    details: {
      ...(entry.before !== undefined ? { before: entry.before } : {}),
      ...(entry.after !== undefined ? { after: entry.after } : {}),
      ...(entry.note !== undefined ? { note: entry.note } : {}),
    },
    ipAddress: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null,
  });
}

/**
 * Runs an admin write and its audit record in one transaction (`write` says what to record):
 * both land together or not at all. The caller drops its caches after it returns.
 */
export async function auditedTransaction<T>(
  db: Db,
  request: FastifyRequest,
  write: (tx: Db) => Promise<{ result: T; audit: AuditEntry }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, audit } = await write(tx);
    await recordAudit(tx, request, audit);
    return result;
  });
}
