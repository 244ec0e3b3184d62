import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@store/shared/locales';
import {
  normalizeTrackingNumber,
  shipmentRequestSchema,
  trackingNumberProblem,
  trackingUrl,
  type CarrierId,
  type ShipmentRequest,
  type ShipmentStatus,
} from '@store/shared/schemas/carriers';
import { findCity } from '@store/shared/saudi/places';
import {
  MANUAL_SHIPMENT_STEPS,
  ORDER_STATUS_NAMES,
  SHIPMENT_STATUS_NAMES,
  type CreateShipment,
} from '@store/shared/schemas/shipments';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, products } from '../../db/schema.ts';
import {
  CarrierError,
  resolveManualCarriers,
  shippingProviderInForce,
  templateInForce,
  type CreatedShipment,
} from '../../modules/carriers/index.ts';
import type { AuditEntry } from '../../modules/monitoring/index.ts';
import type { OrderItemRow, OrderRow } from '../../modules/orders/index.ts';
import type { SecretBox } from '../../modules/settings/index.ts';
import { readShippingOptions } from '../../modules/shipping/index.ts';
import {
  changeShipmentStatus,
  findShipment,
  insertShipment,
  nextParcelNumber,
  providerReferenceOf,
  recordShipmentEvent,
  shipmentsOfOrders,
  type NewShipment,
  type ShipmentLine,
  type ShipmentRow,
} from '../../modules/shipments/index.ts';
import { followParcels } from './follow-parcels.ts';
import { carrierRefusal, fulfilmentRefusal, trackingNumberRefusal } from './fulfilment-refusals.ts';
import { carrierNamer, fulfilmentOf } from './shipment-view.ts';

/** What shipping an order needs: the database, the provider's settings and secrets, a log. */
export interface FulfilmentDeps {
  db: Db;
  box: SecretBox;
  config: AppConfig;
  log: FastifyBaseLogger;
}

/** Who acts, in which language refusals are worded, and how the write is audited. */
export interface FulfilmentActor {
  adminId: string | null;
  language: Language;
  /** Records the write in the audit log, in its transaction. */
  audit?: (tx: Db, entry: AuditEntry) => Promise<void>;
}

export interface ShippedParcel {
  shipment: ShipmentRow;
  order: OrderRow;
  /** Some units of the order are in no parcel yet. */
  unshipped: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order and its lines, or the refusal "Order not found" in the admin's language. */
export async function loadOrder(
  db: Db,
  id: string,
  language: Language,
): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  const [order] = UUID.test(id) ? await db.select().from(orders).where(eq(orders.id, id)) : [];
  if (!order) throw fulfilmentRefusal('orderNotFound', language);
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.position));
  return { order, items };
}

interface PlannedParcel {
  order: OrderRow;
  items: OrderItemRow[];
  parcelNumber: number;
  lines: ShipmentLine[];
  codHalalas: number;
}

/**
 * What goes in the next parcel: the lines asked (all that remains when none are named), each at
 * most what is left of it; refused in the admin's language when the order cannot ship now. The
 * courier collects cash on delivery once, with the order's first parcel.
 */
function planParcel(
  order: OrderRow,
  items: OrderItemRow[],
  parcels: readonly ShipmentRow[],
  asked: CreateShipment['lines'],
  language: Language,
): PlannedParcel {
  const fulfilment = fulfilmentOf(order, items, parcels);
  if (fulfilment.problem) {
    throw fulfilmentRefusal(fulfilment.problem, language, {
      status: ORDER_STATUS_NAMES[order.status][language],
    });
  }
  const remaining = new Map(fulfilment.lines.map((line) => [line.orderItemId, line]));
  let lines: ShipmentLine[];
  if (!asked) {
    lines = fulfilment.lines
      .filter((line) => line.remaining > 0)
      .map((line) => ({ orderItemId: line.orderItemId, quantity: line.remaining }));
  } else {
    const wanted = new Map<string, number>();
    for (const line of asked) {
      if (line.quantity === 0) continue;
      if (!remaining.has(line.orderItemId)) throw fulfilmentRefusal('unknownLine', language);
      wanted.set(line.orderItemId, (wanted.get(line.orderItemId) ?? 0) + line.quantity);
    }
    for (const [orderItemId, quantity] of wanted) {
      const line = remaining.get(orderItemId)!;
      if (quantity > line.remaining) {
        throw fulfilmentRefusal('tooMany', language, {
          item: line.name[language] || line.name.en,
          remaining: line.remaining,
          asked: quantity,
        });
      }
    }
    lines = [...wanted].map(([orderItemId, quantity]) => ({ orderItemId, quantity }));
  }
  if (lines.length === 0) throw fulfilmentRefusal('emptyParcel', language);
  const collecting =
    order.paymentMethod === 'cod' &&
    order.paymentStatus !== 'paid' &&
    !parcels.some((parcel) => parcel.status !== 'cancelled' && parcel.codHalalas > 0);
  return {
    order,
    items,
    parcelNumber: nextParcelNumber(parcels),
    lines,
    codHalalas: collecting ? order.totalHalalas : 0,
  };
}

/** The parcel's weight: the products' weights (bottle and box), else the store's default per item. */
async function weighLines(
  db: Db,
  items: readonly OrderItemRow[],
  lines: readonly ShipmentLine[],
): Promise<number> {
  const itemOf = new Map(items.map((item) => [item.id, item]));
  const productIds = [...new Set(lines.map((line) => itemOf.get(line.orderItemId)!.productId))];
  const [weights, options] = await Promise.all([
    db
      .select({ id: products.id, weightGrams: products.weightGrams })
      .from(products)
      .where(inArray(products.id, productIds)),
    readShippingOptions(db),
  ]);
  const weightOf = new Map(weights.map((row) => [row.id, row.weightGrams]));
  return lines.reduce((sum, line) => {
    const productId = itemOf.get(line.orderItemId)!.productId;
    return sum + (weightOf.get(productId) ?? options.defaultItemWeightGrams) * line.quantity;
  }, 0);
}

/**
 * Inside the write's transaction: holds the order (parcel numbers and quantities cannot race) and
 * checks that the plan made before still holds (another admin may have shipped meanwhile).
 */
async function holdPlan(tx: Db, plan: PlannedParcel, language: Language): Promise<void> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, plan.order.id)).for('update');
  const { order, items } = await loadOrder(tx, plan.order.id, language);
  const parcels = (await shipmentsOfOrders(tx, [order.id])).map(({ shipment }) => shipment);
  const again = planParcel(order, items, parcels, plan.lines, language);
  if (again.parcelNumber !== plan.parcelNumber || again.codHalalas !== plan.codHalalas) {
    throw fulfilmentRefusal('changedMeanwhile', language);
  }
}

function auditSummary(row: ShipmentRow) {
  return {
    parcelNumber: row.parcelNumber,
    carrier: row.carrier,
    provider: row.provider,
    providerReference: row.providerReference,
    trackingNumber: row.trackingNumber,
    status: row.status,
    lines: row.lines,
    codHalalas: row.codHalalas,
  };
}

/** "Parcel 2 · SMSA Express 290692134777": how the order's history names a parcel. */
function parcelLabel(row: ShipmentRow, carrierName: string): string {
  return [`Parcel ${row.parcelNumber}`, carrierName, row.trackingNumber]
    .filter(Boolean)
    .join(' · ');
}

type ParcelFields = Omit<
  NewShipment,
  'orderId' | 'parcelNumber' | 'weightGrams' | 'lines' | 'codHalalas' | 'createdBy' | 'at'
>;

/**
 * Writes a parcel the admin ships, in one transaction: the plan held again, the parcel's row and
 * the first step of its timeline at one instant, then the order's side (`finish`).
 */
function writeParcel(
  deps: FulfilmentDeps,
  plan: PlannedParcel,
  weightGrams: number,
  actor: FulfilmentActor,
  written: { parcel: ParcelFields; eventNote: string; carrierName: string; note: string },
): Promise<ShippedParcel> {
  return deps.db.transaction(async (tx) => {
    await holdPlan(tx, plan, actor.language);
    const now = new Date();
    const shipment = await insertShipment(tx, {
      orderId: plan.order.id,
      parcelNumber: plan.parcelNumber,
      ...written.parcel,
      weightGrams,
      lines: plan.lines,
      codHalalas: plan.codHalalas,
      createdBy: actor.adminId,
      at: now,
    });
    await recordShipmentEvent(tx, {
      shipmentId: shipment.id,
      status: shipment.status,
      source: 'admin',
      note: written.eventNote,
      changedBy: actor.adminId,
      occurredAt: now,
    });
    return finish(tx, shipment, written.carrierName, written.note, actor);
  });
}

/**
 * Ships part or all of an order (issue 19 point 3). By hand: the carrier and the tracking number
 * it gave (checked with the carrier's rules), the tracking page from the carrier's template (the
 * merchant's for the other courier); the parcel counts as handed over, so the order becomes
 * shipped. Through the provider: the shipment request from the order (recipient, phone, cash to
 * collect, weight), then the tracking number, label and reference it gives; the order moves when
 * the carrier picks the parcel up. A provider that fails or refuses leaves nothing saved.
 */
export async function shipOrder(
  deps: FulfilmentDeps,
  orderId: string,
  input: CreateShipment,
  actor: FulfilmentActor,
): Promise<ShippedParcel> {
  const { language } = actor;
  const { order, items } = await loadOrder(deps.db, orderId, language);
  const parcels = (await shipmentsOfOrders(deps.db, [order.id])).map(({ shipment }) => shipment);
  const plan = planParcel(order, items, parcels, input.lines, language);
  const weightGrams = input.weightGrams ?? (await weighLines(deps.db, items, plan.lines));
  const nameOf = await carrierNamer(deps.db);

  if (input.method === 'manual') {
    const problem = trackingNumberProblem(input.carrier, input.trackingNumber);
    if (problem) throw trackingNumberRefusal(problem, language);
    const number = normalizeTrackingNumber(input.trackingNumber);
    const manual = await resolveManualCarriers(deps.db, deps.log);
    const url = trackingUrl(input.carrier, number, templateInForce(manual, input.carrier));
    return writeParcel(deps, plan, weightGrams, actor, {
      parcel: {
        carrier: input.carrier,
        provider: null,
        providerReference: null,
        providerShipmentId: null,
        trackingNumber: number,
        trackingUrl: url,
        labelUrl: null,
        status: 'picked_up',
      },
      eventNote: input.note,
      carrierName: nameOf(input.carrier).en,
      note: input.note,
    });
  }

  let provider;
  try {
    provider = await shippingProviderInForce(deps);
  } catch (error) {
    throw carrierRefusal(error, language);
  }
  const reference = providerReferenceOf(order.orderNumber, plan.parcelNumber);
  const request = shipmentRequestOf(plan, items, {
    reference,
    weightGrams,
    preferredCarrier: input.preferredCarrier,
    language,
  });
  let created: CreatedShipment | null = null;
  try {
    created = await provider.createShipment(request);
  } catch (error) {
    // The provider took the shipment but its carrier has not numbered it yet: it stands, and the
    // webhook or the poller brings the number and the label.
    if (!(error instanceof CarrierError && error.kind === 'pending')) {
      deps.log.warn(
        { err: error, reference, orderNumber: order.orderNumber },
        'shipment refused by the shipping provider',
      );
      throw carrierRefusal(error, language);
    }
  }
  const carrier =
    created?.carrier ?? created?.deliveryCompany ?? input.preferredCarrier ?? provider.name;
  return writeParcel(deps, plan, weightGrams, actor, {
    parcel: {
      carrier,
      provider: created?.provider ?? provider.name,
      providerReference: reference,
      providerShipmentId: created?.providerShipmentId ?? null,
      trackingNumber: created?.trackingNumber ?? null,
      trackingUrl: created?.trackingUrl ?? null,
      labelUrl: created?.label.url ?? null,
      status: created?.status ?? 'created',
    },
    eventNote: input.note || (created ? '' : 'The carrier has not given its number and label yet'),
    carrierName: nameOf(carrier).en,
    note: input.note,
  });
}

/** The order follows its parcels; the write is audited. */
async function finish(
  tx: Db,
  shipment: ShipmentRow,
  carrierName: string,
  note: string,
  actor: FulfilmentActor,
): Promise<ShippedParcel> {
  const followed = await followParcels(tx, shipment.orderId, {
    adminId: actor.adminId,
    note: parcelLabel(shipment, carrierName),
  });
  await actor.audit?.(tx, {
    action: 'created',
    entity: 'shipment',
    entityId: shipment.id,
    before: null,
    after: { orderNumber: followed.after.orderNumber, ...auditSummary(shipment) },
    note: note || undefined,
  });
  return { shipment, order: followed.after, unshipped: followed.unshipped };
}

/**
 * The provider's shipment request for a parcel: the recipient as the order has them (the city by
 * its English name when chosen from the list, the National Address's parts), the lines in the
 * order's language, the cash to collect. A field the provider's schema refuses (too long, a
 * malformed short address) is refused as the provider refuses an address.
 */
export function shipmentRequestOf(
  plan: PlannedParcel,
  items: readonly OrderItemRow[],
  options: {
    reference: string;
    weightGrams: number;
    preferredCarrier?: CarrierId;
    language: Language;
  },
): ShipmentRequest {
  const { order } = plan;
  const itemOf = new Map(items.map((item) => [item.id, item]));
  const city = findCity(order.cityId);
  const cityName = city?.en ?? order.city;
  const lines = plan.lines.map((line) => {
    const item = itemOf.get(line.orderItemId)!;
    return {
      name:
        (order.language === 'ar' ? item.productNameAr : item.productNameEn) || item.productNameEn,
      quantity: line.quantity,
      unitPriceHalalas: item.unitPriceHalalas,
    };
  });
  const linesHalalas = lines.reduce((sum, line) => sum + line.unitPriceHalalas * line.quantity, 0);
  const optional = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);
  const parsed = shipmentRequestSchema.safeParse({
    reference: options.reference,
    recipient: {
      name: `${order.customerFirstName} ${order.customerLastName}`.trim(),
      phone: order.customerPhone,
      email: optional(order.customerEmail),
      city: cityName,
      district: optional(order.district),
      addressLine:
        optional(order.addressLine) ??
        ([order.district, cityName].filter(Boolean).join(', ') || cityName),
      postalCode: optional(order.postalCode),
      buildingNumber: optional(order.buildingNumber),
      additionalNumber: optional(order.additionalNumber),
      shortAddress: optional(order.shortAddress),
      country: order.countryCode,
    },
    items: lines,
    totalHalalas: Math.max(linesHalalas, plan.codHalalas),
    codHalalas: plan.codHalalas,
    weightGrams: options.weightGrams,
    language: order.language === 'ar' ? 'ar' : 'en',
    notes: optional(order.notes.slice(0, 500)),
    preferredCarrier: options.preferredCarrier,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw carrierRefusal(
      new CarrierError('refused', 'addressRefused', 'The shipment request is not valid', {
        providerMessage: issue ? `${issue.path.join('.')}: ${issue.message}` : null,
      }),
      options.language,
    );
  }
  return parsed.data;
}

/**
 * A step of a manual carrier's parcel, as the admin records it (out for delivery, delivered, a
 * failed attempt, back at the store); the order follows as it does with a carrier's update.
 */
export async function recordParcelStep(
  deps: FulfilmentDeps,
  shipmentId: string,
  step: { status: ShipmentStatus; note: string },
  actor: FulfilmentActor,
): Promise<ShippedParcel> {
  const { language } = actor;
  const nameOf = await carrierNamer(deps.db);
  return deps.db.transaction(async (tx) => {
    const before = await findShipment(tx, shipmentId);
    if (before.provider) throw fulfilmentRefusal('notManual', language);
    if (!MANUAL_SHIPMENT_STEPS[before.status].includes(step.status)) {
      throw fulfilmentRefusal('stepNotAllowed', language, {
        from: SHIPMENT_STATUS_NAMES[before.status][language],
        to: SHIPMENT_STATUS_NAMES[step.status][language],
      });
    }
    const now = new Date();
    const outcome = await changeShipmentStatus(
      tx,
      before,
      {
        status: step.status,
        source: 'admin',
        note: step.note,
        changedBy: actor.adminId,
        occurredAt: now,
      },
      now,
    );
    if (!outcome.changed) throw fulfilmentRefusal('changedMeanwhile', language);
    const shipment = outcome.shipment;
    const followed = await followParcels(tx, shipment.orderId, {
      adminId: actor.adminId,
      note: `${parcelLabel(shipment, nameOf(shipment.carrier).en)}: ${SHIPMENT_STATUS_NAMES[step.status].en}`,
    });
    await actor.audit?.(tx, {
      action: 'status-changed',
      entity: 'shipment',
      entityId: shipment.id,
      before: { orderNumber: followed.before.orderNumber, status: before.status },
      after: { orderNumber: followed.after.orderNumber, status: shipment.status },
      note: step.note || undefined,
    });
    return { shipment, order: followed.after, unshipped: followed.unshipped };
  });
}
