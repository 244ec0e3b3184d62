import { halalasToSar } from '@store/shared/money';
import type { LocalizedText } from '@store/shared/locales';
import { isOnlinePayment } from '@store/shared/schemas/admin-orders';
import { CARRIER_IDS, MANUAL_CARRIERS, type CarrierId } from '@store/shared/schemas/carriers';
import {
  MANUAL_SHIPMENT_STEPS,
  type AdminShipment,
  type OrderFulfilment,
  type ShipmentRefusalKey,
} from '@store/shared/schemas/shipments';
import type { Db } from '../../db/client.ts';
import { adminRefsOf, type AdminRef } from '../../modules/auth/index.ts';
import { resolveManualCarriers } from '../../modules/carriers/index.ts';
import type { OrderItemRow, OrderRow } from '../../modules/orders/index.ts';
import { OTO_SIMULATOR_PROVIDER } from '../../modules/carriers/index.ts';
import {
  shipmentsOfOrders,
  shippedQuantities,
  type ShipmentEventRow,
  type ShipmentRow,
} from '../../modules/shipments/index.ts';

export function isCarrierId(value: string): value is CarrierId {
  return (CARRIER_IDS as readonly string[]).includes(value);
}

/** A carrier's name in both languages: ours, the merchant's name of the other courier, or the provider's word. */
export async function carrierNamer(db: Db): Promise<(carrier: string) => LocalizedText> {
  const manual = await resolveManualCarriers(db);
  return (carrier) => {
    if (carrier === 'custom') return manual.customName;
    if (isCarrierId(carrier)) return MANUAL_CARRIERS[carrier].name;
    return { en: carrier, ar: carrier };
  };
}

/** Where an order stands for shipping: what may still go in a parcel, and why not when nothing may. */
export function fulfilmentOf(
  order: OrderRow,
  items: readonly OrderItemRow[],
  rows: readonly ShipmentRow[],
): OrderFulfilment & { problem: ShipmentRefusalKey | null } {
  const shipped = shippedQuantities(rows);
  const lines = items.map((item) => {
    const inParcels = Math.min(shipped.get(item.id) ?? 0, item.quantity);
    return {
      orderItemId: item.id,
      productId: item.productId,
      name: { en: item.productNameEn, ar: item.productNameAr },
      ordered: item.quantity,
      shipped: inParcels,
      remaining: item.quantity - inParcels,
    };
  });
  const unshipped = lines.some((line) => line.remaining > 0);
  const problem = shippingProblem(order, unshipped);
  return { lines, unshipped, canShip: problem === null, problem };
}

/**
 * Why no parcel may be made for the order now, or null. Parcels are made while the order is being
 * prepared or ready, or, for the rest of a partly shipped order, while it is on its way; an online
 * order once paid.
 */
export function shippingProblem(order: OrderRow, unshipped: boolean): ShipmentRefusalKey | null {
  if (!['processing', 'ready', 'shipped', 'out_for_delivery'].includes(order.status)) {
    return 'orderNotShippable';
  }
  if (isOnlinePayment(order.paymentMethod) && order.paymentStatus !== 'paid') {
    return 'paymentPending';
  }
  return unshipped ? null : 'nothingLeft';
}

export function toAdminShipment(
  row: ShipmentRow,
  events: readonly ShipmentEventRow[],
  items: readonly OrderItemRow[],
  admins: ReadonlyMap<string, AdminRef>,
  nameOf: (carrier: string) => LocalizedText,
): AdminShipment {
  const itemOf = new Map(items.map((item) => [item.id, item]));
  return {
    id: row.id,
    parcelNumber: row.parcelNumber,
    carrier: row.carrier,
    carrierName: nameOf(row.carrier),
    provider: row.provider,
    providerReference: row.providerReference,
    simulated: row.provider === OTO_SIMULATOR_PROVIDER,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    labelUrl: row.labelUrl,
    status: row.status,
    weightGrams: row.weightGrams,
    lines: row.lines.map((line) => {
      const item = itemOf.get(line.orderItemId);
      return {
        orderItemId: line.orderItemId,
        productId: item?.productId ?? '',
        name: item ? { en: item.productNameEn, ar: item.productNameAr } : { en: '', ar: '' },
        quantity: line.quantity,
      };
    }),
    cashOnDelivery: halalasToSar(row.codHalalas),
    nextSteps: row.provider ? [] : [...MANUAL_SHIPMENT_STEPS[row.status]],
    shippedAt: row.shippedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    events: events.map((event) => ({
      id: event.id,
      status: event.status,
      source: event.source as AdminShipment['events'][number]['source'],
      note: event.note,
      changedBy: event.changedBy
        ? (admins.get(event.changedBy) ?? { id: event.changedBy, email: null, name: null })
        : null,
      occurredAt: event.occurredAt.toISOString(),
    })),
  };
}

/** The order's parcels as the admin sees them, and where its lines stand. */
export async function orderShipmentsView(
  db: Db,
  order: OrderRow,
  items: readonly OrderItemRow[],
): Promise<{ shipments: AdminShipment[]; fulfilment: OrderFulfilment }> {
  const [parcels, nameOf] = await Promise.all([
    shipmentsOfOrders(db, [order.id]),
    carrierNamer(db),
  ]);
  const admins = await adminRefsOf(
    db,
    parcels.flatMap(({ shipment, events }) =>
      [shipment.createdBy, ...events.map((event) => event.changedBy)].filter(
        (id): id is string => id !== null,
      ),
    ),
  );
  const { problem: _problem, ...fulfilment } = fulfilmentOf(
    order,
    items,
    parcels.map(({ shipment }) => shipment),
  );
  return {
    shipments: parcels.map(({ shipment, events }) =>
      toAdminShipment(shipment, events, items, admins, nameOf),
    ),
    fulfilment,
  };
}

/** One parcel as the admin sees it, read again. */
export async function shipmentView(
  db: Db,
  shipmentId: string,
  order: OrderRow,
  items: readonly OrderItemRow[],
): Promise<AdminShipment> {
  const view = await orderShipmentsView(db, order, items);
  const found = view.shipments.find((shipment) => shipment.id === shipmentId);
  if (!found) throw new Error(`shipment ${shipmentId} is not of order ${order.id}`);
  return found;
}
