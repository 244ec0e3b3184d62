import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { TaxDocument } from '@store/shared/schemas/tax-documents';
import { BackLink } from '../../../components/admin/back-link.tsx';
import { RecordPage } from '../../../components/admin/record-page.tsx';
import {
  canReportAgain,
  ReportingStatusBadge,
  useTaxDocumentLabels,
  ZatcaMessages,
} from '../../../components/admin/tax-document-parts.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { adminSectionPath } from '../../../config/admin-sections.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../stores/toast-store.ts';
import { downloadTaxDocumentXml } from '../api/download-tax-document-xml.ts';
import { useTaxDocument } from '../api/get-tax-document.ts';
import { taxDocumentFormat } from '../lib/tax-document-format.ts';
import { IssueNoteDialog } from './issue-note-dialog.tsx';
import { ReportAgainButton } from './report-again-button.tsx';
import { SHEET_ID, TaxDocumentSheet } from './tax-document-sheet.tsx';

/**
 * On paper only the document: the admin's sidebar, top bar, this page's buttons and the reporting
 * panel stay off it. Rendered only while this page is shown.
 */
const PRINT_CSS = `
@media print {
  body * { visibility: hidden !important; }
  #${SHEET_ID}, #${SHEET_ID} * { visibility: visible !important; }
  #${SHEET_ID} { position: absolute; inset-inline: 0; top: 0; }
  aside { display: none !important; }
  @page { size: A4; margin: 12mm; }
}`;

/** /admin/tax-documents/{id}: the document as printed, how its reporting stands, what to do. */
export function TaxDocumentPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('adminTaxDocuments');
  const labels = useTaxDocumentLabels();
  const query = useTaxDocument(id);
  useDocumentTitle(
    query.data
      ? t('document.title', { kind: labels.kind(query.data.kind), number: query.data.number })
      : t('title'),
  );

  return (
    <RecordPage
      back={
        <BackLink to={adminSectionPath('taxDocuments')} className="print:hidden">
          {t('document.back')}
        </BackLink>
      }
      query={query}
      loading={{ rows: 6, label: t('document.loading') }}
      notFound={{
        title: t('document.notFoundTitle'),
        description: t('document.notFoundDescription'),
      }}
      loadError={t('document.loadError')}
      testId="tax-document-page"
    >
      {(document) => (
        <>
          <style>{PRINT_CSS}</style>
          <DocumentHeader document={document} />
          <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="min-w-0">
              <TaxDocumentSheet document={document} />
            </div>
            <ReportingPanel document={document} />
          </div>
        </>
      )}
    </RecordPage>
  );
}

function DocumentHeader({ document }: { document: TaxDocument }) {
  const { t } = useTranslation('adminTaxDocuments');
  const labels = useTaxDocumentLabels();
  const [downloading, setDownloading] = useState(false);
  const [noting, setNoting] = useState(false);

  async function downloadXml() {
    setDownloading(true);
    try {
      await downloadTaxDocumentXml(document.id, document.number);
    } catch (error) {
      toast.error(t('document.xmlFailed'), (error as Error).message);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <header className="flex flex-col gap-4 border-b border-line pb-6 print:hidden lg:flex-row lg:items-end lg:justify-between">
      <div className="min-w-0">
        <h1 className="flex flex-wrap items-center gap-x-3 gap-y-1 font-display text-display-md text-ink">
          <span>{labels.kind(document.kind)}</span>
          <Ltr className="font-mono text-[0.75em]">{document.number}</Ltr>
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-soft">
          <ReportingStatusBadge status={document.reporting.status} />
          <span>
            {t('document.order')}{' '}
            <Link
              to={`${adminSectionPath('orders')}/${encodeURIComponent(document.order.id)}`}
              className="text-ink underline decoration-champagne underline-offset-4 hover:text-gold-deep"
              data-testid="tax-document-order"
            >
              <Ltr className="font-mono">{document.order.orderNumber}</Ltr>
            </Link>
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2" data-testid="tax-document-actions">
        <Button
          size="sm"
          variant="gold"
          onClick={() => window.print()}
          data-testid="tax-document-print"
        >
          {t('document.print')}
        </Button>
        <a
          href={document.pdfUrl}
          target="_blank"
          rel="noopener"
          className={buttonClass('secondary', 'sm')}
          data-testid="tax-document-pdf"
        >
          {t('document.pdf')}
        </a>
        {document.mode === 'phase2' && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void downloadXml()}
            disabled={downloading}
            data-testid="tax-document-xml"
          >
            {t('document.xml')}
          </Button>
        )}
        {canReportAgain(document.reporting.status) && (
          <ReportAgainButton document={document} variant="primary" />
        )}
        {document.kind === 'invoice' && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setNoting(true)}
            data-testid="tax-document-issue-note"
          >
            {t('note.action')}
          </Button>
        )}
      </div>
      {noting && <IssueNoteDialog invoice={document} onClose={() => setNoting(false)} />}
    </header>
  );
}

function ReportingPanel({ document }: { document: TaxDocument }) {
  const { t } = useTranslation('adminTaxDocuments');
  const { language } = useLanguage();
  const format = taxDocumentFormat(language);
  const { reporting } = document;
  const when = (iso: string | null) => (iso ? format.dateTime(iso) : t('document.never'));
  return (
    <section
      aria-labelledby="tax-document-reporting"
      className="self-start border border-line bg-paper print:hidden"
      data-testid="tax-document-reporting"
    >
      <h2
        id="tax-document-reporting"
        className="border-b border-line px-5 py-3 font-display text-xl text-ink"
      >
        {t('document.reporting')}
      </h2>
      <div className="flex flex-col gap-4 p-5 text-sm">
        {document.mode === 'phase1' ? (
          <p className="text-ink-soft" data-testid="tax-document-phase1">
            {t('document.phase1')}
          </p>
        ) : (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2">
            <Term label={t('document.status')}>
              <ReportingStatusBadge status={reporting.status} />
            </Term>
            <Term label={t('document.attempts')}>
              <Ltr>{format.number(reporting.attempts)}</Ltr>
            </Term>
            <Term label={t('document.lastAttempt')}>{when(reporting.lastAttemptAt)}</Term>
            <Term label={t('document.reportedAt')}>{when(reporting.reportedAt)}</Term>
          </dl>
        )}
        {reporting.messages.length > 0 && (
          <div>
            <h3 className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase rtl:tracking-normal">
              {t('document.messages')}
            </h3>
            <ZatcaMessages messages={reporting.messages} />
          </div>
        )}
        <dl
          className="flex flex-col gap-3 border-t border-line pt-4"
          data-testid="tax-document-chain"
        >
          <Code label={t('document.uuid')} value={document.uuid} />
          <Code label={t('document.counter')} value={String(document.counterValue)} />
          {document.invoiceHash && <Code label={t('document.hash')} value={document.invoiceHash} />}
          {document.previousHash && (
            <Code label={t('document.previousHash')} value={document.previousHash} />
          )}
        </dl>
      </div>
    </section>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-ink-muted">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </>
  );
}

/** An identifier (UUID, hash) shown whole, breaking anywhere, left to right. */
function Code({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="mt-0.5 font-mono text-xs break-all text-ink">
        <Ltr>{value}</Ltr>
      </dd>
    </div>
  );
}
