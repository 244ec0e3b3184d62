import { findCity } from '@store/shared/saudi/places';
import type {
  FreeShippingNote,
  PriceRule,
  ShippingOffer,
  ShippingQuote,
  ShippingQuoteProblem,
  ShippingZone,
} from '@store/shared/schemas/shipping';
import type { Db } from '../../db/client.ts';
import { readShipping } from './shipping-store.service.ts';

export interface Parcel {
  /** The order's subtotal (VAT-inclusive prices), in halalas. */
  subtotalHalalas: number;
  /** The parcel's weight: each line's product weight (or the default) times its quantity. */
  weightGrams: number;
}

const GRAMS_PER_KG = 1_000;

function rulePrice(rule: PriceRule, parcel: Parcel): number | null {
  switch (rule.type) {
    case 'flat':
      return rule.priceHalalas;
    case 'order_value': {
      // Bands go up from 0: the last one the subtotal has reached.
      let price = rule.bands[0]!.priceHalalas;
      for (const band of rule.bands) {
        if (parcel.subtotalHalalas >= band.fromHalalas) price = band.priceHalalas;
      }
      return price;
    }
    case 'weight': {
      const band = rule.bands.find((candidate) => parcel.weightGrams <= candidate.upToGrams);
      if (band) return band.priceHalalas;
      if (rule.perExtraKgHalalas === null) return null;
      const last = rule.bands.at(-1)!;
      const extraKg = Math.ceil((parcel.weightGrams - last.upToGrams) / GRAMS_PER_KG);
      return last.priceHalalas + extraKg * rule.perExtraKgHalalas;
    }
  }
}

/**
 * A method's price for a parcel, in halalas: 0 once the subtotal reaches its free threshold;
 * null when the method cannot take the parcel (heavier than its last weight band, with no price
 * per extra kilogram), free or not.
 */
export function priceOfMethod(
  method: { rule: PriceRule; freeAboveHalalas: number | null },
  parcel: Parcel,
): number | null {
  const price = rulePrice(method.rule, parcel);
  if (price === null) return null;
  if (method.freeAboveHalalas !== null && parcel.subtotalHalalas >= method.freeAboveHalalas) {
    return 0;
  }
  return price;
}

function offersOf(zone: ShippingZone, parcel: Parcel): ShippingOffer[] {
  return zone.methods.flatMap((method) => {
    if (!method.active) return [];
    const priceHalalas = priceOfMethod(method, parcel);
    if (priceHalalas === null) return [];
    const madeFree =
      method.freeAboveHalalas !== null && parcel.subtotalHalalas >= method.freeAboveHalalas;
    return [
      {
        methodId: method.id,
        kind: method.kind,
        name: method.name,
        priceHalalas,
        freeAboveHalalas: madeFree ? method.freeAboveHalalas : null,
        minDays: method.minDays,
        maxDays: method.maxDays,
        pickupAddress: method.pickupAddress,
      },
    ];
  });
}

/**
 * Zones that may serve an address, best first: for a Saudi city, the active zones that list the
 * city (position order), then those that list its region; abroad, those that list the country.
 */
function candidateZones(
  zones: readonly ShippingZone[],
  place: { countryCode: 'SA'; cityId: string; regionCode: string } | { countryCode: string },
): ShippingZone[] {
  const active = zones.filter((zone) => zone.active);
  if ('cityId' in place) {
    return [
      ...active.filter((zone) => zone.cityIds.includes(place.cityId)),
      ...active.filter(
        (zone) => !zone.cityIds.includes(place.cityId) && zone.regions.includes(place.regionCode),
      ),
    ];
  }
  return active.filter((zone) => zone.countries.includes(place.countryCode));
}

/**
 * What delivery to this address costs for this parcel: the first zone that may serve it and
 * offers at least one method for the parcel, its active methods priced in order, and cash on
 * delivery as the zone allows. When nothing can be offered, `problem` says why.
 */
export async function quoteShipping(
  db: Db,
  where: { countryCode: string; cityId: string | null },
  parcel: Parcel,
): Promise<ShippingQuote> {
  const echo = { subtotalHalalas: parcel.subtotalHalalas, weightGrams: parcel.weightGrams };
  const refuse = (problem: ShippingQuoteProblem): ShippingQuote => ({
    problem,
    zone: null,
    offers: [],
    cod: { available: false, feeHalalas: 0 },
    ...echo,
  });

  const countryCode = where.countryCode.trim().toUpperCase();
  const { zones, options } = await readShipping(db);
  let candidates: ShippingZone[];
  if (countryCode === 'SA') {
    if (!where.cityId) return refuse('cityRequired');
    const city = findCity(where.cityId);
    if (!city) return refuse('unknownCity');
    candidates = candidateZones(zones, { countryCode, cityId: city.id, regionCode: city.region });
  } else {
    const shipsThere =
      options.shipAbroad && (options.abroadCountries as string[]).includes(countryCode);
    if (!shipsThere) return refuse('abroad');
    candidates = candidateZones(zones, { countryCode });
  }

  for (const zone of candidates) {
    const offers = offersOf(zone, parcel);
    if (offers.length === 0) continue;
    return {
      problem: null,
      zone: { id: zone.id, name: zone.name },
      offers,
      cod: { available: zone.codEnabled, feeHalalas: zone.codEnabled ? zone.codFeeHalalas : 0 },
      ...echo,
    };
  }
  return refuse('noZone');
}

/**
 * What the storefront's free-delivery note may say: from which subtotal standard delivery is
 * free. Every active zone that delivers within Saudi Arabia (by region or city, with an active
 * method) must have an active standard method with a free threshold for `everywhere`; the note
 * then names the largest of those zones' thresholds, from which it is true in every zone.
 * Otherwise it names the smallest threshold found, true somewhere; null when standard delivery
 * is never free.
 */
export async function freeShippingNote(db: Db): Promise<FreeShippingNote> {
  const { zones } = await readShipping(db);
  const saudiZones = zones.filter(
    (zone) =>
      zone.active &&
      zone.regions.length + zone.cityIds.length > 0 &&
      zone.methods.some((method) => method.active),
  );
  const thresholds = saudiZones.map((zone) => {
    const free = zone.methods
      .filter((m) => m.active && m.kind === 'standard' && m.freeAboveHalalas !== null)
      .map((m) => m.freeAboveHalalas!);
    return free.length > 0 ? Math.min(...free) : null;
  });
  const found = thresholds.filter((threshold) => threshold !== null);
  if (found.length === 0) return null;
  if (found.length === thresholds.length) {
    return { fromHalalas: Math.max(...found), everywhere: true };
  }
  return { fromHalalas: Math.min(...found), everywhere: false };
}
