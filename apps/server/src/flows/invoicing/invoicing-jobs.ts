import type { JobRunner } from '../../jobs/job-runner.ts';
import type { TaxDocumentRow } from '../../modules/invoicing/index.ts';
import { type InvoicingDeps, issueRefundCreditNote, issueSaleInvoice } from './issue-documents.ts';

/**
 * Tax documents follow the money (issue 18): an order paid gets its simplified tax invoice (online
 * when captured or authorised, cash on delivery when delivered), each refund the provider made
 * gets a credit note. Each is a job of its own, retried until it is issued; issuing is idempotent
 * by its cause, so an event handled twice issues one document. `onIssued` hears of each new one
 * (phase 2 reports it).
 */
export function registerInvoicingJobs(
  jobs: JobRunner,
  deps: InvoicingDeps & { onIssued?: (document: TaxDocumentRow) => Promise<void> },
): void {
  jobs.subscribe(
    { events: ['order.paid'], jobType: 'invoicing.issue-invoice' },
    async (event) => {
      const document = await issueSaleInvoice(deps, event.payload.orderId);
      if (document) await deps.onIssued?.(document);
    },
    { maxAttempts: 10 },
  );
  jobs.subscribe(
    { events: ['order.refunded'], jobType: 'invoicing.issue-credit-note' },
    async (event) => {
      // The sale's invoice first: a refund handled before it would find nothing to amend.
      await issueSaleInvoice(deps, event.payload.orderId);
      const document = await issueRefundCreditNote(deps, event.payload.refundId);
      if (document) await deps.onIssued?.(document);
    },
    { maxAttempts: 10 },
  );
}
