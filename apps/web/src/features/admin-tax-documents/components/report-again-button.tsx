import type { TaxDocumentSummary } from '@store/shared/schemas/tax-documents';
import { useTaxDocumentLabels } from '../../../components/admin/tax-document-parts.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useReportTaxDocument } from '../api/report-tax-document.ts';

/** Asks ZATCA again now for a document waiting to be reported, and says how it went. */
export function ReportAgainButton({
  document,
  size = 'sm',
  variant = 'secondary',
}: {
  document: Pick<TaxDocumentSummary, 'id' | 'number'>;
  size?: 'sm' | 'md';
  variant?: 'secondary' | 'primary';
}) {
  const { t } = useTranslation('adminTaxDocuments');
  const labels = useTaxDocumentLabels();
  const report = useReportTaxDocument();

  function reportAgain() {
    report.mutate(document.id, {
      onSuccess: (reported) => {
        const status = reported.reporting.status;
        const text = t('report.done', { number: reported.number, status: labels.status(status) });
        const detail = reported.reporting.messages[0]?.message;
        if (status === 'reported') toast.success(text);
        else if (status === 'warnings') toast.warning(text, detail);
        else toast.error(text, detail);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) toast.info(t('report.conflict'));
        else toast.error(t('report.failed'), error.message);
      },
    });
  }

  return (
    <Button
      variant={variant}
      size={size}
      onClick={reportAgain}
      disabled={report.isPending}
      aria-label={`${t('report.again')} ${document.number}`}
      data-testid="tax-document-report"
    >
      {report.isPending ? t('report.reporting') : t('report.again')}
    </Button>
  );
}
