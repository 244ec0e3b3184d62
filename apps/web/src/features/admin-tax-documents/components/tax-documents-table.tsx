import { Link } from 'react-router';
import type { TaxDocumentSummary } from '@store/shared/schemas/tax-documents';
import { Table, Td, Th } from '../../../components/admin/admin-table.tsx';
import {
  canReportAgain,
  ReportingStatusBadge,
  useTaxDocumentLabels,
} from '../../../components/admin/tax-document-parts.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { adminSectionPath, taxDocumentPath } from '../../../config/admin-sections.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { taxDocumentFormat } from '../lib/tax-document-format.ts';
import { ReportAgainButton } from './report-again-button.tsx';

/** One row per document, newest first: its page, its order, its amounts and ZATCA's answer. */
export function TaxDocumentsTable({ rows }: { rows: TaxDocumentSummary[] }) {
  const { t } = useTranslation('adminTaxDocuments');
  const { language } = useLanguage();
  const labels = useTaxDocumentLabels();
  const format = taxDocumentFormat(language);
  // Credit notes take money back: shown with a minus so the columns add up as the totals do.
  const signed = (row: TaxDocumentSummary, sar: number) =>
    format.money(row.kind === 'credit' ? -sar : sar);
  return (
    <Table caption={t('title')} testId="tax-documents-table" className="min-w-0">
      <thead>
        <tr>
          <Th>{t('columns.number')}</Th>
          <Th>{t('columns.issued')}</Th>
          <Th>{t('columns.order')}</Th>
          <Th numeric>{t('columns.net')}</Th>
          <Th numeric>{t('columns.vat')}</Th>
          <Th numeric>{t('columns.total')}</Th>
          <Th>{t('columns.status')}</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.id}
            data-testid="tax-document-row"
            data-kind={row.kind}
            className="align-top hover:bg-ivory/40"
          >
            <Td className="whitespace-nowrap">
              <Link
                to={taxDocumentPath(row.id)}
                className="font-medium text-ink hover:text-gold-deep hover:underline"
                aria-label={t('open', { number: row.number })}
                data-testid="tax-document-link"
              >
                <Ltr className="font-mono text-[0.8125rem]">{row.number}</Ltr>
              </Link>
              <span className="mt-0.5 block text-xs text-ink-soft">{labels.kind(row.kind)}</span>
              {row.original && (
                <span className="mt-0.5 block text-xs text-ink-muted">
                  {t('sheet.original')}: <Ltr className="font-mono">{row.original.number}</Ltr>
                </span>
              )}
            </Td>
            <Td className="text-ink-soft">
              <time dateTime={row.issuedAt}>{format.dateTime(row.issuedAt)}</time>
            </Td>
            <Td>
              <Link
                to={`${adminSectionPath('orders')}/${encodeURIComponent(row.order.id)}`}
                className="whitespace-nowrap text-ink-soft hover:text-gold-deep hover:underline"
                data-testid="tax-document-order-link"
              >
                <Ltr className="font-mono text-[0.8125rem]">{row.order.orderNumber}</Ltr>
              </Link>
              <span className="mt-0.5 block max-w-48 truncate text-xs text-ink-muted">
                <bdi>{row.buyerName}</bdi>
              </span>
            </Td>
            <Td numeric className="whitespace-nowrap">
              <Ltr>{signed(row, row.totals.taxExclusive)}</Ltr>
            </Td>
            <Td numeric className="whitespace-nowrap">
              <Ltr>{signed(row, row.totals.vat)}</Ltr>
            </Td>
            <Td numeric className="font-medium whitespace-nowrap">
              <Ltr>{signed(row, row.totals.payable)}</Ltr>
            </Td>
            <Td>
              <span className="flex flex-col items-start gap-2">
                <ReportingStatusBadge status={row.reportingStatus} />
                {canReportAgain(row.reportingStatus) && <ReportAgainButton document={row} />}
              </span>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
