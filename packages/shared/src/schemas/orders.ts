import { z } from 'zod';
import { DEFAULT_COUNTRY, MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../constants.ts';
import { isoDateSchema, languageSchema, localizedTextSchema } from './common.ts';
import { COUNTRY_CODES, nationalAddress, type NationalAddressPart } from '../saudi/address.ts';
import { latinDigits, parseMobile } from '../saudi/mobile.ts';
import { findCity } from '../saudi/places.ts';
import { publicTaxDocumentSchema } from './tax-documents.ts';

/**
 * An order's course (issue 19 point 3), as Saudi merchants name it: `pending` awaits an online
 * payment; then new (`confirmed`), preparing (`processing`), ready, shipped, out for delivery,
 * delivered; or cancelled, or returned. The keys `confirmed` and `processing` are those of the
 * orders placed before these names; the pages show them as "New" and "Preparing".
 */
/** An automatic offer an order made true, as its pages show it (decision 037). */
export const appliedOfferViewSchema = z.object({
  offerId: z.string(),
  name: localizedTextSchema,
  /** SAR taken off the goods; 0 for free wrapping or samples. */
  discount: z.number(),
});
export type AppliedOfferView = z.infer<typeof appliedOfferViewSchema>;

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'ready',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS = ['paypal', 'moyasar', 'tabby', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Sent by the browser (spec section 3) but never trusted: the server uses its own prices and totals. */
const ignored = z.unknown().optional();

/**
 * Shape only. Whether a field is required depends on the payment method and the messages must
 * be in the shopper's language, so those rules live in `customerInfoProblems`, used by both sides.
 */
export const customerInfoInputSchema = z.object({
  firstName: z.string().trim().max(100).default(''),
  lastName: z.string().trim().max(100).default(''),
  email: z.string().trim().max(254).default(''),
  phone: z.string().trim().max(40).default(''),
  address: z.string().trim().max(300).default(''),
  city: z.string().trim().max(100).default(''),
  /** Optional real postal code (the spec's fixed placeholder is not kept, see DESIGN.md). */
  postalCode: z.string().trim().max(20).nullish(),
  country: z.string().trim().max(100).default(DEFAULT_COUNTRY),
  notes: z.string().trim().max(1000).default(''),
  // The address's normalised parts (issue 19): a city of the bundled list and the Saudi National
  // Address numbers. `city` and `address` above keep what the shopper saw and typed.
  countryCode: z.enum(COUNTRY_CODES, { error: 'must be SA or a Gulf country code' }).default('SA'),
  cityId: z.string().trim().max(60).nullish(),
  district: z.string().trim().max(100).default(''),
  buildingNumber: z.string().trim().max(20).nullish(),
  additionalNumber: z.string().trim().max(20).nullish(),
  shortAddress: z.string().trim().max(20).nullish(),
});
export type CustomerInfoInput = z.infer<typeof customerInfoInputSchema>;

export const orderItemInputSchema = z.object({
  productId: z.string().max(100),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  productName: ignored,
  productImage: ignored,
  price: ignored,
  subtotal: ignored,
});

/** "Order as sent to payment creation" (spec section 3), plus the page language for messages and emails. */
export const orderDataSchema = z.object({
  items: z.array(orderItemInputSchema).min(1).max(MAX_ORDER_LINES),
  customerInfo: customerInfoInputSchema,
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  /** The delivery method chosen from the quote for this address; priced again by the server. */
  shippingMethodId: z.string().max(60).nullish(),
  /** A discount code the shopper entered (issue 21); checked again by the server in the order. */
  discountCode: z.string().max(80).nullish(),
  /**
   * Gifting (issue 21, decision 036): wrapping for the store's fee, a message for the packing
   * slip, prices hidden there. The message's limit is judged by the server in the page's language
   * (giftMessageProblem); this bound only stops absurd bodies.
   */
  gift: z
    .object({
      wrap: z.boolean(),
      message: z.string().max(4000).default(''),
      hidePrices: z.boolean().default(false),
    })
    .nullish(),
  /** Free samples chosen, by product; how many the store allows is judged by the server. */
  samples: z.array(z.string().max(100)).max(50).nullish(),
  /** Language of the page: error messages, the payment page and the emails use it. */
  language: languageSchema.optional(),
  subtotal: ignored,
  shippingCost: ignored,
  tax: ignored,
  total: ignored,
  paymentStatus: ignored,
  status: ignored,
});
export type OrderData = z.infer<typeof orderDataSchema>;

/** POST /api/orders: cash on delivery. */
export const codOrderRequestSchema = orderDataSchema.extend({ paymentMethod: z.literal('cod') });
export type CodOrderRequest = z.input<typeof codOrderRequestSchema>;

/** A line of an order as bought: the same on the success page and in the admin. */
export const orderItemSchema = z.object({
  productId: z.string(),
  name: localizedTextSchema,
  image: z.string().nullable(),
  /** SAR, as it was at purchase. */
  price: z.number(),
  quantity: z.number().int(),
  subtotal: z.number(),
  /** SAR: the line's share of the order's discount code (0 without one). */
  discount: z.number(),
});

/** What the success page may show: no address, phone or email. Amounts in SAR. */
export const publicOrderSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  items: z.array(orderItemSchema),
  subtotal: z.number(),
  shippingCost: z.number(),
  /** SAR taken off the goods by the discount code; 0 without one. */
  discount: z.number(),
  /** SAR of delivery a free-shipping code waived (`shippingCost` is then 0). */
  shippingDiscount: z.number(),
  /** The code as the store knows it, or null. */
  discountCode: z.string().nullable(),
  /** SAR taken off the goods by automatic offers (decision 037), beside the code's `discount`. */
  offerDiscount: z.number(),
  /** The offers the order made true, with what each took off the goods (0: wrapping, samples). */
  appliedOffers: z.array(appliedOfferViewSchema),
  /** SAR: the zone's cash-on-delivery fee, 0 unless paid on delivery. */
  codFee: z.number(),
  /** SAR: the gift-wrapping fee, 0 unless wrapping was asked for. */
  giftWrapFee: z.number(),
  /** The gift options chosen, or null when the order is not a gift. */
  gift: z.object({ wrap: z.boolean(), message: z.string(), hidePrices: z.boolean() }).nullable(),
  /** The free samples chosen, named as at purchase. */
  samples: z.array(z.object({ productId: z.string(), name: localizedTextSchema })),
  /** VAT; included in the prices (not added to the total) when the store's prices include VAT. */
  tax: z.number(),
  total: z.number(),
  currency: z.literal('SAR'),
  customerInfo: z.object({ firstName: z.string() }),
  language: languageSchema,
  createdAt: isoDateSchema,
  /** The tax invoice and its notes, each with a link to its PDF (issue 18). */
  taxDocuments: z.array(publicTaxDocumentSchema),
});
export type PublicOrder = z.infer<typeof publicOrderSchema>;

/** GET /api/orders/public/{orderNumber}?email= */
export const orderLookupParamsSchema = z.object({ orderNumber: z.string().max(40) });
export const orderLookupQuerySchema = z.object({ email: z.string().max(254).optional() });

// ---- Customer details rules (spec section 5), shared by the checkout form and the server ----

export type CustomerField = keyof CustomerInfoInput;
export type CustomerInfoProblem = {
  field: CustomerField;
  problem: 'required' | 'invalid-email' | 'invalid-phone';
};

/** Cash on delivery needs name, email and phone; online payment also the address, city and country. */
export const REQUIRED_CUSTOMER_FIELDS: Record<PaymentMethod, readonly CustomerField[]> = {
  cod: ['firstName', 'email', 'phone'],
  paypal: ['firstName', 'email', 'phone', 'address', 'city', 'country'],
  moyasar: ['firstName', 'email', 'phone', 'address', 'city', 'country'],
  tabby: ['firstName', 'email', 'phone', 'address', 'city', 'country'],
};

/**
 * A mobile number as typed in its one stored form, +9665XXXXXXXX (`parseMobile`), for the
 * address's country; what cannot be read as one is kept as typed, digits only.
 */
export function normalizePhone(phone: string, countryCode: string = 'SA'): string {
  const country = COUNTRY_CODES.find((code) => code === countryCode) ?? 'SA';
  return parseMobile(phone, country)?.e164 ?? latinDigits(phone).replace(/[^\d+]/g, '');
}

/** A mobile number of the address's country: the same rule in the browser and on the server. */
export function isWellFormedPhone(phone: string, countryCode: string = 'SA'): boolean {
  const country = COUNTRY_CODES.find((code) => code === countryCode);
  return country !== undefined && parseMobile(phone, country) !== null;
}

const emailCheck = z.email();
export function isWellFormedEmail(email: string): boolean {
  return emailCheck.safeParse(email.trim()).success;
}

/** What is wrong with the customer details for this payment method, in the spec's order. */
export function customerInfoProblems(
  info: Partial<Record<CustomerField, string | null | undefined>>,
  method: PaymentMethod,
): CustomerInfoProblem[] {
  const problems: CustomerInfoProblem[] = REQUIRED_CUSTOMER_FIELDS[method]
    .filter((field) => !info[field]?.trim())
    .map((field) => ({ field, problem: 'required' }));
  if (problems.length > 0) return problems;
  if (!isWellFormedEmail(info.email ?? ''))
    problems.push({ field: 'email', problem: 'invalid-email' });
  if (!isWellFormedPhone(info.phone ?? '', info.countryCode ?? 'SA'))
    problems.push({ field: 'phone', problem: 'invalid-phone' });
  return problems;
}

// ---- Delivery address rules (issue 19), checked after the spec's customer rules ----

export type DeliveryField =
  | 'city'
  | 'district'
  | 'address'
  | 'buildingNumber'
  | 'postalCode'
  | 'additionalNumber'
  | 'shortAddress';
export type DeliveryProblem = {
  field: DeliveryField;
  problem: 'choose-city' | 'required' | 'invalid';
};

const NATIONAL_ADDRESS_FIELDS: readonly (DeliveryField & NationalAddressPart)[] = [
  'buildingNumber',
  'postalCode',
  'additionalNumber',
  'shortAddress',
];

/** The texts a delivery problem is told with, by the checkout and the saved addresses alike. */
export type DeliveryMessage =
  | 'chooseCity'
  | 'cityRequired'
  | 'addressRequired'
  | 'invalidBuildingNumber'
  | 'invalidPostalCode'
  | 'invalidAdditionalNumber'
  | 'invalidShortAddress';

/** Which text tells the first of `deliveryProblems`, or null when there is none. */
export function deliveryMessage(problems: readonly DeliveryProblem[]): DeliveryMessage | null {
  const first = problems[0];
  if (!first) return null;
  if (first.problem === 'choose-city') return 'chooseCity';
  if (first.field === 'city') return 'cityRequired';
  if (first.problem === 'required') return 'addressRequired';
  const invalid: Partial<Record<DeliveryField, DeliveryMessage>> = {
    buildingNumber: 'invalidBuildingNumber',
    postalCode: 'invalidPostalCode',
    additionalNumber: 'invalidAdditionalNumber',
    shortAddress: 'invalidShortAddress',
  };
  return invalid[first.field] ?? 'addressRequired';
}

/**
 * What is wrong with the delivery address, in the form's order: a Saudi city must be one of the
 * list (delivery is priced by city); a parcel needs the district and the street (not for store
 * pickup); the National Address numbers, optional, must have their shapes when given.
 */
export function deliveryProblems(
  info: Partial<Record<DeliveryField | 'countryCode' | 'cityId', string | null | undefined>>,
  delivery: { pickup: boolean },
): DeliveryProblem[] {
  const saudi = (info.countryCode ?? 'SA') === 'SA';
  if (saudi ? !findCity(info.cityId) : !info.city?.trim()) {
    return [{ field: 'city', problem: saudi ? 'choose-city' : 'required' }];
  }
  const problems: DeliveryProblem[] = [];
  if (!delivery.pickup) {
    const needed: DeliveryField[] = saudi ? ['district', 'address'] : ['address'];
    for (const field of needed) {
      if (!info[field]?.trim()) problems.push({ field, problem: 'required' });
    }
    if (problems.length > 0) return problems;
  }
  if (!saudi) return problems;
  for (const field of NATIONAL_ADDRESS_FIELDS) {
    const value = info[field]?.trim();
    if (value && nationalAddress[field](value) === null)
      problems.push({ field, problem: 'invalid' });
  }
  return problems;
}
