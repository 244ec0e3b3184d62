import type { Language } from '@store/shared/locales';
import { deliveryProblems, type CustomerInfoInput } from '@store/shared/schemas/orders';
import type { ShippingOffer, ShippingQuote } from '@store/shared/schemas/shipping';
import type { Db } from '../../db/client.ts';
import { priceCartLines, type RequestedLine } from '../../modules/catalog/index.ts';
import type { OrderShippingMethod } from '../../db/schema.ts';
import { quoteShipping, readShippingOptions } from '../../modules/shipping/index.ts';
import { checkoutError, deliveryError } from './checkout-messages.ts';

interface WeighedLine {
  unitPriceHalalas: number;
  quantity: number;
  weightGrams: number | null;
}

/** What a delivery price depends on: the goods' subtotal and the parcel's weight. */
async function parcelOf(db: Db, lines: readonly WeighedLine[]) {
  const { defaultItemWeightGrams } = await readShippingOptions(db);
  return {
    subtotalHalalas: lines.reduce((sum, line) => sum + line.unitPriceHalalas * line.quantity, 0),
    weightGrams: lines.reduce(
      (sum, line) => sum + (line.weightGrams ?? defaultItemWeightGrams) * line.quantity,
      0,
    ),
  };
}

/** POST /api/public/shipping/quote: the cart at today's prices and weights, to this place. */
export async function quoteCart(
  db: Db,
  request: { countryCode: string; cityId?: string | null; items: RequestedLine[] },
): Promise<ShippingQuote> {
  const lines = await priceCartLines(db, request.items);
  const where = { countryCode: request.countryCode, cityId: request.cityId ?? null };
  return quoteShipping(db, where, await parcelOf(db, lines));
}

export interface PricedDelivery {
  offer: ShippingOffer;
  codFeeHalalas: number;
  /** What the order keeps of the method chosen. */
  snapshot: OrderShippingMethod;
}

/**
 * Prices the delivery the shopper chose for the reserved lines, inside the order's transaction,
 * and checks the address it needs. Refused, in the shopper's language: a place not delivered
 * to, a method no longer offered there, cash on delivery where the zone does not take it, an
 * address a parcel cannot reach.
 */
export async function priceChosenDelivery(
  tx: Db,
  input: {
    customer: CustomerInfoInput;
    lines: readonly WeighedLine[];
    shippingMethodId: string | null | undefined;
    cashOnDelivery: boolean;
    language: Language;
  },
): Promise<PricedDelivery> {
  const { customer, language } = input;
  const where = { countryCode: customer.countryCode, cityId: customer.cityId ?? null };
  const quote = await quoteShipping(tx, where, await parcelOf(tx, input.lines));
  if (quote.problem === 'abroad') throw checkoutError('abroad', language);
  if (quote.problem) throw checkoutError('noDelivery', language);
  // The spec's order carries no delivery method: a request without one gets the first offered,
  // as the checkout page preselects it; either way the server prices it.
  const offer = input.shippingMethodId
    ? quote.offers.find((o) => o.methodId === input.shippingMethodId)
    : quote.offers[0];
  if (!offer) throw checkoutError('deliveryUnavailable', language);
  const addressProblem = deliveryError(
    deliveryProblems(customer, { pickup: offer.kind === 'pickup' }),
    language,
  );
  if (addressProblem) throw addressProblem;
  if (input.cashOnDelivery && !quote.cod.available) {
    throw checkoutError('codUnavailableHere', language);
  }
  return {
    offer,
    codFeeHalalas: input.cashOnDelivery ? quote.cod.feeHalalas : 0,
    snapshot: {
      kind: offer.kind,
      name: offer.name,
      minDays: offer.minDays,
      maxDays: offer.maxDays,
      zone: quote.zone!,
      pickupAddress: offer.pickupAddress,
    },
  };
}
