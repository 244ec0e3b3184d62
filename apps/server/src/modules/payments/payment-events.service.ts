import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type {
  PaymentEvent,
  PaymentEventKind,
  PaymentEventOutcome,
} from '@store/shared/schemas/payment-events';
import type { Db } from '../../db/client.ts';
import { englishSummary, type EventMessage } from './payment-event-messages.ts';
import { paymentEvents, payments } from './payments.table.ts';

export interface PaymentEventInput {
  /** As recorded on the payment: paypal, paypal-simulator, moyasar, moyasar-simulator, tabby. */
  provider: string;
  kind: PaymentEventKind;
  /** Default ok. */
  outcome?: PaymentEventOutcome;
  /** What happened, with the provider's reason where it gave one (payment-event-messages.ts). */
  message: EventMessage;
  orderId?: string | null;
  /** The provider's id of the payment (PayPal order, Moyasar invoice): finds the order instead. */
  providerOrderId?: string | null;
  /** A webhook: the provider's event id (processed once per provider and id) and its type. */
  eventId?: string;
  eventType?: string;
  /** A webhook's check; left out for what is not a webhook. */
  verified?: boolean;
  /** Processed when recorded (default); a webhook still to process passes false. */
  processed?: boolean;
  /** What supports the summary. Secrets and card numbers are dropped, whatever the caller passes. */
  payload?: Record<string, unknown>;
}

const SECRET_KEYS =
  /secret|token|password|authori[sz]ation|api[_-]?key|cvc|cvv|^number$|card_?number|^pan$/i;
const MAX_TEXT = 500;
const MAX_DEPTH = 6;

/** The payload without anything that could be a secret or a card number, and without huge text. */
export function safePayload(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > MAX_TEXT ? value.slice(0, MAX_TEXT) : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => safePayload(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_KEYS.test(key))
      .map(([key, item]) => [key, safePayload(item, depth + 1)]),
  );
}

/**
 * Writes one line of a payment's timeline (or a webhook no order owns), in the caller's
 * transaction when given one. A webhook whose id was recorded before is not recorded again:
 * the answer is then null, which tells the caller it is a repeat.
 */
export async function recordPaymentEvent(
  db: Db,
  input: PaymentEventInput,
): Promise<{ id: string } | null> {
  let orderId = input.orderId ?? null;
  if (!orderId && input.providerOrderId) {
    const [payment] = await db
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(
        and(
          eq(payments.provider, input.provider),
          eq(payments.providerOrderId, input.providerOrderId),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    orderId = payment?.orderId ?? null;
  }
  const [row] = await db
    .insert(paymentEvents)
    .values({
      provider: input.provider,
      eventId: input.eventId ?? `store:${randomUUID()}`,
      eventType: input.eventType ?? input.kind,
      kind: input.kind,
      outcome: input.outcome ?? 'ok',
      summary: englishSummary(input.message).slice(0, MAX_TEXT),
      message: safePayload(input.message) as EventMessage,
      orderId,
      payload: safePayload(input.payload ?? {}) as Record<string, unknown>,
      verified: input.verified === undefined ? 'NONE' : input.verified ? 'SUCCESS' : 'FAILURE',
      processedAt: input.processed === false ? null : new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return row ?? null;
}

/** A row of payment_events as the admin sees it, with its order's number when it has one. */
export function toPaymentEvent(
  row: typeof paymentEvents.$inferSelect,
  orderNumber: string | null,
): PaymentEvent {
  return {
    id: row.id,
    provider: row.provider,
    kind: row.kind,
    outcome: row.outcome,
    eventType: row.eventType,
    verified: row.verified === 'SUCCESS' ? true : row.verified === 'FAILURE' ? false : null,
    summary: row.summary,
    message: row.message ?? null,
    order: row.orderId && orderNumber ? { id: row.orderId, orderNumber } : null,
    occurredAt: row.receivedAt.toISOString(),
  };
}
