import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { Table, Td, Th } from '../../../components/admin/admin-table.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/admin/list-states.tsx';
import { ArrowIcon } from '../../../components/ui/icons.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useCustomer } from '../api/get-customer.ts';
import { StatusBadge } from './status-badge.tsx';
import { useSalesFormat } from './use-sales-format.ts';

/** /admin/customers/{email}: the customer's figures and every order they placed. */
export function CustomerDetailPage() {
  const { email = '' } = useParams();
  const { t } = useTranslation('adminSales');
  const format = useSalesFormat();
  const query = useCustomer(email);
  useDocumentTitle(query.data?.customer.name ?? t('customers.title'));

  const back = (
    <Link
      to="/admin/customers"
      className="inline-flex items-center gap-2 text-sm text-ink-soft hover:text-ink"
    >
      <ArrowIcon size={16} className="rotate-180 rtl:rotate-0" />
      {t('customers.back')}
    </Link>
  );
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-6">
        {back}
        <ListLoading rows={5} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col gap-6">
        {back}
        {query.error instanceof ApiError && query.error.isNotFound ? (
          <ListEmpty
            title={t('customers.notFoundTitle')}
            description={t('customers.notFoundDescription')}
          />
        ) : (
          <ListError message={t('customers.loadError')} onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }
  const { customer, orders } = query.data;
  const stats = [
    { label: t('customers.orderCount'), value: format.number(customer.orderCount) },
    { label: t('customers.totalSpent'), value: format.money(customer.totalSpent) },
    {
      label: t('customers.averageOrder'),
      value: format.money(
        customer.orderCount > 0
          ? Math.round((customer.totalSpent / customer.orderCount) * 100) / 100
          : 0,
      ),
    },
    { label: t('customers.lastOrder'), value: format.date(customer.lastOrderAt) },
  ];
  return (
    <div className="flex flex-col gap-6">
      {back}
      <AdminPageHeader
        title={customer.name}
        description={
          <span className="flex flex-wrap gap-x-4 gap-y-1">
            <a href={`mailto:${customer.email}`} className="hover:underline">
              <Ltr>{customer.email}</Ltr>
            </a>
            <a href={`tel:${customer.phone}`} className="hover:underline">
              <Ltr>{customer.phone}</Ltr>
            </a>
            <span>{t('customers.since', { date: format.date(customer.firstOrderAt) })}</span>
          </span>
        }
      />
      <dl
        className="grid grid-cols-2 gap-px border border-line bg-line md:grid-cols-4"
        data-testid="customer-stats"
      >
        {stats.map((stat) => (
          <div key={stat.label} className="bg-paper px-5 py-4">
            <dt className="text-xs tracking-wide text-ink-muted uppercase rtl:tracking-normal">
              {stat.label}
            </dt>
            <dd className="mt-1 font-display text-2xl text-ink">
              <Ltr>{stat.value}</Ltr>
            </dd>
          </div>
        ))}
      </dl>
      <h2 className="font-display text-2xl text-ink">{t('customers.orders')}</h2>
      <Table caption={t('customers.orders')} testId="customer-orders">
        <thead>
          <tr>
            <Th>{t('orders.columns.order')}</Th>
            <Th>{t('orders.columns.date')}</Th>
            <Th numeric>{t('orders.columns.items')}</Th>
            <Th numeric>{t('orders.columns.total')}</Th>
            <Th>{t('orders.columns.status')}</Th>
            <Th>{t('orders.columns.payment')}</Th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} data-testid={`customer-order-${order.orderNumber}`}>
              <Td>
                <Link
                  to={`/admin/orders/${order.id}`}
                  className="font-mono text-[0.8125rem] font-medium underline decoration-champagne underline-offset-4 hover:decoration-ink"
                >
                  <Ltr>{order.orderNumber}</Ltr>
                </Link>
              </Td>
              <Td className="whitespace-nowrap text-ink-soft">
                {format.dateTime(order.createdAt)}
              </Td>
              <Td numeric>{format.number(order.itemCount)}</Td>
              <Td numeric className="whitespace-nowrap">
                <Ltr>{format.money(order.total)}</Ltr>
              </Td>
              <Td>
                <StatusBadge status={order.status} />
              </Td>
              <Td className="text-sm text-ink-soft">
                {t(`paymentStatus.${order.paymentStatus}`)} ·{' '}
                {t(`paymentMethod.${order.paymentMethod}`)}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
