import { asc, eq, ne, and } from 'drizzle-orm';
import type { LocalizedText } from '@store/shared/locales';
import { CARRIER_IDS, type CarrierId } from '@store/shared/schemas/carriers';
import type { PublicShipment } from '@store/shared/schemas/order-tracking';
import type { Db } from '../../db/client.ts';
import { shipments } from '../../db/schema.ts';
import {
  MANUAL_CARRIERS,
  resolveManualCarriers,
  type ResolvedManualCarriers,
  templateInForce,
  trackingUrl,
} from '../../modules/carriers/index.ts';
import type { PublicShipmentsOf } from '../../modules/orders/index.ts';

function isCarrierId(value: string): value is CarrierId {
  return (CARRIER_IDS as readonly string[]).includes(value);
}

/** A carrier's name in both languages: a manual carrier's own, the merchant's courier's, or as given. */
function carrierName(carrier: string, manual: ResolvedManualCarriers): LocalizedText {
  if (carrier === 'custom') return manual.customName;
  if (isCarrierId(carrier)) return MANUAL_CARRIERS[carrier].name;
  return { en: carrier, ar: carrier };
}

/** Only a web page opens from the shopper's page or email: never another scheme. */
function webAddress(url: string | null): string | null {
  if (!url || !URL.canParse(url)) return null;
  return ['https:', 'http:'].includes(new URL(url).protocol) ? url : null;
}

/**
 * An order's parcels as its shopper follows them (the tracking page, the shipped email): the
 * carrier's name, the tracking number and the carrier's page for it, the parcel's status. A
 * cancelled parcel (a label voided, a shipment made again) is no parcel of theirs.
 */
export async function orderParcels(db: Db, orderId: string): Promise<PublicShipment[]> {
  const rows = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), ne(shipments.status, 'cancelled')))
    .orderBy(asc(shipments.parcelNumber));
  if (rows.length === 0) return [];
  const manual = await resolveManualCarriers(db);
  return rows.map((row) => {
    // The page given when it was shipped (the provider's, or the carrier's then), else the one
    // of the carrier's in force now.
    const page =
      row.trackingUrl ??
      (row.trackingNumber && isCarrierId(row.carrier)
        ? trackingUrl(row.carrier, row.trackingNumber, templateInForce(manual, row.carrier))
        : null);
    return {
      parcelNumber: row.parcelNumber,
      carrier: { id: row.carrier, name: carrierName(row.carrier, manual) },
      trackingNumber: row.trackingNumber,
      trackingUrl: webAddress(page),
      status: row.status,
      shippedAt: row.shippedAt?.toISOString() ?? null,
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
    };
  });
}

/** The lookup's parcels, for the orders module's public route. */
export function publicShipmentsOf(db: Db): PublicShipmentsOf {
  return (orderId) => orderParcels(db, orderId);
}
