import { SHIPPING_METHOD_KINDS } from './shipping.ts';
import { z } from 'zod';
import {
  inDayOrder,
  isoDateSchema,
  languageSchema,
  limitQuerySchema,
  localizedTextSchema,
  pageQuerySchema,
} from './common.ts';
import {
  appliedOfferViewSchema,
  ORDER_STATUSES,
  orderItemSchema,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from './orders.ts';
import { orderRefundRecordSchema, paymentEventSchema } from './payment-events.ts';
import { adminShipmentSchema, orderFulfilmentSchema } from './shipments.ts';
import { taxDocumentSummarySchema } from './tax-documents.ts';

/**
 * The store's days are Riyadh days (Asia/Riyadh: UTC+3 all year, no daylight saving), so a date
 * filter or a "today" figure means the same hours for every admin wherever they sit.
 */
import { formatStoreDate, STORE_TIME_ZONE } from '../store-date.ts';

// The store's dates, kept where they always were for the code that reads them here.
export { formatStoreDate, STORE_TIME_ZONE };
export const STORE_UTC_OFFSET_MINUTES = 180;

/**
 * Where an order may go next. Forward one step at a time; cancelling only before it ships. A paid
 * online order is not cancelled directly: refunding all of it cancels it (while unshipped).
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled'],
  processing: ['ready', 'shipped', 'cancelled'],
  ready: ['shipped', 'cancelled'],
  shipped: ['out_for_delivery', 'delivered', 'returned'],
  // A parcel the courier could not deliver goes back to the store.
  out_for_delivery: ['delivered', 'returned'],
  delivered: [],
  cancelled: [],
  returned: [],
};

/** Paid through a provider (PayPal, Moyasar, Tabby), not in cash on delivery. */
export function isOnlinePayment(method: PaymentMethod): boolean {
  return method !== 'cod';
}

/** The statuses an order may move to, given its payment as well as its status. */
export function allowedTransitions(order: {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
}): OrderStatus[] {
  return ORDER_TRANSITIONS[order.status].filter((to) => {
    if (isOnlinePayment(order.paymentMethod)) {
      // An online order goes ahead only once paid, and a paid one is cancelled by refunding it.
      if (to === 'cancelled') return order.paymentStatus !== 'paid';
      return order.paymentStatus === 'paid';
    }
    return true;
  });
}

/** A refund through the provider: a paid online order whose capture we hold (the server also
 * checks that something remains to refund). */
export function canRefund(order: { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus }) {
  return isOnlinePayment(order.paymentMethod) && order.paymentStatus === 'paid';
}

/** YYYY-MM-DD, a day in the store's time zone. */
const storeDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date as YYYY-MM-DD' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: 'must be a real date',
  });

export const ADMIN_ORDER_SORTS = ['createdAt', 'total', 'orderNumber', 'status'] as const;
export const sortOrderSchema = z.enum(['asc', 'desc']);

/** GET /api/admin/orders */
export const adminOrderListQuerySchema = inDayOrder(
  z.object({
    status: z.enum(ORDER_STATUSES).optional(),
    paymentMethod: z.enum(PAYMENT_METHODS).optional(),
    paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
    /** First day included (store time zone). */
    from: storeDateSchema.optional(),
    /** Last day included (store time zone). */
    to: storeDateSchema.optional(),
    /** Order number, customer name, email or phone. */
    search: z.string().trim().max(200).optional(),
    sortBy: z.enum(ADMIN_ORDER_SORTS).default('createdAt'),
    sortOrder: sortOrderSchema.default('desc'),
    page: pageQuerySchema,
    limit: limitQuerySchema,
  }),
  'must not be before the start date',
);
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

export const adminOrderSummarySchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  customerName: z.string(),
  email: z.string(),
  phone: z.string(),
  itemCount: z.number().int(),
  /** SAR. */
  total: z.number(),
  createdAt: isoDateSchema,
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminCustomerInfoSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string().nullable(),
  country: z.string(),
  notes: z.string(),
  // The address's normalised parts (issue 19): null on orders placed before them.
  countryCode: z.string(),
  cityId: z.string().nullable(),
  regionCode: z.string().nullable(),
  district: z.string(),
  buildingNumber: z.string().nullable(),
  additionalNumber: z.string().nullable(),
  shortAddress: z.string().nullable(),
});

/** The delivery method as chosen at checkout, and what it cost (issue 19). */
export const orderDeliverySchema = z.object({
  kind: z.enum(SHIPPING_METHOD_KINDS),
  name: localizedTextSchema,
  minDays: z.number().int(),
  maxDays: z.number().int(),
  zone: z.object({ id: z.string(), name: localizedTextSchema }),
  pickupAddress: localizedTextSchema.nullable(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

export const adminPaymentRecordSchema = z.object({
  id: z.string(),
  provider: z.string(),
  providerOrderId: z.string().nullable(),
  captureId: z.string().nullable(),
  refundId: z.string().nullable(),
  status: z.string(),
  /** SAR. */
  amount: z.number(),
  settlementCurrency: z.string(),
  settlementRate: z.number(),
  /** In the settlement currency (major unit, e.g. USD). */
  chargedAmount: z.number(),
  /** How the shopper paid at the provider: creditcard, applepay, stcpay; null when unknown. */
  paidWith: z.string().nullable(),
  /** mada, visa, master, amex, and the card's last four digits, when a card paid. */
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  failureCode: z.string().nullable(),
  failureMessage: z.string().nullable(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type AdminPaymentRecord = z.infer<typeof adminPaymentRecordSchema>;

export const orderHistoryEntrySchema = z.object({
  id: z.string(),
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
  note: z.string(),
  /** The admin who made the change; null for the shopper or the system. */
  changedBy: z
    .object({ id: z.string(), email: z.string().nullable(), name: z.string().nullable() })
    .nullable(),
  createdAt: isoDateSchema,
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const adminOrderDetailSchema = adminOrderSummarySchema.extend({
  items: z.array(orderItemSchema),
  customer: adminCustomerInfoSchema,
  subtotal: z.number(),
  shippingCost: z.number(),
  /** SAR: the zone's cash-on-delivery fee, 0 unless paid on delivery. */
  codFee: z.number(),
  /** SAR taken off the goods by the discount code, and of delivery waived by one (issue 21). */
  discount: z.number(),
  shippingDiscount: z.number(),
  discountCode: z.string().nullable(),
  /** SAR taken off the goods by automatic offers (decision 037), and which offers took it. */
  offerDiscount: z.number(),
  appliedOffers: z.array(appliedOfferViewSchema),
  /** SAR: the gift-wrapping fee (decision 036), 0 without wrapping. */
  giftWrapFee: z.number(),
  /** Gift options, or null when the order is not a gift; the message is never an invoice line. */
  gift: z.object({ wrap: z.boolean(), message: z.string(), hidePrices: z.boolean() }).nullable(),
  /** Free samples to pack, named as at purchase. */
  samples: z.array(z.object({ productId: z.string(), name: localizedTextSchema })),
  /** Null on orders placed before delivery methods. */
  delivery: orderDeliverySchema.nullable(),
  tax: z.number(),
  currency: z.literal('SAR'),
  language: languageSchema,
  stockReleased: z.boolean(),
  /** When the buyer's details were erased, their account deleted (PDPL); null while kept. */
  personalDataErasedAt: isoDateSchema.nullable(),
  payments: z.array(adminPaymentRecordSchema),
  history: z.array(orderHistoryEntrySchema),
  /** Every refund asked for, oldest first: succeeded, failed, or still awaiting the provider. */
  refunds: z.array(orderRefundRecordSchema),
  /** SAR refunded so far (succeeded refunds). */
  refundedAmount: z.number(),
  /** SAR that may still be refunded: captured, less refunds succeeded or awaiting the provider. */
  refundableAmount: z.number(),
  /** The payment's timeline, oldest first. */
  paymentEvents: z.array(paymentEventSchema),
  /** The order's tax invoice and the notes that amend it, oldest first (issue 18). */
  taxDocuments: z.array(taxDocumentSummarySchema),
  /** The order's parcels, oldest first, each with its timeline (issue 19 point 3). */
  shipments: z.array(adminShipmentSchema),
  /** What of each line is in a parcel, and whether a parcel may be made now. */
  fulfilment: orderFulfilmentSchema,
  /** Computed by the server from ORDER_TRANSITIONS and the payment. */
  allowedTransitions: z.array(z.enum(ORDER_STATUSES)),
  canRefund: z.boolean(),
  updatedAt: isoDateSchema,
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const orderIdParamsSchema = z.object({ id: z.string().max(100) });

/** POST /api/admin/orders/{id}/status */
export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  note: z.string().trim().max(500).default(''),
});
export type OrderStatusChange = z.input<typeof orderStatusChangeSchema>;

/**
 * POST /api/admin/orders/{id}/refund. `amount` in SAR as the admin typed it (at most two decimals);
 * without it, all that remains. `idempotencyKey`: made by the client once per refund it means to
 * make, so a second click or a retried request refunds once.
 */
export const orderRefundSchema = z.object({
  amount: z
    .number()
    .positive({ error: 'must be more than 0' })
    .max(10_000_000, { error: 'is too large' })
    .refine((sar) => Math.abs(sar * 100 - Math.round(sar * 100)) < 1e-6, {
      error: 'must have at most two decimals',
    })
    .optional(),
  note: z.string().trim().max(500).default(''),
  idempotencyKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'must be 8 to 100 letters, digits, - or _' }),
});
export type OrderRefundRequest = z.input<typeof orderRefundSchema>;

/** GET /api/admin/orders/{id}/invoice: what a printed invoice shows, in both languages. */
export const orderInvoiceSchema = z.object({
  store: z.object({
    name: localizedTextSchema,
    address: localizedTextSchema,
    email: z.string(),
    phone: z.string(),
    /** Percent. */
    vatRate: z.number(),
    pricesIncludeVat: z.boolean(),
    /** The seller's VAT registration number; empty when not registered. */
    vatNumber: z.string(),
  }),
  order: adminOrderDetailSchema.omit({
    history: true,
    payments: true,
    refunds: true,
    refundedAmount: true,
    refundableAmount: true,
    paymentEvents: true,
    taxDocuments: true,
    shipments: true,
    fulfilment: true,
    allowedTransitions: true,
    canRefund: true,
  }),
  issuedAt: isoDateSchema,
});
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;

// ---- Customers (derived from orders, grouped by normalized email) ----

export const ADMIN_CUSTOMER_SORTS = ['lastOrderAt', 'totalSpent', 'orderCount', 'name'] as const;

/** GET /api/admin/customers */
export const adminCustomerListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  sortBy: z.enum(ADMIN_CUSTOMER_SORTS).default('lastOrderAt'),
  sortOrder: sortOrderSchema.default('desc'),
  page: pageQuerySchema,
  limit: limitQuerySchema,
});
export type AdminCustomerListQuery = z.input<typeof adminCustomerListQuerySchema>;

export const adminCustomerSchema = z.object({
  /** The normalized (trimmed, lower-case) email: the customer's key. */
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  orderCount: z.number().int(),
  /** SAR, over the orders that count as revenue (dashboard.ts). */
  totalSpent: z.number(),
  lastOrderAt: isoDateSchema,
  firstOrderAt: isoDateSchema,
  /** Whether a live shopper account has this email or phone, verified (else a guest). */
  hasAccount: z.boolean(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/** GET /api/admin/customers/{email} */
export const customerParamsSchema = z.object({ email: z.string().max(254) });
export const adminCustomerDetailSchema = z.object({
  customer: adminCustomerSchema,
  orders: z.array(adminOrderSummarySchema),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;
