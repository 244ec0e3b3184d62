import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { localize } from '@store/shared/locales';
import {
  DASHBOARD_PERIODS,
  type Dashboard,
  type DashboardPeriod,
} from '@store/shared/schemas/dashboard';
import { ORDER_STATUSES } from '@store/shared/schemas/orders';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { ListError } from '../../../components/admin/list-states.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { cx } from '../../../lib/class-names.ts';
import { useAuth } from '../../../stores/use-auth.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { RevenueChart } from './revenue-chart.tsx';
import { useDashboardFormat } from './use-dashboard-format.ts';

/** /admin: how the store is doing today, this week and this month, and what needs attention. */
export function DashboardPage() {
  const { t } = useTranslation('adminSales');
  const { user } = useAuth();
  useDocumentTitle(t('dashboard.title'));
  const query = useDashboard();
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader
        title={t('dashboard.title')}
        description={user ? t('dashboard.welcome', { name: user.displayName }) : undefined}
      />
      {query.isPending ? (
        <DashboardSkeleton />
      ) : query.isError ? (
        <ListError message={t('dashboard.loadError')} onRetry={() => void query.refetch()} />
      ) : (
        <DashboardBody dashboard={query.data} />
      )}
    </div>
  );
}

function DashboardSkeleton() {
  const { t } = useTranslation('admin');
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="dashboard-loading"
      className="flex flex-col gap-6"
    >
      <span className="sr-only">{t('states.loading')}</span>
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
      <Skeleton className="h-72" />
    </div>
  );
}

function DashboardBody({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('adminSales');
  const format = useDashboardFormat();
  const [period, setPeriod] = useState<DashboardPeriod>('today');
  const figures = dashboard.periods[period];
  const cards = [
    { key: 'revenue', label: t('dashboard.revenue'), value: format.money(figures.revenue) },
    { key: 'orders', label: t('dashboard.orders'), value: format.number(figures.orders) },
    {
      key: 'average',
      label: t('dashboard.averageOrderValue'),
      value: format.money(figures.averageOrderValue),
    },
  ];
  return (
    <>
      <section aria-labelledby="dashboard-figures" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="dashboard-figures" className="sr-only">
            {t('dashboard.revenue')}
          </h2>
          <div
            role="radiogroup"
            aria-label={t('dashboard.period')}
            className="inline-flex border border-line bg-paper"
          >
            {DASHBOARD_PERIODS.map((p) => (
              <button
                key={p}
                type="button"
                role="radio"
                aria-checked={p === period}
                data-testid={`dashboard-period-${p}`}
                onClick={() => setPeriod(p)}
                className={cx(
                  'h-10 px-4 text-xs tracking-[0.12em] uppercase transition-colors rtl:text-sm rtl:tracking-normal',
                  p === period ? 'bg-ink text-ivory' : 'text-ink-soft hover:bg-ivory',
                )}
              >
                {t(`dashboard.periods.${p}`)}
              </button>
            ))}
          </div>
          <p className="text-xs text-ink-muted">{t('dashboard.revenueNote')}</p>
        </div>
        <dl className="grid gap-4 sm:grid-cols-3" data-testid="dashboard-figures">
          {cards.map((card) => (
            <div
              key={card.key}
              className="border border-line bg-paper px-5 py-5"
              data-testid={`dashboard-${card.key}`}
            >
              <dt className="text-xs tracking-[0.14em] text-ink-muted uppercase rtl:text-sm rtl:tracking-normal">
                {card.label}
              </dt>
              <dd className="mt-2 font-display text-3xl text-ink">
                <Ltr>{card.value}</Ltr>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(16rem,1fr)]">
        <RevenueChart series={dashboard.revenueSeries} />
        <OrdersByStatus counts={dashboard.ordersByStatus} />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <RecentOrders orders={dashboard.recentOrders} />
        <LowStock dashboard={dashboard} />
      </div>
    </>
  );
}

function Panel({
  title,
  id,
  action,
  children,
  testId,
}: {
  title: string;
  id: string;
  action?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section aria-labelledby={id} data-testid={testId} className="border border-line bg-paper">
      <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-3">
        <h2 id={id} className="font-display text-xl text-ink">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function OrdersByStatus({ counts }: { counts: Dashboard['ordersByStatus'] }) {
  const { t } = useTranslation('adminSales');
  const format = useDashboardFormat();
  const max = Math.max(1, ...Object.values(counts));
  return (
    <Panel
      title={t('dashboard.ordersByStatus')}
      id="dashboard-by-status"
      testId="dashboard-orders-by-status"
    >
      <ul className="space-y-3 p-5">
        {ORDER_STATUSES.map((status) => (
          <li key={status}>
            <Link
              to={`/admin/orders?status=${status}`}
              className="group block"
              data-testid={`dashboard-status-${status}`}
            >
              <span className="flex items-baseline justify-between text-sm">
                <span className="text-ink group-hover:underline">{t(`status.${status}`)}</span>
                <span className="tabular-nums text-ink-soft">
                  {format.number(counts[status] ?? 0)}
                </span>
              </span>
              <span aria-hidden="true" className="mt-1 block h-1.5 bg-ivory-deep">
                <span
                  className={cx(
                    'block h-full',
                    status === 'cancelled' ? 'bg-ink-muted/50' : 'bg-champagne',
                  )}
                  style={{ width: `${((counts[status] ?? 0) / max) * 100}%` }}
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function RecentOrders({ orders }: { orders: Dashboard['recentOrders'] }) {
  const { t } = useTranslation('adminSales');
  const format = useDashboardFormat();
  return (
    <Panel
      title={t('dashboard.recentOrders')}
      id="dashboard-recent"
      testId="dashboard-recent-orders"
      action={
        <Link
          to="/admin/orders"
          className="text-sm text-gold-deep underline decoration-champagne underline-offset-4"
        >
          {t('common.viewAll')}
        </Link>
      }
    >
      {orders.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-ink-muted">
          {t('dashboard.noRecentOrders')}
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {orders.map((order) => (
            <li key={order.id}>
              <Link
                to={`/admin/orders/${order.id}`}
                data-testid={`dashboard-order-${order.orderNumber}`}
                className="flex items-center gap-4 px-5 py-3 transition-colors hover:bg-ivory/50"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-mono text-[0.8125rem] font-medium text-ink">
                    <Ltr>{order.orderNumber}</Ltr>
                  </p>
                  <p className="truncate text-xs text-ink-muted">
                    {order.customerName} · {format.dateTime(order.createdAt)}
                  </p>
                </div>
                <Badge tone={order.status === 'pending' ? 'gold' : 'outline'}>
                  {t(`status.${order.status}`)}
                </Badge>
                <span className="w-24 text-end text-sm font-medium whitespace-nowrap">
                  <Ltr>{format.money(order.total)}</Ltr>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function LowStock({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('adminSales');
  const format = useDashboardFormat();
  const threshold = format.number(dashboard.lowStockThreshold);
  return (
    <Panel
      title={t('dashboard.lowStock')}
      id="dashboard-low-stock"
      testId="dashboard-low-stock"
      action={
        <span className="text-xs text-ink-muted">
          {t('dashboard.lowStockDescription', { threshold })}
        </span>
      }
    >
      {dashboard.lowStockProducts.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-ink-muted">
          {t('dashboard.noLowStock', { threshold })}
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {dashboard.lowStockProducts.map((product) => (
            <li key={product.id}>
              <Link
                to={`/admin/products/${product.id}`}
                data-testid={`dashboard-low-stock-${product.id}`}
                className="flex items-center gap-4 px-5 py-3 transition-colors hover:bg-ivory/50"
              >
                {product.image ? (
                  <img
                    src={product.image}
                    alt=""
                    className="size-10 shrink-0 border border-line object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="size-10 shrink-0 border border-line bg-ivory"
                  />
                )}
                <span className="min-w-0 flex-1 truncate text-sm text-ink">
                  {localize(product.name, format.language)}
                  {!product.isActive && (
                    <span className="ms-2 text-xs text-ink-muted">({t('dashboard.inactive')})</span>
                  )}
                </span>
                <span
                  className={cx(
                    'text-sm whitespace-nowrap tabular-nums',
                    product.stock === 0 ? 'font-medium text-danger' : 'text-warning',
                  )}
                >
                  {product.stock === 0
                    ? t('dashboard.outOfStock')
                    : t('dashboard.inStock', { count: product.stock })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
