import { z } from 'zod';
import type { ErrorReason } from '@store/shared/errors';
import type { ZatcaMessage } from '@store/shared/schemas/tax-documents';
import {
  ZATCA_ENVIRONMENTS,
  ZATCA_ONBOARDING_STATES,
  zatcaComplianceCheckSchema,
  type ZatcaEnvironmentName,
  zatcaLastErrorSchema,
  type ZatcaOnboardingState,
  type ZatcaOnboardingStep,
} from '@store/shared/schemas/zatca';
import type { Db } from '../../db/client.ts';
import {
  findSettingRow,
  putSecret,
  putSettingRow,
  readSecret,
  type SecretBox,
} from '../settings/index.ts';

const STATE_KEY = 'zatca';

/** Where onboarding stands, without its secrets (kept in the settings table). */
const zatcaStateSchema = z.object({
  environment: z.enum(ZATCA_ENVIRONMENTS),
  state: z.enum(ZATCA_ONBOARDING_STATES),
  complianceRequestId: z.string().nullable(),
  complianceChecks: z.array(zatcaComplianceCheckSchema),
  lastError: zatcaLastErrorSchema.nullable(),
});
export type ZatcaState = z.infer<typeof zatcaStateSchema>;

const INITIAL: ZatcaState = {
  environment: 'stand-in',
  state: 'not-started',
  complianceRequestId: null,
  complianceChecks: [],
  lastError: null,
};

/** The stored state; a missing or unreadable one reads as not started. */
export async function readZatcaState(db: Db): Promise<ZatcaState> {
  const row = await findSettingRow(db, STATE_KEY);
  const parsed = zatcaStateSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : INITIAL;
}

export async function saveZatcaState(
  db: Db,
  state: ZatcaState,
  adminId: string | null,
): Promise<void> {
  await putSettingRow(db, STATE_KEY, state, adminId);
}

/** A failure of onboarding, as the state keeps it. */
export function onboardingError(
  step: ZatcaOnboardingStep,
  message: string,
  messages: ZatcaMessage[] = [],
  reason: ErrorReason | null = null,
): NonNullable<ZatcaState['lastError']> {
  return { step, message, messages, reason, at: new Date().toISOString() };
}

/** A certificate and the secret ZATCA issued with it: the Basic credentials of its API. */
export interface ZatcaCsid {
  /** ZATCA's binarySecurityToken: base64 of the certificate's base64 DER. */
  binarySecurityToken: string;
  secret: string;
}

type Stage = 'compliance' | 'production';

/** Keeps the unit's private key, encrypted. */
export async function saveSigningKey(db: Db, box: SecretBox, privateKeyPem: string) {
  await putSecret(db, box, 'zatca.privateKey', privateKeyPem);
}

export async function saveCsid(db: Db, box: SecretBox, stage: Stage, csid: ZatcaCsid) {
  await putSecret(db, box, `zatca.${stage}Token`, csid.binarySecurityToken);
  await putSecret(db, box, `zatca.${stage}Secret`, csid.secret);
}

/** The key and a CSID of a stage, or null when onboarding has not reached it. */
export async function readSigningCredentials(
  db: Db,
  box: SecretBox,
  stage: Stage,
): Promise<{ privateKeyPem: string; csid: ZatcaCsid; certificateBase64: string } | null> {
  const [privateKeyPem, token, secret] = await Promise.all([
    readSecret(db, box, 'zatca.privateKey'),
    readSecret(db, box, `zatca.${stage}Token`),
    readSecret(db, box, `zatca.${stage}Secret`),
  ]);
  if (!privateKeyPem || !token || !secret) return null;
  return {
    privateKeyPem,
    csid: { binarySecurityToken: token, secret },
    certificateBase64: Buffer.from(token, 'base64').toString('utf8'),
  };
}

export type { ZatcaEnvironmentName, ZatcaOnboardingState };
