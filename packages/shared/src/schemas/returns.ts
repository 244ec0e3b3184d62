import { z } from 'zod';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../constants.ts';
import { STORE_UTC_OFFSET_MINUTES } from './admin-orders.ts';
import {
  isoDateSchema,
  languageSchema,
  limitQuerySchema,
  localizedTextSchema,
  pageQuerySchema,
} from './common.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './orders.ts';

/*
 * Returns (issue 19 point 6): a shopper asks to send back delivered bottles within the store's
 * window; the merchant approves or rejects, receives them (restocking what can be sold again), and
 * refunds them or closes the request (an exchange made, nothing to refund).
 */

/** A request's course: requested → approved | rejected → received → refunded | closed. */
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'received',
  'refunded',
  'closed',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Where a request may go next; rejected, refunded and closed are final. */
export const RETURN_TRANSITIONS: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ['approved', 'rejected'],
  // Closed without receiving: the shopper never sent the bottles back.
  approved: ['received', 'closed'],
  // Closed once received: an exchange handed over, or nothing to refund.
  received: ['refunded', 'closed'],
  rejected: [],
  refunded: [],
  closed: [],
};

/** What an admin may do to a request in a status (the buttons the screens show). */
export const RETURN_ACTIONS = ['approve', 'reject', 'receive', 'refund', 'close'] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];

export const RETURN_REASONS = [
  'changed_mind',
  'wrong_item',
  'damaged',
  'not_as_described',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/**
 * The store's fault rather than the shopper's choice: a bottle opened for one of these reasons is
 * returnable even when the store takes back sealed bottles only.
 */
export const FAULT_REASONS: readonly ReturnReason[] = ['wrong_item', 'damaged', 'not_as_described'];

export const RETURN_RESOLUTIONS = ['refund', 'exchange'] as const;
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];

/**
 * Opened bottles: `sealed_only` takes back a bottle whose seal was opened only when it is faulty
 * (FAULT_REASONS), as perfume once opened cannot be sold again; `accepted` takes them back too.
 */
export const OPENED_BOTTLE_RULES = ['sealed_only', 'accepted'] as const;
export type OpenedBottleRule = (typeof OPENED_BOTTLE_RULES)[number];

export const REFUND_METHODS = ['provider', 'cash'] as const;
export type ReturnRefundMethod = (typeof REFUND_METHODS)[number];

/** Seven days after delivery: what the Saudi consumer rules expect for most goods. */
export const DEFAULT_RETURN_WINDOW_DAYS = 7;
export const MAX_RETURN_WINDOW_DAYS = 90;
export const MAX_RETURN_POLICY_TEXT = 20_000;

/** Whether a bottle opened for `reason` may come back under `rule`. */
export function openedBottleAccepted(rule: OpenedBottleRule, reason: ReturnReason): boolean {
  return rule === 'accepted' || FAULT_REASONS.includes(reason);
}

// ---- Settings (the settings row `returns`) ----

export const returnSettingsSchema = z.object({
  windowDays: z.number().int(),
  openedBottles: z.enum(OPENED_BOTTLE_RULES),
  /** The policy page's text, per language: paragraphs separated by blank lines, no markup. */
  policy: localizedTextSchema,
});
export type ReturnSettings = z.infer<typeof returnSettingsSchema>;

/** PUT /api/admin/returns/settings. Built-in checks carry no message: the screen words them. */
export const returnSettingsInputSchema = z.object({
  windowDays: z.number().int().min(1).max(MAX_RETURN_WINDOW_DAYS),
  openedBottles: z.enum(OPENED_BOTTLE_RULES),
  policy: z.object({
    en: z.string().trim().max(MAX_RETURN_POLICY_TEXT),
    ar: z.string().trim().max(MAX_RETURN_POLICY_TEXT),
  }),
});
export type ReturnSettingsInput = z.infer<typeof returnSettingsInputSchema>;

/**
 * The policy page until the merchant writes theirs. It names no number: the page shows the window
 * and the rule for opened bottles from the settings above the text, so the two never disagree.
 */
export const DEFAULT_RETURN_POLICY = {
  en: [
    'You may ask to return bottles delivered to you within the period shown above, counted from the day of delivery. Open the return page from your order (you need your order number and the email you ordered with), choose the bottles and tell us why.',
    'Perfume, once opened, cannot be sold again: the rule above says whether opened bottles are taken back. A bottle that is faulty or damaged, or is not what you ordered, is always taken back.',
    'Once we approve your request, send the bottles back as we tell you. When they arrive we check them and refund their price the way you paid (card, Apple Pay, PayPal or Tabby), or in cash for orders paid on delivery.',
    'If you would rather exchange a bottle, say so in your request and we will arrange it with you.',
  ].join('\n\n'),
  ar: [
    'يمكنك طلب إرجاع العبوات التي وصلتك خلال المدة الموضحة أعلاه، محسوبةً من يوم التسليم. افتح صفحة الإرجاع من طلبك (تحتاج إلى رقم الطلب والبريد الإلكتروني الذي طلبت به)، واختر العبوات وأخبرنا بالسبب.',
    'العطر بعد فتحه لا يمكن بيعه مرة أخرى، والقاعدة الموضحة أعلاه تبيّن إن كانت العبوات المفتوحة تُقبل. أما العبوة المعيبة أو التالفة أو المختلفة عمّا طلبت فتُقبل دائمًا.',
    'بعد موافقتنا على طلبك، أرسل العبوات إلينا كما نوضح لك. وعند وصولها نفحصها ونعيد ثمنها بطريقة الدفع نفسها (البطاقة أو Apple Pay أو PayPal أو تابي)، أو نقدًا للطلبات المدفوعة عند الاستلام.',
    'إذا كنت تفضّل استبدال العبوة، اذكر ذلك في طلبك وسنرتّب الأمر معك.',
  ].join('\n\n'),
};

/** A store that never saved its return settings: seven days, sealed bottles only. */
export const DEFAULT_RETURN_SETTINGS: ReturnSettings = {
  windowDays: DEFAULT_RETURN_WINDOW_DAYS,
  openedBottles: 'sealed_only',
  policy: DEFAULT_RETURN_POLICY,
};

/** GET /api/returns/policy: what the policy page and the return page show. */
export const publicReturnPolicySchema = returnSettingsSchema;
export type PublicReturnPolicy = z.infer<typeof publicReturnPolicySchema>;

// ---- The window, in the store's days ----

const DAY_MS = 24 * 60 * 60_000;
const OFFSET_MS = STORE_UTC_OFFSET_MINUTES * 60_000;

/** The Riyadh calendar day of an instant, as YYYY-MM-DD. */
export function storeDayOf(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The return window of an order delivered at `deliveredAt`: the last day a request is taken (the
 * day of delivery plus `windowDays`, in Riyadh days) and the instant it ends (that day's midnight
 * in Riyadh). Delivered on 1 March with 7 days: requests until the end of 8 March, Riyadh time.
 */
export function returnWindow(
  deliveredAt: Date,
  windowDays: number,
): { lastDay: string; endsAt: Date } {
  const deliveryDay = Date.parse(`${storeDayOf(deliveredAt)}T00:00:00Z`);
  const lastDayStart = deliveryDay + windowDays * DAY_MS;
  return {
    lastDay: new Date(lastDayStart).toISOString().slice(0, 10),
    endsAt: new Date(lastDayStart + DAY_MS - OFFSET_MS),
  };
}

// ---- The shopper's request ----

/** One line of a request: which order line, how many, why, and whether its seal was opened. */
export const returnLineInputSchema = z
  .object({
    orderItemId: z.string().trim().min(1).max(100),
    quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
    reason: z.enum(RETURN_REASONS),
    reasonText: z.string().trim().max(500).default(''),
    sealOpened: z.boolean(),
  })
  .superRefine((line, ctx) => {
    if (line.reason === 'other' && line.reasonText === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['reasonText'],
        message: 'is needed when the reason is "other"',
        params: { rule: 'reasonTextNeeded' },
      });
    }
  });
export type ReturnLineInput = z.input<typeof returnLineInputSchema>;

/** POST /api/returns: checked like the order lookup (number and the order's email). */
export const returnRequestInputSchema = z
  .object({
    orderNumber: z.string().trim().min(1).max(40),
    email: z.string().trim().min(1).max(254),
    resolution: z.enum(RETURN_RESOLUTIONS),
    note: z.string().trim().max(1000).default(''),
    /** The page's language, for the refusals. */
    language: languageSchema.optional(),
    lines: z.array(returnLineInputSchema).min(1).max(MAX_ORDER_LINES),
  })
  .superRefine((request, ctx) => {
    const seen = new Set<string>();
    request.lines.forEach((line, index) => {
      if (seen.has(line.orderItemId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'orderItemId'],
          message: 'is named twice',
          params: { rule: 'duplicate' },
        });
      }
      seen.add(line.orderItemId);
    });
  });
export type ReturnRequestInput = z.input<typeof returnRequestInputSchema>;

/**
 * Why an order takes no request, as the page words it: not delivered yet, cancelled (or never
 * delivered), past its window (with the last day), or every delivered bottle already asked for.
 */
export const RETURN_REFUSALS = [
  'notDelivered',
  'notReturnable',
  'windowClosed',
  'nothingLeft',
] as const;
export type ReturnRefusal = (typeof RETURN_REFUSALS)[number];

/** Why one line of a request is refused (the reason's key; its params name the line). */
export const RETURN_LINE_REFUSALS = ['unknownLine', 'tooMany', 'openedNotAccepted'] as const;

/** GET /api/returns/order/{orderNumber}?email=: an order line as the return page offers it. */
export const returnableLineSchema = z.object({
  orderItemId: z.string(),
  productId: z.string(),
  name: localizedTextSchema,
  image: z.string().nullable(),
  /** SAR, as bought. */
  price: z.number(),
  delivered: z.number().int(),
  /** Asked for already, in requests not rejected. */
  requested: z.number().int(),
  returnable: z.number().int(),
});
export type ReturnableLine = z.infer<typeof returnableLineSchema>;

/** A request as the shopper sees it: what was asked, where it stands, the store's answer. */
export const publicReturnSchema = z.object({
  returnNumber: z.string(),
  status: z.enum(RETURN_STATUSES),
  resolution: z.enum(RETURN_RESOLUTIONS),
  createdAt: isoDateSchema,
  /** The store's words with its decision (a rejection's reason). */
  decisionNote: z.string(),
  /** SAR refunded, once refunded. */
  refundAmount: z.number().nullable(),
  refundMethod: z.enum(REFUND_METHODS).nullable(),
  lines: z.array(
    z.object({
      orderItemId: z.string(),
      name: localizedTextSchema,
      quantity: z.number().int(),
      reason: z.enum(RETURN_REASONS),
    }),
  ),
});
export type PublicReturn = z.infer<typeof publicReturnSchema>;

export const returnableOrderSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  deliveredAt: isoDateSchema.nullable(),
  /** The last Riyadh day a request is taken (YYYY-MM-DD); null until delivered. */
  lastDay: z.string().nullable(),
  /** Null when a request may be made now. */
  refusal: z.enum(RETURN_REFUSALS).nullable(),
  policy: publicReturnPolicySchema.pick({ windowDays: true, openedBottles: true }),
  lines: z.array(returnableLineSchema),
  returns: z.array(publicReturnSchema),
});
export type ReturnableOrder = z.infer<typeof returnableOrderSchema>;

export const returnLookupParamsSchema = z.object({ orderNumber: z.string().max(40) });
export const returnLookupQuerySchema = z.object({ email: z.string().max(254).optional() });

// ---- The admin's side ----

/** GET /api/admin/returns */
export const adminReturnListQuerySchema = z.object({
  status: z.enum(RETURN_STATUSES).optional(),
  /** Return number, order number, customer name or email. */
  search: z.string().trim().max(200).optional(),
  /** The requests of one order (the order page's card). */
  orderId: z.string().max(100).optional(),
  page: pageQuerySchema,
  limit: limitQuerySchema,
});
export type AdminReturnListQuery = z.input<typeof adminReturnListQuerySchema>;

export const adminReturnSummarySchema = z.object({
  id: z.string(),
  returnNumber: z.string(),
  status: z.enum(RETURN_STATUSES),
  resolution: z.enum(RETURN_RESOLUTIONS),
  orderId: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  email: z.string(),
  /** Bottles asked for, all lines. */
  itemCount: z.number().int(),
  /** SAR: the lines' prices times the quantities asked for. */
  amount: z.number(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type AdminReturnSummary = z.infer<typeof adminReturnSummarySchema>;

export const adminReturnLineSchema = z.object({
  id: z.string(),
  orderItemId: z.string(),
  productId: z.string(),
  name: localizedTextSchema,
  image: z.string().nullable(),
  /** SAR, as bought. */
  price: z.number(),
  quantity: z.number().int(),
  reason: z.enum(RETURN_REASONS),
  reasonText: z.string(),
  sealOpened: z.boolean(),
  /** Set when the request is received. */
  receivedQuantity: z.number().int().nullable(),
  restock: z.boolean().nullable(),
  restockedAt: isoDateSchema.nullable(),
});
export type AdminReturnLine = z.infer<typeof adminReturnLineSchema>;

/** Who took a step, and when. */
export const returnStepSchema = z.object({
  at: isoDateSchema,
  by: z
    .object({ id: z.string(), email: z.string().nullable(), name: z.string().nullable() })
    .nullable(),
});
export type ReturnStep = z.infer<typeof returnStepSchema>;

export const adminReturnDetailSchema = adminReturnSummarySchema.extend({
  /** The shopper's note. */
  note: z.string(),
  /** The store's words with its decision, shown to the shopper. */
  decisionNote: z.string(),
  lines: z.array(adminReturnLineSchema),
  order: z.object({
    id: z.string(),
    orderNumber: z.string(),
    status: z.enum(ORDER_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    language: languageSchema,
    total: z.number(),
    deliveredAt: isoDateSchema.nullable(),
  }),
  steps: z.object({
    requested: returnStepSchema,
    decided: returnStepSchema.nullable(),
    received: returnStepSchema.nullable(),
    refunded: returnStepSchema.nullable(),
    closed: returnStepSchema.nullable(),
  }),
  /** What was refunded, once it was. */
  refund: z
    .object({
      amount: z.number(),
      method: z.enum(REFUND_METHODS),
      refundId: z.string().nullable(),
    })
    .nullable(),
  /** SAR a refund would give back: the received lines' prices (asked-for ones until received). */
  refundAmount: z.number(),
  /** How it would be refunded: through the payment provider, or in cash (cash on delivery). */
  refundVia: z.enum(REFUND_METHODS),
  allowedActions: z.array(z.enum(RETURN_ACTIONS)),
});
export type AdminReturnDetail = z.infer<typeof adminReturnDetailSchema>;

export const returnIdParamsSchema = z.object({ id: z.string().max(100) });

/** POST /api/admin/returns/{id}/approve (and /close, /refund): an optional note. */
export const returnNoteSchema = z.object({ note: z.string().trim().max(500).default('') });
export type ReturnNoteInput = z.input<typeof returnNoteSchema>;

/** POST /api/admin/returns/{id}/reject: the reason is shown to the shopper. */
export const returnRejectionSchema = z.object({ reason: z.string().trim().min(1).max(500) });
export type ReturnRejectionInput = z.input<typeof returnRejectionSchema>;

/**
 * POST /api/admin/returns/{id}/receive: per line, how many came back and whether they go back to
 * stock (a sealed bottle can be sold again; an opened or damaged one cannot).
 */
export const returnReceiptSchema = z.object({
  lines: z
    .array(
      z.object({
        lineId: z.string().max(100),
        receivedQuantity: z.number().int().min(0).max(MAX_LINE_QUANTITY),
        restock: z.boolean(),
      }),
    )
    .min(1)
    .max(MAX_ORDER_LINES),
  note: z.string().trim().max(500).default(''),
});
export type ReturnReceiptInput = z.input<typeof returnReceiptSchema>;
