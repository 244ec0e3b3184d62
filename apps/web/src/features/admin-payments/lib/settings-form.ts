import type { TFunction } from '../../../lib/i18n/translation-keys.ts';
import { z } from 'zod';
import {
  PAYPAL_CURRENCIES,
  PAYPAL_MODES,
  type PaymentSettings,
  type PaymentSettingsUpdate,
} from '@store/shared/schemas/payments';

/** What happens to the stored client secret on save. */
export type SecretAction = 'keep' | 'replace' | 'clear';

export interface SettingsFormValues {
  mode: (typeof PAYPAL_MODES)[number];
  clientId: string;
  /** Only ever what the admin types now: the stored secret never comes back from the server. */
  clientSecret: string;
  secretAction: SecretAction;
  settlementCurrency: (typeof PAYPAL_CURRENCIES)[number];
  settlementRate: string;
  webhookId: string;
}

export function formValuesOf(settings: PaymentSettings): SettingsFormValues {
  return {
    mode: settings.mode,
    clientId: settings.clientId,
    clientSecret: '',
    secretAction: 'keep',
    settlementCurrency: settings.settlementCurrency,
    settlementRate: settings.settlementRate,
    webhookId: settings.webhookId,
  };
}

/** Whether a secret will be in force after the save, as the server decides it. */
export function secretAfterSave(values: SettingsFormValues, settings: PaymentSettings): boolean {
  if (values.secretAction === 'replace' && values.clientSecret.trim()) return true;
  if (values.secretAction === 'clear') return settings.clientSecretSource === 'environment';
  return settings.hasClientSecret;
}

/**
 * The form's rules, with messages in the page language: the server's rules (shared schema) plus
 * the one it checks against the stored state (sandbox and live need a secret).
 */
type ValidationKey =
  | 'mode'
  | 'clientIdRequired'
  | 'secretRequired'
  | 'currency'
  | 'rateRequired'
  | 'rate'
  | 'ratePositive';

function validationText(t: TFunction<'adminSystem'>, key: ValidationKey): string {
  return t(`paymentSettings.validation.${key}`);
}

function tooLong(t: TFunction<'adminSystem'>, max: number): string {
  return t('paymentSettings.validation.tooLong', { max });
}

export function settingsFormSchema(t: TFunction<'adminSystem'>, settings: PaymentSettings) {
  const v = (key: ValidationKey) => validationText(t, key);
  return z
    .object({
      mode: z.enum(PAYPAL_MODES, { error: v('mode') }),
      clientId: z
        .string()
        .trim()
        .max(200, { error: tooLong(t, 200) }),
      clientSecret: z
        .string()
        .trim()
        .max(500, { error: tooLong(t, 500) }),
      secretAction: z.enum(['keep', 'replace', 'clear']),
      settlementCurrency: z.enum(PAYPAL_CURRENCIES, { error: v('currency') }),
      settlementRate: z
        .string()
        .trim()
        .min(1, { error: v('rateRequired') })
        .regex(/^\d{1,6}(\.\d{1,6})?$/, { error: v('rate') })
        .refine((rate) => Number(rate) > 0, { error: v('ratePositive') }),
      webhookId: z
        .string()
        .trim()
        .max(100, { error: tooLong(t, 100) }),
    })
    .superRefine((values, ctx) => {
      if (values.mode === 'simulator') return;
      if (!values.clientId) {
        ctx.addIssue({ code: 'custom', path: ['clientId'], message: v('clientIdRequired') });
      }
      if (!secretAfterSave(values, settings)) {
        ctx.addIssue({ code: 'custom', path: ['clientSecret'], message: v('secretRequired') });
      }
    });
}

/** The PUT body: the secret only when a new one was typed; a clear only when asked for. */
export function toUpdate(values: SettingsFormValues): PaymentSettingsUpdate {
  const secret = values.clientSecret.trim();
  return {
    mode: values.mode,
    clientId: values.clientId.trim(),
    ...(values.secretAction === 'replace' && secret ? { clientSecret: secret } : {}),
    clearClientSecret: values.secretAction === 'clear',
    settlementCurrency: values.settlementCurrency,
    settlementRate: values.settlementRate.trim(),
    webhookId: values.webhookId.trim(),
  };
}

const FIELDS = [
  'mode',
  'clientId',
  'clientSecret',
  'settlementCurrency',
  'settlementRate',
  'webhookId',
] as const;
export type SettingsField = (typeof FIELDS)[number];

/** A field error the server sent, in the page language when it is one we know, else as sent. */
export function serverFieldError(
  field: string,
  message: string,
  t: TFunction<'adminSystem'>,
): { field: SettingsField; message: string } | null {
  const known = FIELDS.find((name) => name === field);
  if (!known) return null;
  const v = (key: ValidationKey) => validationText(t, key);
  if (message === 'is required for sandbox and live') {
    return {
      field: known,
      message: known === 'clientId' ? v('clientIdRequired') : v('secretRequired'),
    };
  }
  if (known === 'settlementRate') return { field: known, message: v('rate') };
  if (known === 'settlementCurrency') return { field: known, message: v('currency') };
  return { field: known, message };
}
