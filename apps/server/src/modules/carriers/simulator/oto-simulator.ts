import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  shipmentRequestSchema,
  trackingUrl,
  type CarrierId,
  type ShipmentRequest,
  type SimulatedShipment,
  type SimulatorMove,
} from '@store/shared/schemas/carriers';
import type { Db } from '../../../db/client.ts';
import { carrierSimulatorShipments } from '../carriers.table.ts';
import {
  CarrierError,
  type CreatedShipment,
  type ShipmentTracking,
  type ShippingProvider,
} from '../shipping-provider.ts';
import {
  OTO_DELIVERY_COMPANIES,
  OTO_HAPPY_PATH,
  otoMobile,
  otoWebhookBody,
  shipmentStatusOf,
} from '../oto/oto-wire.ts';
import { sampleTrackingNumber } from './sample-tracking-number.ts';
import { renderShippingLabel } from './shipping-label-pdf.ts';

export const OTO_SIMULATOR_PROVIDER = 'oto-simulator';

/** Where the admin downloads a simulated shipment's label (admin only, like the simulator). */
export function simulatorLabelPath(reference: string): string {
  return `/api/admin/carriers/simulator/shipments/${encodeURIComponent(reference)}/label`;
}

type Row = typeof carrierSimulatorShipments.$inferSelect;

/** OTO's ends of a shipment: nothing moves it on. */
const FINAL = new Set(['delivered', 'returned', 'shipmentCanceled']);

function refused(code: string, message: string): CarrierError {
  return new CarrierError('refused', 'refused', `OTO simulator refused: ${code} ${message}`, {
    providerCode: code,
    providerMessage: message,
    httpStatus: 400,
  });
}

function notFound(reference: string): CarrierError {
  return new CarrierError('not-found', 'notFound', `OTO simulator: no shipment ${reference}`, {
    providerCode: 'OTO1002',
    providerMessage: 'Order is not exist',
    httpStatus: 404,
  });
}

/** The OTO status a move takes a shipment to from `current`, or OTO's refusal (OTO.md). */
function nextStatus(current: string, move: SimulatorMove): string {
  if (FINAL.has(current)) {
    throw refused('OTO1103', 'Status of the order is not suitable for the action');
  }
  const pickedUp = current !== 'searchingDriver' && current !== 'shipmentCreated';
  switch (move) {
    case 'next': {
      if (current === 'undeliveredAttempt') return 'outForDelivery';
      const at = OTO_HAPPY_PATH.indexOf(current as (typeof OTO_HAPPY_PATH)[number]);
      return OTO_HAPPY_PATH[at + 1] ?? OTO_HAPPY_PATH[0];
    }
    case 'cancelled':
      // "Shipments cannot be canceled once they have reached the 'picked up' status."
      if (pickedUp) throw refused('OTO1082', 'Order Status is not allowed for cancel shipment');
      return 'shipmentCanceled';
    case 'delivery_failed':
    case 'returned':
      if (!pickedUp) throw refused('OTO1103', 'Status of the order is not suitable for the action');
      return move === 'returned' ? 'returned' : 'undeliveredAttempt';
  }
}

export interface OtoSimulatorOptions {
  /** What the label prints as the sender: the pickup location, else the store. */
  from?: string;
  now?: () => Date;
}

/**
 * OTO as the built-in simulator (mode "simulator"; docs/decisions/022): shipments on the store's
 * own database, a carrier's tracking number of the right shape, a real PDF label, and the whole
 * way to the customer, moved on by the admin, each step sent to the store's own webhook route as
 * OTO sends it, signed the same way. No account, no network, no money.
 */
export class OtoSimulator implements ShippingProvider {
  readonly name = OTO_SIMULATOR_PROVIDER;
  readonly simulated = true;
  readonly #db: Db;
  readonly #from: string;
  readonly #now: () => Date;

  constructor(db: Db, options: OtoSimulatorOptions = {}) {
    this.#db = db;
    this.#from = options.from || 'The store / المتجر';
    this.#now = options.now ?? (() => new Date());
  }

  /** As OTO: the same reference again is the same shipment; a phone OTO would refuse is refused. */
  async createShipment(request: ShipmentRequest): Promise<CreatedShipment> {
    const mobile = otoMobile(request.recipient.phone);
    if (!/^\d{9,15}$/.test(mobile)) {
      throw new CarrierError(
        'refused',
        'addressRefused',
        'OTO simulator refused: OTO1030 Recipient phone is missing or invalid',
        {
          providerCode: 'OTO1030',
          providerMessage: 'Recipient phone is missing or invalid',
          httpStatus: 400,
        },
      );
    }
    const carrier: Exclude<CarrierId, 'custom'> =
      request.preferredCarrier && request.preferredCarrier !== 'custom'
        ? request.preferredCarrier
        : 'smsa';
    const at = this.#now().toISOString();
    await this.#db
      .insert(carrierSimulatorShipments)
      .values({
        reference: request.reference,
        providerShipmentId: `SIM${String(randomInt(10_000_000, 99_999_999))}`,
        trackingNumber: sampleTrackingNumber(carrier),
        carrier,
        providerStatus: 'shipmentCreated',
        history: [
          { providerStatus: 'searchingDriver', at },
          { providerStatus: 'shipmentCreated', at },
        ],
        request: request as unknown as Record<string, unknown>,
      })
      .onConflictDoNothing();
    const row = await this.#row(request.reference);
    if (!row) throw new CarrierError('unavailable', 'unavailable', 'OTO simulator lost a shipment');
    const view = toView(row);
    return {
      provider: this.name,
      reference: row.reference,
      providerShipmentId: row.providerShipmentId,
      trackingNumber: row.trackingNumber,
      carrier: view.carrier,
      deliveryCompany: deliveryCompanyOf(view.carrier),
      label: { url: view.labelUrl, pdf: await this.#render(row) },
      trackingUrl: view.trackingUrl,
      status: view.status,
    };
  }

  async trackShipment(reference: string): Promise<ShipmentTracking> {
    const row = await this.#row(reference);
    if (!row) throw notFound(reference);
    const view = toView(row);
    return {
      reference,
      providerShipmentId: row.providerShipmentId,
      status: view.status,
      providerStatus: row.providerStatus,
      trackingNumber: row.trackingNumber,
      carrier: view.carrier,
      deliveryCompany: deliveryCompanyOf(view.carrier),
      trackingUrl: view.trackingUrl,
      labelUrl: view.labelUrl,
    };
  }

  /** The simulator's shipments, newest first (at most 200). */
  async list(): Promise<SimulatedShipment[]> {
    const rows = await this.#db
      .select()
      .from(carrierSimulatorShipments)
      .orderBy(desc(carrierSimulatorShipments.createdAt))
      .limit(200);
    return rows.map(toView);
  }

  async find(reference: string): Promise<SimulatedShipment | null> {
    const row = await this.#row(reference);
    return row ? toView(row) : null;
  }

  async label(reference: string): Promise<Buffer | null> {
    const row = await this.#row(reference);
    return row ? this.#render(row) : null;
  }

  /**
   * Moves the shipment one step (or to an ending) as the carrier would, and gives the webhook OTO
   * would send for it, signed with `secret`. Two admins moving it at once: one wins, the other is
   * refused (the status it saw is gone).
   */
  async advance(
    reference: string,
    move: SimulatorMove,
    secret: string,
  ): Promise<{ shipment: SimulatedShipment; webhook: Record<string, unknown> }> {
    const row = await this.#row(reference);
    if (!row) throw notFound(reference);
    const status = nextStatus(row.providerStatus, move);
    const at = this.#now();
    const [moved] = await this.#db
      .update(carrierSimulatorShipments)
      .set({
        providerStatus: status,
        history: [...row.history, { providerStatus: status, at: at.toISOString() }],
        updatedAt: at,
      })
      .where(
        and(
          eq(carrierSimulatorShipments.reference, reference),
          eq(carrierSimulatorShipments.providerStatus, row.providerStatus),
        ),
      )
      .returning();
    if (!moved)
      throw refused('OTO1211', 'Order is currently being processed. Please retry shortly.');
    const shipment = toView(moved);
    const webhook = otoWebhookBody(
      {
        orderId: reference,
        otoId: moved.providerShipmentId,
        status,
        trackingNumber: moved.trackingNumber,
        deliveryCompany: deliveryCompanyOf(shipment.carrier),
        trackingUrl: shipment.trackingUrl,
        printAwbUrl: shipment.labelUrl,
        ...(status === 'undeliveredAttempt' ? { note: 'Customer was not in the house' } : {}),
        at,
      },
      secret,
    );
    return { shipment, webhook };
  }

  async #row(reference: string): Promise<Row | undefined> {
    const [row] = await this.#db
      .select()
      .from(carrierSimulatorShipments)
      .where(eq(carrierSimulatorShipments.reference, reference));
    return row;
  }

  #render(row: Row): Promise<Buffer> {
    return renderShippingLabel({
      trackingNumber: row.trackingNumber,
      carrier: toView(row).carrier,
      reference: row.reference,
      request: shipmentRequestSchema.parse(row.request),
      from: this.#from,
      createdAt: row.createdAt,
    });
  }
}

function carrierOf(row: Row): CarrierId {
  return row.carrier in OTO_DELIVERY_COMPANIES ? (row.carrier as CarrierId) : 'smsa';
}

function deliveryCompanyOf(carrier: CarrierId): string {
  return carrier === 'custom' ? 'otoDriverApp' : OTO_DELIVERY_COMPANIES[carrier];
}

function toView(row: Row): SimulatedShipment {
  const carrier = carrierOf(row);
  const request = row.request as { codHalalas?: unknown };
  return {
    reference: row.reference,
    providerShipmentId: row.providerShipmentId,
    trackingNumber: row.trackingNumber,
    carrier,
    providerStatus: row.providerStatus,
    status: shipmentStatusOf(row.providerStatus) ?? 'created',
    codHalalas: typeof request.codHalalas === 'number' ? request.codHalalas : 0,
    trackingUrl: trackingUrl(carrier, row.trackingNumber),
    labelUrl: simulatorLabelPath(row.reference),
    history: row.history,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
