import type { JobRunner } from '../../jobs/job-runner.ts';
import {
  type InvoicingDeps,
  issueRefundCreditNote,
  issueReturnCashCreditNote,
  issueSaleInvoice,
} from './issue-documents.ts';

/**
 * Tax documents follow the money (issue 18): an order paid gets its simplified tax invoice (online
 * when captured or authorised, cash on delivery when delivered), each refund the provider made
 * and each return refunded in cash gets a credit note. Each is a job of its own, retried until it is issued; issuing is idempotent
 * by its cause, so an event handled twice issues one document. Each new document records
 * `tax-document.issued` (phase 2 reports it, the shopper is emailed it).
 */
export function registerInvoicingJobs(jobs: JobRunner, deps: InvoicingDeps): void {
  jobs.subscribe(
    { events: ['order.paid'], jobType: 'invoicing.issue-invoice' },
    async (event) => {
      await issueSaleInvoice(deps, event.payload.orderId);
    },
    { maxAttempts: 10 },
  );
  jobs.subscribe(
    { events: ['order.refunded'], jobType: 'invoicing.issue-credit-note' },
    async (event) => {
      // The sale's invoice first: a refund handled before it would find nothing to amend.
      await issueSaleInvoice(deps, event.payload.orderId);
      await issueRefundCreditNote(deps, event.payload.refundId);
    },
    { maxAttempts: 10 },
  );
  // A return refunded in cash has no refund row (no provider): its credit note follows the return.
  jobs.subscribe(
    {
      events: ['return.refunded'],
      jobType: 'invoicing.issue-return-credit-note',
      when: (event) => event.payload.method === 'cash',
    },
    async (event) => {
      await issueSaleInvoice(deps, event.payload.orderId);
      await issueReturnCashCreditNote(deps, event.payload.returnId);
    },
    { maxAttempts: 10 },
  );
}
