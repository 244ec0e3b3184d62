import { Link, useParams } from 'react-router';
import type { AdminCustomerDetail } from '@store/shared/schemas/admin-orders';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { Table, Td, Th } from '../../../components/admin/admin-table.tsx';
import { BackLink } from '../../../components/admin/back-link.tsx';
import { RecordPage } from '../../../components/admin/record-page.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useCustomer } from '../api/get-customer.ts';
import { StatusBadge } from './status-badge.tsx';
import { useStoreFormat } from '../../../lib/use-store-format.ts';

/** /admin/customers/{email}: the customer's figures and every order they placed. */
export function CustomerDetailPage() {
  const { email = '' } = useParams();
  const { t } = useTranslation('adminSales');
  const query = useCustomer(email);
  useDocumentTitle(query.data?.customer.name ?? t('customers.title'));

  return (
    <RecordPage
      back={<BackLink to="/admin/customers">{t('customers.back')}</BackLink>}
      query={query}
      loading={{ rows: 5 }}
      notFound={{
        title: t('customers.notFoundTitle'),
        description: t('customers.notFoundDescription'),
      }}
      loadError={t('customers.loadError')}
    >
      {(detail) => <CustomerDetail detail={detail} />}
    </RecordPage>
  );
}

function CustomerDetail({ detail }: { detail: AdminCustomerDetail }) {
  const { t } = useTranslation('adminSales');
  const format = useStoreFormat();
  const { customer, orders } = detail;
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
    <>
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
    </>
  );
}
