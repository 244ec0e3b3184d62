import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES, type ErrorReason } from '@store/shared/errors';
import { canRefund } from '@store/shared/schemas/admin-orders';
import { idSchema } from '@store/shared/schemas/common';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { orders, payments, refunds } from '../../db/schema.ts';
import { recordOrderStatus, type OrderRow } from '../../modules/orders/index.ts';
import {
  eventMessage,
  type HostedPaymentProvider,
  NotCapturedYet,
  type PaymentProvider,
  PaymentProviderError,
  providerTitle,
  recordPaymentEvent,
  sarMoney,
} from '../../modules/payments/index.ts';
import type { CheckoutServices } from '../checkout/checkout-services.ts';
import { returnOrderStock } from '../checkout/stock.ts';

/** Statuses in which an order refunded in full is also cancelled (the goods have not left). */
const CANCEL_ON_REFUND = new Set(['pending', 'confirmed', 'processing']);

/**
 * How long one request may ask the provider (PayPal: one call; a hosted page: a read and a
 * refund, each under the provider timeout). A refund still pending after it lost its answer and
 * may be asked again with its key.
 */
export const REFUND_LEASE_MS = 2 * 60_000;

type PaymentRow = typeof payments.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

/** The provider that gives the money back: PayPal by its capture, a hosted page by its payment. */
type RefundGateway =
  | { kind: 'capture'; title: string; provider: PaymentProvider }
  | { kind: 'hosted'; title: string; provider: HostedPaymentProvider };

export interface RefundAsk {
  orderId: string;
  /** Halalas; undefined for all that remains. */
  amountHalalas: number | undefined;
  note: string;
  idempotencyKey: string;
  adminId: string | null;
}

/** A refund this request now holds (pending, its lease taken), ready to be asked of the provider. */
export interface RefundClaim {
  order: OrderRow;
  payment: PaymentRow & { captureId: string };
  refund: RefundRow;
  gateway: RefundGateway;
  /** Asked before without an answer: the provider may have made it already. */
  resumed: boolean;
  /** Halalas refunded (succeeded) before this one. */
  refundedBefore: number;
  /** This is the first refund of the capture and all of it: PayPal is sent no amount. */
  whole: boolean;
}

/** What the provider answered: made (possibly still pending on its side), or not. */
export type ProviderAnswer =
  | { ok: true; providerRefundId: string; pendingAtProvider: boolean; raw: Record<string, unknown> }
  | { ok: false; unknown: boolean; message: string; reason: ErrorReason };

export function sar(halalas: number): string {
  return `SAR ${(halalas / 100).toFixed(2)}`;
}

/** A refusal in English, and as a key and values for the admin's language (`order.refund.refusals`). */
function conflict(message: string, key: string, params: ErrorReason['params'] = {}): AppError {
  return new AppError(409, ERROR_CODES.CONFLICT, message, { key, params });
}

function sum(rows: RefundRow[], status: RefundRow['status'], of: (row: RefundRow) => number) {
  return rows.filter((row) => row.status === status).reduce((total, row) => total + of(row), 0);
}

/** The order's captured payment, the one refunds go to. */
async function capturedPayment(tx: Db, orderId: string) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, 'captured'),
        isNotNull(payments.captureId),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return payment?.captureId ? { ...payment, captureId: payment.captureId } : null;
}

function gatewayFor(services: CheckoutServices, order: OrderRow, payment: PaymentRow) {
  const title = providerTitle(order.paymentMethod);
  if (order.paymentMethod === 'paypal') {
    const provider = services.provider;
    if (payment.provider !== provider.name) {
      // E.g. paid through the simulator, and the store has since switched to live PayPal.
      throw conflict(
        `This payment was made through ${payment.provider}, but the store now uses ${provider.name}; it can only be refunded through ${payment.provider}.`,
        'providerChanged',
        { paidWith: payment.provider, current: provider.name },
      );
    }
    return { kind: 'capture', title, provider } satisfies RefundGateway;
  }
  const provider = services.hosted(order.paymentMethod);
  if (!provider || payment.provider !== provider.name || !payment.providerOrderId) {
    throw conflict(
      `This payment was made through ${payment.provider}, which the store no longer uses; refund it in that provider's dashboard.`,
      'providerGone',
      { paidWith: payment.provider },
    );
  }
  return { kind: 'hosted', title, provider } satisfies RefundGateway;
}

/**
 * Takes the refund this request is to make, with the order locked: the same key again is the same
 * refund (made already: `done`; under way: 409; asked without an answer: asked again, same
 * amount); a new key is a new refund, refused when it asks more than remains of the capture once
 * the refunds made and those awaiting the provider are counted. Nothing is asked of the provider
 * here; the claim holds its amount until the answer is recorded.
 */
export async function claimRefund(
  db: Db,
  services: CheckoutServices,
  ask: RefundAsk,
): Promise<{ done: true } | RefundClaim> {
  if (!idSchema.safeParse(ask.orderId).success) throw notFound('Order not found');
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, ask.orderId)).for('update');
    if (!order) throw notFound('Order not found');
    const [existing] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), eq(refunds.idempotencyKey, ask.idempotencyKey)));
    if (existing?.status === 'succeeded') return { done: true as const };
    const now = new Date();
    if (existing?.status === 'pending' && existing.lockedUntil && existing.lockedUntil > now) {
      throw conflict(
        'This refund is being made right now; reload the order in a moment to see it.',
        'inProgress',
      );
    }
    const resumed = existing?.status === 'pending';
    if (
      resumed &&
      ask.amountHalalas !== undefined &&
      ask.amountHalalas !== existing.amountHalalas
    ) {
      throw conflict(
        `The refund of ${sar(existing.amountHalalas)} asked with this key got no answer from the provider; ask it again for the same amount to learn whether it was made.`,
        'askSameAmount',
        { amount: existing.amountHalalas },
      );
    }
    if (order.paymentStatus === 'refunded') {
      throw conflict('This order has already been refunded', 'alreadyRefunded');
    }
    if (!canRefund(order)) throw conflict('Only a paid online order can be refunded', 'notPaid');
    const payment = await capturedPayment(tx, order.id);
    if (!payment) throw conflict('No captured payment was found for this order', 'noCapture');
    const gateway = gatewayFor(services, order, payment);

    const others = (
      await tx.select().from(refunds).where(eq(refunds.paymentId, payment.id))
    ).filter((row) => row.id !== existing?.id);
    const refunded = sum(others, 'succeeded', (row) => row.amountHalalas);
    const held = sum(others, 'pending', (row) => row.amountHalalas);
    const remaining = payment.amountHalalas - refunded - held;
    const amount = resumed ? existing.amountHalalas : (ask.amountHalalas ?? remaining);
    if (!resumed && remaining <= 0) {
      throw conflict(
        held > 0
          ? `${sar(held)} of refunds awaits the provider's answer; ask those again before refunding more.`
          : 'Nothing is left to refund on this order',
        held > 0 ? 'awaitingAnswer' : 'nothingLeft',
        { held },
      );
    }
    if (!resumed && amount > remaining) {
      const awaiting = held > 0 ? ` and ${sar(held)} awaits the provider's answer` : '';
      throw new AppError(
        422,
        ERROR_CODES.VALIDATION_FAILED,
        `At most ${sar(remaining)} can be refunded: ${sar(refunded)} of ${sar(payment.amountHalalas)} was refunded already${awaiting}. ${sar(amount)} was asked.`,
        {
          key: held > 0 ? 'tooMuchAwaiting' : 'tooMuch',
          params: { remaining, refunded, captured: payment.amountHalalas, held, asked: amount },
        },
      );
    }
    const completes = refunded + held + amount === payment.amountHalalas;
    const settledBefore =
      sum(others, 'succeeded', (row) => row.settlementAmountMinor) +
      sum(others, 'pending', (row) => row.settlementAmountMinor);
    // The last refund takes what is left in the settlement currency, so the parts add up exactly.
    const settlementAmountMinor = resumed
      ? existing.settlementAmountMinor
      : completes
        ? payment.chargedAmountMinor - settledBefore
        : Math.round((amount * payment.chargedAmountMinor) / payment.amountHalalas);
    if (settlementAmountMinor <= 0) {
      throw new AppError(
        422,
        ERROR_CODES.VALIDATION_FAILED,
        `${sar(amount)} is less than the smallest amount ${payment.settlementCurrency} can refund.`,
        { key: 'belowMinimum', params: { amount, currency: payment.settlementCurrency } },
      );
    }

    const values = {
      orderId: order.id,
      paymentId: payment.id,
      provider: payment.provider,
      amountHalalas: amount,
      settlementAmountMinor,
      status: 'pending' as const,
      note: ask.note,
      adminId: ask.adminId,
      idempotencyKey: ask.idempotencyKey,
      attempts: (existing?.attempts ?? 0) + 1,
      lockedUntil: new Date(now.getTime() + REFUND_LEASE_MS),
      failureMessage: null,
      updatedAt: now,
    };
    const [refund] = existing
      ? await tx.update(refunds).set(values).where(eq(refunds.id, existing.id)).returning()
      : await tx.insert(refunds).values(values).returning();
    await recordPaymentEvent(tx, {
      provider: payment.provider,
      orderId: order.id,
      kind: 'refund.requested',
      message: eventMessage('refundAsked', {
        amount: sarMoney(amount),
        provider: payment.provider,
        attempt: values.attempts,
      }),
      payload: {
        refundId: refund!.id,
        amountHalalas: amount,
        settlementAmount: `${settlementAmountMinor} ${payment.settlementCurrency}`,
        attempt: values.attempts,
      },
    });
    return {
      order,
      payment,
      refund: refund!,
      gateway,
      resumed,
      refundedBefore: refunded,
      whole: completes && settledBefore === 0,
    };
  });
}

/**
 * Asks the provider, outside any transaction. PayPal gets the refund's id as its request id, so a
 * retry is the same refund there; Moyasar takes no key, so its payment is read first and a refund
 * that already went through (its answer lost) is not made again. Never throws for the provider.
 */
export async function askProvider(
  claim: RefundClaim,
  log: FastifyBaseLogger,
): Promise<ProviderAnswer> {
  const { gateway, refund, payment, order } = claim;
  try {
    if (gateway.kind === 'capture') {
      const made = await gateway.provider.refundCapture(payment.captureId, {
        requestId: refund.id,
        customId: refund.id,
        reference: order.orderNumber,
        noteToPayer: refund.note || undefined,
        ...(claim.whole
          ? {}
          : {
              amount: { minor: refund.settlementAmountMinor, currency: payment.settlementCurrency },
            }),
      });
      if (made.status !== 'COMPLETED' && made.status !== 'PENDING') {
        return {
          ok: false,
          unknown: false,
          message: `${gateway.title} answered the refund with status ${made.status}. Nothing was refunded and the order was not changed.`,
          reason: {
            key: 'providerStatus',
            params: { provider: gateway.title, status: made.status },
          },
        };
      }
      return {
        ok: true,
        providerRefundId: made.id,
        pendingAtProvider: made.status === 'PENDING',
        raw: made.raw,
      };
    }
    const state = await gateway.provider.read(payment.providerOrderId!);
    const providerRefundId = state.paymentId ?? state.id;
    if (claim.resumed && state.refundedHalalas - claim.refundedBefore >= refund.amountHalalas) {
      log.info({ orderNumber: order.orderNumber, refundId: refund.id }, 'refund found made');
      return { ok: true, providerRefundId, pendingAtProvider: false, raw: state.raw };
    }
    const made = await gateway.provider.refund(state, refund.amountHalalas, refund.id);
    if (made.refundedHalalas < state.refundedHalalas + refund.amountHalalas) {
      return {
        ok: false,
        unknown: true,
        message: `${gateway.title} did not confirm the refund; the order was not changed. Check the payment in its dashboard, then try again.`,
        reason: { key: 'notConfirmed', params: { provider: gateway.title } },
      };
    }
    return { ok: true, providerRefundId, pendingAtProvider: false, raw: made.raw };
  } catch (error) {
    log.warn({ err: error, orderNumber: order.orderNumber, refundId: refund.id }, 'refund failed');
    return refundFailure(error, gateway);
  }
}

/** The provider's failure as an answer that says what happened to the money. */
function refundFailure(error: unknown, gateway: RefundGateway): ProviderAnswer {
  const { title } = gateway;
  if (error instanceof PaymentProviderError && error.kind === 'unavailable') {
    return {
      ok: false,
      unknown: true,
      message: `${title} did not answer, so the refund is not confirmed and the order was not changed. Try again: ${title} will not refund the same payment twice.`,
      reason: { key: 'noAnswer', params: { provider: title } },
    };
  }
  const issue =
    error instanceof PaymentProviderError && error.details.issue && gateway.kind === 'capture'
      ? ` (${error.details.issue})`
      : gateway.kind === 'hosted' && error instanceof Error
        ? `: ${error.message.replace(/\.$/, '')}`
        : '';
  return {
    ok: false,
    unknown: false,
    message: `${title} refused the refund${issue}. Nothing was refunded and the order was not changed.`,
    reason:
      error instanceof NotCapturedYet
        ? { key: 'notCapturedYet', params: { provider: title } }
        : {
            key: 'refused',
            params: { provider: title, issue: issue.replace(/^: |^ \(|\)$/g, '') },
          },
  };
}

/**
 * Records a refused or unanswered refund: refused frees its amount (failed); unanswered keeps
 * it held (pending, its lease given back) until it is asked again.
 */
export async function recordRefundFailure(
  db: Db,
  claim: RefundClaim,
  answer: Extract<ProviderAnswer, { ok: false }>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(refunds)
      .set({
        status: answer.unknown ? 'pending' : 'failed',
        lockedUntil: null,
        failureMessage: answer.message,
        updatedAt: new Date(),
      })
      .where(eq(refunds.id, claim.refund.id));
    await recordPaymentEvent(tx, {
      provider: claim.payment.provider,
      orderId: claim.order.id,
      kind: 'refund.failed',
      outcome: answer.unknown ? 'failed' : 'refused',
      message: eventMessage('refundFailed', {
        amount: sarMoney(claim.refund.amountHalalas),
        reason: answer.message,
      }),
      payload: { refundId: claim.refund.id, attempt: claim.refund.attempts },
    });
  });
}

/** Records a refund the provider made, in the caller's transaction (the route adds its audit). */
export async function recordRefundTx(
  tx: Db,
  claim: RefundClaim,
  answer: Extract<ProviderAnswer, { ok: true }>,
) {
  const [refund] = await tx
    .update(refunds)
    .set({
      status: 'succeeded',
      providerRefundId: answer.providerRefundId,
      providerResponse: answer.raw,
      lockedUntil: null,
      failureMessage: null,
      updatedAt: new Date(),
    })
    .where(eq(refunds.id, claim.refund.id))
    .returning();
  return applyRefundTx(tx, {
    orderId: claim.order.id,
    payment: claim.payment,
    refund: refund!,
    title: claim.gateway.title,
    pendingAtProvider: answer.pendingAtProvider,
    cancelUnshipped: true,
  });
}

/**
 * What a succeeded refund does to its order, with the order locked: all of the capture refunded
 * marks the order and the payment refunded and (for the admin's refund) while the goods have not
 * shipped, cancels the order and gives its stock back; a part leaves it paid. Either way one history line tells it
 * (and with it `order.refunded`, which emails the shopper) and the payment's timeline shows it.
 */
export async function applyRefundTx(
  tx: Db,
  input: {
    orderId: string;
    payment: PaymentRow;
    refund: RefundRow;
    title: string;
    pendingAtProvider: boolean;
    /** Whether refunding all of it cancels an order not yet shipped (the admin's refund does). */
    cancelUnshipped: boolean;
  },
) {
  const { payment, refund } = input;
  const now = new Date();
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
  if (!order) throw notFound('Order not found');
  const all = await tx.select().from(refunds).where(eq(refunds.paymentId, payment.id));
  const refunded = sum(all, 'succeeded', (row) => row.amountHalalas);
  const full = refunded >= payment.amountHalalas && order.paymentStatus === 'paid';
  const pending = input.pendingAtProvider ? ` (pending at ${input.title})` : '';
  await recordPaymentEvent(tx, {
    provider: payment.provider,
    orderId: order.id,
    kind: 'refund.succeeded',
    message: eventMessage('refunded', {
      amount: sarMoney(refund.amountHalalas),
      refunded: sarMoney(refunded),
      captured: sarMoney(payment.amountHalalas),
      pendingAt: input.pendingAtProvider ? payment.provider : null,
    }),
    payload: {
      refundId: refund.id,
      providerRefundId: refund.providerRefundId,
      amountHalalas: refund.amountHalalas,
      refundedHalalas: refunded,
    },
  });
  const metadata = {
    refundId: refund.id,
    providerRefundId: refund.providerRefundId,
    amountHalalas: refund.amountHalalas,
    refundedHalalas: refunded,
    captureId: payment.captureId,
  };

  if (!full) {
    const [after] = await tx
      .update(orders)
      .set({ updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    await recordOrderStatus(tx, {
      orderId: order.id,
      from: order.status,
      to: order.status,
      paymentStatus: order.paymentStatus,
      note:
        refund.note ||
        `Refunded ${sar(refund.amountHalalas)}${pending}; ${sar(payment.amountHalalas - refunded)} remains paid`,
      changedBy: refund.adminId,
      refundId: refund.id,
      metadata,
    });
    return { before: order, after: after!, stockReleased: false, full: false };
  }

  const cancel = input.cancelUnshipped && CANCEL_ON_REFUND.has(order.status);
  const releaseStock = cancel && order.stockReleasedAt === null;
  const [after] = await tx
    .update(orders)
    .set({
      paymentStatus: 'refunded',
      updatedAt: now,
      ...(cancel ? { status: 'cancelled' as const, expiresAt: null } : {}),
      ...(releaseStock ? { stockReleasedAt: now } : {}),
    })
    .where(eq(orders.id, order.id))
    .returning();
  await tx
    .update(payments)
    .set({
      status: 'refunded',
      refundId: refund.providerRefundId,
      // The provider's answer is on the refund row; the payment's own record is left as it is
      // (for a simulator it is the payment's state, which the refund has just changed).
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id));
  if (releaseStock) await returnOrderStock(tx, order.id);
  await recordOrderStatus(tx, {
    orderId: order.id,
    from: order.status,
    to: after!.status,
    paymentStatus: 'refunded',
    note: refund.note || `Payment refunded in full${pending}`,
    changedBy: refund.adminId,
    refundId: refund.id,
    metadata: { ...metadata, ...(releaseStock ? { stockReleased: true } : {}) },
  });
  return { before: order, after: after!, stockReleased: releaseStock, full: true };
}

/**
 * A refund made in the provider's own dashboard, learnt from its webhook: recorded as a refund of
 * the order by no admin, unless it is one of ours (its custom id, or its provider id, is known) or
 * adds nothing to what the store has recorded.
 */
export async function recordDashboardRefund(
  db: Db,
  input: {
    orderId: string;
    title: string;
    providerRefundId: string | null;
    /** Our refund's id when the refund carries one (PayPal's custom_id). */
    customId: string | null;
    /** All refunded of the capture so far, in the settlement currency, as the provider says. */
    totalRefundedMinor: number | null;
    currency: string;
    raw: Record<string, unknown>;
  },
): Promise<{ recorded: boolean; stockReleased: boolean }> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for('update');
    const payment = order ? await capturedPayment(tx, order.id) : null;
    const none = { recorded: false, stockReleased: false };
    if (!order || !payment || order.paymentStatus !== 'paid') return none;
    if (input.totalRefundedMinor === null || input.currency !== payment.settlementCurrency)
      return none;
    const all = await tx.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    const ours = all.find(
      (row) =>
        row.id === input.customId ||
        (input.providerRefundId !== null && row.providerRefundId === input.providerRefundId),
    );
    if (ours) return none;
    const knownMinor =
      sum(all, 'succeeded', (row) => row.settlementAmountMinor) +
      sum(all, 'pending', (row) => row.settlementAmountMinor);
    const newMinor = Math.min(input.totalRefundedMinor, payment.chargedAmountMinor) - knownMinor;
    if (newMinor <= 0) return none;
    const knownHalalas =
      sum(all, 'succeeded', (row) => row.amountHalalas) +
      sum(all, 'pending', (row) => row.amountHalalas);
    const amountHalalas =
      input.totalRefundedMinor >= payment.chargedAmountMinor
        ? payment.amountHalalas - knownHalalas
        : Math.round((newMinor * payment.amountHalalas) / payment.chargedAmountMinor);
    if (amountHalalas <= 0) return none;
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        paymentId: payment.id,
        provider: payment.provider,
        providerRefundId: input.providerRefundId,
        amountHalalas,
        settlementAmountMinor: newMinor,
        status: 'succeeded',
        note: `Refunded in ${input.title}`,
        adminId: null,
        idempotencyKey: `provider-${input.providerRefundId ?? randomUUID()}`,
        attempts: 0,
        providerResponse: input.raw,
      })
      .onConflictDoNothing()
      .returning();
    if (!refund) return none;
    const applied = await applyRefundTx(tx, {
      orderId: order.id,
      payment,
      refund,
      title: input.title,
      pendingAtProvider: false,
      cancelUnshipped: false,
    });
    return { recorded: true, stockReleased: applied.stockReleased };
  });
}
