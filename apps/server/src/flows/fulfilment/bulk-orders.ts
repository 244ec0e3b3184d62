import { allowedTransitions } from '@store/shared/schemas/admin-orders';
import type { OrderStatus } from '@store/shared/schemas/orders';
import {
  BULK_DONE_TEXTS,
  ORDER_STATUS_NAMES,
  wordRefusal,
  type BulkOrderAction,
  type BulkOrderOutcome,
  type BulkOrderResult,
} from '@store/shared/schemas/shipments';
import type { CarrierId } from '@store/shared/schemas/carriers';
import { orderAuditSummary, type OrderRow } from '../../modules/orders/index.ts';
import { changeOrderStatusTx } from './change-order-status.ts';
import { fulfilmentRefusal, outcomeOf } from './fulfilment-refusals.ts';
import { loadOrder, shipOrder, type FulfilmentActor, type FulfilmentDeps } from './ship-order.ts';
import { carrierNamer } from './shipment-view.ts';

const TARGET: Record<Exclude<BulkOrderAction, 'create-shipments'>, OrderStatus> = {
  'mark-preparing': 'processing',
  'mark-ready': 'ready',
};

/** The order's way to prepared: new orders are accepted, then prepared, then ready. */
const FORWARD: OrderStatus[] = ['pending', 'confirmed', 'processing', 'ready'];

/**
 * The statuses an order goes through to reach `to` (a new cash-on-delivery order marked preparing
 * is accepted first), each one a transition it may take now; null when it may not get there.
 */
function stepsTo(order: OrderRow, to: OrderStatus): OrderStatus[] | null {
  const from = FORWARD.indexOf(order.status);
  const target = FORWARD.indexOf(to);
  if (from < 0 || from >= target) return null;
  const steps = FORWARD.slice(from + 1, target + 1);
  let at = order;
  for (const step of steps) {
    if (!allowedTransitions(at).includes(step)) return null;
    at = { ...at, status: step };
  }
  return steps;
}

const UNEXPECTED = {
  en: 'Something went wrong on our side; try this order again',
  ar: 'حدث خطأ من جهتنا؛ أعد المحاولة لهذا الطلب',
};

/**
 * One action on several orders, each on its own (its own transaction, its own audit record): an
 * order that cannot take it is reported with the reason, in the admin's language, and the others
 * are still done. `create-shipments` ships all that is left of each order through the integrated
 * provider, one after the other (the provider is called once per order).
 */
export async function bulkOrderAction(
  deps: FulfilmentDeps,
  request: { action: BulkOrderAction; ids: string[]; carrier?: CarrierId },
  actor: FulfilmentActor,
): Promise<BulkOrderResult> {
  const { language } = actor;
  const nameOf = await carrierNamer(deps.db);
  const results: BulkOrderOutcome[] = [];
  for (const id of [...new Set(request.ids)]) {
    let orderNumber: string | null = null;
    let status: OrderStatus | null = null;
    try {
      const { order } = await loadOrder(deps.db, id, language);
      orderNumber = order.orderNumber;
      status = order.status;
      if (request.action === 'create-shipments') {
        const shipped = await shipOrder(
          deps,
          id,
          { method: 'provider', preferredCarrier: request.carrier, note: '' },
          actor,
        );
        status = shipped.order.status;
        results.push({
          id,
          orderNumber,
          outcome: 'done',
          status,
          shipmentId: shipped.shipment.id,
          reason: null,
          message: wordRefusal(BULK_DONE_TEXTS.shipped, language, {
            parcel: shipped.shipment.parcelNumber,
            carrier: nameOf(shipped.shipment.carrier)[language],
            tracking: shipped.shipment.trackingNumber ?? '',
          }).trim(),
        });
        continue;
      }
      const to = TARGET[request.action];
      const names = {
        from: ORDER_STATUS_NAMES[order.status][language],
        to: ORDER_STATUS_NAMES[to][language],
      };
      if (order.status === to) {
        throw fulfilmentRefusal('alreadyInStatus', language, { status: names.to });
      }
      const steps = stepsTo(order, to);
      if (!steps) throw fulfilmentRefusal('transitionRefused', language, names);
      const change = await deps.db.transaction(async (tx) => {
        let moved = null;
        for (const step of steps) {
          moved = await changeOrderStatusTx(tx, id, { status: step, note: '' }, actor.adminId);
        }
        await actor.audit?.(tx, {
          action: 'status-changed',
          entity: 'order',
          entityId: id,
          before: orderAuditSummary(order),
          after: orderAuditSummary(moved!.after),
          note: `bulk ${request.action}`,
        });
        return moved!;
      });
      status = change.after.status;
      results.push({
        id,
        orderNumber,
        outcome: 'done',
        status,
        shipmentId: null,
        reason: null,
        message: wordRefusal(BULK_DONE_TEXTS.moved, language, { status: names.to }),
      });
    } catch (error) {
      const words = outcomeOf(error) ?? {
        message: UNEXPECTED[language],
        reason: { key: 'fulfilment.unexpected', params: {} },
      };
      if (!outcomeOf(error))
        deps.log.error({ err: error, orderId: id }, 'bulk order action failed');
      results.push({
        id,
        orderNumber,
        outcome: 'refused',
        status,
        shipmentId: null,
        reason: words.reason,
        message: words.message,
      });
    }
  }
  return {
    action: request.action,
    results,
    done: results.filter((result) => result.outcome === 'done').length,
    refused: results.filter((result) => result.outcome === 'refused').length,
  };
}
