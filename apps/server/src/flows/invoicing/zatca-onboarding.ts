import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ErrorReason } from '@store/shared/errors';
import type { SellerProfile } from '@store/shared/schemas/settings';
import type { ZatcaMessage } from '@store/shared/schemas/tax-documents';
import type { ZatcaOnboardInput, ZatcaOnboardingStep } from '@store/shared/schemas/zatca';
import type { Db } from '../../db/client.ts';
import { readSellerProfile, type SecretBox } from '../../modules/settings/index.ts';
import {
  buildDocumentXml,
  type FatooraCsid,
  type FatooraOutcome,
  generateCsr,
  generateSigningKey,
  INITIAL_PREVIOUS_INVOICE_HASH,
  onboardingError,
  readZatcaState,
  saveCsid,
  saveSigningKey,
  saveZatcaState,
  signDocument,
  type ZatcaDocumentKind,
  type ZatcaState,
} from '../../modules/zatca/index.ts';
import {
  csrEnvironmentOf,
  fatooraClientFor,
  keptMessages,
  storeMessage,
  type ZatcaConnectionConfig,
} from './zatca-connection.ts';

export interface OnboardingDeps {
  db: Db;
  box: SecretBox;
  log: FastifyBaseLogger;
  connection: ZatcaConnectionConfig;
}

/** Onboarding stopped at a step: ZATCA's words, or why it could not be asked. */
export class OnboardingFailed extends Error {
  constructor(
    readonly step: ZatcaOnboardingStep,
    message: string,
    readonly messages: ZatcaMessage[] = [],
    /** Why, as a key and values for the admin's language (`zatca.reasons`). */
    readonly reason: ErrorReason | null = null,
  ) {
    super(message);
  }
}

const SOLUTION = { name: 'Maison', version: '1.0' };

/** What the profile lacks for ZATCA, or null: phase 2 and the whole legal identity. */
function profileProblem(profile: SellerProfile): OnboardingFailed | null {
  if (profile.einvoicingMode !== 'phase2') {
    return new OnboardingFailed(
      'profile',
      'Set the e-invoicing mode to phase 2 in the seller profile first',
      [],
      { key: 'notPhase2', params: {} },
    );
  }
  const a = profile.address;
  const missing = [
    !profile.legalName.ar && 'legalName',
    !profile.vatNumber && 'vatNumber',
    !profile.crNumber && 'crNumber',
    !(a.buildingNumber && a.street.ar && a.district.ar && a.city.ar && a.postalCode) && 'address',
  ].filter((field): field is string => Boolean(field));
  return missing.length
    ? new OnboardingFailed('profile', `The seller profile lacks: ${missing.join(', ')}`, [], {
        key: 'profileIncomplete',
        params: { fields: missing.join(',') },
      })
    : null;
}

function failureOf(step: ZatcaOnboardingStep, outcome: FatooraOutcome<unknown>): OnboardingFailed {
  switch (outcome.kind) {
    case 'rejected':
      return new OnboardingFailed(
        step,
        'ZATCA refused the request',
        keptMessages([...outcome.errors, ...outcome.warnings]),
        { key: 'refused', params: {} },
      );
    case 'unauthorized':
      return new OnboardingFailed(step, `ZATCA refused the credentials: ${outcome.message}`, [], {
        key: 'unauthorized',
        params: { detail: outcome.message },
      });
    case 'unavailable':
    case 'rateLimited':
      return new OnboardingFailed(step, `ZATCA could not be reached: ${outcome.message}`, [], {
        key: 'unreachable',
        params: { detail: outcome.message },
      });
    default:
      return new OnboardingFailed(step, `ZATCA answered ${outcome.kind}`, [], {
        key: 'unexpected',
        params: { detail: outcome.kind },
      });
  }
}

function csidOf(step: ZatcaOnboardingStep, outcome: FatooraOutcome<FatooraCsid>): FatooraCsid {
  if (outcome.kind === 'accepted' || outcome.kind === 'acceptedWithWarnings') return outcome.value;
  throw failureOf(step, outcome);
}

/** A sample document of each kind, as ZATCA's compliance checks ask, signed with the compliance CSID. */
function sampleDocument(
  kind: ZatcaDocumentKind,
  profile: SellerProfile,
  counterValue: number,
  previousHash: string,
) {
  return buildDocumentXml({
    kind,
    number: `SAMPLE-${kind.toUpperCase()}-${counterValue}`,
    uuid: randomUUID(),
    issuedAt: new Date(Math.floor(Date.now() / 1000) * 1000),
    counterValue,
    previousHash,
    seller: {
      legalName: profile.legalName.ar,
      vatNumber: profile.vatNumber,
      crNumber: profile.crNumber,
      address: {
        building: profile.address.buildingNumber,
        street: profile.address.street.ar,
        district: profile.address.district.ar,
        city: profile.address.city.ar,
        postalCode: profile.address.postalCode,
        additionalNumber: profile.address.additionalNumber || undefined,
      },
    },
    lines: [
      {
        name: 'عطر - Perfume',
        quantity: 1,
        unitPriceHalalas: 10_000,
        vatCategory: 'S',
        vatRateBasisPoints: 1500,
      },
    ],
    paymentMeansCode: '48',
    ...(kind === 'invoice'
      ? {}
      : { originalInvoiceNumber: 'SAMPLE-INVOICE-1', reason: 'Compliance check sample' }),
  });
}

/**
 * The whole of ZATCA's onboarding with one OTP: a new secp256k1 key and CSR, the compliance CSID,
 * a signed invoice, credit note and debit note through the compliance checks, then the production
 * CSID. The key and certificates are kept, encrypted, once all of it worked; a failure is kept
 * with its step and ZATCA's messages and changes nothing else (an OTP serves once: the next try
 * needs a new one).
 */
export async function onboard(
  deps: OnboardingDeps,
  input: ZatcaOnboardInput,
  adminId: string | null,
): Promise<ZatcaState> {
  const state: ZatcaState = {
    ...(await readZatcaState(deps.db)),
    environment: input.environment,
    lastError: null,
  };
  try {
    const profile = await readSellerProfile(deps.db, deps.log);
    const problem = profileProblem(profile);
    if (problem) throw problem;

    const key = generateSigningKey();
    let csr;
    try {
      csr = generateCsr({
        privateKeyPem: key.privateKeyPem,
        environment: csrEnvironmentOf(input.environment),
        commonName: `${SOLUTION.name}-${profile.crNumber}`,
        organizationName: profile.legalName.en || profile.legalName.ar,
        organizationalUnitName: profile.address.city.en || profile.address.city.ar,
        vatNumber: profile.vatNumber,
        solutionName: SOLUTION.name,
        solutionVersion: SOLUTION.version,
        deviceSerialNumber: randomUUID(),
        invoiceType: '0100',
        registeredAddress: profile.address.city.en || profile.address.city.ar,
        businessCategory: 'Retail',
      });
    } catch (error) {
      const detail = (error as Error).message;
      throw new OnboardingFailed('csr', `The CSR could not be made: ${detail}`, [], {
        key: 'csrFailed',
        params: { detail },
      });
    }
    const client = fatooraClientFor(input.environment, deps.connection);
    const compliance = csidOf(
      'compliance-csid',
      await client.requestComplianceCsid(csr.base64, input.otp),
    );
    state.complianceRequestId = compliance.requestId;

    const certificate = Buffer.from(compliance.binarySecurityToken, 'base64').toString('utf8');
    state.complianceChecks = [];
    let previousHash = INITIAL_PREVIOUS_INVOICE_HASH;
    for (const [index, kind] of (['invoice', 'credit', 'debit'] as const).entries()) {
      const signed = signDocument({
        xml: sampleDocument(kind, profile, index + 1, previousHash).xml,
        privateKeyPem: key.privateKeyPem,
        certificate,
      });
      previousHash = signed.invoiceHash;
      const outcome = await client.checkCompliance(compliance, {
        invoiceHash: signed.invoiceHash,
        uuid: /<cbc:UUID>([^<]+)<\/cbc:UUID>/.exec(signed.xml)![1]!,
        invoiceXmlBase64: Buffer.from(signed.xml, 'utf8').toString('base64'),
      });
      const passed = outcome.kind === 'accepted' || outcome.kind === 'acceptedWithWarnings';
      state.complianceChecks.push({
        kind,
        passed,
        messages:
          outcome.kind === 'acceptedWithWarnings'
            ? keptMessages(outcome.warnings)
            : outcome.kind === 'rejected'
              ? keptMessages([...outcome.errors, ...outcome.warnings])
              : [],
      });
      if (!passed) throw failureOf('compliance-checks', outcome);
    }

    const production = csidOf(
      'production-csid',
      await client.requestProductionCsid(compliance, compliance.requestId),
    );
    // Kept together only now: a store already onboarded goes on signing with its old key and
    // certificate until a new pair is complete.
    await saveSigningKey(deps.db, deps.box, key.privateKeyPem);
    await saveCsid(deps.db, deps.box, 'compliance', compliance);
    await saveCsid(deps.db, deps.box, 'production', production);
    state.state = 'ready';
    deps.log.info({ environment: input.environment }, 'ZATCA onboarding complete');
  } catch (error) {
    const failure =
      error instanceof OnboardingFailed
        ? error
        : new OnboardingFailed('compliance-csid', (error as Error).message, [
            storeMessage((error as Error).message, 'unexpected'),
          ]);
    deps.log.warn({ step: failure.step, err: error }, 'ZATCA onboarding failed');
    state.lastError = onboardingError(
      failure.step,
      failure.message,
      failure.messages,
      failure.reason,
    );
    await saveZatcaState(deps.db, state, adminId);
    throw failure;
  }
  await saveZatcaState(deps.db, state, adminId);
  return state;
}
