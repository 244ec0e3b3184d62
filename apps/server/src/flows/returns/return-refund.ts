import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@store/shared/errors';
import type { Db } from '../../db/client.ts';
import { refunds } from '../../db/schema.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findOrder } from '../../modules/orders/index.ts';
import {
  findReturn,
  markReturnRefundedTx,
  returnAmountHalalas,
  type ReturnRow,
} from '../../modules/returns/index.ts';
import type { CheckoutServices } from '../checkout/checkout-services.ts';
import {
  askProvider,
  claimRefund,
  recordRefundFailure,
  recordRefundTx,
  sar,
} from '../refund/order-refund.ts';
import { allowedActions, auditReturn } from './admin-returns.ts';

/** One key per return: asking again (a second click, a retry after no answer) is the same refund. */
export function returnRefundKey(returnId: string): string {
  return `return-${returnId}`;
}

function refusal(message: string, key: string): AppError {
  return new AppError(409, ERROR_CODES.CONFLICT, message, { key, params: {} });
}

/**
 * Refunds what came back of a received request, at the lines' prices: through the provider that
 * took the payment (the refund flow: its key, its records, its email and credit note), or, for
 * cash on delivery, recorded as paid back in cash (its credit note follows `return.refunded`).
 */
export async function refundReturn(
  deps: { db: Db; services: CheckoutServices; now: Date },
  req: FastifyRequest,
  id: string,
  note: string,
): Promise<{ stockReleased: boolean }> {
  const { db } = deps;
  const adminId = req.auth?.user?.id ?? null;
  const found = await findReturn(db, id);
  const order = await findOrder(db, found.request.orderId);
  if (!allowedActions(found, order).includes('refund')) {
    if (found.request.status !== 'received') {
      throw refusal('Only a received return can be refunded', 'notReceived');
    }
    throw refusal(
      returnAmountHalalas(found.lines) === 0
        ? 'Nothing came back to refund; close the return instead'
        : 'This order has no payment left to refund; close the return instead',
      'nothingToRefund',
    );
  }
  const amountHalalas = returnAmountHalalas(found.lines);
  const refundNote = [`Return ${found.request.returnNumber}`, note].filter(Boolean).join(': ');

  /** Marks the return refunded and audits it, with the return locked, in `tx`. */
  const markRefunded = async (
    tx: Db,
    refund: { method: 'provider' | 'cash'; amountHalalas: number; refundId: string | null },
  ): Promise<ReturnRow | null> => {
    const { request } = await findReturn(tx, id, { lock: true });
    // Closed meanwhile: the money went back all the same, and the order's refunds show it.
    if (request.status !== 'received') return null;
    const after = await markReturnRefundedTx(tx, request, { ...refund, adminId, at: deps.now });
    await auditReturn(tx, req, 'refunded', request, after, {
      note,
      details: { method: refund.method, refunded: sar(refund.amountHalalas) },
    });
    return after;
  };

  if (order.paymentMethod === 'cod') {
    await db.transaction((tx) =>
      markRefunded(tx, { method: 'cash', amountHalalas, refundId: null }),
    );
    return { stockReleased: false };
  }

  const claim = await claimRefund(db, deps.services, {
    orderId: order.id,
    amountHalalas,
    note: refundNote,
    idempotencyKey: returnRefundKey(id),
    adminId,
  });
  if ('done' in claim) {
    // Made already by an earlier request whose answer was lost before the return was marked.
    const [made] = await db
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), eq(refunds.idempotencyKey, returnRefundKey(id))));
    await db.transaction((tx) =>
      markRefunded(tx, {
        method: 'provider',
        amountHalalas: made?.amountHalalas ?? amountHalalas,
        refundId: made?.id ?? null,
      }),
    );
    return { stockReleased: false };
  }
  const answer = await askProvider(claim, req.log);
  if (!answer.ok) {
    await recordRefundFailure(db, claim, answer);
    throw new AppError(
      502,
      ERROR_CODES.PAYMENT_PROVIDER_UNAVAILABLE,
      answer.message,
      answer.reason,
    );
  }
  return db.transaction(async (tx) => {
    // The return first, then the order (recordRefundTx): the order a receipt locks them in.
    await findReturn(tx, id, { lock: true });
    const recorded = await recordRefundTx(tx, claim, answer);
    await markRefunded(tx, {
      method: 'provider',
      amountHalalas: claim.refund.amountHalalas,
      refundId: claim.refund.id,
    });
    return { stockReleased: recorded.stockReleased };
  });
}
