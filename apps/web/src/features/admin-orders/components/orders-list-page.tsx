import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { AdminOrderSummary } from '@store/shared/schemas/admin-orders';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { Table, Td, Th } from '../../../components/admin/admin-table.tsx';
import { PagedList } from '../../../components/admin/paged-list.tsx';
import { ReceiptIcon } from '../../../components/admin/admin-icons.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useOrders } from '../api/get-orders.ts';
import { useOrderFilters } from '../hooks/use-order-filters.ts';
import { hasActiveFilters, toListQuery, type OrderFilters } from '../lib/order-filters.ts';
import { useStoreFormat } from '../../../lib/use-store-format.ts';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges.tsx';
import { OrderFiltersBar } from './order-filters-bar.tsx';
import { OrdersBulkBar } from './orders-bulk-bar.tsx';

export function OrdersListPage() {
  const { t } = useTranslation('adminSales');
  useDocumentTitle(t('orders.title'));
  const { filters, update, clear } = useOrderFilters();
  const query = useOrders(toListQuery(filters));
  const filtered = hasActiveFilters(filters);
  // Ticked orders (id → number), kept across pages and filters until cleared.
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={t('orders.title')} description={t('orders.description')} />
      <OrderFiltersBar filters={filters} onChange={update} onClear={clear} />
      <OrdersBulkBar selected={selected} onClear={() => setSelected(new Map())} />
      <PagedList
        query={query}
        total={(count) => t('orders.total', { count })}
        totalTestId="orders-total"
        empty={
          filtered
            ? { title: t('orders.noMatchTitle'), description: t('orders.noMatchDescription') }
            : {
                title: t('orders.emptyTitle'),
                description: t('orders.emptyDescription'),
                icon: <ReceiptIcon size={28} />,
              }
        }
        onPageChange={(page) => update({ page })}
      >
        {(orders) => (
          <OrdersTable
            orders={orders}
            filters={filters}
            onSort={(sortBy) =>
              update({
                sortBy,
                sortOrder:
                  filters.sortBy === sortBy && filters.sortOrder === 'desc' ? 'asc' : 'desc',
              })
            }
            caption={t('orders.caption', { page: filters.page })}
            selected={selected}
            onSelect={setSelected}
          />
        )}
      </PagedList>
    </div>
  );
}

function OrdersTable({
  orders,
  filters,
  onSort,
  caption,
  selected,
  onSelect,
}: {
  orders: AdminOrderSummary[];
  filters: OrderFilters;
  onSort: (sortBy: OrderFilters['sortBy']) => void;
  caption: string;
  selected: ReadonlyMap<string, string>;
  onSelect: (selected: ReadonlyMap<string, string>) => void;
}) {
  const { t } = useTranslation('adminSales');
  const { t: tf } = useTranslation('adminFulfilment');
  const allOnPage = orders.length > 0 && orders.every((order) => selected.has(order.id));
  const toggle = (order: AdminOrderSummary) => {
    const next = new Map(selected);
    if (next.has(order.id)) next.delete(order.id);
    else next.set(order.id, order.orderNumber);
    onSelect(next);
  };
  const togglePage = () => {
    const next = new Map(selected);
    for (const order of orders) {
      if (allOnPage) next.delete(order.id);
      else next.set(order.id, order.orderNumber);
    }
    onSelect(next);
  };
  const format = useStoreFormat();
  const sort = (column: OrderFilters['sortBy']) => ({
    direction: filters.sortBy === column ? filters.sortOrder : null,
    onSort: () => onSort(column),
  });
  return (
    <Table caption={caption} testId="orders-table">
      <thead>
        <tr>
          <Th className="w-10">
            <input
              type="checkbox"
              checked={allOnPage}
              onChange={togglePage}
              aria-label={tf('bulk.selectPage')}
              className="size-4 accent-ink"
              data-testid="orders-select-page"
            />
          </Th>
          <Th sort={sort('orderNumber')}>{t('orders.columns.order')}</Th>
          <Th sort={sort('createdAt')}>{t('orders.columns.date')}</Th>
          <Th>{t('orders.columns.customer')}</Th>
          <Th numeric>{t('orders.columns.items')}</Th>
          <Th numeric sort={sort('total')}>
            {t('orders.columns.total')}
          </Th>
          <Th sort={sort('status')}>{t('orders.columns.status')}</Th>
          <Th>{t('orders.columns.payment')}</Th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr
            key={order.id}
            data-testid={`order-row-${order.orderNumber}`}
            className="transition-colors hover:bg-ivory/50"
          >
            <Td>
              <input
                type="checkbox"
                checked={selected.has(order.id)}
                onChange={() => toggle(order)}
                aria-label={tf('bulk.select', { number: order.orderNumber })}
                className="size-4 accent-ink"
                data-testid="order-select"
              />
            </Td>
            <Td>
              <Link
                to={order.id}
                className="font-mono text-[0.8125rem] font-medium whitespace-nowrap text-ink underline decoration-champagne underline-offset-4 hover:decoration-ink"
              >
                <Ltr>{order.orderNumber}</Ltr>
              </Link>
            </Td>
            <Td className="whitespace-nowrap text-ink-soft">{format.dateTime(order.createdAt)}</Td>
            <Td>
              <span className="block font-medium">{order.customerName}</span>
              <span className="block text-xs text-ink-muted">
                <Ltr>{order.email}</Ltr>
              </span>
            </Td>
            <Td numeric>{format.number(order.itemCount)}</Td>
            <Td numeric className="font-medium whitespace-nowrap">
              <Ltr>{format.money(order.total)}</Ltr>
            </Td>
            <Td>
              <OrderStatusBadge status={order.status} />
            </Td>
            <Td>
              <div className="flex flex-col items-start gap-1">
                <PaymentStatusBadge status={order.paymentStatus} />
                <span className="text-xs text-ink-muted">
                  {t(`paymentMethod.${order.paymentMethod}`)}
                </span>
              </div>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
