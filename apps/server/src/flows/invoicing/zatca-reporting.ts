import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import {
  findTaxDocumentRow,
  pendingReports,
  recordReportingAttempt,
} from '../../modules/invoicing/index.ts';
import type { SecretBox } from '../../modules/settings/index.ts';
import {
  readSigningCredentials,
  readZatcaState,
  type FatooraMessage,
} from '../../modules/zatca/index.ts';
import {
  fatooraClientFor,
  keptMessages,
  storeMessage,
  type StoreMessageKey,
  type ZatcaConnectionConfig,
} from './zatca-connection.ts';

export const REPORT_JOB = 'zatca.report-document';
/** About a day of tries (1, 2, 4 … 60 minutes apart): ZATCA wants a report within 24 hours. */
const REPORT_ATTEMPTS = 28;
const SWEEP_AFTER_MS = 60 * 60_000;

export interface ReportingDeps {
  db: Db;
  box: SecretBox;
  log: FastifyBaseLogger;
  connection: ZatcaConnectionConfig;
}

/** What ZATCA's answer makes of a document's reporting. */
type AnsweredStatus = 'reported' | 'warnings' | 'rejected';

/** Thrown for an answer worth trying again later: the job backs off and retries. */
class ReportLater extends Error {}

/**
 * Reports one phase 2 document to ZATCA (POST /invoices/reporting/single) with the production
 * CSID, and records the answer on it: reported, reported with warnings, rejected (ZATCA's errors
 * kept, a note corrects it), or, when ZATCA cannot be asked or refuses the credentials, tried
 * again later; after the last try the document is marked failed for the merchant to retry.
 */
export async function reportDocument(
  deps: ReportingDeps,
  documentId: string,
  lastTry: boolean,
): Promise<void> {
  const document = await findTaxDocumentRow(deps.db, documentId);
  if (!document?.xml || !document.invoiceHash || document.reportingStatus !== 'pending') return;
  const now = new Date();
  const retry = async (message: string, key: StoreMessageKey) => {
    await recordReportingAttempt(deps.db, document.id, {
      status: lastTry ? 'failed' : 'pending',
      messages: [storeMessage(message, key)],
      at: now,
    });
    if (!lastTry) throw new ReportLater(message);
  };
  /** ZATCA answered: its verdict and the messages worth keeping. */
  const record = async (status: AnsweredStatus, messages: FatooraMessage[]) => {
    await recordReportingAttempt(deps.db, document.id, {
      status,
      messages: keptMessages(messages),
      at: now,
    });
  };
  const credentials = await readSigningCredentials(deps.db, deps.box, 'production');
  if (!credentials) {
    return retry('The store has no production certificate from ZATCA', 'noCertificate');
  }
  const { environment } = await readZatcaState(deps.db);
  const outcome = await fatooraClientFor(environment, deps.connection).reportSimplified(
    credentials.csid,
    {
      invoiceHash: document.invoiceHash,
      uuid: document.uuid,
      invoiceXmlBase64: Buffer.from(document.xml, 'utf8').toString('base64'),
    },
  );
  switch (outcome.kind) {
    case 'accepted':
      return record('reported', outcome.infos);
    case 'acceptedWithWarnings':
      return record('warnings', outcome.warnings);
    case 'alreadyReported':
      return record('reported', outcome.messages);
    case 'rejected':
      deps.log.error({ number: document.number }, 'ZATCA rejected a tax document');
      return record('rejected', [...outcome.errors, ...outcome.warnings]);
    case 'notCompliant':
    case 'unauthorized':
      return retry(
        `ZATCA refused the store's credentials (${outcome.httpStatus}): renew the certificate in the settings`,
        'credentialsRefused',
      );
    case 'unavailable':
    case 'rateLimited':
      return retry(`ZATCA could not be reached: ${outcome.message}`, 'unreachable');
  }
}

/**
 * Reporting: a job for each phase 2 document issued (its event, recorded with it, so no crash
 * loses it), and an hourly sweep for any left pending (a document given up on and reopened, a
 * job that died). The sweep's key names the document's attempt, so it never queues a try twice.
 */
export function registerReportingJobs(jobs: JobRunner, deps: ReportingDeps) {
  jobs.define(
    REPORT_JOB,
    async (payload, { job }) => {
      await reportDocument(deps, String(payload.documentId), job.attempts >= job.maxAttempts);
    },
    { maxAttempts: REPORT_ATTEMPTS, backoffMs: 60_000 },
  );
  jobs.subscribe(
    {
      events: ['tax-document.issued'],
      jobType: 'zatca.report-issued',
      when: (event) => event.payload.mode === 'phase2',
    },
    async (event, { job }) => {
      await reportDocument(deps, event.payload.documentId, job.attempts >= job.maxAttempts);
    },
    { maxAttempts: REPORT_ATTEMPTS, backoffMs: 60_000 },
  );
  jobs.schedule(
    { name: 'zatca-report-sweep', cron: '17 * * * *', jobType: 'zatca.report-sweep' },
    async (_payload, { now }) => {
      for (const document of await pendingReports(
        deps.db,
        new Date(now.getTime() - SWEEP_AFTER_MS),
      )) {
        await queueReport(jobs, deps.db, document);
      }
    },
  );
}

/** Queues the report of a document, once per attempt count. */
export async function queueReport(
  jobs: JobRunner,
  db: Db,
  document: { id: string; reportingAttempts: number; mode: string },
): Promise<void> {
  if (document.mode !== 'phase2') return;
  await jobs.enqueue(
    db,
    REPORT_JOB,
    { documentId: document.id },
    {
      key: `zatca-report:${document.id}:${document.reportingAttempts}`,
    },
  );
}
