import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { Transaction } from '@store/shared/schemas/payments';
import { Table, Td, Th, type SortDirection } from '../../../components/admin/admin-table.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { adminSectionPath } from '../../../config/admin-sections.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { formatCurrency, formatDateTime } from '../lib/payment-format.ts';
import type { MethodFilter } from '../lib/transaction-filters.ts';
import { PaymentStatusBadge } from './payment-status-badge.tsx';

function methodOf(transaction: Transaction): MethodFilter {
  if (transaction.method === 'cod') return 'cod';
  if (transaction.method === 'moyasar') {
    return transaction.simulated ? 'moyasarSimulator' : 'moyasar';
  }
  return transaction.simulated ? 'simulator' : 'paypal';
}

function ProviderId({ label, value }: { label: string; value: string }) {
  return (
    <span className="block text-xs text-ink-soft">
      <span className="text-ink-muted">{label} </span>
      <Ltr className="font-mono text-[0.75rem] break-all text-ink">{value}</Ltr>
    </span>
  );
}

/** One row per payment record or cash-on-delivery order, linked to its order. */
export function TransactionsTable({
  rows,
  sort,
}: {
  rows: Transaction[];
  sort: (field: 'createdAt' | 'amount') => { direction: SortDirection | null; onSort: () => void };
}) {
  const { t } = useTranslation('adminSystem');
  const { language } = useLanguage();
  return (
    <Table caption={t('payments.caption')} testId="transactions-table" className="min-w-0">
      <thead>
        <tr>
          <Th sort={sort('createdAt')}>{t('payments.columns.date')}</Th>
          <Th>{t('payments.columns.order')}</Th>
          <Th>{t('payments.columns.method')}</Th>
          <Th>{t('payments.columns.providerIds')}</Th>
          <Th numeric sort={sort('amount')}>
            {t('payments.columns.amount')}
          </Th>
          <Th numeric>{t('payments.columns.charged')}</Th>
          <Th>{t('payments.columns.status')}</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const method = methodOf(row);
          return (
            <tr
              key={`${row.method}-${row.id}`}
              data-testid="transaction-row"
              className="hover:bg-ivory/40"
            >
              <Td className="whitespace-nowrap text-ink-soft">
                <Ltr>{formatDateTime(row.createdAt, language)}</Ltr>
              </Td>
              <Td>
                <Link
                  to={`${adminSectionPath('orders')}/${row.order.id}`}
                  className="font-medium text-ink hover:text-gold-deep hover:underline"
                  aria-label={t('payments.openOrder', { number: row.order.orderNumber })}
                  data-testid="transaction-order-link"
                >
                  <Ltr className="font-mono text-[0.8125rem]">{row.order.orderNumber}</Ltr>
                </Link>
                <span className="mt-0.5 block text-xs text-ink-muted">
                  {row.order.customerName}
                </span>
              </Td>
              <Td>
                <span className="block text-sm text-ink">{t(`payments.methods.${method}`)}</span>
                {row.simulated && (
                  <span className="block text-xs text-warning">{t('payments.simulatedNote')}</span>
                )}
              </Td>
              <Td>
                {row.providerOrderId || row.captureId || row.refundId ? (
                  <>
                    {row.providerOrderId && (
                      <ProviderId label={t('payments.ids.order')} value={row.providerOrderId} />
                    )}
                    {row.captureId && (
                      <ProviderId label={t('payments.ids.capture')} value={row.captureId} />
                    )}
                    {row.refundId && (
                      <ProviderId label={t('payments.ids.refund')} value={row.refundId} />
                    )}
                  </>
                ) : (
                  <span className="text-ink-muted" aria-label={t('payments.ids.none')}>
                    —
                  </span>
                )}
              </Td>
              <Td numeric className="whitespace-nowrap font-medium">
                <Price amount={row.amount} />
              </Td>
              <Td numeric className="whitespace-nowrap">
                {row.settlement ? (
                  <>
                    <Ltr className="block">
                      {formatCurrency(row.settlement.amount, row.settlement.currency, language)}
                    </Ltr>
                    <span className="block text-xs text-ink-muted">
                      {t('payments.rate', {
                        rate: row.settlement.rate,
                        currency: row.settlement.currency,
                      })}
                    </span>
                  </>
                ) : (
                  <span className="text-xs text-ink-muted">{t('payments.noSettlement')}</span>
                )}
              </Td>
              <Td>
                <PaymentStatusBadge status={row.status} method={row.method} />
                {row.failureMessage && (
                  <span className="mt-1 block max-w-48 text-xs text-danger">
                    {row.failureMessage}
                  </span>
                )}
              </Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
