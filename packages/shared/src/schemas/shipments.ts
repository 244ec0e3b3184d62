import { z } from 'zod';
import type { Language, LocalizedText } from '../locales.ts';
import { carrierIdSchema, SHIPMENT_STATUSES, type ShipmentStatus } from './carriers.ts';
import { isoDateSchema, localizedTextSchema } from './common.ts';
import { ORDER_STATUSES, type OrderStatus } from './orders.ts';

/**
 * An order's parcels in the admin (issue 19 point 3; docs/decisions/025-fulfilment-and-shipments.md):
 * each handed to a carrier by hand (the merchant types the tracking number) or made through the
 * integrated provider (OTO or its simulator), with its own timeline. An order may go in several
 * parcels; a line is never shipped more often than it was bought.
 */

/** Nothing moves a parcel on from these. */
export const FINAL_SHIPMENT_STATUSES = ['delivered', 'returned', 'cancelled'] as const;

export function isFinalShipmentStatus(status: ShipmentStatus): boolean {
  return (FINAL_SHIPMENT_STATUSES as readonly string[]).includes(status);
}

/** The carrier has the parcel: the order counts as shipped from the first such parcel. */
export function isHandedOver(status: ShipmentStatus): boolean {
  return status !== 'created' && status !== 'cancelled';
}

/**
 * The steps an admin records by hand for a parcel of a manual carrier (the carrier tells those of
 * an integrated one). A manual parcel starts handed over (`picked_up`): its tracking number is what
 * the courier gave for it. Cancelling it (a wrong number, a parcel not sent after all) frees its
 * lines for another parcel.
 */
export const MANUAL_SHIPMENT_STEPS: Record<ShipmentStatus, readonly ShipmentStatus[]> = {
  created: ['picked_up', 'cancelled'],
  picked_up: ['in_transit', 'out_for_delivery', 'delivered', 'delivery_failed', 'cancelled'],
  in_transit: ['out_for_delivery', 'delivered', 'delivery_failed', 'returned'],
  out_for_delivery: ['delivered', 'delivery_failed', 'returned'],
  delivery_failed: ['out_for_delivery', 'delivered', 'returned'],
  delivered: [],
  returned: [],
  cancelled: [],
};

export const SHIPMENT_EVENT_SOURCES = ['admin', 'carrier', 'system'] as const;
export type ShipmentEventSource = (typeof SHIPMENT_EVENT_SOURCES)[number];

/** A parcel's status, as the admin and the server's messages name it. */
export const SHIPMENT_STATUS_NAMES: Record<ShipmentStatus, LocalizedText> = {
  created: { en: 'Awaiting pickup', ar: 'بانتظار الاستلام' },
  picked_up: { en: 'Handed to the carrier', ar: 'سُلّمت لشركة الشحن' },
  in_transit: { en: 'In transit', ar: 'في الطريق' },
  out_for_delivery: { en: 'Out for delivery', ar: 'خرجت للتوصيل' },
  delivered: { en: 'Delivered', ar: 'تم التوصيل' },
  delivery_failed: { en: 'Delivery attempt failed', ar: 'تعذّر التوصيل' },
  returned: { en: 'Returned to the store', ar: 'أُعيدت إلى المتجر' },
  cancelled: { en: 'Cancelled', ar: 'ملغاة' },
};

/** Order statuses as the admin screens name them ("New", "Preparing"), for the server's messages. */
export const ORDER_STATUS_NAMES: Record<OrderStatus, LocalizedText> = {
  pending: { en: 'Awaiting payment', ar: 'بانتظار الدفع' },
  confirmed: { en: 'New', ar: 'جديد' },
  processing: { en: 'Preparing', ar: 'قيد التجهيز' },
  ready: { en: 'Ready', ar: 'جاهز' },
  shipped: { en: 'Shipped', ar: 'تم الشحن' },
  out_for_delivery: { en: 'Out for delivery', ar: 'خرج للتوصيل' },
  delivered: { en: 'Delivered', ar: 'تم التوصيل' },
  cancelled: { en: 'Cancelled', ar: 'ملغي' },
  returned: { en: 'Returned', ar: 'مرتجع' },
};

// ---- What the admin sees: GET /api/admin/orders/{id} (`shipments`, `fulfilment`) ----

export const adminShipmentEventSchema = z.object({
  id: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  source: z.enum(SHIPMENT_EVENT_SOURCES),
  /** The carrier's words, or the admin's note. */
  note: z.string(),
  changedBy: z
    .object({ id: z.string(), email: z.string().nullable(), name: z.string().nullable() })
    .nullable(),
  /** When it happened (the carrier's time), which may be before it was recorded. */
  occurredAt: isoDateSchema,
});
export type AdminShipmentEvent = z.infer<typeof adminShipmentEventSchema>;

export const shipmentLineViewSchema = z.object({
  orderItemId: z.string(),
  productId: z.string(),
  name: localizedTextSchema,
  quantity: z.number().int(),
});

export const adminShipmentSchema = z.object({
  id: z.string(),
  /** 1, 2, … within the order. */
  parcelNumber: z.number().int(),
  /** A manual carrier's id (smsa, aramex, spl, jt, naqel, custom), or the provider's company name. */
  carrier: z.string(),
  carrierName: localizedTextSchema,
  /** 'oto' or 'oto-simulator'; null when shipped by hand. */
  provider: z.string().nullable(),
  providerReference: z.string().nullable(),
  /** Made by the built-in OTO simulator: the admin moves it along ("Simulate next step"). */
  simulated: z.boolean(),
  /** Null while the carrier has not given it (the provider's label still pending). */
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  /** The provider's own label (OTO's waybill); the store's A6 label is always at `…/label.pdf`. */
  labelUrl: z.string().nullable(),
  status: z.enum(SHIPMENT_STATUSES),
  weightGrams: z.number().int().nullable(),
  lines: z.array(shipmentLineViewSchema),
  /** SAR the courier collects at the door (0 when paid). */
  cashOnDelivery: z.number(),
  /** The steps the admin may record now (a manual carrier's parcel only). */
  nextSteps: z.array(z.enum(SHIPMENT_STATUSES)),
  shippedAt: isoDateSchema.nullable(),
  deliveredAt: isoDateSchema.nullable(),
  createdAt: isoDateSchema,
  /** Oldest first. */
  events: z.array(adminShipmentEventSchema),
});
export type AdminShipment = z.infer<typeof adminShipmentSchema>;

/** Per line of the order: how many were bought, are in a parcel (not cancelled), remain. */
export const fulfilmentLineSchema = z.object({
  orderItemId: z.string(),
  productId: z.string(),
  name: localizedTextSchema,
  ordered: z.number().int(),
  shipped: z.number().int(),
  remaining: z.number().int(),
});
export type FulfilmentLine = z.infer<typeof fulfilmentLineSchema>;

export const orderFulfilmentSchema = z.object({
  lines: z.array(fulfilmentLineSchema),
  /** Some units are in no parcel yet. */
  unshipped: z.boolean(),
  /** A parcel may be made now: the order's status and payment allow it and something remains. */
  canShip: z.boolean(),
});
export type OrderFulfilment = z.infer<typeof orderFulfilmentSchema>;

// ---- POST /api/admin/orders/{id}/shipments ----

const parcelLinesSchema = z
  .array(
    z.object({
      orderItemId: z.string().max(100),
      quantity: z
        .number()
        .int({ error: 'must be a whole number' })
        .min(0, { error: 'must not be negative' })
        .max(10_000),
    }),
  )
  .max(200);

const weightSchema = z
  .number({ error: 'must be a weight in grams' })
  .int({ error: 'must be whole grams' })
  .min(1, { error: 'must be at least 1 g' })
  .max(1_000_000, { error: 'is too heavy' })
  .nullish();

const noteSchema = z.string().trim().max(500).default('');

/**
 * A parcel of the order. `lines` absent: everything not yet shipped; lines of quantity 0 are left
 * out. `weightGrams` absent: the lines' product weights (or the default item weight).
 * - manual: the carrier and the tracking number it gave (checked with the carrier's rules; the
 *   refusal is worded in the admin's language).
 * - provider: made through the integrated provider (OTO, or its simulator), which gives the
 *   tracking number and the label; `preferredCarrier` where the provider lets the store choose.
 */
export const createShipmentSchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('manual'),
      carrier: carrierIdSchema,
      trackingNumber: z.string().max(200),
      weightGrams: weightSchema,
      lines: parcelLinesSchema.optional(),
      note: noteSchema,
    }),
    z.object({
      method: z.literal('provider'),
      preferredCarrier: carrierIdSchema.optional(),
      weightGrams: weightSchema,
      lines: parcelLinesSchema.optional(),
      note: noteSchema,
    }),
  ],
  { error: 'must be manual or provider' },
);
export type CreateShipmentRequest = z.input<typeof createShipmentSchema>;
export type CreateShipment = z.output<typeof createShipmentSchema>;

/** POST /api/admin/shipments/{id}/status: a step of a manual carrier's parcel. */
export const shipmentStepSchema = z.object({
  status: z.enum(SHIPMENT_STATUSES),
  note: noteSchema,
});
export type ShipmentStep = z.input<typeof shipmentStepSchema>;

export const shipmentIdParamsSchema = z.object({ id: z.string().max(100) });

// ---- Refusals, worded in the admin's language by the server and keyed for the page ----

export const SHIPMENT_REFUSALS = {
  orderNotShippable: {
    en: 'An order is shipped while it is being prepared or ready (or already on its way); this one is “{status}”',
    ar: 'يُشحن الطلب وهو قيد التجهيز أو جاهز (أو في طريقه)؛ وحالة هذا الطلب «{status}»',
  },
  paymentPending: {
    en: 'An online order is shipped once its payment is received',
    ar: 'يُشحن الطلب الإلكتروني بعد استلام دفعته',
  },
  nothingLeft: {
    en: 'Every item of this order is in a parcel already',
    ar: 'كل منتجات هذا الطلب في طرود بالفعل',
  },
  emptyParcel: {
    en: 'Choose at least one item for the parcel',
    ar: 'اختر منتجًا واحدًا على الأقل للطرد',
  },
  unknownLine: {
    en: 'This order has no such line',
    ar: 'لا يوجد هذا المنتج في الطلب',
  },
  tooMany: {
    en: 'Only {remaining} of “{item}” are left to ship ({asked} asked)',
    ar: 'المتبقي للشحن من «{item}» هو {remaining} فقط (طُلب {asked})',
  },
  changedMeanwhile: {
    en: 'The order’s parcels changed meanwhile; reload the order and try again',
    ar: 'تغيّرت طرود الطلب في هذه الأثناء؛ أعد تحميل الطلب وحاول مجددًا',
  },
  notManual: {
    en: 'This parcel’s steps come from the shipping provider, not by hand',
    ar: 'خطوات هذا الطرد تأتي من شركة الشحن، لا تُسجّل يدويًا',
  },
  stepNotAllowed: {
    en: 'A parcel cannot go from “{from}” to “{to}”',
    ar: 'لا يمكن نقل الطرد من «{from}» إلى «{to}»',
  },
  transitionRefused: {
    en: 'The order cannot go from “{from}” to “{to}”',
    ar: 'لا يمكن نقل الطلب من «{from}» إلى «{to}»',
  },
  alreadyInStatus: {
    en: 'The order is already “{status}”',
    ar: 'حالة الطلب «{status}» بالفعل',
  },
  orderNotFound: { en: 'Order not found', ar: 'الطلب غير موجود' },
} satisfies Record<string, LocalizedText>;
export type ShipmentRefusalKey = keyof typeof SHIPMENT_REFUSALS;

/** A refusal's text in a language, `{name}` replaced by its value. */
export function wordRefusal(
  text: LocalizedText,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  return text[language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

// ---- Bulk: POST /api/admin/orders/bulk ----

export const BULK_ORDER_ACTIONS = ['mark-preparing', 'mark-ready', 'create-shipments'] as const;
export type BulkOrderAction = (typeof BULK_ORDER_ACTIONS)[number];

/**
 * Several orders at once, each on its own: one that cannot move is reported, the others still
 * done. `create-shipments` ships everything left of each order through the integrated provider,
 * with `carrier` as the carrier wanted where the provider lets the store choose.
 */
export const bulkOrderActionSchema = z.object({
  action: z.enum(BULK_ORDER_ACTIONS, { error: `must be one of ${BULK_ORDER_ACTIONS.join(', ')}` }),
  ids: z
    .array(z.string().max(100))
    .min(1, { error: 'must name at least one order' })
    .max(100, { error: 'must name at most 100 orders' }),
  carrier: carrierIdSchema.optional(),
});
export type BulkOrderActionRequest = z.input<typeof bulkOrderActionSchema>;

/** What a bulk action did to an order, in the admin's language. */
export const BULK_DONE_TEXTS = {
  moved: { en: 'Now “{status}”', ar: 'أصبح «{status}»' },
  shipped: {
    en: 'Parcel {parcel} created with {carrier} {tracking}',
    ar: 'أُنشئ الطرد {parcel} مع {carrier} {tracking}',
  },
} satisfies Record<string, LocalizedText>;

export const bulkOrderOutcomeSchema = z.object({
  id: z.string(),
  /** Null when no order has this id. */
  orderNumber: z.string().nullable(),
  outcome: z.enum(['done', 'refused']),
  /** The order's status after the action (unchanged when refused); null when not found. */
  status: z.enum(ORDER_STATUSES).nullable(),
  /** The parcel made (create-shipments). */
  shipmentId: z.string().nullable(),
  /** Why refused, as a key and values for the page to word. */
  reason: z
    .object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) })
    .nullable(),
  /** What happened, in the admin's language. */
  message: z.string(),
});
export type BulkOrderOutcome = z.infer<typeof bulkOrderOutcomeSchema>;

export const bulkOrderResultSchema = z.object({
  action: z.enum(BULK_ORDER_ACTIONS),
  results: z.array(bulkOrderOutcomeSchema),
  done: z.number().int(),
  refused: z.number().int(),
});
export type BulkOrderResult = z.infer<typeof bulkOrderResultSchema>;

/** GET /api/admin/orders/packing-slips.pdf?ids=a,b,c */
export const packingSlipsQuerySchema = z.object({
  ids: z
    .string()
    .max(100 * 40)
    .transform((text) => [...new Set(text.split(',').map((id) => id.trim()))].filter(Boolean))
    .refine((ids) => ids.length >= 1, { error: 'must name at least one order' })
    .refine((ids) => ids.length <= 100, { error: 'must name at most 100 orders' }),
});

/** GET /api/admin/shipments/{id}/label.pdf?lang= (default: the order's language). */
export const shipmentLabelQuerySchema = z.object({
  lang: z.enum(['en', 'ar']).optional(),
});

/** The answer of creating a parcel or recording its step. */
export const shipmentResultSchema = z.object({
  shipment: adminShipmentSchema,
  /** The order's status after it (moved to shipped, delivered, … when the parcels say so). */
  orderStatus: z.enum(ORDER_STATUSES),
  /** Some units of the order are still in no parcel. */
  unshipped: z.boolean(),
});
export type ShipmentResult = z.infer<typeof shipmentResultSchema>;
