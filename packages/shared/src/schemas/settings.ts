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
  /**
   * The seller's VAT registration number (15 digits, first and last 3), printed on tax invoices;
   * empty until the merchant is registered. Settings saved before it existed read as empty.
   */
  vatNumber: z.string().default(''),
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

// ---------------------------------------------------------------------------------------------
// Admin reads and writes (issue 6 point 10). Built-in checks carry no message of their own so the
// admin screens can word them in the page's language; custom checks name their rule in
// `params.rule`.
// ---------------------------------------------------------------------------------------------

/** The SMTP server the store sends through; blank host means the environment's (or the outbox). */
export const smtpSettingsSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  secure: z.boolean(),
  user: z.string(),
});
export type SmtpSettings = z.infer<typeof smtpSettingsSchema>;

export const DEFAULT_SMTP_SETTINGS: SmtpSettings = { host: '', port: 587, secure: false, user: '' };

/** Email settings as the admin sees them: the password only as whether one is set. */
export const adminEmailSettingsSchema = emailSettingsSchema.extend({
  smtp: smtpSettingsSchema.extend({ passwordSet: z.boolean() }),
});
export type AdminEmailSettings = z.infer<typeof adminEmailSettingsSchema>;

/** GET /api/site-settings (admin). */
export const adminSiteSettingsSchema = siteSettingsSchema.extend({
  emailSettings: adminEmailSettingsSchema,
});
export type AdminSiteSettings = z.infer<typeof adminSiteSettingsSchema>;

function text(max: number, required = false) {
  return required ? z.string().trim().min(1).max(max) : z.string().trim().max(max);
}
function localized(max: number, required = false) {
  return z.object({ en: text(max, required), ar: text(max, required) });
}

/** A blank value, a path on this site, or an http(s) address. */
const optionalAddress = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value === '' || /^(\/(?!\/)|https?:\/\/)\S*$/.test(value), {
    message: 'must be a path starting with / or an http(s) address',
    params: { rule: 'address' },
  });

/** A blank value or an https address (social profiles). */
const optionalHttpsLink = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), {
    message: 'must be an https:// address',
    params: { rule: 'httpsLink' },
  });

/** Digits with an optional leading +, spaces, dashes and brackets: 7 to 15 digits in all. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

const phoneNumber = z
  .string()
  .trim()
  .max(30)
  .refine((value) => value === '' || isPhoneNumber(value), {
    message: 'must be a phone number (7 to 15 digits, + allowed)',
    params: { rule: 'phone' },
  });

const emailAddress = z.string().trim().max(254).pipe(z.email());

/** SAR amounts have at most two decimals (whole halalas). */
function sarAmount(max: number) {
  return z
    .number()
    .min(0)
    .max(max)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: 'must have at most two decimals',
      params: { rule: 'halalas' },
    });
}

export const siteInfoInputSchema = z.object({
  siteName: localized(80, true),
  tagline: localized(160),
  description: localized(1000),
  logo: optionalAddress,
  favicon: optionalAddress,
});

export const contactInfoInputSchema = z
  .object({
    email: emailAddress,
    phone: phoneNumber.pipe(z.string().min(1)),
    whatsapp: phoneNumber,
    whatsappEnabled: z.boolean(),
    address: localized(300),
    workingHours: localized(300),
  })
  .superRefine((contact, ctx) => {
    if (contact.whatsappEnabled && contact.whatsapp === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['whatsapp'],
        message: 'is needed while WhatsApp is enabled',
        params: { rule: 'whatsappNeeded' },
      });
    }
  });
export type ContactInfoInput = z.infer<typeof contactInfoInputSchema>;

export const socialMediaInputSchema = z.object({
  facebook: optionalHttpsLink,
  instagram: optionalHttpsLink,
  twitter: optionalHttpsLink,
  youtube: optionalHttpsLink,
  tiktok: optionalHttpsLink,
  snapchat: optionalHttpsLink,
});

export const smtpSettingsInputSchema = z.object({
  host: z
    .string()
    .trim()
    .max(255)
    .refine((value) => value === '' || /^[A-Za-z0-9.-]+$/.test(value), {
      message: 'must be a host name or an IP address',
      params: { rule: 'host' },
    }),
  port: z.number().int().min(1).max(65535),
  secure: z.boolean(),
  user: z.string().trim().max(255),
  /** Write-only: a new password replaces the stored one, null clears it, absent keeps it. */
  password: z.string().min(1).max(500).nullable().optional(),
});
export type SmtpSettingsInput = z.infer<typeof smtpSettingsInputSchema>;

export const emailSettingsInputSchema = z.object({
  adminEmail: emailAddress,
  fromEmail: emailAddress,
  fromName: text(100, true),
  enableNotifications: z.boolean(),
  enableCustomerConfirmation: z.boolean(),
  smtp: smtpSettingsInputSchema,
});
export type EmailSettingsInput = z.infer<typeof emailSettingsInputSchema>;

export const commerceSettingsInputSchema = z.object({
  currency: z.literal('SAR'),
  shippingFee: sarAmount(10_000),
  freeShippingThreshold: sarAmount(1_000_000).nullable(),
  vatRate: z.number().min(0).max(100),
  pricesIncludeVat: z.boolean(),
  vatNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || /^3\d{13}3$/.test(value), {
      message: 'must be 15 digits, starting and ending with 3',
      params: { rule: 'vatNumber' },
    })
    .default(''),
});

/** PUT /api/site-settings: any of the groups, each replaced whole; at least one. */
export const siteSettingsUpdateSchema = z
  .object({
    siteInfo: siteInfoInputSchema,
    contactInfo: contactInfoInputSchema,
    socialMedia: socialMediaInputSchema,
    emailSettings: emailSettingsInputSchema,
    commerce: commerceSettingsInputSchema,
  })
  .partial()
  .refine((update) => Object.values(update).some((group) => group !== undefined), {
    message: 'must hold at least one group of settings',
    params: { rule: 'noGroup' },
  });
export type SiteSettingsUpdate = z.infer<typeof siteSettingsUpdateSchema>;

/** POST /api/site-settings/email/test: to the admin email unless another address is given. */
export const testEmailRequestSchema = z.object({ to: emailAddress.optional() });

export const testEmailResultSchema = z.object({
  to: z.string(),
  /** 'smtp' (stored or environment server) or 'outbox' (written to DATA_DIR/outbox). */
  via: z.enum(['smtp', 'outbox']),
  server: z.string().nullable(),
});
export type TestEmailResult = z.infer<typeof testEmailResultSchema>;
