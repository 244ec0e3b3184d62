import type { FastifyBaseLogger } from 'fastify';
import { SHIPMENT_STATUS_NAMES } from '@store/shared/schemas/shipments';
import type { Db } from '../../db/client.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import {
  CarrierError,
  OTO_PROVIDER,
  OTO_SIMULATOR_PROVIDER,
  pollCarrierUpdates,
  shippingProviderInForce,
  type CarrierUpdate,
} from '../../modules/carriers/index.ts';
import {
  changeShipmentStatus,
  findShipmentByReference,
  recordShipmentEvent,
  shipmentsToPoll,
} from '../../modules/shipments/index.ts';
import { followParcels } from './follow-parcels.ts';
import type { FulfilmentDeps } from './ship-order.ts';
import { carrierNamer, isCarrierId } from './shipment-view.ts';

/** OTO's webhooks name OTO, whether OTO or its simulator (which posts OTO's own body) made the parcel. */
function providersNamed(provider: string): string[] {
  return provider === OTO_PROVIDER ? [OTO_PROVIDER, OTO_SIMULATOR_PROVIDER] : [provider];
}

export type UpdateOutcome = 'applied' | 'unchanged' | 'unknown-shipment';

/**
 * A carrier's update (webhook or poll) applied to its parcel, found by provider and reference: the
 * parcel's status and timeline once (the same status again changes nothing), the details it
 * brings late (the tracking number and label of a parcel whose label was pending), then the order
 * follows its parcels: shipped once picked up, out for delivery, delivered when every parcel is
 * (cash on delivery then paid), returned. A refusal by the carrier of a parcel it never numbered
 * cancels the parcel, so its lines can be shipped again. An update for a parcel the store does not
 * have is logged and dropped (answering an error would make OTO send it forever). Throws only
 * when the database fails: the webhook answers 503 and OTO tries again.
 */
export async function applyCarrierUpdate(
  deps: { db: Db; log: FastifyBaseLogger },
  update: CarrierUpdate,
): Promise<UpdateOutcome> {
  const nameOf = await carrierNamer(deps.db);
  return deps.db.transaction(async (tx) => {
    const shipment = await findShipmentByReference(
      tx,
      providersNamed(update.provider),
      update.reference,
    );
    if (!shipment) {
      deps.log.info(
        {
          provider: update.provider,
          reference: update.reference,
          eventId: update.eventId,
          status: update.kind === 'status' ? update.status : null,
        },
        'carrier update for a shipment the store does not have: dropped',
      );
      return 'unknown-shipment';
    }
    const now = new Date();
    let changed = false;
    if (update.kind === 'shipment-error') {
      const note = [update.message, update.carrierMessage].filter(Boolean).join(' — ');
      if (!shipment.trackingNumber && shipment.status === 'created') {
        changed = (
          await changeShipmentStatus(
            tx,
            shipment,
            { status: 'cancelled', source: 'carrier', note, occurredAt: update.occurredAt },
            now,
          )
        ).changed;
      } else {
        await recordShipmentEvent(tx, {
          shipmentId: shipment.id,
          status: shipment.status,
          source: 'carrier',
          note,
          occurredAt: update.occurredAt,
        });
      }
    } else {
      const outcome = await changeShipmentStatus(
        tx,
        shipment,
        {
          status: update.status,
          source: 'carrier',
          // The carrier's own words when it said more than the provider's status word.
          note:
            update.note ??
            (update.carrierStatus && update.carrierStatus !== update.providerStatus
              ? update.carrierStatus
              : ''),
          occurredAt: update.occurredAt,
          trackingNumber: update.trackingNumber,
          trackingUrl: update.trackingUrl,
          labelUrl: update.labelUrl,
          providerShipmentId: update.providerShipmentId,
          carrier:
            update.carrier ?? (isCarrierId(shipment.carrier) ? null : update.deliveryCompany),
        },
        now,
      );
      changed = outcome.changed;
    }
    // Followed even when nothing changed: idempotent, and it finishes a move a failure left undone.
    const followed = await followParcels(tx, shipment.orderId, {
      adminId: null,
      note:
        [
          `Parcel ${shipment.parcelNumber}`,
          nameOf(shipment.carrier).en,
          shipment.trackingNumber ?? update.reference,
        ].join(' · ') +
        (update.kind === 'status' ? `: ${SHIPMENT_STATUS_NAMES[update.status].en}` : ''),
    });
    if (followed.moves.length > 0) {
      deps.log.info(
        { orderNumber: followed.after.orderNumber, moves: followed.moves },
        'order moved with its parcels',
      );
    }
    return changed || followed.moves.length > 0 ? 'applied' : 'unchanged';
  });
}

export const CARRIER_POLL = {
  name: 'shipments.poll-carriers',
  jobType: 'shipments.poll-carriers',
  /** Every 15 minutes: a webhook that never came is made up for within the quarter hour. */
  cron: '*/15 * * * *',
};

/** At most this many parcels are asked about per round, least recently changed first. */
const POLL_BATCH = 100;
/** Parcels older than this are no longer asked about (a carrier's trail goes cold). */
const POLL_WINDOW_DAYS = 60;

/**
 * Asks the provider in force about its parcels still on their way, and applies what it says as a
 * webhook's update would be applied. A provider not set up, or one that fails, ends the round
 * quietly: the next quarter hour does the same work.
 */
export async function pollShipments(
  deps: FulfilmentDeps,
  now: Date,
): Promise<{ asked: number; updated: number; failed: number }> {
  let provider;
  try {
    provider = await shippingProviderInForce(deps);
  } catch (error) {
    if (error instanceof CarrierError) return { asked: 0, updated: 0, failed: 0 };
    throw error;
  }
  const since = new Date(now.getTime() - POLL_WINDOW_DAYS * 24 * 3600 * 1000);
  const references = await shipmentsToPoll(deps.db, provider.name, since, POLL_BATCH);
  if (references.length === 0) return { asked: 0, updated: 0, failed: 0 };
  const outcome = await pollCarrierUpdates(
    provider,
    references,
    async (update) => {
      await applyCarrierUpdate(deps, update);
    },
    deps.log,
  );
  return {
    asked: references.length,
    updated: outcome.updated.length,
    failed: outcome.failed.length,
  };
}

export function registerShipmentJobs(jobs: JobRunner, deps: FulfilmentDeps): void {
  jobs.schedule(
    CARRIER_POLL,
    async (_payload, { log, now }) => {
      const report = await pollShipments({ ...deps, log }, now);
      if (report.asked > 0) log.info(report, 'carrier poll done');
    },
    { maxAttempts: 1 },
  );
}
