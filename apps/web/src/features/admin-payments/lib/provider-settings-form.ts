import { z } from 'zod';
import {
  type HostedProviderName,
  type MoyasarSettings,
  type MoyasarSettingsUpdate,
  PROVIDER_MODES,
  providerSettingProblemOf,
  type ProviderMode,
  type ProviderSettingProblem,
  secretKeyProblem,
  TABBY_CAPTURE_TIMINGS,
  type TabbyCaptureTiming,
  type TabbySettings,
  type TabbySettingsUpdate,
} from '@store/shared/schemas/payment-providers';
import { MOYASAR_MARKS, type MoyasarMark } from '@store/shared/schemas/payments';
import type { TFunction } from '../../../lib/i18n/translation-keys.ts';
import type { SecretAction } from './settings-form.ts';

/** A write-only secret in the form: only ever what the admin types now, and what to do on save. */
export interface SecretInput {
  value: string;
  action: SecretAction;
}

/**
 * Moyasar's or Tabby's form: the mode and the two secrets, Moyasar's marks, Tabby's merchant code
 * and capture timing (each provider's form shows and sends only its own).
 */
export interface ProviderFormValues {
  mode: ProviderMode;
  secretKey: SecretInput;
  webhookSecret: SecretInput;
  marks: MoyasarMark[];
  merchantCode: string;
  captureOn: TabbyCaptureTiming;
}

const untouched = (): SecretInput => ({ value: '', action: 'keep' });

export function providerValuesOf(settings: MoyasarSettings | TabbySettings): ProviderFormValues {
  return {
    mode: settings.mode,
    secretKey: untouched(),
    webhookSecret: untouched(),
    marks: 'marks' in settings ? [...settings.marks] : [],
    merchantCode: 'merchantCode' in settings ? settings.merchantCode : '',
    captureOn: 'captureOn' in settings ? settings.captureOn : 'shipment',
  };
}

/** A secret typed to replace the stored one, or null. */
export function typedSecret(secret: SecretInput): string | null {
  const value = secret.value.trim();
  return secret.action === 'replace' && value ? value : null;
}

/** The body's part for one secret: sent only when typed; cleared only when asked. */
function secretUpdate(secret: SecretInput, field: 'secretKey' | 'webhookSecret') {
  const typed = typedSecret(secret);
  const clear = field === 'secretKey' ? 'clearSecretKey' : 'clearWebhookSecret';
  return { ...(typed ? { [field]: typed } : {}), [clear]: secret.action === 'clear' };
}

export function providerUpdate(
  provider: HostedProviderName,
  values: ProviderFormValues,
): MoyasarSettingsUpdate | TabbySettingsUpdate {
  const credentials = {
    mode: values.mode,
    ...secretUpdate(values.secretKey, 'secretKey'),
    ...secretUpdate(values.webhookSecret, 'webhookSecret'),
  };
  return provider === 'moyasar'
    ? { ...credentials, marks: MOYASAR_MARKS.filter((mark) => values.marks.includes(mark)) }
    : { ...credentials, merchantCode: values.merchantCode.trim(), captureOn: values.captureOn };
}

/** A secret's state on the page: set or not, where from, and the key's last 4 characters. */
export interface SecretState {
  isSet: boolean;
  source: 'stored' | 'environment' | null;
  last4: string | null;
}

export function keyState(settings: MoyasarSettings | TabbySettings): SecretState {
  return {
    isSet: settings.hasSecretKey,
    source: settings.secretKeySource,
    last4: settings.secretKeyLast4,
  };
}

export function webhookSecretState(settings: MoyasarSettings | TabbySettings): SecretState {
  return { isSet: settings.hasWebhookSecret, source: settings.webhookSecretSource, last4: null };
}

/** Whether a key will be in force after the save, as the server decides it. */
function keyAfterSave(secret: SecretInput, state: SecretState): boolean {
  if (typedSecret(secret)) return true;
  if (secret.action === 'clear') return state.source === 'environment';
  return state.isSet;
}

export function problemText(t: TFunction<'adminSystem'>, problem: ProviderSettingProblem): string {
  return t(`paymentProviders.problems.${problem}`);
}

const secretSchema = (t: TFunction<'adminSystem'>) =>
  z.object({
    value: z
      .string()
      .trim()
      .max(500, { error: t('paymentProviders.problems.tooLong', { max: 500 }) }),
    action: z.enum(['keep', 'replace', 'clear']),
  });

/**
 * The server's rules, with messages in the page language: a key typed must fit the mode, test and
 * live need a key (typed, kept or the environment's) and, for Tabby, a merchant code. The prefix
 * of a key kept from before is unknown here: the server checks it and its answer lands on the field.
 */
export function providerFormSchema(
  t: TFunction<'adminSystem'>,
  provider: HostedProviderName,
  settings: MoyasarSettings | TabbySettings,
) {
  const state = keyState(settings);
  return z
    .object({
      mode: z.enum(PROVIDER_MODES),
      secretKey: secretSchema(t),
      webhookSecret: secretSchema(t),
      marks: z.array(z.enum(MOYASAR_MARKS)),
      merchantCode: z
        .string()
        .trim()
        .max(100, { error: t('paymentProviders.problems.tooLong', { max: 100 }) }),
      captureOn: z.enum(TABBY_CAPTURE_TIMINGS),
    })
    .superRefine((values, ctx) => {
      const refuse = (path: string[], problem: ProviderSettingProblem) =>
        ctx.addIssue({ code: 'custom', path, message: problemText(t, problem) });
      const typed = typedSecret(values.secretKey);
      const keyProblem = typed
        ? secretKeyProblem(provider, values.mode, typed)
        : values.mode !== 'simulator' && !keyAfterSave(values.secretKey, state)
          ? 'keyRequired'
          : null;
      if (keyProblem) refuse(['secretKey', 'value'], keyProblem);
      if (provider === 'tabby' && values.mode !== 'simulator' && !values.merchantCode) {
        refuse(['merchantCode'], 'merchantCodeRequired');
      }
    });
}

/** The form's field for a field the server named (`secretKey` → the key's input). */
const FORM_FIELDS = {
  mode: 'mode',
  secretKey: 'secretKey.value',
  webhookSecret: 'webhookSecret.value',
  merchantCode: 'merchantCode',
  captureOn: 'captureOn',
  marks: 'marks',
} as const;

/** A field error the server sent, in the page language when it is one we know, else as sent. */
export function serverFieldError(
  field: string,
  message: string,
  t: TFunction<'adminSystem'>,
): { field: (typeof FORM_FIELDS)[keyof typeof FORM_FIELDS]; message: string } | null {
  const formField = Object.entries(FORM_FIELDS).find(([name]) => name === field)?.[1];
  if (!formField) return null;
  const problem = providerSettingProblemOf(message);
  return { field: formField, message: problem ? problemText(t, problem) : message };
}
