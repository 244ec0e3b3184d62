import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { carrierEvents } from './carriers.table.ts';

/** How long an update may be in hand before its claim is taken as lost (a process that died). */
const CLAIM_MS = 5 * 60_000;

export interface CarrierEventInput {
  provider: string;
  eventId: string;
  reference: string;
  providerStatus: string;
  status: string | null;
  payload: Record<string, unknown>;
}

/**
 * Claims a delivery for handling, once: 'new' (handle it now), 'done' (handled before: answer and
 * do nothing), 'in-progress' (another request has it: the provider should try again). A claim
 * older than five minutes whose handling never finished is taken over.
 */
export async function claimCarrierEvent(
  db: Db,
  event: CarrierEventInput,
  now = new Date(),
): Promise<'new' | 'done' | 'in-progress'> {
  const [inserted] = await db
    .insert(carrierEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: carrierEvents.id });
  if (inserted) return 'new';
  const same = and(
    eq(carrierEvents.provider, event.provider),
    eq(carrierEvents.eventId, event.eventId),
  );
  const [taken] = await db
    .update(carrierEvents)
    .set({ receivedAt: now })
    .where(
      and(
        same,
        isNull(carrierEvents.processedAt),
        lt(carrierEvents.receivedAt, new Date(now.getTime() - CLAIM_MS)),
      ),
    )
    .returning({ id: carrierEvents.id });
  if (taken) return 'new';
  const [row] = await db
    .select({ processedAt: carrierEvents.processedAt })
    .from(carrierEvents)
    .where(same);
  return row?.processedAt ? 'done' : 'in-progress';
}

/** The update was handled: a repeat of it is answered without being handled again. */
export async function finishCarrierEvent(db: Db, provider: string, eventId: string): Promise<void> {
  await db
    .update(carrierEvents)
    .set({ processedAt: new Date() })
    .where(and(eq(carrierEvents.provider, provider), eq(carrierEvents.eventId, eventId)));
}

/** Handling failed: the claim goes, so the provider's retry is handled again. */
export async function releaseCarrierEvent(
  db: Db,
  provider: string,
  eventId: string,
): Promise<void> {
  await db
    .delete(carrierEvents)
    .where(
      and(
        eq(carrierEvents.provider, provider),
        eq(carrierEvents.eventId, eventId),
        isNull(carrierEvents.processedAt),
      ),
    );
}
