import { z } from 'zod';
import { isoDateSchema } from './common.ts';
import { ORDER_STATUSES, orderDataSchema } from './orders.ts';

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
