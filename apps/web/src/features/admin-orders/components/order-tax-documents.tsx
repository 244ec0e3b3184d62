import { Link } from 'react-router';
import type { AdminOrderDetail } from '@store/shared/schemas/admin-orders';
import {
  ReportingStatusBadge,
  useTaxDocumentLabels,
} from '../../../components/admin/tax-document-parts.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { taxDocumentPath } from '../../../config/admin-sections.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useStoreFormat } from '../../../lib/use-store-format.ts';
import { Card } from './section-card.tsx';

/** The order's tax invoice and the notes that amend it (issue 18), oldest first. */
export function OrderTaxDocuments({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('adminTaxDocuments');
  const labels = useTaxDocumentLabels();
  const format = useStoreFormat();
  if (order.taxDocuments.length === 0) return null;
  return (
    <Card title={t('orderCard.title')} id="order-tax-documents-title" testId="order-tax-documents">
      <ul className="divide-y divide-line">
        {order.taxDocuments.map((document) => (
          <li
            key={document.id}
            className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0"
            data-testid="order-tax-document"
          >
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-x-2 font-medium text-ink">
                <span>{labels.kind(document.kind)}</span>
                <Ltr className="font-mono text-[0.8125rem]">{document.number}</Ltr>
              </p>
              <p className="mt-0.5 text-sm text-ink-muted">
                <time dateTime={document.issuedAt}>{format.dateTime(document.issuedAt)}</time>
                {' · '}
                <Ltr>{format.money(document.totals.payable)}</Ltr>
              </p>
            </div>
            <ReportingStatusBadge status={document.reportingStatus} />
            <span className="flex items-center gap-3 text-sm">
              <Link
                to={taxDocumentPath(document.id)}
                className="text-gold-deep underline decoration-champagne underline-offset-4"
                aria-label={`${t('orderCard.view')} ${document.number}`}
                data-testid="order-tax-document-view"
              >
                {t('orderCard.view')}
              </Link>
              <a
                href={document.pdfUrl}
                target="_blank"
                rel="noopener"
                className="text-gold-deep underline decoration-champagne underline-offset-4"
                aria-label={`${t('orderCard.pdf')} ${document.number}`}
                data-testid="order-tax-document-pdf"
              >
                {t('orderCard.pdf')}
              </a>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
