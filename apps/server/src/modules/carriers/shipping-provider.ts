import type {
  CarrierErrorKey,
  CarrierId,
  ShipmentRequest,
  ShipmentStatus,
} from '@store/shared/schemas/carriers';

/** The shipment the provider made, with what the store prints and shows. */
export interface CreatedShipment {
  /** Which provider made it: 'oto', or 'oto-simulator' for the built-in simulator. */
  provider: string;
  /** The store's reference, as sent. */
  reference: string;
  /** The provider's own id of it (OTO's `otoId`). */
  providerShipmentId: string;
  /** The carrier's tracking number. */
  trackingNumber: string;
  /** The carrier, when it is one of ours; `deliveryCompany` keeps the provider's name for it. */
  carrier: CarrierId | null;
  deliveryCompany: string | null;
  /** The label: its address at the provider, and the PDF itself when it could be downloaded. */
  label: { url: string | null; pdf: Buffer | null };
  /** The public tracking page (the provider's own, else the carrier's). */
  trackingUrl: string | null;
  status: ShipmentStatus;
}

/** A shipment as the provider has it now. */
export interface ShipmentTracking {
  reference: string;
  providerShipmentId: string | null;
  /** Null while the provider's word for it is not a step of the delivery (OTO.md, "Statuses"). */
  status: ShipmentStatus | null;
  providerStatus: string;
  trackingNumber: string | null;
  carrier: CarrierId | null;
  deliveryCompany: string | null;
  trackingUrl: string | null;
  labelUrl: string | null;
}

/** What every update says, whatever brought it (webhook or poll). */
interface UpdateBase {
  provider: string;
  /** Names this delivery of the update: the same update twice has the same id. */
  eventId: string;
  reference: string;
  occurredAt: Date;
  deliveryCompany: string | null;
  carrier: CarrierId | null;
}

/**
 * A normalised update, as the module hands it to whoever registered the webhook route or runs the
 * poller: a new status of a shipment, or the carrier's refusal of a shipment being created.
 */
export type CarrierUpdate =
  | (UpdateBase & {
      kind: 'status';
      status: ShipmentStatus;
      providerStatus: string;
      /** The carrier's own status text, when the provider passes it on. */
      carrierStatus: string | null;
      providerShipmentId: string | null;
      trackingNumber: string | null;
      trackingUrl: string | null;
      labelUrl: string | null;
      /** Why an attempt failed, or the provider's note. */
      note: string | null;
    })
  | (UpdateBase & {
      kind: 'shipment-error';
      errorCode: string;
      /** The provider's words, and the carrier's answer it passed on. */
      message: string;
      carrierMessage: string | null;
    });

/** A provider that ships for the store: OTO's API, or the built-in simulator of it. */
export interface ShippingProvider {
  readonly name: string;
  readonly simulated: boolean;
  /** Makes the shipment (or finds the one made before with the same reference) and its label. */
  createShipment(request: ShipmentRequest): Promise<CreatedShipment>;
  trackShipment(reference: string): Promise<ShipmentTracking>;
}

export type CarrierErrorKind = 'unavailable' | 'refused' | 'not-found' | 'pending';

/**
 * The provider did not do what was asked. `key` says why in the admin's terms; `providerMessage`
 * and `providerCode` are the provider's own words, kept as they came (never a secret: the client
 * removes its token from anything it keeps).
 */
export class CarrierError extends Error {
  override name = 'CarrierError';
  constructor(
    readonly kind: CarrierErrorKind,
    readonly key: CarrierErrorKey,
    message: string,
    readonly details: {
      providerMessage?: string | null;
      providerCode?: string | null;
      httpStatus?: number;
      reference?: string;
    } = {},
  ) {
    super(message);
  }

  get providerMessage(): string | null {
    return this.details.providerMessage ?? null;
  }

  get providerCode(): string | null {
    return this.details.providerCode ?? null;
  }
}
