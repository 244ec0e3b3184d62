import { z } from 'zod';
import { idSchema, isoDateSchema, languageSchema, pageQuerySchema } from './common.ts';

/*
 * Abandoned carts (issue 22 point 5): a cart kept by the server for a signed-in shopper, or for a
 * guest who typed a phone or email at checkout and agreed to be reminded; one reminder after a
 * while without an order, with a link that restores the cart and one that stops reminders.
 */

export const MAX_SAVED_CART_LINES = 50;
export const MIN_REMINDER_DELAY_MINUTES = 30;
export const MAX_REMINDER_DELAY_MINUTES = 7 * 24 * 60;

/** PUT /api/cart-recovery/cart: the checkout's cart and contact, as typed. */
export const savedCartInputSchema = z.object({
  email: z.string().trim().max(254).optional(),
  phone: z.string().trim().max(32).optional(),
  lines: z
    .array(z.object({ productId: idSchema, quantity: z.number().int().min(1).max(99) }))
    .max(MAX_SAVED_CART_LINES),
  language: languageSchema,
  /** Whether the box "remind me" is ticked, and its words as shown. */
  consent: z.object({ granted: z.boolean(), wording: z.string().trim().min(1).max(500) }),
});
export type SavedCartInput = z.infer<typeof savedCartInputSchema>;

/** GET /api/cart-recovery/restore/{token}: what the restore link puts back in the cart. */
export const restoredCartSchema = z.object({
  lines: z.array(z.object({ productId: z.string(), quantity: z.number().int() })),
  language: languageSchema,
});
export type RestoredCart = z.infer<typeof restoredCartSchema>;

export const CART_RECOVERY_STATES = ['waiting', 'reminded', 'recovered'] as const;
export type CartRecoveryState = (typeof CART_RECOVERY_STATES)[number];

/** The settings row `cart-recovery`. */
export const cartRecoverySettingsSchema = z.object({
  enabled: z.boolean(),
  /** Minutes without an order after the cart's last change before the reminder. */
  delayMinutes: z.number().int().min(MIN_REMINDER_DELAY_MINUTES).max(MAX_REMINDER_DELAY_MINUTES),
  /** Remind by SMS a shopper who gave a phone and no email. */
  sms: z.boolean(),
});
export type CartRecoverySettings = z.infer<typeof cartRecoverySettingsSchema>;
export const DEFAULT_CART_RECOVERY_SETTINGS: CartRecoverySettings = {
  enabled: true,
  delayMinutes: 180,
  sms: false,
};

export const abandonedCartListQuerySchema = z.object({
  state: z.enum(CART_RECOVERY_STATES).optional(),
  page: pageQuerySchema,
});

/** A row of the admin's abandoned carts. */
export const abandonedCartSchema = z.object({
  id: z.string(),
  contact: z.string(),
  signedIn: z.boolean(),
  itemCount: z.number().int(),
  /** SAR at the prices of the cart's last change. */
  value: z.number(),
  state: z.enum(CART_RECOVERY_STATES),
  updatedAt: isoDateSchema,
  remindedAt: isoDateSchema.nullable(),
  remindedBy: z.enum(['email', 'sms']).nullable(),
  recoveredAt: isoDateSchema.nullable(),
  orderNumber: z.string().nullable(),
});
export type AbandonedCart = z.infer<typeof abandonedCartSchema>;

export const abandonedCartTotalsSchema = z.object({
  reminded: z.number().int(),
  recovered: z.number().int(),
  /** SAR of the carts recovered. */
  recoveredValue: z.number(),
});
export type AbandonedCartTotals = z.infer<typeof abandonedCartTotalsSchema>;
