import type { FastifyBaseLogger } from 'fastify';
import type { CarrierError, CarrierUpdate, ShippingProvider } from './shipping-provider.ts';

export interface PollOutcome {
  /** References whose status was read and passed on. */
  updated: string[];
  /** References the provider has no delivery step for yet (OTO.md, "Statuses"). */
  unchanged: string[];
  /** References that could not be read or handled, and why: tried again at the next poll. */
  failed: { reference: string; error: CarrierError | Error }[];
}

/**
 * Asks the provider for each shipment's status now (OTO: `orderStatus`) and passes each one on,
 * as a webhook would: for stores OTO cannot reach, and to catch a webhook that never came. The
 * module keeps no shipments, so the caller gives the references still on their way and compares
 * what comes back with what it has (the same status again changes nothing). One failure stops
 * nothing: it is reported, and the rest go on.
 */
export async function pollCarrierUpdates(
  provider: ShippingProvider,
  references: readonly string[],
  onUpdate: (update: CarrierUpdate) => Promise<void> | void,
  log?: FastifyBaseLogger,
): Promise<PollOutcome> {
  const outcome: PollOutcome = { updated: [], unchanged: [], failed: [] };
  for (const reference of references) {
    try {
      const tracking = await provider.trackShipment(reference);
      if (!tracking.status) {
        outcome.unchanged.push(reference);
        continue;
      }
      await onUpdate({
        kind: 'status',
        provider: provider.name,
        eventId: `poll:${reference}:${tracking.providerStatus}`,
        reference,
        occurredAt: new Date(),
        deliveryCompany: tracking.deliveryCompany,
        carrier: tracking.carrier,
        status: tracking.status,
        providerStatus: tracking.providerStatus,
        carrierStatus: null,
        providerShipmentId: tracking.providerShipmentId,
        trackingNumber: tracking.trackingNumber,
        trackingUrl: tracking.trackingUrl,
        labelUrl: tracking.labelUrl,
        note: null,
      });
      outcome.updated.push(reference);
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      log?.warn(
        { reference, err: failure },
        'carrier poll: a shipment could not be read or handled',
      );
      outcome.failed.push({ reference, error: failure });
    }
  }
  return outcome;
}
