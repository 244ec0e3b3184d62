import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@store/shared/errors';
import { envelopeSchema } from '@store/shared/schemas/common';
import { sarToHalalas } from '@store/shared/money';
import { taxDocumentSchema, taxNoteRequestSchema } from '@store/shared/schemas/tax-documents';
import {
  zatcaOnboardSchema,
  zatcaStatusSchema,
  type ZatcaStatus,
} from '@store/shared/schemas/zatca';
import type { Db } from '../../db/client.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import {
  findTaxDocumentRow,
  getTaxDocument,
  readChain,
  reopenReporting,
  reportingCounts,
} from '../../modules/invoicing/index.ts';
import { recordAudit } from '../../modules/monitoring/index.ts';
import { readSellerProfile, type SecretBox } from '../../modules/settings/index.ts';
import {
  readSigningCertificate,
  readSigningCredentials,
  readZatcaState,
} from '../../modules/zatca/index.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { ok } from '../../plugins/envelope.ts';
import { issueManualNote, NoteRefused } from './issue-documents.ts';
import type { ZatcaConnectionConfig } from './zatca-connection.ts';
import { onboard, OnboardingFailed } from './zatca-onboarding.ts';
import { queueReport, reportDocument } from './zatca-reporting.ts';

async function certificateOf(db: Db, box: SecretBox, stage: 'compliance' | 'production') {
  const credentials = await readSigningCredentials(db, box, stage);
  if (!credentials) return null;
  const certificate = readSigningCertificate(credentials.certificateBase64);
  const notAfter = new Date(certificate.x509.validTo);
  return {
    serialNumber: certificate.serialNumber,
    issuer: certificate.issuerName,
    notAfter: notAfter.toISOString(),
    expired: notAfter.getTime() < Date.now(),
  };
}

/** Where onboarding and reporting stand, for the settings screen. */
export async function zatcaStatus(db: Db, box: SecretBox): Promise<ZatcaStatus> {
  const [state, profile, compliance, production, chain, counts] = await Promise.all([
    readZatcaState(db),
    readSellerProfile(db),
    certificateOf(db, box, 'compliance'),
    certificateOf(db, box, 'production'),
    readChain(db),
    reportingCounts(db),
  ]);
  return {
    environment: state.environment,
    state: state.state,
    mode: profile.einvoicingMode,
    complianceCertificate: compliance,
    productionCertificate: production,
    complianceChecks: state.complianceChecks,
    lastError: state.lastError,
    counterValue: chain.counterValue,
    lastHash: chain.lastHash,
    pendingReports: counts.pending,
    failedReports: counts.failed,
  };
}

const idParams = z.object({ id: z.uuid() });

/** ZATCA phase 2 from the admin: onboarding, its status, and reporting a document again. */
export function invoicingRoutes(deps: {
  jobs: JobRunner;
  connection: ZatcaConnectionConfig;
}): FastifyPluginAsyncZod {
  const reporting = (app: { db: Db; secretBox: SecretBox; log: FastifyBaseLogger }) => ({
    db: app.db,
    box: app.secretBox,
    log: app.log,
    connection: deps.connection,
  });
  return async (app) => {
    app.get(
      '/admin/zatca',
      { schema: { response: { 200: envelopeSchema(zatcaStatusSchema) } } },
      async () => ok(await zatcaStatus(app.db, app.secretBox)),
    );

    app.post(
      '/admin/zatca/onboard',
      {
        schema: { body: zatcaOnboardSchema, response: { 200: envelopeSchema(zatcaStatusSchema) } },
      },
      async (req) => {
        const adminId = req.auth?.user?.id ?? null;
        try {
          await onboard(
            { db: app.db, box: app.secretBox, log: req.log, connection: deps.connection },
            req.body,
            adminId,
          );
        } catch (error) {
          if (!(error instanceof OnboardingFailed)) throw error;
          throw new AppError(422, ERROR_CODES.ZATCA_ONBOARDING_FAILED, error.message);
        } finally {
          await recordAudit(app.db, req, {
            action: 'onboarded',
            entity: 'zatca',
            entityId: 'store',
            after: { environment: req.body.environment },
          });
        }
        return ok(await zatcaStatus(app.db, app.secretBox), 'Connected to ZATCA');
      },
    );

    app.post(
      '/admin/tax-documents/:id/notes',
      {
        schema: {
          params: idParams,
          body: taxNoteRequestSchema,
          response: { 201: envelopeSchema(taxDocumentSchema) },
        },
      },
      async (req, reply) => {
        let note;
        try {
          note = await issueManualNote(
            { db: app.db, box: app.secretBox, log: req.log },
            req.params.id,
            {
              kind: req.body.kind,
              amountHalalas: sarToHalalas(req.body.amount),
              reason: req.body.reason,
              key: req.body.idempotencyKey,
            },
          );
        } catch (error) {
          if (!(error instanceof NoteRefused)) throw error;
          throw new AppError(409, ERROR_CODES.CONFLICT, error.message, {
            key: error.key,
            params: error.params,
          });
        }
        await recordAudit(app.db, req, {
          action: 'issued',
          entity: 'tax-document',
          entityId: note.id,
          after: { kind: note.kind, number: note.number, amends: req.params.id },
          note: req.body.reason,
        });
        return reply
          .status(201)
          .send(ok((await getTaxDocument(app.db, app.secretBox, note.id))!, 'Note issued'));
      },
    );

    app.post(
      '/admin/tax-documents/:id/report',
      {
        schema: { params: idParams, response: { 200: envelopeSchema(taxDocumentSchema) } },
      },
      async (req) => {
        const document = await getTaxDocument(app.db, app.secretBox, req.params.id);
        if (!document) throw notFound('Tax document not found');
        const reopened = await reopenReporting(app.db, req.params.id);
        if (!reopened || reopened.mode !== 'phase2') {
          throw new AppError(
            409,
            ERROR_CODES.CONFLICT,
            `This document is ${document.reporting.status}: there is nothing to report again`,
          );
        }
        // Asked now, so the merchant sees ZATCA's answer; a try that must wait goes to the queue.
        try {
          await reportDocument(reporting(app), reopened.id, false);
        } catch (error) {
          req.log.warn({ err: error, number: reopened.number }, 'report again: left to the queue');
          const pending = await findTaxDocumentRow(app.db, reopened.id);
          if (pending) await queueReport(deps.jobs, app.db, pending);
        }
        return ok((await getTaxDocument(app.db, app.secretBox, req.params.id))!);
      },
    );
  };
}
