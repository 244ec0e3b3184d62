import { z } from 'zod';
import { LANGUAGES } from '../locales.ts';
import { localizedTextSchema } from './common.ts';
import { MAX_GIFT_WRAP_FEE_SAR, MAX_SAMPLES_PER_ORDER } from '../gifting.ts';

/**
 * The store's default language (decision 027): the address an unprefixed link goes to for a
 * visitor who chose none and whose browser prefers neither. Arabic for a Saudi store; settings
 * saved before it existed read as Arabic.
 */
export const defaultLanguageSchema = z.enum(LANGUAGES).default('ar');

export const siteInfoSchema = z.object({
  siteName: localizedTextSchema,
  tagline: localizedTextSchema,
  description: localizedTextSchema,
  logo: z.string(),
  favicon: z.string(),
  defaultLanguage: defaultLanguageSchema,
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
  // Delivery prices are the shipping zones' (issue 19); a stored `shippingFee` and
  // `freeShippingThreshold` of earlier versions became the default zone (migration 0007).
  /** VAT in percent; prices are VAT-inclusive when `pricesIncludeVat`. */
  vatRate: z.number().min(0).max(100),
  pricesIncludeVat: z.boolean(),
  /** SAR charged for gift wrapping (issue 21, decision 036); 0 wraps for free. */
  giftWrapFee: z.number().min(0).max(MAX_GIFT_WRAP_FEE_SAR).default(0),
  /** How many free samples a shopper may choose per order; 0 offers none. */
  maxSamples: z.number().int().min(0).max(MAX_SAMPLES_PER_ORDER).default(0),
});
export type CommerceSettings = z.infer<typeof commerceSettingsSchema>;

/**
 * ZATCA e-invoicing: `off` (not VAT-registered: no tax invoices), `phase1` (simplified tax invoices
 * with a QR code), `phase2` (signed XML reported to ZATCA).
 */
export const EINVOICING_MODES = ['off', 'phase1', 'phase2'] as const;
export const einvoicingModeSchema = z.enum(EINVOICING_MODES);
export type EinvoicingMode = z.infer<typeof einvoicingModeSchema>;

/** The seller's Saudi national address, as a tax invoice carries it (the country is always SA). */
export const sellerAddressSchema = z.object({
  buildingNumber: z.string(),
  street: localizedTextSchema,
  district: localizedTextSchema,
  city: localizedTextSchema,
  postalCode: z.string(),
  additionalNumber: z.string(),
});
export type SellerAddress = z.infer<typeof sellerAddressSchema>;

/**
 * Who sells (issue 18 point 1): the legal identity ZATCA invoices carry. Number fields hold ASCII
 * digits or nothing. The one place the VAT registration number is kept.
 */
export const sellerProfileSchema = z.object({
  legalName: localizedTextSchema,
  /** 15 digits, first and last 3; empty while the seller is not VAT-registered. */
  vatNumber: z.string(),
  /** Commercial registration number, 10 digits. */
  crNumber: z.string(),
  address: sellerAddressSchema,
  einvoicingMode: einvoicingModeSchema,
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

/** What shoppers see of the seller (the footer, as the e-commerce law asks): no address, no mode. */
export const publicSellerProfileSchema = sellerProfileSchema.pick({
  legalName: true,
  crNumber: true,
  vatNumber: true,
});
export type PublicSellerProfile = z.infer<typeof publicSellerProfileSchema>;

export const siteSettingsSchema = z.object({
  siteInfo: siteInfoSchema,
  contactInfo: contactInfoSchema,
  socialMedia: socialMediaSchema,
  emailSettings: emailSettingsSchema,
  commerce: commerceSettingsSchema,
  sellerProfile: sellerProfileSchema,
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** GET /api/public/site-settings: what shoppers may see (no email settings, the seller in part). */
export const publicSiteSettingsSchema = siteSettingsSchema
  .pick({
    siteInfo: true,
    contactInfo: true,
    socialMedia: true,
    commerce: true,
  })
  .extend({ sellerProfile: publicSellerProfileSchema });
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

export const siteInfoInputSchema = z.object({
  siteName: localized(80, true),
  tagline: localized(160),
  description: localized(1000),
  logo: optionalAddress,
  favicon: optionalAddress,
  defaultLanguage: defaultLanguageSchema,
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
  vatRate: z.number().min(0).max(100),
  pricesIncludeVat: z.boolean(),
  // Halalas are whole: a fee with more than two decimals is refused, not rounded.
  giftWrapFee: z
    .number()
    .min(0)
    .max(MAX_GIFT_WRAP_FEE_SAR)
    .refine((fee) => Math.abs(fee * 100 - Math.round(fee * 100)) < 1e-6, {
      params: { rule: 'halalas' },
    })
    .optional(),
  // Absent (a client written before decision 036): the stored value is kept, not reset to 0.
  maxSamples: z.number().int().min(0).max(MAX_SAMPLES_PER_ORDER).optional(),
});

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits as ASCII ones. */
export function toAsciiDigits(value: string): string {
  // Both blocks start at a multiple of 16 (U+0660, U+06F0), so the low four bits are the digit.
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) =>
    String(digit.charCodeAt(0) & 0xf),
  );
}

/** A number written in any digits, spaces allowed, stored as ASCII digits; blank or `digits` long. */
function digitsField(digits: number, rule: string, pattern = new RegExp(`^\\d{${digits}}$`)) {
  return z
    .string()
    .max(100)
    .overwrite((value) => toAsciiDigits(value).replace(/\s+/g, ''))
    .refine((value) => value === '' || pattern.test(value), {
      message: `must be ${digits} digits`,
      params: { rule },
    });
}

export const sellerAddressInputSchema = z.object({
  buildingNumber: digitsField(4, 'buildingNumber'),
  street: localized(200),
  district: localized(200),
  city: localized(100),
  postalCode: digitsField(5, 'postalCode'),
  additionalNumber: digitsField(4, 'additionalNumber'),
});

/** What a tax invoice cannot go without: asked for once e-invoicing is on. */
const NEEDED_FOR_INVOICING = [
  ['legalName', 'ar'],
  ['vatNumber'],
  ['crNumber'],
  ['address', 'buildingNumber'],
  ['address', 'street', 'ar'],
  ['address', 'street', 'en'],
  ['address', 'district', 'ar'],
  ['address', 'district', 'en'],
  ['address', 'city', 'ar'],
  ['address', 'city', 'en'],
  ['address', 'postalCode'],
  ['address', 'additionalNumber'],
] as const;

export const sellerProfileInputSchema = z
  .object({
    legalName: localized(300),
    vatNumber: digitsField(15, 'vatNumber', /^3\d{13}3$/),
    crNumber: digitsField(10, 'crNumber'),
    address: sellerAddressInputSchema,
    einvoicingMode: einvoicingModeSchema,
  })
  .superRefine((profile, ctx) => {
    if (profile.einvoicingMode === 'off') return;
    for (const path of NEEDED_FOR_INVOICING) {
      const value = path.reduce<unknown>(
        (node, key) => (node as Record<string, unknown> | undefined)?.[key],
        profile,
      );
      if (value === '') {
        ctx.addIssue({
          code: 'custom',
          path: [...path],
          message: 'is needed while e-invoicing is on',
          params: { rule: 'neededForInvoicing' },
        });
      }
    }
  });
export type SellerProfileInput = z.infer<typeof sellerProfileInputSchema>;

/** PUT /api/site-settings: any of the groups, each replaced whole; at least one. */
export const siteSettingsUpdateSchema = z
  .object({
    siteInfo: siteInfoInputSchema,
    contactInfo: contactInfoInputSchema,
    socialMedia: socialMediaInputSchema,
    emailSettings: emailSettingsInputSchema,
    commerce: commerceSettingsInputSchema,
    sellerProfile: sellerProfileInputSchema,
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
