import { z } from 'zod';
import { isoDateSchema } from './common.ts';
import { PAYMENT_METHODS, type PaymentMethod } from './orders.ts';
import { MOYASAR_MARKS } from './payments.ts';

/**
 * Admin settings of the providers paid on their own page (Moyasar, Tabby) and of every payment
 * method's switch and limits (issue 17; docs/decisions/018-payment-provider-settings.md).
 */

export const HOSTED_PROVIDERS = ['moyasar', 'tabby'] as const;
export type HostedProviderName = (typeof HOSTED_PROVIDERS)[number];

/** The built-in simulator (no money moves), the provider's test keys, or live keys. */
export const PROVIDER_MODES = ['simulator', 'test', 'live'] as const;
export type ProviderMode = (typeof PROVIDER_MODES)[number];

/** When Tabby's payment is captured: when the merchant ships the order, or at once when paid. */
export const TABBY_CAPTURE_TIMINGS = ['shipment', 'payment'] as const;
export type TabbyCaptureTiming = (typeof TABBY_CAPTURE_TIMINGS)[number];

/**
 * Why a setting is refused, as the server words it on the field. Stable texts: the admin page
 * recognises them and shows its own wording in the page language.
 */
export const PROVIDER_SETTING_PROBLEMS = {
  keyRequired: 'is required for test and live',
  notSecretKey: 'must be the secret key (sk_…), not the publishable key (pk_…)',
  testKeyNeeded: 'is a live key: test mode needs a test key (sk_test_…)',
  liveKeyNeeded: 'is a test key: live mode needs a live key',
  merchantCodeRequired: 'is required for test and live',
  webhookSecretRequired: 'is required to register the webhook',
  simulatorHasNoWebhook: 'the simulator takes no webhook: choose test or live and save first',
  httpsNeeded: 'Tabby sends webhooks only to an https address: set PUBLIC_BASE_URL to it',
  replaceAndClear: 'cannot be replaced and cleared at once',
  maxBelowMin: 'must not be below the minimum',
  repeatedMethod: 'lists a payment method twice',
} as const;
export type ProviderSettingProblem = keyof typeof PROVIDER_SETTING_PROBLEMS;

/** The problem a server's field message names, when it is one of ours. */
export function providerSettingProblemOf(message: string): ProviderSettingProblem | null {
  const found = Object.entries(PROVIDER_SETTING_PROBLEMS).find(([, text]) => text === message);
  return found ? (found[0] as ProviderSettingProblem) : null;
}

/**
 * Secret keys by provider (MOYASAR.md, TABBY.md): Moyasar `sk_test_…` / `sk_live_…`; Tabby
 * `sk_test_…` / `sk_…`. The key decides where the money goes, so it must fit the mode chosen.
 */
const SECRET_KEY_FORMS: Record<HostedProviderName, RegExp> = {
  moyasar: /^sk_(test|live)_\S+$/,
  tabby: /^sk_\S+$/,
};

export function secretKeyProblem(
  provider: HostedProviderName,
  mode: ProviderMode,
  key: string,
): ProviderSettingProblem | null {
  if (!SECRET_KEY_FORMS[provider].test(key)) return 'notSecretKey';
  const testKey = key.startsWith('sk_test_');
  if (mode === 'test' && !testKey) return 'testKeyNeeded';
  if (mode === 'live' && testKey) return 'liveKeyNeeded';
  return null;
}

/** The mode a key works in: what the environment's key says before anything is saved. */
export function modeOfKey(key: string): Exclude<ProviderMode, 'simulator'> {
  return key.startsWith('sk_test_') ? 'test' : 'live';
}

/** Write-only: empty or absent keeps what is stored. */
const secretInputSchema = z.string().trim().max(500, { error: 'must be at most 500 characters' });

type Refinement = z.core.$RefinementCtx;

function refuse(ctx: Refinement, path: string, problem: ProviderSettingProblem) {
  ctx.addIssue({ code: 'custom', path: [path], message: PROVIDER_SETTING_PROBLEMS[problem] });
}

/** The checks a key given in a body allows without the stored state. */
function checkGivenKey(
  ctx: Refinement,
  provider: HostedProviderName,
  value: { mode?: ProviderMode; secretKey?: string; clearSecretKey?: boolean },
) {
  if (value.secretKey && value.clearSecretKey) refuse(ctx, 'secretKey', 'replaceAndClear');
  if (!value.secretKey) return;
  const problem = secretKeyProblem(provider, value.mode ?? 'simulator', value.secretKey);
  if (problem) refuse(ctx, 'secretKey', problem);
}

/**
 * What both providers' updates carry: the mode, and two write-only secrets (the API's secret key,
 * and the secret their webhooks prove themselves with), each replaced, cleared or kept.
 */
const credentialsUpdateShape = {
  mode: z.enum(PROVIDER_MODES, { error: 'must be simulator, test or live' }),
  secretKey: secretInputSchema.optional(),
  clearSecretKey: z.boolean().default(false),
  webhookSecret: secretInputSchema.optional(),
  clearWebhookSecret: z.boolean().default(false),
};

function checkCredentials(
  ctx: Refinement,
  provider: HostedProviderName,
  value: {
    mode: ProviderMode;
    secretKey?: string;
    clearSecretKey: boolean;
    webhookSecret?: string;
    clearWebhookSecret: boolean;
  },
) {
  checkGivenKey(ctx, provider, value);
  if (value.webhookSecret && value.clearWebhookSecret) {
    refuse(ctx, 'webhookSecret', 'replaceAndClear');
  }
}

// ---- Moyasar ----

/**
 * PUT /api/admin/payments/providers/moyasar. Test and live need a secret key whose prefix fits the
 * mode: given now, kept from before, or the environment's (the server checks what needs the
 * stored state). `marks`: which of Moyasar's marks the checkout shows; the methods themselves are
 * switched on in Moyasar's dashboard.
 */
export const moyasarSettingsUpdateSchema = z
  .object({
    ...credentialsUpdateShape,
    marks: z
      .array(z.enum(MOYASAR_MARKS))
      .max(MOYASAR_MARKS.length * 2)
      .default([...MOYASAR_MARKS])
      .transform((marks) => MOYASAR_MARKS.filter((mark) => marks.includes(mark))),
  })
  .superRefine((value, ctx) => checkCredentials(ctx, 'moyasar', value));
export type MoyasarSettingsUpdate = z.input<typeof moyasarSettingsUpdateSchema>;
export type MoyasarSettingsUpdateData = z.output<typeof moyasarSettingsUpdateSchema>;

/** Where a secret in force comes from: saved in the admin (encrypted) or the server's environment. */
const secretSourceSchema = z.enum(['stored', 'environment']).nullable();

/** The provider the next checkout uses for this method. */
const activeProviderSchema = z.object({ name: z.string(), simulated: z.boolean() });

/**
 * The secrets as the admin may see them: whether each is set and where it comes from, and the
 * key's last 4 characters. Never more.
 */
const credentialsViewShape = {
  mode: z.enum(PROVIDER_MODES),
  hasSecretKey: z.boolean(),
  secretKeyLast4: z.string().nullable(),
  secretKeySource: secretSourceSchema,
  hasWebhookSecret: z.boolean(),
  webhookSecretSource: secretSourceSchema,
};

export const moyasarSettingsSchema = z.object({
  ...credentialsViewShape,
  marks: z.array(z.enum(MOYASAR_MARKS)),
  /** 'stored' once saved here; before that the server's MOYASAR_* environment applies. */
  source: z.enum(['stored', 'environment']),
  activeProvider: activeProviderSchema,
  updatedAt: isoDateSchema.nullable(),
});
export type MoyasarSettings = z.infer<typeof moyasarSettingsSchema>;

// ---- Tabby ----

/**
 * PUT /api/admin/payments/providers/tabby. Test and live need a secret key and a merchant code.
 * `webhookSecret`: the header value registered with Tabby's webhook, which it sends back.
 */
export const tabbySettingsUpdateSchema = z
  .object({
    ...credentialsUpdateShape,
    merchantCode: z
      .string()
      .trim()
      .max(100, { error: 'must be at most 100 characters' })
      .default(''),
    captureOn: z
      .enum(TABBY_CAPTURE_TIMINGS, { error: 'must be shipment or payment' })
      .default('shipment'),
  })
  .superRefine((value, ctx) => {
    checkCredentials(ctx, 'tabby', value);
    if (value.mode !== 'simulator' && !value.merchantCode) {
      refuse(ctx, 'merchantCode', 'merchantCodeRequired');
    }
  });
export type TabbySettingsUpdate = z.input<typeof tabbySettingsUpdateSchema>;
export type TabbySettingsUpdateData = z.output<typeof tabbySettingsUpdateSchema>;

export const tabbySettingsSchema = z.object({
  ...credentialsViewShape,
  merchantCode: z.string(),
  captureOn: z.enum(TABBY_CAPTURE_TIMINGS),
  /** 'stored' once saved here; before that the server's TABBY_* environment applies. */
  source: z.enum(['stored', 'environment']),
  /** Null while the store has no Tabby provider to take the payment. */
  activeProvider: activeProviderSchema.nullable(),
  updatedAt: isoDateSchema.nullable(),
});
export type TabbySettings = z.infer<typeof tabbySettingsSchema>;

// ---- Every method's switch and limits ----

/** 10 million SAR: far above any order, low enough to stay a safe integer in every sum. */
export const MAX_METHOD_LIMIT_HALALAS = 1_000_000_000;

const limitSchema = z
  .number({ error: 'must be an amount in halalas' })
  .int({ error: 'must be a whole number of halalas' })
  .min(0, { error: 'must not be negative' })
  .max(MAX_METHOD_LIMIT_HALALAS, { error: 'is too large' })
  .nullable();

/** A method on offer or not, and the order totals (halalas, inclusive) it takes; null: no limit. */
export const paymentMethodRuleSchema = z
  .object({
    method: z.enum(PAYMENT_METHODS),
    enabled: z.boolean(),
    minHalalas: limitSchema,
    maxHalalas: limitSchema,
  })
  .superRefine((rule, ctx) => {
    if (rule.minHalalas !== null && rule.maxHalalas !== null && rule.maxHalalas < rule.minHalalas) {
      refuse(ctx, 'maxHalalas', 'maxBelowMin');
    }
  });
export type PaymentMethodRule = z.infer<typeof paymentMethodRuleSchema>;

/** PUT /api/admin/payments/providers/methods: the methods listed change; the others stay. */
export const paymentMethodRulesUpdateSchema = z
  .object({ methods: z.array(paymentMethodRuleSchema).max(PAYMENT_METHODS.length) })
  .superRefine((value, ctx) => {
    const methods = value.methods.map((rule) => rule.method);
    if (new Set(methods).size !== methods.length) refuse(ctx, 'methods', 'repeatedMethod');
  });
export type PaymentMethodRulesUpdate = z.infer<typeof paymentMethodRulesUpdateSchema>;

/** Whether a method takes an order of this total (halalas), by its switch and limits. */
export function methodTakes(rule: PaymentMethodRule, totalHalalas: number): boolean {
  if (!rule.enabled) return false;
  if (rule.minHalalas !== null && totalHalalas < rule.minHalalas) return false;
  return rule.maxHalalas === null || totalHalalas <= rule.maxHalalas;
}

/**
 * Nothing saved: every method on, no limits. Tabby sets each merchant's limits itself and does not
 * publish Saudi numbers (TABBY.md, "Amounts"), so none is assumed here.
 */
export function defaultMethodRule(method: PaymentMethod): PaymentMethodRule {
  return { method, enabled: true, minHalalas: null, maxHalalas: null };
}

// ---- GET /api/admin/payments/providers ----

export const paymentProvidersSchema = z.object({
  moyasar: moyasarSettingsSchema,
  tabby: tabbySettingsSchema,
  /** Every method of PAYMENT_METHODS, in that order. */
  methods: z.array(paymentMethodRuleSchema),
  methodsUpdatedAt: isoDateSchema.nullable(),
});
export type PaymentProviders = z.infer<typeof paymentProvidersSchema>;

// ---- POST /api/admin/payments/providers/{moyasar|tabby}/test-connection ----

/**
 * What to try: the mode and key typed in the form (not yet saved), or, when absent, those in force.
 * The key is used for this call only and never stored by it.
 */
export const moyasarConnectionTestSchema = z
  .object({
    mode: z.enum(PROVIDER_MODES).optional(),
    secretKey: secretInputSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.mode) checkGivenKey(ctx, 'moyasar', value);
  });
export type MoyasarConnectionTest = z.input<typeof moyasarConnectionTestSchema>;

export const tabbyConnectionTestSchema = z
  .object({
    mode: z.enum(PROVIDER_MODES).optional(),
    secretKey: secretInputSchema.optional(),
    merchantCode: z
      .string()
      .trim()
      .max(100, { error: 'must be at most 100 characters' })
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.mode) checkGivenKey(ctx, 'tabby', value);
  });
export type TabbyConnectionTest = z.input<typeof tabbyConnectionTestSchema>;

/**
 * - connected: the provider accepted the key (and Tabby the merchant code)
 * - simulator: nothing to call; the simulator takes no money
 * - key-refused: the provider refused the key or merchant code (401/403)
 * - unavailable: the provider did not answer (time-out, network, 5xx, 429)
 * - refused: any other refusal; `providerMessage` says what the provider said
 */
export const CONNECTION_OUTCOMES = [
  'connected',
  'simulator',
  'key-refused',
  'unavailable',
  'refused',
] as const;
export type ConnectionOutcome = (typeof CONNECTION_OUTCOMES)[number];

export const connectionTestResultSchema = z.object({
  ok: z.boolean(),
  outcome: z.enum(CONNECTION_OUTCOMES),
  mode: z.enum(PROVIDER_MODES),
  /** In English; the admin page words the outcome in the page language. */
  message: z.string(),
  /** The provider's own error text, as it answered; null when it did not answer or all went well. */
  providerMessage: z.string().nullable(),
});
export type ConnectionTestResult = z.infer<typeof connectionTestResultSchema>;

/** POST /api/admin/payments/providers/tabby/webhook: the call's outcome, and the address Tabby posts to. */
export const webhookRegistrationSchema = connectionTestResultSchema.extend({
  url: z.string(),
  /** Tabby already had this address: nothing was registered again. */
  alreadyRegistered: z.boolean(),
});
export type WebhookRegistration = z.infer<typeof webhookRegistrationSchema>;
