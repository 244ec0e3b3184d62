import { z } from 'zod';
import {
  calendarDateSchema,
  dayRangeShape,
  inDayOrder,
  isoDateSchema,
  limitQuerySchema,
  pageQuerySchema,
} from './common.ts';
import { ORDER_STATUSES, orderDataSchema, PAYMENT_METHODS } from './orders.ts';

/**
 * POST /api/paypal/orders. `amount` is the total the shopper saw, in SAR: the server recomputes the
 * total from its own prices and refuses the order (PRICE_MISMATCH) when they differ.
 */
export const paypalCreateOrderRequestSchema = z.object({
  amount: z.number().min(0),
  currency: z.literal('SAR'),
  orderData: orderDataSchema,
});
export type PaypalCreateOrderRequest = z.input<typeof paypalCreateOrderRequestSchema>;

export const paypalCreateOrderResultSchema = z.object({
  /** Where the browser goes next: PayPal, or the built-in simulator when PayPal is not configured. */
  approveUrl: z.string(),
  orderNumber: z.string(),
  /** The provider's order id; PayPal sends it back as `token` on the return and cancel pages. */
  token: z.string(),
  /** The stock is held until then; an unpaid order is cancelled afterwards. */
  expiresAt: isoDateSchema,
  simulated: z.boolean(),
});
export type PaypalCreateOrderResult = z.infer<typeof paypalCreateOrderResultSchema>;

export const paypalTokenParamsSchema = z.object({ token: z.string().min(1).max(100) });

/** POST /api/paypal/orders/{token}/capture: the same answer however often it is called. */
export const paypalCaptureResultSchema = z.object({
  status: z.literal('COMPLETED'),
  localOrderNumber: z.string(),
});
export type PaypalCaptureResult = z.infer<typeof paypalCaptureResultSchema>;

/** POST /api/paypal/orders/{token}/cancel: the shopper left the payment page. */
export const paypalCancelResultSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
});
export type PaypalCancelResult = z.infer<typeof paypalCancelResultSchema>;

export const paypalWebhookResultSchema = z.object({ received: z.literal(true) });

// ---- What the shopper can pay with ----

/** The marks the checkout shows for Moyasar, each as Moyasar names the method or network. */
export const MOYASAR_MARKS = ['mada', 'visa', 'master', 'applepay', 'stcpay'] as const;
export type MoyasarMark = (typeof MOYASAR_MARKS)[number];

/**
 * GET /api/public/payment-methods: the methods on offer, in the order the checkout lists them.
 * `simulated`: taken by the built-in simulator, no real money moves (a development machine).
 */
/** The order totals a method takes, in halalas (the merchant's limits); absent: no limit. */
const offerLimits = {
  minHalalas: z.number().int().min(0).optional(),
  maxHalalas: z.number().int().min(0).optional(),
};

export const paymentMethodsSchema = z.object({
  methods: z.array(
    z.discriminatedUnion('method', [
      z.object({
        method: z.literal('moyasar'),
        simulated: z.boolean(),
        marks: z.array(z.enum(MOYASAR_MARKS)),
        ...offerLimits,
      }),
      /** Pay in 4 with Tabby: the product page and cart show the instalment within the limits. */
      z.object({ method: z.literal('tabby'), simulated: z.boolean(), ...offerLimits }),
      z.object({ method: z.literal('paypal'), simulated: z.boolean(), ...offerLimits }),
      z.object({ method: z.literal('cod'), ...offerLimits }),
    ]),
  ),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;
export type PaymentMethodOffer = PaymentMethods['methods'][number];

// ---- Payments on the provider's own page: Moyasar (decision 014) ----

/** POST /api/moyasar/payments: the same body as PayPal's; the server recomputes the total. */
export const hostedPaymentRequestSchema = paypalCreateOrderRequestSchema;
export type HostedPaymentRequest = z.input<typeof hostedPaymentRequestSchema>;

export const hostedPaymentStartSchema = z.object({
  /** The provider's payment page, or the built-in simulator's. */
  redirectUrl: z.string(),
  orderNumber: z.string(),
  /** The stock is held until then; an unpaid order is cancelled afterwards. */
  expiresAt: isoDateSchema,
  simulated: z.boolean(),
});
export type HostedPaymentStart = z.infer<typeof hostedPaymentStartSchema>;

/**
 * POST /api/moyasar/payments/confirm, from the page the shopper comes back to: `return` after the
 * provider's page, `leave` from its back link. The server reads the payment from the provider;
 * the query string the shopper came back with is never taken for the outcome.
 */
export const hostedConfirmRequestSchema = z.object({
  order: z.string().min(1).max(40),
  occasion: z.enum(['return', 'leave']),
});
export type HostedConfirmRequest = z.infer<typeof hostedConfirmRequestSchema>;

/** Paid; any other outcome is an error answer with its code and message. */
export const hostedConfirmResultSchema = z.object({
  status: z.literal('paid'),
  orderNumber: z.string(),
});
export type HostedConfirmResult = z.infer<typeof hostedConfirmResultSchema>;

// ---- Admin: payment transactions and payment-provider settings (issue 6 point 7) ----

/** The store's calendar: admin date filters and reports count days in Riyadh time (UTC+3, no DST). */
export const STORE_TIME_ZONE = 'Asia/Riyadh';

/** PayPal's supported currencies (REST API reference, "Currency codes"); PayPal has no SAR. */
export const PAYPAL_CURRENCIES = [
  'AUD',
  'BRL',
  'CAD',
  'CNY',
  'CZK',
  'DKK',
  'EUR',
  'HKD',
  'HUF',
  'ILS',
  'JPY',
  'MYR',
  'MXN',
  'TWD',
  'NZD',
  'NOK',
  'PHP',
  'PLN',
  'GBP',
  'SGD',
  'SEK',
  'CHF',
  'THB',
  'USD',
] as const;
export type PaypalCurrency = (typeof PAYPAL_CURRENCIES)[number];

/** States of one payment attempt. A cash-on-delivery order shows as one transaction too. */
export const PAYMENT_RECORD_STATUSES = [
  'created',
  'approved',
  'captured',
  'pending',
  'failed',
  'refunded',
  'cancelled',
] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

export { calendarDateSchema };

/** GET /api/admin/payments */
export const transactionsQuerySchema = inDayOrder(
  z.object({
    page: pageQuerySchema,
    limit: limitQuerySchema,
    status: z.enum(PAYMENT_RECORD_STATUSES).optional(),
    /** paypal or moyasar (real or simulated), or cod. */
    method: z.enum(PAYMENT_METHODS).optional(),
    /** The provider as recorded: 'paypal', 'paypal-simulator', 'moyasar', 'moyasar-simulator' or 'cod'. */
    provider: z.string().trim().max(50).optional(),
    ...dayRangeShape,
    /** Order number, PayPal order id or capture id (part of it). */
    search: z.string().trim().max(100).optional(),
    sortBy: z.enum(['createdAt', 'amount']).default('createdAt'),
    sortOrder: z.enum(['asc', 'desc']).default('desc'),
  }),
);
export type TransactionsQuery = z.input<typeof transactionsQuerySchema>;

export const transactionSchema = z.object({
  /** The payment record's id; for cash on delivery, the order's. */
  id: z.string(),
  method: z.enum(PAYMENT_METHODS),
  provider: z.string(),
  /** A simulator payment took no money. */
  simulated: z.boolean(),
  providerOrderId: z.string().nullable(),
  captureId: z.string().nullable(),
  refundId: z.string().nullable(),
  status: z.enum(PAYMENT_RECORD_STATUSES),
  /** SAR. */
  amount: z.number(),
  /** What the provider charged, in its currency; null for cash on delivery. */
  settlement: z
    .object({
      currency: z.string(),
      /** SAR per unit of the currency. */
      rate: z.string(),
      /** In the currency's units (26.67 USD). */
      amount: z.number(),
    })
    .nullable(),
  failureCode: z.string().nullable(),
  failureMessage: z.string().nullable(),
  order: z.object({
    id: z.string(),
    orderNumber: z.string(),
    status: z.enum(ORDER_STATUSES),
    customerName: z.string(),
    customerEmail: z.string(),
  }),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Transaction = z.infer<typeof transactionSchema>;

export const PAYPAL_MODES = ['simulator', 'sandbox', 'live'] as const;
export type PaypalMode = (typeof PAYPAL_MODES)[number];

/** SAR per unit of the settlement currency: up to 6 digits and 6 decimals, above 0. */
export const settlementRateSchema = z
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d{1,6})?$/, { error: 'must be SAR per unit, e.g. 3.75' })
  .refine((rate) => Number(rate) > 0, { error: 'must be above 0' });

/** GET /api/admin/payment-settings. The client secret is never sent: only whether one is set. */
export const paymentSettingsSchema = z.object({
  mode: z.enum(PAYPAL_MODES),
  clientId: z.string(),
  hasClientSecret: z.boolean(),
  /** Where the secret in use comes from: saved here (encrypted) or the server's environment. */
  clientSecretSource: z.enum(['stored', 'environment']).nullable(),
  settlementCurrency: z.enum(PAYPAL_CURRENCIES),
  settlementRate: z.string(),
  webhookId: z.string(),
  /** 'stored' once saved here; before that the server's PAYPAL_* environment applies. */
  source: z.enum(['stored', 'environment']),
  /** The provider the next checkout uses. */
  activeProvider: z.object({ name: z.string(), simulated: z.boolean() }),
  updatedAt: isoDateSchema.nullable(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/**
 * PUT /api/admin/payment-settings. `clientSecret` is write-only: empty or absent keeps the stored
 * one, `clearClientSecret` removes it. Sandbox and live need a client id and a secret (the secret
 * check needs the stored state, so the server makes it).
 */
export const paymentSettingsUpdateSchema = z
  .object({
    mode: z.enum(PAYPAL_MODES, { error: 'must be simulator, sandbox or live' }),
    clientId: z.string().trim().max(200, { error: 'must be at most 200 characters' }).default(''),
    clientSecret: z
      .string()
      .trim()
      .max(500, { error: 'must be at most 500 characters' })
      .optional(),
    clearClientSecret: z.boolean().default(false),
    settlementCurrency: z.enum(PAYPAL_CURRENCIES, { error: 'must be a currency PayPal accepts' }),
    settlementRate: settlementRateSchema,
    webhookId: z.string().trim().max(100, { error: 'must be at most 100 characters' }).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.mode !== 'simulator' && value.clientId === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['clientId'],
        message: 'is required for sandbox and live',
      });
    }
    if (value.clearClientSecret && value.clientSecret) {
      ctx.addIssue({
        code: 'custom',
        path: ['clientSecret'],
        message: 'cannot be replaced and cleared at once',
      });
    }
  });
export type PaymentSettingsUpdate = z.input<typeof paymentSettingsUpdateSchema>;
/** The update after validation (defaults applied, texts trimmed). */
export type PaymentSettingsUpdateData = z.output<typeof paymentSettingsUpdateSchema>;
