import { z } from 'zod';
import { isoDateSchema } from './common.ts';
import { toAsciiDigits } from './settings.ts';
import { zatcaMessageSchema } from './tax-documents.ts';

/**
 * Phase 2 onboarding (issue 18 point 4): the store's e-invoicing unit gets its key, a compliance
 * certificate for the one-time password from the Fatoora portal, passes ZATCA's compliance checks,
 * then its production certificate, with which every document is signed and reported.
 *
 * - stand-in: the store's own copy of ZATCA's API, for trying the flow with no account
 * - developer-portal: ZATCA's sandbox (any OTP it documents; documents are not kept)
 * - simulation: ZATCA's simulation environment, with an OTP from the simulation portal
 * - production: the real Fatoora platform
 */
export const ZATCA_ENVIRONMENTS = [
  'stand-in',
  'developer-portal',
  'simulation',
  'production',
] as const;
export type ZatcaEnvironmentName = (typeof ZATCA_ENVIRONMENTS)[number];

/**
 * - not-started: no key and no certificate yet
 * - compliance: a compliance certificate, checks not all passed
 * - ready: a production certificate; documents are signed and reported
 */
export const ZATCA_ONBOARDING_STATES = ['not-started', 'compliance', 'ready'] as const;
export type ZatcaOnboardingState = (typeof ZATCA_ONBOARDING_STATES)[number];

/** The steps of onboarding, in order; a failure names the step it stopped at. */
export const ZATCA_ONBOARDING_STEPS = [
  'profile',
  'csr',
  'compliance-csid',
  'compliance-checks',
  'production-csid',
] as const;
export type ZatcaOnboardingStep = (typeof ZATCA_ONBOARDING_STEPS)[number];

export const zatcaCertificateSchema = z.object({
  serialNumber: z.string(),
  issuer: z.string(),
  notAfter: isoDateSchema,
  expired: z.boolean(),
});

export const zatcaComplianceCheckSchema = z.object({
  kind: z.enum(['invoice', 'credit', 'debit']),
  passed: z.boolean(),
  messages: z.array(zatcaMessageSchema),
});

/** The last onboarding failure: the step, and ZATCA's words or why it could not be asked. */
export const zatcaLastErrorSchema = z.object({
  step: z.enum(ZATCA_ONBOARDING_STEPS),
  message: z.string(),
  messages: z.array(zatcaMessageSchema),
  /** The same as a key and values, for the page's language (`zatca.reasons`). */
  reason: z
    .object({
      key: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])),
    })
    .nullable()
    .default(null),
  at: isoDateSchema,
});

/** GET /api/admin/zatca: where onboarding stands, and what reporting has left to do. */
export const zatcaStatusSchema = z.object({
  environment: z.enum(ZATCA_ENVIRONMENTS),
  state: z.enum(ZATCA_ONBOARDING_STATES),
  /** The e-invoicing mode of the seller profile: onboarding matters only in phase 2. */
  mode: z.enum(['off', 'phase1', 'phase2']),
  complianceCertificate: zatcaCertificateSchema.nullable(),
  productionCertificate: zatcaCertificateSchema.nullable(),
  complianceChecks: z.array(zatcaComplianceCheckSchema),
  lastError: zatcaLastErrorSchema.nullable(),
  /** The chain: documents signed so far (the last ICV) and the last one's hash. */
  counterValue: z.number().int(),
  lastHash: z.string(),
  /** Documents waiting to be reported, and those given up on (retried from the documents list). */
  pendingReports: z.number().int(),
  failedReports: z.number().int(),
});
export type ZatcaStatus = z.infer<typeof zatcaStatusSchema>;

/** POST /api/admin/zatca/onboard: the whole onboarding with one OTP from the Fatoora portal. */
export const zatcaOnboardSchema = z.object({
  environment: z.enum(ZATCA_ENVIRONMENTS),
  /** Six digits, from the Fatoora portal (any documented OTP for the developer portal). */
  otp: z
    .string()
    .trim()
    .transform(toAsciiDigits)
    .pipe(z.string().regex(/^\d{6}$/, { error: 'must be the 6 digits from the Fatoora portal' })),
});
export type ZatcaOnboardInput = z.infer<typeof zatcaOnboardSchema>;
