import { z } from 'zod';
import { localizedTextSchema } from './common.ts';

export const siteInfoSchema = z.object({
  siteName: localizedTextSchema,
  tagline: localizedTextSchema,
  description: localizedTextSchema,
  logo: z.string(),
  favicon: z.string(),
});

export const contactInfoSchema = z.object({
  email: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  whatsappEnabled: z.boolean(),
  address: localizedTextSchema,
  workingHours: localizedTextSchema,
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

export const socialMediaSchema = z.object({
  facebook: z.string(),
  instagram: z.string(),
  twitter: z.string(),
  youtube: z.string(),
  tiktok: z.string(),
  snapchat: z.string(),
});

export const emailSettingsSchema = z.object({
  adminEmail: z.string(),
  fromEmail: z.string(),
  fromName: z.string(),
  enableNotifications: z.boolean(),
  enableCustomerConfirmation: z.boolean(),
});

/** Shipping and tax rules the checkout computes totals with. Amounts in SAR. */
export const commerceSettingsSchema = z.object({
  currency: z.literal('SAR'),
  shippingFee: z.number().min(0),
  /** Orders at or above this subtotal ship free; null disables free shipping. */
  freeShippingThreshold: z.number().min(0).nullable(),
  /** VAT in percent; prices are VAT-inclusive when `pricesIncludeVat`. */
  vatRate: z.number().min(0).max(100),
  pricesIncludeVat: z.boolean(),
});
export type CommerceSettings = z.infer<typeof commerceSettingsSchema>;

export const siteSettingsSchema = z.object({
  siteInfo: siteInfoSchema,
  contactInfo: contactInfoSchema,
  socialMedia: socialMediaSchema,
  emailSettings: emailSettingsSchema,
  commerce: commerceSettingsSchema,
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** GET /api/public/site-settings: what shoppers may see (no email settings). */
export const publicSiteSettingsSchema = siteSettingsSchema.pick({
  siteInfo: true,
  contactInfo: true,
  socialMedia: true,
  commerce: true,
});
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;
